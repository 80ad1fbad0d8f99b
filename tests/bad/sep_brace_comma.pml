/* expect: 3:23: error: syntax error: unexpected ',' */
/* spin: rejects (a ';' is implied after '}') */
chan a = [1] of {byte}, b = [1] of {byte}
active proctype p() { a!1 }
