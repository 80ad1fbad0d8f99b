/* `_priority = e` sets the process's own priority (set_priority(_pid, e)).
 * mcc parses priorities but does not model them (it warns): with one
 * process they cannot change the state space. */
byte x

active proctype P() priority 2 {
	_priority = 3
	do
	:: x < 3 -> x++
	:: x == 3 -> set_priority(_pid, 1); break
	od
}
