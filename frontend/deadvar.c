/*
 * deadvar.c -- dead-variable reduction on the IR (what spin -a does unless
 * -o1 is given): a local variable whose value cannot be read again before
 * it is overwritten is reset to 0, so that states differing only in such
 * values become one state.
 *
 * The analysis is classic backward liveness over each process type's
 * automaton.  An edge's statement reads (gen) and writes (kill) variables;
 * a d_step body is summarized by its own liveness (see dstep_summary).
 * The reset list of an edge src -> dst holds every candidate variable v
 * that is dead at dst and might be non-zero there: v is live at src (its
 * value mattered, so it may be anything), the edge may write v, or src is
 * the start location (initializers and run arguments).  By induction over
 * the run, a candidate is then 0 in every state whose location has it
 * dead, except at the start location; a local dead at the start location
 * is reset when its process is created (IR_VAR_DEAD_START).
 *
 * Candidates are the locals (parameters included) of proctypes and init
 * that are scalars or arrays of a basic type other than chan, in the state
 * vector, and never read from outside their process: a variable named by
 * a remote reference anywhere in the model (never claims and compiled
 * propositions included) or by
 * the proctype's `provided` clause keeps its value.  Models with embedded
 * C are left alone (C code may read any variable).  Propositions given to
 * the verifier at run time are handled by the runtime: it turns the reset
 * of every variable they name off (MccModel.dv_on).
 *
 * Globals get Spin's rule for them (spin -a hides a global that is never
 * read, -o2 turns that off with the rest): see wonly_globals.
 *
 * Spin's own rule (mcc --spin-reductions, IR_DV_SPIN) resets fewer
 * locals, so that mcc stores exactly the states of spin -a: see
 * spin_resets.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/ir.h"

/* A set of candidates of one proctype: bit i = candidate number i. */
typedef struct Set {
	uint64_t *w;
} Set;

typedef struct Dv {
	IrModel *m;
	IrProctype *pt;
	int *cand;        /* per local of pt: candidate number or -1 */
	int ncand;
	int nw;           /* words per set */
	int **remote_of;  /* [proctype][local]: named by a remote reference */
	int spin;         /* Spin's rule (IR_DV_SPIN), see spin_resets */
	int any_remote;   /* some local is named by a remote reference */
} Dv;

static uint64_t *set_new(const Dv *d)
{
	uint64_t *w = calloc((size_t)d->nw + 1, sizeof *w);
	if (!w)
		abort();
	return w;
}

static void set_add(uint64_t *s, int i) { s[i >> 6] |= 1ull << (i & 63); }
static int set_has(const uint64_t *s, int i) { return (s[i >> 6] >> (i & 63)) & 1; }

/* Candidate number of a variable of the current proctype, or -1. */
static int cand_of(const Dv *d, const IrVar *v)
{
	if (!v || v->scope != IR_SCOPE_LOCAL || v->owner != d->pt)
		return -1;
	return d->cand[v->index];
}

/* Everything an expression reads goes into `gen`. */
static void expr_reads(const Dv *d, const IrExpr *e, uint64_t *gen);

static void stmt_reads_lvalue_parts(const Dv *d, const IrExpr *lv, uint64_t *gen)
{
	/* the lvalue's index expressions are read; the target is written */
	if (!lv)
		return;
	switch (lv->kind) {
	case IR_E_VAR:
		return;
	case IR_E_INDEX:
		stmt_reads_lvalue_parts(d, lv->a[0], gen);
		expr_reads(d, lv->a[1], gen);
		return;
	case IR_E_FIELD:
		stmt_reads_lvalue_parts(d, lv->a[0], gen);
		return;
	default:
		expr_reads(d, lv, gen);
	}
}

/* The variable an lvalue writes (whole or in part), or NULL. */
static const IrVar *lvalue_var(const IrExpr *lv)
{
	while (lv && (lv->kind == IR_E_INDEX || lv->kind == IR_E_FIELD))
		lv = lv->a[0];
	return lv && lv->kind == IR_E_VAR ? lv->var : NULL;
}

static void stmt_effect(const Dv *d, const IrStmt *s, uint64_t *gen, uint64_t *kill,
    uint64_t *mayw);

