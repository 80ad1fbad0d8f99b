/*
 * ltlcheck.c -- pan's LTL mode: which properties, which parts and checks,
 * running them over the product, reports and lasso trails; see
 * ltlcheck.h.  Replay lives in ltlreplay.c.
 */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/llsupport.h"
#include "runtime/ltlerr.h"
#include "runtime/store/store.h"
#include "runtime/ltlprop.h"
#include "runtime/rt.h"
#include "runtime/search.h"
#include "runtime/trail.h"
#include "runtime/version.h"
#include "runtime/dist/dnet.h"

#define MB(x) ((double)(x) / 1048576.0)

/* One part of a property checked with one algorithm. */
typedef struct RtPartRun {
	const char *part;       /* "all", "ba", "T", "W", "TW", "S" */
	const EcAlgo *algo;
	EcStats st;
	EcResult res;
	double time;
	unsigned astates;       /* automaton states of the part */
	int absent;             /* the part has no accepting edge */
	int whole;              /* the part is the whole automaton (its
	                           states and edges, or the degeneralized
	                           form of it): an empty product of it is every
	                           product state in the property's scope */
	int nthreads;           /* parallel check: workers (tstats entries) */
	EcStats *tstats;        /* parallel check: per-worker statistics */
	int errstop;            /* stopped at the first error it met (the
	                           search for errors reports it) */
} RtPartRun;

/* The outcome of one property. */
typedef struct RtCheck {
	const RtProp *p;
	int fair, np;
	LtlStrength strength;    /* of the full automaton */
	unsigned nterminal, nweak; /* its terminal and weak accepting SCCs */
	unsigned astates, aedges, asets;
	RtPartRun parts[4];
	int nparts;
	EcResult res;            /* EMPTY = holds, NONEMPTY = violated */
	int failed;              /* bad property / usage: exit 3 */
	int inapplicable;        /* --algo does not apply to this property */
	uint64_t lasso_prefix, lasso_cycle;
	char trail[4096];        /* trail written, or "" */
	uint64_t sys_errors;
	int fair_overflow;
	int procs_full;          /* process slots, once a step met the limit
	                            (product.h): no verdict, and pan stops */
	double time;
	int generic;             /* acceptance not generalized Büchi */
	int acceptance;          /* RT_ACC_* the automaton was built for */
	LtlAcc *acc;             /* its condition (owned copy, generic only) */
	unsigned npairs;         /* generalized Rabin pairs of acc */
	int has_fin;             /* some pair has a Fin mark */
	int np_rabin;            /* -l --np-rabin */
	int ignore_assert;       /* -A (the claim's assertions are ignored) */
	int sysacc;              /* RT_PROP_ACCEPT: the processes' accept
	                            labels are the acceptance (product marks) */
	int sysacc_or;           /* a property and accept labels in the
	                            processes: either accepts (Spin), one more
	                            generalized Rabin pair (RT_SYS_ACCEPT_OR) */
	int no_lasso;            /* violated, but the check could not build
	                            a counterexample (owcty out of memory, or
	                            a rank of --mpi but 0): no trail */
	int stutter;             /* the cycle found only stutters (the system
	                            is stuck): Spin's "accept stutter" */
	int errkind;             /* RT_ERR_*: the search for errors in the
	                            scope of the property found one (res is
	                            then NONEMPTY) */
	char errmsg[512];        /* its message(s), one per line */
	uint64_t err_depth;      /* steps of its trail */
	int raced;               /* --decompose=interleave ran the parts */
	uint64_t race_memory;    /* their memory together, at the race's end */
	int reruns;              /* parts checked again alone (memory) */
	const char *por_off;     /* --por given: why the property's checks
	                            ran without reduction, or NULL */
	const char *por_name;    /* the reduction that ran, or NULL */
	RtPorStats pst;          /* its counts, summed over the parts */
} RtCheck;

static const char *const rt_acc_names[] = { "tgba", "tgra", "tfla" };

static volatile int rt_ltl_stop;
/* --mpi: the ranks (rt_ltl_verify_net), NULL otherwise.  Every rank runs
 * the same properties and parts in the same order; the checks are owcty
 * over all ranks; rank 0 alone prints, writes trails and runs the search
 * for errors (sequentially), and its exit status is every rank's. */
static const DsNet *rt_ltl_net;
static volatile int rt_ltl_interrupted; /* rt_ltl_stop by SIGINT */

/* rt_ltl_stop is raised by the workers of a parallel check (an error, a
 * full process table) while the main thread polls it: read it atomically */
static int rt_ltl_stopped(void)
{
	return __atomic_load_n(&rt_ltl_stop, __ATOMIC_RELAXED);
}

static void rt_ltl_sigint(int sig)
{
	(void)sig;
	rt_ltl_interrupted = 1;
	rt_ltl_stop = 1;
}

/* DVE (mcc picks the frontend by this suffix too): DiVinE's semantics,
 * an error leads to the error state, a state like any other, and BEEM's
 * verdicts count no error. */
static int rt_model_is_dve(const MccModel *m)
{
	size_t sl = m->source ? strlen(m->source) : 0;
	return sl > 4 && !strcmp(m->source + sl - 4, ".dve");
}

static const char *rt_general_algo(int fin)
{
	return fin ? "couvreur99" : "uf-dijkstra";
}

/* The default general check with -j N (N > 1): a parallel one. */
static const char *rt_general_algo_j(int fin, const RtOptions *o)
{
	return !fin && o->threads > 1 ? "par-dijkstra" : rt_general_algo(fin);
}

int rt_model_has_accept(const MccModel *m)
{
	for (int t = 0; t < m->nproctypes; t++)
		for (int l = 0; t != m->never && l < m->proctypes[t].nlocs; l++)
			if (m->proctypes[t].locs[l].flags & MCC_LOC_ACCEPT)
				return 1;
	return 0;
}

int rt_ltl_wanted(const MccModel *m, const RtOptions *o)
{
	const MccModelLtl *l = m->ltl;
	if (o->safety)
		return 0;
	if (o->non_progress || o->ltl || o->ltl_file || o->ltl_name)
		return 1;
	if (rt_model_claim(m))
		return 1;
	if (o->accept_cycles && rt_model_has_accept(m))
		return 1;
	return l && (l->formula || l->nltl > 0);
}

/* --- choosing parts and checks -------------------------------------- */

/* Part an explicitly chosen algorithm runs on, or NULL (not applicable). */
static const char *rt_algo_part(const EcAlgo *a, const RtCheck *c)
{
	int plain = !c->fair && !c->np && !c->sysacc;
	if (c->sysacc && (a->needs & (EC_NEEDS_BA | EC_NEEDS_WEAK |
	    EC_NEEDS_TERMINAL)))
		return NULL;
	if (c->np && !(a->needs & EC_HANDLES_FIN))
		return NULL;
	if (c->generic) {
		if (a->needs & (EC_NEEDS_BA | EC_NEEDS_WEAK | EC_NEEDS_TERMINAL))
			return NULL;
		if ((c->has_fin && !(a->needs & EC_HANDLES_FIN)) ||
		    (c->npairs > 1 && !(a->needs & EC_HANDLES_PAIRS)) ||
		    (c->has_fin && (a->needs & EC_NEEDS_FINLESS)))
			return NULL;
		return "all";
	}
	if (a->needs & EC_NEEDS_BA)
		return plain ? "ba" : NULL;
	if (a->needs & EC_NEEDS_TERMINAL)
		return plain && c->strength <= LTL_TERMINAL ? "T" : NULL;
	if (a->needs & EC_NEEDS_WEAK)
		return plain && c->strength <= LTL_WEAK ? "TW" : NULL;
	return "all";
}

static void rt_list_applicable(FILE *f, const RtCheck *c)
{
	fprintf(f, "pan: checks applicable to this property:");
	for (const EcAlgo *const *a = ec_algos; *a; a++)
		if (rt_algo_part(*a, c))
			fprintf(f, " %s", (*a)->name);
	fprintf(f, "\n");
}

static void rt_add_part(RtCheck *c, const char *part, const char *algo)
{
	RtPartRun *r = &c->parts[c->nparts++];
	memset(r, 0, sizeof *r);
	r->part = part;
	r->algo = ec_find(algo);
}

