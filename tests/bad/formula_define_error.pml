/* expect: formula:1:4: error: undeclared name 'z' */
/* formula: [] ok */
#define ok (x < z)
byte x
active proctype P() { do :: x < 3 -> x++ :: else -> x = 0 od }
