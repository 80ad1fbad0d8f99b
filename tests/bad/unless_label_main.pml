/* expect: 5:2: error: label L placed incorrectly */
/* spin: rejects ("label L placed incorrectly": use "Label: { stmnt unless stmnt }") */
byte x;
active proctype P() {
	L: x++ unless { x > 5 -> skip };
	x = 3
}
