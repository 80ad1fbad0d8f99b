/* Peterson's mutual exclusion for two processes: safe. */
bool flag[2];
byte turn;
byte incs;

active [2] proctype P()
{
	byte other = 1 - _pid;
again:
	flag[_pid] = true;
	turn = other;
	(flag[other] == false || turn == _pid);
	incs++;
	assert(incs == 1);
	incs--;
	flag[_pid] = false;
	goto again
}
