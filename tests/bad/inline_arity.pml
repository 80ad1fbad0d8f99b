/* expect: expected 2 arguments, got 3 */
inline f(a, b) { a = b }
byte x;
init { f(x, 1, 2) }
