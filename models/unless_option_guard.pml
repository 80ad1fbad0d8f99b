/* An unless heading an option of a do (Spin accepts it with a message,
 * mcc with a warning): the option's head and every state of the main
 * part get the escape (after Ben-Ari's ch09 unless example). */
chan ch = [0] of { int };

active proctype Generate() {
	byte i;
	do
	:: i < 4 ->
		if
		:: ch ! -1
		:: ch ! 0
		:: ch ! 2
		fi;
		i++
	:: else -> break
	od;
	ch ! 100
}

active proctype Divide() {
	int n = 1;
	byte errs;
end:
	do
	:: {
		ch ? n;
		n = 100 / n
	   } unless {
		n == 0 -> errs++
	   }
	od
}
