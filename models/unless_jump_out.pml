/* A jump out of the main part of an unless (issue 18): the escape covers
 * the elements of the main part, not the label the jump leads to (mcc
 * copied the escape onto the label's place, which the goto had created
 * while the main part was being built).
 * Spin (reductions off, -c0): 7 states, no error. */
byte g;
active proctype A()
{
	if
	:: timeout -> { goto L1 } unless { g == 0; g = 1 }
	fi;
	g = 2;
L1:	skip
}
active proctype B()
{
	g = 3;
	g = 0
}
