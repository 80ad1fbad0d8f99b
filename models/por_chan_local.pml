/* Partial-order reduction and a channel local that is assigned: P's x
 * names a, then b.  A reduction that reads x's current value (a) for
 * P's rows, as for a channel variable that never changes (codegen/por.c,
 * fp_fixed_chan), takes Q's `else` alone in the first state, since P's
 * send through x looks like a send to a, and misses the assertion (P's
 * `skip` gives it two moves there, so that its own set is not the
 * smaller one).  No process is created by run here. */
chan a = [1] of { byte };
chan b = [1] of { byte };
active proctype P() {
	chan x = a;
	if
	:: x = b
	:: skip
	fi;
	x!1
}
active proctype Q() {
	if
	:: nempty(b) -> assert(false)
	:: else
	fi
}
