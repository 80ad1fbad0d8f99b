/* Priorities with Spin's rule: a process moves only if no other process
 * of a higher priority has an executable statement (as enabled() tests
 * it, timeout included in the round where it is true).  Priorities come
 * from `active proctype .. priority N`, `run P() priority N` (1 without:
 * not the proctype's), `init priority N`; _priority, set_priority and
 * get_priority read and change them; an atomic sequence loses control
 * when a higher-priority process can move. */
byte x, y, turn
chan c = [2] of { byte }

active proctype Hi() priority 5 {
	do
	:: x < 3 -> x++
	:: x == 3 -> break
	od;
	timeout -> y = 9;
	c?turn
}

active [2] proctype Lo() {
	x == 3 -> atomic { y++; c!_pid; y++ };
	set_priority(_pid, 7);
	assert(get_priority(0) == 5 && get_priority(_pid) == 7 && get_priority(9) == 0)
}

proctype Late(byte k) priority 9 {
	_priority = k;
	y = y + get_priority(_pid)
}

init priority 2 {
	run Late(3) priority 4;
	run Late(6);
	_priority = 4;
	assert(get_priority(_pid) == 4)
}
