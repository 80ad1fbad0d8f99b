/* Statement merging on channels declared exclusive: a receive from an
 * `xr` channel, a send to an `xs` one and nfull/len/nempty on them touch
 * no global state (Spin's rule), so each may head a chain of local
 * statements: in?req; n++; m = n, nfull(out) && m > 0; m = 0 and
 * in!req; k++ are one stored step each. */
mtype = { req, ack };
chan in = [2] of { mtype };
chan out = [2] of { mtype };

active proctype server()
{	byte n, m;
	xr in;
	xs out;
end:	do
	:: in?req -> n++; m = n
	:: nfull(out) && m > 0 -> m = 0; out!ack
	od
}

active proctype client()
{	byte k, got;
	xs in;
	xr out;
end:	do
	:: k < 3 -> in!req; k++
	:: len(out) > 0 -> got = 1; out?ack
	:: nempty(out) -> out?ack; got = 2
	od
}
