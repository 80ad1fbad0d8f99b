/* Partial-order reduction for LTL needs condition C2 (visibility): x and
 * y are written by independent processes, so a reduction that ignores
 * the property would run one process to its end before the other moves
 * and never meet the state x == 1 && y == 1 that violates `never_both`.
 * Expected: never_both violated, with and without --por (with
 * PAN_POR_NO_VISIBLE=1, tests only: wrongly holds); x_back holds. */
byte x, y;

active proctype A() { x = 1; x = 0 }
active proctype B() { y = 1; y = 0 }

ltl never_both { [] !(x == 1 && y == 1) }
ltl x_back { [] (x == 1 -> <> (x == 0)) }
