/* An array bound that is a variable's name, as Spin 6.5.2 takes it (with
 * a warning): the variable's initial value when that is a positive
 * constant, else 8.  Every index used is in bounds only with those sizes. */
byte m = 4
byte z
short neg = -2
bit crit[m]
byte k[z]
byte k3[neg]

active proctype P() {
	byte n = 3
	byte loc[n]
	byte i
	do
	:: i < 8 -> k[i] = i; i++
	:: i < 4 -> crit[i] = 1; i++
	:: i < 3 -> loc[i] = 1; i++
	:: i < 8 -> k3[i] = 2; i++
	:: else -> break
	od
}
