/* expect: 8:2: error: syntax error: unexpected NAME */
/* spin: rejects ('>' does not end a statement at a newline) */
chan q = [1] of { byte }
active proctype p() {
	byte a
	q!1
	q?<a>
	a = 2
}
