/* Partial-order reduction, the cycle proviso (runtime/por/README.md):
 * Loop's steps touch only its own local, so a reduced set at every state
 * is Loop's step alone.  Without the proviso the search goes round Loop's
 * cycle and never lets Set or Check move: the assertion violation (Set
 * first, then Check) is missed.  The DFS must explore the rest of a
 * reduced state whose successor closes a cycle on the stack. */
byte g;
active proctype Loop() { bit i; do :: i = 1 - i od }
active proctype Set() { g = 1 }
active proctype Check() { assert(g == 0) }
