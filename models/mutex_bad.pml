/* A broken mutex (test, then set): the assertion fails. */
bool busy;
byte incs;

active [2] proctype P()
{
	do
	:: !busy ->
		busy = true;
		incs++;
		assert(incs == 1);
		incs--;
		busy = false
	od
}
