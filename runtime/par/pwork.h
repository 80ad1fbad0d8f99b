/*
 * pwork.h -- the machinery shared by the multi-threaded emptiness checks
 * (internal to runtime/par/).
 *
 * A PwRun holds what the workers share: the graph, the configuration, the
 * concurrent store (pstore.h) whose records carry a union-find node
 * (puf.h), the stop flag, and the outcome.  Each worker (PwThread) has its
 * own graph context (EcGraph.clone), its own chunk of state numbers, its
 * own successor arena and stacks (plain malloc'ed arrays that double: no
 * allocation per state, nothing shared, so no allocator contention), its
 * own random generator for the successor order (swarming: seeded by the
 * worker id and --seed; worker 0 keeps the graph's order unless --seed is
 * given) and its own statistics.  Nothing is thread-local:
 * every function gets its PwThread.
 *
 * Memory: the store's bytes plus every worker's arrays are counted in
 * PwRun.bytes against cfg->memlim; a refused reservation stops the run
 * "incomplete".
 *
 * Lifetime: pw_run_init .. pw_run_fini; the workers' arrays stay alive
 * after pw_run_threads returns so that the counterexample can be built
 * from the detecting worker's stack.
 */
#ifndef RT_PWORK_H
#define RT_PWORK_H

#include <pthread.h>
#include <stdatomic.h>
#include "runtime/ec/ec.h"
#include "runtime/par/pstore.h"
#include "runtime/par/puf.h"

/* One successor record on a worker's arena (step bytes follow, padded). */
typedef struct PwEdge {
	uint64_t dst;              /* number of the successor */
	uint32_t marks;            /* acceptance marks of the edge */
	uint32_t pad;
} PwEdge;

/* A growable array of elements of `esz` bytes. */
typedef struct PwArr {
	void *p;
	size_t cap;                /* elements allocated */
	size_t esz;                /* bytes per element */
} PwArr;

/* A map from state numbers to numbers (a worker's live numbers): linear
 * probing, deletion by backward shift, doubling at 1/2 full. */
typedef struct PwSlot {
	uint64_t key;              /* number + 1, 0 empty */
	uint64_t val;
} PwSlot;

typedef struct PwMap {
	PwSlot *slots;             /* key and value side by side: one cache
	                              line per probe */
	size_t cap, n;             /* slots (power of 2), entries */
} PwMap;

/* DFS frame: a state and its successor records on the arena. */
typedef struct PwFrame {
	uint64_t s;                /* state number */
	size_t off;                /* arena offset of the first record */
	uint32_t n, i;             /* successors, next one to look at */
	uint32_t in;               /* marks of the edge that led here */
	uint32_t pad;
	uint64_t pos;              /* live number of s */
} PwFrame;

struct PwRun;

typedef struct PwThread {
	_Alignas(64) struct PwRun *run; /* workers on their own cache lines */
	int id;                    /* 0 .. nthreads-1 */
	int role;                  /* strategy-specific (e.g. Dijkstra/Tarjan) */
	pthread_t th;
	void *ctx;                 /* graph context (clone, or g->ctx) */
	PsLocal loc;               /* chunk of state numbers */
	uint64_t rng;              /* successor shuffling */
	uint8_t *arena;            /* successor records (a stack) */
	size_t alen, acap;
	int expand_failed;         /* the store refused a successor */
	uint64_t bytes;            /* bytes of this worker's arrays */
	EcStats st;                /* this worker's statistics */
	uint64_t polls;
	int finished;              /* explored everything from the initial
	                              state (the graph is done) */
	void *algo;                /* the strategy's per-worker data */
} PwThread;

typedef struct PwRun {
	const EcGraph *g;
	const EcConfig *cfg;
	int nthreads;
	PsStore *ps;               /* shared store, records with a PufNode */
	Puf uf;                    /* shared union-find */
	PwThread *t;               /* the workers */
	size_t esz;                /* bytes per successor record (no room
	                              for the step bytes: pw_drop_steps) */
	uint64_t init;             /* number of the initial state */
	_Alignas(64) atomic_int stop; /* every worker stops (own line: read
	                              at every step) */
	char pad[60];
	atomic_int found;          /* 1 + id of the worker that found a cycle */
	atomic_int oom;            /* a reservation was refused */
	atomic_int completed;      /* some worker finished its search */
	_Atomic uint64_t bytes;    /* workers' arrays (store counted apart) */
	uint64_t hit;              /* found: a state of the accepting class */
	void *(*fn)(void *);       /* the strategy's worker function */
	struct PfSet *fst;         /* Fin edges (par_tgra.c): Fstates, the
	                              search roots; NULL when fin_mask is 0 */
} PwRun;

