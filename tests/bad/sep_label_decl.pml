/* expect: 3:23: error: label preceding declaration */
/* spin: rejects */
active proctype p() { L: byte a; a++ }
