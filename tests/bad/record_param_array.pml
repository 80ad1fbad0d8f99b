/* expect: 4:14: error: parameter 'm' is a record with an array inside */
/* spin: rejects */
typedef T { byte a; byte b[2] }
proctype W(T m) { skip }
init { T t; run W(t) }
