/* Corners of the code generators, for the tcc/llvm comparison of
 * tests/backends.sh: provided, priorities of unless, enabled(),
 * pc_value(), _last, _nr_pr, remote references, run with arguments and
 * process death, local channels, rendezvous with matching constants and
 * eval(), peek and random receives, sorted sends, d_step with else,
 * unsigned and bit fields, shifts, division by zero and array bounds
 * errors, hidden variables, records, conditional expressions. */
typedef rec { unsigned u : 3; bit b; short s[2] };
rec r;
hidden byte h;
byte turn, last_seen, cnt;
int acc;
mtype = { req, ack, nak };
chan rv = [0] of { mtype, byte };
chan buf = [2] of { byte, short };

proctype Child(byte id; chan reply)
{
	byte got;
	reply!ack, id;
	do
	:: got < 2 -> got++
	:: else -> break
	od;
	cnt = cnt + (id > 0 -> 1 : 2)
}

proctype Guarded(byte k) provided (turn == k)
{
	do
	:: turn = 1 - turn; last_seen = _last
	:: turn == 5 -> break
	od
}

active proctype Main()
{
	chan mine = [1] of { mtype, byte };
	byte x, y;
	run Child(1, mine);
	run Child(0, mine);
	mine?ack, x;
	mine?ack, eval(1 - x);
	{ do
	  :: r.u < 6 -> r.u = r.u + 3; r.b = !r.b
	  :: r.u >= 6 -> break
	  od } unless { r.u == 7 -> r.s[1] = -5 };
	d_step {
		if
		:: h > 0 -> acc = 1
		:: else -> acc = (r.s[1] << 3) >> 1
		fi;
		h++
	};
	buf!!3, -1; buf!!1, 7;
	buf??<3, y>; buf?<x, _>;
	assert(x == 1 && y == 255);
	rv!req, 4;
	if :: cnt == 3 && turn == 1 -> acc = acc / (cnt - 3) :: else fi;
	if :: last_seen == 2 -> y = r.s[x + 1] :: else fi;
	assert(enabled(1) || pc_value(1) > 0 && _nr_pr >= 1)
}

active proctype Server()
{
	byte v;
	rv?req, v;
	if
	:: Server@progress0 -> skip
	:: Main:x == 1 -> v = v * 2
	:: else -> v = 0
	fi;
	run Guarded(0);
	run Guarded(1);
progress0:
	skip
}
