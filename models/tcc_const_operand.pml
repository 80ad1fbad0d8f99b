/* Constants that frontend/fold.c must keep, because the other operand can
 * raise an error and is evaluated (a[i] || 1, (c -> false : false) with
 * an indexed c): tcc 0.9.27 miscompiled these too, and the C printer now
 * writes such a constant as a value tcc cannot fold (codegen/c/cprint.c
 * lop()).  Spin: 1 state, 1 error (no option of the loop is executable:
 * an invalid end state); mcc -B tcc before: 2 states, no error. */
byte g0, g1, g2;
byte a[2];
active proctype P() {
	do
	:: (!((((a[0] == 0) -> (g2 == 1) : (g2 == 2)) -> false : false) -> ((1 || true) -> (true && (g0 == 1)) : (0 && a[g0 % 2])) : (!(g1) && ((a[g2 % 2] == 0) || true)))) -> g1++
	:: g1 > 2 -> break
	od;
	if
	:: ((a[g0 % 2] || !(g0)) || 1) -> g2 = 1
	:: else -> g2 = 2
	fi
}
