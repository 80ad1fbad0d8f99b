/* expect: 5:17: error: undeclared name 'y' */
/* spin: rejects */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
ltl p { [] (x < y) }
