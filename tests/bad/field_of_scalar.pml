/* expect: not a struct */
byte x;
init {
  x.f = 1
}
