/* An assertion whose expression polls a rendezvous channel: the poll is an
 * error ("error to poll rendezvous channel") and is false, and then the
 * assertion fails: two errors of one step, as in Spin, which with -c0
 * counts both.  Spin (reductions off, -c0): 4 states, 2 errors. */
chan c = [0] of { byte };
byte g;
active proctype A()
{
	assert(c?[0]);
	g = 1
}
