/* A label on the main part of an unless: Spin's parser turns
 * `L: { A } unless { E }` into `L: { { A } unless { E } }`, so the
 * element that L names (P's states 7 and 14, the values pc_value()
 * sees there) is made after the unless's own element and its '.'.
 * mcc numbered the braces before them (5 and 12), and no state P
 * reaches had 7 or 14, so neither assertion could fail. */
byte g, n;

active proctype P() {
	byte l0;
L1:	{ printf("a"); l0++ } unless { g == 1; l0 = 2 };
	n++;
L2:	{ l0 = 3; l0++ } unless { g == 2 };
	if
	:: n < 2 -> goto L1
	:: n == 2 -> n++; goto L2
	:: else
	fi
}

active proctype Q() {
	do
	:: g < 2 -> g++
	:: g > 0 -> g--
	:: n == 1 -> assert(pc_value(0) != 7)   /* P back at L1 */
	:: n == 3 -> assert(pc_value(0) != 14)  /* P back at L2 */
	od
}
