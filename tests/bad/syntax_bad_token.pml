/* expect: unexpected character */
init {
  skip $ skip
}
