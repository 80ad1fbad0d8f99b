/* Where each process is when the trail ends: spin -t -p names the line
 * of its state, which for an if or do head is the keyword's line and for
 * an atomic sequence or a block the brace's, not the first option's or
 * statement's (mcc once printed those): pan -r must print the same. */
byte g;
active proctype Q() {
	atomic {
		g == 5 -> g = 0
	}
}
active proctype S() {
	{
		g == 6
	}
}
active proctype D() {
	do
	:: g == 7 -> g = 0
	:: g == 8 -> break
	od
}
active proctype I() {
	if
	:: g == 3 -> skip
	:: g == 4 -> skip
	fi
}
active proctype P() {
	g = 1;
	assert(g != 1)
}
