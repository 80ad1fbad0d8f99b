/*
 * test_fe_promela.c -- CUnit tests of the Promela frontend: automaton
 * shapes (checked against Spin's `pan -d` with spin -o1 -o2 -o3),
 * preprocessing, types and located diagnostics.
 */
#include "frontend/frontend.h"

#include <CUnit/Basic.h>
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char tmpdir[256];

/* Write `text` to tmpdir/name; returns the path (static buffer per call). */
static const char *put(const char *name, const char *text)
{
	static char path[8][512];
	static int k;
	char *p = path[k++ % 8];
	snprintf(p, 512, "%s/%s", tmpdir, name);
	FILE *f = fopen(p, "w");
	fputs(text, f);
	fclose(f);
	return p;
}

/* Load, capturing stderr into errbuf. */
static char errbuf[8192];
static IrModel *load(const char *path, const FeOptions *o)
{
	char ep[512];
	snprintf(ep, sizeof ep, "%s/stderr.txt", tmpdir);
	fflush(stderr);
	int save = dup(2);
	FILE *f = fopen(ep, "w");
	dup2(fileno(f), 2);
	IrModel *m = fe_load(path, o);
	fflush(stderr);
	dup2(save, 2);
	close(save);
	fclose(f);
	f = fopen(ep, "r");
	size_t n = fread(errbuf, 1, sizeof errbuf - 1, f);
	errbuf[n] = 0;
	fclose(f);
	return m;
}

static IrProctype *proc(IrModel *m, const char *name)
{
	for (int i = 0; i < m->nprocs; i++)
		if (strcmp(m->procs[i]->name, name) == 0)
			return m->procs[i];
	return NULL;
}

/* locations reachable from init, and edges out of them */
static void shape(IrProctype *p, int *nlocs, int *nedges)
{
	IrAutomaton *a = &p->aut;
	char *seen = calloc((size_t)a->nlocs, 1);
	int *st = malloc(sizeof(int) * (size_t)a->nlocs), sp = 0;
	seen[a->init] = 1;
	st[sp++] = a->init;
	*nlocs = 1;
	*nedges = 0;
	while (sp) {
		IrLocation *l = a->locs[st[--sp]];
		for (int i = 0; i < l->nout; i++) {
			(*nedges)++;
			if (!seen[l->out[i]->dst]) {
				seen[l->out[i]->dst] = 1;
				(*nlocs)++;
				st[sp++] = l->out[i]->dst;
			}
		}
	}
	free(seen);
	free(st);
}

#define SHAPE(m, name, L, E) do { \
	IrProctype *p_ = proc(m, name); \
	CU_ASSERT_PTR_NOT_NULL_FATAL(p_); \
	int l_, e_; shape(p_, &l_, &e_); \
	CU_ASSERT_EQUAL(l_, L); CU_ASSERT_EQUAL(e_, E); \
	if (l_ != (L) || e_ != (E)) fprintf(stderr, "%s: got %d/%d want %d/%d\n", name, l_, e_, L, E); \
} while (0)

