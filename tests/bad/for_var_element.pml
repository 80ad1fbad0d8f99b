/* expect: 4:13: error: bad loop variable in for */
/* spin: rejects */
byte a[2]
init { for (a[1] : 1 .. 3) { skip } }
