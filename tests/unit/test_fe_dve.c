/*
 * test_fe_dve.c -- unit tests of the DVE frontend (frontend/dve): shapes
 * of the lowered IR and locations of diagnostics.
 */
#include "frontend/dve/dve.h"

#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char tmp_path[256];
static char err_text[8192];

/* Write `src` to a temporary .dve file and load it; stderr is captured
 * into err_text. */
static IrModel *load(const char *src)
{
	snprintf(tmp_path, sizeof tmp_path, "/tmp/test_fe_dve_%d.dve", (int)getpid());
	FILE *f = fopen(tmp_path, "w");
	if (!f)
		return NULL;
	fputs(src, f);
	fclose(f);
	char errp[280];
	snprintf(errp, sizeof errp, "%s.err", tmp_path);
	fflush(stderr);
	int saved = dup(2);
	FILE *ef = fopen(errp, "w");
	dup2(fileno(ef), 2);
	IrModel *m = dve_load(tmp_path, NULL);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	fclose(ef);
	ef = fopen(errp, "r");
	size_t n = ef ? fread(err_text, 1, sizeof err_text - 1, ef) : 0;
	err_text[n] = 0;
	if (ef)
		fclose(ef);
	remove(errp);
	remove(tmp_path);
	return m;
}

/* The diagnostic must mention `file:line:col: error:` and `msg`. */
static int has_error_at(int line, int col, const char *msg)
{
	char want[400];
	snprintf(want, sizeof want, "%s:%d:%d: error: ", tmp_path, line, col);
	const char *p = strstr(err_text, want);
	return p && strstr(p, msg) != NULL;
}

static IrVar *global(IrModel *m, const char *name)
{
	for (int i = 0; i < m->nglobals; i++)
		if (strcmp(m->globals[i]->name, name) == 0)
			return m->globals[i];
	return NULL;
}

static const char *basic =
	"byte x = 1, a[3] = {1, 2};\n"
	"int y = -5;\n"
	"const byte N = 2 * 3;\n"
	"process P {\n"
	"  byte l;\n"
	"  state s0, s1, s2;\n"
	"  init s0;\n"
	"  accept s2;\n"
	"  commit s1;\n"
	"  trans\n"
	"    s0 -> s1 { guard x < N; effect x = x + 1, l = a[x]; },\n"
	"       -> s2 { guard x == 0 || x == 1 && y < 0; },\n"
	"    s1 -> s0 {};\n"
	"}\n"
	"process Q {\n"
	"  state q;\n"
	"  init q;\n"
	"  trans q -> q { guard P.s1 imply P->l == 2; };\n"
	"}\n"
	"system async;\n";

