/* Statement merging and for (x in c) over a channel's messages: the
 * loop's counter (its start value and its increment, which mcc's
 * frontend writes) takes Spin's element numbers, so it merges as in
 * Spin: s = 1 and the counter's start are one step, and so are
 * s = s + m.v and the counter's increment; in Q, whose channel is xr
 * and xs, the send that puts the message back heads a chain too. */
typedef M { byte v };
chan c = [2] of { M };
chan d = [2] of { M };
byte g;

active proctype P()
{	M m;
	byte s;
	m.v = 1; c!m;
	m.v = 2; c!m;
	s = 1;
	for (m in c) {
		s = s + m.v
	}
	g = s
}

active proctype Q()
{	M m;
	byte t;
	xr d;
	xs d;
	d!m; d!m;
	for (m in d) {
		t = t + 1
	}
	g = t
}
