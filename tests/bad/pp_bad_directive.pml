/* expect: invalid preprocessing directive */
#frobnicate
init { skip }
