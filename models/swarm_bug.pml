/* swarm_bug.pml -- a seeded bug for --swarm (man/pan.1, README).
 *
 * Seven counters, each raised by its own process from 0 to 7: 8^7 =
 * 2,097,152 states.  The assertion fails on one step only: counter 0
 * raised first, in the initial state.  A DFS in the model's order (as
 * Spin's, the process with the highest pid first) takes that step last,
 * after the subtrees of the other six processes' first steps, that is after (nearly) the whole state
 * space: with --memlim 32 the hash store fills up long before, and the
 * search ends incomplete with no error found.  Swarm runs visit the
 * successors in other orders; one that starts with process 0 finds the
 * bug at depth 1: `pan --swarm 4 -j 2 --memlim 32` finds it at once (run
 * 1, the reverse order), and its trail replays with pan -r.
 */
byte a0, a1, a2, a3, a4, a5, a6;

active proctype C0()
{
end:	do
	:: d_step {
		a0 < 7 -> a0++;
		assert(!(a0 == 1 && a1 + a2 + a3 + a4 + a5 + a6 == 0))
	   }
	od
}
active proctype C1() { end: do :: d_step { a1 < 7 -> a1++ } od }
active proctype C2() { end: do :: d_step { a2 < 7 -> a2++ } od }
active proctype C3() { end: do :: d_step { a3 < 7 -> a3++ } od }
active proctype C4() { end: do :: d_step { a4 < 7 -> a4++ } od }
active proctype C5() { end: do :: d_step { a5 < 7 -> a5++ } od }
active proctype C6() { end: do :: d_step { a6 < 7 -> a6++ } od }
