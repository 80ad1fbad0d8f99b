/* Statement separators as Spin 6 reads them: inside a body a newline
 * ends a statement when the line ends in a name, a constant, ')', ']',
 * '}', od, fi, else, break, ++ or --; `else` and `}` imply a ';'; `;;`
 * is one separator and a ';' before '}' is dropped. */
typedef Pair {
	byte lo
	byte hi = 2
}

Pair pr
byte a, b
chan q = [2] of { byte }

inline bump(x) {
	x++
	x = x +
	    1
}

proctype Worker(byte id
	; byte n) {
	byte i
	do
	:: i < n ->
		i++
	:: i < n
		-> i = i + 2
	:: else
		break
	od
	q!id
	atomic { a = a + 1 }
	b = (a
	     + 1)
	timeout
}

init {
	byte k
	byte s
L1:
	k++
	if
	:: k < 2 -> goto L1
	:: else k = k * 2
	fi
	for (s : 1 .. 2)
	{
		pr.lo = pr.lo + s
	}
	select (s : 0 .. 1)
	run Worker(1,
	           2)
	run Worker(2, 1)
	{
		bump(k)
		pr.hi++ ;; pr.hi--;
	}
	unless
	{ len(q) == 2 }
	do
	:: q?_ -> ;
	:: empty(q) -> break
	:: else
L2:
	od
	s == 0 || s == 1
	(a == 2)
	b = 0
}