/* Spin: do-loop with break option, for, constant select, goto option */
static void test_shape_loops(void)
{
	const char *p = put("loops.pml",
		"byte x;\n"
		"active proctype P() {\n"
		"  byte y = 3;\n"
		"  do\n"
		"  :: x < 3 -> x++\n"
		"  :: break\n"
		"  od;\n"
		"  for (x : 1 .. 3) { y++ }\n"
		"  select (y : 2 .. 4);\n"
		"  if :: goto L :: skip fi;\n"
		"L: x = 2\n"
		"}\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	/* spin: 10 states (incl. the one with -end-), 14 transitions */
	SHAPE(m, "P", 10, 14);
	ir_free(m);
}

/* Spin keeps jumps leaving an atomic as transitions, and gives a
 * compound statement its own state when its first element is a loop. */
static void test_shape_atomic(void)
{
	const char *p = put("atomic.pml",
		"byte x;\n"
		"active proctype P() {\n"
		"  atomic { do :: x < 3 -> x++ :: else -> break od };\n"
		"  x = 5;\n"
		"  atomic { x = 1; do :: x < 3 -> x++ :: else -> break od };\n"
		"  x = 6;\n"
		"  atomic { if :: x < 3 -> x++ :: else fi };\n"
		"  x = 7;\n"
		"  do :: x < 3 -> x++ :: else -> break od\n"
		"}\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	SHAPE(m, "P", 19, 23);
	/* the first edge (x<3) is atomic: it stays inside */
	IrProctype *pp = proc(m, "P");
	IrLocation *l0 = pp->aut.locs[pp->aut.init];
	CU_ASSERT_TRUE(l0->nout == 2 && l0->out[0]->atomic == 1);
	ir_free(m);
}

static void test_shape_unless_dstep(void)
{
	const char *p = put("unless.pml",
		"byte x; chan c = [1] of {byte};\n"
		"active proctype P() {\n"
		"  { x = 1; do :: x < 3 -> x++ :: else -> break od; x = 2 } unless { x == 9 -> x = 0 };\n"
		"  d_step { x = 3; if :: x > 1 -> x = 0 :: else -> x = 1 fi };\n"
		"end0: x = 4;\n"
		"  if :: x == 3 -> skip :: x == 4 :: else -> atomic { x = 1; x = 2 } fi;\n"
		"progress: c!1;\n"
		"  c?x\n"
		"}\n"
		"active [2] proctype Q() {\n"
		"  byte i;\n"
		"  select (i : 0 .. x);\n"
		"  for (i : 1 .. x) { x = i };\n"
		"  do :: skip; skip; skip :: x > 1 -> skip od\n"
		"}\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	SHAPE(m, "P", 14, 20);
	SHAPE(m, "Q", 10, 13);
	IrProctype *pp = proc(m, "P");
	int end = 0, prog = 0, prio = 0, dstep = 0;
	for (int i = 0; i < pp->aut.nlocs; i++) {
		end += !!(pp->aut.locs[i]->flags & IR_LOC_END);
		prog += !!(pp->aut.locs[i]->flags & IR_LOC_PROGRESS);
	}
	for (int i = 0; i < pp->aut.nedges; i++) {
		prio += pp->aut.edges[i]->prio > 0;
		dstep += pp->aut.edges[i]->stmt->kind == IR_S_DSTEP;
	}
	CU_ASSERT_EQUAL(end, 1);
	CU_ASSERT_EQUAL(prog, 1);
	CU_ASSERT_EQUAL(prio, 4);
	CU_ASSERT_EQUAL(dstep, 1);
	CU_ASSERT_EQUAL(proc(m, "Q")->active, 2);
	ir_free(m);
}

static void test_mtype_values(void)
{
	const char *p = put("mtype.pml",
		"mtype = {a, b, c};\n"
		"mtype = {d, e};\n"
		"mtype:fruit = {apple, pear};\n"
		"init { printf(\"%d\\n\", a) }\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	/* as printed by `spin`: a=3 b=2 c=1 d=5 e=4 apple=2 pear=1 */
	int want[] = { 3, 2, 1, 5, 4, 2, 1 };
	CU_ASSERT_EQUAL_FATAL(m->nmtypes, 7);
	for (int i = 0; i < 7; i++)
		CU_ASSERT_EQUAL(m->mtypes[i]->value, want[i]);
	ir_free(m);
}

static void test_preprocessor(void)
{
	put("inc.h", "#define N 3\n#define MAX(a,b) ((a) > (b) -> (a) : (b))\n");
	const char *p = put("pp.pml",
		"#include \"inc.h\"\n"
		"#define p (x > 1)\n"
		"/* comment\n   spanning lines */\n"
		"byte x[N];\n"
		"#if N > 2 && defined(p)\n"
		"byte y = MAX(1, \\\n 2);\n"
		"#else\n"
		"byte y = undeclared_thing;\n"
		"#endif\n"
		"#ifdef FROM_CMDLINE\n"
		"byte z = FROM_CMDLINE;\n"
		"#endif\n"
		"active proctype P() { x[0] = y // trailing\n }\n");
	const char *defs[] = { "FROM_CMDLINE=7" };
	FeOptions o = { .defines = defs, .ndefines = 1 };
	IrModel *m = load(p, &o);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	CU_ASSERT_EQUAL(m->nglobals, 3);
	CU_ASSERT_EQUAL(m->globals[0]->array_len, 3);
	CU_ASSERT_STRING_EQUAL(m->globals[2]->name, "z");
	int found = 0;
	for (int i = 0; i < m->ndefines; i++)
		if (strcmp(m->defines[i]->name, "p") == 0 &&
		    strcmp(m->defines[i]->body, "(x > 1)") == 0)
			found = 1;
	CU_ASSERT_TRUE(found);
	/* line numbers survive comments and continuations */
	IrProctype *pp = proc(m, "P");
	CU_ASSERT_EQUAL(pp->aut.edges[0]->stmt->loc.line, 15);
	ir_free(m);
}

static void test_error_locations(void)
{
	const char *p = put("err1.pml",
		"byte x;\n"
		"active proctype P() {\n"
		"  x = yy + 1\n"
		"}\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err1.pml:3:7: error: undeclared name 'yy'"));
	/* errors inside an include point into the included file */
	put("bad.h", "byte a;\nbyte a;\n");
	p = put("err2.pml", "#include \"bad.h\"\ninit { skip }\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "bad.h:2:6: error: redeclaration of 'a'"));
	p = put("err3.pml", "init {\n  x = 1;\n  goto nowhere\n}\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err3.pml:2:3: error: undeclared name 'x'"));
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err3.pml:3:3: error: goto undefined label 'nowhere'"));
	p = put("err4.pml", "init {\n  if\n  :: skip\n}\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err4.pml:4:1: error: syntax error"));
	p = put("err5.pml", "#if 1\ninit { skip }\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err5.pml:1:1: error: unterminated #if"));
	/* a CR alone ends a line (old Mac line ends), as in the C
	 * preprocessor Spin runs; CR LF is one line end; the source line
	 * under the message is the right one */
	p = put("err6.pml", "byte x;\r\ractive proctype P() {\r\n  x = yy + 1\r}\r");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "err6.pml:4:7: error: undeclared name 'yy'\n  x = yy + 1\n"));
}

