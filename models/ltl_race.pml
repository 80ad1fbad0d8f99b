/* The decomposed check's parts interleaved (pan --decompose=interleave,
 * the default): the negation of `race` is FG (c == 9) || GF (a == 3),
 * a weak part (FG) that is empty but explores every state of P's big
 * cycle (a, b, c: 65,536 states), and a strong part (GF) with a cycle
 * through Q's small loop found after a few dozen states.  Checked one
 * after the other (--decompose=on) the weak part comes first and stores
 * all of them; interleaved, the strong part's counterexample ends the
 * search after a few short turns (114 states in all).  `big` holds: both parts
 * empty, each the size of the whole product (the memory-share case;
 * no Spin oracle for it: its nested search goes deeper than the suite's
 * -m, so the suite expects `holds`: c is never 9, b never 100).
 * tests/ltl-mc/run.sh, suite models. */
byte a, b, c;
active proctype P() {
	do
	:: a < 255 -> a++
	:: a == 255 -> a = 0;
		if
		:: b < 63 -> b++
		:: b == 63 -> b = 0; c = (c + 1) % 4
		fi
	od
}
active proctype Q() {
	byte k;
	do
	:: k < 5 -> k++
	:: k == 5 -> k = 0
	od
}
ltl race { !((<>[] (c == 9)) || ([]<> (a == 3))) }
ltl big { ([]<> (a != 7 || b != 100)) && (<>[] (c != 9)) }
