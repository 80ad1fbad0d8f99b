/* expect: 5:18: error: syntax error: unexpected end of formula */
/* spin: rejects */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
ltl p { [] (x < 3 }
