/* expect: 4:18: error: an array initializer list holds constants */
/* spin: rejects */
byte b
byte a[2] = { 1, b }
active proctype p() { assert(a[1] == 0) }
