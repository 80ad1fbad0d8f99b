/* expect: 6:2: error: syntax error: unexpected NAME */
/* spin: rejects (np_ does not end a statement at a newline) */
active proctype p() {
	byte a
	a = np_
	a = 2
}
