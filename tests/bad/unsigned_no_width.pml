/* expect: needs a bit width */
unsigned u;
init { skip }
