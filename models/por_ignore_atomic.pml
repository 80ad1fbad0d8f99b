/* The cycle proviso through an atomic chain: the cycle of Loop closes
 * inside an atomic sequence (a state that is not stored), so the state
 * where the chain started must be expanded fully. */
byte g;
active proctype Loop() {
	bit i;
	do
	:: atomic { i = 1 - i; i = 1 - i }
	od
}
active proctype Set() { g = 1 }
active proctype Check() { assert(g == 0) }
