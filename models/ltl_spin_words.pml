/* ltl blocks in Spin's own syntax: the words always, eventually, until,
 * stronguntil, weakuntil, release, implies, equivalent; channel
 * predicates, polls and remote references as propositions (compiled
 * into the model by mcc, so errors in them are compile-time errors). */
mtype = { req, ack }
chan q = [2] of { mtype, byte }
byte served

active proctype Client() {
	byte k
	do
	:: k < 3 -> q!req,k; k++
	:: k == 3 -> break
	od
done:	skip
}

active proctype Server() {
	byte v
	do
	:: q?req,v -> served++
	:: timeout -> break
	od
}

ltl w1 { always eventually (len(q) == 0) }
ltl w2 { eventually always (served == 3) }
ltl w3 { (served < 3) until (len(q) == 0) }
ltl w4 { (len(q) <= 2) weakuntil (served == 3) }
ltl w5 { always ((q?[req]) implies eventually (served > 0)) }
ltl w6 { always ((len(q) > 0) equivalent !(len(q) == 0)) }
ltl w7 { (served == 0) stronguntil q?[req,0] }
ltl w8 { (Client@done) release (served < 3) }
ltl w9 { always ((len(q) == 2) -> Server[1]:v < 3) }
ltl w10 { eventually Client[0]@done && always !(served > 3) }
ltl w11 { always (served < 3) }
ltl w12 { (served == 0) until (len(q) == 2) }
