/* Trail names (tests/spinout/run.sh): two assertion violations (y = 1
 * and y = 2), three ltl blocks, each violated (up by the assertion, in
 * its scope; low and five by a lasso).  mcc writes
 * trail_names.pml.mcc.trail, trail_names.pmlK.mcc.trail (-e) and
 * trail_names.pml.NAME.mcc.trail, never Spin's trail_names.pml.trail. */
byte x, y;

active proctype P() {
	if
	:: y = 1
	:: y = 2
	fi;
	do
	:: x < 3 -> x++
	:: x == 3 -> break
	od;
	assert(x < 3 && y > 0) /* y is read: not hidden, two errors */
}

ltl up { [] (x <= 3) }
ltl low { [] (x < 2) }
ltl five { <> (x == 5) }
