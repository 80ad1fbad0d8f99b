/* expect: unterminated string */
init {
  printf("abc);
}
