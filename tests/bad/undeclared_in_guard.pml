/* expect: undeclared name 'flag' */
init {
  do
  :: flag -> break
  od
}
