/* Statement merging after a do that ends an atomic sequence: the
 * loop's break target is then a state of its own (the step that leaves
 * the sequence), and Spin labels it with the loop's :bN, so it never
 * heads a chain: the local x = 1 after it is a step and a state of its
 * own, also after a for loop.  (mcc used to merge the break with
 * x = 1, one state fewer per such exit: corpus
 * dat650-lab1__part1_Philosophers, Spin 39,718 states, mcc 39,717.) */
byte g;

active [2] proctype P()
{	byte i, x;
	atomic {
		do
		:: i < 2 -> g++; i++
		:: else -> break
		od
	};
	x = 1;
	atomic {
		for (i : 1 .. 2) {
			g--
		}
	};
	x = 2
}
