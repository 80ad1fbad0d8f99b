/* expect: not a channel */
byte x;
init {
  x!1
}
