/* expect: 3:8: error: array size must be a constant */
/* Spin 6.5.2 crashes on an undeclared name as an array bound */
byte a[nosuch];
init { skip }
