/*
 * claim.c -- a never claim in the normal form the code generators and the
 * runtime read: every edge a condition (IR_S_EXPR, constant 1 for skip)
 * or an `else`, none atomic.
 *
 * The claims `spin -f` writes are not in that form: `<> b` and `a U b`
 * give `:: atomic { ((b)) -> assert(!((b))) }`, a claim that, once b
 * holds, fails an assertion in the same system state.  As in Spin:
 *
 *  - `assert(e)` in a claim is always executable; where e is false the
 *    claim has found what it looks for: the edge becomes `e -> dst` and
 *    `!e -> V`, V a new location flagged IR_LOC_CLAIM_ASSERT (a
 *    violation, like the end of the claim; runtime/model.h) whose edges
 *    are those of dst, for pan -A (assertions ignored: the claim goes on
 *    as if the assertion held, as Spin's -A does);
 *  - `printf`/`printm` are skips;
 *  - an atomic sequence keeps the claim moving without a system step in
 *    between, so its steps read one system state: an atomic edge
 *    X -g1-> Y followed by Y -g2-> Z becomes X -(g1 && g2)-> Z, and
 *    where no edge of Y can move, X -(g1 && !en(Y))-> Y (the sequence
 *    loses control, as any blocked atomic sequence: the system moves).
 *
 * Locations are kept (some become unreachable), so labels keep their
 * places.  An accept label strictly inside an atomic sequence is refused:
 * its acceptance would belong to the composed edges only in part.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/promela/pml.h"

/* One composed edge under construction. */
typedef struct ClEdge {
	int dst;
	IrExpr *g;            /* guard, NULL = true */
	const char *text;     /* its text, NULL = true */
	int changed;          /* differs from the original edge */
} ClEdge;

/* A violation location of a failed assertion: one per (assertion, the
 * place after it). */
typedef struct ClViol {
	const IrStmt *assert;
	int after;            /* the assertion's successor location */
	int loc;              /* the violation location */
} ClViol;

typedef struct Cl {
	PmlCtx *c;
	IrArena *A;
	IrAutomaton *aut;
	int fin;              /* the end of the claim */
	ClEdge *out; int nout, cap;
	ClViol *viol; int nviol;
} Cl;

/* The violation location of assertion s followed by location after. */
static int cl_viol(Cl *k, const IrStmt *s, int after)
{
	for (int i = 0; i < k->nviol; i++)
		if (k->viol[i].assert == s && k->viol[i].after == after)
			return k->viol[i].loc;
	IrLocation *v = ir_alloc(k->A, sizeof *v);
	v->index = k->aut->nlocs;
	v->flags = IR_LOC_CLAIM_ASSERT |
	    (k->aut->locs[after]->flags & IR_LOC_ACCEPT);
	v->loc = s->loc;
	ir_push(k->A, (void ***)&v->labels, &v->nlabels,
	    (void *)(s->text ? s->text : "assert"));
	/* locs was allocated to its size (not by ir_push): a new array */
	IrLocation **nl = ir_alloc(k->A, sizeof *nl * (size_t)(k->aut->nlocs + 1));
	memcpy(nl, k->aut->locs, sizeof *nl * (size_t)k->aut->nlocs);
	nl[k->aut->nlocs++] = v;
	k->aut->locs = nl;
	k->viol = realloc(k->viol, sizeof *k->viol * (size_t)(k->nviol + 1));
	k->viol[k->nviol++] = (ClViol){ s, after, v->index };
	return v->index;
}

static IrExpr *cl_unop(Cl *k, IrOp op, IrExpr *a)
{
	IrExpr *e = ir_alloc(k->A, sizeof *e);
	e->kind = IR_E_UNOP;
	e->op = op;
	e->a[0] = a;
	e->loc = a->loc;
	e->type.kind = IR_T_INT;
	return e;
}

static IrExpr *cl_binop(Cl *k, IrOp op, IrExpr *a, IrExpr *b)
{
	IrExpr *e = ir_alloc(k->A, sizeof *e);
	e->kind = IR_E_BINOP;
	e->op = op;
	e->a[0] = a;
	e->a[1] = b;
	e->loc = a->loc;
	e->type.kind = IR_T_INT;
	return e;
}

static const char *cl_text(Cl *k, const char *fmt, const char *a, const char *b)
{
	size_t n = strlen(fmt) + strlen(a) + (b ? strlen(b) : 0) + 1;
	char *s = ir_alloc(k->A, n);
	snprintf(s, n, fmt, a, b ? b : "");
	return s;
}

