/* A send on a rendezvous channel inside a d_step is Spin's fatal error
 * "rv-attempt in d_step" (pan, which stops its search even with -c0;
 * spin's simulator: "rv-attempt in d_step sequence"), whether a receiver
 * is ready or not (mcc before: "block in d_step seq").  Spin: 2 states,
 * 1 error. */
chan c = [0] of { byte, byte };
byte x;

active proctype S() {
	d_step { x = 2; c ! 1, 2; skip }
}

active proctype R() {
	byte a, b;
	x = 1;
	c ? a, b
}
