/* expect: syntax error */
proctype P()
init { skip }
