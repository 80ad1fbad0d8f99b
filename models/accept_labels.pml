/* Accept labels in processes and no never claim (issue 18, bug 4): Spin's
 * pan -a looks for cycles through them; mcc's pan refused -a.  Spin 6.5:
 * -a and -a -f find an acceptance cycle (A passes its accept label
 * forever, before B sets done or after B has ended); compared with Spin
 * by tests/ltl-mc/run.sh, with accept_stutter.pml and accept_none.pml. */
byte x;
bool done;
active proctype A()
{
	do
	:: x < 2 -> x++
	:: x == 2 -> accept: x = 0
	:: done -> break
	od
}
active proctype B()
{
	x == 1 -> done = true
}
