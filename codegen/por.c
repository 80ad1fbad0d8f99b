/*
 * por.c -- what each transition touches, for partial-order reduction
 * (runtime/por/README.md): the MccModel.por table of runtime/model.h.
 *
 * Computed once on the IR and the layout, so both printers write the same
 * rows.  Objects are the shared things a transition may read or write:
 * _nr_pr (object 0), each global variable as a whole (arrays and records
 * too), each channel queue of the layout (a process type's local queues
 * stand for those of all its instances).  A process's own locals and its
 * program counter are private: other processes see them only through
 * remote references, enabled(), pc_value() ..., which make a transition
 * MCC_POR_GLOBAL (it does not accord with anything).
 *
 * Which queues a channel expression may name is a flow-insensitive
 * points-to analysis over the channel values that variables, messages and
 * `run` arguments carry; any integer that is not provably a channel value
 * of a known queue makes it "any queue".  When in doubt: GLOBAL.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

/* ------------------------------------------------------------ points-to */

/* Sets of queues (bit k: queue k of MirModel.q) plus "any" (bit nq). */
typedef struct Pts {
	int nq;                /* queues */
	int words;             /* 64-bit words per set */
	int nglob;             /* node of global i: i */
	int *lbase;            /* node of local k of proctype p: lbase[p] + k */
	int cbase;             /* node of the contents of queue k: cbase + k */
	int nnodes;
	uint64_t *set;         /* nnodes sets */
	int changed;           /* the last pass grew a set */
	uint8_t *written;      /* per node: assigned or received into by a
	                          statement (not only by `run`'s arguments) */
} Pts;

static uint64_t *pts_node(Pts *p, int n) { return p->set + (size_t)n * p->words; }

static void pts_bit(uint64_t *s, int k) { s[k / 64] |= 1ULL << (k % 64); }

static int pts_has(const uint64_t *s, int k) { return (s[k / 64] >> (k % 64)) & 1; }

static void pts_or(Pts *p, uint64_t *dst, const uint64_t *src)
{
	for (int w = 0; w < p->words; w++)
		if (src[w] & ~dst[w]) {
			dst[w] |= src[w];
			p->changed = 1;
		}
}

/* Node of a variable, -1 if none (claim variables). */
static int pts_var(const Pts *p, const IrVar *v)
{
	if (v->scope == IR_SCOPE_GLOBAL)
		return v->index;
	if (v->scope == IR_SCOPE_LOCAL && v->owner && p->lbase[v->owner->index] >= 0)
		return p->lbase[v->owner->index] + v->index;
	return -1;
}

/* The base variable of an lvalue or variable expression, or NULL. */
static const IrVar *base_var(const IrExpr *e)
{
	while (e && (e->kind == IR_E_INDEX || e->kind == IR_E_FIELD))
		e = e->a[0];
	return e && e->kind == IR_E_VAR ? e->var : NULL;
}

/* The value set of e into out (zeroed by the caller).  A variable gives
 * its node; a nonzero constant or arithmetic on channel values "any". */
static void pts_val(Pts *p, const IrExpr *e, uint64_t *out)
{
	if (!e)
		return;
	switch (e->kind) {
	case IR_E_VAR: case IR_E_INDEX: case IR_E_FIELD: {
		const IrVar *v = base_var(e);
		int n = v ? pts_var(p, v) : -1;
		if (n < 0)
			pts_bit(out, p->nq);
		else
			for (int w = 0; w < p->words; w++)
				out[w] |= pts_node(p, n)[w];
		return;
	}
	case IR_E_CONST: case IR_E_MTYPE:
		if (e->value)
			pts_bit(out, p->nq);
		return;
	case IR_E_COND:
		pts_val(p, e->a[1], out);
		pts_val(p, e->a[2], out);
		return;
	default:
		pts_bit(out, p->nq); /* anything computed may be any channel id */
		return;
	}
}

static uint64_t *pts_tmp(Pts *p)
{
	return calloc((size_t)p->words, sizeof(uint64_t));
}

static void pts_assign(Pts *p, const IrExpr *lhs, const IrExpr *rhs)
{
	const IrVar *v = base_var(lhs);
	int n = v ? pts_var(p, v) : -1;
	if (n < 0)
		return;
	p->written[n] = 1;
	uint64_t *t = pts_tmp(p);
	pts_val(p, rhs, t);
	pts_or(p, pts_node(p, n), t);
	free(t);
}

static void pts_expr(Pts *p, const IrModel *m, const IrExpr *e);
static void pts_stmt(Pts *p, const IrModel *m, const IrStmt *s);

/* The queues a channel expression may name (bit nq: any). */
static uint64_t *pts_chan(Pts *p, const IrExpr *c)
{
	uint64_t *t = pts_tmp(p);
	pts_val(p, c, t);
	if (pts_has(t, p->nq))
		for (int k = 0; k < p->nq; k++)
			pts_bit(t, k);
	return t;
}

static void pts_run(Pts *p, const IrModel *m, const IrExpr *e)
{
	const IrProctype *pt = e->proc;
	if (!pt || p->lbase[pt->index] < 0)
		return;
	int exact = ir_param_slots(pt) == pt->nparams && e->nargs == pt->nparams;
	for (int i = 0; i < pt->nparams; i++) {
		uint64_t *dst = pts_node(p, p->lbase[pt->index] + pt->params[i]->index);
		uint64_t *t = pts_tmp(p);
		if (exact)
			pts_val(p, e->args[i], t);
		else
			pts_bit(t, p->nq);
		pts_or(p, dst, t);
		free(t);
	}
	for (int i = 0; i < e->nargs; i++)
		pts_expr(p, m, e->args[i]);
}

static void pts_expr(Pts *p, const IrModel *m, const IrExpr *e)
{
	if (!e)
		return;
	if (e->kind == IR_E_RUN)
		pts_run(p, m, e);
	if (e->kind == IR_E_POLL && e->recv)
		pts_expr(p, m, e->recv->e);
	for (int i = 0; i < 3; i++)
		pts_expr(p, m, e->a[i]);
}

