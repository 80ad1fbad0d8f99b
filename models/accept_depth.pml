/* "acceptance cycle (at depth N)" means what Spin's means: the depth at
 * which the cycle starts, after a prefix of N steps, where the replay
 * prints START OF CYCLE; never more than the "depth reached" of the
 * report (tests/spinout/run.sh, part cycle).  Here the prefix is forced:
 * three steps to the accept label, whose loop is the cycle: Spin's pan
 * -a (no claim, so its depths count the same steps) says depth 3. */
byte x;
active proctype P()
{
	x = 1; x = 2; x = 3;
accept:	do
	:: x = 4; x = 5
	od
}
