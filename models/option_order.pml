/* The order of a location's transitions is the order of the text, also
 * where an option starts with a block, an inline call or an atomic
 * sequence whose first statement is an if: from i == 1 the search tries
 * the block's `i == 1 -> i = 4` before the next option's `i = 5`, and
 * the first error is the assertion of the `i == 6` option, as in Spin's
 * pan (mcc once tried those options after all the others, so it met
 * the `i == 7` one first: a different first error and trail). */
byte g;
inline pick(v) {
	if
	:: v == 1 -> v = 2
	:: else -> v = 3
	fi
}
active proctype P() {
	byte i;
	do :: i == 0 -> i = 1
	:: { if :: i == 1 -> i = 4 :: i == 3 -> i = 0 fi }
	:: i == 1 -> i = 5
	:: pick(i)
	:: atomic { if :: i == 4 -> i = 6 :: i == 5 -> i = 7 fi }
	:: i == 6 -> assert(i != 6)
	:: i == 7 -> assert(i != 7)
	:: i == 2 -> assert(i != 2)
	od
}
