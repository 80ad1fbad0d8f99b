/* A receive naming fewer fields than its channel ("missing pars in
 * receive", an error each time it runs).  The message leaves the queue
 * whole.  Spin's pan undoes the receive when it backtracks by putting
 * back only the field it named (the other stays 0), and explores on from
 * the queue contents (1, 0) that no run has: 21 states and 6 errors where
 * the model has 20 and 5 (pml_diff --lang seed 93960; models/README.md). */
byte g1, x;
chan d = [2] of { byte, byte };
active proctype P0() {
	atomic { d!1, 2; g1 = g1 + 1 };
	x = 3;
	d?x
}
active proctype P2() {
	g1 = 0
}
