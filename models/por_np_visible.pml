/* Partial-order reduction under -l needs np_ to be visible: the only
 * non-progress cycle is B's loop while A waits at its do, before its
 * progress label.  A's step is independent of B's, so a reduction that
 * does not see the progress label takes A's step alone and never meets
 * that cycle.  Expected: pan -l finds the non-progress cycle with and
 * without --por (PAN_POR_NO_VISIBLE=1, tests only: wrongly none). */
active proctype B() { byte b; do :: b = 1 - b od }
active proctype A() { do :: true -> progress: skip od }
