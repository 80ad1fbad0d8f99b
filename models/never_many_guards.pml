/* A never claim with more than 64 different guards (issue 18; pml_diff
 * claim seed 120679): `spin -f` wrote this claim for
 *   ((!(p0)) V (p1)) V (((true) U (p1)) <-> ((p0) U (p2)))
 * testing three conditions in many combinations.  mcc read each guard as
 * a proposition of its own and, past 64, pan gave no verdict; it now
 * reads the guards as boolean combinations of their conditions (three
 * propositions here, codegen/lower.c claim_guard_form).
 * Spin 6.5: pan -a violated (an assertion of the model), pan -a -A holds
 * (158355 states; mcc stores 218419, its own product). */
byte g0, g1, g2;
byte a[2];
chan c = [1] of { byte };
#define p0 (g0 == 2)
#define p1 (g0 < 0)
#define p2 (g1 < 1)
active [2] proctype P0() {
atomic { c!a[g1 % 2] };
if
	:: { g2 = ((((1 + 0) % 3) * a[0]) % 3) }; do 	:: (g0 < (0 % 3)); break; break;  	:: goto L0;  	:: break 	od; atomic { assert(((g1 && (((1 -> false : g1) || !(1)) -> 0 : (!((g1 == 2)) -> ((g2 == 0) -> (g1 == 1) : 1) : (true && 0)))))); c?g2 }; 
	:: skip; d_step { g1 = 2; g0 = (((1 * 2) % 3) % 2) }; 
	fi;
atomic { g0 = 1 };
if
	:: (g2 == 0); c!2; 
	:: { g1 = 0; (g1 < ((0 * 1) % 3)); (g2 < 0);  }; 
	fi;
a[g1 % 2] = 2;
(a[1] != g2);
L0: skip;
	skip
}
active [1] proctype P1() {
g1 = (((0 % 3) - g1) % 3);
(g1 < ((1 + 2) % 3));
do
	:: (g2 != g1); c?g2; 
	:: { goto L1; ((g0 == 2));  }; do 	:: (a[g1 % 2] < 1);  	:: (g0 < 1); c!g2;  	:: break 	od; L1: do 	:: goto L3; break;  	:: break;  	:: skip; break;  	:: else -> skip 	:: break 	od; 
	:: { break; { goto L4 } unless { (len(c) > 0); g0 = 1 };  }; { g0 = ((g0 + ((2 * 1) % 3)) % 3); break;  }; atomic { g1 = g1; break; c!((2 * 2) % 3) }; 
	:: else -> skip
	:: break
	od;
assert((g2 != g0));
atomic { c!0; c!((2 + 2) % 3); goto L5 };
if
	:: skip; atomic { g0 = ((0 + g0) % 3) }; do 	:: goto L1; (g2 == 1); a[g1 % 2] = 0;  	:: break 	od; 
	:: skip; 
	:: skip; atomic { g1 = 0; g1 = g0; c!1 }; if 	:: skip;  	:: else -> skip 	fi; atomic { g1 = ((1 * g2) % 3) }; if 	:: (g0 != (2 % 2)); skip;  	:: skip; end6: g0 = g0;  	:: else -> skip 	fi; 
	fi;
atomic { g1 = g2 };
if
	:: (g0 == 2); 
	:: (g1); 
	:: goto L7; 
	:: else -> skip
	fi;
atomic { (g2 == (0 % 3)) };
if
	:: skip; do 	:: (g2 != ((0 * 2) % 3)); ((false || (!((true || g2)) && ((1 || (g1 == 0)) && true)))); break;  	:: else -> skip 	:: break 	od; g2 = g1; 
	fi;
atomic { goto L1 };
L3: skip;
L4: skip;
L5: skip;
L7: skip;
	skip
}
active [1] proctype P2() {
	byte l0;
end8: c?l0;
l0 = ((((0 - 2) % 3) - g2) % 3);
if
	:: skip; 
	:: (l0 < g1); atomic { g0 = a[l0 % 2]; L9: goto L10 }; atomic { goto end8; goto L11; c?eval(g0) }; 
	:: (a[g2 % 2] != 0); L11: { goto end8; g1 = 2;  } unless { (a[l0 % 2] < g1); g1 = g0 }; 
	:: else -> skip
	fi;
if
	:: ((0 || ((!(false) || !(l0)) && g0))); 
	:: { l0 = l0 }; (true); g2 = ((((0 - 2) % 3) + 1) % 3); 
	fi;
do
	:: ((((!(false) || (false -> 1 : 0)) || ((true && l0) || (1 && l0))) || l0)); g2 = (((0 * 0) % 3) % 3); 
	:: (l0 < (0 % 2)); atomic { a[0] = ((((1 + 2) % 3) + ((2 + 1) % 3)) % 3) }; 
	:: break
	od;
do
	:: ((true && (a[l0 % 2] || a[g0 % 2]))); if 	:: goto L13; break;  	:: (g0 == g0); c!l0; break;  	:: goto L13; end14: (((0 || l0) && ((!(true) -> (0 -> 1 : false) : (0 || true)) || ((1 || false) || (false -> 0 : (g2 == 0)))))); ((true && ((!(0) && (true || true)) && (g0 -> ((g0 == 0) && 0) : !((g0 == 2))))));  	fi; if 	:: { l0 = 0; break;  }; break;  	fi; 
	:: break; 
	:: else -> skip
	:: break
	od;
L10: skip;
L13: skip;
	skip
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
