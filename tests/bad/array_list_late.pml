/* expect: 6:7: error: cannot use an array list initializer here */
/* spin: rejects */
active proctype p() {
	byte x = 1
	x++
	byte c[3] = {5, 6, 7}
	assert(c[2] == 7)
}
