/* product.c -- model x property automaton as an EcGraph, see product.h. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/product.h"

/* Successor buffers, one per level of an atomic chain, then one for
 * rt_atomic_ended in raw mode and one for the fairness marks. */
enum { RT_ENDED_LEVEL = RT_CHAIN_MAX + 1, RT_FAIR_LEVEL, RT_LEVELS };

uint32_t rt_product_q(const RtProduct *p, const uint8_t *ps)
{
	uint32_t q;
	memcpy(&q, ps + p->qoff, 4);
	return q;
}

int rt_product_excl(const RtProduct *p, const uint8_t *ps)
{
	int32_t e;
	memcpy(&e, ps + p->qoff + 4, 4);
	return e < 0 ? -1 : (int)(e & ~RT_LOOP_FLAG);
}

int rt_product_loop(const RtProduct *p, const uint8_t *ps)
{
	int32_t e;
	memcpy(&e, ps + p->qoff + 4, 4);
	return e >= 0 && (e & RT_LOOP_FLAG);
}

void rt_product_set_loop(const RtProduct *p, uint8_t *ps)
{
	int32_t e;
	memcpy(&e, ps + p->qoff + 4, 4);
	if (e >= 0) {
		e |= RT_LOOP_FLAG;
		memcpy(ps + p->qoff + 4, &e, 4);
	}
}

/* Equal product states, the loop flag aside. */
static int rt_pstate_eq(const RtProduct *p, const uint8_t *a, const uint8_t *b)
{
	return !memcmp(a, b, p->qoff + 4) &&
	    rt_product_excl(p, a) == rt_product_excl(p, b);
}

static void rt_product_make(const RtProduct *p, uint8_t *ps, const uint8_t *s,
    uint32_t q, int32_t excl)
{
	memcpy(ps, s, p->m->state_size);
	memset(ps + p->m->state_size, 0, p->qoff - p->m->state_size);
	memcpy(ps + p->qoff, &q, 4);
	memcpy(ps + p->qoff + 4, &excl, 4);
}

uint64_t rt_product_val(const RtProduct *p, const uint8_t *s)
{
	uint64_t v = 0;
	for (unsigned i = 0; i < p->aut->naps; i++) {
		const RtAp *a = &p->aps[i];
		int b = a->compiled >= 0 ? p->m->ltl->eval_ap(s, a->compiled) :
		    rt_expr_eval(a->expr, p->m, s) != 0;
		if (b)
			v |= (uint64_t)1 << i;
	}
	return v;
}

/* Is some process of s at a location with `flag` (MCC_LOC_*)? */
static int rt_model_at(const MccModel *m, const uint8_t *s, unsigned flag)
{
	int n = m->nprocs(s);
	for (int pid = 0; pid < n; pid++) {
		int pt = m->proc_type(s, pid), loc = m->proc_loc(s, pid);
		if (pt < 0 || pt >= m->nproctypes || loc < 0 ||
		    loc >= m->proctypes[pt].nlocs)
			continue;
		if (m->proctypes[pt].locs[loc].flags & flag)
			return 1;
	}
	return 0;
}

int rt_model_progress(const MccModel *m, const uint8_t *s)
{
	return rt_model_at(m, s, MCC_LOC_PROGRESS);
}

/* Does proctype pt have a progress label? */
static int rt_proctype_progress(const MccModel *m, int pt)
{
	if (pt < 0 || pt >= m->nproctypes)
		return 0;
	for (int l = 0; l < m->proctypes[pt].nlocs; l++)
		if (m->proctypes[pt].locs[l].flags & MCC_LOC_PROGRESS)
			return 1;
	return 0;
}

/* --np-rabin marks of the state being expanded: pids at progress. */
static uint32_t rt_np_marks(const RtProduct *p)
{
	const MccModel *m = p->m;
	uint32_t mk = 0;
	int n = m->nprocs(p->cur);
	for (int pid = 0; pid < n && (uint32_t)pid < p->nnp; pid++) {
		int pt = m->proc_type(p->cur, pid), loc = m->proc_loc(p->cur, pid);
		if (pt >= 0 && pt < m->nproctypes && loc >= 0 &&
		    loc < m->proctypes[pt].nlocs &&
		    (m->proctypes[pt].locs[loc].flags & MCC_LOC_PROGRESS))
			mk |= 1u << (p->np_shift + pid);
	}
	return mk;
}

/* --np-rabin: one pair per process of the initial state whose proctype
 * has a progress label (processes created later are not covered). */
static int rt_np_pairs(RtProduct *p, uint32_t fairm)
{
	uint8_t *s0 = p->cur;
	p->m->initial(s0);
	uint32_t all = 0;
	for (uint32_t pid = 0; pid < p->nnp; pid++)
		if ((int)pid < p->m->nprocs(s0) &&
		    rt_proctype_progress(p->m, p->m->proc_type(s0, (int)pid)))
			all |= 1u << (p->np_shift + pid);
	p->pairs = calloc(p->nnp + 1, sizeof *p->pairs);
	if (!p->pairs)
		return -1;
	for (uint32_t pid = 0; pid < p->nnp; pid++) {
		uint32_t b = 1u << (p->np_shift + pid);
		if (!(all & b))
			continue;
		p->pairs[p->npairs].fin = b;
		p->pairs[p->npairs++].inf = (all & ~b) | fairm;
	}
	if (!p->npairs) /* no progress label: every cycle is non-progress */
		p->pairs[p->npairs++].inf = fairm;
	p->g.npairs = p->npairs;
	p->g.pairs = p->pairs;
	p->g.inf_mask = p->pairs[0].inf;
	p->g.fin_mask = p->pairs[0].fin;
	return 0;
}

