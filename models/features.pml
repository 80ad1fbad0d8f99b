/* A tour of the language: typedef, inline, d_step, unless, select, for,
 * arrays, sorted send, random receive, poll, timeout, end labels. */
typedef pair { byte lo; short hi };
pair p;
byte arr[3];
chan q = [3] of { byte };
int sum;

inline bump(v) { v = v + 1 }

active proctype worker()
{
	byte i, j;
	d_step { i = 0; do :: i < 3 -> arr[i] = i * 2; i++ :: else -> break od };
	for (j : 0 .. 2) { sum = sum + arr[j] };
	select (i : 1 .. 3);
	p.lo = i; p.hi = -i;
	bump(p.lo);
	q!!3; q!!1; q!!2;
	q??2;
	q?[1] -> q?1;
	{ q?j; sum = sum + j } unless { timeout -> skip };
	assert(sum == 9);
end:	timeout
}
