/* expect: incompatible types */
chan c = [1] of { byte };
byte x;
init {
  x = c
}
