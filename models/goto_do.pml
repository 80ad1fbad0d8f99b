/* A forward goto over a statement to a labelled do loop (issue 18, bug 1).
 * The label's place was merged into the do's entry when the label was
 * defined, and the loop's entry jump was then written on the merged-away
 * place, so mcc lost the loop: "invalid end state" at depth -1 where Spin
 * finds the assertion (at depth 7).  Never claims written by `spin -f`
 * have this shape (goto accept_S; ... accept_S: do ... od).
 * Spin (reductions off, -c0): 8 states, 1 error. */
byte x;
active proctype A()
{
	goto L;
	x = 7;
L:	do
	:: x < 3 -> x++
	:: x == 3 -> assert(false)
	od
}
