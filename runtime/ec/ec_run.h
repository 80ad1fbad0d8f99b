/*
 * ec_run.h -- machinery shared by the emptiness checks (internal to
 * runtime/ec/; nothing outside that directory includes it).
 *
 * An EcRun holds what every check needs: the state store (states are
 * numbered densely 0..count-1 in insertion order, the initial state is 0),
 * the memory accounting with the --memlim limit, growable arrays, the
 * successor arena, polling of the stop flag and progress reports, and the
 * counterexample builder.
 *
 * Successors are stored when they are generated: ec_expand() looks every
 * successor up in the store (inserting it if new) and pushes one EcEdge
 * record (destination number, marks: 16 bytes) per successor on the
 * arena, which is a stack: a DFS frame remembers the offset of its first
 * record and pops them all by resetting `alen` when it is left.  Hence
 * EcStats.states counts states generated, and per-state side arrays must
 * cover every stored state: arrays registered with `side` set are grown
 * (zero-filled) by ec_expand() to the store's count, so "0" must mean
 * "never visited" in each of them.
 *
 * Ownership: everything allocated through an EcRun is released by
 * ec_run_fini(); a lasso handed to the caller is plain malloc'ed memory
 * freed by ec_lasso_free().  Building a lasso (BFS bit maps, paths) is
 * accounted too: if the limit refuses it, the check still answers
 * EC_NONEMPTY but leaves the lasso empty (states == NULL, ncycle == 0).
 *
 * The checks (hpy.c, se05.c + and.c, gv04.c, couvreur99.c + ascc.c,
 * uf_tarjan.c + uf_dijkstra.c, weak.c, terminal.c, rabin.c + tgra.c +
 * tfla.c) are all iterative: no
 * recursion, whatever the depth.
 */
#ifndef MCC_EC_RUN_H
#define MCC_EC_RUN_H

#include <stddef.h>
#include <stdint.h>
#include "runtime/ec/ec.h"
#include "runtime/mem.h"
#include "runtime/store/store.h"

/* One successor record on the arena.  The step bytes of the edge are not
 * kept (for the product they were 40 of 56 bytes a record, most of a deep
 * search's memory): ec_path_lasso() finds them again by expanding the
 * states of the counterexample once more. */
typedef struct EcEdge {
	uint64_t dst;              /* store number of the successor */
	uint32_t marks;            /* acceptance marks of the edge */
	uint32_t pad;
} EcEdge;

/* A growable array of `cap` elements of `esz` bytes, or, when sshift > 0,
 * a packed array where one byte element covers 2^sshift states. */
typedef struct EcArr {
	void *p;                   /* the elements (zero-filled when grown) */
	size_t cap;                /* elements allocated */
	size_t esz;                /* bytes per element */
	int sshift;                /* side arrays: log2 of states per element */
	int side;                  /* grown to the store's count by ec_expand */
} EcArr;

#define EC_MAX_ARRS 64

/* The common DFS frame: a state and its successor records on the arena. */
typedef struct EcFrame {
	uint64_t s;                /* store number of the state */
	size_t off;                /* arena offset of its first EcEdge */
	uint32_t n;                /* number of successors */
	uint32_t i;                /* next successor to look at (current = i-1) */
} EcFrame;

/* A path s0 -e0-> s1 -e1-> ... sn under construction. */
typedef struct EcPath {
	EcArr states;              /* uint64_t store numbers, n+1 of them */
	EcArr marks;               /* uint32_t marks of each step */
	size_t n;                  /* steps */
} EcPath;

typedef struct EcRun {
	const EcGraph *g;          /* the graph, not owned */
	const EcConfig *cfg;       /* the configuration, not owned */
	EcStats *st;               /* statistics being filled, not owned */
	RtMem mem;                 /* accounting; limit = cfg->memlim */
	SsStore *ss;               /* the state store */
	uint8_t *arena;            /* successor records (a stack) */
	size_t alen, acap;         /* bytes used / allocated in `arena` */
	size_t esz;                /* bytes per successor record */
	EcArr *arrs[EC_MAX_ARRS];  /* arrays registered for growth and freeing */
	int narrs;                 /* entries used in `arrs` */
	int oom;                   /* a memory reservation was refused */
	int stopped;               /* stop flag seen */
	uint64_t polls;            /* calls of ec_poll */
	uint64_t slice;            /* states stored when cfg->yield is due */
	uint64_t next_time_check;  /* transition count of the next clock read */
	double last_progress;      /* time of the last progress report */
	int insert;                /* ec_expand: insert new successors (else skip
	                              states not in the store, count nothing) */
	int expand_failed;         /* set by the callback when the store refused */
	uint64_t side_ok;          /* side arrays cover states below this */
	uint8_t *scratch;          /* one state vector: the state expanded */
	uint64_t rng;              /* successor shuffling (cfg->seed != 0) */
	EcPath path;               /* the counterexample under construction */
	int path_ready;            /* its arrays are registered */
} EcRun;

