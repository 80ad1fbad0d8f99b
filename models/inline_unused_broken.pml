/* An inline that is never called may have a body that does not parse:
 * Spin reads an inline body only where it is called (mcc keeps the
 * syntax error for a call). */
byte x
inline bad(a) {
	a = = 1;
	if :: a > 1 -> { a = 2; { a = 3 } } :: else fi
	do :: break od
}
inline good(v) { v++ }
active proctype P() { good(x); assert(x == 1) }
