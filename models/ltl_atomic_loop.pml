/* An atomic sequence that can loop forever (tests/ltl-mc): the product
 * follows atomic chains without storing their states and cuts a chain
 * where it meets one of its own states again; that state is stored, so
 * the endless loop is a cycle of the product like any other.
 * The property automaton does not move inside a finite atomic sequence
 * (as Spin's claim), but where a loop of the sequence closes it reads the
 * state and moves (runtime/product.h, RT_LOOP_FLAG), so a run that stays
 * in the loop is judged on those states (z is 1 or 2 there), whatever the
 * acceptance encoding.
 * Spin gives no oracle here: its search follows the loop without end.
 * Expected: q1 is violated by the run that stays in the loop (z never
 * returns to 0), q2 as well (w stays 2), also under weak fairness (B is
 * disabled there), and q3 is violated (the loop closes at z == 2). */
byte z, w;

active proctype A()
{
	do
	:: w == 0 -> w = 1
	:: w == 2 -> atomic { do :: z = 1 :: z = 2 :: z == 2 -> break od; z = 0 }; w = 0
	od
}

active proctype B()
{
	do
	:: w == 1 -> w = 2
	od
}

ltl q1 { [] <> (z == 0) }
ltl q2 { [] <> (w == 0) }
ltl q3 { [] (z != 2) }
