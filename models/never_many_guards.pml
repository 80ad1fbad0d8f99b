/* A never claim with more than 64 different guards (issue 18): `spin -f`
 * wrote this claim for pml_diff claim seed 120679,
 *   ((!(p0)) V (p1)) V (((true) U (p1)) <-> ((p0) U (p2)))
 * testing three conditions in many combinations.  mcc read each guard as
 * a proposition of its own and, past 64, pan gave no verdict; it now
 * reads the guards as boolean combinations of their conditions (three
 * propositions here, codegen/lower.c claim_guard_form).  Spin 6.5, pan -a
 * and pan -a -A: holds (tests/ltl-mc/run.sh). */
byte g0, g1, g2 = 1;
#define p0 (g2 == 2)
#define p1 (g2 < 1)
#define p2 (g0 != 2)
active proctype P() {
	do
	:: g0 = 1 - g0
	:: g1 < 2 -> g1++
	:: g1 == 2 -> g1 = 0; g2 = 3 - g2
	od
}
never  {    /* ((!(p0)) V (p1)) V (((true) U (p1)) <-> ((p0) U (p2))) */
T0_init:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto accept_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S10264
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || ((p1) && (p2)))) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((p0) && (p1)) -> goto T0_S11882
	od;
accept_S2410:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S10264
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && ! ((true))))) || ((p1) && (p2)))) -> goto T0_init
	:: ((p0) && (p1)) -> goto T0_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto T0_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T0_S11312
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p1) && (p2) && (true)) -> goto T0_S11008
	od;
accept_S2415:
	do
	:: ((p1) && (p2)) -> goto T0_init
	:: ((p0) && (p1)) -> goto T0_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto T0_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T0_S11312
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p1) && (p2) && (true)) -> goto T0_S11008
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T0_S11615
	:: (! ((p1)) && ! ((p2)) && ! ((true)) && (p0)) -> goto T0_S11763
	od;
accept_S4256:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S4256
	:: (! ((p1)) && (p2) && (true)) -> goto T0_S14198
	:: (! ((p1)) && (p0) && (true)) -> goto T0_S15516
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S10264
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_init
	od;
accept_S5731:
	do
	:: ((p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1)) -> assert(!((!(p0)) && (p1))) }
	od;
accept_S10085:
	do
	:: atomic { ((p2)) -> assert(!((p2))) }
	:: ((p0)) -> goto T0_S10085
	od;
accept_S10159:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S10159
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S10264
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_init
	od;
accept_S10264:
	do
	:: (! ((p1)) && ! ((p2))) -> goto T0_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto T0_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_S10264
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16777
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto T0_init
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S11008
	od;
accept_S10723:
	do
	:: (! ((p2)) && (p1)) -> goto accept_S13840
	:: atomic { (! ((p0)) && ! ((p2)) && (p1)) -> assert(!(! ((p0)) && ! ((p2)) && (p1))) }
	:: (! ((p2)) && (true)) -> goto T0_S10723
	:: (! ((p0)) && ! ((p2)) && (true)) -> goto T0_S11027
	od;
accept_S11008:
	do
	:: ((p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1)) -> assert(!((!(p0)) && (p1))) }
	:: ((p1) && (true)) -> goto T0_S11008
	:: ((!(p0)) && (p1) && (true)) -> goto T0_S11027
	od;
accept_S11027:
	do
	:: atomic { ((p1)) -> assert(!((p1))) }
	:: ((true)) -> goto T0_S11027
	od;
accept_S11105:
	do
	:: ((p1) && (p2)) -> goto T0_init
	:: ((p0) && (p1)) -> goto T0_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto T0_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T0_S11312
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p1) && (p2) && (true)) -> goto T0_S11008
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	:: ((p0) && (p1)) -> goto T0_S11882
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14198
	od;
accept_S11312:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S10085
	:: ((p2) && (true)) -> goto T0_S11027
	:: ((p0) && (true)) -> goto T0_S11312
	od;
