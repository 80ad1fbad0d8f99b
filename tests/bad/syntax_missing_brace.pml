/* expect: syntax error */
active proctype P() {
  skip
