/* pan -a without a claim: the only accept label lies inside an atomic
 * sequence, before its last statement (generator seed: pml_diff --lang
 * --mode all --seed 93615).  The run through it loops: an acceptance
 * cycle, as Spin reports.  mcc's product collapses atomic chains into
 * one edge and took the accept labels only from the states where chains
 * start and end, so it missed the cycle (errors: 0). */
byte x;
active proctype P() {
	do
	:: atomic { x = 1; accept: x = 0 }
	od
}