static void test_types_and_channels(void)
{
	const char *p = put("types.pml",
		"typedef Msg { byte a; short b[2]; unsigned u : 3 };\n"
		"hidden byte h;\n"
		"chan cs[3] = [2] of { byte, Msg };\n"
		"unsigned w : 5 = 3;\n"
		"Msg g;\n"
		"proctype R(chan in; byte k) { Msg m; in?k,m; m.b[1] = m.u + g.a }\n"
		"init { chan loc = [0] of { int }; run R(cs[1], 2); cs[1]!1,g; loc!3 }\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	CU_ASSERT_EQUAL(m->nstructs, 1);
	CU_ASSERT_TRUE(m->globals[0]->flags & IR_VAR_HIDDEN);
	CU_ASSERT_EQUAL(m->globals[1]->array_len, 3);
	/* a record field is its leaves: byte, then Msg's a, b[0], b[1], u */
	CU_ASSERT_EQUAL_FATAL(m->globals[1]->chan_init->nfields, 5);
	CU_ASSERT_EQUAL(m->globals[1]->chan_init->fields[2].kind, IR_T_SHORT);
	CU_ASSERT_EQUAL(m->globals[1]->chan_init->fields[4].kind, IR_T_UNSIGNED);
	CU_ASSERT_PTR_EQUAL(m->globals[1]->chan_init->record, NULL);
	CU_ASSERT_EQUAL(m->globals[1]->chan_init->capacity, 2);
	CU_ASSERT_EQUAL(m->globals[2]->type.kind, IR_T_UNSIGNED);
	CU_ASSERT_EQUAL(m->globals[2]->type.bits, 5);
	CU_ASSERT_EQUAL(ir_type_size(&m->globals[3]->type), 6);
	IrProctype *r = proc(m, "R");
	CU_ASSERT_EQUAL(r->nparams, 2);
	CU_ASSERT_EQUAL(r->nlocals, 3);
	IrProctype *in = proc(m, "init");
	CU_ASSERT_EQUAL(in->nlocals, 1);
	CU_ASSERT_PTR_NOT_NULL(in->locals[0]->chan_init);
	ir_free(m);
	p = put("types2.pml",
		"chan c = [1] of { byte, byte };\nbyte x;\n"
		"init { c!1,2,3; x = c; x[1] = 2; x.f = 1; run Nope() }\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "wrong number of fields in send"));
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "incompatible types"));
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "not an array"));
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "not a struct"));
	CU_ASSERT_PTR_NOT_NULL(strstr(errbuf, "unknown proctype 'Nope'"));
}