/* g && h (NULL is true). */
static void cl_and(Cl *k, IrExpr **g, const char **gt, IrExpr *h, const char *ht)
{
	if (!h)
		return;
	if (!*g) {
		*g = h;
		*gt = ht;
		return;
	}
	*g = cl_binop(k, IR_OP_AND, *g, h);
	*gt = cl_text(k, "(%s && %s)", *gt, ht);
}

/* The condition under which edge e can move (NULL: always), sibling
 * edges of its source considered for an `else`. */
static IrExpr *cl_exec(Cl *k, const IrLocation *L, const IrEdge *e, const char **text);

/* en(L): some edge of L can move (NULL: always). */
static IrExpr *cl_enabled(Cl *k, const IrLocation *L, const char **text)
{
	IrExpr *any = NULL;
	const char *at = NULL;
	for (int i = 0; i < L->nout; i++) {
		const IrStmt *s = L->out[i]->stmt;
		if (s->kind == IR_S_ELSE)
			return *text = NULL, NULL; /* an else makes L always enabled */
		const char *t;
		IrExpr *x = cl_exec(k, L, L->out[i], &t);
		if (!x)
			return *text = NULL, NULL;
		any = any ? cl_binop(k, IR_OP_OR, any, x) : x;
		at = at ? cl_text(k, "(%s || %s)", at, t) : t;
	}
	if (!any) { /* no edge: never enabled */
		IrExpr *z = ir_alloc(k->A, sizeof *z);
		z->kind = IR_E_CONST;
		z->type.kind = IR_T_INT;
		any = z;
		at = "0";
	}
	*text = at;
	return any;
}

static IrExpr *cl_exec(Cl *k, const IrLocation *L, const IrEdge *e, const char **text)
{
	const IrStmt *s = e->stmt;
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_CONST && s->e->value)
			return *text = NULL, NULL;
		*text = s->text ? s->text : "?";
		return s->e;
	case IR_S_ELSE: {
		/* none of the other edges of L can move */
		IrExpr *any = NULL;
		const char *at = NULL;
		for (int i = 0; i < L->nout; i++) {
			if (L->out[i] == e || L->out[i]->stmt->kind == IR_S_ELSE)
				continue;
			const char *t;
			IrExpr *x = cl_exec(k, L, L->out[i], &t);
			if (!x) { /* another edge always moves: else never */
				IrExpr *z = ir_alloc(k->A, sizeof *z);
				z->kind = IR_E_CONST;
				z->type.kind = IR_T_INT;
				*text = "0";
				return z;
			}
			any = any ? cl_binop(k, IR_OP_OR, any, x) : x;
			at = at ? cl_text(k, "(%s || %s)", at, t) : t;
		}
		if (!any)
			return *text = NULL, NULL;
		*text = cl_text(k, "!(%s)", at, NULL);
		return cl_unop(k, IR_OP_NOT, any);
	}
	default: /* assert, printf, printm: always executable */
		return *text = NULL, NULL;
	}
}

static void cl_emit(Cl *k, int dst, IrExpr *g, const char *gt, int changed)
{
	if (k->nout == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 8;
		k->out = realloc(k->out, sizeof *k->out * (size_t)k->cap);
	}
	k->out[k->nout++] = (ClEdge){ dst, g, gt, changed };
}

/* Follow edge e of location L with guard g so far (depth: atomic steps
 * composed); the resulting edges go to k->out. */
static void cl_follow(Cl *k, const IrLocation *L, const IrEdge *e, IrExpr *g,
    const char *gt, int depth)
{
	const IrStmt *s = e->stmt;
	IrExpr *x;
	const char *xt;
	switch (s->kind) {
	case IR_S_EXPR: case IR_S_ELSE: case IR_S_PRINTF: case IR_S_PRINTM:
		x = cl_exec(k, L, e, &xt);
		cl_and(k, &g, &gt, x, xt);
		break;
	case IR_S_ASSERT: {
		/* false: the claim has found its violation */
		IrExpr *bad = g;
		const char *bt = gt;
		cl_and(k, &bad, &bt, cl_unop(k, IR_OP_NOT, s->e),
		    cl_text(k, "!(%s)", s->text ? s->text : "?", NULL));
		cl_emit(k, cl_viol(k, s, e->dst), bad, bt, 1);
		cl_and(k, &g, &gt, s->e, s->text ? s->text : "?");
		break;
	}
	default:
		pml_error(k->c, s->loc, "this statement is not supported in a never "
		    "claim (only conditions, skip, else, goto, assert, printf)");
		return;
	}
	int changed = depth > 0 || s->kind == IR_S_ASSERT || s->kind == IR_S_PRINTF ||
	    s->kind == IR_S_PRINTM;
	const IrLocation *D = k->aut->locs[e->dst];
	if (!e->atomic || e->dst == k->fin) {
		cl_emit(k, e->dst, g, gt, changed);
		return;
	}
	if (depth >= 64) {
		pml_error(k->c, s->loc, "an atomic sequence of the never claim loops");
		return;
	}
	if (D->flags & IR_LOC_ACCEPT) {
		pml_error(k->c, D->loc, "an accept label inside an atomic sequence of a "
		    "never claim is not supported");
		return;
	}
	for (int i = 0; i < D->nout; i++)
		cl_follow(k, D, D->out[i], g, gt, depth + 1);
	/* nothing of D can move: the sequence stops at D */
	const char *et;
	IrExpr *en = cl_enabled(k, D, &et);
	if (en) {
		cl_and(k, &g, &gt, cl_unop(k, IR_OP_NOT, en), cl_text(k, "!(%s)", et, NULL));
		cl_emit(k, e->dst, g, gt, 1);
	}
}

