/* Statement merging: the assertion fails inside a merged chain (x = 1;
 * assert; x = 2 is one stored step); pan reports it and the trail it
 * writes replays step by step. */
byte g;
active proctype P() {
	byte x;
	x = 1;
	assert(x == 0);
	x = 2;
	g = x
}
active proctype Q() {
	g = 3
}
