/* expect: unknown proctype 'Worker' */
init {
  run Worker()
}
