/* expect: 5:22: error: undeclared name 'N' */
/* spin: rejects (cpp reads 1..N as one number: N is not replaced) */
#define N 4
active proctype P() {
	byte k; for (k : 1..N) { skip }
}
