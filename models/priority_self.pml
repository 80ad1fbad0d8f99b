/* `_priority = e` sets the process's own priority (set_priority(_pid, e));
 * with one process priorities restrict nothing, but the priority is part
 * of the process's state. */
byte x

active proctype P() priority 2 {
	_priority = 3
	do
	:: x < 3 -> x++
	:: x == 3 -> set_priority(_pid, 1); break
	od
}
