/* A receive into _pid overwrites the process's _pid (Spin's pan does,
 * but loses the value when it backtracks: see models/README.md); other
 * proctypes and other processes keep theirs.  Here an inline receives. */
chan c = [2] of { byte };
byte x;
inline take() { c?_pid }
active proctype P() {
	c!7;
	take();
	x = _pid;
	assert(_pid == 7)
}
active [2] proctype Q() {
	assert(_pid == 1 || _pid == 2);
	if :: x < 3 -> x++ :: else fi
}
