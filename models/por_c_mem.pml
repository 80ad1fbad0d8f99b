/* Partial-order reduction and the C memory of embedded C: B's c_code and
 * A's c_expr share only the tracked C variable mem, which is an object of
 * its own (codegen/por.c, fp_c_any).  Were C text read as touching only
 * the Promela globals (there are none), B's write could run alone first
 * and A's violation be lost (checked by hand). */
c_decl { int mem; }
c_track "&mem" "sizeof(int)"
active proctype B() { c_code { mem = 1; } }
active proctype A() { if :: c_expr { mem == 0 } -> assert(false) :: skip fi }
