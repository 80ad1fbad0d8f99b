/* Spin's dataflow rule on parameters: a parameter never read keeps the
 * value it was given (Spin resets nothing when a process starts, where
 * mcc's own rule resets it at once); one read last by a condition is
 * reset there. */
byte g;
proctype P(byte unused; byte a) {
	a > 0;	/* reads a last: reset */
	g++;
	g++
}
init {
	if
	:: run P(1, 1)
	:: run P(1, 2)
	:: run P(3, 1)
	fi
}
