/* Records in messages and as proctype parameters, as Spin passes them:
 * a record-typed message field is its scalar leaves (fields in order,
 * array elements in order, nested records inline), in buffered and
 * rendezvous channels, sorted sends, random receives and polls; `run`
 * passes a record argument leaf by leaf (records with arrays inside
 * cannot be parameters, as in Spin). */
typedef Key { mtype k; bit used }
typedef Pair { byte id; Key key; short v0; short v1 }
typedef Msg { byte id; Key key; short val[2] }
mtype = { req, rsp, k1, k2 }

chan buf = [3] of { mtype, Msg }
chan rv = [0] of { Msg, byte }
Msg out, got
byte n

proctype Worker(Pair m; byte tag) {
	Msg r
	r.id = m.id + tag; r.key.k = m.key.k; r.key.used = m.key.used
	r.val[0] = m.v0; r.val[1] = -m.v1
	rv!r, tag
}

init {
	Msg a, b
	Pair p
	a.id = 3; a.key.k = k1; a.key.used = 1; a.val[1] = 300
	b.id = 1; b.key.k = k2; b.val[0] = -7
	buf!req, a
	buf!!req, b                     /* sorted: b (id 1) goes first */
	buf?[req, got]
	assert(got.id == 0)             /* a poll copies nothing */
	buf?req, got
	assert(got.id == 1 && got.key.k == k2 && got.val[0] == -7)
	buf??req, got
	assert(got.id == 3 && got.key.used && got.val[1] == 300)
	p.id = got.id; p.key.k = got.key.k; p.key.used = got.key.used; p.v1 = got.val[1]
	run Worker(p, 2)
	p.id = b.id; p.key.k = b.key.k; p.v0 = b.val[0]
	run Worker(p, 5)
	do
	:: rv?out, n -> assert(out.id == got.id + n || out.id == b.id + n)
	:: timeout -> break
	od
}
