/* _nr_pr while a property is checked: Spin's pan counts the claim as a
 * process, so init never sees itself alone and never fails; with
 * --safety (Spin: -DNOCLAIM) it does. */
byte x;
proctype P() { x = 1 }
init {
	run P();
	(_nr_pr == 1);
	assert(x == 0)
}
ltl p { [] (x <= 1) }
