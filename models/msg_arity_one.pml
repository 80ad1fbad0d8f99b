/* A receive naming more fields than a channel of one field has: the
 * extra ones read 0, each execution is Spin's "missing pars in receive"
 * (not fatal there, unlike on a channel of several fields); a poll
 * naming more fields is no error. */
mtype = { upd, x }
chan c = [2] of { mtype }
byte a, b
active proctype A() { c!upd; c!x; c?[upd,a,b]; c?upd,a,_; c?x,b; assert(a == 0 && b == 0) }
