/* expect: 7:32: error: a second else that can be taken at the same point */
/* Spin: spin -a accepts it, its pan refuses it when it starts ("proctype 'P' state 14, inherits 2 'else' stmnts") */
active proctype P() {
	byte i;
	do
	:: if :: i == 1 -> i = 2 :: else -> i = 1 fi
	:: { if :: i == 3 -> i = 4 :: else -> i = 0 fi }
	od
}
