/* expect: formula:1:4: error: proctype 'P' has no label 'cs' */
/* formula: <> P[0]@cs */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