static void test_shapes(void)
{
	IrModel *m = load(basic);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	CU_ASSERT_EQUAL(m->nprocs, 2);
	CU_ASSERT_PTR_NULL(m->never);
	IrProctype *p = m->procs[0];
	CU_ASSERT_STRING_EQUAL(p->name, "P");
	CU_ASSERT_EQUAL(p->kind, IR_PROC_NORMAL);
	CU_ASSERT_EQUAL(p->active, 1);
	/* 3 states + DiVinE's error state (first process only) */
	CU_ASSERT_EQUAL(p->aut.nlocs, 4);
	CU_ASSERT(m->dve_error_state);
	CU_ASSERT_STRING_EQUAL(p->aut.locs[3]->labels[0], "error");
	CU_ASSERT_EQUAL(p->aut.locs[3]->nout, 0);
	CU_ASSERT_EQUAL(m->procs[1]->aut.nlocs, 1);
	CU_ASSERT_EQUAL(p->aut.init, 0);
	CU_ASSERT(p->aut.locs[0]->flags & IR_LOC_INIT);
	CU_ASSERT(p->aut.locs[1]->flags & IR_LOC_COMMIT);
	CU_ASSERT(p->aut.locs[2]->flags & IR_LOC_ACCEPT);
	CU_ASSERT_FALSE(p->aut.locs[2]->flags & IR_LOC_FINAL);
	CU_ASSERT_EQUAL(p->aut.locs[1]->nlabels, 1);
	CU_ASSERT_STRING_EQUAL(p->aut.locs[1]->labels[0], "s1");
	CU_ASSERT_EQUAL_FATAL(p->aut.nedges, 3);
	/* `-> s2` leaves from the previous source state */
	CU_ASSERT_EQUAL(p->aut.edges[1]->src, 0);
	CU_ASSERT_EQUAL(p->aut.edges[1]->dst, 2);
	CU_ASSERT_EQUAL(p->aut.locs[0]->nout, 2);
	IrStmt *s = p->aut.edges[0]->stmt;
	CU_ASSERT_EQUAL(s->kind, IR_S_TRANS);
	CU_ASSERT_PTR_NOT_NULL(s->text);
	CU_ASSERT_EQUAL(s->loc.line, 11);
	CU_ASSERT_EQUAL_FATAL(s->neffects, 2);
	CU_ASSERT_EQUAL(s->effects[0]->kind, IR_S_ASSIGN);
	CU_ASSERT(s->effects[0]->range_check);
	CU_ASSERT_EQUAL(s->effects[1]->lhs->kind, IR_E_VAR);
	CU_ASSERT_EQUAL(s->effects[1]->lhs->var->scope, IR_SCOPE_LOCAL);
	CU_ASSERT_EQUAL(s->effects[1]->e->kind, IR_E_INDEX);
	/* constant folded */
	CU_ASSERT_EQUAL_FATAL(s->e->kind, IR_E_BINOP);
	CU_ASSERT_EQUAL(s->e->a[1]->kind, IR_E_CONST);
	CU_ASSERT_EQUAL(s->e->a[1]->value, 6);
	/* DiVinE precedence: || and && bind equally, left to right */
	IrStmt *g = p->aut.edges[1]->stmt;
	CU_ASSERT_EQUAL(g->e->kind, IR_E_BINOP);
	CU_ASSERT_EQUAL(g->e->op, IR_OP_AND);
	CU_ASSERT_EQUAL(p->aut.edges[2]->stmt->e, NULL);
	/* imply, Proc.state, Proc->var */
	IrExpr *q = m->procs[1]->aut.edges[0]->stmt->e;
	CU_ASSERT_EQUAL(q->op, IR_OP_OR);
	CU_ASSERT_EQUAL(q->a[0]->kind, IR_E_UNOP);
	CU_ASSERT_EQUAL(q->a[0]->a[0]->kind, IR_E_REMOTE_LABEL);
	CU_ASSERT_PTR_EQUAL(q->a[0]->a[0]->label, p->aut.locs[1]);
	CU_ASSERT_EQUAL(q->a[1]->a[0]->kind, IR_E_REMOTE_VAR);
	CU_ASSERT_PTR_EQUAL(q->a[1]->a[0]->proc, p);
	ir_free(m);
}

static void test_globals(void)
{
	IrModel *m = load(basic);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	IrVar *x = global(m, "x"), *a = global(m, "a"), *y = global(m, "y");
	CU_ASSERT_PTR_NOT_NULL_FATAL(x);
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_PTR_NOT_NULL_FATAL(y);
	CU_ASSERT_PTR_NULL(global(m, "N")); /* folded */
	CU_ASSERT_EQUAL(x->type.kind, IR_T_BYTE);
	CU_ASSERT_EQUAL(y->type.kind, IR_T_SHORT);
	CU_ASSERT_EQUAL(y->init->value, -5);
	CU_ASSERT_EQUAL(a->array_len, 3);
	CU_ASSERT_EQUAL_FATAL(a->ninits, 2);
	CU_ASSERT_EQUAL(a->inits[1]->value, 2);
	CU_ASSERT_PTR_NULL(a->init);
	CU_ASSERT(x->flags & IR_VAR_WRITTEN);
	int found = 0;
	for (int i = 0; i < m->ndefines; i++)
		found |= strcmp(m->defines[i]->name, "N") == 0 && strcmp(m->defines[i]->body, "6") == 0;
	CU_ASSERT(found);
	ir_free(m);
}

