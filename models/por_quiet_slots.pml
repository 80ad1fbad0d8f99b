/* Quiet ends and the process slots: a `run` inside a loop creates
 * processes without a bound mcc can see, so the model gets no quiet
 * ends.  Here 15 W are created one after another: with each W alive
 * until the next one is created there are 17 processes, more than mcc's
 * 16 slots, and pan says the run of init's loop fails.  With quiet
 * ends each W would die as soon as it ended and the verifier would not
 * see that run. */
byte n;
proctype W() { skip }
init {
	do
	:: n < 15 -> n++; run W()
	:: else -> break
	od
}
active proctype O() { skip }
