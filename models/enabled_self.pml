/* enabled() of the process itself: an error of the step, as in Spin
 * ("used: enabled(pid=thisproc)"), not an endless recursion */
active proctype P() {
	byte x;
	x++;
	assert(enabled(_pid));
	x++
}
