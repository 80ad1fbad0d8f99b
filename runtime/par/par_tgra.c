/*
 * par_tgra.c -- the parallel generalized Rabin check (issue 7), built on
 * the swarmed union-find check of par_uf.c and on the sequential
 * Algorithm 3 of Bloemen, Duret-Lutz & van de Pol (runtime/ec/rabin.c).
 *
 * For one pair Fin(F) & Inf(I): par-dijkstra run on the graph whose
 * inf_mask is I and fin_mask F.  Its swarmed workers share the store and
 * a union-find that never unites across an F edge (an F edge is never
 * followed), Inf marks on class representatives, the Dead class with the
 * early backtrack; the targets of F edges go to the shared Fstates
 * (pfst.h), from which every worker restarts once its search is over.  A
 * class holding I lies in an SCC of the graph without F edges: an
 * accepting cycle for the pair.  Each pair gets a fresh store and
 * union-find (a class of one pair means nothing for the next).
 *
 *   par-tgra:       the pairs one after another, all workers on each.
 *   par-tgra-pairs: each pair its own group of workers (min(N, pairs)
 *                   groups run at once, N / groups workers each, taking
 *                   the next unchecked pair when done; memlim is split
 *                   among the groups); the first non-empty pair stops the
 *                   others.
 *
 * Statistics: states is the largest store of one pair (each pair stores
 * the reachable states once), the other counts are summed over pairs.
 * The counterexample is the one of the non-empty pair (plasso.c keeps its
 * cycle off F edges; its prefix may use any edge).
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/par/pwork.h"
#include "runtime/par/pfst.h"

/* --- Fstates (pfst.h) ---------------------------------------------------- */

int pf_init(PfSet *f)
{
	memset(f, 0, sizeof *f);
	return pthread_mutex_init(&f->mu, NULL) == 0 ? 0 : -1;
}

void pf_fini(PfSet *f)
{
	free(f->v);
	pthread_mutex_destroy(&f->mu);
	memset(f, 0, sizeof *f);
}

int pf_add(PwThread *t, uint64_t s)
{
	PwRun *r = t->run;
	PfSet *f = r->fst;
	uint32_t *flag = (uint32_t *)(ps_rec(r->ps, s) + PUF_NODE_SIZE);
	int rc = 0;
	/* The flag is set under the mutex, after the append: a worker that
	 * sees it set knows the entry is in the array.  (Setting it before
	 * the append let another worker skip the state, kill its source and
	 * let a third one finish over an array that lacked the entry: a
	 * region behind a Fin edge left unexplored, found by test_rt_ec as
	 * a state count short of the reachable one.) */
	if (__atomic_load_n(flag, __ATOMIC_ACQUIRE))
		return 0;
	pthread_mutex_lock(&f->mu);
	if (__atomic_load_n(flag, __ATOMIC_RELAXED)) {
		pthread_mutex_unlock(&f->mu);
		return 0;
	}
	if (f->n == f->cap) {
		size_t cap = f->cap ? 2 * f->cap : 256;
		uint64_t *v = NULL;
		if (pw_reserve(t, (cap - f->cap) * sizeof *v) < 0 ||
		    !(v = realloc(f->v, cap * sizeof *v)))
			rc = -1;
		else {
			f->v = v;
			f->cap = cap;
		}
	}
	if (rc == 0) {
		f->v[f->n++] = s;
		__atomic_store_n(flag, 1, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&f->mu);
	if (rc < 0) {
		atomic_store(&r->oom, 1);
		atomic_store(&r->stop, 1);
	}
	return rc;
}

size_t pf_count(PfSet *f)
{
	pthread_mutex_lock(&f->mu);
	size_t n = f->n;
	pthread_mutex_unlock(&f->mu);
	return n;
}

uint64_t pf_get(PfSet *f, size_t i)
{
	pthread_mutex_lock(&f->mu);
	uint64_t s = f->v[i];
	pthread_mutex_unlock(&f->mu);
	return s;
}

/* --- one pair ------------------------------------------------------------ */

static EcResult tg_pair(const EcGraph *g, const EcPair *p,
    const EcConfig *cfg, EcStats *st, EcLasso *lasso)
{
	EcGraph g1 = *g;
	g1.inf_mask = p->inf;
	g1.fin_mask = p->fin;
	g1.npairs = 0;
	g1.pairs = NULL;
	return pw_dijkstra_run(&g1, cfg, st, lasso);
}

/* Fold the statistics of one pair into `to`. */
static void tg_add(EcStats *to, const EcStats *s)
{
	if (s->states > to->states)
		to->states = s->states;
	if (s->max_depth > to->max_depth)
		to->max_depth = s->max_depth;
	if (s->memory > to->memory)
		to->memory = s->memory;
	to->transitions += s->transitions;
	to->revisits += s->revisits;
	for (int k = 0; k < 4; k++)
		to->counters[k] += s->counters[k];
	to->cpu += s->cpu;
}

static int tg_threads(const EcConfig *cfg)
{
	return cfg->threads > 0 ? cfg->threads : 1;
}

/* Run pair p with `cfg` (threads set), folding statistics into st and
 * per worker into ts[0..threads) (if ts); tmp has room for them. */
static EcResult tg_pair_stats(const EcGraph *g, const EcPair *p,
    EcConfig *cfg, EcStats *st, EcStats *ts, EcStats *tmp, EcLasso *l)
{
	EcStats one;
	int n = tg_threads(cfg);
	cfg->thread_stats = ts ? tmp : NULL;
	if (ts)
		memset(tmp, 0, (size_t)n * sizeof *tmp);
	EcResult r = tg_pair(g, p, cfg, &one, l);
	tg_add(st, &one);
	for (int i = 0; ts && i < n; i++)
		tg_add(&ts[i], &tmp[i]);
	return r;
}

static EcResult par_tgra_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	EcPair one = { g->fin_mask, g->inf_mask };
	const EcPair *pairs = g->npairs ? g->pairs : &one;
	uint32_t np = g->npairs ? g->npairs : 1;
	int n = tg_threads(cfg);
	EcConfig c = *cfg;
	EcStats *tmp = calloc((size_t)n, sizeof *tmp);
	EcResult r = EC_EMPTY;
	memset(st, 0, sizeof *st);
	if (!tmp)
		return EC_INCOMPLETE;
	if (cfg->thread_stats)
		memset(cfg->thread_stats, 0, (size_t)n * sizeof *tmp);
	for (uint32_t i = 0; i < np && r == EC_EMPTY; i++)
		r = tg_pair_stats(g, &pairs[i], &c, st, cfg->thread_stats, tmp,
		    lasso);
	free(tmp);
	return r;
}