static void pts_stmt(Pts *p, const IrModel *m, const IrStmt *s)
{
	if (!s)
		return;
	pts_expr(p, m, s->e);
	pts_expr(p, m, s->lhs);
	switch (s->kind) {
	case IR_S_ASSIGN:
		pts_assign(p, s->lhs, s->e);
		break;
	case IR_S_SEND: {
		uint64_t *q = pts_chan(p, s->e), *t = pts_tmp(p);
		for (int i = 0; i < s->nargs; i++) {
			pts_expr(p, m, s->args[i]);
			pts_val(p, s->args[i], t);
		}
		for (int k = 0; k < p->nq; k++)
			if (pts_has(q, k))
				pts_or(p, pts_node(p, p->cbase + k), t);
		free(q);
		free(t);
		break;
	}
	case IR_S_RECV: {
		uint64_t *q = pts_chan(p, s->e), *t = pts_tmp(p);
		for (int k = 0; k < p->nq; k++)
			if (pts_has(q, k))
				for (int w = 0; w < p->words; w++)
					t[w] |= pts_node(p, p->cbase + k)[w];
		for (int i = 0; i < s->nargs; i++) {
			pts_expr(p, m, s->rargs[i].e);
			const IrVar *v = s->rargs[i].kind == IR_RA_VAR ? base_var(s->rargs[i].e) : NULL;
			int n = v ? pts_var(p, v) : -1;
			if (n >= 0) {
				p->written[n] = 1;
				pts_or(p, pts_node(p, n), t);
			}
		}
		free(q);
		free(t);
		break;
	}
	case IR_S_DSTEP:
		for (int i = 0; s->body && i < s->body->nedges; i++)
			pts_stmt(p, m, s->body->edges[i]->stmt);
		break;
	case IR_S_TRANS:
		pts_stmt(p, m, s->sync);
		for (int i = 0; i < s->neffects; i++)
			pts_stmt(p, m, s->effects[i]);
		break;
	default:
		for (int i = 0; i < s->nargs && s->args; i++)
			pts_expr(p, m, s->args[i]);
		break;
	}
}

/* The queues a variable starts with (its own initializer), or "any" for
 * a nonzero initial value. */
static void pts_init_var(Pts *p, const IrVar *v, const MirVar *L, int n)
{
	uint64_t *s = pts_node(p, n);
	if (L && L->queue0 >= 0) {
		int k = v->nchan_leaves ? v->nchan_leaves : L->count;
		for (int i = 0; i < k; i++)
			pts_bit(s, L->queue0 + i);
	}
	if (v->init && !(v->init->kind == IR_E_CONST && v->init->value == 0))
		pts_bit(s, p->nq);
	for (int i = 0; i < v->ninits; i++)
		if (v->inits[i] && !(v->inits[i]->kind == IR_E_CONST && v->inits[i]->value == 0))
			pts_bit(s, p->nq);
}

static void pts_build(Pts *p, const MirModel *mm)
{
	const IrModel *m = mm->m;
	memset(p, 0, sizeof *p);
	p->nq = mm->nq;
	p->words = (mm->nq + 1 + 63) / 64;
	p->nglob = m->nglobals;
	p->lbase = malloc(sizeof(int) * (size_t)(m->nprocs + 1));
	int n = m->nglobals;
	for (int i = 0; i < m->nprocs; i++) {
		p->lbase[i] = m->procs[i]->kind <= IR_PROC_INIT ? n : -1;
		if (p->lbase[i] >= 0)
			n += m->procs[i]->nlocals;
	}
	p->cbase = n;
	p->nnodes = n + mm->nq;
	p->set = calloc((size_t)p->nnodes * (size_t)p->words + 1, sizeof(uint64_t));
	p->written = calloc((size_t)p->nnodes + 1, 1);
	if (!p->lbase || !p->set || !p->written)
		abort();
	for (int i = 0; i < m->nglobals; i++)
		pts_init_var(p, m->globals[i], &mm->glob[i], i);
	for (int i = 0; i < m->nprocs; i++)
		for (int k = 0; p->lbase[i] >= 0 && k < m->procs[i]->nlocals; k++)
			pts_init_var(p, m->procs[i]->locals[k], &mm->proc[i].vars[k], p->lbase[i] + k);
	do {
		p->changed = 0;
		for (int i = 0; i < m->nprocs; i++)
			for (int e = 0; p->lbase[i] >= 0 && e < m->procs[i]->aut.nedges; e++)
				pts_stmt(p, m, m->procs[i]->aut.edges[e]->stmt);
	} while (p->changed);
}

/* ------------------------------------------------------------ footprints */

/* Arrays up to this many elements are one object per element. */
#define POR_MAX_ELEMS 256

/* What one transition touches: (object, mode) pairs, one per object. */
typedef struct Fp {
	int32_t *acc;          /* pairs */
	int n, cap;            /* pairs used, allocated */
	int flags;             /* MCC_POR_* */
} Fp;

typedef struct Por {
	const MirModel *mm;
	Pts pts;
	int qobj;              /* object of queue 0 */
	int *obase, *ocount;   /* per global: its first object, how many (an
	                          array of at most POR_MAX_ELEMS scalars has
	                          one per element, anything else one) */
	int top;               /* walking a top-level statement */
	const IrProctype *pt;  /* the proctype of the edges walked */
	int pt_c;              /* pt has embedded C statements (they may
	                          change its locals unseen) */
	int in_guard;          /* walking a guard (fp_guard) */
	int guard_local;       /* it read a local that may change */
} Por;

/* Fp.flags, internal: the guard reads a local of its process that a
 * statement may change (emitted as the absence of MCC_POR_NOLOCALG). */
#define FP_LOCALG (1 << 16)

static void fp_add(Fp *f, int obj, int mode)
{
	for (int i = 0; i < f->n; i++)
		if (f->acc[2 * i] == obj) {
			/* through a channel variable (DYN) only if both are */
			int m = f->acc[2 * i + 1];
			f->acc[2 * i + 1] = (mcc_por_mode_join(m, mode) & ~MCC_POR_DYN) |
			    (m & mode & MCC_POR_DYN);
			return;
		}
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 8;
		f->acc = realloc(f->acc, sizeof(int32_t) * 2 * (size_t)f->cap);
		if (!f->acc)
			abort();
	}
	f->acc[2 * f->n] = obj;
	f->acc[2 * f->n + 1] = mode;
	f->n++;
}