static void recv_args(const Dv *d, const IrStmt *s, uint64_t *gen, uint64_t *kill,
    uint64_t *mayw, int is_poll)
{
	expr_reads(d, s->e, gen);
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *ra = &s->rargs[i];
		if (ra->kind == IR_RA_EVAL || ra->kind == IR_RA_CONST || (is_poll && !d->spin)) {
			expr_reads(d, ra->e, gen);
		} else if (ra->kind == IR_RA_VAR && ra->e && !is_poll) {
			stmt_reads_lvalue_parts(d, ra->e, gen);
			int c = cand_of(d, lvalue_var(ra->e));
			if (c >= 0) {
				if (mayw)
					set_add(mayw, c);
				if (kill && ra->e->kind == IR_E_VAR)
					set_add(kill, c);
			}
		}
	}
}

static void expr_reads(const Dv *d, const IrExpr *e, uint64_t *gen)
{
	if (!e)
		return;
	if (e->kind == IR_E_VAR) {
		int c = cand_of(d, e->var);
		if (c >= 0)
			set_add(gen, c);
	}
	if (e->kind == IR_E_POLL && e->recv)
		recv_args(d, e->recv, gen, NULL, NULL, 1);
	for (int i = 0; i < 3; i++)
		expr_reads(d, e->a[i], gen);
	for (int i = 0; i < e->nargs; i++)
		expr_reads(d, e->args[i], gen);
}

/* Backward liveness over automaton a from the gen/kill sets of its edges
 * (indexed as a->edges): live[l] for each location, the least fixpoint
 * with everything live at the exits (locations without edges, or final)
 * if all_at_exit, else nothing. */
static void liveness(const Dv *d, const IrAutomaton *a, uint64_t **gen, uint64_t **kill,
    uint64_t **live, int all_at_exit)
{
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		int exit = L->nout == 0 || (L->flags & IR_LOC_FINAL);
		memset(live[l], all_at_exit && exit ? 0xff : 0, (size_t)d->nw * sizeof *live[l]);
	}
	int changed = 1;
	while (changed) {
		changed = 0;
		for (int i = a->nedges - 1; i >= 0; i--) {
			const IrEdge *e = a->edges[i];
			uint64_t *s = live[e->src];
			for (int w = 0; w < d->nw; w++) {
				uint64_t x = s[w] | gen[i][w] | (live[e->dst][w] & ~kill[i][w]);
				if (x != s[w]) {
					s[w] = x;
					changed = 1;
				}
			}
		}
	}
}

/* Per-edge sets of an automaton (Sets.n sets of each kind). */
typedef struct Sets {
	uint64_t **gen, **kill, **mayw, **live;
	int ne, nl;
} Sets;

/* gen/kill of every edge of a and the live sets' storage; mayw_all (if
 * not NULL) collects every candidate the edges may write, else each edge
 * gets its own mayw set. */
static void sets_init(const Dv *d, const IrAutomaton *a, Sets *S, uint64_t *mayw_all)
{
	S->ne = a->nedges;
	S->nl = a->nlocs;
	S->gen = calloc((size_t)S->ne + 1, sizeof *S->gen);
	S->kill = calloc((size_t)S->ne + 1, sizeof *S->kill);
	S->mayw = calloc((size_t)S->ne + 1, sizeof *S->mayw);
	S->live = calloc((size_t)S->nl + 1, sizeof *S->live);
	if (!S->gen || !S->kill || !S->mayw || !S->live)
		abort();
	for (int i = 0; i < S->ne; i++) {
		S->gen[i] = set_new(d);
		S->kill[i] = set_new(d);
		if (!mayw_all)
			S->mayw[i] = set_new(d);
		stmt_effect(d, a->edges[i]->stmt, S->gen[i], S->kill[i],
		    mayw_all ? mayw_all : S->mayw[i]);
	}
	for (int l = 0; l < S->nl; l++)
		S->live[l] = set_new(d);
}

