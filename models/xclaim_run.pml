/* An xs claim checked when `run` creates the process: P(q) claims a
 * channel, P(none) one that is 0 (Spin's pan: "x[rs] claim on
 * uninitialized channel" at the run's depth, unless -DNOREDUCE).  P
 * sends only on a channel it has. */
chan q = [1] of { byte };

proctype P(chan c)
{
	xs c;
	if
	:: c != 0 -> c!1
	:: else
	fi
}

init {
	chan none;
	byte v;
	run P(q);
	q?v;
	run P(none)
}
