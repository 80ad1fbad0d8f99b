/*
 * merge.c -- statement merging (Spin's default; spin -o3 turns it off).
 *
 * A run of statements of one process that touch only its own state is one
 * transition of the stored graph: after a step whose process lands on a
 * location where merging continues, the runtime neither stores the state
 * nor lets another process move; the process goes on at once (the
 * successor is flagged like an atomic step, runtime/llsupport.c
 * rt_ll_fire).  The result is one flag per transition id, MirModel.merge
 * (MccModel.merge): 1 iff the process continues after the step.
 *
 * Which steps continue follows Spin's rules (spin's flow analysis of
 * statement merging), restated on the IR:
 *
 *  - a *follow-on* is a statement that can always execute (an assignment
 *    without `run`, printf, printm, assert; the step of a record declared
 *    after the first statement, IrStmt.spin_decl, which is an assignment
 *    in Spin) standing alone at a location
 *    of its own (one outgoing edge; not the entry of an if, do, atomic or
 *    d_step, recognised by the location's Spin state number being the
 *    statement's own), with no label there, no `unless` escape, and that
 *    touches no global state (outside an atomic sequence; inside one a
 *    global statement may follow on too);
 *  - a step continues iff it is such a statement itself (any location),
 *    or a condition (without `run`), a receive or a send (the latter only
 *    in models without rendezvous channels) that touches no global state
 *    (or lies in an atomic sequence), and the statement at its target
 *    location is a follow-on.  A jump that is a state of its own counts
 *    as a condition, but not the break target of a do or for that ends
 *    an atomic sequence (IrStmt.spin_break): Spin's element there carries
 *    the loop's :bN label, so it is neither eligible nor a condition.
 *
 * "Touches global state" is Spin's test, made stricter where Spin's is not
 * sound: globals (except those declared `local`), _nr_pr, _last, timeout,
 * np_, enabled(), pc_value(), priorities, remote references, `run`,
 * embedded C (but, as in Spin, not a c_expr in a chain's guard whose text
 * names no `now.` and holds no `(`: see c_text_global); channel operations unless the channel is declared exclusive
 * to the process (xr for receives and polls, xs for sends) and neither a
 * never claim nor a compiled proposition (ltl block, mcc -f) polls it
 * (len, empty, full, nempty, nfull, c?[..]), as Spin has it; unlike Spin,
 * a global read in an array index counts too.  (A formula given to pan at
 * run time may poll such a channel; the chains stay sound, since their
 * follow-ons change no channel.)  A
 * follow-on never blocks, so the process that continues is never stuck
 * inside a chain; chains never pass a label, so end, progress and accept
 * states and `P@label` propositions only see stored locations.
 *
 * No merging at all (as in Spin) when the model refers to a local
 * variable remotely (`P:x`, which a proposition could read inside a
 * chain) or has `provided` clauses; and (unlike Spin, which merges there)
 * when it uses process priorities.  A location that `P@label` names is
 * never the source of a chain's first step (Spin's rule, kept for equal
 * state counts).  The runtime turns merging off where the property could
 * see inside a chain (run-time propositions over locals, formulas with X,
 * never claims), and for simulations.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

enum { XU_R = 1, XU_S = 2 }; /* xr, xs declared for a channel variable */

typedef struct Mg {
	const IrModel *m;
	int remote_var;        /* some P:x anywhere, or pc_value() in a
	                          proposition: no merging */
	int in_ap;             /* scanning a compiled proposition */
	int in_claim;          /* scanning a never claim or a proposition */
	const IrLocation **reflab; /* locations named by P@label */
	int nreflab, capreflab;
	const IrVar **polled;  /* channels whose length or contents a never
	                          claim or a proposition reads */
	int npolled, cappolled;
} Mg;

/* ------------------------------------------------ the whole model's facts */

/* Append x to the list *v of *n entries, *cap allocated. */
static void push_ptr(const void ***v, int *n, int *cap, const void *x)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		*v = realloc(*v, sizeof **v * (size_t)*cap);
		if (!*v)
			abort();
	}
	(*v)[(*n)++] = x;
}

