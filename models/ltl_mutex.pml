/* Peterson's mutual exclusion with LTL properties (tests/ltl-mc).
 * safe: mutual exclusion holds.  live0: process 0 enters its critical
 * section infinitely often: violated without fairness (process 1 may
 * run alone forever), holds with weak fairness (pan -f).  resp: a request
 * of process 0 is eventually granted: holds (Peterson's guarantee, also
 * without fairness, since process 1 then waits for process 0).
 * Expected (Spin 6.5): safe holds, live0 violated, live0 -f holds,
 * resp holds. */
bool flag[2];
byte turn;
byte incs;

active [2] proctype P()
{
	byte other = 1 - _pid;
again:
	flag[_pid] = true;
	turn = other;
try:
	(flag[other] == false || turn == _pid);
cs:
	incs++;
	incs--;
	flag[_pid] = false;
	goto again
}

ltl safe { [] (incs <= 1) }
ltl live0 { [] <> P[0]@cs }
ltl resp { [] (P[0]@try -> <> P[0]@cs) }
