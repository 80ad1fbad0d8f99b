/* expect: 6:4: error: syntax error: unexpected '+' */
/* spin: rejects */
active proctype p() {
	byte a
	a = 1
	  + 2
}
