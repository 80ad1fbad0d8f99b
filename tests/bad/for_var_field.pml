/* expect: 5:15: error: bad loop variable in for */
/* spin: rejects */
typedef R { byte k }
R s; byte a[2]
init { for (s.k in a) { skip } }