/* Fill c->parts; -1 on a usage error (message printed). */
static int rt_plan(RtCheck *c, const RtOptions *o)
{
	c->nparts = 0;
	if (rt_ltl_net) { /* --mpi: the distributed check, whole */
		if (o->algo && strcmp(o->algo, "owcty")) {
			fprintf(stderr, "pan: --mpi: --algo %s: only owcty is "
			    "distributed\n", o->algo);
			return -1;
		}
		rt_add_part(c, "all", "owcty");
		return 0;
	}
	if (o->algo) {
		const EcAlgo *a = ec_find(o->algo);
		const char *part = a ? rt_algo_part(a, c) : NULL;
		if (!part) {
			fprintf(stderr, "pan: --algo %s: %s\n", o->algo, a ?
			    "not applicable to this property" : "unknown check");
			rt_list_applicable(stderr, c);
			c->inapplicable = a != NULL;
			return -1;
		}
		rt_add_part(c, part, o->algo);
		return 0;
	}
	if (c->generic && o->threads > 1) { /* -j N: pairs in parallel */
		rt_add_part(c, "all", "par-tgra");
		return 0;
	}
	if (c->generic) {
		rt_add_part(c, "all", c->has_fin || c->np ? "tgra" : "tfla");
		return 0;
	}
	if (c->np && (o->acceptance == RT_ACC_TGRA || c->np_rabin)) {
		rt_add_part(c, "all", o->threads > 1 ? "par-tgra" : "tgra");
		return 0;
	}
	if (c->np || c->sysacc || c->fair || !o->decompose) {
		rt_add_part(c, "all", rt_general_algo_j(c->np, o));
		return 0;
	}
	/* A_T and A_W both present: one weak check of their union (terminal
	 * SCCs are weak ones, so the weak check is exact on it).  Two passes
	 * explore the states that lead to both parts twice; on BEEM products
	 * that made the decomposition slower than --decompose=off (0.8x;
	 * bench/results/ltl_mc.md). */
	if (c->nterminal && c->nweak) {
		rt_add_part(c, "TW", o->threads > 1 ? "par-weak" : "weak");
	} else {
		if (c->strength >= LTL_TERMINAL)
			rt_add_part(c, "T", o->threads > 1 ? "par-terminal" : "terminal");
		if (c->strength >= LTL_WEAK)
			rt_add_part(c, "W", o->threads > 1 ? "par-weak" : "weak");
	}
	if (c->strength >= LTL_STRONG)
		rt_add_part(c, "S", rt_general_algo_j(0, o));
	return 0;
}

/* --- running ---------------------------------------------------------- */

static size_t rt_ltl_memlim(const RtOptions *o)
{
	size_t lim = o->memlim ? o->memlim : rt_default_memlim();
	/* --mpi: the ranks on one host share the default limit */
	if (!o->memlim && rt_ltl_net && rt_ltl_net->local > 1)
		lim /= (size_t)rt_ltl_net->local;
	return lim;
}

static void rt_ltl_progress(void *arg, const EcStats *st)
{
	double *t0 = arg;
	fprintf(stderr, "Depth= %9llu States= %8.3g Transitions= %8.3g "
	    "Memory= %9.3f\tt= %8.3g\n", (unsigned long long)st->max_depth,
	    (double)st->states, (double)st->transitions, MB(st->memory),
	    rt_now() - *t0);
}

/* Trail file name for property p, number k (0: the only one). */
static void rt_ltl_trail_name(char *buf, size_t n, const MccModel *m,
    const RtOptions *o, const RtProp *p, int k)
{
	char tag[32];
	const char *prop = p->block ? p->name : NULL;
	if (!prop && o->ltl_file && k) {
		snprintf(tag, sizeof tag, "formula%d", k);
		prop = tag;
	}
	rt_trail_path(buf, n, m, o->trail, (uint64_t)k, prop);
}

static const char *const rt_kind_names[] = { "ltl", "formula", "never", "np",
    "accept" };

/* Write the lasso of a part run as a trail. */
static int rt_write_lasso(RtCheck *c, const RtPartRun *pr, const EcLasso *l,
    const char *path)
{
	uint64_t n = l->nprefix + l->ncycle;
	MccStep *steps = calloc(n ? n : 1, sizeof *steps);
	int32_t *ae = calloc(n ? n : 1, sizeof *ae);
	char syn[16];
	int r = -1;
	if (steps && ae) {
		for (uint64_t i = 0; i < n; i++) {
			RtPStep ps;
			memcpy(&ps, l->steps + i * sizeof ps, sizeof ps);
			steps[i] = ps.st;
			ae[i] = ps.aedge;
		}
		snprintf(syn, sizeof syn, "%d", c->p->syntax);
		const char *keys[] = { "kind", "name", "part", "fair", "syntax",
		    "algo", "acceptance", "np", "ignore_assert", "text" };
		const char *vals[] = { rt_kind_names[c->p->kind],
		    c->p->name ? c->p->name : "-", pr->part,
		    c->fair ? "1" : "0", syn, pr->algo->name,
		    rt_acc_names[c->acceptance], c->np_rabin ? "rabin" :
		    c->sysacc_or ? "sysacc" : "spin",
		    c->ignore_assert ? "1" : "0", !c->p->text ? "" :
		    rt_is_hoa(c->p->text) ? "(HOA automaton of the model)" :
		    c->p->text };
		r = rt_trail_write_lasso(path, keys, vals, 10, steps, ae, n,
		    l->nprefix);
	}
	free(steps);
	free(ae);
	return r;
}

/* Threads, table size and per-worker statistics of a parallel check. */
static void rt_par_config(EcConfig *cfg, RtPartRun *pr, const RtOptions *o)
{
	if (!(pr->algo->needs & EC_PARALLEL))
		return;
	cfg->threads = o->threads > 0 ? o->threads : 1;
	cfg->consumers = o->consumers;
	cfg->hash_log2 = o->hash_log2;
	free(pr->tstats);
	pr->tstats = calloc((size_t)cfg->threads, sizeof *pr->tstats);
	pr->nthreads = pr->tstats ? cfg->threads : 0;
	cfg->thread_stats = pr->tstats;
}

/* One part ready to run: its product and configuration. */
typedef struct RtPartJob {
	RtPartRun *pr;
	RtAp *aps;
	LtlCompiled *ca;
	RtProduct prod;
	EcConfig cfg;
	EcLasso lasso;
	double t0;
	int ready;              /* prod/ca/aps set up and the check applies */
	pthread_t th;           /* --decompose=s1: the part's thread */
	atomic_int done;        /* s1: the part's run returned */
	atomic_int *stop_all;   /* s1: raised when a part finds a cycle */
	struct RtBaton *baton;  /* interleave: whose turn it is */
	int idx;                /* interleave: the job's index */
	unsigned slices;        /* interleave: yields so far */
} RtPartJob;

/* The checks of properties reduce only when --por asks for it: the
 * reduction costs a table of every product state and the decomposition
 * by strength (runtime/por/README.md, "LTL checks"). */
static int rt_ltl_por(const RtOptions *o)
{
	return o->por_given && o->por != RT_POR_OFF;
}

/* --por: reduce the product of part j (runtime/por/README.md, "LTL
 * checks"), or say in c->por_off why not. */
static void rt_part_por(RtLtl *L, RtCheck *c, RtPartJob *j, const RtOptions *o)
{
	const char *why = NULL;
	if (!rt_ltl_por(o)) {
		if (o->por != RT_POR_OFF)
			c->por_off = "not by default in the checks of properties "
			    "(--por=stubborn or --por=ample reduces them)";
		return;
	}
	if (c->np_rabin || c->fair)
		why = c->np_rabin ? "not with --np-rabin" :
		    "not with weak fairness (-f)";
	else if (L->stutter_why)
		why = L->stutter_why;
	RtPor *por = why ? NULL : rt_por_new(L->m, o->por, &why);
	if (!por && !why)
		why = "out of memory";
	uint8_t *vis = por ? rt_product_visible(L->m, por, j->aps,
	    j->ca->naps, c->np ? MCC_LOC_PROGRESS : c->sysacc || c->sysacc_or ?
	    MCC_LOC_ACCEPT : 0, &why) : NULL;
	if (!vis) {
		rt_por_free(por);
		c->por_off = why;
		return;
	}
	/* quiet ends only where no proposition or label sees a process:
	 * no visible death or `run` row (runtime/por/README.md) */
	for (int r = 0; r < rt_por_nrows(por) && rt_por_quiet(por); r++)
		if (vis[r] && (r >= L->m->ntrans || (rt_por_row_flags(por, r) & MCC_POR_RUN)))
			rt_por_no_quiet(por);
	if (getenv("PAN_POR_NO_VISIBLE")) { /* tests: no condition C2 */
		free(vis);
		vis = NULL;
	}
	rt_product_set_por(&j->prod, por, vis);
	j->prod.no_proviso = getenv("PAN_POR_NO_PROVISO") != NULL;
	if (j->prod.por)
		c->por_name = rt_por_name(por);
}

/* Build the product of part j->pr; 0 ready, -1 done already (absent or
 * failed: j->pr->res set). */
