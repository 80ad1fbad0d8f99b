/* _last in ltl blocks: the compiled propositions read _last, so pan must
 * keep it up to date (Spin's HAS_LAST).  mcc read it as 0 for ever when
 * only a property named it: [] (_last == 0) held and []<> (_last == 1)
 * was violated under weak fairness, the opposite of Spin's verdicts. */
byte x;
active proctype A() { do :: x = 0 od }
active proctype B() { do :: x = 1 od }
ltl always0 { [] (_last == 0) }
ltl ev1 { <> (_last == 1) }
ltl inf1 { []<> (_last == 1) }
ltl inf0 { []<> (_last == 0) }
