/* The claim `spin -f 'a U b'` writes, on a model where no run satisfies
 * a U b (b never holds while a holds up to it): Spin 6.5 pan -a: no
 * error.  mcc must load the claim (atomic, assert) and agree. */
#define a (x < 2)
#define b (x == 5)
byte x;
active proctype A()
{
	do
	:: x < 3 -> x++
	:: x == 3 -> x = 0
	od
}
never  {    /* a U b */
T0_init:
	do
	:: atomic { ((b)) -> assert(!((b))) }
	:: ((a)) -> goto T0_init
	od;
accept_all:
	skip
}