/* The channel variable an expression names (through indices, fields). */
static const IrVar *chan_var(const IrExpr *c)
{
	while (c && (c->kind == IR_E_INDEX || c->kind == IR_E_FIELD))
		c = c->a[0];
	return c && c->kind == IR_E_VAR ? c->var : NULL;
}

/* A channel a claim polls (Spin: its xr/xs no longer make it exclusive). */
static void scan_polled(Mg *g, const IrExpr *e)
{
	const IrVar *v = NULL;
	switch (e->kind) {
	case IR_E_LEN: case IR_E_EMPTY: case IR_E_NEMPTY: case IR_E_FULL: case IR_E_NFULL:
		v = chan_var(e->a[0]);
		break;
	case IR_E_POLL:
		v = e->recv ? chan_var(e->recv->e) : NULL;
		break;
	default:
		break;
	}
	if (v)
		push_ptr((const void ***)&g->polled, &g->npolled, &g->cappolled, v);
}

/* One expression node (ir_visit_*). */
static void scan_expr(void *ctx, const IrExpr *e)
{
	Mg *g = ctx;
	if (g->in_claim)
		scan_polled(g, e);
	if (e->kind == IR_E_REMOTE_VAR)
		g->remote_var = 1;
	if (e->kind == IR_E_PC_VALUE && g->in_ap)
		g->remote_var = 1; /* a property that sees every location */
	if (e->kind == IR_E_REMOTE_LABEL && e->label)
		push_ptr((const void ***)&g->reflab, &g->nreflab, &g->capreflab, e->label);
}

static void scan_aut(Mg *g, const IrAutomaton *a)
{
	for (int i = 0; i < a->nedges; i++)
		ir_visit_stmt(a->edges[i]->stmt, scan_expr, g);
}

static int has_rendezvous(const MirModel *mm)
{
	for (int i = 0; i < mm->nq; i++)
		if (mm->q[i].cap == 0)
			return 1;
	return 0;
}

/* ------------------------------------------------ does a statement touch
 * global state (Spin's has_global, stricter on indices) */

static int xu_of(const Mg *g, const IrExpr *c)
{
	const IrVar *v = chan_var(c);
	if (!v)
		return 0;
	for (int i = 0; i < g->npolled; i++)
		if (g->polled[i] == v)
			return 0; /* a claim polls it: not exclusive */
	int xu = 0;
	for (int i = 0; i < g->m->nxrxs; i++)
		if (g->m->xrxs[i]->chan == v)
			xu |= g->m->xrxs[i]->is_send ? XU_S : XU_R;
	return xu;
}

static int g_expr(const Mg *g, const IrExpr *e);

/* Embedded C text that Spin counts as global: it names a Promela global
 * (`now.`) or may call a function (a `(`).  Other text is local to Spin,
 * also when it reads C memory that other processes write: that is sound
 * for a chain's guard only (what the guard reads may change before it
 * runs, never between it and its follow-ons, which touch nothing shared),
 * so only head() uses it; everywhere else embedded C is global. */
static int c_text_global(const char *t)
{
	return !t || strstr(t, "now.") || strchr(t, '(');
}

/* g_expr of a chain's guard: as g_expr, but with Spin's test for the
 * text of a c_expr. */
static int g_guard(const Mg *g, const IrExpr *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case IR_E_C_EXPR:
		return c_text_global(e->text);
	case IR_E_INDEX: case IR_E_FIELD: case IR_E_UNOP: case IR_E_BINOP: case IR_E_COND:
		return g_guard(g, e->a[0]) || g_guard(g, e->a[1]) || g_guard(g, e->a[2]);
	default:
		return g_expr(g, e);
	}
}

/* A channel named by expression c, used with exclusivity `need`: global
 * unless xr/xs give it (the channel variable itself is then exclusive,
 * whatever its scope), or an array index on the way reads global state. */
static int g_chan(const Mg *g, const IrExpr *c, int need)
{
	if ((xu_of(g, c) & need) != need)
		return 1;
	for (; c && (c->kind == IR_E_INDEX || c->kind == IR_E_FIELD); c = c->a[0])
		if (c->kind == IR_E_INDEX && g_expr(g, c->a[1]))
			return 1;
	return 0;
}