/* Set up a run of n workers (n clipped to 1 if the graph has no clone);
 * records carry `extra` bytes (>= PUF_NODE_SIZE, zeroed) before each
 * state, and stored vectors `tail` bytes after the graph's state (the
 * initial state's are 0; cndfs.c); stores the initial state.  0, or -1 (out of memory: cleaned up). */
int pw_run_init(PwRun *r, const EcGraph *g, const EcConfig *cfg, int n,
    PufMode mode, uint32_t extra, uint32_t tail);
/* Successor records without the graph's step bytes, for checks that
 * never read them (their counterexample is rebuilt by pw_lasso from the
 * store, without a stack): an edge costs 16 bytes on the arena instead of
 * 16 + step_size.  Call before the workers run. */
void pw_drop_steps(PwRun *r);
/* Reverse the n successor records at arena offset off (a check that takes
 * them from the end, to free each one as it goes, keeps the order). */
void pw_reverse(PwThread *t, size_t off, uint32_t n);
/* Run fn on every worker (worker 0 in the calling thread when n == 1) and
 * wait for them all. */
int pw_run_threads(PwRun *r, void *(*fn)(void *));
/* Fill st (totals, and cfg->thread_stats), release everything. */
void pw_run_fini(PwRun *r, EcStats *st);

/* The verdict after the threads joined. */
EcResult pw_result(PwRun *r);

/* Count n more bytes of the worker's against the limit; -1 if refused
 * (the run is then stopped). */
int pw_reserve(PwThread *t, size_t n);
/* Shuffle the n successor records at arena offset off (swarming). */
void pw_shuffle(PwThread *t, size_t off, uint32_t n);
/* Reserve / grow a worker's array to n elements; -1 if refused. */
int pw_arr_fit(PwThread *t, PwArr *a, size_t n);
void pw_arr_free(PwThread *t, PwArr *a);

int pw_map_init(PwThread *t, PwMap *m);
/* 1 and *v if x is a key. */
int pw_map_get(const PwMap *m, uint64_t x, uint64_t *v);
int pw_map_put(PwThread *t, PwMap *m, uint64_t x, uint64_t v);
void pw_map_del(PwMap *m, uint64_t x);
void pw_map_free(PwThread *t, PwMap *m);

/* Store `key` (a record of the store's key size) and append the edge to
 * it, with marks and step, to the worker's arena; on a refused allocation
 * set t->expand_failed (then every later call does nothing).  The body
 * of an EcSuccFn for checks whose stored key is not the bare successor
 * (cndfs: successor plus accepting bit). */
void pw_record_edge(PwThread *t, const uint8_t *key, uint32_t marks,
    const void *step);
/* Put the successors of s on the worker's arena from *off on (*n of
 * them; shuffled by the worker's generator).  0, or -1 if refused. */
int pw_expand(PwThread *t, uint64_t s, size_t *off, uint32_t *n);
/* Push frame for s on `dfs` (PwFrame array, *depth in use): expands s
 * (successors shuffled by the worker's generator).  0, or -1 if refused. */
int pw_frame_push(PwThread *t, PwArr *dfs, size_t *depth, uint64_t s,
    uint32_t in, uint64_t pos);
static inline PwEdge *pw_edge(const PwThread *t, size_t off, uint32_t i)
{
	return (PwEdge *)(t->arena + off + (size_t)i * t->run->esz);
}

/* Poll between states: 1 if the worker must stop. */
int pw_poll(PwThread *t);
/* Record a counterexample found by t at state s; stops everyone. */
void pw_found(PwThread *t, uint64_t s);

static inline int pw_accepting(const PwRun *r, uint32_t marks)
{
	return (marks & r->g->inf_mask) == r->g->inf_mask;
}

/* Build the lasso after the workers joined (plasso.c): the prefix follows
 * the detecting worker t's frames dfs[0..k], k the first whose state is in
 * the class of r->hit (dfs == NULL: a breadth-first path over the stored
 * states from the initial state into the class); the cycle is Couvreur's extraction inside that
 * class (breadth-first searches over its states, successors recomputed
 * with g->ctx, states looked up in the store), through every inf mark and
 * back to dfs[k].s.  0, or -1 if no lasso was built. */
int pw_lasso(PwRun *r, PwThread *t, const PwFrame *dfs, size_t depth,
    EcLasso *l);

/* The sequential uf-dijkstra on g (one worker), counted in
 * st->counters[3]: the defence when a parallel run's lasso extraction or
 * certification failed (not expected).  Its result, EC_FAILURE if the
 * check is missing. */
EcResult pw_sequential(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso);

#endif
