/* expect: expected 2 arguments, got 1 */
proctype P(byte a, b) { skip }
init {
  run P(1)
}