static int g_recv(const Mg *g, const IrStmt *s, int need)
{
	if (g_chan(g, s->e, need))
		return 1;
	for (int i = 0; i < s->nargs; i++)
		if (g_expr(g, s->rargs[i].e))
			return 1;
	return 0;
}

static int g_expr(const Mg *g, const IrExpr *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE: case IR_E_PID:
		return 0;
	case IR_E_VAR:
		return e->var->scope == IR_SCOPE_GLOBAL && !(e->var->flags & IR_VAR_LOCAL);
	case IR_E_INDEX: case IR_E_FIELD: case IR_E_UNOP: case IR_E_BINOP: case IR_E_COND:
		return g_expr(g, e->a[0]) || g_expr(g, e->a[1]) || g_expr(g, e->a[2]);
	case IR_E_LEN:
		return g_chan(g, e->a[0], XU_R | XU_S);
	case IR_E_NEMPTY: case IR_E_FULL:
		return g_chan(g, e->a[0], XU_R);
	case IR_E_EMPTY: case IR_E_NFULL:
		return g_chan(g, e->a[0], XU_S);
	case IR_E_POLL:
		return !e->recv || g_recv(g, e->recv, XU_R | XU_S);
	default: /* _nr_pr, _last, timeout, np_, enabled, pc_value,
		    priorities, remote references, run, c_expr */
		return 1;
	}
}

static int g_stmt(const Mg *g, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR: case IR_S_ASSERT: case IR_S_PRINTM:
		return g_expr(g, s->e);
	case IR_S_ASSIGN:
		return g_expr(g, s->lhs) || g_expr(g, s->e);
	case IR_S_PRINTF:
		for (int i = 0; i < s->nargs; i++)
			if (g_expr(g, s->args[i]))
				return 1;
		return 0;
	case IR_S_SEND:
		if (g_chan(g, s->e, XU_S))
			return 1;
		for (int i = 0; i < s->nargs; i++)
			if (g_expr(g, s->args[i]))
				return 1;
		return 0;
	case IR_S_RECV:
		return g_recv(g, s, XU_R);
	default:
		return 1;
	}
}

/* ------------------------------------------------ per edge */

typedef struct MgProc {
	const Mg *g;
	const IrAutomaton *a;
	int has_rv;
} MgProc;

/* The location is the statement's own (not an if, do, atomic entry). */
static int own(const MgProc *p, const IrEdge *e)
{
	const IrLocation *L = p->a->locs[e->src];
	return L->spin_no && L->spin_no == e->stmt->spin_no;
}

/* Named by some P@label (Spin: treated as global, never a chain's). */
static int remote_ref(const MgProc *p, const IrEdge *e)
{
	const IrLocation *L = p->a->locs[e->src];
	if (!own(p, e))
		return 0;
	for (int i = 0; i < p->g->nreflab; i++)
		if (p->g->reflab[i] == L)
			return 1;
	return 0;
}

/* Common conditions: no escape, not remotely named, local (global: does
 * the statement touch global state) or atomic. */
static int mergeable_as(const MgProc *p, const IrEdge *e, int global)
{
	const IrLocation *L = p->a->locs[e->src];
	for (int i = 0; i < L->nout; i++)
		if (L->out[i]->prio > e->prio)
			return 0; /* inside an unless */
	if (remote_ref(p, e))
		return 0;
	int atomic = e->in_atomic || e->atomic || (L->flags & IR_LOC_ATOMIC);
	return atomic || !global;
}

static int mergeable(const MgProc *p, const IrEdge *e)
{
	return mergeable_as(p, e, g_stmt(p->g, e->stmt));
}

/* A statement that always executes (Spin's "eligible" step). */
static int eligible(const MgProc *p, const IrEdge *e)
{
	const IrStmt *s = e->stmt;
	switch (s->kind) {
	case IR_S_ASSIGN:
		if (ir_expr_has_run(s->e))
			return 0;
		break;
	case IR_S_PRINTF: case IR_S_PRINTM: case IR_S_ASSERT:
		break;
	case IR_S_EXPR:
		if (!s->spin_decl)
			return 0;
		break;
	default:
		return 0;
	}
	if (own(p, e) && p->a->locs[e->src]->nlabels > 0)
		return 0;
	return mergeable(p, e);
}

