/* Partial-order reduction, `run` and pids: P can die only while it is
 * the last process; init's second `run` gives Q pid 2 while P lives,
 * pid 1 after P died, so the run does not accord with P's death.  Spin's
 * default treats the run as local and runs Q before P can die: it misses
 * the violation its -DNOREDUCE run finds (Spin 6.5.2 default: errors: 0). */
byte g;
proctype P() { g = 1 }
proctype Q() { assert(_pid != 1) }
init { run P(); run Q() }
