/* expect: redeclaration of 'i' */
init {
  byte i;
  short i;
  skip
}