accept_S11882:
	do
	:: ((p1) && (p2)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	od;
accept_S13825:
	do
	:: (! ((p2)) && (p1)) -> goto T0_S13825
	:: ((!(p0)) && ! ((p2)) && (p1)) -> goto accept_S13840
	:: (! ((p0)) && ! ((p2)) && (p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1)) -> assert(!((!(p0)) && ! ((p0)) && ! ((p2)) && (p1))) }
	od;
accept_S13840:
	do
	:: (! ((p2))) -> goto accept_S13840
	:: atomic { (! ((p0)) && ! ((p2))) -> assert(!(! ((p0)) && ! ((p2)))) }
	od;
accept_S14495:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16777
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S14495
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S11105
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14198
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16035
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto T0_S11008
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	od;
accept_S16035:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: ((p1) && (p2)) -> goto T0_init
	:: ((p0) && (p1)) -> goto T0_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto T0_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T0_S11312
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p1) && (p2) && (true)) -> goto T0_S11008
	od;
accept_S16139:
	do
	:: (! ((p2)) && (p1)) -> goto T0_S13825
	:: ((!(p0)) && ! ((p2)) && (p1)) -> goto accept_S13840
	:: (! ((p0)) && ! ((p2)) && (p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1)) -> assert(!((!(p0)) && ! ((p0)) && ! ((p2)) && (p1))) }
	:: (! ((p2)) && (p1) && (true)) -> goto T0_S16139
	:: ((!(p0)) && ! ((p2)) && (p1) && (true)) -> goto T0_S10723
	:: (! ((p0)) && ! ((p2)) && (p1) && (true)) -> goto T0_S11008
	:: ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1) && (true)) -> goto T0_S11027
	od;
accept_S16183:
	do
	:: ((p1) && (p2)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((p1) && (p2) && (true)) -> goto T0_S11008
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto T0_S11027
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T0_S11312
	od;
T1_S11312:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S10085
	:: ((p2) && (true)) -> goto accept_S11027
	:: ((p0) && (true)) -> goto T1_S11312
	od;
T1_S11615:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T1_S16197
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p1)) && ! ((p2)) && ! ((true)) && (p0)) -> goto T1_S11763
	od;
T1_S11763:
	do
	:: (((! ((p1)) && (! ((p2)) && (! ((true)) && (p0)))) || (! ((p2)) && ((p0) && (p1))))) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T1_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	od;
T1_S12930:
	do
	:: ((p1) && (p2)) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto accept_S11105
	:: ((p0) && (true)) -> goto T1_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p0) && (p1) && (p2)) -> goto accept_S2415
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1) && (p2)) -> goto accept_S11882
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p0) && (p1) && (p2)) -> goto accept_S10085
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p0) && (p2) && (true)) -> goto accept_S16035
	:: ((p0) && (p1) && (p2) && (true)) -> goto accept_S16183
	:: ((!(p0)) && (p0) && (p1) && (p2) && (true)) -> goto accept_S11312
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p1)) && ! ((p2)) && ! ((true)) && (p0)) -> goto T1_S11763
	od;
T1_S15836:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T1_S16197
	:: (! ((p2)) && (p0) && (p1)) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T1_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S14495
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11105
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16035
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	od;
T1_S16035:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T1_S16197
	:: ((p1) && (p2)) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto accept_S11105
	:: ((p0) && (true)) -> goto T1_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p0) && (p1) && (p2)) -> goto accept_S2415
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1) && (p2)) -> goto accept_S11882
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p0) && (p1) && (p2)) -> goto accept_S10085
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p0) && (p2) && (true)) -> goto accept_S16035
	:: ((p0) && (p1) && (p2) && (true)) -> goto accept_S16183
	:: ((!(p0)) && (p0) && (p1) && (p2) && (true)) -> goto accept_S11312
	od;
T1_S16197:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T1_S16197
	od;
