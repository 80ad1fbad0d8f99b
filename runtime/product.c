/* product.c -- model x property automaton as an EcGraph, see product.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/product.h"

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
	return e;
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

int rt_model_progress(const MccModel *m, const uint8_t *s)
{
	int n = m->nprocs(s);
	for (int pid = 0; pid < n; pid++) {
		int pt = m->proc_type(s, pid), loc = m->proc_loc(s, pid);
		if (pt < 0 || pt >= m->nproctypes || loc < 0 ||
		    loc >= m->proctypes[pt].nlocs)
			continue;
		if (m->proctypes[pt].locs[loc].flags & MCC_LOC_PROGRESS)
			return 1;
	}
	return 0;
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

/* MccSuccFn: collect a system successor. */
static void rt_product_collect(void *ctx, const uint8_t *succ,
    const MccStep *step)
{
	RtProduct *p = ctx;
	uint32_t vs = p->m->state_size;
	if (p->n == p->cap) {
		uint32_t c = p->cap ? 2 * p->cap : 16;
		uint8_t *ns = realloc(p->sbuf, (size_t)c * (vs ? vs : 1));
		if (ns)
			p->sbuf = ns;
		MccStep *nt = ns ? realloc(p->steps, c * sizeof *nt) : NULL;
		if (!nt) {
			p->failed = 1;
			return;
		}
		p->steps = nt;
		p->cap = c;
	}
	memcpy(p->sbuf + (size_t)p->n * vs, succ, vs);
	p->steps[p->n++] = *step;
}

static void rt_product_initial(void *ctx, uint8_t *ps)
{
	RtProduct *p = ctx;
	p->m->initial(p->cur);
	rt_product_make(p, ps, p->cur, p->aut->init, -1);
}

/* The process holding the atomic sequence a step enters, or -1. */
static int32_t rt_step_excl(const MccStep *st)
{
	if (!(st->flags & MCC_STEP_ATOMIC))
		return -1;
	return st->pid2 >= 0 ? st->pid2 : st->pid;
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

static uint64_t rt_enabled_pids(const RtProduct *p)
{
	uint64_t en = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const MccStep *st = &p->steps[i];
		if (st->pid >= 0 && st->pid < 64)
			en |= (uint64_t)1 << st->pid;
		if (st->pid2 >= 0 && st->pid2 < 64)
			en |= (uint64_t)1 << st->pid2;
	}
	return en;
}

/* Report the successors through automaton edge e (index ei). */
static int rt_product_emit(RtProduct *p, const LtlCEdge *e, uint32_t ei,
    uint32_t base, uint64_t en, EcSuccFn cb, void *arg)
{
	RtPStep ps;
	uint32_t am = (uint32_t)e->marks;
	if (p->all_accept)
		am = 1;
	base |= am;
	ps.aedge = (int32_t)ei;
	if (p->n == 0) {
		memset(&ps.st, 0, sizeof ps.st);
		ps.st.pid = ps.st.pid2 = -1;
		ps.st.trans = ps.st.trans2 = ps.st.error_trans = -1;
		ps.marks = base | (p->fair ? rt_fair_marks(p, &ps.st, 0) : 0);
		rt_product_make(p, p->out, p->cur, e->dst, -1);
		cb(arg, p->out, ps.marks, &ps);
		return 1;
	}
	for (uint32_t i = 0; i < p->n; i++) {
		const MccStep *st = &p->steps[i];
		ps.st = *st;
		ps.marks = base | (p->fair ? rt_fair_marks(p, st, en) : 0);
		rt_product_make(p, p->out, p->sbuf + (size_t)i * p->m->state_size,
		    e->dst, rt_step_excl(st));
		cb(arg, p->out, ps.marks, &ps);
	}
	return (int)p->n;
}

/* Collect the system successors of p->cur; -1 if out of memory. */
static int rt_product_system(RtProduct *p, int excl)
{
	p->n = 0;
	p->failed = 0;
	p->m->next(p->cur, excl, rt_product_collect, p);
	if (p->failed)
		return -1;
	for (uint32_t i = 0; i < p->n; i++)
		if (p->steps[i].error)
			p->sys_errors++;
	return 0;
}

