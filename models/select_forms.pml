/* select (v : a .. b) as Spin 6.5.2 builds it: its lexer turns the form
 * with an alphanumeric name and plain decimal bounds, b - a <= 32, into
 * one option per value; a negative or computed bound, a name with '_',
 * a wider range, a newline inside, or a select in an inline body gives a
 * loop (v = a; do :: v < b -> v++ :: break od), with its own states. */
#define N 40
inline pick(v) { select (v : 1 .. 3) }

active proctype G() {
	int n, my_n; byte k, t
	select (n : -2..2)
	select (k : 2 .. 4)
	t = t + k
	select (k : 0 .. N)
	t = t + k
	select (my_n : 1..3)
	select (k : 1.. N-1)
	t = t + k
	select (k : 1 ..
	  3)
	pick(t)
	assert(n < 3 && my_n < 4 && t < 4)
}
