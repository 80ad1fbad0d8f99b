/* expect: 4:39: error: label L placed incorrectly */
/* spin: rejects */
byte x
active proctype m() { x = 0; atomic { L: x++; x < 3 -> goto L } }
