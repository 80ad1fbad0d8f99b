/* expect: goto undefined label 'done' */
init {
  goto done
}
