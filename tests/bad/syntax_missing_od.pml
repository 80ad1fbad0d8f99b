/* expect: syntax error */
init {
  do
  :: skip
}
