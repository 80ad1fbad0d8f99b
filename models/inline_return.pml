/* Spin 6 inline calls with a value: v = name(args), where each `return e`
 * of the body is v = e (v read where the call is); return elsewhere is
 * an error. */
byte x, y, r
inline max(a, b) {
	if
	:: a > b -> return a
	:: else -> return b
	fi
}
inline twice(v) { v = v * 2; return v + 1 }
active proctype P() {
	byte t = 3
	do
	:: x < 4 -> x++
	:: y < 3 -> y++
	:: r = max(x, y); t = twice(r); break
	od;
	assert(t == r + 1 && r >= 2 * x && r >= 2 * y)
}
