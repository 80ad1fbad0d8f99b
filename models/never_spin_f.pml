/* Never claims as `spin -f` writes them (issue 18, bug 5): for `<> b`
 * and `a U b` Spin's translator writes `atomic { b -> assert(!b) }`,
 * which mcc refused ("this statement is not supported in a never
 * claim").  In a claim an assertion is always executable and its failure
 * is a violation found the moment b holds, like reaching the end of the
 * claim.  Spin 6.5 (pan -a): violated, "assertion violated !((b))". */
#define b (x == 2)
byte x;
active proctype A()
{
	do
	:: x < 3 -> x++
	:: x == 3 -> x = 0
	od
}
never eventually_b  {    /* <> b */
T0_init:
	do
	:: atomic { ((b)) -> assert(!((b))) }
	:: (1) -> goto T0_init
	od;
accept_all:
	skip
}
