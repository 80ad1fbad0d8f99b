/* A never claim with more than 64 different guards (issue 18): `spin -f`
 * wrote this claim for pml_diff claim seed 120810,
 *   (((p0) U (p2)) <-> ((p1) U (p1))) V (((true) V (p1)) -> (<>(p1)))
 * testing three conditions in many combinations.  mcc read each guard as
 * a proposition of its own and, past 64, pan gave no verdict; it now
 * reads the guards as boolean combinations of their conditions (three
 * propositions here, codegen/lower.c claim_guard_form).  Spin 6.5, pan -a
 * and pan -a -A: violated (tests/ltl-mc/run.sh). */
byte g0, g1, g2;
#define p0 (g2 == 2)
#define p1 (g2 < 1)
#define p2 (g0 != 2)
active proctype P() {
	do
	:: g0 = (g0 + 1) % 3
	:: g2 = (g2 + 1) % 3
	:: g1 < 2 -> g1++
	:: g1 == 2 -> assert(g0 != 1 || g2 != 2)
	od
}
never  {    /* (((p0) U (p2)) <-> ((p1) U (p1))) V (((true) V (p1)) -> (<>(p1))) */
T0_init:
	do
	:: ((! ((p1)) || (p1))) -> goto accept_S21
	:: (1) -> goto T2_S147
	:: (! ((true))) -> goto T1_S308
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S348
	:: atomic { (((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2)))) -> assert(!(((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2))))) }
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S367
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p0) && (p1)) -> goto T0_S371
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: ((p1) && (p2)) -> goto accept_S786
	od;
accept_S21:
	do
	:: ((! ((p1)) || (p1))) -> goto T0_init
	:: (1) -> goto T0_S147
	:: (! ((true))) -> goto T0_S308
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S348
	:: atomic { (((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2)))) -> assert(!(((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2))))) }
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || (! ((true)) && ((p1) && (p2))))) -> goto T0_S367
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p0) && (p1)) -> goto T0_S371
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2)))) -> goto T0_S786
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	od;
accept_S147:
	do
	:: ((p1)) -> goto T0_init
	:: (1) -> goto T0_S147
	:: (! ((true)) && (p1)) -> goto T0_S308
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (((! ((p0)) && (! ((p1)) && ! ((p2)))) || ((p1) && (p2)))) -> goto T0_S786
	:: (! ((true))) -> goto T0_S470
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p0) && (p1)) -> goto T0_S371
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || (! ((true)) && ((p1) && (p2))))) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S558
	od;
accept_S308:
	do
	:: (! ((p1))) -> goto T0_init
	:: (! ((true))) -> goto T0_S308
	:: (! ((p1))) -> goto T0_S147
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S348
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: atomic { (! ((p0)) && ! ((p1)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p1)) && ! ((p2)))) }
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || (! ((true)) && ((p1) && (p2))))) -> goto T0_S367
	:: (! ((true))) -> goto T0_S470
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || (! ((true)) && ((p1) && (p2))))) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S558
	od;
accept_S348:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: atomic { (! ((p0)) && ! ((p1)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p1)) && ! ((p2)))) }
	:: (! ((p2)) && ! ((true))) -> goto T0_S348
	:: (! ((p0)) && ! ((p2)) && ! ((true))) -> goto T0_S367
	od;
accept_S367:
	do
	:: atomic { (! ((p1))) -> assert(!(! ((p1)))) }
	:: (! ((true))) -> goto T0_S367
	od;
accept_S362:
	do
	:: atomic { ((p2)) -> assert(!((p2))) }
	:: ((p0)) -> goto T0_S362
	od;
accept_S371:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p2)) -> goto T0_S786
	:: ((p0)) -> goto T0_S371
	od;
accept_S378:
	do
	:: atomic { (! ((p1)) && (p2)) -> assert(!(! ((p1)) && (p2))) }
	:: (! ((p1)) && (p0)) -> goto T0_S362
	:: (! ((true)) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0)) -> goto T0_S378
	od;
