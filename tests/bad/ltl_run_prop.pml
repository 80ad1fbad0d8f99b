/* expect: 5:17: error: run cannot be used in a proposition */
/* spin: rejects */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
ltl p { <> (x + run P() > 1) }
