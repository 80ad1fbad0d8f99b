byte g;
active proctype A() {
	byte x;
	do
	:: x == 1 -> g = 1
	:: x == 0 -> x = 1
	:: x == 0 -> x = 1
	od
}
active proctype B() {
	g == 0;
	assert(g == 0)
}
