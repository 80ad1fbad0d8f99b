/* expect: break outside a loop */
init {
  skip;
  break
}
