/* expect: #endif without #if */
init { skip }
#endif
