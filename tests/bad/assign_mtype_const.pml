/* expect: assignment to an mtype constant */
mtype = { a };
init { a = 1 }
