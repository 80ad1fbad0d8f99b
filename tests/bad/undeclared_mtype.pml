/* expect: undeclared name 'stop' */
mtype = { go };
mtype m;
init {
  m = stop
}
