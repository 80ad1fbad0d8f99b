/* for (x in ..) as Spin 6.5.2 reads it.  Over a channel: x a record of the
 * channel's one record type; each round receives the first message into
 * x and sends it back (a byte counter per block runs to len(c), loops in
 * one block share it).  Over an array: of records too; with a[i].f the
 * bound is a's (Spin takes the variable the reference starts with). */
typedef Msg { bit flag; int val; chan back }
typedef Row { byte cell[4]; byte k }

chan q[2] = [3] of { Msg }
Row rows[2]
int sum

init {
	Msg m, n
	byte i
	m.flag = 1; m.val = 12; m.back = q[1]
	q[0]!m
	m.flag = 0; m.val = -10; m.back = 0
	q[0]!m; q[1]!m
	for (n in q[0]) {                 /* nested over the same channel */
		for (m in q[0]) {
			sum = sum + m.val
		}
		sum = sum + n.val
	}
	assert(sum == 6 && len(q[0]) == 2)
	for (n in q[1]) { sum = sum + n.val }   /* same block: same counter */
	rows[1].cell[1] = 3; rows[1].cell[3] = 9
	for (i in rows[1].cell) {         /* i = 0, 1: rows has 2 elements */
		sum = sum + rows[1].cell[i]
	}
	for (i in rows) { rows[i].k = i + 1 }
	assert(sum == -1 && rows[1].k == 2)
	q[0]?n; assert(n.flag && n.val == 12 && n.back == q[1])
}