static int rt_part_prepare(RtLtl *L, RtCheck *c, const LtlAut *full,
    RtPartJob *j, const RtOptions *o)
{
	RtPartRun *pr = j->pr;
	j->t0 = rt_now();
	LtlAut *a = rt_prop_part(full, pr->part);
	if (!a) {
		pr->absent = 1;
		pr->res = EC_EMPTY; /* the part has no accepting edge */
		return -1;
	}
	pr->astates = a->nstates;
	pr->whole = !strcmp(pr->part, "all") || !strcmp(pr->part, "ba") ||
	    (a->nstates == full->nstates && a->nedges == full->nedges);
	j->ca = rt_prop_compile(L, a, &j->aps);
	int strength = rt_part_strength(pr->part, a);
	ltl_aut_free(a);
	if (!j->ca || rt_product_init(&j->prod, L->m, j->ca, j->aps,
	    (EcStrength)strength,
	    c->sysacc ? RT_SYS_ACCEPT : c->sysacc_or ? RT_SYS_ACCEPT_OR : !c->np ?
	    0 : c->np_rabin ? RT_NP_RABIN : RT_NP_SPIN, c->fair) < 0) {
		if (j->ca)
			ltl_compiled_free(j->ca);
		free(j->aps);
		pr->res = EC_FAILURE;
		return -1;
	}
	j->ready = 1;
	j->prod.ignore_assert = o->ignore_assert;
	j->prod.xclaim_off = o->por == RT_POR_OFF;
	rt_part_por(L, c, j, o);
	if (!pr->algo || !ec_applicable(pr->algo, &j->prod.g)) {
		fprintf(stderr, "pan: check %s is not applicable to part %s\n",
		    pr->algo ? pr->algo->name : "?", pr->part);
		pr->res = EC_FAILURE;
		return -1;
	}
	memset(&j->cfg, 0, sizeof j->cfg);
	j->cfg.memlim = rt_ltl_memlim(o);
	j->cfg.want_lasso = 1;
	j->cfg.stop = &rt_ltl_stop;
	j->prod.halt = &rt_ltl_stop;
	/* --mpi: no rank stops alone at an error (the ranks' checks end
	 * together); rank 0's search for errors finds it afterwards */
	j->prod.halt_on_err = !rt_model_is_dve(L->m) && !rt_ltl_net;
	j->cfg.net = rt_ltl_net;
	j->cfg.progress = rt_ltl_progress;
	j->cfg.progress_arg = &j->t0;
	j->cfg.seed = o->seed_set ? o->seed : 0;
	j->cfg.store = o->store;
	rt_par_config(&j->cfg, pr, o);
	return 0;
}

static void rt_part_run(RtPartJob *j)
{
	j->pr->res = j->pr->algo->run(&j->prod.g, &j->cfg, &j->pr->st,
	    &j->lasso);
	if (rt_ltl_net) { /* what the ranks' products met, summed */
		uint64_t v[3] = { j->prod.sys_errors,
		    (uint64_t)j->prod.procs_full, (uint64_t)j->prod.fair_overflow };
		dn_reduce(rt_ltl_net, v, 3, 6);
		j->prod.sys_errors = v[0];
		j->prod.procs_full = (int)v[1];
		j->prod.fair_overflow = (int)v[2];
	}
	/* the trail holds every step of the atomic chains the product
	 * collapsed */
	if (j->pr->res == EC_NONEMPTY && j->lasso.ncycle &&
	    rt_product_expand_lasso(&j->prod, &j->lasso) < 0)
		fprintf(stderr, "pan: warning: the counterexample's atomic "
		    "sequences could not be expanded; its trail will not "
		    "replay\n");
}

/* Release the product; the lasso stays with the job. */
static void rt_part_finish(RtCheck *c, RtPartJob *j)
{
	if (j->ready) {
		rt_por_stats_add(&c->pst, &j->prod.pst);
		c->sys_errors += j->prod.sys_errors;
		c->fair_overflow |= j->prod.fair_overflow;
		if (j->prod.procs_full)
			c->procs_full = j->prod.procs_full;
		j->pr->errstop = j->prod.err_halted && !j->prod.procs_full;
		rt_product_free(&j->prod);
		ltl_compiled_free(j->ca);
		free(j->aps);
		j->ready = 0;
	}
	j->pr->time = rt_now() - j->t0;
}

/* Run one part; returns its result (the lasso in *lasso). */
static EcResult rt_run_part(RtLtl *L, RtCheck *c, const LtlAut *full,
    RtPartRun *pr, const RtOptions *o, EcLasso *lasso)
{
	RtPartJob j;
	memset(&j, 0, sizeof j);
	j.pr = pr;
	if (rt_part_prepare(L, c, full, &j, o) == 0)
		rt_part_run(&j);
	rt_part_finish(c, &j);
	*lasso = j.lasso;
	return pr->res;
}

/* --decompose=s1: the parts' checks run at once, each in its own thread
 * with its share of the workers (at least one); the first part to find a
 * cycle stops the others.  The parts' products are built beforehand (the
 * automata library is not thread-safe); only the checks run in parallel,
 * and they are parallel checks, which poll the stop flag atomically. */
/* --decompose=interleave (the default with one thread): the parts'
 * sequential checks run in threads of their own but take turns, one at a
 * time, passing a baton when a turn's states are visited (EcConfig.yield,
 * called by ec_poll; turns of growing length), so a part whose product holds a
 * short counterexample finds it after about as many states in each of
 * the others, instead of after every state of the parts checked before
 * it.  Each part's run is the one it has alone (its own store, the same
 * order), so the result is deterministic.  Memory: each part gets an
 * equal share of --memlim; a part that runs out of its share and did
 * not lose the race is checked again alone with all of it once the
 * others are done (rt_check_property). */
/* A job's k-th turn lasts until it has stored RT_SLICE_FIRST << k more
 * states, at most RT_SLICE_MAX: a part that finds a cycle after N states
 * has let each other part store at most about 2N + RT_SLICE_MAX (the
 * turns double), and long runs pass the baton only every RT_SLICE_MAX
 * states. */
enum { RT_SLICE_FIRST = 64, RT_SLICE_MAX = 16384 };

typedef struct RtBaton {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int turn;               /* index of the job that may run */
	int n;
	int live[4];            /* the job's check has not returned */
} RtBaton;

/* The next live job after i (i itself if it is the only one); under mu. */
static int rt_baton_next(const RtBaton *b, int i)
{
	for (int k = 1; k <= b->n; k++)
		if (b->live[(i + k) % b->n])
			return (i + k) % b->n;
	return i;
}

static void rt_baton_wait(RtBaton *b, int i)
{
	while (b->turn != i)
		pthread_cond_wait(&b->cv, &b->mu);
}

/* EcConfig.yield: the job's turn is over (but for the first call, at the
 * first state of its check, which has just got the baton); returns the
 * length of its next turn. */
static uint64_t rt_slice_yield(void *arg)
{
	RtPartJob *j = arg;
	RtBaton *b = j->baton;
	if (j->slices) {
		pthread_mutex_lock(&b->mu);
		b->turn = rt_baton_next(b, j->idx);
		pthread_cond_broadcast(&b->cv);
		rt_baton_wait(b, j->idx);
		pthread_mutex_unlock(&b->mu);
	}
	unsigned k = j->slices++;
	return k >= 8 ? RT_SLICE_MAX : (uint64_t)RT_SLICE_FIRST << k;
}

static void *rt_s1_thread(void *arg)
{
	RtPartJob *j = arg;
	RtBaton *b = j->baton;
	if (b) {
		pthread_mutex_lock(&b->mu);
		rt_baton_wait(b, j->idx);
		pthread_mutex_unlock(&b->mu);
	}
	rt_part_run(j);
	if (j->pr->res == EC_NONEMPTY)
		atomic_store(j->stop_all, 1);
	if (b) {
		pthread_mutex_lock(&b->mu);
		b->live[j->idx] = 0;
		b->turn = rt_baton_next(b, j->idx);
		pthread_cond_broadcast(&b->cv);
		pthread_mutex_unlock(&b->mu);
	}
	atomic_store(&j->done, 1);
	return NULL;
}

/* --decompose=s1, or interleaved (race: the parts take turns on one
 * thread). */
