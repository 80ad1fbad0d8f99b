/* expect: 4:24: error: syntax error: unexpected '(' */
/* spin: rejects */
byte x
active proctype p() { b(); assert(x == 2) }
inline b() { x = x + 2 }
