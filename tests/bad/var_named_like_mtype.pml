/* expect: already an mtype constant */
mtype = { a };
byte a;
init { skip }
