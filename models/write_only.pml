/* Spin's predefined write-only variable `_`: as a receive argument it
 * takes any value, and `_ = e` evaluates e (an invalid index is an error)
 * and changes no state. */
chan c = [2] of { byte, byte }
byte a[3]

active proctype P() {
	byte x = 2, y
	_ = x + 1
	c!1,2; c!3,4
	c?_,y
	_ = a[x]
	c?x,_
	assert(y == 2 && x == 3)
	_ = a[x]
}
