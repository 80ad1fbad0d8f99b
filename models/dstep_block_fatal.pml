/* A d_step that blocks after its first statement is Spin's "block in
 * d_step seq", an error that ends the search even with -c0 (Spin: 1
 * state, 1 error; mcc before: the search went on, 13 states, 4 errors). */
byte x, y;

active proctype S() { x = 1; x = 2; x = 3 }

active proctype R() {
	d_step { y == 0; x == 5; y = 1 }
}
