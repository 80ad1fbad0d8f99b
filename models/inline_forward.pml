/* An inline body may call an inline defined after it (Spin reads the
 * body where it is called), as long as both come before the proctype
 * that uses them. */
byte x, y

inline step(v) {
	if
	:: v < 3 -> grow(v)
	:: else -> shrink(v)
	fi
}

inline grow(v) {
	v++
	note(v)
}

inline shrink(v) { v = (v > 1 -> v - 2 : 0) }

inline note(v) { y = (v > y -> v : y) }

active [2] proctype P() {
	do
	:: x == 4 -> break
	:: step(x)
	od
}
