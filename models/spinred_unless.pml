/* Spin's dataflow rule: a local read in the guard of an `unless` escape
 * stays live in the whole body the escape guards; the guard resets it
 * when it reads it last.  `else` reads nothing and resets nothing. */
byte g;
active proctype P() {
	byte x, y;
	if
	:: x = 1
	:: x = 2
	fi;
	{
		do
		:: g < 3 -> g++
		:: g >= 3 -> break
		od
	} unless { x == 2 && g == 2 -> g = 9 };
	if
	:: y == 0 -> g++	/* reads y last: reset (it is 0) */
	:: else -> g--
	fi;
	g < 100;
	g = 0
}
active proctype Q() {
	g < 3 -> g = 1
}
