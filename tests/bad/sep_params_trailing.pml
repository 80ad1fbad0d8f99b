/* expect: 3:19: error: syntax error: unexpected ')' */
/* spin: rejects */
proctype p(byte a;) { skip }
init { run p(1) }
