/* A producer that tests nfull(c) and a consumer that tests nempty(c)
 * before they send and receive: a receive can only make nfull(c) truer,
 * a send nempty(c), and neither guard's outcome is read, so the two
 * steps accord (runtime/por/README.md, the hints RNF and RNE). */
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
