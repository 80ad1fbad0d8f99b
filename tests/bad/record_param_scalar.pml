/* expect: 5:14: error: run W: argument 1 must be a record of the parameter's type */
/* Spin 6.5.2 crashes on a scalar argument for a record parameter */
typedef T { byte a; byte b }
proctype W(T m; byte t) { skip }
init { run W(5, 2) }
