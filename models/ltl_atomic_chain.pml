/* Atomic chains in the product (tests/ltl-mc): branches inside atomic
 * sequences, a sequence that blocks half-way (atomicity is lost there and
 * the claim moves again), a rendezvous that hands atomicity over, and weak
 * fairness across atomic sequences (a process waiting while another runs
 * an atomic sequence is not disabled: Spin finds p5 violated without
 * fairness and satisfied with -f).
 * Expected (Spin 6.5, -a and -a -f): p1, p3 hold (90 product states, as
 * mcc's with the chains collapsed); p2, p4, p6, p7, p8 violated; p5
 * violated, and holds under weak fairness. */
byte x, y, n;
bool go;
chan c = [0] of { byte };

active proctype A()
{
	do
	:: atomic { x = 1; if :: x = 2 :: x = 3 fi; go; x = 4; go = false; x = 0 }
	od
}

active proctype B()
{
	do
	:: atomic { !go -> go = true }
	:: atomic { c!1; y = 2 }
	od
}

active proctype C()
{
	byte v;
	do
	:: atomic { c?v; y = v; y = 0 }
	:: n < 3 -> atomic { n++; n < 3; n++ }
	od
}

ltl p1 { [] (x != 1) }
ltl p2 { [] (x != 2) }
ltl p3 { [] (y != 1) }
ltl p4 { [] <> (x == 4) }
ltl p5 { [] (go -> <> (x == 0)) }
ltl p6 { <> [] (n >= 2) }
ltl p7 { [] (x == 3 -> (x == 3 U go)) }
ltl p8 { [] <> (y == 2) }