static void rt_run_s1(RtLtl *L, RtCheck *c, const LtlAut *full,
    const RtOptions *o, RtPartJob *jobs, int race)
{
	RtOptions o2 = *o;
	atomic_int stop_all;
	RtBaton baton;
	int n = c->nparts, started[4] = { 0 };
	atomic_init(&stop_all, 0);
	o2.threads = o->threads / n > 0 ? o->threads / n : 1;
	memset(&baton, 0, sizeof baton);
	if (race) {
		pthread_mutex_init(&baton.mu, NULL);
		pthread_cond_init(&baton.cv, NULL);
		baton.n = n;
		baton.turn = -1;        /* nobody until every part is ready */
		if (o2.memlim == 0)
			o2.memlim = rt_ltl_memlim(o);
		o2.memlim /= (size_t)n;
	}
	for (int i = 0; i < n; i++) {
		jobs[i].pr = &c->parts[i];
		jobs[i].stop_all = &stop_all;
		if (rt_part_prepare(L, c, full, &jobs[i], &o2) < 0)
			continue;
		jobs[i].cfg.stop = (volatile int *)&stop_all;
		if (race) {
			jobs[i].baton = &baton;
			jobs[i].idx = i;
			jobs[i].cfg.yield = rt_slice_yield;
			jobs[i].cfg.yield_arg = &jobs[i];
			baton.live[i] = 1;
		}
		started[i] = pthread_create(&jobs[i].th, NULL, rt_s1_thread,
		    &jobs[i]) == 0;
		if (!started[i]) {
			baton.live[i] = 0;
			jobs[i].baton = NULL;
			rt_part_run(&jobs[i]);
		}
	}
	if (race) {
		pthread_mutex_lock(&baton.mu);
		baton.turn = rt_baton_next(&baton, n - 1);
		pthread_cond_broadcast(&baton.cv);
		pthread_mutex_unlock(&baton.mu);
	}
	for (int i = 0; i < n; i++) {
		while (started[i] && !atomic_load(&jobs[i].done)) {
			if (rt_ltl_stopped())
				atomic_store(&stop_all, 1);
			struct timespec ts = { 0, 5000000 };
			nanosleep(&ts, NULL);
		}
		if (started[i])
			pthread_join(jobs[i].th, NULL);
		rt_part_finish(c, &jobs[i]);
	}
	if (race) {
		pthread_cond_destroy(&baton.cv);
		pthread_mutex_destroy(&baton.mu);
	}
}

/* The search for errors in the scope of the property (ltlerr.h), after
 * the emptiness checks found no cycle: needed where something can be
 * found, a claim that can end or fail an assertion, assertions in the
 * system, or errors the checks met on their way (they stop at the first
 * one, as Spin's pan stops at the first error of its search, but do not
 * report it: they look for cycles; this search finds its trail). */
static const EcAlgo rt_err_algo = { "errors-bfs", "errors in the scope of "
    "the property (breadth first)", 0, { NULL }, NULL };

static int rt_errors_wanted(const RtLtl *L, const RtCheck *c,
    const RtOptions *o)
{
	const MccModel *m = L->m;
	const MccClaim *cl = m->ltl ? m->ltl->claim : NULL;
	if (rt_model_is_dve(m))
		return 0;
	if (c->sys_errors)
		return 1;
	for (int q = 0; c->p->kind == RT_PROP_NEVER && cl && q < cl->nstates; q++)
		if (cl->final[q] == 1 || (cl->final[q] == 2 && !o->ignore_assert))
			return 1;
	/* a check of the whole automaton that explored its product without
	 * reduction generated every system step in the property's scope and
	 * counted their errors (sys_errors): none, so no assertion fails */
	for (int i = 0; !c->por_name && i < c->nparts; i++)
		if (c->parts[i].whole && !c->parts[i].absent &&
		    c->parts[i].res == EC_EMPTY)
			return 0;
	for (int t = 0; !o->ignore_assert && t < m->ntrans; t++)
		if ((m->trans[t].flags & MCC_TRANS_ASSERT) &&
		    m->trans[t].proctype != m->never)
			return 1;
	return 0;
}

/* The message of what the search found. */
static void rt_errors_message(const RtLtl *L, const RtErrSearch *r, char *buf,
    size_t n)
{
	const MccClaim *cl = L->m->ltl ? L->m->ltl->claim : NULL;
	if (r->kind == RT_ERR_SYSTEM) {
		rt_error_text(L->m, &r->err, buf, n);
		char *nl = strchr(buf, '\n');
		if (nl && r->p->ignore_assert)
			*nl = 0; /* -A: the poll's error, not the assertion's */
	} else if (r->kind == RT_ERR_CLAIM_END) {
		snprintf(buf, n, "end state in claim reached");
	} else {
		const char *t = cl && cl->labels[r->q] ? cl->labels[r->q] : "";
		size_t len = strlen(t);
		if (len > 8 && !strncmp(t, "assert(", 7) && t[len - 1] == ')')
			snprintf(buf, n, "assertion violated %.*s", (int)len - 8, t + 7);
		else
			snprintf(buf, n, "assertion violated %s", t);
	}
}

/* Does creating the initial state's processes raise an error (an xr/xs
 * claim, checked unless --por=off)?  Spin's pan reports it before it
 * explores anything. */
static int rt_ltl_init_error(const RtLtl *L, const RtOptions *o)
{
	const MccModel *m = L->m;
	uint8_t *s = calloc(1, m->state_size ? m->state_size : 1);
	int e = s ? m->initial(s) : 0;
	free(s);
	return e && !(mcc_err_is_claim(e) && o->por == RT_POR_OFF);
}

static void rt_check_errors(RtLtl *L, RtCheck *c, const LtlAut *full,
    const RtOptions *o, int k)
{
	RtPartRun *pr = &c->parts[c->nparts++];
	memset(pr, 0, sizeof *pr);
	pr->part = "E";
	pr->algo = &rt_err_algo;
	double t0 = rt_now();
	RtAp *aps = NULL;
	RtProduct prod;
	LtlCompiled *ca = rt_prop_compile(L, full, &aps);
	if (!ca || rt_product_init(&prod, L->m, ca, aps, EC_STRENGTH_GENERAL, 0,
	    0) < 0) {
		if (ca)
			ltl_compiled_free(ca);
		free(aps);
		pr->res = c->res = EC_FAILURE;
		return;
	}
	prod.ignore_assert = o->ignore_assert;
	prod.xclaim_off = o->por == RT_POR_OFF;
	prod.halt = &rt_ltl_stop;
	const MccClaim *cl = L->m->ltl ? L->m->ltl->claim : NULL;
	uint8_t *qfinal = NULL;
	if (c->p->kind == RT_PROP_NEVER && cl &&
	    (unsigned)cl->nstates == ca->nstates &&
	    (qfinal = calloc((size_t)cl->nstates + 1, 1)))
		for (int q = 0; q < cl->nstates; q++)
			qfinal[q] = cl->final[q] == 1 ? 1 : cl->final[q] == 2 &&
			    !o->ignore_assert ? 2 : 0;
	RtErrSearch r = { .p = &prod, .qfinal = qfinal, .memlim = rt_ltl_memlim(o),
	    .stop = &rt_ltl_stop };
	int kind = rt_ltl_errors(&r);
	if (prod.procs_full) {
		c->procs_full = prod.procs_full;
		kind = RT_ERR_INCOMPLETE;
	}
	pr->st.states = r.states;
	pr->st.transitions = r.transitions;
	pr->st.memory = r.memory;
	pr->st.max_depth = r.npath;
	pr->time = rt_now() - t0;
	pr->res = kind == RT_ERR_NONE ? EC_EMPTY : kind == RT_ERR_INCOMPLETE ?
	    EC_INCOMPLETE : EC_NONEMPTY;
	c->res = pr->res;
	if (kind != RT_ERR_NONE && kind != RT_ERR_INCOMPLETE) {
		c->errkind = kind;
		c->err_depth = r.npath;
		rt_errors_message(L, &r, c->errmsg, sizeof c->errmsg);
		rt_ltl_trail_name(c->trail, sizeof c->trail, L->m, o, c->p, k);
		if (rt_trail_write(c->trail, r.path, r.npath) < 0) {
			printf("pan: cannot write %s\n", c->trail);
			c->trail[0] = 0;
		}
	}
	free(r.path);
	free(qfinal);
	rt_product_free(&prod);
	ltl_compiled_free(ca);
	free(aps);
}

