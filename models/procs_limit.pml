/* The process-slot limit (tests/spinout/run.sh): M starts 20 processes
 * that stay (end states), 21 in all.  mcc's default of 16 slots is met:
 * pan says so, names mcc --max-procs and stops (exit 2); with
 * mcc --max-procs 21 it explores what Spin explores (231 states).
 * mcc-flags: --max-procs 21 */
byte i;

proctype W() {
end:	i > 100
}

active proctype M() {
	do
	:: i < 20 -> run W(); i++
	:: else -> break
	od
}

ltl small { [] (i <= 20) }
