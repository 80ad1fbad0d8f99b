/* An `else` is taken where no transition before it has been, in the
 * order Spin's pan tries them: the options of its own if/do (its else
 * last), and, when that if starts an option of a do (directly, in a
 * block or in an inline), the do's options before it, not those after.
 * At i == 2 below, the else of the if that starts the second option is
 * taken, though the third option is executable too: Spin reaches the
 * assertion; mcc, which once took an else only where no other option of
 * the whole location could move, did not (a wrong "no errors"). */
byte k;
inline step(v) {
	if
	:: v == 5 -> v = 6
	:: v == 6 -> k++
	fi
}
active proctype P() {
	byte i;
	do
	:: i == 0 -> i = 1
	:: if :: i == 1 -> i = 2 :: else -> assert(i != 2 || k > 0) fi
	:: i == 2 -> i = 1
	:: { if :: i == 3 -> i = 4 :: i == 1 -> k = 1 fi }
	:: i == 1 -> i = 5
	:: step(i)
	:: k > 2 -> break
	od
}