T1_S16777:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: (! ((p2)) && (p0) && (true)) -> goto T1_S16777
	od;
T0_S4256:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto accept_S4256
	:: (! ((p1)) && (p2) && (true)) -> goto T0_S14198
	:: (! ((p1)) && (p0) && (true)) -> goto T0_S15516
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S10264
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S2410
	od;
T0_S10085:
	do
	:: atomic { ((p2)) -> assert(!((p2))) }
	:: ((p0)) -> goto T0_S10085
	od;
T0_S10159:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S10159
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto accept_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S10264
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S2410
	od;
T0_S10264:
	do
	:: (! ((p1)) && ! ((p2))) -> goto accept_S10159
	:: (! ((p0)) && ! ((p1)) && ! ((p2))) -> goto accept_S4256
	:: (! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S10264
	:: (! ((p2)) && (p0) && (p1)) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && ! ((true))) -> goto accept_S2410
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	od;
T0_S10723:
	do
	:: (! ((p2)) && (p1)) -> goto accept_S13840
	:: atomic { (! ((p0)) && ! ((p2)) && (p1)) -> assert(!(! ((p0)) && ! ((p2)) && (p1))) }
	:: (! ((p2)) && (true)) -> goto T0_S10723
	:: (! ((p0)) && ! ((p2)) && (true)) -> goto T0_S11027
	od;
T0_S11008:
	do
	:: ((p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1)) -> assert(!((!(p0)) && (p1))) }
	:: ((p1) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p1) && (true)) -> goto accept_S11027
	od;
T0_S11027:
	do
	:: atomic { ((p1)) -> assert(!((p1))) }
	:: ((true)) -> goto T0_S11027
	od;
T0_S11105:
	do
	:: ((p1) && (p2)) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p1) && (p2) && (true)) -> goto accept_S11105
	:: ((p0) && (p1) && (true)) -> goto T1_S16035
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	:: ((p0) && (p1)) -> goto T0_S11882
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14198
	od;
T0_S11312:
	do
	:: atomic { ((p1) && (p2)) -> assert(!((p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S10085
	:: ((p2) && (true)) -> goto T0_S11027
	:: ((p0) && (true)) -> goto T0_S11312
	od;
T0_S11615:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p1)) && ! ((p2)) && ! ((true)) && (p0)) -> goto T1_S11763
	od;
T0_S11882:
	do
	:: ((p1) && (p2)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	od;
T0_S11763:
	do
	:: (((! ((p1)) && (! ((p2)) && (! ((true)) && (p0)))) || (! ((p2)) && ((p0) && (p1))))) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	od;
T0_S12918:
	do
	:: (! ((p2)) && (p0)) -> goto T0_S12918
	od;
T0_S12930:
	do
	:: ((p1) && (p2)) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p0) && (p1) && (p2)) -> goto accept_S2415
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1) && (p2)) -> goto accept_S11882
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p0) && (p1) && (p2)) -> goto accept_S10085
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p0) && (p1) && (p2) && (true)) -> goto accept_S16183
	:: ((!(p0)) && (p0) && (p1) && (p2) && (true)) -> goto accept_S11312
	:: (! ((p1)) && ! ((p2)) && (p0)) -> goto T1_S11615
	:: (! ((p1)) && ! ((p2)) && ! ((true)) && (p0)) -> goto T1_S11763
	od;
T0_S13702:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	od;
T0_S13825:
	do
	:: (! ((p2)) && (p1)) -> goto accept_S13825
	:: ((!(p0)) && ! ((p2)) && (p1)) -> goto accept_S13840
	:: (! ((p0)) && ! ((p2)) && (p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1)) -> assert(!((!(p0)) && ! ((p0)) && ! ((p2)) && (p1))) }
	od;
