/* A label on a do that opens an atomic, d_step or { } block is accepted,
 * as in Spin (its do has a state of its own first); a label on any other
 * first statement of a block is Spin's 'placed incorrectly' error. */
chan c = [1] of { byte }
byte y, z

active proctype M() {
	int x;
	atomic { L: do :: x < 3 -> x++ :: x >= 3 -> break od };
	x < 6 -> x++; goto L;
	{ M1: do :: y < 2 -> y++ :: y >= 2 -> break od };
	y = 1;
	z < 1 -> z++; goto M1
}

active proctype W() {
	int x;
	atomic { end: do :: c?x -> skip od }
}

active proctype S() { c!1 }
