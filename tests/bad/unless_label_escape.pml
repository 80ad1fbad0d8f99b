/* expect: 5:13: error: label L placed incorrectly */
/* spin: rejects ("label L placed incorrectly": cannot jump to the guard of an escape) */
byte x;
active proctype P() {
	x++ unless L: x > 5;
	x = 3
}