static void fp_union(Fp *f, const Fp *g, int as_read)
{
	f->flags |= g->flags & (MCC_POR_GLOBAL | MCC_POR_RUN);
	if (g->flags & MCC_POR_TIMEOUT)
		f->flags |= MCC_POR_GLOBAL;
	/* an else (a death, an edge below an unless) is enabled as the
	 * guards it reads are not */
	if (as_read)
		f->flags |= g->flags & FP_LOCALG;
	for (int i = 0; i < g->n; i++) {
		int m = g->acc[2 * i + 1];
		/* as a read: what g accesses or its guard reads, not what it
		 * only may enable (EN: no access) */
		if (as_read && !(m & ~(MCC_POR_EN | MCC_POR_DYN)))
			continue;
		/* the hints hold for the first statement of g alone */
		fp_add(f, g->acc[2 * i], as_read ? MCC_POR_R | (m & (MCC_POR_G | MCC_POR_DYN)) :
		    m & ~(MCC_POR_G | MCC_POR_RV | MCC_POR_HINTS));
	}
}

/* Variable v, element `elem` (-1: all of it). */
static void fp_var(Por *P, Fp *f, const IrVar *v, int elem, int mode)
{
	if (v->scope == IR_SCOPE_GLOBAL) {
		int b = P->obase[v->index], n = P->ocount[v->index];
		if (elem >= 0 && elem < n)
			fp_add(f, b + elem, mode);
		else
			for (int k = 0; k < n; k++)
				fp_add(f, b + k, mode);
	} else if (v->scope != IR_SCOPE_LOCAL)
		f->flags |= MCC_POR_GLOBAL;
	else if (P->in_guard) {
		int n = pts_var(&P->pts, v);
		if (n < 0 || P->pts.written[n] || P->pt_c)
			P->guard_local = 1;
	}
}

/* e is a[k] of a global array variable with a constant k: k, else -1. */
static int fp_elem(const IrExpr *e)
{
	if (e->kind == IR_E_INDEX && e->a[0] && e->a[0]->kind == IR_E_VAR && e->a[1] &&
	    e->a[1]->kind == IR_E_CONST && e->a[1]->value >= 0 && e->a[1]->value < 1 << 20)
		return (int)e->a[1]->value;
	return -1;
}

static void fp_expr(Por *P, Fp *f, const IrExpr *e);

static int fp_c_ident(const char **t, char *buf, size_t n)
{
	size_t k = 0;
	if (!isalpha((unsigned char)**t) && **t != '_')
		return 0;
	while (isalnum((unsigned char)**t) || **t == '_') {
		if (k + 1 < n)
			buf[k++] = **t;
		(*t)++;
	}
	buf[k] = 0;
	return k + 1 < n;
}

static void fp_c_space(const char **t)
{
	while (isspace((unsigned char)**t))
		(*t)++;
}

/* Does embedded C text touch only its own process's frame, as Promela
 * statements on locals do: no name but P<proctype>->member (then more
 * `.member`/`->member`; members `_t`, `_x`, `_p`, the frame's header
 * with the program counter, excluded), numbers and operators (`;` too
 * in a statement), no string, no call, no `now`?  Then it touches no
 * object; anything else is GLOBAL. */
static int fp_c_own(const char *t, const char *pname, int stmt)
{
	char id[256];
	if (!t || !pname)
		return 0;
	for (;;) {
		fp_c_space(&t);
		unsigned char c = (unsigned char)*t;
		if (!c)
			return 1;
		if (isalpha(c) || c == '_') {
			if (!fp_c_ident(&t, id, sizeof id) || id[0] != 'P' || strcmp(id + 1, pname))
				return 0;
			for (int first = 1;; first = 0) {
				fp_c_space(&t);
				if (t[0] == '-' && t[1] == '>')
					t += 2;
				else if (!first && t[0] == '.')
					t++;
				else if (first)
					return 0;
				else
					break;
				fp_c_space(&t);
				if (!fp_c_ident(&t, id, sizeof id) || id[0] == '_')
					return 0;
			}
		} else if (isdigit(c)) {
			while (isalnum((unsigned char)*t) || *t == '.')
				t++;
		} else if (strchr("+-*/%<>=!&|^~?:()[]", c) || (stmt && c == ';'))
			t++;
		else
			return 0;
	}
}

/* Embedded C text that touches more than its own frame: every shared
 * object in `mode`: the globals (through `now`), the buffered queues, the
 * C memory (c_decl, c_state, c_track: its own object, after the queues),
 * _nr_pr only when the text names it; not the rendezvous queues (C takes
 * part in no rendezvous).  Not GLOBAL: it accords with the steps on
 * locals of other processes, whose frames C has no name for. */
static void fp_c_any(Por *P, Fp *f, const char *text, int mode)
{
	for (int o = text && strstr(text, "_nr_pr") ? 0 : 1; o < P->qobj; o++)
		fp_add(f, o, mode);
	for (int k = 0; k < P->mm->nq; k++)
		if (P->mm->q[k].cap > 0)
			fp_add(f, P->qobj + k, mode);
	fp_add(f, P->qobj + P->mm->nq, mode);
}

/* The frame offset of c when it is a channel variable of the process
 * that no statement changes (a parameter: its value is the queue given
 * to `run`, for the process's whole life), else -1.  One that changes
 * would be resolved to the queue it holds now for rows that run after
 * it changes (models/por_chan_*.pml). */
static int fp_fixed_chan(const Por *P, const IrExpr *c)
{
	if (!c || c->kind != IR_E_VAR || !c->var || c->var->scope != IR_SCOPE_LOCAL ||
	    !c->var->owner || c->var->array_len > 1 || c->var->type.kind == IR_T_STRUCT)
		return -1;
	int n = pts_var(&P->pts, c->var);
	const IrProctype *pt = c->var->owner;
	if (n < 0 || P->pts.written[n] || !P->mm->proc[pt->index].vars)
		return -1;
	const MirVar *L = &P->mm->proc[pt->index].vars[c->var->index];
	if (L->esize != 1 || L->count > 1 || L->hidden || L->queue0 >= 0)
		return -1;
	return L->off;
}

/* An access of the queues channel expression c may name.  Through a
 * channel variable that never changes, also a dynamic pair (object
 * -(1 + its frame offset)): the runtime reads the queue from the
 * process's frame and then ignores the pairs flagged MCC_POR_DYN. */
