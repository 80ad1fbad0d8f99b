/* expect: #else without #if */
#else
init { skip }
