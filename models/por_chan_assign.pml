/* Partial-order reduction and channel parameters: S's parameter x is assigned, so the queue it names is not the one given to run; R's receive on b can be enabled by S's send through x, which a reduction reading x's current value (a) would miss, and with it the assertion. */
chan a = [0] of { byte };
chan b = [0] of { byte };
byte g;
proctype S(chan x) {
	x = b;
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
