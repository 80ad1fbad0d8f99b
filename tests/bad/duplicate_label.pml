/* expect: duplicate label 'L' */
init {
L: skip;
L: skip
}
