/* Two counters whose loops end on `timeout && ...`: a guard that implies
 * timeout is enabled only where nothing else is (rule 5), so the
 * sibling of an enabled step needs nothing; read as GLOBAL it made
 * every state fully expanded. */
byte a, b;

active proctype A()
{
	do
	:: a < 3 -> a++
	:: timeout && a >= 3 -> break
	od;
	assert(b < 3)
}

active proctype B()
{
	do
	:: b < 3 -> b++
	:: timeout && b >= 3 -> break
	od
}
