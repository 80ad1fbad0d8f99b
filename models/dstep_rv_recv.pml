/* A d_step whose first statement is a receive takes part in a rendezvous
 * as that receive: the sender's handshake runs the whole d_step in one
 * step (Spin with reductions off: 14 states, 4 errors, among them the
 * assertion; mcc before: no d_step ever ran, 1 state, 1 invalid end
 * state). */
chan c = [0] of { byte, byte };
chan d = [1] of { byte };
byte x, y, n;

active proctype S() {
	c ! 1, 2;
	c ! 3, 4;
	d ! 5;
	c ! 7, 8
}

active proctype R() {
	byte a, b;
	do
	:: d_step { c ? _, a; if :: a == 2 -> x = 1 :: else -> y = 1 fi; n++; a = 0 }
	:: d_step { d ? b; x = b }
	:: d_step { c ? eval(7), a; assert(a == 9) }
	:: n == 2 && x == 5 -> break
	od
}
