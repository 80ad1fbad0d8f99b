/* expect: wrong number of fields in receive */
chan c = [1] of { byte };
byte a, b;
init {
  c?a,b
}
