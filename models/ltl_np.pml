/* Non-progress cycles (pan -l) and weak fairness (tests/ltl-mc).
 * B can idle forever while A, which passes a progress label on each of
 * its rounds, never moves: pan -l finds a non-progress cycle; with weak
 * fairness (pan -l -f) A must move and every fair cycle makes progress.
 * Expected (Spin 6.5, -DNP): -l violated, -l -f holds. */
byte x;
bool idle;

active proctype A()
{
progress:
	x = 1;
	x = 0;
	goto progress
}

active proctype B()
{
again:
	idle = !idle;
	goto again
}

ltl alt { [] <> (x == 1) }