static void test_channels(void)
{
	IrModel *m = load(
		"channel c;\n"
		"channel {byte, int} b[2];\n"
		"byte v;\n"
		"process S { state s; init s; trans s -> s { sync c!v+1; }, s -> s { sync b!{1, 2}; }; }\n"
		"process R { state r; init r; trans r -> r { sync c?v; effect v = 0; }; }\n"
		"system async;\n");
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	IrVar *c = global(m, "c"), *b = global(m, "b");
	CU_ASSERT_PTR_NOT_NULL_FATAL(c);
	CU_ASSERT_PTR_NOT_NULL_FATAL(b);
	CU_ASSERT_EQUAL(c->type.kind, IR_T_CHAN);
	CU_ASSERT_EQUAL(c->chan_init->capacity, 0);
	CU_ASSERT_EQUAL(c->chan_init->nfields, 1);
	CU_ASSERT_EQUAL(b->chan_init->capacity, 2);
	CU_ASSERT_EQUAL(b->chan_init->nfields, 2);
	CU_ASSERT_EQUAL(b->chan_init->fields[1].kind, IR_T_SHORT);
	IrStmt *snd = m->procs[0]->aut.edges[0]->stmt;
	CU_ASSERT_PTR_NOT_NULL_FATAL(snd->sync);
	CU_ASSERT_EQUAL(snd->sync->kind, IR_S_SEND);
	CU_ASSERT_EQUAL(snd->sync->nargs, 1);
	CU_ASSERT_PTR_EQUAL(snd->sync->e->var, c);
	CU_ASSERT_EQUAL(m->procs[0]->aut.edges[1]->stmt->sync->nargs, 2);
	IrStmt *rcv = m->procs[1]->aut.edges[0]->stmt;
	CU_ASSERT_EQUAL(rcv->sync->kind, IR_S_RECV);
	CU_ASSERT_EQUAL(rcv->sync->nargs, 1);
	CU_ASSERT_EQUAL(rcv->sync->rargs[0].kind, IR_RA_VAR);
	CU_ASSERT(rcv->sync->range_check);
	CU_ASSERT_EQUAL(rcv->neffects, 1);
	ir_free(m);
}

static void test_property(void)
{
	IrModel *m = load(
		"byte x;\n"
		"process P { state a, b; init a; trans a -> b { effect x = 1; }, b -> a {}; }\n"
		"process LTL_property { state q1, q2; init q1; accept q2;\n"
		"  trans q1 -> q1 {}, q1 -> q2 { guard P.b and not (x == 0); }, q2 -> q2 {}; }\n"
		"system async property LTL_property;\n");
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m->never);
	CU_ASSERT_STRING_EQUAL(m->never->name, "LTL_property");
	CU_ASSERT_EQUAL(m->never->kind, IR_PROC_NEVER);
	CU_ASSERT(m->never->aut.locs[1]->flags & IR_LOC_ACCEPT);
	CU_ASSERT_EQUAL(m->never->aut.nedges, 3);
	CU_ASSERT_EQUAL(m->never->aut.edges[0]->stmt->kind, IR_S_EXPR);
	CU_ASSERT_EQUAL(m->never->aut.edges[1]->stmt->e->op, IR_OP_AND);
	CU_ASSERT_EQUAL(m->ntrans, 5);
	ir_free(m);
}

