/* Spin's dataflow rule: a local named by a remote reference in an ltl
 * formula turns Spin's dead-variable resets off for every local (the
 * formula is Spin's never claim, parsed with the model), even when the
 * verifier is built without it (pan -DNOCLAIM; mcc's pan --safety). */
byte g;
active proctype P() {
	byte x, y;
	if
	:: x = 1
	:: x = 2
	fi;
	if
	:: y = 1
	:: y = 2
	fi;
	x > 0 && y > 0;	/* would reset x and y */
	g++;
	g++
}
ltl p { [] (P:x < 3) }
