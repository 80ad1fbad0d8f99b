/* expect: 6:12: error: a proposition must be a value, not a record */
/* spin: rejects */
typedef T { byte a }
T t
active proctype P() { do :: t.a < 3 -> t.a++ :: else -> t.a = 0 od }
ltl p { [] t }
