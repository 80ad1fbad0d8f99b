/*
 * par_weak.c -- parallel check for weak (and terminal) graphs: swarmed
 * DFS with shared dead states.
 *
 * Assumption (EC_NEEDS_WEAK, as weak.c): in every SCC either each edge
 * carries all of inf_mask, or no cycle does.  Every worker runs a DFS from
 * the initial state in its own random successor order; it keeps only its
 * stack (and a map of the states on it); a state it backtracks from is
 * marked dead in the shared store (its union-find node linked to Dead),
 * and every worker skips dead states.  A worker reports at an edge back to
 * its own stack that is accepting (marks hold inf_mask, or accepting_scc()
 * says so): the stack from that target up, plus the edge, is a cycle.
 *
 * Why no cycle is missed: take an accepting cycle C and its state u that
 * is marked dead first, by worker B.  B looked at u's successor u' on C
 * before leaving u, and u' was not dead then; if B had pushed u', it would
 * have left (and killed) u' before u; so u' was on B's stack, and the edge
 * u -> u' lies in C's SCC, hence carries inf_mask: B reported.  A worker
 * whose stack empties has seen every reachable state dead or explored, so
 * the graph is empty and everyone stops.
 *
 * Counterexample: the reporting worker's stack is the lasso.
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/par/pwork.h"

typedef struct PWeak {
	PwArr dfs;                 /* PwFrame (pos unused) */
	size_t depth;
	PwMap on;                  /* state -> dfs position */
	size_t from;               /* reported: frame of the cycle's start */
	size_t top;                /* reported: depth at the report */
} PWeak;

static int weak_accepting(PwThread *t, const PwEdge *e)
{
	const EcGraph *g = t->run->g;
	t->st.counters[0]++;
	if (pw_accepting(t->run, e->marks))
		return 1;
	return g->accepting_scc &&
	    g->accepting_scc(t->ctx, ps_state(t->run->ps, e->dst));
}

static int weak_push(PwThread *t, PWeak *w, uint64_t s, uint32_t in)
{
	if (pw_map_put(t, &w->on, s, w->depth) < 0 ||
	    pw_frame_push(t, &w->dfs, &w->depth, s, in, 0) < 0)
		return -1;
	return 0;
}

static void weak_search(PwThread *t, PWeak *w)
{
	PwRun *r = t->run;
	if (weak_push(t, w, r->init, 0) < 0)
		return;
	while (w->depth) {
		if (pw_poll(t))
			return;
		PwFrame *f = (PwFrame *)w->dfs.p + w->depth - 1;
		if (f->i == f->n) {
			puf_kill(&r->uf, f->s);
			t->st.counters[1]++;
			pw_map_del(&w->on, f->s);
			t->alen = f->off;
			w->depth--;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t pos;
		if (pw_map_get(&w->on, e->dst, &pos)) {
			if (weak_accepting(t, e)) {
				w->from = pos;
				w->top = w->depth;
				pw_found(t, e->dst);
				return;
			}
		} else if (!puf_is_dead(&r->uf, e->dst)) {
			if (weak_push(t, w, e->dst, e->marks) < 0)
				return;
		}
	}
	t->finished = 1;
	atomic_store(&r->completed, 1);
	atomic_store(&r->stop, 1);
}

static void *weak_worker(void *arg)
{
	PwThread *t = arg;
	PWeak *w = t->algo;
	w->dfs.esz = sizeof(PwFrame);
	if (pw_map_init(t, &w->on) == 0)
		weak_search(t, w);
	return NULL;
}

/* Marks of the reported cycle. */
static uint32_t weak_cycle_marks(PwThread *t, PWeak *w)
{
	const PwFrame *f = w->dfs.p;
	uint32_t m = 0;
	for (size_t j = w->from; j < w->top; j++)
		m |= pw_edge(t, f[j].off, f[j].i - 1)->marks;
	return m;
}

/* The lasso from the reporting worker's stack. */
static int weak_lasso(PwThread *t, PWeak *w, EcLasso *l)
{
	const EcGraph *g = t->run->g;
	const PwFrame *f = w->dfs.p;
	size_t n = w->top, vs = g->state_size, ss = g->step_size;
	memset(l, 0, sizeof *l);
	l->states = malloc((n + 1) * (vs ? vs : 1));
	l->steps = malloc(n * (ss ? ss : 1));
	if (!l->states || !l->steps) {
		ec_lasso_free(l);
		return -1;
	}
	for (size_t j = 0; j < n; j++) {
		const PwEdge *e = pw_edge(t, f[j].off, f[j].i - 1);
		memcpy(l->states + j * vs, ps_state(t->run->ps, f[j].s), vs);
		memcpy(l->steps + j * ss, e + 1, ss);
	}
	memcpy(l->states + n * vs, ps_state(t->run->ps, f[w->from].s), vs);
	l->nprefix = w->from;
	l->ncycle = n - w->from;
	return 0;
}

static EcResult par_weak_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	PwRun run;
	int n = cfg->threads > 0 ? cfg->threads : 1;
	if (pw_run_init(&run, g, cfg, n, PUF_LOCKFREE, PUF_NODE_SIZE, 0) < 0) {
		memset(st, 0, sizeof *st);
		return EC_INCOMPLETE;
	}
	PWeak *ws = calloc((size_t)run.nthreads, sizeof *ws);
	EcResult res = EC_INCOMPLETE;
	if (ws) {
		for (int i = 0; i < run.nthreads; i++)
			run.t[i].algo = &ws[i];
		pw_run_threads(&run, weak_worker);
		res = pw_result(&run);
		if (res == EC_NONEMPTY) {
			PwThread *t = &run.t[atomic_load(&run.found) - 1];
			if (!pw_accepting(&run, weak_cycle_marks(t, t->algo)))
				res = EC_FAILURE; /* the graph is not weak */
			else if (cfg->want_lasso && lasso)
				weak_lasso(t, t->algo, lasso);
		}
		for (int i = 0; i < run.nthreads; i++) {
			pw_arr_free(&run.t[i], &ws[i].dfs);
			pw_map_free(&run.t[i], &ws[i].on);
		}
	}
	free(ws);
	pw_run_fini(&run, st);
	return res;
}

const EcAlgo ec_par_weak = {
	"par-weak",
	"parallel single DFS for weak graphs, shared dead states (-j N)",
	EC_NEEDS_WEAK | EC_PARALLEL,
	{ "back-edges", "dead", NULL, NULL },
	par_weak_run
};