T0_S14198:
	do
	:: (((! ((p0)) && (! ((p1)) && (! ((p2)) && (true)))) || (! ((p1)) && ((p2) && (true))))) -> goto T0_S14198
	:: (! ((p1)) && (p0) && (true)) -> goto T0_S15516
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	od;
T0_S14344:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14198
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	od;
T0_S14495:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S14495
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S15836
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11105
	:: (! ((p0)) && ! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14198
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16035
	:: (! ((p1)) && ! ((p2)) && (true)) -> goto T0_S14344
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	od;
T0_S15516:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p1)) && (p2) && (true)) -> goto T0_S14198
	:: (! ((p1)) && (p0) && (true)) -> goto T0_S15516
	od;
T0_S15836:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: (! ((p2)) && (p0) && (p1)) -> goto T1_S11763
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S15836
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S14495
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S15836
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11105
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16035
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	od;
T0_S16035:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	:: ((p1) && (p2)) -> goto accept_S2410
	:: ((p0) && (p1)) -> goto T1_S12930
	:: ((p2) && (true)) -> goto T0_S11105
	:: ((p0) && (true)) -> goto T0_S16035
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	:: ((p0) && (p1) && (p2)) -> goto accept_S2415
	:: ((p1) && (p2) && (true)) -> goto accept_S11105
	:: ((p0) && (p1) && (true)) -> goto T1_S16035
	:: ((p1) && (p2)) -> goto accept_S5731
	:: ((p0) && (p1) && (p2)) -> goto accept_S11882
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p0) && (p1) && (p2)) -> goto accept_S10085
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((p0) && (p1) && (p2) && (true)) -> goto accept_S16183
	:: ((!(p0)) && (p0) && (p1) && (p2) && (true)) -> goto accept_S11312
	:: ((p0) && (p1) && (p2) && (true)) -> goto accept_S16035
	od;
T0_S16139:
	do
	:: (! ((p2)) && (p1)) -> goto accept_S13825
	:: ((!(p0)) && ! ((p2)) && (p1)) -> goto accept_S13840
	:: (! ((p0)) && ! ((p2)) && (p1)) -> goto accept_S5731
	:: atomic { ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1)) -> assert(!((!(p0)) && ! ((p0)) && ! ((p2)) && (p1))) }
	:: (! ((p2)) && (p1) && (true)) -> goto accept_S16139
	:: ((!(p0)) && ! ((p2)) && (p1) && (true)) -> goto accept_S10723
	:: (! ((p0)) && ! ((p2)) && (p1) && (true)) -> goto accept_S11008
	:: ((!(p0)) && ! ((p0)) && ! ((p2)) && (p1) && (true)) -> goto accept_S11027
	od;
T0_S16183:
	do
	:: ((p1) && (p2)) -> goto accept_S5731
	:: atomic { ((!(p0)) && (p1) && (p2)) -> assert(!((!(p0)) && (p1) && (p2))) }
	:: ((p0) && (p1)) -> goto T0_S11882
	:: ((!(p0)) && (p0) && (p1)) -> goto T0_S10085
	:: ((p1) && (p2) && (true)) -> goto accept_S11008
	:: ((!(p0)) && (p1) && (p2) && (true)) -> goto accept_S11027
	:: ((p0) && (p1) && (true)) -> goto T0_S16183
	:: ((!(p0)) && (p0) && (p1) && (true)) -> goto T1_S11312
	od;
T0_S16197:
	do
	:: (! ((p1)) && ! ((p2)) && (p0) && (true)) -> goto T0_S16197
	od;
T0_S16778:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S13702
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: (! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S16139
	:: (! ((p0)) && ! ((p2)) && (p1) && (p2) && (true)) -> goto accept_S11008
	:: (! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16778
	:: ((!(p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T1_S16777
	:: (! ((p0)) && ! ((p2)) && (p0) && (p1) && (true)) -> goto T0_S16183
	od;
T0_S16777:
	do
	:: (! ((p2)) && (p0) && (p1)) -> goto T0_S12918
	:: (! ((p2)) && (p0) && (true)) -> goto T0_S16777
	od;
accept_all:
	skip
}
