/* Partial-order reduction and a process created later that reads another
 * process's location: A's steps touch no shared object, but B's
 * assertion (a remote reference) does not accord with them, so the
 * `run` that creates B must be in every stubborn set with one of A's
 * steps (rule 4, runtime/por/README.md).  Without it the reduced search
 * moves A past L before B exists and misses the violation. */
active proctype A() { skip; L: skip }
proctype B() { assert(!(A[0]@L)) }
init { run B() }
