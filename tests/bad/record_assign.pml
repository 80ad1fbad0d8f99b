/* expect: 5:32: error: assignment of a whole record */
/* spin: rejects */
typedef T { byte a; byte b }
T x, y
active proctype P() { x.a = 1; y = x }