/* Check property p; fills c.  k: trail number (0: only property). */
static void rt_check_prop(RtLtl *L, RtCheck *c, const RtProp *p,
    const RtOptions *o, int k)
{
	memset(c, 0, sizeof *c);
	c->p = p;
	c->np = p->kind == RT_PROP_NP;
	c->np_rabin = c->np && o->np_rabin;
	c->sysacc = p->kind == RT_PROP_ACCEPT;
	c->ignore_assert = o->ignore_assert;
	c->fair = o->weak_fairness;
	rt_ll_claim_procs = !c->sysacc; /* _nr_pr counts the claim (Spin) */
	double t0 = rt_now();
	LtlAut *full = rt_prop_automaton(L, p);
	if (!full) {
		c->failed = 1;
		c->res = EC_FAILURE;
		return;
	}
	LtlStrengthInfo si;
	ltl_scc_strength(full, &si);
	c->strength = si.overall;
	c->nterminal = si.count[LTL_TERMINAL];
	c->nweak = si.count[LTL_WEAK];
	ltl_strength_free(&si);
	c->astates = full->nstates;
	c->aedges = full->nedges;
	c->asets = full->nsets;
	c->acceptance = o->acceptance;
	c->generic = !ltl_acc_is_gen_buchi(full->acc, full->nsets);
	c->sysacc_or = !c->np && !c->sysacc && rt_model_has_accept(L->m);
	if (c->generic || c->sysacc_or || (c->acceptance != RT_ACC_TGBA &&
	    !c->np && c->p->kind != RT_PROP_NEVER)) {
		LtlRabinPair *lp;
		c->npairs = ltl_acc_rabin(full->acc, &lp);
		for (unsigned i = 0; i < c->npairs; i++)
			c->has_fin |= lp[i].fin != 0;
		free(lp);
		c->acc = ltl_acc_copy(full->acc);
	}
	if (c->np || c->sysacc)
		c->strength = LTL_STRONG;
	if (c->sysacc_or) {
		/* Spin: a cycle through a process's accept label accepts too */
		c->npairs = (c->npairs ? c->npairs : 1) + 1;
		c->generic = 1;
		c->strength = LTL_STRONG;
	}
	/* with partial-order reduction the automaton is checked whole: the
	 * reduced products of the parts would be reduced each its own way,
	 * and a part's language need not be stutter-invariant
	 * (runtime/por/README.md, "LTL checks") */
	RtOptions po = *o;
	if (rt_ltl_por(o) && !L->stutter_why &&
	    !c->np && !c->fair && !c->sysacc && !c->sysacc_or)
		po.decompose = 0;
	if (rt_ltl_por(o) && L->stutter_why)
		c->por_off = L->stutter_why; /* also if no part runs */
	if (rt_plan(c, &po) < 0) {
		c->failed = 1;
		c->res = EC_FAILURE;
		ltl_aut_free(full);
		return;
	}
	c->res = EC_EMPTY;
	if (rt_ltl_init_error(L, o)) { /* the search for errors meets it first */
		c->nparts = 0;
		if (!rt_ltl_net || rt_ltl_net->rank == 0)
			rt_check_errors(L, c, full, o, k);
		ltl_aut_free(full);
		c->time = rt_now() - t0;
		return;
	}
	RtPartJob jobs[4];
	memset(jobs, 0, sizeof jobs);
	int race = po.decompose == 3 && o->threads <= 1 && c->nparts > 1;
	int s1 = race || (po.decompose == 2 && o->threads > 1 && c->nparts > 1);
	if (s1)
		rt_run_s1(L, c, full, o, jobs, race);
	/* a part that ran out of its share of memory in the race, when no
	 * part found a cycle: alone again, with all of it */
	for (int i = 0; race && !rt_ltl_stopped() && i < c->nparts; i++)
		if (c->parts[i].res == EC_NONEMPTY)
			race = 0;
	c->raced = race;
	for (int i = 0; race && i < c->nparts; i++)
		c->race_memory += c->parts[i].st.memory;
	for (int i = 0; race && !rt_ltl_stopped() && i < c->nparts; i++)
		if (c->parts[i].res == EC_INCOMPLETE) {
			fprintf(stderr, "pan: part %s ran out of its share of "
			    "memory in the interleaved checks: checked again "
			    "alone\n", c->parts[i].part);
			c->reruns++;
			ec_lasso_free(&jobs[i].lasso);
			c->parts[i].res = rt_run_part(L, c, full, &c->parts[i],
			    o, &jobs[i].lasso);
		}
	int errstop = 0;
	for (int i = 0; s1 && i < c->nparts; i++)
		errstop |= c->parts[i].errstop;
	for (int i = 0; i < c->nparts; i++) {
		EcLasso *l = &jobs[i].lasso;
		EcResult r = s1 ? c->parts[i].res :
		    rt_run_part(L, c, full, &c->parts[i], o, l);
		errstop |= c->parts[i].errstop;
		if (r == EC_NONEMPTY) {
			c->res = r;
			c->lasso_prefix = l->nprefix;
			c->lasso_cycle = l->ncycle;
			c->stutter = l->ncycle > 0; /* no lasso: not known */
			for (size_t s = l->nprefix; s < l->nprefix + l->ncycle; s++) {
				RtPStep ps;
				memcpy(&ps, l->steps + s * sizeof ps, sizeof ps);
				c->stutter &= ps.st.pid < 0;
			}
			rt_ltl_trail_name(c->trail, sizeof c->trail, L->m, o, c->p, k);
			if (!l->ncycle) { /* no lasso (memory): nothing to write */
				c->no_lasso = 1;
				c->trail[0] = 0;
			} else if (rt_write_lasso(c, &c->parts[i], l, c->trail) < 0) {
				printf("pan: cannot write %s\n", c->trail);
				c->trail[0] = 0;
			}
			if (!s1)
				c->nparts = i + 1;
			break;
		}
		if (errstop) { /* the parts stopped: on to the search for errors */
			if (s1)
				continue;
			c->nparts = i + 1;
			break;
		}
		if (r != EC_EMPTY && c->res == EC_EMPTY) {
			c->res = r;
			if (!s1) {
				c->nparts = i + 1;
				break;
			}
		}
	}
	for (int i = 0; i < 4; i++)
		ec_lasso_free(&jobs[i].lasso);
	if (errstop && !rt_ltl_interrupted)
		rt_ltl_stop = 0; /* the stop was the error's: not the run's */
	/* --mpi: the ranks did not stop at an error they met; as the
	 * sequential check stops at it, the search for errors reports it
	 * (rank 0 alone, sequentially); a cycle stands if it finds none */
	EcResult cycle = c->res;
	if (rt_ltl_net && c->sys_errors && c->res == EC_NONEMPTY &&
	    !rt_model_is_dve(L->m)) {
		c->res = EC_EMPTY;
		errstop = 1;
	}
	if (c->res == EC_EMPTY && c->nparts < 4 && !rt_ltl_stopped() &&
	    (!rt_ltl_net || rt_ltl_net->rank == 0) &&
	    (errstop || rt_errors_wanted(L, c, o)))
		rt_check_errors(L, c, full, o, k);
	if (cycle == EC_NONEMPTY && c->res == EC_EMPTY)
		c->res = EC_NONEMPTY;
	if (c->procs_full) /* the model was cut: whatever was found */
		c->res = EC_INCOMPLETE;
	ltl_aut_free(full);
	c->time = rt_now() - t0;
}

/* --- reports ---------------------------------------------------------- */

static uint64_t rt_sum(const RtCheck *c, int what)
{
	uint64_t s = 0;
	for (int i = 0; i < c->nparts; i++) {
		const EcStats *st = &c->parts[i].st;
		if (what == 0)
			s += st->states;
		else if (what == 1)
			s += st->transitions;
		else if (what == 2 && st->max_depth > s)
			s = st->max_depth;
		else if (what == 3 && st->memory > s)
			s = st->memory;
	}
	return s;
}

/* The deepest path of the checks, and at least the counterexample's: a
 * lasso is a path pan walked (built again after the check by a search of
 * its own), as Spin's nested search walks its prefix and cycle. */
static uint64_t rt_depth_reached(const RtCheck *c)
{
	uint64_t d = rt_sum(c, 2);
	if (c->res == EC_NONEMPTY && c->lasso_prefix + c->lasso_cycle > d)
		d = c->lasso_prefix + c->lasso_cycle;
	return d;
}

static const char *rt_result_word(const RtCheck *c)
{
	if (c->inapplicable)
		return "not-applicable";
	switch (c->res) {
	case EC_EMPTY: return "holds";
	case EC_NONEMPTY: return "violated";
	case EC_INCOMPLETE: return "incomplete";
	default: return "failure";
	}
}

static void rt_prop_title(FILE *f, const RtProp *p)
{
	switch (p->kind) {
	case RT_PROP_NP: fprintf(f, "non-progress cycles"); break;
	case RT_PROP_ACCEPT:
		fprintf(f, "acceptance cycles (accept labels of the processes)");
		break;
	case RT_PROP_NEVER: fprintf(f, "never claim %s", p->name); break;
	case RT_PROP_FORMULA:
		if (rt_is_hoa(p->text))
			fprintf(f, "claim automaton (HOA, %s)", rt_hoa_source(p->text));
		else
			fprintf(f, "claim formula %s", p->text);
		break;
	default: fprintf(f, "ltl %s: %s", p->name ? p->name : "-", p->text);
	}
}

