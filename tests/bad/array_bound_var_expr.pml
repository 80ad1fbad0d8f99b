/* expect: 4:9: error: array size must be a constant */
/* spin: rejects (a variable is taken alone as a bound, not in an expression) */
byte n = 2;
byte a[n+1];
init { skip }
