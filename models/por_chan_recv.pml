/* Partial-order reduction and a channel parameter received into: P's x
 * names a when P starts and b after `c?x`, so P's send through x can
 * make b non-empty before Q looks.  A reduction that reads x's current
 * value (a) for P's rows, as for a parameter that never changes
 * (codegen/por.c, fp_fixed_chan), takes Q's `else` alone in the first
 * state and misses the assertion. */
chan a = [1] of { byte };
chan b = [1] of { byte };
chan c = [1] of { chan };
proctype P(chan x) {
	c?x;
	x!1
}
proctype Q() {
	if
	:: nempty(b) -> assert(false)
	:: else
	fi
}
init {
	c!b;
	atomic { run P(a); run Q() };
end:	false
}
