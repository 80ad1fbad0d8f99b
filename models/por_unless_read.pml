/* Partial-order reduction and unless: an edge inside the main part is
 * taken only while the escape cannot be, so it reads what the escape's
 * guard reads (g): B's write disables A's steps.  Were A's skips read as
 * touching nothing, a stubborn set could run B's write alone first, and
 * A would always escape: the violation (A finishing before B) lost. */
byte g;
bit done;
active proctype A() { { skip; skip; done = 1 } unless { g == 1 } }
active proctype B() { g = 1; assert(!done) }
