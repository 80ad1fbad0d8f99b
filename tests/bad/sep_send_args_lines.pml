/* expect: 7:2: error: syntax error: unexpected ',' */
/* spin: rejects (a newline after a name ends the send) */
chan q = [2] of { byte, byte }
active proctype p() {
	byte a, b
	q!a
	,b
}
