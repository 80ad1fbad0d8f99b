/* Logical operators with constant operands, as never claims of spin -f
 * and #defines write them.  tcc 0.9.27 miscompiles some of these (the
 * code of the operand it skips as dead is wrong: garbage values, a jump
 * past the statement); mcc folds the constants away before any backend
 * sees them (frontend/fold.c).  Spin: 9 states, no error; mcc -B tcc
 * before the fix: 3 states and two assertion violations. */
#define p2	(g2 != 1)

byte g0, g1 = 1, g2;
byte a[2];

active proctype P() {
	a[0] = 1;
	assert(((((a[1] && 0) && (false && true)) && (((a[g0 % 2] == 1) || 0) && (g1 || false)))) == 0);
	if
	:: (!1 && (p2 && ((!p2 || (!1 && p2)) && 1))) -> assert(false)
	:: else -> g0 = 1
	fi;
	if
	:: !((1 || (g0 == 1)) || (((g0 == 1) && 1) || ((g0 == 1) -> 1 : (g0 == 1)))) -> assert(false)
	:: else -> g0 = 2
	fi;
	g2 = 3
}
