/* pan -r prints channel queues as spin -t -p -g -l does: buffered
 * global and local queues with their messages (mtype fields by name, a
 * channel field as Spin's queue number), nothing for rendezvous
 * channels or a channel variable that names no queue, a global only
 * once a statement has evaluated it (Spin's simulator numbers queues in
 * the order it makes them), a channel array, a channel parameter. */
mtype = { req, ack };
chan g = [3] of { mtype, byte };
chan rv = [0] of { byte };
chan arr[2] = [2] of { byte, bool };
chan ch = [2] of { chan };
chan late = [1] of { short };
chan nil;
byte x;

proctype W(chan in; byte id) {
	chan mine = [2] of { mtype, short };
	byte v;
	bool b;
	in?v,b;
	mine!ack,-v;
	g!req,id;
	rv!v+1;
	(x == 100)
}

active proctype M() {
	chan loc = [2] of { byte };
	chan lr = [0] of { bit };
	byte y;
	loc!7;
	run W(arr[1], 4);
	arr[1]!5,true;
	rv?y;
	ch!loc;
	ch!g;
	x = len(g);
	d_step { late!-2; x = x + len(late) }
	assert(x == 9)
}
