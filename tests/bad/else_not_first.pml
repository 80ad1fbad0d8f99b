/* expect: else must be the first */
byte x;
init {
  if
  :: x > 0; else
  fi
}
