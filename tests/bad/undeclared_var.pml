/* expect: undeclared name 'y' */
byte x;
init {
  x = y
}
