/* expect: 6:2: error: syntax error: unexpected UNLESS */
/* spin: rejects (only '}' may end the line before unless) */
active proctype p() {
	byte a
	a++
	unless { a > 3 }
}
