/* printf and printm output as Spin prints it (tests/spinout/run.sh):
 * every conversion, escapes, printm, %e, output inside d_step and atomic
 * sequences, indentation by pid (processes 0..3, pid 3 made by run).
 * `turn` orders the processes, so every simulation prints the same text
 * as `spin printf_sim.pml` (models/printf_sim.spin-sim). */
mtype = { ping, pong };
byte turn;
byte a[3];

proctype Late(byte k) {
	turn == 4;
	printf("late %d, _pid %d, _nr_pr %d\n", k, _pid, _nr_pr);
	turn = 5
}

active proctype A() {
	turn == 0;
	printf("A: %c%x%o%u%%|%e|%d\n", 65, 255, 8, 3, ping, -7);
	printm(pong);
	printf("\n");
	printf("escapes: \t|\\|\"|\q|\n");
	d_step { turn = 1; printf("A passes to %d\n", turn) }
}

active proctype B() {
	byte i;
	turn == 1;
	atomic {
		i = 2;
		printf("B: i=%d ", i);
		printf("a[i]=%d cond=%d\n", a[i], (i > 1 -> 10 : 20))
	};
	turn = 2
}

active proctype C() {
	mtype m = pong;
	turn == 2;
	printf("C: %e %d no newline", m, m);
	printf(" and more\n");
	printm(m);
	printf("\n");
	run Late(7);
	turn = 4;
	turn == 5;
	printf("C ends\n")
}
