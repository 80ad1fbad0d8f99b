/* Statement merging over a record declared after the first statement:
 * Spin's element for `R r;` there is an assignment (no effect on a
 * record), so it merges with the local statements around it like any
 * assignment; the frontend's step for it has no effect either
 * (IrStmt.spin_decl).  (mcc used to end chains on it: corpus
 * sketchbook-promela__case-study_purchasing_pmlContent-v3_test, Spin
 * 65 states, mcc 87.) */
typedef R { byte a; byte b };
byte g;

active [2] proctype P()
{	byte x;
	g++;
	R r;
	R s;
	r.a = x + 1;
	s.b = r.a;
	g = g + s.b;
	x = 2;
	R t;
	t.a = x
}
