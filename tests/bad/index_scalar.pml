/* expect: not an array */
byte x;
init {
  x[2] = 1
}
