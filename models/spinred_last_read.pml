/* Spin's dataflow rule (mcc --spin-reductions): a local is reset after
 * the step that reads it last only when that step is a condition or a
 * receive, or after the step that writes it when nothing reads the value
 * written; after an assignment that reads it last (y = x) it keeps its
 * value, where mcc's own rule resets it. */
chan c = [1] of { byte };
byte g;
active proctype P() {
	byte x, y, z;
	do
	:: g < 4 -> x = g; y = x; g++	/* x read last by an assignment */
	:: g < 4 -> z = g; z != 9; g++	/* z read last by a condition */
	:: g < 4 -> c!g; c?y; g++	/* y written, never read: reset */
	:: g >= 4 -> break
	od
}
