/* printf output in trail replays (tests/spinout/run.sh): one path leads
 * to the assertion, so mcc's and Spin's trails are the same steps and
 * `pan -r --output-only` prints what `spin -t` prints
 * (models/printf_trail.spin-t). */
byte turn;

active proctype P() {
	turn == 0;
	printf("P%d: turn %d\n", _pid, turn);
	turn = 1;
	turn == 2;
	printf("P: sees %d\n", turn);
	assert(turn == 0)
}

active proctype Q() {
	turn == 1;
	d_step { printf("Q%d in d_step\n", _pid); turn = 2 }
}
