/* expect: array size must be a constant */
byte n;
byte a[n];
init { skip }
