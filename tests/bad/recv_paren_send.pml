/* expect: 4:27: error: syntax error: unexpected */
/* spin: rejects (a send list in parentheses) */
chan c = [2] of { byte, byte }
active proctype A() { c!(1, 2) }