/* A guard that may head a chain (Spin's merge start). */
static int head(const MgProc *p, const IrEdge *e)
{
	const IrStmt *s = e->stmt;
	switch (s->kind) {
	case IR_S_EXPR:
		if (ir_expr_has_run(s->e) || s->spin_break)
			return 0;
		return mergeable_as(p, e, g_guard(p->g, s->e));
	case IR_S_RECV:
		break;
	case IR_S_SEND:
		if (p->has_rv)
			return 0;
		break;
	default:
		return 0;
	}
	return mergeable(p, e);
}

/* The follow-on at e's target, or NULL. */
static const IrEdge *follow_on(const MgProc *p, const IrEdge *e)
{
	const IrLocation *D = p->a->locs[e->dst];
	if (D->nout != 1 || (D->flags & (IR_LOC_FINAL | IR_LOC_END | IR_LOC_PROGRESS |
	    IR_LOC_ACCEPT | IR_LOC_COMMIT | IR_LOC_ATOMIC)))
		return NULL;
	const IrEdge *f = D->out[0];
	return own(p, f) && eligible(p, f) ? f : NULL;
}

/* Mark the edges of one proctype; a cycle of continuing steps (a loop
 * of follow-ons) is cut where the walk finds it closed. */
static int merge_proc(const MgProc *p, uint8_t *merge, int ntrans)
{
	const IrAutomaton *a = p->a;
	int n = 0;
	for (int i = 0; i < a->nedges; i++) {
		const IrEdge *e = a->edges[i];
		if (e->id < 0 || e->id >= ntrans)
			continue;
		if ((eligible(p, e) || head(p, e)) && follow_on(p, e))
			merge[e->id] = 1;
	}
	char *on = calloc((size_t)a->nlocs + 1, 1);
	for (int i = 0; i < a->nedges; i++) {
		const IrEdge *e = a->edges[i];
		if (e->id < 0 || e->id >= ntrans || !merge[e->id])
			continue;
		memset(on, 0, (size_t)a->nlocs + 1);
		on[e->src] = 1;
		const IrEdge *c = e;
		while (merge[c->id]) {
			if (on[c->dst]) {
				merge[c->id] = 0;
				break;
			}
			on[c->dst] = 1;
			c = a->locs[c->dst]->out[0];
		}
	}
	free(on);
	for (int i = 0; i < a->nedges; i++)
		if (a->edges[i]->id >= 0 && a->edges[i]->id < ntrans)
			n += merge[a->edges[i]->id];
	return n;
}

void mir_merge(MirModel *mm)
{
	const IrModel *m = mm->m;
	mm->merge = NULL;
	if (!mm->opt->merge || m->has_priority || !mm->ntrans)
		return;
	Mg g = { .m = m };
	for (int p = 0; p < m->nprocs; p++) {
		if (m->procs[p]->provided)
			return;
		g.in_claim = m->procs[p]->kind == IR_PROC_NEVER;
		scan_aut(&g, &m->procs[p]->aut);
	}
	g.in_ap = g.in_claim = 1;
	for (int i = 0; i < m->naps; i++)
		ir_visit_expr(m->aps[i]->e, scan_expr, &g);
	uint8_t *merge = calloc((size_t)mm->ntrans, 1);
	int n = 0;
	if (!merge)
		abort();
	if (!g.remote_var) {
		MgProc mp = { .g = &g, .has_rv = has_rendezvous(mm) };
		for (int p = 0; p < m->nprocs; p++)
			if (m->procs[p]->kind <= IR_PROC_INIT) {
				mp.a = &m->procs[p]->aut;
				n += merge_proc(&mp, merge, mm->ntrans);
			}
	}
	free(g.reflab);
	free(g.polled);
	if (n)
		mm->merge = merge;
	else
		free(merge);
}