static void rt_report_parts(FILE *f, const RtCheck *c)
{
	for (int i = 0; i < c->nparts; i++) {
		const RtPartRun *r = &c->parts[i];
		if (r->absent) {
			fprintf(f, "\tpart %-3s (none: no accepting SCC of this "
			    "strength)\n", r->part);
			continue;
		}
		fprintf(f, "\tpart %-3s %-11s %10llu states %11llu transitions"
		    " %8.3f s  %s", r->part, r->algo ? r->algo->name : "?",
		    (unsigned long long)r->st.states,
		    (unsigned long long)r->st.transitions, r->time,
		    r->errstop ? "stopped at an error" :
		    r->res == EC_EMPTY ? "empty" : r->res == EC_NONEMPTY ?
		    "non-empty" : r->res == EC_INCOMPLETE ? "incomplete" :
		    "failure");
		for (int k = 0; r->algo && k < 4; k++)
			if (r->algo->counter_names[k])
				fprintf(f, ", %s %llu", r->algo->counter_names[k],
				    (unsigned long long)r->st.counters[k]);
		fputc('\n', f);
		for (int t = 0; r->nthreads > 1 && t < r->nthreads; t++)
			fprintf(f, "\t  thread %-3d %10llu states %11llu "
			    "transitions, %.3f s CPU, depth %llu, %s %llu, %s "
			    "%llu\n", t,
			    (unsigned long long)r->tstats[t].states,
			    (unsigned long long)r->tstats[t].transitions,
			    r->tstats[t].cpu,
			    (unsigned long long)r->tstats[t].max_depth,
			    r->algo->counter_names[0] ? r->algo->counter_names[0] :
			    "-", (unsigned long long)r->tstats[t].counters[0],
			    r->algo->counter_names[1] ? r->algo->counter_names[1] :
			    "-", (unsigned long long)r->tstats[t].counters[1]);
	}
}

static const char *rt_store_name(const RtCheck *c, const RtOptions *o,
				 const MccModel *m);

static void rt_report_check(FILE *f, const RtCheck *c, const RtOptions *o,
    const MccModel *m)
{
	const RtProp *p = c->p;
	if (c->errkind) {
		char msg[sizeof c->errmsg];
		snprintf(msg, sizeof msg, "%s", c->errmsg);
		int n = 0;
		for (char *l = msg, *nl; l; l = nl) {
			if ((nl = strchr(l, '\n')))
				*nl++ = 0;
			printf("pan:%d: %s (at depth %llu)\n", ++n, l,
			    (unsigned long long)c->err_depth);
		}
		if (c->trail[0])
			printf("pan: wrote %s\n", c->trail);
	} else if (c->res == EC_NONEMPTY) {
		/* Spin's depth: where the cycle starts, after the prefix (its
		 * replay's START OF CYCLE) */
		const char *what = c->np ? "non-progress cycle" :
		    c->sysacc && c->stutter ? "accept stutter" :
		    "acceptance cycle";
		if (c->no_lasso)
			printf("pan:1: %s (no counterexample)\npan: no trail "
			    "written: the check (%s) could not build the "
			    "counterexample\n", what,
			    c->parts[c->nparts - 1].algo->name);
		else
			printf("pan:1: %s (at depth %llu)\n", what,
			    (unsigned long long)c->lasso_prefix);
		if (c->trail[0])
			printf("pan: wrote %s\n", c->trail);
	}
	if (c->res == EC_INCOMPLETE && c->procs_full) {
		char hint[256];
		rt_procs_hint(hint, sizeof hint, c->procs_full);
		printf("pan: too many processes\npan: %s; the search stops "
		    "here\n", hint);
	} else if (c->res == EC_INCOMPLETE)
		printf("pan: %s, search incomplete\n", rt_ltl_stopped() ?
		    "interrupted" : "out of memory (memory limit reached)");
	fprintf(f, "\n(mcc pan %s -- %s)\n", RT_VERSION, RT_VERSION_DATE);
	if (c->por_name)
		fprintf(f, "\t+ Partial Order Reduction (%s)\n", c->por_name);
	else if (c->por_off)
		fprintf(f, "partial order reduction off: %s\n", c->por_off);
	if (c->res == EC_INCOMPLETE)
		fprintf(f, "Warning: Search not completed\n");
	fprintf(f, "\nFull statespace search for:\n");
	if (c->np)
		fprintf(f, "\tnever claim         \t+ (:np_:)\n");
	else if (c->sysacc)
		fprintf(f, "\tnever claim         \t- (none specified)\n");
	else
		fprintf(f, "\tnever claim         \t+ (%s)\n",
		    p->name ? p->name : p->kind == RT_PROP_FORMULA ?
		    "formula" : "never_0");
	if (o->ignore_assert)
		fprintf(f, "\tassertion violations\t- (disabled by -A flag)\n");
	else
		fprintf(f, "\tassertion violations\t+%s\n", c->sysacc ? "" :
		    " (if within scope of claim)");
	fprintf(f, "\t%s\t+ (fairness %s)\n", c->np ? "non-progress cycles" :
	    "acceptance   cycles ", c->fair ? "enabled" : "disabled");
	/* -a without a claim: Spin's header says "+", but its search for
	 * acceptance cycles reports no invalid end state; neither does ours */
	fprintf(f, "\tinvalid end states\t- (%s)\n\n", c->sysacc ?
	    "not with -a" : "disabled by never claim");
	fprintf(f, "Property: ");
	rt_prop_title(f, p);
	if (c->sysacc)
		fprintf(f, "\nAutomaton: none (an Inf mark on the edges leaving "
		    "states where a process is at an accept label)%s\n",
		    c->fair ? ", weak fairness: one set per process" : "");
	else if (c->np)
		fprintf(f, "\nAutomaton: none (%s)%s\n", c->np_rabin ?
		    "generalized Rabin, one pair per process with a progress "
		    "label: Fin(at its progress labels) & Inf(each other one at "
		    "its progress labels)" : "a Fin mark on the edges leaving "
		    "progress states", c->fair ? ", weak fairness: one "
		    "set per process" : "");
	else
		fprintf(f, "\nAutomaton: %u states, %u edges, %u acceptance "
		    "sets, %s%s\n", c->astates, c->aedges, c->asets,
		    ltl_strength_name(c->strength), c->fair ? ", weak "
		    "fairness: one set per process" : "");
	if (c->acc) {
		fprintf(f, "Acceptance (%s): ", rt_acc_names[c->acceptance]);
		ltl_acc_print(f, c->acc);
		fprintf(f, " (%u generalized Rabin pair%s)%s\n", c->npairs,
		    c->npairs == 1 ? "" : "s", c->sysacc_or ? ", or Inf(a "
		    "process at an accept label), as Spin" : "");
	}
	rt_report_parts(f, c);
	fprintf(f, "\nState-vector %u byte, depth reached %llu, errors: %d\n",
	    (m->state_size + 3) / 4 * 4 + 8,
	    (unsigned long long)rt_depth_reached(c), c->res == EC_NONEMPTY);
	fprintf(f, "%9llu states, stored\n", (unsigned long long)rt_sum(c, 0));
	fprintf(f, "%9llu transitions\n", (unsigned long long)rt_sum(c, 1));
	if (c->por_name)
		rt_por_stats_line(f, &c->pst);
	if (c->res == EC_FAILURE && !c->inapplicable)
		fprintf(f, "pan: no verdict: the check failed, the counts "
		    "above are no result\n");
	fprintf(f, "\nStats on memory usage (in Megabytes):\n");
	fprintf(f, "\tstate store: %s\n", rt_store_name(c, o, m));
	if (rt_ltl_net) /* the memory line below is the ranks' sum */
		fprintf(f, "\t%d ranks (--mpi), each with its share of the "
		    "states in a store of its own\n", rt_ltl_net->size);
	if (c->raced && c->race_memory > rt_sum(c, 3))
		fprintf(f, "%9.3f\ttotal actual memory usage (the parts "
		    "together, interleaved)\n", MB(c->race_memory));
	else
		fprintf(f, "%9.3f\ttotal actual memory usage (%s)\n",
		    MB(rt_sum(c, 3)), rt_ltl_net ? "the ranks together" :
		    "largest part");
	if (c->reruns)
		fprintf(f, "\t%d part(s) checked again alone: out of their "
		    "share of memory when interleaved\n", c->reruns);
	if (c->fair_overflow)
		fprintf(f, "pan: warning: processes with pid >= 24 are not "
		    "covered by weak fairness\n");
	fprintf(f, "\npan: elapsed time %.3g seconds\n", c->time);
}

static void rt_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

