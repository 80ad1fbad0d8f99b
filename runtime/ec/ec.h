/*
 * ec.h -- emptiness checks over an on-the-fly graph with transition-based
 * acceptance marks (generalized Büchi, with optional Fin marks).
 *
 * Every check lives in one file runtime/ec/<name>.c and exports one
 * `const EcAlgo ec_<name>` descriptor; ec_table.c lists them all.  A check
 * sees only the EcGraph below, never the model or the automaton: the
 * product of model and property (runtime/product.c) and the random
 * explicit graphs of the tests both implement it.
 *
 * Acceptance: a cycle is accepting iff the union of the marks of its edges
 * contains every bit of `inf_mask` and none of `fin_mask`.  Checks for
 * degeneralized Büchi graphs (NDFS family) require popcount(inf_mask) <= 1
 * and fin_mask == 0; the `terminal` and `weak` checks require the graph to
 * be terminal / weak (Renault et al., TACAS'13) and rely on `strength`.
 *
 * General acceptance (generalized Rabin / Fin-less, see EcPair): when
 * `npairs` > 0 a cycle is accepting iff, for some pair, its marks contain
 * every bit of the pair's `inf` and none of its `fin`; inf_mask/fin_mask
 * then equal pairs[0], and only checks with EC_HANDLES_PAIRS apply when
 * npairs > 1 (tgra.c: the pairs one after another; tfla.c: Fin-less pairs
 * in one SCC search).  npairs == 0 means the single pair
 * (fin_mask, inf_mask).
 *
 * States are fixed-size byte vectors; equal bytes = same state.  Checks
 * store states themselves (runtime/store/store.h) and must respect the memory
 * limit passed in EcConfig.  Nothing here is thread-local.
 */
#ifndef MCC_EC_H
#define MCC_EC_H

#include <stddef.h>
#include <stdint.h>

/* Called once per successor; `succ` and `step` are valid during the call
 * only.  `marks` are the acceptance marks of the edge. */
typedef void (*EcSuccFn)(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step);

typedef enum EcStrength {
	EC_STRENGTH_TERMINAL,   /* every accepting SCC is complete: reaching an
	                           accepting edge that lies on a cycle suffices */
	EC_STRENGTH_WEAK,       /* each SCC all-accepting or all-rejecting */
	EC_STRENGTH_GENERAL
} EcStrength;

/* One generalized Rabin pair Fin(fin) & Inf(b1) & Inf(b2) & ... for the
 * bits b of inf (a clause of the acceptance's disjunctive normal form). */
typedef struct EcPair {
	uint32_t fin;              /* marks the cycle must not see */
	uint32_t inf;              /* marks the cycle must all see */
} EcPair;

typedef struct EcGraph {
	void *ctx;                 /* passed back to the callbacks */
	uint32_t state_size;       /* bytes per state */
	uint32_t step_size;        /* bytes of the opaque step info per edge */
	uint32_t inf_mask;         /* marks that must all be seen on a cycle */
	uint32_t fin_mask;         /* marks that must not be seen on a cycle */
	EcStrength strength;       /* what the property automaton guarantees */
	void (*initial)(void *ctx, uint8_t *s);
	/* Enumerate the successors of `s`; returns their number. */
	int (*succ)(void *ctx, const uint8_t *s, EcSuccFn cb, void *arg);
	/* Optional: for weak graphs, is the SCC of `s` accepting (all its edges
	 * carry every inf mark)?  May be NULL. */
	int (*accepting_scc)(void *ctx, const uint8_t *s);
	uint32_t npairs;           /* > 0: acceptance is the disjunction of
	                              pairs[0..npairs) (see above) */
	const EcPair *pairs;       /* the pairs (borrowed), NULL if npairs 0 */
	/* Optional, for the multi-threaded checks (runtime/par/): a context
	 * for one more worker thread, with which the callbacks above touch no
	 * memory that another context writes (NULL if out of memory), and
	 * its release, which folds the clone's counters back into `ctx`
	 * (called after the workers have joined).  clone == NULL: the graph
	 * can be explored by one thread only. */
	void *(*clone)(void *ctx);
	void (*clone_free)(void *ctx, void *clone);
} EcGraph;

