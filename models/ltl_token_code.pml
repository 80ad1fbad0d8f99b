/* In an ltl block the prefix operators bind tightest, as in Spin:
 * `[] t >= 4` is `([] t) >= 4`, and Spin 6.5.2 then writes the
 * operator's token code into the proposition: (333>=4), a constant
 * (true: the property holds whatever t does).  The codes: [] 333, <> 334,
 * U 335, V 337, X 338, <-> 330, W (333||335), a -> b (!(a)||b). */
int t = -1

active proctype P() {
	do
	:: t < 6 -> t++
	:: t == 6 -> t = -1
	od
}

ltl c1 { [] t >= 4 }                    /* (333>=4): holds */
ltl c2 { [] t <= 4 }                    /* (333<=4): violated */
ltl c3 { [] (t >= 4) }                  /* violated */
ltl c4 { (t W t) + 1 > 1 }              /* ((333||335)+1)>1: holds */
ltl c5 { ((t -> t) + 1) == 2 }          /* ((!(t)||t)+1)==2: holds */
ltl c6 { <> t > 3 && [] t > -2 }        /* holds */
ltl c7 { [] (t > 2 -> <> t < 1) }       /* t>2 -> (334<1): violated */
ltl c8 { [] <> t == 7 }                 /* ([] (<> t)) == 7: violated */
