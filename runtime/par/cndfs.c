/*
 * cndfs.c -- CNDFS, the multi-core nested depth-first search of
 * Evangelista, Laarman, Petrucci & van de Pol (ATVA'12), for Büchi graphs
 * (EC_NEEDS_BA: at most one inf mark, no fin mark).
 *
 * CNDFS is stated for accepting states; our marks are on edges.  The check
 * runs on the equivalent state-based graph whose states are pairs (s, b),
 * b = "the edge into s was accepting": (s, b) -m-> (t, acc(m)), accepting
 * states are those with b = 1, the initial state is (s0, 0).  A cycle
 * through an accepting state there is a cycle through an accepting edge
 * in the graph.  The pairs are what the store holds (the vector plus one
 * byte), so a state may be stored twice.
 *
 * Worker i (every worker runs the whole search, in its own random order):
 *   blue(s): s cyan_i; for each successor t: if t is cyan_i and s or t is
 *     accepting: cycle; if t is neither cyan_i nor blue_i nor red: blue(t);
 *     then, if s is accepting: R_i := {}; red(s); wait until every
 *     accepting state of R_i other than s is red; make all of R_i red;
 *     s blue_i.
 *   red(s): add s to R_i; for each successor t: t cyan_i: cycle;
 *     t not in R_i and not red: red(t).
 * Shared: red (a flag in the record), blue_i (a bit per worker in the
 * record: at most 64 workers), nothing else; cyan_i and R_i are the
 * worker's own maps.  The wait ends because the accepting states it waits
 * for are being finished by other workers' red searches (or the run stops).
 *
 * Counterexample: the worker's blue stack up to the cyan state t that
 * closes the cycle is the prefix; the cycle follows the blue stack from t
 * to the red search's root, then the red stack, then the closing edge.
 */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/par/pwork.h"

/* The record's extra bytes. */
typedef struct CNode {
	_Atomic uint64_t parent;   /* unused (puf.h layout) */
	atomic_uint red;           /* red: no accepting cycle through it */
	uint32_t pad;
	_Atomic uint64_t blue;     /* bit i: blue for worker i */
} CNode;

typedef struct CWork {
	PwArr blue;                /* PwFrame: the blue stack */
	size_t bdepth;
	PwArr red;                 /* PwFrame: the red stack */
	size_t rdepth;
	PwMap cyan;                /* state -> blue stack position */
	PwMap inR;                 /* R_i membership */
	PwArr R;                   /* uint64_t: R_i's states */
	size_t nR;
	uint64_t bit;
	uint8_t *buf;              /* one pair being stored */
	/* the reported cycle: blue frames from `from` to `bto` (inclusive),
	 * then red frames 0..`rto` (inclusive, -1 none), then back to
	 * blue[from] */
	size_t from, bto;
	long rto;
} CWork;

static CNode *cn(PwRun *r, uint64_t x)
{
	return (CNode *)ps_rec(r->ps, x);
}

static int accepting(PwRun *r, uint64_t x)
{
	return ps_state(r->ps, x)[r->g->state_size] != 0;
}

static int is_red(PwRun *r, uint64_t x)
{
	return atomic_load(&cn(r, x)->red) != 0;
}

static int is_blue(PwRun *r, CWork *w, uint64_t x)
{
	return (atomic_load(&cn(r, x)->blue) & w->bit) != 0;
}

/* EcSuccFn: store the pair (succ, accepting marks) and record the edge. */
static void cn_collect(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	PwThread *t = arg;
	CWork *w = t->algo;
	uint32_t vs = t->run->g->state_size;
	if (t->expand_failed)
		return;
	memcpy(w->buf, succ, vs);
	w->buf[vs] = pw_accepting(t->run, marks);
	pw_record_edge(t, w->buf, marks, step);
}

static int cn_push(PwThread *t, PwArr *stack, size_t *depth, uint64_t s)
{
	PwRun *r = t->run;
	if (pw_arr_fit(t, stack, *depth + 1) < 0)
		return -1;
	PwFrame *f = (PwFrame *)stack->p + (*depth)++;
	f->s = s;
	f->off = t->alen;
	f->i = 0;
	f->in = f->pad = 0;
	f->pos = 0;
	t->expand_failed = 0;
	r->g->succ(t->ctx, ps_state(r->ps, s), cn_collect, t);
	if (t->expand_failed) {
		atomic_store(&r->oom, 1);
		atomic_store(&r->stop, 1);
		return -1;
	}
	f->n = (uint32_t)((t->alen - f->off) / r->esz);
	if (t->id > 0 || r->cfg->seed) /* swarming */
		pw_shuffle(t, f->off, f->n);
	if (*depth > t->st.max_depth)
		t->st.max_depth = *depth;
	return 0;
}

