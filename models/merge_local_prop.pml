/* Statement merging (codegen/merge.c): x = 1 and x = 2 are one merged
 * chain with x = 0 after it; a proposition over P's local x must see
 * every value it takes, so pan turns merging off for it. */
byte g;
active proctype P() {
	byte x;
	x = 1;
	x = 2;
	x = 0;
	g = 1
}
active proctype Q() {
	g == 1
}