/* Set up a run: store with the initial state (number 0).  Returns 0, or -1
 * if memory was refused (st is then filled and the run can be finished). */
int ec_run_init(EcRun *r, const EcGraph *g, const EcConfig *cfg, EcStats *st);
/* Fill st->states/memory, free everything. */
void ec_run_fini(EcRun *r);

/* Register `a` (esz bytes per element; side arrays: sshift = log2 states
 * per element).  Side arrays are grown to cover the store at once. */
int ec_arr_init(EcRun *r, EcArr *a, size_t esz, int side, int sshift);
/* Make `a` hold at least n elements (doubling); -1 if memory refused. */
int ec_arr_fit(EcRun *r, EcArr *a, size_t n);
/* Grow every side array to cover the store. */
int ec_side_fit(EcRun *r);

/* Push the successors of state `s` on the arena; *off gets the offset of
 * the first record.  Returns their number, or -1 if memory was refused. */
long ec_expand(EcRun *r, uint64_t s, size_t *off);

static inline EcEdge *ec_edge(const EcRun *r, size_t off, uint32_t i)
{
	return (EcEdge *)(r->arena + off + (size_t)i * r->esz);
}

/* Push frame for state s on `stack` (an EcArr of EcFrame, *depth frames
 * in use), expanding s; with a non-zero cfg->seed the successors are
 * shuffled.  Returns 0, or -1 if memory was refused. */
int ec_frame_push(EcRun *r, EcArr *stack, size_t *depth, uint64_t s);

/* Call once per state visited: polls the stop flag every 1024 calls;
 * with cfg->yield, calls it when the slice it gave last runs out (the
 * check may be suspended there).  Returns 1 if the search must stop
 * (stop flag or memory refused). */
static inline int ec_poll(EcRun *r)
{
	int poll = (++r->polls & 1023) == 0;
	if (r->cfg->yield && r->ss->count >= r->slice) {
		r->slice = r->ss->count + r->cfg->yield(r->cfg->yield_arg);
		poll = 1; /* another part may have ended the search meanwhile */
	}
	if (poll && r->cfg->stop && *r->cfg->stop)
		r->stopped = 1;
	return r->stopped || r->oom;
}

/* Packed 2-bit colours (side array with esz 1, sshift 2). */
static inline unsigned ec_col_get(const EcArr *a, uint64_t i)
{
	return (((const uint8_t *)a->p)[i >> 2] >> ((i & 3) * 2)) & 3;
}

static inline void ec_col_set(EcArr *a, uint64_t i, unsigned c)
{
	uint8_t *b = (uint8_t *)a->p + (i >> 2);
	unsigned sh = (unsigned)(i & 3) * 2;
	*b = (uint8_t)((*b & ~(3u << sh)) | (c << sh));
}

/* --- counterexamples ------------------------------------------------- */

/* The run's path, emptied and started at state s0 (NULL on memory). */
EcPath *ec_path_new(EcRun *r, uint64_t s0);
/* Append the step of record e (from the path's last state). */
int ec_path_add(EcRun *r, EcPath *p, const EcEdge *e);
/* Append, for frames[0..k-1], the current edge of each frame (the path
 * must end at frames[0].s). */
int ec_path_frames(EcRun *r, EcPath *p, const EcFrame *frames, size_t k);
static inline uint64_t ec_path_last(const EcPath *p)
{
	return ((const uint64_t *)p->states.p)[p->n];
}

/* Set membership for extraction: is state number x in the set? */
typedef int (*EcInSet)(void *arg, uint64_t x);

/* Breadth-first search from the path's last state along edges carrying no
 * mark of `forbid` to states in the set, until an edge with a mark in
 * `want` (want != 0) or an edge into `target` (want == 0) is taken; the
 * shortest such path is appended.  0 found, -1 none, -2 memory refused. */
int ec_path_bfs(EcRun *r, EcPath *p, EcInSet in, void *arg, uint32_t forbid,
    uint32_t want, uint64_t target);

