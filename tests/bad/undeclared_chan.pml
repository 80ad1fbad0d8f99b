/* expect: undeclared name 'q' */
init {
  q!1
}
