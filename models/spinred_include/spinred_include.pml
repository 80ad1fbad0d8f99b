/* tests/sweep_merge.py: an ltl block in an #included file is the model's
 * claim too, so Spin runs with -DNOCLAIM and mcc's pan with --safety: 8
 * states, no error on both sides (tests/spinred-ci.list).  With the claim
 * missed, Spin's pan (no -a) stores the product's states without an
 * error and mcc's pan checks the formula, which is violated (x never
 * becomes 5): errors on one side only.  The corpus's Promela-TrafficLight
 * models keep their ltl blocks in an included file. */
#include "spinred_include.ltl"

byte x;

active proctype P() {
	do
	:: x < 3 -> x++
	:: x == 3 -> x = 0
	od
}
