/* expect: 5:28: error: a temporal operator inside an expression */
/* (Spin reads this as a comparison of the operator's token code) */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
ltl p { (eventually x) + 1 > 2 }