static void sets_free(Sets *S)
{
	for (int i = 0; i < S->ne; i++) {
		free(S->gen[i]);
		free(S->kill[i]);
		free(S->mayw[i]);
	}
	for (int l = 0; l < S->nl; l++)
		free(S->live[l]);
	free(S->gen);
	free(S->kill);
	free(S->mayw);
	free(S->live);
}

/* Summary of a d_step body as one statement: gen = what is live at its
 * start when nothing is live after it; pass = what stays live through it
 * (not written on every path).  Liveness is distributive, so
 * live_in(out) = gen | (out & pass), and pass = live_in(everything). */
static void dstep_summary(const Dv *d, const IrAutomaton *a, uint64_t *gen, uint64_t *pass,
    uint64_t *mayw)
{
	Sets S;
	sets_init(d, a, &S, mayw);
	liveness(d, a, S.gen, S.kill, S.live, 0);
	memcpy(gen, S.live[a->init], (size_t)d->nw * sizeof *gen);
	liveness(d, a, S.gen, S.kill, S.live, 1);
	memcpy(pass, S.live[a->init], (size_t)d->nw * sizeof *pass);
	sets_free(&S);
}

/* gen/kill of one statement; mayw collects every candidate it may write. */
static void stmt_effect(const Dv *d, const IrStmt *s, uint64_t *gen, uint64_t *kill,
    uint64_t *mayw)
{
	switch (s->kind) {
	case IR_S_ASSIGN: {
		expr_reads(d, s->e, gen);
		stmt_reads_lvalue_parts(d, s->lhs, gen);
		int c = cand_of(d, lvalue_var(s->lhs));
		if (c >= 0) {
			set_add(mayw, c);
			if (s->lhs->kind == IR_E_VAR)
				set_add(kill, c);
		}
		break;
	}
	case IR_S_RECV:
		recv_args(d, s, gen, kill, mayw, 0);
		break;
	case IR_S_DSTEP: {
		uint64_t *g = set_new(d), *p = set_new(d);
		dstep_summary(d, s->body, g, p, mayw);
		for (int w = 0; w < d->nw; w++) {
			gen[w] |= g[w];
			kill[w] |= ~p[w];
		}
		free(g);
		free(p);
		break;
	}
	case IR_S_TRANS:
		/* DVE guarded command: guard, sync, effects in order */
		expr_reads(d, s->e, gen);
		if (s->sync) {
			if (s->sync->kind == IR_S_RECV)
				recv_args(d, s->sync, gen, NULL, mayw, 0);
			else
				stmt_effect(d, s->sync, gen, kill, mayw);
		}
		for (int i = 0; i < s->neffects; i++) {
			uint64_t *g = set_new(d);
			stmt_effect(d, s->effects[i], g, kill, mayw);
			for (int w = 0; w < d->nw; w++)
				gen[w] |= g[w] & ~kill[w];
			free(g);
		}
		break;
	default:
		expr_reads(d, s->e, gen);
		expr_reads(d, s->lhs, gen);
		expr_reads(d, s->c_guard, gen);
		for (int i = 0; i < s->nargs; i++)
			if (s->args)
				expr_reads(d, s->args[i], gen);
		break;
	}
}

/* Mark the variables named by remote references (ir_visit_*). */
static void mark_remote(void *ctx, const IrExpr *e)
{
	Dv *d = ctx;
	if (e->kind == IR_E_REMOTE_VAR && e->var && e->var->owner &&
	    e->var->scope == IR_SCOPE_LOCAL)
		d->remote_of[e->var->owner->index][e->var->index] = 1;
}

static int is_candidate(const Dv *d, const IrProctype *pt, const IrVar *v)
{
	if (v->flags & (IR_VAR_HIDDEN | IR_VAR_CTRACK))
		return 0;
	if (v->type.kind == IR_T_STRUCT || v->type.kind == IR_T_CHAN ||
	    v->type.kind == IR_T_CHAN_ANY || v->chan_init)
		return 0;
	if (d->spin) /* Spin follows whole variables only, never elements */
		return v->array_len == 0 && !d->any_remote;
	return !d->remote_of[pt->index][v->index];
}

