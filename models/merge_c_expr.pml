/* Statement merging after a c_expr guard (codegen/merge.c): like Spin, a
 * guard whose C text names no Promela global (no `now.`) and calls
 * nothing (no `(`) heads a chain; the local assignment after it is no
 * state of its own.  The guards that name now.g or hold a `(` are global
 * and head none.  The chains are sound whatever the C text reads: only
 * their follow-ons (local assignments) must touch nothing shared, so B's
 * writes of mem and g cannot fall between a guard and the statement
 * after it unseen (tests/merge-ci.list, tests/spinred-ci.list). */
c_decl { int mem; }
c_track "&mem" "sizeof(int)"
byte g;

active proctype A() {
	byte y;
	c_expr { mem == 0 } -> y = 1;
	c_expr { now.g == 0 } -> y = 2;
	c_expr { mem + (0) == 0 } -> y = 3
}

active proctype B() {
	c_code { mem = 1; };
	g = 1
}
