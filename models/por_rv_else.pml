/* Partial-order reduction and rendezvous: A's else is executable only while B is not yet at its receive; B's local step that takes it there disables the else (the step enters a rendezvous location: MCC_POR_EN), so the two do not accord and the assertion stays reachable. */
chan c = [0] of { byte };
active proctype A() {
	if
	:: c!1
	:: else -> assert(false)
	fi
}
active proctype B() {
	byte v;
	v = 2;
	c?v
}
