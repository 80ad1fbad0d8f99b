/* Sends and receives naming fewer or more fields than their channel, as
 * Spin runs them: the missing values are 0, and each execution is an
 * error ("too few parameters in send stmnt", "missing pars in receive";
 * the search goes on with -c0), except a receive naming more fields than
 * a channel of several has ("too many fields in recv"), which ends the
 * search.  Buffered and rendezvous channels; a record of one field is
 * that field. */
mtype = { req, upd }
typedef One { int id }
chan buf = [2] of { mtype, byte, byte }
chan rv = [0] of { mtype, int, One }
byte a, b, c
One o

active proctype S() {
	buf!req;                  /* fewer: req, 0, 0 */
	buf!upd, 7, 8;
	o.id = 5;
	rv!req, o;                /* fewer: req, 5, 0 */
	rv!upd, 1, o
}

active proctype R() {
	One r;
	buf?req, a;               /* fewer: the message is removed */
	rv?req, r;
	rv?upd, a;                /* fewer */
	assert(a == 1 && r.id == 5);
	buf?upd, b, c, _          /* more: the end */
}
