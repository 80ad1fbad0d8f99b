/* Quiet ends (runtime/por/README.md): nothing here tells pids apart, no
 * process has a channel of its own and at most 6 processes ever exist
 * (fewer than the slots): an ended process that is the last one dies
 * before anything else moves, and two `run`s accord.  x == 5 holds only
 * after W(1) and W(4) and before W(2): the reduction must keep an order
 * that reaches it. */
byte x;
proctype W(byte k) { x = x + k }
proctype M() { run W(1); x > 0; run W(2) }
init { run M(); run W(4) }
active proctype O() { x == 5 -> assert(false) }