static void fp_chan(Por *P, Fp *f, const IrExpr *c, int mode)
{
	uint64_t *q = pts_chan(&P->pts, c);
	int off = fp_fixed_chan(P, c), dmode = 0, rv = mode & MCC_POR_RV;
	mode &= ~MCC_POR_RV;
	for (int k = 0; k < P->pts.nq; k++) {
		if (!pts_has(q, k))
			continue;
		/* a rendezvous moves two processes: W here, and the
		 * locations around it in fp_rendezvous */
		int m = P->mm->q[k].cap == 0 && (mode & ~MCC_POR_HINTS) != MCC_POR_R ?
		    MCC_POR_W : mode;
		if (P->mm->q[k].cap == 0)
			m = (m | rv) & ~MCC_POR_HINTS;
		dmode |= m;
		fp_add(f, P->qobj + k, m | (off >= 0 ? MCC_POR_DYN : 0));
	}
	if (off >= 0 && dmode)
		fp_add(f, -1 - off, dmode);
	free(q);
}

/* A process's creation writes _nr_pr and the new frame's queues. */
static void fp_run(Por *P, Fp *f, const IrExpr *e)
{
	f->flags |= MCC_POR_RUN;
	fp_add(f, 0, MCC_POR_R | MCC_POR_W);
	if (e->a[0])
		f->flags |= MCC_POR_GLOBAL; /* a priority */
	const MirProc *pl = e->proc ? &P->mm->proc[e->proc->index] : NULL;
	for (int k = 0; pl && k < pl->nq; k++)
		fp_add(f, P->qobj + pl->q0 + k, MCC_POR_W);
	for (int i = 0; i < e->nargs; i++)
		fp_expr(P, f, e->args[i]);
}

static void fp_recv(Por *P, Fp *f, const IrStmt *s, int poll);

static void fp_expr(Por *P, Fp *f, const IrExpr *e)
{
	if (!e)
		return;
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE: case IR_E_PID:
		return;
	case IR_E_VAR:
		fp_var(P, f, e->var, -1, MCC_POR_R);
		return;
	case IR_E_INDEX:
		if (fp_elem(e) >= 0) {
			fp_var(P, f, e->a[0]->var, fp_elem(e), MCC_POR_R);
			return;
		}
		break;
	case IR_E_LEN: case IR_E_EMPTY: case IR_E_NEMPTY: case IR_E_FULL: case IR_E_NFULL:
		fp_chan(P, f, e->a[0], MCC_POR_R);
		break;
	case IR_E_NR_PR:
		fp_add(f, 0, MCC_POR_R);
		return;
	case IR_E_RUN:
		fp_run(P, f, e);
		return;
	case IR_E_POLL:
		if (e->recv)
			fp_recv(P, f, e->recv, 1);
		else
			f->flags |= MCC_POR_GLOBAL;
		return;
	case IR_E_FIELD: case IR_E_UNOP: case IR_E_BINOP: case IR_E_COND:
		break;
	case IR_E_C_EXPR:
		if (P->in_guard)
			P->guard_local = 1; /* it may read the frame */
		if (!fp_c_own(e->text, P->pt ? P->pt->name : NULL, 0))
			fp_c_any(P, f, e->text, MCC_POR_R);
		return;
	default: /* _last, timeout, np_, enabled, pc_value, priorities,
		    remote references */
		f->flags |= MCC_POR_GLOBAL;
		return;
	}
	for (int i = 0; i < 3; i++)
		fp_expr(P, f, e->a[i]);
}

/* A write of the variable under lvalue e (and the reads of its indices). */
static void fp_lval(Por *P, Fp *f, const IrExpr *e)
{
	if (!e) {
		f->flags |= MCC_POR_GLOBAL;
		return;
	}
	switch (e->kind) {
	case IR_E_VAR: fp_var(P, f, e->var, -1, MCC_POR_W); return;
	case IR_E_INDEX:
		if (fp_elem(e) >= 0) {
			fp_var(P, f, e->a[0]->var, fp_elem(e), MCC_POR_W);
			return;
		}
		fp_lval(P, f, e->a[0]);
		fp_expr(P, f, e->a[1]);
		return;
	case IR_E_FIELD: fp_lval(P, f, e->a[0]); return;
	default: f->flags |= MCC_POR_GLOBAL; return;
	}
}

static void fp_recv(Por *P, Fp *f, const IrStmt *s, int poll)
{
	fp_expr(P, f, s->e);
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind == IR_RA_VAR && !poll)
			fp_lval(P, f, a->e);
		else if (a->kind != IR_RA_ANY)
			fp_expr(P, f, a->e);
	}
	int mode = poll || s->peek ? MCC_POR_R : s->random ? MCC_POR_W : MCC_POR_RECV;
	fp_chan(P, f, s->e, mode);
}

/* Is e `timeout`, or a conjunction with `timeout` among its conjuncts?
 * Then e is true only where `timeout` is: no other step is enabled. */
static int fp_timeout_conj(const IrExpr *e)
{
	if (!e)
		return 0;
	if (e->kind == IR_E_TIMEOUT)
		return 1;
	return e->kind == IR_E_BINOP && e->op == IR_OP_AND &&
	    (fp_timeout_conj(e->a[0]) || fp_timeout_conj(e->a[1]));
}

/* The reads of e, the conjuncts `timeout` of a conjunction left out;
 * with `hint` (e is a step's first statement) a conjunct nfull(q) /
 * nempty(q) reads q with MCC_POR_RNF / RNE. */
static void fp_expr_but_timeout(Por *P, Fp *f, const IrExpr *e, int hint)
{
	if (!e || e->kind == IR_E_TIMEOUT)
		return;
	if (e->kind == IR_E_BINOP && e->op == IR_OP_AND) {
		fp_expr_but_timeout(P, f, e->a[0], hint);
		fp_expr_but_timeout(P, f, e->a[1], hint);
		return;
	}
	if (hint && (e->kind == IR_E_NFULL || e->kind == IR_E_NEMPTY)) {
		fp_chan(P, f, e->a[0], MCC_POR_R |
		    (e->kind == IR_E_NFULL ? MCC_POR_RNF : MCC_POR_RNE));
		for (int i = 0; i < 3; i++)
			fp_expr(P, f, e->a[i]); /* as fp_expr does */
		return;
	}
	fp_expr(P, f, e);
}