static void test_inline_remote(void)
{
	const char *p = put("inl.pml",
		"byte x;\n"
		"inline inc(v, n) { v = v + n; v++ }\n"
		"active proctype P() { byte y; inc(y, 2); L: inc(x, y) }\n"
		"never { do :: P@L -> break :: P:y > 2 -> skip :: else od }\n"
		"ltl p1 { [] (x < 10) }\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	SHAPE(m, "P", 5, 4);
	CU_ASSERT_PTR_NOT_NULL(m->never);
	CU_ASSERT_EQUAL(m->nltls, 1);
	/* the formula for the LTL library, its proposition compiled */
	CU_ASSERT_STRING_EQUAL(m->ltls[0]->text, "[] (\"(x<10)\")");
	CU_ASSERT_EQUAL_FATAL(m->naps, 1);
	CU_ASSERT_STRING_EQUAL(m->aps[0]->text, "(x<10)");
	IrAutomaton *pa = &proc(m, "P")->aut;
	CU_ASSERT_STRING_EQUAL(pa->locs[pa->init]->out[0]->stmt->text, "y = (y+2)");
	ir_free(m);
}

/* Spin 6: declarations after the first statement are assignments;
 * block-scoped locals; inline labels local to each expansion. */
static void test_decl_statements(void)
{
	const char *p = put("decl.pml",
		"byte g;\n"
		"active proctype P() {\n"
		"  byte x = 2;\n"
		"  { byte i; x = i };\n"
		"  atomic { byte j = 3; x = j };\n"
		"  if :: byte k = 4; x = k :: x > 0 fi;\n"
		"  do :: byte m; m = 1; break od;\n"
		"  byte late = 7;\n"
		"  x = late\n"
		"}\n");
	IrModel *m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	SHAPE(m, "P", 11, 11);
	IrProctype *pp = proc(m, "P");
	CU_ASSERT_PTR_NOT_NULL(pp->locals[0]->init);   /* x = 2 at creation */
	CU_ASSERT_PTR_NULL(pp->locals[5]->init);       /* late: a statement */
	ir_free(m);
	p = put("scope.pml",
		"inline f(v) { v = 0; L: v++; if :: v > 3 -> goto L :: else fi }\n"
		"active proctype P() {\n"
		"  byte x;\n"
		"  f(x); f(x);\n"
		"  { byte i = 1; x = i };\n"
		"  { byte i = 2; x = i }\n"
		"}\n");
	m = load(p, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	SHAPE(m, "P", 11, 12);
	ir_free(m);
}

int main(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/test_fe_XXXXXX");
	if (!mkdtemp(tmpdir))
		return 2;
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("fe_promela", NULL, NULL);
	CU_add_test(s, "shape: loops, for, select, goto", test_shape_loops);
	CU_add_test(s, "shape: atomic jumps and loop heads", test_shape_atomic);
	CU_add_test(s, "shape: unless, d_step, labels, skips", test_shape_unless_dstep);
	CU_add_test(s, "mtype values", test_mtype_values);
	CU_add_test(s, "preprocessor", test_preprocessor);
	CU_add_test(s, "error locations", test_error_locations);
	CU_add_test(s, "types and channels", test_types_and_channels);
	CU_add_test(s, "inline, remote refs, never, ltl", test_inline_remote);
	CU_add_test(s, "declarations as statements, block scopes", test_decl_statements);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned fails = CU_get_number_of_failures();
	CU_cleanup_registry();
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	if (system(cmd)) { /* best effort */ }
	return fails ? 1 : 0;
}