/* --- each pair its own group of workers ---------------------------------- */

typedef struct TgShared {
	const EcGraph *g;
	const EcConfig *cfg;
	const EcPair *pairs;
	uint32_t np;
	int gstop;                 /* stop flag of every group (atomics) */
	unsigned next;             /* next pair to check (atomic) */
	int ngroups;               /* groups running at once */
	int running;               /* groups still at work (atomic) */
	pthread_mutex_t mu;        /* guards the outcome below */
	int found;                 /* a pair was non-empty */
	uint32_t nempty;           /* pairs found empty */
	EcLasso *lasso;            /* the first non-empty pair's (may be NULL) */
	EcStats st;                /* totals */
} TgShared;

typedef struct TgGroup {
	TgShared *sh;
	EcGraph g;                 /* the graph with this group's context (a
	                              clone of the caller's, made and freed in
	                              the calling thread, for groups > 0) */
	int threads;               /* workers of this group */
	EcStats *ts;               /* its slice of cfg->thread_stats or NULL */
	EcStats *tmp;              /* room for `threads` statistics */
	pthread_t th;
} TgGroup;

/* Record the outcome of one pair. */
static void tg_outcome(TgShared *sh, EcResult r, EcLasso *l, EcStats *one)
{
	pthread_mutex_lock(&sh->mu);
	tg_add(&sh->st, one);
	if (r == EC_EMPTY)
		sh->nempty++;
	if (r == EC_NONEMPTY && !sh->found) {
		sh->found = 1;
		if (sh->lasso)
			*sh->lasso = *l;
		memset(l, 0, sizeof *l);
		__atomic_store_n(&sh->gstop, 1, __ATOMIC_SEQ_CST);
	}
	pthread_mutex_unlock(&sh->mu);
	ec_lasso_free(l);
}

static void *tg_group(void *arg)
{
	TgGroup *gr = arg;
	TgShared *sh = gr->sh;
	EcConfig c = *sh->cfg;
	unsigned i;
	c.threads = gr->threads;
	/* one group: no forwarding thread, the caller's flag is polled */
	c.stop = sh->ngroups == 1 ? sh->cfg->stop : &sh->gstop;
	c.memlim /= (uint64_t)sh->ngroups; /* the groups run at once */
	while (!__atomic_load_n(&sh->gstop, __ATOMIC_SEQ_CST) &&
	    !(c.stop && __atomic_load_n(c.stop, __ATOMIC_RELAXED)) &&
	    (i = __atomic_fetch_add(&sh->next, 1, __ATOMIC_SEQ_CST)) < sh->np) {
		EcStats one;
		EcLasso l;
		memset(&one, 0, sizeof one);
		memset(&l, 0, sizeof l);
		EcResult r = tg_pair_stats(&gr->g, &sh->pairs[i], &c, &one, gr->ts,
		    gr->tmp, sh->lasso ? &l : NULL);
		tg_outcome(sh, r, &l, &one);
	}
	__atomic_fetch_sub(&sh->running, 1, __ATOMIC_SEQ_CST);
	return NULL;
}

