/* Partial-order reduction for LTL needs the cycle proviso (C3): A loops
 * on a step no proposition reads and that is independent of B's, so a
 * reduced set {A's step} closes a cycle and B's step, the only way to
 * `done`, would be postponed for ever.  Expected: stays_undone violated,
 * with and without --por (with PAN_POR_NO_PROVISO=1, tests only: wrongly
 * holds); eventually_done violated (A may loop for ever without
 * fairness); a_counts holds. */
bool done;
byte n;

active proctype A() { byte i; do :: i = 1 - i od }
active proctype B() { done = true; n = 1 }

ltl stays_undone { [] !done }
ltl eventually_done { <> done }
ltl a_counts { [] (n == 1 -> done) }
