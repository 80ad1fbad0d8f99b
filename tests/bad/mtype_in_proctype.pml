/* expect: 4:2: error: mtype declaration must be global */
/* spin: rejects */
active proctype p() {
	mtype = { a, b }
	mtype m = a
	printm(m)
}
