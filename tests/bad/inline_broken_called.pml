/* expect: 5:6: error: syntax error: unexpected '=' (in inline bad, called at line 7) */
/* spin: rejects (Spin reads an inline body where it is called) */
byte x
inline bad(a) {
	a = = 1
}
active proctype P() { bad(x) }
