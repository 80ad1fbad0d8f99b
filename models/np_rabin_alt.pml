/* Non-progress under fairness as a generalized Rabin condition (pan -l
 * --np-rabin; Bloemen, Duret-Lutz & van de Pol, Sect. 4.3): can a client
 * stop progressing while the other one progresses infinitely often?  The
 * clients strictly alternate, so no: holds.  (Being at a progress label
 * counts, as in Spin's -l: with a third process looping, a client could
 * rest at its label forever while the other never gets there.)  The ltl
 * block states the same condition for Spin (tests/ltl-mc). */
byte turn;

active [2] proctype C()
{
	do
	:: turn == _pid ->
progress:	turn = 1 - _pid
	od
}

ltl np_rabin { !((<>[] !C[0]@progress && []<> C[1]@progress) || (<>[] !C[1]@progress && []<> C[0]@progress)) }
