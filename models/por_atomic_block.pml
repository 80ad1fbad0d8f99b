/* Partial-order reduction: a statement inside an atomic sequence, after
 * its first, can block (here the send q!2 on a full queue); the sequence
 * then stops inside with atomicity lost, and Obs sees mid == 1.  Whether
 * it blocks depends on R's receive, so the sequence's row reads q: R's
 * receive does not accord with it.  The default reduction once took R's
 * receive first, the sequence never blocked, and the assertion violation
 * (S first: it stops after mid = 1) was missed; --por=off and
 * --por=ample found it.  (Obs ends at an end label: no invalid end
 * state hides the assertion.) */
chan q = [2] of { byte };
byte mid, go;
active proctype P() { q!9; go = 1 }
active proctype S() { go == 1; atomic { q!1; mid = 1; q!2; mid = 0 } }
active proctype R() { byte x; go == 1; q?x }
active proctype Obs() { end: mid == 1 -> assert(false) }
