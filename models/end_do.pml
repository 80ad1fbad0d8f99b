/* Labels written before a `do` name the loop head, as in Spin: the
 * server waits at its `end` label when the client is done (a valid end
 * state), and every cycle of the client passes its `progress` label
 * (pan -l finds no non-progress cycle).  mcc once dropped such labels. */
chan c = [0] of { byte };
byte n;
active proctype Server() {
end:	do
	:: c?_ -> n = (n + 1) % 3
	od
}
active proctype Client() {
	byte k;
progress:
	do
	:: k < 2 -> c!k; k++
	:: k == 2 -> k = 0
	:: n == 2 -> break
	od
}
