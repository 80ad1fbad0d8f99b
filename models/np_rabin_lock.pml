/* Non-progress under fairness as a generalized Rabin condition (pan -l
 * --np-rabin): two clients compete for a lock and a server loops through
 * its progress label.  One client can starve while the other client and
 * the server progress infinitely often (no fairness): violated.  The ltl
 * block states the same condition for Spin (tests/ltl-mc). */
bool lock;

active [2] proctype C()
{
	do
	:: atomic { !lock -> lock = true };
progress:	lock = false
	od
}

active proctype S()
{
	do
	:: true ->
progress:	skip
	od
}

ltl np_rabin { !(
	(<>[] !C[0]@progress && []<> C[1]@progress && []<> S[2]@progress) ||
	(<>[] !C[1]@progress && []<> C[0]@progress && []<> S[2]@progress) ||
	(<>[] !S[2]@progress && []<> C[0]@progress && []<> C[1]@progress)) }
