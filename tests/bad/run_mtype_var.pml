/* expect: 5:27: error: wrong arg type for mtype parameter 'x' */
/* spin: rejects (6.5.2: an mtype parameter of run takes a constant) */
mtype = { a, b }
proctype P(mtype x) { skip }
init { mtype v = a; run P(v) }