/* A lasso: prefix from the initial state, then a cycle back to the first
 * state of the cycle.  steps[i] leads from states[i] to states[i+1]. */
typedef struct EcLasso {
	size_t nprefix;            /* steps in the prefix */
	size_t ncycle;             /* steps in the cycle (>= 1) */
	uint8_t *states;           /* (nprefix + ncycle + 1) * state_size */
	uint8_t *steps;            /* (nprefix + ncycle) * step_size */
} EcLasso;

typedef struct EcStats {
	uint64_t states;           /* distinct states stored */
	uint64_t transitions;      /* edges explored (successor callbacks) */
	uint64_t revisits;         /* states met again */
	uint64_t max_depth;        /* deepest DFS stack */
	uint64_t memory;           /* bytes in use at the end */
	uint64_t counters[4];      /* algorithm-specific (names in EcAlgo) */
	double cpu;                /* parallel checks, per worker: CPU seconds
	                              of the worker's thread */
} EcStats;

typedef struct EcConfig {
	uint64_t memlim;           /* bytes, 0 = none */
	int want_lasso;            /* build a counterexample when non-empty */
	volatile int *stop;        /* set asynchronously to stop (Ctrl-C) */
	void (*progress)(void *arg, const EcStats *st); /* every few seconds */
	void *progress_arg;
	uint64_t seed;             /* for randomized successor orders */
	int threads;               /* workers of the parallel checks (0: 1) */
	int hash_log2;             /* parallel checks: table of 2^N slots (0:
	                              derived from memlim) */
	EcStats *thread_stats;     /* if not NULL: per-worker statistics, room
	                              for `threads` entries (parallel checks) */
	int consumers;             /* par-dijkstra-async: consumer threads
	                              among `threads` (0: half, rounded down) */
	const char *store;         /* sequential checks: the state store
	                              (runtime/store/, a lossless one); NULL:
	                              the default */
	uint64_t (*yield)(void *arg); /* sequential checks: called at the
	                              first state visited (ec_poll), then
	                              once as many more states as it
	                              returns are stored; the
	                              check may be suspended in it; NULL:
	                              never */
	void *yield_arg;
	const struct DsNet *net;   /* owcty: the ranks it runs over
	                              (runtime/dist/dnet.h), every rank with
	                              the same graph; NULL: this process */
} EcConfig;

typedef enum EcResult {
	EC_EMPTY = 0,              /* no accepting cycle */
	EC_NONEMPTY = 1,           /* an accepting cycle exists (lasso set) */
	EC_INCOMPLETE = 2,         /* stopped: memory limit or interrupted */
	EC_FAILURE = 3
} EcResult;

enum {
	EC_NEEDS_BA = 1 << 0,      /* at most one inf mark, no fin marks */
	EC_NEEDS_WEAK = 1 << 1,    /* strength must be WEAK or TERMINAL */
	EC_NEEDS_TERMINAL = 1 << 2,/* strength must be TERMINAL */
	EC_HANDLES_FIN = 1 << 3,   /* supports fin_mask != 0 */
	EC_HANDLES_PAIRS = 1 << 4, /* supports npairs > 1 (any fin in pairs) */
	EC_NEEDS_FINLESS = 1 << 5, /* every pair has fin == 0 (and fin_mask 0) */
	EC_PARALLEL = 1 << 6       /* uses EcConfig.threads worker threads */
};

typedef struct EcAlgo {
	const char *name;          /* --algo NAME */
	const char *descr;         /* one line for --help */
	unsigned needs;            /* EC_NEEDS_* / EC_HANDLES_* */
	const char *counter_names[4]; /* names of EcStats.counters, NULL unused */
	EcResult (*run)(const EcGraph *g, const EcConfig *cfg, EcStats *st,
	    EcLasso *lasso);
} EcAlgo;

/* All checks, NULL-terminated; lookup by name (NULL if unknown). */
extern const EcAlgo *const ec_algos[];
const EcAlgo *ec_find(const char *name);
/* Is algorithm `a` applicable to graph `g`? */
int ec_applicable(const EcAlgo *a, const EcGraph *g);
void ec_lasso_free(EcLasso *l);

#endif