/* The stores that ran: the sequential checks' (--store, else the default
 * for the product's vectors, ec_run.c) and/or the parallel checks'
 * concurrent table (runtime/par/pstore.c). */
static const char *rt_store_name(const RtCheck *c, const RtOptions *o,
				 const MccModel *m)
{
	int seq = 0, par = 0;
	for (int i = 0; i < c->nparts; i++)
		if (!c->parts[i].absent && c->parts[i].algo) {
			if (c->parts[i].algo->needs & EC_PARALLEL)
				par = 1;
			else
				seq = 1;
		}
	const SsAlgo *sa = ss_algo_pick(o->store, rt_product_state_size(m));
	const char *name = sa ? sa->name : "hash";
	return par && seq ? (!strcmp(name, "hash") ? "hash+par-hash" :
	    !strcmp(name, "compact") ? "compact+par-hash" : "mixed") :
	    par ? "par-hash" : name;
}

static void rt_json_check(FILE *f, const RtCheck *c, const MccModel *m,
			  const RtOptions *o)
{
	fprintf(f, "{\"model\":");
	rt_json_str(f, m->name);
	fprintf(f, ",\"property\":");
	rt_json_str(f, c->p->text && !rt_is_hoa(c->p->text) ? c->p->text :
	    rt_kind_names[c->p->kind]);
	fprintf(f, ",\"name\":");
	rt_json_str(f, c->p->name ? c->p->name : "");
	fprintf(f, ",\"kind\":\"%s\",\"strength\":\"%s\",\"fairness\":%s,"
	    "\"parts\":[", rt_kind_names[c->p->kind],
	    ltl_strength_name(c->strength), c->fair ? "true" : "false");
	for (int i = 0; i < c->nparts; i++) {
		const RtPartRun *r = &c->parts[i];
		if (r->absent) {
			fprintf(f, "%s{\"part\":\"%s\",\"absent\":true}",
			    i ? "," : "", r->part);
			continue;
		}
		fprintf(f, "%s{\"part\":\"%s\",\"algorithm\":\"%s\","
		    "\"states\":%llu,\"transitions\":%llu,\"depth\":%llu,"
		    "\"time_s\":%.6f", i ? "," : "", r->part,
		    r->algo ? r->algo->name : "",
		    (unsigned long long)r->st.states,
		    (unsigned long long)r->st.transitions,
		    (unsigned long long)r->st.max_depth, r->time);
		if (r->errstop)
			fprintf(f, ",\"stopped_at_error\":true");
		if (r->nthreads > 0) {
			fprintf(f, ",\"threads\":[");
			for (int t = 0; t < r->nthreads; t++)
				fprintf(f, "%s{\"states\":%llu,\"transitions\":%llu,"
				    "\"depth\":%llu,\"cpu_s\":%.6f}", t ? "," : "",
				    (unsigned long long)r->tstats[t].states,
				    (unsigned long long)r->tstats[t].transitions,
				    (unsigned long long)r->tstats[t].max_depth,
				    r->tstats[t].cpu);
			fprintf(f, "]");
		}
		fputc('}', f);
	}
	fprintf(f, "],\"algorithm\":\"");
	for (int i = 0, k = 0; i < c->nparts; i++)
		if (!c->parts[i].absent)
			fprintf(f, "%s%s", k++ ? "+" : "",
			    c->parts[i].algo ? c->parts[i].algo->name : "");
	fprintf(f, "\",\"store\":\"%s\"", rt_store_name(c, o, m));
	if (c->por_name)
		rt_por_stats_json(f, c->por_name, &c->pst);
	else if (c->por_off) {
		fprintf(f, ",\"por_off\":");
		rt_json_str(f, c->por_off);
	}
	fprintf(f, ",\"states_stored\":%llu,\"transitions\":%llu,"
	    "\"time_s\":%.6f,\"result\":\"%s\"",
	    (unsigned long long)rt_sum(c, 0), (unsigned long long)rt_sum(c, 1),
	    c->time, rt_result_word(c));
	if (c->trail[0]) {
		fprintf(f, ",\"trail\":");
		rt_json_str(f, c->trail);
	}
	if (c->errkind) {
		fprintf(f, ",\"error\":");
		rt_json_str(f, c->errmsg);
	}
	if (c->p->expect >= 0)
		fprintf(f, ",\"expected\":\"%s\"", c->p->expect ? "violated" :
		    "holds");
	fprintf(f, "}\n");
}

/* One line per property when several are checked. */
static void rt_brief_check(FILE *f, const RtCheck *c)
{
	fprintf(f, "%s: %s", c->p->name, rt_result_word(c));
	if (c->p->expect >= 0 && !c->failed)
		fprintf(f, " (expected %s) %s", c->p->expect ? "violated" :
		    "holds", c->res > EC_NONEMPTY ? "?" :
		    (int)c->res == c->p->expect ? "ok" : "DIFFERS");
	fprintf(f, "  [");
	for (int i = 0; i < c->nparts; i++)
		fprintf(f, "%s%s:%s", i ? " " : "", c->parts[i].part,
		    c->parts[i].algo ? c->parts[i].algo->name : "?");
	fprintf(f, "; %llu states, %llu transitions, %.3f s]",
	    (unsigned long long)rt_sum(c, 0), (unsigned long long)rt_sum(c, 1),
	    c->time);
	if (c->trail[0])
		fprintf(f, " trail %s", c->trail);
	else if (c->no_lasso)
		fprintf(f, " no trail (no counterexample)");
	if (c->errkind)
		fprintf(f, " (%.*s)", (int)strcspn(c->errmsg, "\n"), c->errmsg);
	fprintf(f, "\n");
	if (c->procs_full) {
		char hint[256];
		rt_procs_hint(hint, sizeof hint, c->procs_full);
		fprintf(f, "pan: too many processes: %s; the search stops "
		    "here\n", hint);
	}
}

/* --- property lists ----------------------------------------------------- */

typedef struct RtPropList {
	RtProp *v;
	int n, cap;
	char *buf;              /* --ltl-file contents (owned) */
	char **names;           /* generated names (owned) */
} RtPropList;

static RtProp *rt_prop_add(RtPropList *pl)
{
	if (pl->n == pl->cap) {
		int c = pl->cap ? 2 * pl->cap : 8;
		RtProp *nv = realloc(pl->v, c * sizeof *nv);
		char **nn = realloc(pl->names, c * sizeof *nn);
		if (nn)
			pl->names = nn;
		if (!nv || !nn)
			return NULL;
		pl->v = nv;
		pl->cap = c;
	}
	RtProp *p = &pl->v[pl->n];
	pl->names[pl->n] = NULL;
	pl->n++;
	memset(p, 0, sizeof *p);
	p->expect = -1;
	p->line = 1;
	p->syntax = LTL_SYN_AUTO;
	return p;
}

static void rt_prop_list_free(RtPropList *pl)
{
	for (int i = 0; i < pl->n; i++)
		free(pl->names[i]);
	free(pl->names);
	free(pl->v);
	free(pl->buf);
}

/* Syntax named in a "# syntax: X" comment, or -1. */
static int rt_syntax_comment(const char *line)
{
	const char *s = strstr(line, "syntax:");
	if (!s)
		return -1;
	s += 7;
	while (*s == ' ')
		s++;
	if (!strncmp(s, "divine", 6)) return LTL_SYN_DIVINE;
	if (!strncmp(s, "ltsmin", 6)) return LTL_SYN_LTSMIN;
	if (!strncmp(s, "spin", 4)) return LTL_SYN_SPIN;
	if (!strncmp(s, "spot", 4)) return LTL_SYN_SPOT;
	return -1;
}

/* Verdict after the first TAB: 0 holds, 1 violated, -1 none. */
static int rt_verdict(const char *rest)
{
	while (*rest == ' ' || *rest == '\t')
		rest++;
	if (!strncmp(rest, "holds", 5)) return 0;
	if (!strncmp(rest, "violated", 8)) return 1;
	return -1;
}

static char *rt_read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0;
	char *b = malloc(cap);
	while (b) {
		size_t k = fread(b + n, 1, cap - n - 1, f);
		n += k;
		if (n + 1 < cap)
			break;
		char *nb = realloc(b, cap *= 2);
		if (!nb) {
			free(b);
			b = NULL;
		} else {
			b = nb;
		}
	}
	fclose(f);
	if (b)
		b[n] = 0;
	return b;
}

