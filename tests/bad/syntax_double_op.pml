/* expect: syntax error */
byte x;
init {
  x = 1 + * 2
}
