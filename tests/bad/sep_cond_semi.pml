/* expect: 5:13: error: syntax error: expected '->' in conditional expression */
/* spin: rejects */
active proctype p() {
	byte a
	a = (a > 0 ; 1 : 2)
}
