/* tests/msc: an acceptance cycle through a buffered channel (pan -r --msc:
 * lifelines P:0 and C:1, one cycle marker, messages sent and taken) */
chan q = [1] of { byte };
active proctype P() { do :: q!1 od }
active proctype C() { byte x; do :: q?x od }
ltl p { <>[](len(q) == 1) }