accept_S383:
	do
	:: (! ((p2))) -> goto accept_S383
	:: atomic { (! ((p0)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p2)))) }
	od;
accept_S439:
	do
	:: (! ((p1)) && (p2)) -> goto T0_S786
	:: (! ((p1)) && (p0)) -> goto T0_S371
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (! ((true)) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0)) -> goto T0_S439
	od;
accept_S470:
	do
	:: (! ((p1))) -> goto T0_S147
	:: (! ((true)) && (p1)) -> goto T0_S308
	:: (! ((true))) -> goto T0_S470
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || (! ((true)) && ((p1) && (p2))))) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S558
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	od;
accept_S569:
	do
	:: (! ((p1))) -> goto T0_S786
	:: (! ((true)) && (p1)) -> goto T0_S367
	:: (! ((true))) -> goto T0_S569
	od;
accept_S786:
	do
	:: atomic { ((p1)) -> assert(!((p1))) }
	:: (1) -> goto T0_S786
	od;
T2_S147:
	do
	:: ((p1)) -> goto accept_S21
	:: (1) -> goto T2_S147
	:: ((p1)) -> goto accept_S147
	:: (! ((true)) && (p1)) -> goto accept_S308
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((true))) -> goto T2_S470
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p1) && (p2)) -> goto accept_S786
	:: (! ((true)) && (p1) && (p2)) -> goto accept_S367
	:: ((p0) && (p1)) -> goto accept_S362
	:: ((p0) && (p1)) -> goto accept_S371
	:: (! ((true)) && (p0) && (p1)) -> goto accept_S378
	:: (! ((true)) && (p1) && (p2)) -> goto accept_S569
	:: (! ((true)) && (p0) && (p1)) -> goto accept_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	od;
T2_S470:
	do
	:: (! ((p1))) -> goto T2_S147
	:: (! ((true)) && (p1)) -> goto accept_S308
	:: (! ((true))) -> goto T2_S470
	:: (! ((true)) && (p1) && (p2)) -> goto accept_S367
	:: (! ((true)) && (p0) && (p1)) -> goto accept_S378
	:: (! ((true)) && (p1) && (p2)) -> goto accept_S569
	:: (! ((true)) && (p0) && (p1)) -> goto accept_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((true)) && (p1)) -> goto accept_S470
	od;
T2_S558:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((p2)) && ! ((true)) && (p1)) -> goto accept_S348
	:: (! ((p0)) && ! ((p2)) && ! ((true)) && (p1)) -> goto accept_S367
	:: (! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	od;
T2_S569:
	do
	:: (! ((p1))) -> goto T0_S786
	:: (! ((true)) && (p1)) -> goto accept_S367
	:: (! ((true))) -> goto T2_S569
	od;
T1_S308:
	do
	:: (! ((p1))) -> goto accept_S21
	:: (! ((true))) -> goto T1_S308
	:: (! ((p1))) -> goto T2_S147
	:: (! ((p1)) && ! ((true))) -> goto accept_S308
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S348
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: atomic { (! ((p0)) && ! ((p1)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p1)) && ! ((p2)))) }
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S367
	:: (! ((true))) -> goto T1_S470
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T1_S378
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T1_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	od;
T1_S371:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto accept_S362
	:: ((p2)) -> goto T0_S786
	:: ((p0)) -> goto T1_S371
	od;
T1_S378:
	do
	:: atomic { (! ((p1)) && (p2)) -> assert(!(! ((p1)) && (p2))) }
	:: (! ((p1)) && (p0)) -> goto accept_S362
	:: (! ((true)) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0)) -> goto T1_S378
	od;
T1_S439:
	do
	:: (! ((p1)) && (p2)) -> goto T0_S786
	:: (! ((p1)) && (p0)) -> goto T1_S371
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T1_S378
	:: (! ((true)) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0)) -> goto T1_S439
	od;
