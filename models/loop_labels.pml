/* Spin's shapes of for and select (tests: models/expected.tsv and
 * tests/spinout/spin_states.py).  A label on a for or select loop names
 * its do element, after the start value: `goto again` re-enters the loop
 * without resetting i.  select over two numbers at most 32 apart is an if
 * (Spin's lexer rewrites it); otherwise, or in an inline body, or over a
 * name with an underscore, it is a loop: other state spaces.  1983
 * states, as Spin (mcc before: 772). */
byte i, k, n_1, sum;
bool s[4];

inline pick() {
	select (k : 0 .. 2)
}

active proctype A() {
again:	for (i : 1 .. 3) {
		if
		:: s[i] -> s[i] = false; goto again
		:: else -> skip
		fi
	}
	select (k : 1 .. 3);        /* an if */
	select (k : 0 .. 40);       /* a loop */
	pick();                     /* a loop */
	select (n_1 : 0 .. 2);      /* a loop */
	sum = sum + k + n_1
}

active proctype B() {
	s[2] = true;
	s[3] = true
}
