/* expect: 4:2: error: syntax error: unexpected BYTE */
/* spin: rejects (parameters need ';' even on separate lines) */
proctype p(byte a
	byte b) {
	a = b
}
init { run p(1, 2) }
