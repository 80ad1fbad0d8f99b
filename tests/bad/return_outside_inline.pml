/* expect: 4:22: error: return statement outside inline */
/* spin: rejects */
byte x
inline inc(v) { v++; return v }
active proctype P() { x = 1; inc(x); return x }
