/* expect: redeclaration of mtype constant 'a' */
mtype = { a, b };
mtype = { a };
init { skip }