/* Does step st raise an error that counts (-A: not assertions)? */
static int rt_product_err_on(const RtProduct *p, const MccStep *st)
{
	if (!st->error || (mcc_err_is_claim(st->error) && p->xclaim_off))
		return 0;
	return !(p->ignore_assert &&
	    (st->error == MCC_ERR_ASSERT || st->error == MCC_ERR_INDEX));
}

static void rt_product_initial(void *ctx, uint8_t *ps)
{
	RtProduct *p = ctx;
	MccStep st = { .pid = -1, .pid2 = -1, .trans = -1, .trans2 = -1,
		       .error_trans = -1 };
	st.error = p->m->initial(p->cur);
	if (rt_product_err_on(p, &st)) {
		p->init_err = st;
		p->sys_errors++;
	}
	rt_product_make(p, ps, p->cur, p->aut->init, -1);
}

/* Fairness marks of a step given the pids enabled in the source. */
static uint32_t rt_fair_marks(RtProduct *p, const MccStep *st, uint64_t en)
{
	uint64_t moved = 0;
	if (st->pid >= 0) {
		if ((uint32_t)st->pid < p->nfair)
			moved |= (uint64_t)1 << st->pid;
		else
			p->fair_overflow = 1;
	}
	if (st->pid2 >= 0 && (uint32_t)st->pid2 < p->nfair)
		moved |= (uint64_t)1 << st->pid2;
	uint64_t f = (moved | ~en) & (((uint64_t)1 << p->nfair) - 1);
	return (uint32_t)(f << p->fair_shift);
}

static uint64_t rt_enabled_pids(const RtSuccBuf *b)
{
	uint64_t en = 0;
	for (uint32_t i = 0; i < b->n; i++) {
		const MccStep *st = &b->steps[i];
		if (st->pid >= 0 && st->pid < 64)
			en |= (uint64_t)1 << st->pid;
		if (st->pid2 >= 0 && st->pid2 < 64)
			en |= (uint64_t)1 << st->pid2;
	}
	return en;
}

static void rt_product_note_err(RtProduct *p, const MccStep *st,
    const uint8_t *s)
{
	if (st->error == MCC_ERR_TOO_MANY_PROCS) {
		int k = p->m->nprocs(s);
		p->procs_full = k > 0 ? k : 1;
		if (p->halt)
			__atomic_store_n(p->halt, 1, __ATOMIC_RELAXED);
	} else if (p->halt_on_err && p->halt) {
		__atomic_store_n(&p->err_halted, 1, __ATOMIC_RELAXED);
		__atomic_store_n(p->halt, 1, __ATOMIC_RELAXED);
	}
	p->sys_errors++;
	if (!p->err_seen) {
		p->err_seen = 1;
		p->err_step = *st;
	}
}

/* Collect the system successors of s (atomic pid excl) into lv[d]; -1 if
 * out of memory. */
static int rt_product_system(RtProduct *p, uint32_t d, const uint8_t *s,
    int32_t excl)
{
	RtSuccBuf *b = &p->lv[d].b;
	p->lv[d].state = s;
	p->lv[d].excl = excl;
	if (rt_succbuf_next(p->m, b, s, excl) < 0)
		return -1;
	for (uint32_t i = 0; d <= RT_CHAIN_MAX && i < b->n; i++)
		if (rt_product_err_on(p, &b->steps[i]))
			rt_product_note_err(p, &b->steps[i], s);
	if (d <= RT_CHAIN_MAX && b->reports && rt_product_err_on(p, &b->report)) {
		rt_product_note_err(p, &b->report, s);
		p->sys_errors += b->reports - 1;
	}
	return 0;
}

/* Has the atomic sequence of pid excl ended in s: the process blocks
 * (the model reports the steps of every process, MCC_STEP_BROKEN) or
 * nothing can move?  Spin then stores the state and the claim moves
 * again: the product state is (s, q, -1), whose successors are the
 * same.  Leaves next(s, excl) in lv[d]; -1 if out of memory. */
static int rt_atomic_ended(RtProduct *p, uint32_t d, const uint8_t *s,
    int32_t excl)
{
	if (rt_product_system(p, d, s, excl) < 0)
		return -1;
	const RtSuccBuf *b = &p->lv[d].b;
	return b->n == 0 || (b->steps[0].flags & MCC_STEP_BROKEN);
}

/* Report product state (s, q, excl) through the edge *ps. */
static int rt_product_report(RtProduct *p, const uint8_t *s, uint32_t q,
    int32_t excl, const RtPStep *ps, EcSuccFn cb, void *arg)
{
	if (p->raw && excl >= 0) { /* as the chain would stop (below) */
		int e = rt_atomic_ended(p, RT_ENDED_LEVEL, s, excl);
		if (e < 0)
			return -1;
		if (e)
			excl = -1;
	}
	rt_product_make(p, p->out, s, q, excl);
	cb(arg, p->out, ps->marks, ps);
	return 1;
}

static int rt_product_steps(RtProduct *p, uint32_t d, uint32_t q,
    uint32_t marks, int32_t aedge, const RtPStep *first, EcSuccFn cb,
    void *arg);

/* Is (s, excl) one of the states of the chain being followed (levels
 * below d)? */
static int rt_chain_seen(const RtProduct *p, uint32_t d, const uint8_t *s,
    int32_t excl)
{
	for (uint32_t k = 0; k < d; k++)
		if (p->lv[k].excl == excl &&
		    !memcmp(p->lv[k].state, s, p->m->state_size))
			return 1;
	return 0;
}

