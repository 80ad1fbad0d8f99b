/* expect: jump into a d_step sequence */
byte g;
active proctype P() {
	do
	:: g < 2 ->
L:		d_step { g++ }
	:: g == 2 -> goto L
	od
}
