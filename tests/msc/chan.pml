/* tests/msc: a trail with a process creation, a rendezvous, two buffered
 * messages and an assertion violation (pan -r --msc: 2 lifelines,
 * 1 create, 1 rv, 2 msg, 1 error, 0 pending, whatever the interleaving) */
chan c = [0] of { byte };
chan q = [2] of { byte, byte };
proctype B() { byte x, y; c?x; q?x,y; q?x,y; assert(x == 9) }
init { run B(); c!1; q!2,3; q!4,5 }
