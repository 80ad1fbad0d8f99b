/* expect: 5:14: error: inline 'b' is defined after the proctype that uses it */
/* spin: rejects (inline bodies are read where they are called: b is not
 * known yet when p is read) */
byte x
inline a() { b(); x++ }
active proctype p() { a(); assert(x == 3) }
inline b() { x = x + 2 }