/* The Inf mark of accept labels in the processes (pan -a without a claim,
 * or with one where the model has accept labels) if a process of s is at
 * one, else 0. */
static uint32_t rt_sys_accept(const RtProduct *p, const uint8_t *s)
{
	if ((p->np == RT_SYS_ACCEPT || p->np == RT_SYS_ACCEPT_OR) &&
	    rt_model_at(p->m, s, MCC_LOC_ACCEPT))
		return (uint32_t)1 << p->np_bit;
	return 0;
}

/* Follow an atomic chain from (s, q, excl), reached by the edge *first
 * whose marks so far are first->marks (see product.h). */
static int rt_product_chain(RtProduct *p, uint32_t d, const uint8_t *s,
    int32_t excl, uint32_t q, const RtPStep *first, EcSuccFn cb, void *arg)
{
	if (d > RT_CHAIN_MAX)
		return rt_product_report(p, s, q, excl, first, cb, arg);
	/* the sequence loops: the automaton moves where the loop closes */
	if (rt_chain_seen(p, d, s, excl))
		return rt_product_report(p, s, q, excl | RT_LOOP_FLAG, first,
		    cb, arg);
	int e = rt_atomic_ended(p, d, s, excl);
	if (e < 0)
		return -1;
	if (e)
		return rt_product_report(p, s, q, -1, first, cb, arg);
	/* a process at an accept label inside the chain marks the chain's
	 * edge, as Spin checks the labels after every step, atomic or not */
	return rt_product_steps(p, d, q, first->marks | p->stay[q] |
	    rt_sys_accept(p, s), -1, first, cb, arg);
}

/* Report the successors in lv[d] with the automaton in q (having taken
 * edge aedge, or resting: -1), marks `marks` plus fairness.  first: the
 * edge that entered the chain at level d (NULL at level 0, where each
 * step is its own edge). */
static int rt_product_steps(RtProduct *p, uint32_t d, uint32_t q,
    uint32_t marks, int32_t aedge, const RtPStep *first, EcSuccFn cb,
    void *arg)
{
	const RtSuccBuf *b = &p->lv[d].b;
	uint32_t vs = p->m->state_size;
	uint64_t en = 0;
	if (p->fair && p->lv[d].excl < 0) {
		en = rt_enabled_pids(b);
	} else if (p->fair) {
		/* weak fairness: inside an atomic sequence the other processes
		 * wait, they are not disabled: their enabledness is that of
		 * the state without atomicity */
		if (rt_product_system(p, RT_FAIR_LEVEL, p->lv[d].state, -1) < 0)
			return -1;
		en = rt_enabled_pids(&p->lv[RT_FAIR_LEVEL].b);
	}
	int total = 0;
	for (uint32_t i = 0; i < b->n; i++) {
		const MccStep *st = &b->steps[i];
		const uint8_t *succ = b->sbuf + (size_t)i * vs;
		RtPStep ps;
		if (d == 0 && p->picking && !p->pick[i])
			continue; /* left out of the reduced set */
		if (first) {
			ps = *first;
		} else {
			ps.st = *st;
			ps.aedge = aedge;
		}
		ps.marks = marks | (p->fair ? rt_fair_marks(p, st, en) : 0);
		int32_t x = rt_step_excl(st);
		int r = x >= 0 && !p->raw ?
		    rt_product_chain(p, d + 1, succ, x, q, &ps, cb, arg) :
		    rt_product_report(p, succ, q, x, &ps, cb, arg);
		if (r < 0)
			return -1;
		total += r;
	}
	return total;
}

/* Report the successors through automaton edge e (index ei). */
static int rt_product_emit(RtProduct *p, const LtlCEdge *e, uint32_t ei,
    uint32_t base, EcSuccFn cb, void *arg)
{
	uint32_t am = (uint32_t)e->marks;
	if (p->all_accept)
		am = 1;
	base |= am;
	if (p->lv[0].b.n == 0 && (p->np == RT_NP_SPIN || p->np == RT_NP_RABIN))
		return 0; /* -l: as Spin, a run that ends is no cycle (no stutter);
			     -a without a claim stutters ("accept stutter") */
	if (p->lv[0].b.n == 0) {
		RtPStep ps;
		memset(&ps.st, 0, sizeof ps.st);
		ps.st.pid = ps.st.pid2 = -1;
		ps.st.trans = ps.st.trans2 = ps.st.error_trans = -1;
		ps.aedge = (int32_t)ei;
		ps.marks = base | (p->fair ? rt_fair_marks(p, &ps.st, 0) : 0);
		return rt_product_report(p, p->cur, e->dst, -1, &ps, cb, arg);
	}
	return rt_product_steps(p, 0, e->dst, base, (int32_t)ei, NULL, cb, arg);
}

/* Report the successors of the state in p->cur (product excl `excl`,
 * automaton state q, valuation val) through every automaton edge that
 * holds; lv[0] holds next(s, excl) already if `computed`. */
static int rt_product_edges(RtProduct *p, uint32_t q, int excl, uint64_t val,
    int computed, EcSuccFn cb, void *arg)
{
	const LtlCompiled *a = p->aut;
	int total = 0, prepared = 0;
	uint32_t base = 0;
	for (unsigned k = a->first[q]; k < a->first[q + 1]; k++) {
		const LtlCEdge *e = &a->edges[k];
		if (!ltl_cedge_holds(a, e, val))
			continue;
		if (!computed) {
			computed = 1;
			if (rt_product_system(p, 0, p->cur, excl) < 0)
				return -1;
		}
		if (!prepared) {
			prepared = 1;
			if (p->np == RT_NP_RABIN)
				base |= rt_np_marks(p);
			else if (p->np == RT_SYS_ACCEPT || p->np == RT_SYS_ACCEPT_OR)
				base |= rt_sys_accept(p, p->cur);
			else if (p->np && rt_model_progress(p->m, p->cur))
				base |= (uint32_t)1 << p->np_bit;
		}
		int r = rt_product_emit(p, e, k, base, cb, arg);
		if (r < 0)
			return -1;
		total += r;
	}
	return total;
}

