/* expect: invalid #if expression */
#if 1 +
#endif
init { skip }
