/* Jumps out of and into atomic sequences (issue 18, bug 2).  As in Spin, a
 * goto that leaves an atomic sequence for a label outside every atomic
 * sequence ends the sequence: it is a step that releases control, and the
 * labelled statement it reaches is not atomic (mcc took the first goto
 * below for an inner step of the sequence and ran the labelled if
 * atomically: fewer states, a reachable guard reported unreached).  A goto
 * that ends a sequence but lands inside another one keeps control.
 * Spin (reductions off, -c0): 48 states, no error. */
byte g, h;
active proctype A()
{
	atomic { g = 1; goto L2; goto L2 };
L1:	if
	:: h == 5 -> skip
	:: else -> skip
	fi;
L2:	if
	:: g == 1 -> g = 2
	:: g == 2 -> h++
	fi;
	atomic { h < 3; goto L4 };
	g = 9;
	atomic { g = 3; L4: g = 4; h = 0 };
	assert(g != 9)
}
active proctype B()
{
	do
	:: h < 2 -> h++
	:: h >= 2 -> break
	od
}