static void fp_stmt(Por *P, Fp *f, const IrStmt *s)
{
	int top = P->top;
	P->top = 0;
	switch (s->kind) {
	case IR_S_EXPR:
		/* a guard that implies `timeout` (rule 5): TIMEOUT at the
		 * step's first statement, its other conjuncts read as usual */
		if (top && fp_timeout_conj(s->e))
			f->flags |= MCC_POR_TIMEOUT;
		if (top)
			fp_expr_but_timeout(P, f, s->e, 1);
		else if (s->e && s->e->kind == IR_E_TIMEOUT)
			f->flags |= MCC_POR_GLOBAL;
		else
			fp_expr(P, f, s->e);
		break;
	case IR_S_ASSIGN:
		fp_expr(P, f, s->e);
		fp_lval(P, f, s->lhs);
		break;
	case IR_S_SEND:
		fp_expr(P, f, s->e);
		for (int i = 0; i < s->nargs; i++)
			fp_expr(P, f, s->args[i]);
		fp_chan(P, f, s->e, s->sorted ? MCC_POR_W : MCC_POR_SEND);
		break;
	case IR_S_RECV:
		fp_recv(P, f, s, 0);
		break;
	case IR_S_ASSERT: case IR_S_PRINTM:
		fp_expr(P, f, s->e);
		break;
	case IR_S_PRINTF:
		for (int i = 0; i < s->nargs; i++)
			fp_expr(P, f, s->args[i]);
		break;
	case IR_S_ELSE:
		break; /* its siblings' reads: fp_location */
	case IR_S_DSTEP:
		for (int i = 0; s->body && i < s->body->nedges; i++) {
			if (s->body->edges[i]->stmt->kind == IR_S_ELSE)
				continue; /* reads of its siblings: in this union */
			fp_stmt(P, f, s->body->edges[i]->stmt);
		}
		break;
	case IR_S_TRANS:
		fp_expr(P, f, s->e);
		if (s->sync)
			fp_stmt(P, f, s->sync);
		for (int i = 0; i < s->neffects; i++)
			fp_stmt(P, f, s->effects[i]);
		break;
	case IR_S_C_CODE:
		if (!fp_c_own(s->c_code, P->pt ? P->pt->name : NULL, 1))
			fp_c_any(P, f, s->c_code, MCC_POR_R | MCC_POR_W);
		fp_expr(P, f, s->c_guard);
		break;
	default: /* set_priority */
		f->flags |= MCC_POR_GLOBAL;
		break;
	}
}

/* What decides whether s is enabled (its process at its source), into g. */
static void fp_guard_into(Por *P, Fp *g, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		fp_expr_but_timeout(P, g, s->e, 0);
		break;
	case IR_S_SEND:
		fp_expr(P, g, s->e);
		fp_chan(P, g, s->e, MCC_POR_R | MCC_POR_RV);
		break;
	case IR_S_RECV:
		fp_expr(P, g, s->e);
		for (int i = 0; i < s->nargs; i++)
			if (s->rargs[i].kind == IR_RA_CONST || s->rargs[i].kind == IR_RA_EVAL)
				fp_expr(P, g, s->rargs[i].e);
		fp_chan(P, g, s->e, MCC_POR_R | (s->peek ? 0 : MCC_POR_RV));
		break;
	case IR_S_DSTEP: {
		const IrAutomaton *b = s->body;
		const IrLocation *L = b && b->nlocs ? b->locs[b->init] : NULL;
		for (int j = 0; L && j < L->nout; j++)
			fp_guard_into(P, g, L->out[j]->stmt);
		break;
	}
	case IR_S_TRANS:
		fp_expr(P, g, s->e);
		if (s->sync)
			fp_guard_into(P, g, s->sync);
		break;
	case IR_S_C_CODE:
		fp_expr(P, g, s->c_guard);
		break;
	default: /* always executable (errors aside), or GLOBAL anyway */
		break;
	}
}

/* Mark in f the objects its guard reads (MCC_POR_G). */
static void fp_guard(Por *P, Fp *f, const IrStmt *s, const IrExpr *provided)
{
	Fp g = {0};
	P->in_guard = 1;
	P->guard_local = 0;
	fp_guard_into(P, &g, s);
	if (provided)
		fp_expr(P, &g, provided);
	P->in_guard = 0;
	if (P->guard_local || (g.flags & MCC_POR_GLOBAL))
		f->flags |= FP_LOCALG;
	for (int i = 0; i < g.n; i++)
		fp_add(f, g.acc[2 * i], MCC_POR_G | (g.acc[2 * i + 1] & (MCC_POR_DYN | MCC_POR_RV)));
	free(g.acc);
}

/* Is s, or a statement inside it, embedded C code? */
static int fp_has_c(const IrStmt *s)
{
	if (!s)
		return 0;
	if (s->kind == IR_S_C_CODE)
		return 1;
	if (s->kind == IR_S_DSTEP)
		for (int i = 0; s->body && i < s->body->nedges; i++)
			if (fp_has_c(s->body->edges[i]->stmt))
				return 1;
	if (s->kind == IR_S_TRANS) {
		if (fp_has_c(s->sync))
			return 1;
		for (int i = 0; i < s->neffects; i++)
			if (fp_has_c(s->effects[i]))
				return 1;
	}
	return 0;
}

/* Own footprints of all edges of a proctype. */
static void fp_own(Por *P, const IrProctype *pt, Fp *own)
{
	const IrAutomaton *a = &pt->aut;
	P->pt = pt;
	P->pt_c = 0;
	for (int i = 0; i < a->nedges; i++)
		P->pt_c |= fp_has_c(a->edges[i]->stmt);
	for (int i = 0; i < a->nedges; i++) {
		Fp *f = &own[i];
		P->top = 1;
		fp_stmt(P, f, a->edges[i]->stmt);
		if (pt->provided)
			fp_expr(P, f, pt->provided);
		fp_guard(P, f, a->edges[i]->stmt, pt->provided);
	}
}

static int fp_is_rv(const Por *P, int obj)
{
	return obj >= P->qobj && obj < P->qobj + P->mm->nq && P->mm->q[obj - P->qobj].cap == 0;
}

/* Rendezvous.  A send and a receive on a queue of capacity 0 are one
 * step that moves two processes, the partner's program counter included,
 * which is no object.  Instead of making such steps accord with nothing,
 * the queue q stands for the partners: each rendezvous edge writes q (so
 * it does not accord with another one on q), and so does every edge
 * leaving a location where a rendezvous on q waits (the rendezvous takes
 * the process away from there: it disables those edges); every edge
 * entering such a location gets MCC_POR_EN on q (it may make a partner
 * available: "may enable", not an access); and whether a rendezvous on q
 * can happen depends on the values its partner offers or matches, so
 * every rendezvous edge on q has in its guard (MCC_POR_G) everything that
 * any rendezvous edge on q reads.  A process created by `run` is a new
 * partner: the runtime's rule 4 (runtime/por/README.md) adds the run
 * rows for a row that a row of some proctype conflicts with, which a
 * rendezvous row always is.  Called on the own footprints of every proctype, before the
 * location rules and the atomic unions. */
