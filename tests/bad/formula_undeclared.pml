/* expect: formula:1:11: error: undeclared name 'y' */
/* formula: []<> (x > y) */
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
