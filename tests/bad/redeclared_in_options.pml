/* expect: 7:20: error: redeclaration of 'v' */
/* spin: rejects (options share the scope of the enclosing block) */
active proctype p() {
	byte n
	if
	:: n == 0 -> byte v; v = 3
	:: n == 0 -> byte v; v = 4
	fi
}
