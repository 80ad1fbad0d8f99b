/* expect: syntax error */
init {
  if
  :: skip
}
