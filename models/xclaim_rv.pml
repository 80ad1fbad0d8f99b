/* xr/xs claims on rendezvous channels: Spin's pan (unless -DNOREDUCE)
 * reports "xs chans cannot be used for rv" when host is created (its
 * claims are taken last one first); so does mcc's pan unless --por=off. */
mtype = { done, stop };
bool fin;

proctype host()
{
	chan d_hst = [0] of { mtype };
	chan hst_d = [0] of { mtype };
	xr d_hst;
	xs hst_d;
	fin = true
}

active proctype main() { atomic { run host() } }
