/* An atomic sequence that can loop forever (tests/ltl-mc): the product
 * follows atomic chains without storing their states and cuts a chain
 * where it meets one of its own states again; that state is stored, so
 * the endless loop is a cycle of the product like any other.
 * The property automaton does not move inside the sequence (as Spin's
 * claim), so it reads z only outside it, where z is 0.
 * Spin gives no oracle here: its search follows the loop without end.
 * Expected: q2 is violated by the run that stays in the loop (w never
 * returns to 0), also under weak fairness (B is disabled there: w is 2);
 * q3 holds (the automaton never reads z == 2).  q1 is a known defect, not
 * tested: on the run that stays in the loop the automaton never moves,
 * and the marks the product gives such resting steps (those common to the
 * edges of the automaton state's SCC) make q1 hold with the default
 * generalized Büchi automaton but violated with --acceptance=tgra (a Fin
 * condition). */
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
