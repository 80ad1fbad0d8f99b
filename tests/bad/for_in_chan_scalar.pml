/* expect: 4:26: error: for (.. in a): a must be an array */
/* spin: rejects (a scalar loop variable needs an array) */
chan c = [2] of { byte }
init { byte i; for (i in c) { skip } }
