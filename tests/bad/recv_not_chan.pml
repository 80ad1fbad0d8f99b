/* expect: not a channel */
byte x, y;
init {
  x?y
}
