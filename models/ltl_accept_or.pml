/* An ltl property that holds, on a model whose process has an accept
 * label on a cycle.  Spin's pan -a accepts a cycle when any process, the
 * claim included, passes an accept label infinitely often: Spin 6.5
 * reports an acceptance cycle although [] (x < 5) holds.  mcc checks the
 * automaton's acceptance or Inf(a process at an accept label): two
 * generalized Rabin pairs. */
byte x;
active proctype A()
{
	do
	:: x < 2 -> x++
	:: x == 2 -> accept: x = 0
	od
}
ltl p { [] (x < 5) }