/* Couvreur's extraction: the path ends at x, a state of a set that is
 * strongly connected by edges avoiding `forbid` and holds every mark of
 * `need`; append a cycle back to x through all of `need` and avoiding
 * `forbid`, and turn the result into a lasso (prefix = the path up to x).
 * Returns 0, or -1 (no lasso made: memory refused or no cycle). */
int ec_lasso_scc(EcRun *r, EcPath *p, EcInSet in, void *arg, uint32_t forbid,
    uint32_t need, EcLasso *l);

/* The path s0..sn with sn == s_k as a lasso (k steps of prefix), with
 * the step bytes of each edge found again by expanding its source.
 * Returns 0, or -1 (lasso left empty: memory, or an edge not found). */
int ec_path_lasso(EcRun *r, const EcPath *p, size_t k, EcLasso *l);

/* --- Fin handling for SCC-based checks ------------------------------ */

/* `scc` lists the n states of a complete SCC whose edges hold all of
 * inf_mask and some fin mark.  Looks for a cycle avoiding fin_mask and
 * holding inf_mask inside the SCC: Tarjan's algorithm on the SCC with its
 * fin edges removed (one level is enough: what remains has no fin edge),
 * then the marks of each sub-SCC.  Membership is by binary search in a
 * sorted copy of `scc`, so no per-state memory is needed.  Returns 1 and
 * *x = a state of an accepting sub-SCC, 0 if none, -1 if memory was
 * refused. */
typedef struct EcSub {
	EcRun *r;                  /* the run */
	int ready;                 /* arrays registered */
	size_t n;                  /* states in the SCC */
	EcArr srt;                 /* uint64_t: the SCC's states, sorted */
	EcArr num;                 /* uint64_t per position: Tarjan number+1 */
	EcArr low;                 /* uint64_t per position: lowlink */
	EcArr comp;                /* uint64_t per position: sub-SCC id + 1 */
	EcArr accm;                /* uint32_t per sub-SCC id: marks inside */
	EcArr cyc;                 /* uint8_t per sub-SCC id: has a cycle */
	EcArr tstack;              /* uint64_t positions: Tarjan stack */
	EcArr frames;              /* EcFrame: DFS stack */
	uint64_t acc_comp;         /* id + 1 of the accepting sub-SCC */
} EcSub;

int ec_fin_subcheck(EcRun *r, EcSub *sub, const uint64_t *scc, size_t n,
    uint64_t *x);
/* After a successful ec_fin_subcheck (arg = the EcSub): membership of the
 * accepting sub-SCC, and of the whole SCC. */
int ec_sub_in(void *arg, uint64_t x);
int ec_sub_in_scc(void *arg, uint64_t x);

/* Build the lasso for an accepting sub-SCC found by ec_fin_subcheck: the
 * path ends at a state of the SCC; go to x inside the SCC, then cycle in
 * the sub-SCC. */
int ec_lasso_sub(EcRun *r, EcPath *p, EcSub *sub, uint64_t x, EcLasso *l);

/* The nested DFS of se05.c; improved = Gaiser & Schwoon's variant. */
EcResult ec_ndfs_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int improved);

/* Couvreur's check of couvreur99.c; amended = with a live stack (ascc). */
EcResult ec_couvreur_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int amended);

/* The union-find checks of uf_tarjan.c (dijkstra: that strategy). */
EcResult ec_uf_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int dijkstra);

/* The generalized Rabin / Fin-less search of rabin.c: finless = one
 * search with every pair as a clause (tfla.c), else the pairs one after
 * another (tgra.c). */
EcResult ec_rabin_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int finless);

/* The sequential union-find of uf_tarjan.c and rabin.c: par[x] is 0 for a
 * state not yet visited, EC_UF_DEAD when x is linked to the Dead class,
 * else 1 + its parent (a root is its own parent); acc[] holds the marks of
 * a class at its root.  ec_uf_find returns the root (EC_UF_DEAD for dead
 * classes) with path compression; ec_uf_unite unites two live classes
 * (the smaller index becomes the root), adds marks m, returns the union's
 * marks and counts a real union in *unions. */
#define EC_UF_DEAD UINT64_MAX
uint64_t ec_uf_find(uint64_t *par, uint64_t x);
uint32_t ec_uf_unite(uint64_t *par, uint32_t *acc, uint64_t a, uint64_t b,
    uint32_t m, uint64_t *unions);

/* Time in seconds (monotonic). */
double ec_now(void);

#endif