/* Blue stack position of a cyan state, or -1. */
static long cyan_pos(CWork *w, uint64_t x)
{
	uint64_t p;
	return pw_map_get(&w->cyan, x, &p) ? (long)p : -1;
}

/* The red search from the top blue state; 1 cycle, 0 none, -1 stop. */
static int red_search(PwThread *t, CWork *w, uint64_t s)
{
	PwRun *r = t->run;
	w->nR = 0;
	w->rdepth = 0;
	t->st.counters[0]++;
	if (pw_map_put(t, &w->inR, s, 1) < 0 ||
	    pw_arr_fit(t, &w->R, w->nR + 1) < 0 ||
	    cn_push(t, &w->red, &w->rdepth, s) < 0)
		return -1;
	((uint64_t *)w->R.p)[w->nR++] = s;
	while (w->rdepth) {
		if (pw_poll(t))
			return -1;
		PwFrame *f = (PwFrame *)w->red.p + w->rdepth - 1;
		if (f->i == f->n) {
			t->alen = f->off;
			w->rdepth--;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t d = e->dst, v;
		long cp = cyan_pos(w, d);
		if (cp >= 0) {
			w->from = (size_t)cp;
			w->bto = w->bdepth - 1;
			w->rto = (long)w->rdepth - 1;
			return 1;
		}
		if (pw_map_get(&w->inR, d, &v) || is_red(r, d))
			continue;
		if (pw_map_put(t, &w->inR, d, 1) < 0 ||
		    pw_arr_fit(t, &w->R, w->nR + 1) < 0 ||
		    cn_push(t, &w->red, &w->rdepth, d) < 0)
			return -1;
		((uint64_t *)w->R.p)[w->nR++] = d;
	}
	/* wait for the other accepting states of R_i, then paint R_i red */
	for (size_t k = 0; k < w->nR; k++) {
		uint64_t x = ((uint64_t *)w->R.p)[k];
		while (x != s && accepting(r, x) && !is_red(r, x)) {
			if (pw_poll(t))
				return -1;
			t->st.counters[2]++;
			sched_yield();
		}
	}
	for (size_t k = 0; k < w->nR; k++) {
		uint64_t x = ((uint64_t *)w->R.p)[k];
		atomic_store(&cn(r, x)->red, 1);
		pw_map_del(&w->inR, x);
	}
	return 0;
}

static int blue_push(PwThread *t, CWork *w, uint64_t s)
{
	if (pw_map_put(t, &w->cyan, s, w->bdepth) < 0 ||
	    cn_push(t, &w->blue, &w->bdepth, s) < 0)
		return -1;
	return 0;
}

static void cndfs_search(PwThread *t, CWork *w)
{
	PwRun *r = t->run;
	if (blue_push(t, w, r->init) < 0)
		return;
	while (w->bdepth) {
		if (pw_poll(t))
			return;
		PwFrame *f = (PwFrame *)w->blue.p + w->bdepth - 1;
		if (f->i == f->n) {
			uint64_t s = f->s;
			size_t off = f->off;
			if (accepting(r, s)) {
				int rc = red_search(t, w, s);
				if (rc > 0) {
					pw_found(t, s);
					return;
				}
				if (rc < 0)
					return;
			}
			atomic_fetch_or(&cn(r, s)->blue, w->bit);
			pw_map_del(&w->cyan, s);
			t->alen = off;
			w->bdepth--;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t d = e->dst;
		long cp = cyan_pos(w, d);
		if (cp >= 0) {
			if (accepting(r, f->s) || accepting(r, d)) {
				w->from = (size_t)cp;
				w->bto = w->bdepth - 1;
				w->rto = -1;
				pw_found(t, d);
				return;
			}
			continue;
		}
		if (!is_blue(r, w, d) && !is_red(r, d) && blue_push(t, w, d) < 0)
			return;
	}
	t->finished = 1;
	atomic_store(&r->completed, 1);
	atomic_store(&r->stop, 1);
}

static void *cndfs_worker(void *arg)
{
	PwThread *t = arg;
	CWork *w = t->algo;
	w->blue.esz = w->red.esz = sizeof(PwFrame);
	w->R.esz = sizeof(uint64_t);
	w->bit = (uint64_t)1 << t->id;
	if (pw_map_init(t, &w->cyan) == 0 && pw_map_init(t, &w->inR) == 0)
		cndfs_search(t, w);
	return NULL;
}

/* Append frame f's current edge (state of f, then the step) to the
 * lasso arrays at position k. */
static void put_step(PwThread *t, EcLasso *l, size_t k, const PwFrame *f)
{
	const EcGraph *g = t->run->g;
	const PwEdge *e = pw_edge(t, f->off, f->i - 1);
	memcpy(l->states + k * g->state_size, ps_state(t->run->ps, f->s),
	    g->state_size);
	memcpy(l->steps + k * g->step_size, e + 1, g->step_size);
}

static int cndfs_lasso(PwThread *t, CWork *w, EcLasso *l)
{
	const EcGraph *g = t->run->g;
	const PwFrame *b = w->blue.p, *rd = w->red.p;
	/* the red stack's root is the blue top: skip it in the blue part */
	size_t nb = w->bto + 1 - (w->rto >= 0 ? 1 : 0);
	size_t nred = w->rto >= 0 ? (size_t)w->rto + 1 : 0;
	size_t n = nb + nred, vs = g->state_size, ss = g->step_size;
	memset(l, 0, sizeof *l);
	l->states = malloc((n + 1) * (vs ? vs : 1));
	l->steps = malloc((n ? n : 1) * (ss ? ss : 1));
	if (!l->states || !l->steps) {
		ec_lasso_free(l);
		return -1;
	}
	size_t k = 0;
	for (size_t j = 0; j < nb; j++)
		put_step(t, l, k++, &b[j]);
	for (size_t j = 0; j < nred; j++)
		put_step(t, l, k++, &rd[j]);
	memcpy(l->states + n * vs, ps_state(t->run->ps, b[w->from].s), vs);
	l->nprefix = w->from;
	l->ncycle = n - w->from;
	return 0;
}

static EcResult cndfs_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	PwRun run;
	EcConfig c2 = *cfg;
	int n = cfg->threads > 0 ? cfg->threads : 1;
	if (n > 64) /* one bit per worker */
		n = c2.threads = 64;
	memset(st, 0, sizeof *st);
	/* stored vectors: the state, then the accepting byte (initial: 0) */
	if (pw_run_init(&run, g, &c2, n, PUF_LOCKFREE, sizeof(CNode), 1) < 0)
		return EC_INCOMPLETE;
	CWork *ws = calloc((size_t)run.nthreads, sizeof *ws);
	EcResult res = EC_INCOMPLETE;
	if (ws) {
		int ok = 1;
		for (int i = 0; i < run.nthreads; i++) {
			run.t[i].algo = &ws[i];
			ws[i].buf = calloc(1, g->state_size + 1);
			ok &= ws[i].buf != NULL;
		}
		if (ok) {
			pw_run_threads(&run, cndfs_worker);
			res = pw_result(&run);
		}
		if (res == EC_NONEMPTY && cfg->want_lasso && lasso) {
			PwThread *t = &run.t[atomic_load(&run.found) - 1];
			if (cndfs_lasso(t, t->algo, lasso) < 0)
				memset(lasso, 0, sizeof *lasso);
		}
		for (int i = 0; i < run.nthreads; i++) {
			PwThread *t = &run.t[i];
			pw_arr_free(t, &ws[i].blue);
			pw_arr_free(t, &ws[i].red);
			pw_arr_free(t, &ws[i].R);
			pw_map_free(t, &ws[i].cyan);
			pw_map_free(t, &ws[i].inR);
			free(ws[i].buf);
		}
	}
	free(ws);
	pw_run_fini(&run, st);
	return res;
}

const EcAlgo ec_cndfs = {
	"cndfs",
	"multi-core nested DFS (CNDFS), Büchi graphs (-j N, <= 64)",
	EC_NEEDS_BA | EC_PARALLEL,
	{ "red-searches", NULL, "waits", NULL },
	cndfs_run
};
