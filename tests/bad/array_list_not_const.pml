/* expect: 3:19: error: syntax error: unexpected '-' */
/* spin: rejects (the list holds constants only) */
short a[2] = { 1, -2 }
active proctype p() { assert(a[1] == -2) }
