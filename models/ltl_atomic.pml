/* The property automaton and atomic sequences (tests/ltl-mc).
 * Spin suspends the never claim while an atomic sequence runs: the claim
 * only reads the states where no atomic sequence is running.  Here x is 1
 * only inside A's atomic sequence, and after B's.
 * Expected (Spin 6.5): insideA holds, afterB violated. */
byte x;
byte y;

active proctype A()
{
	do
	:: atomic { x = 1; x = 2; x = 0 }
	od
}

active proctype B()
{
	do
	:: atomic { y = 2; y = 1 }; y = 0
	od
}

ltl insideA { [] (x != 1) }
ltl afterB { [] (y != 1) }
