/* Quiet ends in the checks of properties (runtime/por/README.md): the
 * propositions read x and done only, no process, so the last process
 * that has ended dies before anything else moves and two `run`s accord.
 * x == 5 holds only after W(1) and W(4) and before W(2): the reduction
 * must keep an order that reaches it (never_five is violated), and done
 * comes in every run (eventually_done holds). */
byte x;
bool done;
proctype W(byte k) { x = x + k }
proctype M() { run W(1); x > 0; run W(2) }
init { run M(); run W(4); x == 7 -> done = true }
ltl never_five { [](x != 5) }
ltl eventually_done { <>done }
