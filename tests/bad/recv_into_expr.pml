/* expect: syntax error */
chan c = [1] of { byte };
byte a;
init {
  c?(a+1)
}
