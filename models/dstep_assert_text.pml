/* A failed assertion inside a d_step is reported with its own text and
 * line, as Spin does (pan: "assertion violated (x==2)"; spin -t: line 10,
 * "text of failed assertion: assert((x==2))"), not with the d_step's
 * (mcc before: "assertion violated D_STEP8").  Spin: 3 states, 1 error. */
byte x;

active proctype P() {
	d_step {
		x = 1;
		assert(x == 2);
		x = 3
	}
}
