/* A producer that tests nfull(c) and a consumer that tests nempty(c)
 * before they send and receive: a receive can only make nfull(c) truer,
 * a send nempty(c), and neither guard's outcome is read, so the two
 * steps accord (runtime/por/README.md, the hints RNF and RNE).  But the
 * sends and receives sit inside atomic chains after their first
 * statement, where a statement that can block reads its queue for the
 * whole chain (models/por_atomic_block.pml): 29 states stored with
 * -c0, where the hints alone gave 17 (31 without reduction).  That the
 * first statement's nfull(c) keeps the chain's one send from blocking
 * is not used yet. */
chan c = [3] of { byte };
byte got;

active proctype Prod()
{
	byte i;
	do
	:: atomic { nfull(c) && i < 6 -> c!i; i++ }
	:: atomic { i == 6 -> break }
	od
}

active proctype Cons()
{
	byte x;
	do
	:: atomic { nempty(c) && got < 6 -> c?x; got++ }
	:: atomic { got == 6 -> break }
	od;
	assert(x < 5)
}