static void fp_rendezvous(Por *P, const IrModel *m, Fp **own)
{
	int nq = P->mm->nq;
	Fp *data = calloc((size_t)nq + 1, sizeof *data);
	Fp **rv = calloc((size_t)m->nprocs + 1, sizeof *rv);
	if (!data || !rv)
		abort();
	for (int p = 0; p < m->nprocs; p++) {
		const IrAutomaton *a = &m->procs[p]->aut;
		if (!own[p])
			continue;
		rv[p] = calloc((size_t)a->nedges + 1, sizeof *rv[p]);
		if (!rv[p])
			abort();
		for (int i = 0; i < a->nedges; i++) {
			const Fp *f = &own[p][i];
			int any = 0;
			for (int j = 0; j < f->n; j++) {
				int o = f->acc[2 * j];
				if (!fp_is_rv(P, o) || !(f->acc[2 * j + 1] & MCC_POR_W))
					continue;
				any = 1;
				fp_add(&rv[p][i], o, MCC_POR_W | (f->acc[2 * j + 1] & MCC_POR_DYN));
				for (int k = 0; k < f->n; k++)
					if (f->acc[2 * k] >= 0 && f->acc[2 * k] < P->qobj &&
					    (f->acc[2 * k + 1] & (MCC_POR_R | MCC_POR_G)))
						fp_add(&data[o - P->qobj], f->acc[2 * k], MCC_POR_G);
			}
			/* the channel variables it goes through */
			for (int j = 0; any && j < f->n; j++)
				if (f->acc[2 * j] < 0)
					fp_add(&rv[p][i], f->acc[2 * j], MCC_POR_W);
		}
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrAutomaton *a = &m->procs[p]->aut;
		if (!own[p])
			continue;
		Fp *at = calloc((size_t)a->nlocs + 1, sizeof *at);
		if (!at)
			abort();
		for (int i = 0; i < a->nedges; i++) {
			int src = a->edges[i]->src;
			for (int j = 0; j < rv[p][i].n; j++) {
				int o = rv[p][i].acc[2 * j];
				if (src >= 0 && src < a->nlocs)
					fp_add(&at[src], o, rv[p][i].acc[2 * j + 1]);
				if (o < 0)
					continue;
				const Fp *d = &data[o - P->qobj];
				for (int k = 0; k < d->n; k++)
					fp_add(&own[p][i], d->acc[2 * k], MCC_POR_G);
			}
		}
		for (int i = 0; i < a->nedges; i++) {
			int src = a->edges[i]->src, dst = a->edges[i]->dst;
			if (src >= 0 && src < a->nlocs)
				for (int j = 0; j < at[src].n; j++)
					fp_add(&own[p][i], at[src].acc[2 * j],
					    MCC_POR_W | (at[src].acc[2 * j + 1] & MCC_POR_DYN));
			if (dst >= 0 && dst < a->nlocs)
				for (int j = 0; j < at[dst].n; j++)
					fp_add(&own[p][i], at[dst].acc[2 * j],
					    MCC_POR_EN | (at[dst].acc[2 * j + 1] & MCC_POR_DYN));
		}
		for (int l = 0; l < a->nlocs; l++)
			free(at[l].acc);
		free(at);
		for (int i = 0; i < a->nedges; i++)
			free(rv[p][i].acc);
		free(rv[p]);
	}
	for (int k = 0; k < nq; k++)
		free(data[k].acc);
	free(data);
	free(rv);
}

/* The location rules: `else` is enabled iff its siblings are not, so it
 * reads what they read; `unless` (priorities among the edges of a
 * location, codegen/lower_code.c's loc_code): an edge is taken only if
 * no edge of a higher priority can be, so it reads what those read, the
 * same way.  Both read their own footprints first (fp_own), then the
 * siblings' own ones (not the unions: the reads of an `else` sibling
 * are those of the others, already taken). */
static void fp_locations(const IrProctype *pt, Fp *own)
{
	const IrAutomaton *a = &pt->aut;
	int *ix = malloc(sizeof(int) * ((size_t)a->nedges + 1));
	Fp *base = calloc((size_t)a->nedges + 1, sizeof *base);
	if (!ix || !base)
		abort();
	for (int i = 0; i < a->nedges; i++) {
		base[i].flags = own[i].flags;
		for (int k = 0; k < own[i].n; k++)
			fp_add(&base[i], own[i].acc[2 * k], own[i].acc[2 * k + 1]);
	}
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		for (int j = 0; j < L->nout; j++) {
			ix[j] = -1;
			for (int i = 0; i < a->nedges; i++)
				if (a->edges[i] == L->out[j])
					ix[j] = i;
		}
		for (int j = 0; j < L->nout; j++) {
			int ej = ix[j], els = L->out[j]->stmt->kind == IR_S_ELSE;
			for (int k = 0; ej >= 0 && k < L->nout; k++)
				if (k != j && ix[k] >= 0 &&
				    (els || L->out[k]->prio > L->out[j]->prio))
					fp_union(&own[ej], &base[ix[k]], 1);
		}
	}
	for (int i = 0; i < a->nedges; i++)
		free(base[i].acc);
	free(base);
	free(ix);
}

/* Does the process stay unstored after edge `ed`: inside an atomic
 * sequence, or inside a merged chain (codegen/merge.c)? */
static int fp_goes_on(const MirModel *mm, const IrAutomaton *a, const IrEdge *ed)
{
	if (a->locs[ed->dst]->flags & IR_LOC_ATOMIC)
		return 1;
	return mm->merge && ed->id >= 0 && ed->id < mm->ntrans && mm->merge[ed->id];
}

/* An edge into an atomic sequence or a merged chain: the whole sequence
 * is one step of the stored graph, so it touches what any edge of the
 * sequence touches. */
