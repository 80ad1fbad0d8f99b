/* Array initializer lists: `a[N] = { c1, .., ck }` sets element i to
 * c_i and the elements past the list to c_k (Spin); values past N are
 * ignored; mtype names, chars and true/false are constants too. */
mtype = { red, green, blue }
byte budget[4] = { 3, 1 }          /* 3 1 1 1 */
mtype colour[3] = { green, blue, red, red }
bool open[2] = { true, false }
short w[3] = { 'a', 2, 7 }
chan q[2] = { 0, 0 }

proctype Spender(byte i) {
	byte steps[3] = { 2, 0, 1 }
	byte k
	do
	:: budget[i] > 0 && k < 3 ->
		budget[i]--
		k = k + steps[k] % 2
		colour[i % 3] = (colour[i % 3] == red -> green : blue)
	:: open[i % 2] -> open[i % 2] = false
	:: else -> break
	od
	assert(budget[i] == 0 || k == 3 || budget[i] <= 3)
}

init {
	assert(budget[0] == 3 && budget[3] == 1 && colour[0] == green && colour[2] == red)
	assert(w[0] == 97 && w[2] == 7 && open[0] && !open[1])
	atomic {
		run Spender(0)
		run Spender(1)
		run Spender(3)
	}
}
