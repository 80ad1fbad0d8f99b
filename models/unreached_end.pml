/* The unreached report of pan prints what Spin's pan prints
 * (tests/spinout/run.sh, models/unreached_end.spin-pan): each process
 * below loops forever, so its end ("-end-") is never reached; Spin puts
 * it on the line of the body's closing brace and counts the proctype's
 * states up to its number ("(1 of N states)").  The brace stands where
 * people put it: on the body's last line, alone on the next line, after
 * a comment, after ';' or ';;', around unless, for and d_step.  The suite
 * also runs a copy with old Mac line ends (CR alone), which the C
 * preprocessor Spin uses counts as line ends too. */
int x;
active proctype A(){ do :: x = 1 od }
active proctype B(){ L: x = 2; goto L }
active proctype C(){ do :: x = 1
  od }
active proctype D()
{ do :: x = 1 od
  /* a comment */
}
active proctype F(){ d_step { x = 1 }; do :: x == 1 -> x = 0 :: else -> x = 1 od; }
active proctype G(){ do :: x = 1 od;; }
active proctype H(){ end: do :: x = 1 od }
init { do :: x = 1 od
}
active proctype K(){ { do :: x = 1 od } unless { x == 7 } }
active proctype M(){ for (x : 1 .. 3) { skip } ; do :: x = 1 od }
