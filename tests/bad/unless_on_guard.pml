/* expect: unless on the guard of an option */
byte g;
active proctype P() {
	do
	:: { g = 1 } unless { g == 3 -> g = 7 }
	:: g == 1 -> break
	od
}
