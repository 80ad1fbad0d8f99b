/* _nr_pr while a property is checked counts the claim (Spin's pan): init
 * passes (_nr_pr == 2) only once P has ended, and the assertion fails;
 * the trail must replay with the claim counted too (its "#claim 1"). */
byte x;
proctype P() { x = 1 }
init {
	run P();
	(_nr_pr == 2);	/* with the claim: P has ended */
	assert(x == 0)
}
ltl p { [] (x <= 1) }
