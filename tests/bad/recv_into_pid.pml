/* expect: 8:17: error: receive into _pid */
/* (Spin accepts this and overwrites the process's _pid) */
mtype = { m }
chan c = [1] of { mtype, byte }
active proctype p() {
	c!m(_pid)
	c?eval(m)(eval(_pid))
	c!m(_pid); c?m(_pid)
}
