/* expect: 5:16: error: undeclared name 'k' */
/* spin: rejects (a local needs a remote reference: P:k) */
byte x
active proctype P() { byte k; do :: k < 3 -> k++ :: else -> k = 0 od }
ltl p { always k < 3 }
