/* A copying poll of a rendezvous channel is an error in Spin, raised
 * whenever pan tries it, and pan tries a process's receives while
 * another process's rendezvous offer is pending too.  From the initial
 * state pan tries S's send first (the highest pid); with the offer
 * pending it tries R's options as partners: `x < 3` is no receive and is
 * skipped, `c?<x>` raises "polling rv chan" at depth 1, after the send
 * (the trail: the send, then the poll), before the `c?x` that would
 * take the message.  mcc once looked only at receives for a partner, so
 * its first error was the poll met later from R's own moves, at another
 * depth with another trail. */
chan c = [0] of { byte };
chan d = [1] of { byte };
byte x;
active proctype R() {
	do
	:: x < 3 -> x++
	:: c?<x>
	:: c?x -> d!x; break
	od
}
active proctype S() {
	c!1;
	c!2
}
