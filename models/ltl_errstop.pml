/* pan -a stops at the first error it meets, as Spin's pan does: the
 * assertion of `bad` is met at once, and the check of p does not go on
 * through the 2 x 30001 states of `big` before reporting it. */
int n;
byte x;
active proctype big() { do :: n < 30000 -> n++ :: else -> break od }
active proctype bad() { x = 1; assert(x == 0) }
ltl p { [] (n >= 0) }
