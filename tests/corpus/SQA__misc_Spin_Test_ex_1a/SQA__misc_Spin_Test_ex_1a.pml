/* http://spinroot.com/spin/Doc/Exercises.pdf ex.1a */

init {
	byte i = 0;
	do
	:: i = i+1
	od
}
