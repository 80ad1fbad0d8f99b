/* Spin's dataflow rule: a remote reference to a local anywhere in the
 * model (here Q reads P:x) turns Spin's dead-variable resets off for
 * every local of every process, also Q's own y, which mcc's own rule
 * still resets. */
byte g;
active proctype P() {
	byte x;
	if
	:: x = 1
	:: x = 2
	fi;
	x > 0;
	g++
}
active proctype Q() {
	byte y;
	if
	:: y = 1
	:: y = 2
	fi;
	y > 0;	/* would reset y without the remote reference */
	P:x >= 0;
	g++
}