static void fp_atomic(const MirModel *mm, const IrAutomaton *a, const Fp *own, int e, Fp *out)
{
	char *seen = calloc((size_t)a->nlocs + 1, 1);
	int *stack = malloc(sizeof(int) * ((size_t)a->nlocs + 1)), sp = 0;
	out->flags |= own[e].flags;
	for (int i = 0; i < own[e].n; i++)
		fp_add(out, own[e].acc[2 * i], own[e].acc[2 * i + 1]);
	int d = a->edges[e]->dst;
	if (fp_goes_on(mm, a, a->edges[e])) {
		seen[d] = 1;
		stack[sp++] = d;
	}
	while (sp > 0) {
		const IrLocation *L = a->locs[stack[--sp]];
		for (int j = 0; j < L->nout; j++)
			for (int i = 0; i < a->nedges; i++) {
				if (a->edges[i] != L->out[j])
					continue;
				fp_union(out, &own[i], 0);
				/* an inner statement may block (a send on a full
				 * queue, a guard): the chain then stops inside,
				 * atomicity lost, so what its guard reads decides
				 * the chain's outcome: reads of the chain
				 * (models/por_atomic_block.pml) */
				for (int k = 0; k < own[i].n; k++)
					if (own[i].acc[2 * k + 1] & MCC_POR_G)
						fp_add(out, own[i].acc[2 * k], MCC_POR_R |
						    (own[i].acc[2 * k + 1] & MCC_POR_DYN));
				int d2 = a->edges[i]->dst;
				if (fp_goes_on(mm, a, a->edges[i]) && !seen[d2]) {
					seen[d2] = 1;
					stack[sp++] = d2;
				}
			}
	}
	free(seen);
	free(stack);
}

/* Why a model gets no reduction at all (0: it may). */
static int por_off_reason(const MirModel *mm)
{
	const IrModel *m = mm->m;
	if (m->has_priority) return MCC_POR_OFF_PRIORITY;
	if (mm->has_last) return MCC_POR_OFF_LAST;
	if (mm->has_commit) return MCC_POR_OFF_COMMIT;
	return 0;
}

/* ------------------------------------------------------ quiet ends */

/* Does expression node e tell pids apart, or reach what only the
 * process numbering decides?  (ctx: the count of bad nodes and runs.) */
typedef struct QeScan {
	int bad;              /* pid-sensitive nodes */
	int runs;             /* `run` nodes */
} QeScan;

static void qe_expr(void *ctx, const IrExpr *e)
{
	QeScan *q = ctx;
	switch (e->kind) {
	case IR_E_PID: case IR_E_NR_PR: case IR_E_LAST: case IR_E_ENABLED:
	case IR_E_PC_VALUE: case IR_E_GET_PRIORITY: case IR_E_REMOTE_LABEL:
	case IR_E_REMOTE_VAR: case IR_E_C_EXPR:
		q->bad++;
		break;
	case IR_E_RUN:
		q->runs++;
		break;
	default:
		break;
	}
}

/* Does expression e tell pids apart or create a process? */
static int qe_expr_bad(const IrExpr *e)
{
	QeScan q = { 0, 0 };
	ir_visit_expr(e, qe_expr, &q);
	return q.bad || q.runs;
}

/* Scans statement s; returns the runs it holds (a statement `run P()`
 * whose value goes nowhere), or -1 if it tells pids apart.  printf and
 * printm have no effect: their `_pid` is no observation. */
static int qe_stmt(const IrStmt *s)
{
	if (s->kind == IR_S_PRINTF || s->kind == IR_S_PRINTM)
		return 0;
	if (s->kind == IR_S_C_CODE || s->kind == IR_S_SET_PRIORITY)
		return -1;
	if (s->kind == IR_S_DSTEP) {
		int n = 0;
		for (int i = 0; s->body && i < s->body->nedges; i++) {
			int k = qe_stmt(s->body->edges[i]->stmt);
			if (k < 0)
				return -1;
			n += k;
		}
		return n;
	}
	QeScan q = { 0, 0 };
	ir_visit_stmt(s, qe_expr, &q);
	int top = s->kind == IR_S_EXPR && s->e && s->e->kind == IR_E_RUN;
	if (q.bad || q.runs > top)
		return -1;
	return q.runs;
}

/* Is location `to` reachable from `from` in automaton a? */
static int qe_reach(const IrAutomaton *a, int from, int to)
{
	char *seen = calloc((size_t)a->nlocs + 1, 1);
	int *stack = malloc(sizeof(int) * ((size_t)a->nlocs + 1)), n = 0, found = 0;
	if (!seen || !stack)
		abort();
	seen[from] = 1;
	stack[n++] = from;
	while (n && !found) {
		int l = stack[--n];
		if (l == to)
			found = 1;
		for (int i = 0; i < a->locs[l]->nout; i++) {
			int d = a->locs[l]->out[i]->dst;
			if (!seen[d]) {
				seen[d] = 1;
				stack[n++] = d;
			}
		}
	}
	free(seen);
	free(stack);
	return found;
}

/* The target of statement s if it is a statement `run P()`, or NULL. */
static const IrProctype *qe_target(const IrStmt *s)
{
	if (s->kind == IR_S_EXPR && s->e && s->e->kind == IR_E_RUN)
		return s->e->proc;
	return NULL;
}

enum { QE_MANY = 1 << 20 };

/* The processes an instance of automaton a creates, itself excluded, at
 * most (QE_MANY: unbounded: a run on a cycle, a recursion); state[]
 * marks the proctypes being counted (1) and counted (2, in total[]). */
static int qe_count(const IrModel *m, const IrAutomaton *a, int *state, int *total);

static int qe_proc(const IrModel *m, const IrProctype *pt, int *state, int *total)
{
	int i = pt->index;
	if (state[i] == 1)
		return QE_MANY;
	if (state[i] == 2)
		return total[i];
	state[i] = 1;
	int n = qe_count(m, &pt->aut, state, total);
	total[i] = n >= QE_MANY ? QE_MANY : 1 + n;
	state[i] = 2;
	return total[i];
}

static int qe_count(const IrModel *m, const IrAutomaton *a, int *state, int *total)
{
	long n = 0;
	for (int i = 0; i < a->nedges; i++) {
		const IrEdge *e = a->edges[i];
		const IrStmt *s = e->stmt;
		const IrProctype *t = qe_target(s);
		int k;
		if (s->kind == IR_S_DSTEP && s->body)
			k = qe_count(m, s->body, state, total);
		else if (t)
			k = qe_proc(m, t, state, total);
		else
			continue;
		if (k >= QE_MANY || (k > 0 && qe_reach(a, e->dst, e->src)))
			return QE_MANY;
		n += k;
		if (n >= QE_MANY)
			return QE_MANY;
	}
	return (int)n;
}

