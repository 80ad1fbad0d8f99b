/* Spin's dataflow rule: a local read in a loop stays live around it (no
 * reset inside the loop); the condition that reads it last on the way
 * out (not `else`, which reads nothing) resets it; mcc's own rule
 * resets it on the `else` already. */
byte g;
active proctype P() {
	byte i, n;
	if
	:: n = 2
	:: n = 3
	fi;
	do
	:: i < n -> i++; g = g + i
	:: else -> break
	od;
	i >= n;	/* reads i and n last: both reset */
	g = 0
}
active proctype Q() {
	do
	:: g < 7 -> g++
	:: else -> break
	od
}
