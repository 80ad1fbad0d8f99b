/* expect: incompatible types */
chan c = [1] of { byte };
init {
  c = 5
}
