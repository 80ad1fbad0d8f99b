/* A goto whose label a remote reference names (R@lab) is a step of its
 * own, as in Spin: the process can rest at the label, where the monitor
 * sees it.  Without the rest (mcc before 2026-11-27) the monitor's guard
 * never held and the search stored fewer states than Spin's. */
byte x;
active proctype R() {
	do
	:: x < 3 -> x++
	:: x == 3 -> lab: goto done
	od;
done:	x = 0
}
active proctype M() {
	R@lab -> assert(x == 3)
}
