/* An error raised while testing a guard (here a poll of a rendezvous
 * channel) is reported and the statement stays blocked, as in Spin: it
 * is not a move, so `timeout` comes, `else` is taken and the blocked
 * process is an end-state candidate.  Spin -o1 -o2 -o3, -c0: 9 states,
 * 13 errors (the polls, and P's invalid end state); when the error was a
 * step to the same state, T and E never moved. */
chan c = [0] of { byte };
byte g, h;

active proctype P() {
	c?[0] -> g = 1
}

active proctype T() {
	timeout -> g = 2;
	assert(g == 2)
}

active proctype E() {
	if
	:: c?[0] -> h = 1
	:: else -> h = 2
	fi;
	assert(h == 2)
}
