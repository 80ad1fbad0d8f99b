/* pan -a without a claim: the accept label lies on no cycle and the
 * system does not stop there.  Spin 6.5: -a holds (no error; Spin's -a
 * reports no invalid end state either). */
byte x;
active proctype A()
{
accept:	x = 1;
	do
	:: x < 3 -> x++
	:: x == 3 -> break
	od
}
