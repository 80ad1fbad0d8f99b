/* pan -a without a claim, where the system stops at an accept label:
 * Spin's "accept stutter" (the stuck state repeats forever, and it is
 * accepting).  Spin 6.5: -a violated, "accept stutter". */
byte x;
active proctype A()
{
	x < 2;
accept:	x == 5
}