/* Spin's rule (its dataflow optimisation, which spin -o1 turns off): the
 * variables a step resets are among those it names itself.  A condition
 * or a receive resets every candidate it reads or writes that is dead
 * after it; an assignment resets the candidate it assigns when that one
 * is dead after it; other steps (d_step, send, assert, print, else, and
 * an assignment's operands) reset nothing.  Liveness is the same as for
 * mcc's rule, with Spin's reads: a poll reads its channel and its eval
 * arguments only.  The candidates are the scalar locals of basic types
 * (Spin follows no array element), and none at all when the model names
 * a local remotely anywhere (Spin then turns the optimisation off);
 * `provided` clauses are not reads for Spin, and nothing is reset when
 * a process starts. */
static int spin_resets(const Dv *d, const IrAutomaton *a, const Sets *S)
{
	int n = 0;
	IrProctype *pt = d->pt;
	uint64_t *use = set_new(d);
	for (int i = 0; i < S->ne; i++) {
		IrEdge *e = a->edges[i];
		IrStmtKind k = e->stmt->kind;
		for (int w = 0; w < d->nw; w++)
			use[w] = k == IR_S_EXPR ? S->gen[i][w] :
			    k == IR_S_RECV ? S->gen[i][w] | S->mayw[i][w] :
			    k == IR_S_ASSIGN ? S->mayw[i][w] : 0;
		for (int v = 0; v < pt->nlocals; v++) {
			int c = d->cand[v];
			if (c >= 0 && set_has(use, c) && !set_has(S->live[e->dst], c)) {
				ir_push(d->m->arena, (void ***)&e->dead, &e->ndead, pt->locals[v]);
				n++;
			}
		}
	}
	free(use);
	return n;
}

static int proc_pass(Dv *d, IrProctype *pt)
{
	IrAutomaton *a = &pt->aut;
	d->pt = pt;
	d->cand = malloc(((size_t)pt->nlocals + 1) * sizeof *d->cand);
	if (!d->cand)
		abort();
	d->ncand = 0;
	for (int i = 0; i < pt->nlocals; i++)
		d->cand[i] = is_candidate(d, pt, pt->locals[i]) ? d->ncand++ : -1;
	if (pt->provided && !d->spin) {
		/* read before every step, wherever the process is */
		d->nw = (d->ncand + 63) / 64;
		uint64_t *g = set_new(d);
		expr_reads(d, pt->provided, g);
		for (int i = 0; i < pt->nlocals; i++)
			if (d->cand[i] >= 0 && set_has(g, d->cand[i]))
				d->cand[i] = -1;
		free(g);
	}
	int nres = 0;
	if (!d->ncand || !a->nlocs) {
		free(d->cand);
		return 0;
	}
	d->nw = (d->ncand + 63) / 64;
	Sets S;
	sets_init(d, a, &S, NULL);
	liveness(d, a, S.gen, S.kill, S.live, 0);
	if (d->spin) {
		nres = spin_resets(d, a, &S);
		sets_free(&S);
		free(d->cand);
		return nres;
	}
	uint64_t **live = S.live, **mayw = S.mayw;
	for (int i = 0; i < S.ne; i++) {
		IrEdge *e = a->edges[i];
		for (int v = 0; v < pt->nlocals; v++) {
			int c = d->cand[v];
			if (c < 0 || set_has(live[e->dst], c))
				continue;
			if (e->src == a->init || set_has(live[e->src], c) || set_has(mayw[i], c)) {
				ir_push(d->m->arena, (void ***)&e->dead, &e->ndead, pt->locals[v]);
				nres++;
			}
		}
	}
	/* A local that is dead where its process starts: its initial value
	 * (initializer, run argument) is never read, so the process starts
	 * with it reset (IR_VAR_DEAD_START: the code that creates the process
	 * resets it after initializing it, while the runtime leaves its resets
	 * on).  Otherwise the start state and the states after its first
	 * reset would differ in it alone. */
	for (int v = 0; v < pt->nlocals; v++) {
		IrVar *x = pt->locals[v];
		int c = d->cand[v];
		if (c >= 0 && !set_has(live[a->init], c) &&
		    (x->init || x->ninits || (x->flags & IR_VAR_PARAM))) {
			x->flags |= IR_VAR_DEAD_START;
			nres++;
		}
	}
	sets_free(&S);
	free(d->cand);
	return nres;
}