/* Quiet ends (MCC_POR_QUIETEND; runtime/por/README.md): the model never
 * tells two pids apart (no `_pid` outside printf, no `_nr_pr`, `_last`,
 * remote reference, enabled(), pc_value(), priority, embedded C, xr/xs,
 * value of a `run`, in any process, claim or compiled proposition), no
 * proctype has local channels (their ids follow the pid), and the
 * processes that can ever exist, all of them alive at once, fit in the
 * slots (no `run` on a cycle, no recursion): then where the last
 * process has ended, letting it die at once loses no behaviour. */
static int qe_model(const MirModel *mm)
{
	const IrModel *m = mm->m;
	if (m->has_c_code || m->has_priority || m->nxrxs || mm->has_last)
		return 0;
	for (int i = 0; i < m->naps; i++)
		if (qe_expr_bad(m->aps[i]->e))
			return 0;
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind <= IR_PROC_INIT && mm->proc[p].nq)
			return 0;
		if (pt->provided && qe_expr_bad(pt->provided))
			return 0;
		for (int i = 0; i < pt->aut.nedges; i++)
			if (qe_stmt(pt->aut.edges[i]->stmt) < 0)
				return 0;
	}
	int *state = calloc((size_t)m->nprocs + 1, sizeof(int));
	int *total = calloc((size_t)m->nprocs + 1, sizeof(int));
	if (!state || !total)
		abort();
	long all = 0;
	for (int p = 0; p < m->nprocs && all < QE_MANY; p++) {
		const IrProctype *pt = m->procs[p];
		int k = pt->kind == IR_PROC_INIT ? 1 : pt->kind == IR_PROC_NORMAL ? pt->active : 0;
		if (k > 0)
			all += (long)k * qe_proc(m, pt, state, total);
	}
	free(state);
	free(total);
	return all <= mm->nslots;
}

static void por_put(MirModel *mm, int *cap, int32_t v)
{
	if (mm->npor == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		mm->por = realloc(mm->por, sizeof(int32_t) * (size_t)*cap);
		if (!mm->por)
			abort();
	}
	mm->por[mm->npor++] = v;
}

void mir_por(MirModel *mm)
{
	const IrModel *m = mm->m;
	int nrows = mm->ntrans + m->nprocs, cap = 0;
	Por P = { .mm = mm };
	P.obase = malloc(sizeof(int) * ((size_t)m->nglobals + 1));
	P.ocount = malloc(sizeof(int) * ((size_t)m->nglobals + 1));
	if (!P.obase || !P.ocount)
		abort();
	int nobj = 1;
	for (int i = 0; i < m->nglobals; i++) {
		const IrVar *v = m->globals[i];
		P.obase[i] = nobj;
		P.ocount[i] = v->array_len > 1 && v->array_len <= POR_MAX_ELEMS &&
		    v->type.kind != IR_T_STRUCT ? v->array_len : 1;
		nobj += P.ocount[i];
	}
	P.qobj = nobj;
	Fp *rows = calloc((size_t)nrows + 1, sizeof *rows);
	char *done = calloc((size_t)nrows + 1, 1); /* rows computed */
	if (!rows || !done)
		abort();
	int off = por_off_reason(mm);
	if (!off) {
		pts_build(&P.pts, mm);
		Fp **owns = calloc((size_t)m->nprocs + 1, sizeof *owns);
		if (!owns)
			abort();
		for (int p = 0; p < m->nprocs; p++) {
			const IrProctype *pt = m->procs[p];
			if (pt->kind > IR_PROC_INIT)
				continue;
			owns[p] = calloc((size_t)pt->aut.nedges + 1, sizeof *owns[p]);
			if (!owns[p])
				abort();
			fp_own(&P, pt, owns[p]);
		}
		fp_rendezvous(&P, m, owns);
		for (int p = 0; p < m->nprocs; p++) {
			const IrProctype *pt = m->procs[p];
			Fp *own = owns[p];
			if (!own)
				continue;
			fp_locations(pt, own);
			for (int i = 0; i < pt->aut.nedges; i++) {
				int id = pt->aut.edges[i]->id;
				if (id >= 0 && id < mm->ntrans) {
					fp_atomic(mm, &pt->aut, own, i, &rows[id]);
					done[id] = 1;
				}
			}
			for (int i = 0; i < pt->aut.nedges; i++)
				free(own[i].acc);
			free(own);
			/* the death step: _nr_pr (Spin's order of termination)
			 * and the queues of the frame it frees */
			Fp *d = &rows[mm->ntrans + p];
			done[mm->ntrans + p] = 1;
			fp_add(d, 0, MCC_POR_R | MCC_POR_W | MCC_POR_G);
			for (int k = 0; k < mm->proc[p].nq; k++)
				fp_add(d, P.qobj + mm->proc[p].q0 + k, MCC_POR_W);
			/* at an end with edges it dies only if none can move:
			 * it reads what they read, as `else` */
			for (int i = 0; i < pt->aut.nedges; i++) {
				const IrEdge *e = pt->aut.edges[i];
				if ((pt->aut.locs[e->src]->flags & IR_LOC_FINAL) && e->id >= 0 &&
				    e->id < mm->ntrans)
					fp_union(d, &rows[e->id], 1);
			}
		}
		free(owns);
		free(P.pts.lbase);
		free(P.pts.set);
		free(P.pts.written);
	}
	free(P.obase);
	free(P.ocount);
	int cmem = m->has_c_code != 0;
	por_put(mm, &cap, P.qobj + mm->nq + cmem);
	por_put(mm, &cap, nrows);
	por_put(mm, &cap, off | (mm->opt && mm->opt->noreduce ? MCC_POR_NOREDUCE : 0) |
	    (cmem ? MCC_POR_CMEM : 0) | (!off && qe_model(mm) ? MCC_POR_QUIETEND : 0));
	por_put(mm, &cap, P.qobj);
	por_put(mm, &cap, mm->ngq);
	int base = mm->npor;
	for (int r = 0; r <= nrows; r++)
		por_put(mm, &cap, 0);
	for (int r = 0; r < nrows; r++) {
		mm->por[base + r] = mm->npor;
		int fl = rows[r].flags & ~FP_LOCALG;
		if (done[r] && !(rows[r].flags & FP_LOCALG))
			fl |= MCC_POR_NOLOCALG;
		por_put(mm, &cap, off ? MCC_POR_GLOBAL : fl);
		por_put(mm, &cap, rows[r].n);
		for (int i = 0; i < 2 * rows[r].n; i++)
			por_put(mm, &cap, rows[r].acc[i]);
		free(rows[r].acc);
	}
	mm->por[base + nrows] = mm->npor;
	free(rows);
	free(done);
}