/* Inside an atomic sequence the automaton does not move (Spin's claim is
 * suspended until the sequence ends): successors keep q, no edge, no
 * property marks. */
static int rt_product_atomic(RtProduct *p, uint32_t q, EcSuccFn cb,
    void *arg)
{
	RtPStep ps;
	uint64_t en = p->fair ? rt_enabled_pids(p) : 0;
	ps.aedge = -1;
	for (uint32_t i = 0; i < p->n; i++) {
		const MccStep *st = &p->steps[i];
		ps.st = *st;
		ps.marks = p->stay[q] | (p->fair ? rt_fair_marks(p, st, en) : 0);
		rt_product_make(p, p->out, p->sbuf + (size_t)i * p->m->state_size,
		    q, rt_step_excl(st));
		cb(arg, p->out, ps.marks, &ps);
	}
	return (int)p->n;
}

static int rt_product_succ(void *ctx, const uint8_t *ps, EcSuccFn cb,
    void *arg)
{
	RtProduct *p = ctx;
	const LtlCompiled *a = p->aut;
	uint32_t q = rt_product_q(p, ps);
	int excl = rt_product_excl(p, ps);
	int total = 0, computed = 0, prepared = 0;
	uint64_t val = 0, en = 0;
	uint32_t base = 0;
	memcpy(p->cur, ps, p->m->state_size);
	if (excl >= 0) {
		if (rt_product_system(p, excl) < 0)
			return -1;
		if (p->n > 0)
			return rt_product_atomic(p, q, cb, arg);
		computed = 1; /* no step at all: the claim moves, stuttering */
	}
	if (a->naps)
		val = rt_product_val(p, p->cur);
	for (unsigned k = a->first[q]; k < a->first[q + 1]; k++) {
		const LtlCEdge *e = &a->edges[k];
		if (!ltl_cedge_holds(a, e, val))
			continue;
		if (!computed) {
			computed = 1;
			if (rt_product_system(p, excl) < 0)
				return -1;
		}
		if (!prepared) {
			prepared = 1;
			if (p->fair)
				en = rt_enabled_pids(p);
			if (p->np == RT_NP_RABIN)
				base |= rt_np_marks(p);
			else if (p->np && rt_model_progress(p->m, p->cur))
				base |= (uint32_t)1 << p->np_bit;
		}
		total += rt_product_emit(p, e, k, base, en, cb, arg);
	}
	return total;
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
	c->sbuf = NULL;
	c->steps = NULL;
	c->n = c->cap = 0;
	c->failed = 0;
	c->sys_errors = 0;
	c->fair_overflow = 0;
	c->out = calloc(1, o->psize);
	c->cur = calloc(1, o->m->state_size ? o->m->state_size : 1);
	if (!c->out || !c->cur) {
		free(c->out);
		free(c->cur);
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
	free(c->sbuf);
	free(c->steps);
	free(c->out);
	free(c->cur);
	free(c);
}

int rt_product_init(RtProduct *p, const MccModel *m, const LtlCompiled *aut,
    const RtAp *aps, EcStrength strength, int np, int fair)
{
	memset(p, 0, sizeof *p);
	p->m = m;
	p->aut = aut;
	p->aps = aps;
	p->qoff = (m->state_size + 3) & ~3u;
	p->psize = p->qoff + 8;
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
	if (!p->out || !p->cur || rt_product_stay(p) < 0) {
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
	if (np == RT_NP_RABIN && rt_np_pairs(p, p->g.inf_mask & ~(uint32_t)
	    ((1ull << p->prop_sets) - 1)) < 0) {
		rt_product_free(p);
		return -1;
	}
	if (!gb && rt_product_pairs(p, fair ? p->fair_shift + p->nfair : next) < 0) {
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
	free(p->sbuf);
	free(p->steps);
	free(p->out);
	free(p->cur);
	free(p->stay);
	free(p->pairs);
	memset(p, 0, sizeof *p);
}