static int rt_product_succ_por(RtProduct *p, const uint8_t *ps, uint32_t q,
    uint64_t val, EcSuccFn cb, void *arg);

static int rt_product_succ(void *ctx, const uint8_t *ps, EcSuccFn cb,
    void *arg)
{
	RtProduct *p = ctx;
	const LtlCompiled *a = p->aut;
	uint32_t q = rt_product_q(p, ps);
	int excl = rt_product_excl(p, ps);
	int loop = rt_product_loop(p, ps);
	int computed = 0;
	uint64_t val = 0;
	memcpy(p->cur, ps, p->m->state_size);
	if (excl >= 0) {
		int e = rt_atomic_ended(p, 0, p->cur, excl);
		if (e < 0)
			return -1;
		/* inside an atomic sequence the automaton does not move (Spin
		 * suspends the claim until the sequence ends); where it ended
		 * (not reported so, see rt_atomic_ended) the claim moves */
		if (!e && !loop)
			return rt_product_steps(p, 0, q, p->stay[q] |
			    rt_sys_accept(p, p->cur), -1, NULL, cb, arg);
		if (e) {
			excl = -1;
			p->lv[0].excl = -1;
			computed = p->lv[0].b.n == 0; /* else: next(s, -1) */
		} else {
			/* an atomic loop closes here: the automaton reads s
			 * and moves, the sequence goes on (lv[0]) */
			computed = 1;
		}
	} else if (p->por && !p->raw) {
		if (a->naps)
			val = rt_product_val(p, p->cur);
		return rt_product_succ_por(p, ps, q, val, cb, arg);
	}
	if (a->naps)
		val = rt_product_val(p, p->cur);
	return rt_product_edges(p, q, excl, val, computed, cb, arg);
}

/* --- partial-order reduction ----------------------------------------- */

/* The decisions of the reduction per product state: an open-addressing
 * table of whole states (a hash alone could recall a wrong decision). */
typedef struct RtPorMemo {
	uint8_t *keys;         /* n states of psize bytes */
	uint8_t *dec;          /* per state: RT_POR_DEC_* */
	uint32_t *slot;        /* 0 empty, else index + 1 */
	uint64_t n, cap;       /* states, allocated */
	uint64_t mask;         /* slots - 1 */
	uint32_t psize;
	pthread_mutex_t mu;    /* the workers of a parallel check share the
	                          table: every access holds it */
} RtPorMemo;

enum { RT_POR_DEC_FULL = 0,     /* no reduced set (fully expanded) */
	RT_POR_DEC_REDUCED = 1,     /* expanded through its reduced set */
	RT_POR_DEC_PROVISO = 2,     /* a reduced set, expanded fully by the
	                               cycle proviso */
	RT_POR_DEC_PENDING = 3 };   /* being decided (rt_product_succ_por) */

