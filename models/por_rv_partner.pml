/* Partial-order reduction and a rendezvous whose partner waits: A's
 * receive needs Q's offer to be 5, which R's write makes it.  Its
 * necessary enabling set is then the writers of what the offer reads;
 * only a rendezvous with no partner waiting anywhere needs just the
 * moves that bring one (runtime/por/README.md, rule 3).  Taking the
 * latter here would leave R out and reduce A to its skip (S makes R's
 * own set larger): the violation lost (checked by hand). */
chan ch = [0] of { byte };
byte x = 3;
active proctype A() { if :: ch?5 -> assert(false) :: skip fi }
active proctype Q() { ch!x }
active proctype R() { x = 5 }
active proctype S() { x == 3 }
