/* Three nodes in a ring of buffered channels, as Spin's leader election
 * (Test/ex_8.pml): a node's receive options read its queue only by the
 * head message, which a send to the non-empty queue leaves as it is. */
mtype = { one, two };
chan q[3] = [2] of { mtype, byte };
byte done;

proctype node(chan inp, out; byte id)
{
	byte x;
	out!one(id);
	do
	:: inp?one(x) ->
		if
		:: x > id -> out!two(x)
		:: else -> out!two(id)
		fi
	:: inp?two(x) -> done++; break
	od;
	assert(done < 3)
}

init {
	atomic {
		run node(q[0], q[1], 1);
		run node(q[1], q[2], 2);
		run node(q[2], q[0], 3)
	}
}
