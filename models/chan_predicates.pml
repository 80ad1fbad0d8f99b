/* Channel predicates as Spin evaluates them: a rendezvous channel is
 * never full (nfull holds) and always empty; a buffered one is full at
 * its capacity.  mcc once took a rendezvous channel for full. */
chan r = [0] of { byte };
chan b = [2] of { byte };
byte x;
active proctype P() {
	do
	:: full(r) -> x = 9
	:: nfull(r) && empty(r) && len(r) == 0 && x < 3 -> x++
	:: nfull(b) -> b!x
	:: full(b) -> b?_
	:: nempty(b) && x == 3 -> break
	od;
	nempty(r) -> x = 8
}
