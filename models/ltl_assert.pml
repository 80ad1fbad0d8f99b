/* An assertion of the system with an LTL property (issue 18, bug 3).
 * Spin's pan -a reports assertion violations within the scope of the
 * claim ("assertion violations + (if within scope of claim)"); mcc's pan
 * once said "holds" with a warning.  Expected (Spin 6.5): `live` holds
 * as a property, but the assertion in B fails in a state the product
 * reaches: violated (assertion violated).  `live -A` (assertions ignored):
 * holds.  `never_live` is violated by an acceptance cycle. */
byte x, y;
active proctype A()
{
	do
	:: x < 3 -> x++
	:: x == 3 -> x = 0
	od
}
active proctype B()
{
	x == 2;
	y = 1;
	assert(y == 0)
}
ltl live { [] <> (x == 0) }
ltl never_live { <> [] (x == 1) }
