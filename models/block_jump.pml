/* Jumps at the start of a block, and unless parts that are only a jump.
 * Spin keeps a jump that opens a { }, atomic or inline body as a step of
 * its own ("goto :b0"), but resolves the braces of `{ main } unless`
 * like any sequence (and the escape goes with the jump).
 * Spin -o1 -o2 -o3: 3,684 states, no errors (mcc before the fix: 2,116). */
byte g, h, k, m;

inline leave() { goto out }

active proctype A() {
	do
	:: g == 0 -> { break }
	:: g < 2 -> g++
	:: g == 2 -> break
	od;
	g = 5
}

active proctype B() {
	h = 1;
	if
	:: { goto Lb }
	:: h == 1 -> { { goto Lb } }
	fi;
Lb:	h = 2;
	atomic { goto Lc };
Lc:	h = 3
}

active proctype C() {
	do
	:: k < 2 -> k++
	:: atomic { break }
	:: k == 2 -> { break } unless { k == 2 -> k = 7 }
	od;
	k = k + 1
}

active proctype D() {
	m = 1;
	leave();
out:	m = 2
}
