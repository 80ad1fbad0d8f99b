/* `else` as a statement after the first of a sequence: alone in its
 * state it is always executable (Spin's else is blocked only by
 * executable statements listed before it in the same state). */
byte x

active proctype P() {
	do
	:: x < 3 -> x++
	:: x == 3 -> x = 5; else
	:: x == 5 -> break
	od
L:	else
	x < 7 -> x++; goto L
}

active proctype Q() {
	else
	if
	:: x > 4 -> x = x - 1; else; else
	:: else
	fi
}
