/* expect: 5:41: error: syntax error: unexpected NAME */
/* spin: rejects (no ';' is implied after od on the same line) */
active proctype p() {
	byte a
	do :: a < 3 -> a++ :: else -> break od a = 2
}
