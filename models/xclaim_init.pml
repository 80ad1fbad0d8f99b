/* xr/xs claims on channel variables that are still 0 when an active
 * process starts (the assignments come after the declarations, as in a
 * go-back-N model of the corpus): Spin's pan reports "x[rs] claim on
 * uninitialized channel" at depth 0, before it stores a state, unless
 * compiled -DNOREDUCE; mcc's pan unless --por=off. With -c0 both go on
 * and find the assertion. */
chan q[2] = [2] of { byte };

active [2] proctype peer()
{
	chan in, out;
	byte v;
	in = q[_pid];
	out = q[1 - _pid];
	xr in; xs out;
	out!_pid;
	in?v;
	assert(v != 1)
}
