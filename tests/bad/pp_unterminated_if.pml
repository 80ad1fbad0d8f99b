/* expect: unterminated #if */
#ifdef X
init { skip }
