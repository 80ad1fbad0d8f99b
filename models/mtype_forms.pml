/* mtype declarations as Spin accepts them: commas between the names are
 * optional and a trailing one is allowed; named mtypes (mtype:name) in
 * declarations, typedef fields, channel fields and parameters. */
mtype = { req, ack, }
mtype = { nak done
	  wait, }
mtype:fruit = { apple pear plum }
mtype:fruit basket[2]
typedef Order { mtype:fruit f; mtype m }
chan q = [2] of { mtype:fruit, mtype }
Order last

proctype Shop(mtype:fruit want) {
	do
	:: q!want,req
	:: q?last.f,last.m -> basket[last.f % 2] = last.f
	:: basket[0] == want || basket[1] == want -> break
	od
}

init {
	run Shop(pear)
	run Shop(plum)
	(last.m == req || last.m == 0) && wait > ack
}
