/* expect: missing array index */
byte a[4];
init {
  a = 1
}
