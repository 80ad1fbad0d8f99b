/* Polling a rendezvous channel (c?[..], c?<..>) is an error in Spin
 * ("error to poll rendezvous channel"); the poll stays false.  Spin: an
 * error at depth 0. */
chan c = [0] of { byte };
byte g;

active proctype P() {
	do
	:: c?[0] -> g = 1
	:: g < 3 -> g++
	:: g == 3 -> break
	od
}

active proctype Q() { c!0 }
active proctype R() { c?_ }
