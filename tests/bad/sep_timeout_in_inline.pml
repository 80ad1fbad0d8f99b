/* expect: 5:2: error: syntax error: unexpected SKIP */
/* spin: rejects (in an inline body timeout does not end a statement at a newline) */
inline w() {
	timeout
	skip
}
active proctype p() { w() }
