/* Partial-order reduction and channel parameters: S's parameter x is
 * assigned, so after `x = b` it no longer names the queue given to run
 * (a).  R's receive on b can then be enabled by S's send through x.  A
 * reduction that reads x's current value (a) for S's rows, as for a
 * parameter that never changes (codegen/por.c, fp_fixed_chan), finds
 * R's `g = 1` independent of S in the first state and takes it alone,
 * and misses the assertion.  S's `skip` gives it two moves there, so
 * that its own set (two moves) is not the smallest: with `x = b` as its
 * only move, that move (it conflicts with nothing) is chosen first and
 * the reduction is right by luck (tests/sweeps/2026-11-27-pormut.md). */
chan a = [0] of { byte };
chan b = [0] of { byte };
byte g;
proctype S(chan x) {
	if
	:: x = b
	:: skip
	fi;
	x!1
}
proctype R() {
	byte v;
	if
	:: b?v -> assert(false)
	:: g = 1
	fi
}
init {
	atomic { run S(a); run R() };
end:	false
}
