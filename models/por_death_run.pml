/* Partial-order reduction and the death of a process: P can die only
 * while it is the last process, so init's second `run` (which gives Q
 * pid 2 while P lives, pid 1 after P died) disables P's death, and the
 * two do not accord.  Spin's default treats the death step as local and
 * runs it first: it misses the violation its -DNOREDUCE run finds
 * (Spin 6.5.2: errors: 0, 8 states).  Deaths of two processes accord (never
 * enabled together); a death and a run do not. */
proctype P() { skip }
proctype Q() { assert(_pid != 2) }
init { run P(); run Q() }
