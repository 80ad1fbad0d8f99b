/* expect: duplicate else */
byte x;
init {
  if
  :: else -> x = 1
  :: else -> x = 2
  fi
}
