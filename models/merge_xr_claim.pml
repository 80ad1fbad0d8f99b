/* Statement merging and xr/xs when a claim polls the channel: the ltl
 * block reads len(c), so (as in Spin) c is no longer exclusive to P and
 * Q although they declare it xr and xs: c?x and c!z touch global state
 * and head no chain (c?x; y = x; x = 0 would be one step otherwise). */
chan c = [2] of { byte };

active proctype P()
{	byte x, y;
	xr c;
end:	do
	:: c?x -> y = x; x = 0
	od
}

active proctype Q()
{	byte z;
	xs c;
	do
	:: z < 4 -> c!z; z++
	:: z >= 4 -> break
	od
}

ltl p { [] (len(c) <= 2) }
