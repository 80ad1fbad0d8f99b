/* The accept label inside an atomic sequence with two statements after
 * it: the run passes through it for ever, an acceptance cycle for mcc.
 * Spin's pan -a reports none (1 state, errors: 0): it starts its nested
 * search only from states outside atomic sequences, and its shortcut for
 * a cycle closed on the DFS stack takes only an accepting state just
 * before the closing step (models/README.md). */
byte x;
active proctype P() {
	do
	:: atomic { x = 1; accept: x = 2; x = 0 }
	od
}