static IrEdge *cl_edge(Cl *k, int src, const ClEdge *c, const IrEdge *orig)
{
	IrEdge *e = ir_alloc(k->A, sizeof *e);
	e->src = src;
	e->dst = c->dst;
	if (!c->changed) {
		e->stmt = orig->stmt;
		return e;
	}
	IrStmt *s = ir_alloc(k->A, sizeof *s);
	s->kind = IR_S_EXPR;
	s->loc = orig->stmt->loc;
	if (c->g) {
		s->e = c->g;
		s->text = c->text;
	} else {
		IrExpr *one = ir_alloc(k->A, sizeof *one);
		one->kind = IR_E_CONST;
		one->value = 1;
		one->loc = s->loc;
		one->type.kind = IR_T_INT;
		s->e = one;
		s->text = "(1)";
	}
	e->stmt = s;
	return e;
}

void pml_claim_normalize(PmlCtx *c, IrProctype *pt)
{
	IrAutomaton *a = &pt->aut;
	Cl k = { c, c->arena, a, -1, NULL, 0, 0, NULL, 0 };
	for (int l = 0; l < a->nlocs; l++)
		if ((a->locs[l]->flags & IR_LOC_FINAL) && a->locs[l]->nout == 0)
			k.fin = l;
	if (k.fin < 0)
		return;
	/* new out lists, computed from the old ones before any is replaced
	 * (violation locations are added at the end meanwhile) */
	int n0 = a->nlocs;
	IrEdge ***outs = calloc((size_t)n0 * 2 + 8, sizeof *outs);
	int *nouts = calloc((size_t)n0 * 2 + 8, sizeof *nouts);
	for (int l = 0; l < n0; l++) {
		const IrLocation *L = a->locs[l];
		for (int i = 0; i < L->nout; i++) {
			k.nout = 0;
			cl_follow(&k, L, L->out[i], NULL, NULL, 0);
			for (int j = 0; j < k.nout; j++) {
				IrEdge *e = cl_edge(&k, l, &k.out[j], L->out[i]);
				e->prio = L->out[i]->prio;
				ir_push(k.A, (void ***)&outs[l], &nouts[l], e);
			}
		}
	}
	/* a violation location moves on as its assertion's successor */
	if (a->nlocs > n0 * 2 + 8) {
		outs = realloc(outs, sizeof *outs * (size_t)a->nlocs);
		nouts = realloc(nouts, sizeof *nouts * (size_t)a->nlocs);
	}
	for (int i = 0; i < k.nviol; i++) {
		int v = k.viol[i].loc, d = k.viol[i].after;
		outs[v] = NULL;
		nouts[v] = 0;
		for (int j = 0; j < nouts[d]; j++) {
			IrEdge *e = ir_alloc(k.A, sizeof *e);
			*e = *outs[d][j];
			e->src = v;
			ir_push(k.A, (void ***)&outs[v], &nouts[v], e);
		}
	}
	a->edges = NULL;
	a->nedges = 0;
	for (int l = 0; l < a->nlocs; l++) {
		a->locs[l]->out = outs[l];
		a->locs[l]->nout = nouts[l];
		a->locs[l]->flags &= ~(unsigned)IR_LOC_ATOMIC;
		for (int i = 0; i < nouts[l]; i++)
			ir_push(k.A, (void ***)&a->edges, &a->nedges, outs[l][i]);
	}
	free(outs);
	free(nouts);
	free(k.out);
	free(k.viol);
}
