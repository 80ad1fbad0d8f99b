/* Statement merging where Spin's rule is not sound: Spin's test for
 * global state ignores array indices, so it merges j == 0; a[floor] =
 * true; b[floor] = true into one step although both follow-ons read the
 * global floor.  Then no run sets a[0] and b[1], and `spin -a` (merging
 * on) reports no error; with -o3, and with mcc (merging or not: mcc
 * counts a global read in an index), E's floor = 1 between the two
 * assignments violates the assertion. */
byte floor;

active proctype C()
{	bool a[2], b[2];
	byte j;
	j == 0 -> a[floor] = true; b[floor] = true;
	assert(!(a[0] && b[1]))
}

active proctype E()
{
	floor = 1
}