T1_S470:
	do
	:: (! ((p1))) -> goto T2_S147
	:: (! ((true)) && (p1)) -> goto T1_S308
	:: (! ((true))) -> goto T1_S470
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T1_S378
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T1_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	:: (! ((p1)) && ! ((true))) -> goto T2_S470
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	od;
T0_S147:
	do
	:: ((p1)) -> goto accept_S21
	:: (1) -> goto T2_S147
	:: ((p1)) -> goto accept_S147
	:: (! ((true)) && (p1)) -> goto T1_S308
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((true))) -> goto T1_S470
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p1) && (p2)) -> goto accept_S786
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p0) && (p1)) -> goto T0_S371
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	od;
T0_S308:
	do
	:: (! ((p1))) -> goto accept_S21
	:: (! ((true))) -> goto T1_S308
	:: (! ((p1))) -> goto T2_S147
	:: (! ((p1)) && ! ((true))) -> goto accept_S308
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S348
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: atomic { (! ((p0)) && ! ((p1)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p1)) && ! ((p2)))) }
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S367
	:: (! ((true))) -> goto T1_S470
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	od;
T0_S348:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S383
	:: atomic { (! ((p0)) && ! ((p1)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p1)) && ! ((p2)))) }
	:: (! ((p2)) && ! ((true))) -> goto T0_S348
	:: (! ((p0)) && ! ((p2)) && ! ((true))) -> goto T0_S367
	od;
T0_S367:
	do
	:: atomic { (! ((p1))) -> assert(!(! ((p1)))) }
	:: (! ((true))) -> goto T0_S367
	od;
T0_S362:
	do
	:: atomic { ((p2)) -> assert(!((p2))) }
	:: ((p0)) -> goto T0_S362
	od;
T0_S371:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S362
	:: ((p2)) -> goto T0_S786
	:: ((p0)) -> goto T0_S371
	od;
T0_S378:
	do
	:: atomic { (! ((p1)) && (p2)) -> assert(!(! ((p1)) && (p2))) }
	:: (! ((p1)) && (p0)) -> goto T0_S362
	:: (! ((true)) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0)) -> goto T0_S378
	od;
T0_S439:
	do
	:: (! ((p1)) && (p2)) -> goto T0_S786
	:: (! ((p1)) && (p0)) -> goto T0_S371
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (! ((true)) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0)) -> goto T0_S439
	od;
T0_S450:
	do
	:: (! ((p2)) && (p1)) -> goto accept_S383
	:: atomic { (! ((p0)) && ! ((p2)) && (p1)) -> assert(!(! ((p0)) && ! ((p2)) && (p1))) }
	:: (! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p2))) -> goto T0_S786
	od;
T0_S470:
	do
	:: (! ((p1))) -> goto T2_S147
	:: (! ((true)) && (p1)) -> goto T1_S308
	:: (! ((true))) -> goto T1_S470
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S367
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S378
	:: (! ((true)) && (p1) && (p2)) -> goto T0_S569
	:: (! ((true)) && (p0) && (p1)) -> goto T0_S439
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S558
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T2_S569
	:: (! ((p1)) && ! ((true))) -> goto T2_S470
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	od;
T0_S558:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S450
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S786
	:: (! ((p2)) && ! ((true)) && (p1)) -> goto T0_S348
	:: (! ((p0)) && ! ((p2)) && ! ((true)) && (p1)) -> goto T0_S367
	:: (! ((p2)) && ! ((true))) -> goto T0_S558
	:: (! ((p0)) && ! ((p2)) && ! ((true))) -> goto T0_S569
	od;
T0_S569:
	do
	:: (! ((p1))) -> goto T0_S786
	:: (! ((true)) && (p1)) -> goto T0_S367
	:: (! ((true))) -> goto T0_S569
	od;
T0_S786:
	do
	:: atomic { ((p1)) -> assert(!((p1))) }
	:: (1) -> goto T0_S786
	od;
accept_all:
	skip
}
