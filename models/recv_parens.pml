/* Receive argument lists in parentheses, as Spin reads them: the whole
 * list (a, b, c), a tail a, (b, c), and the a(b, c) form; sends keep
 * only e1(e2, e3).  Matching on constants blocks the other receives. */
mtype = { msg1, msg2, agent }
chan net = [2] of { mtype, mtype, byte }
byte data, k

active proctype Sender() {
	net!msg1(agent, 7);
	net!msg2, agent, 9
}

active proctype Receiver() {
	do
	:: net?(msg2, agent, data) -> k++
	:: net?msg1, (agent, data) -> k++
	:: net?(msg1(agent, data)) -> k++
	:: k == 2 -> break
	od;
	assert(data == 9)
}
