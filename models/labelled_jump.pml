/* A goto or break that carries an end, progress or accept label is a
 * step of its own in Spin: the process can rest at the label, so the
 * state space has those states (the same jump without such a label is
 * folded into the statement before it).  mcc once folded both. */
byte g;
active proctype P() {
	do
	:: g < 3 -> g++
	:: g == 1 -> end_one: break
	:: g == 2 -> progress_two: goto done
	:: g == 3 -> L3: break
	od;
	g = 7;
done:	skip
}