/* Whether statement s may write global v. */
static int stmt_writes(const IrStmt *s, const IrVar *v)
{
	if (!s)
		return 0;
	switch (s->kind) {
	case IR_S_ASSIGN:
		return lvalue_var(s->lhs) == v;
	case IR_S_RECV:
		for (int i = 0; i < s->nargs; i++)
			if (s->rargs[i].kind == IR_RA_VAR && lvalue_var(s->rargs[i].e) == v)
				return 1;
		return 0;
	case IR_S_DSTEP:
		for (int i = 0; i < s->body->nedges; i++)
			if (stmt_writes(s->body->edges[i]->stmt, v))
				return 1;
		return 0;
	case IR_S_TRANS:
		if (stmt_writes(s->sync, v))
			return 1;
		for (int i = 0; i < s->neffects; i++)
			if (stmt_writes(s->effects[i], v))
				return 1;
		return 0;
	default:
		return 0;
	}
}

/* Spin's hiding of write-only globals (spin -a without -o2): a global of
 * a basic type that the model never reads (IR_VAR_RREAD: only assigned,
 * incremented, printed) is not part of Spin's state, so its values make
 * no states.  mcc keeps its place in the vector and resets it after
 * every step that may write it and in the initial state, which gives the
 * same states; a proposition given at run time that reads it turns the
 * resets off (MccModel.dv_on), as for dead locals. */
static int wonly_globals(IrModel *m)
{
	int n = 0;
	for (int g = 0; m->spin_reads && g < m->nglobals; g++) {
		IrVar *v = m->globals[g];
		IrTypeKind k = v->type.kind;
		if ((v->flags & (IR_VAR_RREAD | IR_VAR_HIDDEN | IR_VAR_CTRACK)) ||
		    k == IR_T_CHAN || k == IR_T_STRUCT || k == IR_T_CHAN_ANY)
			continue;
		v->flags |= IR_VAR_WONLY;
		n++;
		for (int p = 0; p < m->nprocs; p++) {
			const IrAutomaton *a = &m->procs[p]->aut;
			for (int i = 0; i < a->nedges; i++)
				if (stmt_writes(a->edges[i]->stmt, v)) {
					ir_push(m->arena, (void ***)&a->edges[i]->dead,
					    &a->edges[i]->ndead, v);
					n++;
				}
		}
	}
	return n;
}

int ir_deadvars(IrModel *m, IrDvRule rule)
{
	if (m->has_c_code)
		return 0;
	Dv d = { .m = m, .spin = rule == IR_DV_SPIN };
	d.remote_of = calloc((size_t)m->nprocs + 1, sizeof *d.remote_of);
	if (!d.remote_of)
		abort();
	for (int p = 0; p < m->nprocs; p++) {
		d.remote_of[p] = calloc((size_t)m->procs[p]->nlocals + 1, sizeof(int));
		if (!d.remote_of[p])
			abort();
	}
	for (int i = 0; i < m->nglobals; i++)
		ir_visit_expr(m->globals[i]->init, mark_remote, &d);
	for (int i = 0; i < m->naps; i++) /* compiled propositions */
		ir_visit_expr(m->aps[i]->e, mark_remote, &d);
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		ir_visit_expr(pt->provided, mark_remote, &d);
		for (int i = 0; i < pt->nlocals; i++)
			ir_visit_expr(pt->locals[i]->init, mark_remote, &d);
		for (int i = 0; i < pt->aut.nedges; i++)
			ir_visit_stmt(pt->aut.edges[i]->stmt, mark_remote, &d);
	}
	for (int p = 0; p < m->nprocs; p++)
		for (int i = 0; i < m->procs[p]->nlocals; i++)
			d.any_remote |= d.remote_of[p][i];
	int n = 0;
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind == IR_PROC_NORMAL || m->procs[p]->kind == IR_PROC_INIT)
			n += proc_pass(&d, m->procs[p]);
	for (int p = 0; p < m->nprocs; p++)
		free(d.remote_of[p]);
	free(d.remote_of);
	return n + wonly_globals(m);
}