/* The calling thread forwards the caller's stop flag (Ctrl-C) to the
 * groups until they are all done. */
static void tg_wait(TgShared *sh, TgGroup *gr, int started)
{
	struct timespec ts = { 0, 2000000 };
	while (__atomic_load_n(&sh->running, __ATOMIC_SEQ_CST) > 0) {
		if (sh->cfg->stop && __atomic_load_n(sh->cfg->stop,
		    __ATOMIC_RELAXED))
			__atomic_store_n(&sh->gstop, 1, __ATOMIC_SEQ_CST);
		nanosleep(&ts, NULL);
	}
	for (int k = 0; k < started; k++)
		pthread_join(gr[k].th, NULL);
}

static EcResult par_tgra_pairs_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	EcPair one = { g->fin_mask, g->inf_mask };
	TgShared sh;
	int n = tg_threads(cfg), ng, started = 0;
	memset(st, 0, sizeof *st);
	memset(&sh, 0, sizeof sh);
	sh.g = g;
	sh.cfg = cfg;
	sh.pairs = g->npairs ? g->pairs : &one;
	sh.np = g->npairs ? g->npairs : 1;
	sh.lasso = cfg->want_lasso ? lasso : NULL;
	ng = (uint32_t)n < sh.np ? n : (int)sh.np;
	if (!g->clone)
		ng = 1;
	TgGroup *gr = calloc((size_t)ng, sizeof *gr);
	EcStats *tmp = calloc((size_t)n, sizeof *tmp);
	if (!gr || !tmp || pthread_mutex_init(&sh.mu, NULL) != 0) {
		free(gr);
		free(tmp);
		return EC_INCOMPLETE;
	}
	/* each group its own context: the groups explore at once */
	for (int k = 0; k < ng; k++) {
		gr[k].g = *g;
		if (k > 0 && !(gr[k].g.ctx = g->clone(g->ctx))) {
			ng = k; /* no more contexts: fewer groups */
			break;
		}
	}
	sh.ngroups = ng;
	if (cfg->thread_stats)
		memset(cfg->thread_stats, 0, (size_t)n * sizeof *tmp);
	for (int k = 0, off = 0; k < ng; k++) {
		gr[k].sh = &sh;
		gr[k].threads = n / ng + (k < n % ng);
		gr[k].ts = cfg->thread_stats ? cfg->thread_stats + off : NULL;
		gr[k].tmp = tmp + off;
		off += gr[k].threads;
	}
	sh.running = ng;
	if (ng == 1) {
		tg_group(&gr[0]);
	} else {
		for (; started < ng; started++)
			if (pthread_create(&gr[started].th, NULL, tg_group,
			    &gr[started]) != 0)
				break;
		/* groups not started will not count themselves down */
		__atomic_fetch_sub(&sh.running, ng - started, __ATOMIC_SEQ_CST);
		if (started < ng)
			__atomic_store_n(&sh.gstop, 1, __ATOMIC_SEQ_CST);
		tg_wait(&sh, gr, started);
	}
	for (int k = 1; k < ng; k++)
		if (g->clone_free)
			g->clone_free(g->ctx, gr[k].g.ctx);
	*st = sh.st;
	pthread_mutex_destroy(&sh.mu);
	free(gr);
	free(tmp);
	return sh.found ? EC_NONEMPTY : sh.nempty == sh.np ? EC_EMPTY :
	    EC_INCOMPLETE;
}

#define TG_COUNTERS { "sccs", "unions", "backtracks", "lasso-fallbacks" }

const EcAlgo ec_par_tgra = {
	"par-tgra",
	"parallel generalized Rabin check: pairs one by one, swarmed (-j N)",
	EC_PARALLEL | EC_HANDLES_FIN | EC_HANDLES_PAIRS, TG_COUNTERS,
	par_tgra_run
};

const EcAlgo ec_par_tgra_pairs = {
	"par-tgra-pairs",
	"parallel generalized Rabin check: a group of workers per pair (-j N)",
	EC_PARALLEL | EC_HANDLES_FIN | EC_HANDLES_PAIRS, TG_COUNTERS,
	par_tgra_pairs_run
};
