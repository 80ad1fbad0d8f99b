/* models/deadvar_prop.pml -- dead-variable reduction meets run-time
 * propositions.  j is read for the last time by `g = j`; from there on
 * the verifier resets it to 0, so the three runs meet again at `g = 0`
 * (8 states; 10 with --no-deadvar).  A property given to pan that reads j
 * must see its real value: pan then turns that reset off. */
byte g;
active proctype P() {
	byte j;
	if
	:: j = 1
	:: j = 2
	:: j = 3
	fi;
	g = j;
	g = 0;
end:	g == 2
}