static void test_array_alone(void)
{
	/* DiVinE: an array named alone is its element 0 */
	IrModel *m = load("byte e[2];\nprocess P { state a; init a; trans a -> a { guard e == 0; effect e = 1; }; }\nsystem async;\n");
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	IrStmt *s = m->procs[0]->aut.edges[0]->stmt;
	CU_ASSERT_EQUAL(s->e->a[0]->kind, IR_E_INDEX);
	CU_ASSERT_EQUAL(s->effects[0]->lhs->kind, IR_E_INDEX);
	ir_free(m);
}

static void test_local_consts(void)
{
	IrModel *m = load(
		"const byte K = 3;\n"
		"process P { const byte L = K + 1; byte a[2] = {L, K}; byte b = L * 2;\n"
		"  state s; init s; trans s -> s { guard b == 8; }; }\n"
		"process Q { state q; init q; trans q -> q { guard P.b == 8 && P->a[1] == 3; }; }\n"
		"system async;\n");
	CU_ASSERT_PTR_NOT_NULL_FATAL(m);
	IrProctype *p = m->procs[0];
	CU_ASSERT_EQUAL_FATAL(p->nlocals, 2); /* L is folded */
	CU_ASSERT_EQUAL(p->locals[0]->ninits, 2);
	CU_ASSERT_EQUAL(p->locals[0]->inits[0]->value, 4);
	CU_ASSERT_EQUAL(p->locals[1]->init->value, 8);
	/* `P.b` for a variable of P is read as P->b */
	IrExpr *g = m->procs[1]->aut.edges[0]->stmt->e;
	CU_ASSERT_EQUAL(g->a[0]->a[0]->kind, IR_E_REMOTE_VAR);
	CU_ASSERT_EQUAL(g->a[1]->a[0]->kind, IR_E_REMOTE_VAR);
	CU_ASSERT_PTR_NOT_NULL(g->a[1]->a[0]->a[1]);
	ir_free(m);
}

static void test_errors(void)
{
	CU_ASSERT_PTR_NULL(load("byte x;\nprocess P { state a; init a;\n  trans a -> a { guard y == 1; }; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(3, 24, "undeclared name 'y'"));
	CU_ASSERT_PTR_NULL(load("process P { state a, b; init a;\n trans a -> c {}; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(2, 13, "target state 'c'"));
	CU_ASSERT_PTR_NULL(load("byte x\nprocess P { state a; init a; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(2, 1, "syntax error"));
	CU_ASSERT_PTR_NULL(load("process P { state a; init a; }\nsystem sync;\n"));
	CU_ASSERT(has_error_at(2, 8, "system sync is not supported yet"));
	CU_ASSERT_PTR_NULL(load("const byte N = 1;\nprocess P { state a; init a; trans a -> a { effect N = 2; }; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(2, 52, "assignment to constant 'N'"));
	CU_ASSERT_PTR_NULL(load("process P { state a; init a; trans a -> a { guard 1 @ 2; }; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(1, 53, "unexpected character '@'"));
	/* the caret line */
	CU_ASSERT_PTR_NOT_NULL(strstr(err_text, "\n                                                    ^\n"));
	CU_ASSERT_PTR_NULL(load("channel c;\nbyte v;\nprocess P { state a; init a; trans a -> a { sync c!1; }, a -> a { sync c?; }; }\nsystem async;\n"));
	CU_ASSERT(has_error_at(3, 72, "channel 'c' is used with 0 values here but with 1 at line 3"));
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("fe_dve", NULL, NULL);
	CU_add_test(s, "lowered shapes", test_shapes);
	CU_add_test(s, "globals and constants", test_globals);
	CU_add_test(s, "channels and syncs", test_channels);
	CU_add_test(s, "property process", test_property);
	CU_add_test(s, "array without index", test_array_alone);
	CU_add_test(s, "process constants, P.var", test_local_consts);
	CU_add_test(s, "error locations", test_errors);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned nf = CU_get_number_of_failures();
	CU_cleanup_registry();
	return nf ? 1 : 0;
}