static uint64_t rt_memo_hash(const uint8_t *k, uint32_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	for (uint32_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 0x100000001b3ULL;
	return h ^ (h >> 29);
}

static void rt_memo_free(RtPorMemo *t)
{
	if (!t)
		return;
	pthread_mutex_destroy(&t->mu);
	free(t->keys);
	free(t->dec);
	free(t->slot);
	free(t);
}

/* Slot of k: its entry, or the empty slot where it would go. */
static uint64_t rt_memo_slot(const RtPorMemo *t, const uint8_t *k)
{
	uint64_t i = rt_memo_hash(k, t->psize) & t->mask;
	for (;; i = (i + 1) & t->mask) {
		uint32_t e = t->slot[i];
		if (!e || !memcmp(t->keys + (uint64_t)(e - 1) * t->psize, k,
		    t->psize))
			return i;
	}
}

/* Decision recorded for k, or -1. */
static int rt_memo_get(RtPorMemo *t, const uint8_t *k)
{
	pthread_mutex_lock(&t->mu);
	uint32_t e = t->slot[rt_memo_slot(t, k)];
	int d = e ? t->dec[e - 1] : -1;
	pthread_mutex_unlock(&t->mu);
	return d;
}

static int rt_memo_grow(RtPorMemo *t)
{
	uint64_t ns = (t->mask + 1) * 2;
	uint32_t *sl = calloc(ns, sizeof *sl);
	if (!sl)
		return -1;
	free(t->slot);
	t->slot = sl;
	t->mask = ns - 1;
	for (uint64_t i = 0; i < t->n; i++)
		t->slot[rt_memo_slot(t, t->keys + i * t->psize)] = (uint32_t)i + 1;
	return 0;
}

/* Record decision d for k (new, or replace); -1 out of memory.  The
 * caller holds t->mu. */
static int rt_memo_put_locked(RtPorMemo *t, const uint8_t *k, int d)
{
	uint64_t i = rt_memo_slot(t, k);
	if (t->slot[i]) {
		t->dec[t->slot[i] - 1] = (uint8_t)d;
		return 0;
	}
	if (t->n >= 0xfffffff0u)
		return -1;
	if (t->n == t->cap) {
		uint64_t c = t->cap ? 2 * t->cap : 4096;
		uint8_t *nk = realloc(t->keys, c * t->psize);
		if (!nk)
			return -1;
		t->keys = nk;
		uint8_t *nd = realloc(t->dec, c);
		if (!nd)
			return -1;
		t->dec = nd;
		t->cap = c;
	}
	memcpy(t->keys + t->n * t->psize, k, t->psize);
	t->dec[t->n] = (uint8_t)d;
	t->slot[i] = (uint32_t)++t->n;
	if (2 * t->n > t->mask + 1 && rt_memo_grow(t) < 0)
		return -1;
	return 0;
}

static int rt_memo_put(RtPorMemo *t, const uint8_t *k, int d)
{
	pthread_mutex_lock(&t->mu);
	int r = rt_memo_put_locked(t, k, d);
	pthread_mutex_unlock(&t->mu);
	return r;
}

/* The decision of k, or -1 when there was none: then k is recorded
 * RT_POR_DEC_PENDING, and the caller decides (-2: out of memory). */
static int rt_memo_claim(RtPorMemo *t, const uint8_t *k)
{
	pthread_mutex_lock(&t->mu);
	uint32_t e = t->slot[rt_memo_slot(t, k)];
	int d = e ? t->dec[e - 1] : rt_memo_put_locked(t, k,
	    RT_POR_DEC_PENDING) < 0 ? -2 : -1;
	pthread_mutex_unlock(&t->mu);
	return d;
}

/* Product states with the steps that reached them: the raw successors
 * of one state (copied: the product's buffers are reused by the next
 * expansion), or a path being built (entry 0 its source, step unused). */
typedef struct RtRawList {
	uint8_t *states;
	RtPStep *steps;
	size_t n, cap;
	uint32_t psize;
	int failed;            /* could not grow */
} RtRawList;

static int rt_raw_push(RtRawList *r, const uint8_t *s, const RtPStep *st)
{
	if (r->n == r->cap) {
		size_t c = r->cap ? 2 * r->cap : 16;
		uint8_t *ns = realloc(r->states, c * r->psize);
		if (ns)
			r->states = ns;
		RtPStep *nt = ns ? realloc(r->steps, c * sizeof *nt) : NULL;
		if (!nt) {
			r->failed = 1;
			return -1;
		}
		r->steps = nt;
		r->cap = c;
	}
	memcpy(r->states + r->n * r->psize, s, r->psize);
	memcpy(&r->steps[r->n++], st, sizeof *st);
	return 0;
}

static void rt_raw_collect(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	(void)marks;
	rt_raw_push(arg, succ, step);
}

/* Choose the reduced set of lv[0] into p->pick; 1 if proper. */
static int rt_product_pick(RtProduct *p)
{
	const RtSuccBuf *b = &p->lv[0].b;
	if (b->n < 2)
		return 0;
	if (b->n > p->pick_cap) {
		uint8_t *np = realloc(p->pick, b->n);
		if (!np)
			return 0;
		p->pick = np;
		p->pick_cap = b->n;
	}
	return rt_por_select(p->por, p->cur, b->steps, (int)b->n, p->vis,
	    p->pick);
}

/* Successors of the stored state ps = (s, q, -1) under reduction. */
static int rt_product_succ_por(RtProduct *p, const uint8_t *ps, uint32_t q,
    uint64_t val, EcSuccFn cb, void *arg)
{
	const LtlCompiled *a = p->aut;
	int any = 0;
	for (unsigned k = a->first[q]; k < a->first[q + 1] && !any; k++)
		any = ltl_cedge_holds(a, &a->edges[k], val);
	if (!any)
		return 0;
	if (rt_product_system(p, 0, p->cur, -1) < 0)
		return -1;
	/* one decision per state, whoever expands it first: the workers of
	 * a parallel check wait for it, and all see the same reduced graph */
	int dec = rt_memo_claim(p->memo, ps);
	while (dec == RT_POR_DEC_PENDING) {
		if (p->halt && __atomic_load_n(p->halt, __ATOMIC_RELAXED))
			return -1;
		sched_yield();
		dec = rt_memo_get(p->memo, ps);
	}
	if (dec == -2)
		return -1;
	if (dec == RT_POR_DEC_REDUCED) {
		if (!rt_product_pick(p))
			return -1; /* the choice is a function of s: cannot be */
		p->picking = 1;
		int r = rt_product_edges(p, q, -1, val, 1, cb, arg);
		p->picking = 0;
		return r;
	}
	if (dec >= 0)
		return rt_product_edges(p, q, -1, val, 1, cb, arg);
	/* first expansion (recorded pending): decide.  With several
	 * workers the proviso below still holds: in a cycle of reduced
	 * states, the one recorded pending last saw its successor on the
	 * cycle pending or reduced already, and was expanded fully. */
	int red = rt_product_pick(p);
	p->pst.states++;
	if (!red) {
		rt_memo_put(p->memo, ps, RT_POR_DEC_FULL);
		return rt_product_edges(p, q, -1, val, 1, cb, arg);
	}
	uint32_t nred = 0;
	for (uint32_t i = 0; i < p->lv[0].b.n; i++)
		nred += p->pick[i];
	p->pst.reduced++;
	p->pst.quiet += red == 2;
	p->pst.sum_reduced += nred;
	p->pst.sum_enabled += p->lv[0].b.n;
	RtRawList l = { .psize = p->psize };
	p->picking = 1;
	int r = rt_product_edges(p, q, -1, val, 1, rt_raw_collect, &l);
	p->picking = 0;
	int seen = r < 0 || l.failed;
	/* the cycle proviso: a successor expanded before through its
	 * reduced set (or this state) may close a cycle of reduced states;
	 * one expanded fully cannot (README.md, "LTL checks") */
	for (size_t i = 0; !seen && !p->no_proviso && i < l.n; i++) {
		int d = rt_memo_get(p->memo, l.states + i * p->psize);
		seen = d == RT_POR_DEC_REDUCED || d == RT_POR_DEC_PENDING;
	}
	if (!seen) {
		rt_memo_put(p->memo, ps, RT_POR_DEC_REDUCED);
		for (size_t i = 0; i < l.n; i++)
			cb(arg, l.states + i * p->psize, l.steps[i].marks,
			    &l.steps[i]);
		r = (int)l.n;
	} else {
		rt_memo_put(p->memo, ps, RT_POR_DEC_PROVISO);
		p->pst.proviso++; /* lv[0] is still next(s, -1) */
		r = rt_product_edges(p, q, -1, val, 1, cb, arg);
	}
	free(l.states);
	free(l.steps);
	return r;
}

void rt_product_set_por(RtProduct *p, RtPor *por, uint8_t *vis)
{
	RtPorMemo *t = calloc(1, sizeof *t);
	if (t) {
		t->psize = p->psize;
		t->mask = 4095;
		t->slot = calloc(t->mask + 1, sizeof *t->slot);
		pthread_mutex_init(&t->mu, NULL);
	}
	if (!t || !t->slot) {
		rt_memo_free(t);
		rt_por_free(por);
		free(vis);
		return;
	}
	p->por = por;
	p->vis = vis;
	p->memo = t;
}

/* stay[q]: the marks common to every edge of q that stays in q's SCC
 * (0 if none).  A product cycle through a step where the automaton rests
 * in q also leaves q by such an edge, so giving these marks to the resting
 * step adds nothing to the cycle's marks, and it keeps accepting SCCs of
 * terminal and weak parts fully marked. */
static int rt_product_stay(RtProduct *p)
{
	const LtlCompiled *a = p->aut;
	size_t n = a->nstates, words = (n + 63) / 64;
	uint64_t *reach = calloc(n * words + 1, sizeof *reach);
	uint32_t *stack = malloc((n + 1) * sizeof *stack);
	p->stay = calloc(n + 1, sizeof *p->stay);
	if (!reach || !stack || !p->stay) {
		free(reach);
		free(stack);
		return -1;
	}
	for (size_t r = 0; r < n; r++) { /* reach[r] = states reachable from r */
		uint64_t *row = reach + r * words;
		size_t sp = 0;
		stack[sp++] = (uint32_t)r;
		while (sp) {
			uint32_t x = stack[--sp];
			for (unsigned k = a->first[x]; k < a->first[x + 1]; k++) {
				unsigned d = a->edges[k].dst;
				if (!(row[d / 64] >> (d % 64) & 1)) {
					row[d / 64] |= (uint64_t)1 << (d % 64);
					stack[sp++] = d;
				}
			}
		}
	}
	for (size_t q = 0; q < n; q++) {
		uint32_t m = ~0u;
		int any = 0;
		for (unsigned k = a->first[q]; k < a->first[q + 1]; k++) {
			unsigned d = a->edges[k].dst;
			if (!(reach[d * words + q / 64] >> (q % 64) & 1))
				continue;
			any = 1;
			m &= p->all_accept ? 1u : (uint32_t)a->edges[k].marks;
		}
		p->stay[q] = any ? m : 0;
	}
	free(reach);
	free(stack);
	return 0;
}

/* Does the automaton SCC of q accept (weak graphs)? */
static int rt_product_accepting_scc(void *ctx, const uint8_t *ps)
{
	RtProduct *p = ctx;
	uint32_t q = rt_product_q(p, ps);
	return p->aut->scc_strength &&
	    p->aut->scc_strength[q] != LTL_NONACC && !p->np && !p->fair;
}

/* The automaton's condition as generalized Rabin pairs over the product's
 * marks (`next`: first mark bit unused).  A false condition becomes one
 * pair asking for an unused mark. */
static int rt_product_pairs(RtProduct *p, uint32_t next)
{
	LtlRabinPair *lp;
	unsigned n = ltl_acc_rabin(p->aut->acc, &lp);
	uint32_t fairm = p->g.inf_mask & ~(p->prop_sets >= 32 ? ~0u :
	    ((1u << p->prop_sets) - 1));
	p->pairs = calloc(n + 1, sizeof *p->pairs);
	if (!p->pairs || (n == 0 && next >= 32)) {
		free(lp);
		return -1;
	}
	for (unsigned i = 0; i < n; i++) {
		p->pairs[i].fin = (uint32_t)lp[i].fin | p->g.fin_mask;
		p->pairs[i].inf = (uint32_t)lp[i].inf | fairm;
	}
	free(lp);
	if (n == 0)
		p->pairs[n++].inf = 1u << next;
	p->npairs = n;
	p->g.npairs = n;
	p->g.pairs = p->pairs;
	p->g.inf_mask = p->pairs[0].inf;
	p->g.fin_mask = p->pairs[0].fin;
	return 0;
}

/* RT_SYS_ACCEPT_OR: one more pair, Inf(np_bit) (and the fairness
 * marks), besides the automaton's (a generalized Büchi condition is the
 * first pair). */
static int rt_product_sys_pair(RtProduct *p)
{
	uint32_t fairm = p->g.inf_mask & ~(p->prop_sets >= 32 ? ~0u :
	    ((1u << p->prop_sets) - 1));
	uint32_t n = p->npairs ? p->npairs : 1;
	EcPair *np = calloc(n + 1, sizeof *np);
	if (!np)
		return -1;
	if (p->npairs)
		memcpy(np, p->pairs, n * sizeof *np);
	else
		np[0] = (EcPair){ p->g.fin_mask, p->g.inf_mask };
	np[0].inf &= ~(1u << p->np_bit); /* not the automaton's */
	np[n] = (EcPair){ 0, (1u << p->np_bit) | fairm };
	free(p->pairs);
	p->pairs = np;
	p->npairs = n + 1;
	p->g.npairs = p->npairs;
	p->g.pairs = p->pairs;
	p->g.inf_mask = p->pairs[0].inf;
	p->g.fin_mask = p->pairs[0].fin;
	return 0;
}

int rt_product_accepts(const RtProduct *p, uint32_t marks)
{
	const EcGraph *g = &p->g;
	if (!p->npairs)
		return (marks & g->inf_mask) == g->inf_mask && !(marks & g->fin_mask);
	for (uint32_t i = 0; i < p->npairs; i++)
		if ((marks & p->pairs[i].inf) == p->pairs[i].inf &&
		    !(marks & p->pairs[i].fin))
			return 1;
	return 0;
}


static RtLevel *rt_product_levels(const MccModel *m)
{
	RtLevel *lv = calloc(RT_LEVELS, sizeof *lv);
	for (uint32_t d = 0; lv && d < RT_LEVELS; d++) {
		lv[d].b.vsize = m->state_size;
		lv[d].b.drop_reports = 1;
	}
	return lv;
}

static void rt_product_levels_free(RtLevel *lv)
{
	for (uint32_t d = 0; lv && d < RT_LEVELS; d++)
		rt_succbuf_free(&lv[d].b);
	free(lv);
}

/* EcGraph.clone: a product for one more worker thread, sharing the
 * read-only parts (model, automaton, evaluators, stay) with its origin
 * and owning its successor buffers. */
static void *rt_product_clone(void *ctx)
{
	const RtProduct *o = ctx;
	/* hidden variables live in one static area of the generated code,
	 * written while successors are computed: one worker only */
	for (int i = 0; i < o->m->nvars; i++)
		if (o->m->vars[i].hidden) {
			fprintf(stderr, "pan: warning: the model has hidden "
			    "variables (one area shared by all threads): the "
			    "check runs with one worker\n");
			return NULL;
		}
	RtProduct *c = malloc(sizeof *c);
	if (!c)
		return NULL;
	*c = *o;
	c->sys_errors = 0;
	c->fair_overflow = 0;
	c->err_halted = 0;
	memset(&c->pst, 0, sizeof c->pst);
	/* the reduction: a chooser of its own, the origin's visibility and
	 * decision table (shared) */
	c->por = NULL;
	if (o->por) {
		const char *why;
		if (!(c->por = rt_por_new(o->m, rt_por_algo(o->por), &why))) {
			free(c);
			return NULL;
		}
		if (!rt_por_quiet(o->por))
			rt_por_no_quiet(c->por);
	}
	c->pick = NULL;
	c->pick_cap = 0;
	c->procs_full = 0;
	c->out = calloc(1, o->psize);
	c->cur = calloc(1, o->m->state_size ? o->m->state_size : 1);
	c->lv = rt_product_levels(o->m);
	if (!c->out || !c->cur || !c->lv) {
		free(c->out);
		free(c->cur);
		free(c->lv);
		rt_por_free(c->por);
		free(c);
		return NULL;
	}
	c->g.ctx = c;
	return c;
}

/* EcGraph.clone_free: fold the clone's counters into its origin. */
static void rt_product_clone_free(void *ctx, void *clone)
{
	RtProduct *o = ctx, *c = clone;
	if (!c)
		return;
	o->sys_errors += c->sys_errors;
	o->fair_overflow |= c->fair_overflow;
	if (c->procs_full)
		o->procs_full = c->procs_full;
	if (c->err_halted)
		o->err_halted = 1;
	rt_por_stats_add(&o->pst, &c->pst);
	rt_por_free(c->por);
	free(c->pick);
	rt_product_levels_free(c->lv);
	free(c->out);
	free(c->cur);
	free(c);
}

uint32_t rt_product_state_size(const MccModel *m)
{
	return ((m->state_size + 3) & ~3u) + 8;
}

int rt_product_init(RtProduct *p, const MccModel *m, const LtlCompiled *aut,
    const RtAp *aps, EcStrength strength, int np, int fair)
{
	memset(p, 0, sizeof *p);
	p->m = m;
	p->aut = aut;
	p->aps = aps;
	p->qoff = (m->state_size + 3) & ~3u;
	p->psize = rt_product_state_size(m);
	p->prop_sets = aut->nsets;
	int gb = ltl_acc_is_gen_buchi(aut->acc, aut->nsets);
	p->all_accept = gb && aut->nsets == 0 && !np && !fair;
	if (p->all_accept)
		p->prop_sets = 1;
	p->np = np;
	uint32_t next = p->prop_sets;
	if (np == RT_NP_RABIN) {
		uint8_t *s0 = calloc(1, m->state_size ? m->state_size : 1);
		if (!s0)
			return -1;
		m->initial(s0);
		p->np_shift = next;
		p->nnp = (uint32_t)m->nprocs(s0);
		free(s0);
		if (p->nnp > 16)
			p->nnp = 16;
		next += p->nnp;
	} else if (np) {
		p->np_bit = next++;
	}
	p->fair = fair;
	if (fair) {
		p->fair_shift = next;
		p->nfair = 32 - next;
		if (p->nfair > 24)
			p->nfair = 24;
	}
	if (next > 32 || (fair && p->nfair < 1)) {
		fprintf(stderr, "pan: too many acceptance sets (%u) for the "
		    "product\n", next);
		return -1;
	}
	p->out = calloc(1, p->psize);
	p->cur = calloc(1, m->state_size ? m->state_size : 1);
	p->lv = rt_product_levels(m);
	if (!p->out || !p->cur || !p->lv || rt_product_stay(p) < 0) {
		rt_product_free(p);
		return -1;
	}
	p->g.ctx = p;
	p->g.state_size = p->psize;
	p->g.step_size = sizeof(RtPStep);
	p->g.inf_mask = (p->prop_sets >= 32 ? ~0u :
	    ((1u << p->prop_sets) - 1));
	if (fair)
		p->g.inf_mask |= (uint32_t)((((uint64_t)1 << p->nfair) - 1)
		    << p->fair_shift);
	p->g.fin_mask = np == RT_NP_SPIN ? 1u << p->np_bit : 0;
	if (np == RT_SYS_ACCEPT)
		p->g.inf_mask |= 1u << p->np_bit;
	if (np == RT_NP_RABIN && rt_np_pairs(p, p->g.inf_mask & ~(uint32_t)
	    ((1ull << p->prop_sets) - 1)) < 0) {
		rt_product_free(p);
		return -1;
	}
	if (!gb && rt_product_pairs(p, fair ? p->fair_shift + p->nfair : next) < 0) {
		rt_product_free(p);
		return -1;
	}
	if (np == RT_SYS_ACCEPT_OR && rt_product_sys_pair(p) < 0) {
		rt_product_free(p);
		return -1;
	}
	p->g.strength = (np || fair) ? EC_STRENGTH_GENERAL : strength;
	p->g.initial = rt_product_initial;
	p->g.succ = rt_product_succ;
	p->g.accepting_scc = p->g.strength == EC_STRENGTH_GENERAL ? NULL :
	    rt_product_accepting_scc;
	p->g.clone = rt_product_clone;
	p->g.clone_free = rt_product_clone_free;
	return 0;
}

void rt_product_free(RtProduct *p)
{
	rt_product_levels_free(p->lv);
	free(p->out);
	free(p->cur);
	free(p->stay);
	free(p->pairs);
	rt_por_free(p->por);
	free(p->vis);
	free(p->pick);
	rt_memo_free(p->memo);
	memset(p, 0, sizeof *p);
}

/* --- lasso expansion ------------------------------------------------- */

/* Extend path pa (ending in a state inside an atomic sequence, or in the
 * source of the edge, pa->states[from]) by raw steps until it reaches dst
 * with the union of marks `want`; 1 found, 0 not, -1 out of memory. */
static int rt_expand_edge(RtProduct *p, RtRawList *pa, size_t from,
    const RtPStep *want, const uint8_t *dst, uint32_t marks)
{
	uint32_t psz = p->psize;
	RtRawList r = { .psize = psz };
	const uint8_t *s = pa->states + (pa->n - 1) * psz;
	if (pa->n - 1 - from > RT_CHAIN_MAX + 1)
		return 0;
	if (p->g.succ(p, s, rt_raw_collect, &r) < 0 || r.failed) {
		free(r.states);
		free(r.steps);
		return -1;
	}
	int res = 0;
	for (size_t i = 0; i < r.n && !res; i++) {
		const uint8_t *t = r.states + i * psz;
		const RtPStep *st = &r.steps[i];
		if (pa->n - 1 == from && (!rt_step_same(&st->st, &want->st) ||
		    st->aedge != want->aedge))
			continue;
		uint32_t mk = marks | st->marks;
		if ((mk & ~want->marks) != 0)
			continue;
		if (rt_raw_push(pa, t, st) < 0) {
			res = -1;
			break;
		}
		if (mk == want->marks && rt_pstate_eq(p, t, dst)) {
			/* dst itself: it may carry the loop flag */
			memcpy(pa->states + (pa->n - 1) * psz, dst, psz);
			res = 1;
			break;
		}
		/* go on inside the atomic sequence, not through a state of the
		 * path again */
		int again = rt_product_excl(p, t) < 0;
		for (size_t k = from; !again && k + 1 < pa->n; k++)
			again = rt_pstate_eq(p, pa->states + k * psz, t);
		if (!again)
			res = rt_expand_edge(p, pa, from, want, dst, mk);
		if (res == 0)
			pa->n--;
	}
	free(r.states);
	free(r.steps);
	return res;
}

int rt_product_expand_lasso(RtProduct *p, EcLasso *l)
{
	uint32_t psz = p->psize;
	size_t n = l->nprefix + l->ncycle, nprefix = 0;
	RtRawList pa = { .psize = psz };
	RtPStep none;
	int raw = p->raw, res = 0;
	memset(&none, 0, sizeof none);
	if (rt_raw_push(&pa, l->states, &none) < 0)
		return -1;
	p->raw = 1;
	for (size_t i = 0; i < n && res == 0; i++) {
		RtPStep want;
		memcpy(&want, l->steps + i * sizeof want, sizeof want);
		if (i == l->nprefix)
			nprefix = pa.n - 1;
		if (rt_expand_edge(p, &pa, pa.n - 1, &want,
		    l->states + (i + 1) * psz, 0) != 1)
			res = -1;
	}
	p->raw = raw;
	if (res == 0) {
		/* steps[k] led to states[k]: shift them to lead from it */
		memmove(pa.steps, pa.steps + 1, (pa.n - 1) * sizeof *pa.steps);
		free(l->states);
		free(l->steps);
		l->states = pa.states;
		l->steps = (uint8_t *)pa.steps;
		l->nprefix = nprefix;
		l->ncycle = pa.n - 1 - nprefix;
	} else {
		free(pa.states);
		free(pa.steps);
	}
	return res;
}
