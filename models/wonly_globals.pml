/* Write-only globals (issue 19): Spin's pan keeps a global that the
 * model never reads (only assigned, incremented or printed) out of its
 * state vector, unless spin is given -o2.  Here wcount, wlast and arr are
 * such globals (arr's index i is read); i and seen are read.
 *   spin -o1 -o3 -a (hiding only), -DNOREDUCE: 180 states
 *   spin -o1 -o2 -o3 -a, -DNOREDUCE:            889 states
 * mcc resets a write-only global after every step that writes it (and in
 * the initial state): 180 states by default, 889 with --no-deadvar; a
 * run-time property that reads one sees the values the model writes
 * (tests/run.sh hiding_checks). */
byte wcount = 3;
int wlast;
byte arr[3];
byte i;
byte seen;
active [2] proctype P() {
	do
	:: i < 2 -> arr[i] = _pid; i++; wcount++; wlast = i * 10; printf("%d\n", wcount)
	:: i >= 2 -> seen = 1; assert(seen == 1); break
	od
}
