/* A local whose initializer is never read (it is dead where its process
 * starts) starts as 0 under the dead-variable reduction: otherwise the
 * start state and the states after its first reset differ in it alone,
 * and the reduced run stores more states than the unreduced one
 * (found by pml_diff --lang, seeds 48 and 108). */
mtype = { ma, mb }
byte g

active [2] proctype P() {
	mtype lm = mb
	byte k = 3
	do
	:: g < 3 -> g++
	:: else -> break
	od
	k = g
	assert(k >= 3)
}