static int rt_props_from_file(RtPropList *pl, const char *path)
{
	int syn = LTL_SYN_AUTO, lineno = 0, k = 0;
	pl->buf = rt_read_file(path);
	if (!pl->buf) {
		fprintf(stderr, "pan: cannot read %s\n", path);
		return -1;
	}
	for (char *line = pl->buf; line && *line; ) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		lineno++;
		size_t len = strlen(line);
		if (len && line[len - 1] == '\r')
			line[--len] = 0;
		char *s = line;
		while (*s == ' ')
			s++;
		if (*s == '#') {
			int y = rt_syntax_comment(s);
			if (y >= 0)
				syn = y;
		} else if (*s && *s != '\t') {
			char *tab = strchr(s, '\t');
			int expect = tab ? rt_verdict(tab + 1) : -1;
			if (tab)
				*tab = 0;
			RtProp *p = rt_prop_add(pl);
			if (!p)
				return -1;
			char name[64];
			snprintf(name, sizeof name, "formula %d", ++k);
			pl->names[pl->n - 1] = strdup(name);
			p->kind = RT_PROP_LTL;
			p->name = pl->names[pl->n - 1];
			p->text = s;
			p->syntax = syn;
			p->src = path;
			p->line = lineno;
			p->expect = expect;
		}
		line = nl ? nl + 1 : NULL;
	}
	return 0;
}

/* The properties the options and the model ask for; -1 on error. */
static int rt_collect_props(RtPropList *pl, const MccModel *m,
    const RtOptions *o)
{
	const MccModelLtl *l = m->ltl;
	RtProp *p;
	if (o->non_progress) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_NP;
		p->name = ":np_:";
		return 0;
	}
	if (o->ltl) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_LTL;
		p->name = "--ltl";
		p->text = o->ltl;
		p->src = "--ltl";
		return 0;
	}
	if (o->ltl_file)
		return rt_props_from_file(pl, o->ltl_file);
	if (o->ltl_name) {
		for (int i = 0; l && i < l->nltl; i++)
			if (!strcmp(l->ltl_names[i], o->ltl_name)) {
				if (!(p = rt_prop_add(pl)))
					return -1;
				p->kind = RT_PROP_LTL;
				p->name = l->ltl_names[i];
				p->text = l->ltl_texts[i];
				p->src = l->ltl_names[i];
				p->block = 1;
				return 0;
			}
		fprintf(stderr, "pan: -N %s: no ltl block of that name\n",
		    o->ltl_name);
		return -1;
	}
	if (l && l->formula) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_FORMULA;
		p->name = "formula";
		p->text = l->formula;
		p->src = "formula";
		return 0;
	}
	if (l && l->claim) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_NEVER;
		p->name = l->claim->name ? l->claim->name : "never";
		return 0;
	}
	if (rt_model_claim(m)) {
		fprintf(stderr, "pan: the never claim %s has no claim tables "
		    "(recompile the model)\n", rt_model_claim(m));
		return -1;
	}
	for (int i = 0; l && i < l->nltl; i++) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_LTL;
		p->name = l->ltl_names[i];
		p->text = l->ltl_texts[i];
		p->src = l->ltl_names[i];
		p->block = 1;
	}
	if (pl->n == 0 && o->accept_cycles && rt_model_has_accept(m)) {
		if (!(p = rt_prop_add(pl)))
			return -1;
		p->kind = RT_PROP_ACCEPT;
		p->name = "accept labels";
	}
	return 0;
}

/* --- entry point ---------------------------------------------------------- */

static void rt_summary(const RtCheck *cs, int n, int ltl_file)
{
	int hold = 0, viol = 0, other = 0, same = 0, differ = 0, nov = 0;
	for (int i = 0; i < n; i++) {
		const RtCheck *c = &cs[i];
		if (c->res == EC_EMPTY) hold++;
		else if (c->res == EC_NONEMPTY) viol++;
		else other++;
		if (c->p->expect < 0 || c->res > EC_NONEMPTY)
			nov += c->p->expect < 0;
		else if ((int)c->res == c->p->expect)
			same++;
		else
			differ++;
	}
	printf("%d %s: %d hold, %d violated, %d failed or incomplete\n", n,
	    ltl_file ? "formulas" : "properties", hold, viol, other);
	if (ltl_file)
		printf("%d formulas: %d as expected, %d differ, %d without "
		    "verdict\n", n, same, differ, nov);
}

static int rt_status(const RtCheck *cs, int n)
{
	int st = RT_EXIT_OK;
	for (int i = 0; i < n; i++) {
		const RtCheck *c = &cs[i];
		if (c->failed || c->res == EC_FAILURE)
			return RT_EXIT_FAILURE;
		if (c->p->expect >= 0 && c->res <= EC_NONEMPTY &&
		    (int)c->res != c->p->expect)
			st = RT_EXIT_ERRORS;
		if (c->res == EC_NONEMPTY && c->p->expect < 0)
			st = RT_EXIT_ERRORS;
		if (c->res == EC_INCOMPLETE && st == RT_EXIT_OK)
			st = RT_EXIT_INCOMPLETE;
	}
	return st;
}

static int rt_ltl_verify_all(const MccModel *m, const RtOptions *o);

static void rt_ltl_print_algos(void)
{
	for (const EcAlgo *const *a = ec_algos; *a; a++)
		printf("%-12s %s\n", (*a)->name, (*a)->descr);
}

int rt_ltl_verify(const MccModel *m, const RtOptions *o)
{
	return rt_ltl_verify_net(m, o, NULL);
}

int rt_ltl_verify_net(const MccModel *m, const RtOptions *o,
    const DsNet *net)
{
	rt_ltl_net = net;
	if (net && net->rank != 0 && !freopen("/dev/null", "w", stdout))
		return RT_EXIT_FAILURE;
	int st = rt_ltl_verify_all(m, o);
	if (net) { /* rank 0's status is every rank's */
		int64_t v = st;
		dn_bcast(net, &v);
		st = (int)v;
	}
	rt_ltl_net = NULL;
	return st;
}

static int rt_ltl_verify_all(const MccModel *m, const RtOptions *o)
{
	RtPropList pl;
	RtLtl L;
	memset(&pl, 0, sizeof pl);
	if (o->list_algos) {
		rt_ltl_print_algos();
		return RT_EXIT_OK;
	}
	const SsAlgo *sa = ss_algo_find(o->store);
	RtOptions oo;
	if (sa && !(sa->flags & SS_LOSSLESS) && o->store_env) {
		oo = *o; /* $PAN_STORE: the default store where it cannot be */
		oo.store = NULL;
		o = &oo;
		sa = ss_algo_find(NULL);
	}
	if (!sa || !(sa->flags & SS_LOSSLESS)) {
		fprintf(stderr, sa ? "pan: --store=%s is lossy: the emptiness "
		    "checks need a lossless store\n" : "pan: unknown state store "
		    "'%s' (--store=list lists them)\n", o->store);
		return RT_EXIT_FAILURE;
	}
	if (o->non_progress && (o->ltl || o->ltl_file || o->ltl_name))
		fprintf(stderr, "pan: warning: -l replaces the property\n");
	if (rt_collect_props(&pl, m, o) < 0 || rt_ltl_open(&L, m) < 0) {
		rt_prop_list_free(&pl);
		return RT_EXIT_FAILURE;
	}
	L.acceptance = o->acceptance;
	L.ignore_assert = o->ignore_assert;
	RtCheck *cs = calloc(pl.n ? pl.n : 1, sizeof *cs);
	int many = pl.n > 1 || o->ltl_file, done = 0;
	rt_ltl_stop = 0;
	signal(SIGINT, rt_ltl_sigint);
	for (int i = 0; cs && i < pl.n; i++) {
		rt_check_prop(&L, &cs[i], &pl.v[i], o, many ? i + 1 : 0);
		done++;
		if (!many && !cs[i].failed)
			rt_report_check(stdout, &cs[i], o, m);
		else if (many)
			rt_brief_check(stdout, &cs[i]);
		if (o->json && !cs[i].failed)
			rt_json_check(stdout, &cs[i], m, o);
		fflush(stdout);
		if (rt_ltl_stopped())
			break;
	}
	signal(SIGINT, SIG_DFL);
	for (int i = 0; cs && i < done; i++)
		ltl_acc_free(cs[i].acc);
	if (many && cs)
		rt_summary(cs, done, o->ltl_file != NULL);
	int st = cs ? rt_status(cs, done) : RT_EXIT_FAILURE;
	if (rt_ltl_stopped() && st == RT_EXIT_OK)
		st = RT_EXIT_INCOMPLETE;
	if (pl.n == 0) {
		fprintf(stderr, "pan: no property to check\n");
		st = RT_EXIT_FAILURE;
	}
	for (int i = 0; cs && i < pl.n; i++)
		for (int k = 0; k < 4; k++)
			free(cs[i].parts[k].tstats);
	free(cs);
	rt_ltl_close(&L);
	rt_prop_list_free(&pl);
	return st;
}
