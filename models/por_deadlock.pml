/* Partial-order reduction must keep deadlocks: P may take its local
 * option and end, but once Q has set g, P may also take the option that
 * blocks for ever (an invalid end state).  A reduction that takes P's
 * enabled option alone, forgetting that Q can enable P's other option
 * (the necessary enabling set of a disabled guard), misses it. */
byte g;
active proctype P() {
	bit i;
	if
	:: i = 1
	:: g == 1 -> g == 2
	fi
}
active proctype Q() { g = 1 }
