/* expect: wrong number of fields in send */
chan c = [1] of { byte, byte };
init {
  c!1
}
