/* pan -r prints what spin -t -p -g -l prints, line for line
 * (tests/spinout/run.sh, models/replay_spin.spin-t): one path leads to the
 * assertion, through if, do, for, select, unless, an inline, atomic
 * sequences, goto, labels, run, printf and printm, so mcc's trail and
 * Spin's are the same steps.  Spin's state numbers and texts throughout.
 * No channel: pan does not print queue contents (man/pan.1). */
mtype = { go, stop };
byte turn, x, y, k0;
mtype msg;
int sum;

inline add(v) {
	sum = sum + v;
	printf("sum %d\n", sum)
}

proctype Helper(byte k) {
	turn == 3;
	msg = go; k0 = k;
	add(k);
	turn = 4
}

active proctype Main() {
	byte i;
	mtype m;
	turn == 0;
	for (i : 1 .. 3) {
		if
		:: i % 2 == 0 -> x++
		:: else -> y++
		fi
	};
	select (i : 6 .. 6);
	atomic { x = x + i; add(x) };
	run Helper(5);
	turn = 3;
again:	do
	:: turn == 4 -> break
	od;
	m = msg; i = k0;
	{ i > 9 -> skip } unless { i == 5 -> printm(m); printf(" %d\n", i) };
	if
	:: sum < 100 -> goto done
	:: else -> goto again
	fi;
done:	assert(sum > 100)
}
