/* Partial-order reduction with accept labels in the processes (pan -a,
 * no claim) needs them visible: the only acceptance cycle is B's loop
 * while A still stands at its accept label.  A's step is independent of
 * B's, so a reduction that does not see the label takes A's step alone
 * and never meets that cycle.  Expected: pan -a finds the acceptance
 * cycle with and without --por (PAN_POR_NO_VISIBLE=1, tests only:
 * wrongly none). */
active proctype B() { byte b; do :: b = 1 - b od }
active proctype A() { accept: skip; do :: skip od }
