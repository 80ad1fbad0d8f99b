/* expect: 3:6: error: a must be an array */
/* spin: rejects */
byte a = {1}
active proctype p() { assert(a == 1) }
