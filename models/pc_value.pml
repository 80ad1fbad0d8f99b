/* pc_value() and enabled() over Spin's state numbers (pan -d): P's do is
 * state 5, its x++ state 2, x = 10 state 8, its end state 9.  Q checks
 * them; with mcc's own location numbers these assertions fail (or the
 * branches never open).  Counts and errors: Spin's, with -c0. */
byte x;

active proctype P() {
	do
	:: x < 3 -> x++
	:: x == 3 -> break
	od;
	x = 10
}

active proctype Q() {
	do
	:: pc_value(0) == 5 -> assert(x <= 3)
	:: pc_value(0) == 2 -> assert(x < 3 && enabled(0))
	:: pc_value(0) == 8 -> assert(x == 3)
	:: pc_value(0) == 9 -> assert(x == 10 && !enabled(0)); break
	od;
	assert(pc_value(0) != 9)   /* violated */
}
