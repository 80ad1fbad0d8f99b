/*
 * par_uf.c -- the parallel union-find emptiness checks of Renault,
 * Duret-Lutz, Kordon & Poitrenaud (LMCS 2016 / TACAS'15), generalized
 * Büchi acceptance on edges: strategies Tarjan, Dijkstra and Mixed (half
 * the workers each), with swarming and the early backtrack on dead states.
 *
 * Every worker runs the same DFS from the initial state, in its own random
 * successor order, with private stacks and a private map of its LIVE
 * states to live numbers; workers share only the store and the union-find
 * (pwork.h, puf.h).  Per edge: a locally live target is a closing edge
 * (UPDATE), a dead target (union-find) is skipped, anything else is pushed.
 *   Tarjan: a lowlink per frame; a closing edge lowers it and unites both
 *     ends with the edge's marks; leaving a non-root unites it with its
 *     parent (tree edge marks); leaving a root kills its class.
 *   Dijkstra: a stack of potential roots (frame position, marks); a closing
 *     edge to live number d pops the roots above d, uniting them with the
 *     target; the marks go to the remaining top root.
 * Leaving a root also forgets, locally, every live state numbered from it
 * on (the live stack).  When a union reports that a side is already dead
 * (another worker finished that SCC), the worker backtracks at once over
 * every frame whose state is dead (Sect. 3.5), forgetting them like roots.
 * A worker whose stack empties has explored the whole graph: the graph is
 * empty (no union reached inf_mask) and everyone stops.  A union whose
 * marks hold inf_mask stops everyone with a counterexample.
 *
 * Counterexample (Sect. 3.7): after the workers joined, every Tarjan
 * worker empties its stack by uniting each non-root frame with its parent,
 * so the accepting class holds a whole accepting cycle; then pw_lasso.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/par/pwork.h"
#include "runtime/par/pfst.h"

enum { ROLE_TARJAN, ROLE_DIJKSTRA };
enum { STRAT_TARJAN, STRAT_DIJKSTRA, STRAT_MIXED };

typedef struct PRoot {
	uint64_t p;                /* dfs position of the potential root */
	uint32_t acc;              /* marks of its partial SCC */
	uint32_t pad;
} PRoot;

typedef struct PUf {
	PwArr dfs;                 /* PwFrame */
	size_t depth;
	PwArr low;                 /* Tarjan: uint64_t lowlink per frame */
	PwArr roots;               /* Dijkstra: PRoot */
	size_t nroots;
	PwArr live;                /* uint64_t: live states off the stack */
	size_t nlive;
	PwMap num;                 /* live state -> live number */
	uint64_t nlivenum;         /* live numbers in use (= num.n) */
} PUf;

#define FR(u) ((PwFrame *)(u)->dfs.p)
#define LOW(u) ((uint64_t *)(u)->low.p)
#define ROOT(u) ((PRoot *)(u)->roots.p)

static int uf_push(PwThread *t, PUf *u, uint64_t s, uint32_t in)
{
	uint64_t p = u->nlivenum;
	if (pw_arr_fit(t, &u->low, u->depth + 1) < 0 ||
	    pw_arr_fit(t, &u->roots, u->nroots + 1) < 0 ||
	    pw_map_put(t, &u->num, s, p) < 0 ||
	    pw_frame_push(t, &u->dfs, &u->depth, s, in, p) < 0)
		return -1;
	u->nlivenum++;
	if (t->role == ROLE_TARJAN) {
		LOW(u)[u->depth - 1] = p;
	} else {
		PRoot *r = &ROOT(u)[u->nroots++];
		r->p = u->depth - 1;
		r->acc = 0;
		r->pad = 0;
	}
	return 0;
}

/* Forget, locally, the live states numbered from frame f's on, and the
 * frame itself (it is popped by the caller). */
static void uf_forget(PUf *u, const PwFrame *f)
{
	pw_map_del(&u->num, f->s);
	u->nlivenum--;
	while (u->nlivenum > f->pos) {
		assert(u->nlive > 0);
		uint64_t q = ((uint64_t *)u->live.p)[--u->nlive];
		pw_map_del(&u->num, q);
		u->nlivenum--;
	}
}

/* Pop the top frame as a (now) dead root. */
static void uf_pop_dead(PwThread *t, PUf *u)
{
	PwFrame *f = &FR(u)[--u->depth];
	t->alen = f->off;
	uf_forget(u, f);
	while (u->nroots && ROOT(u)[u->nroots - 1].p >= u->depth)
		u->nroots--;
}

/* Early backtrack: pop every top frame whose state is dead. */
static void uf_backtrack(PwThread *t, PUf *u)
{
	t->st.counters[2]++;
	while (u->depth && puf_is_dead(&t->run->uf, FR(u)[u->depth - 1].s))
		uf_pop_dead(t, u);
}

/* Handle a union's outcome at state s; 1 if the search must stop. */
static int uf_after(PwThread *t, PUf *u, PufUnite r, uint64_t s)
{
	if (r.dead) {
		uf_backtrack(t, u);
		return 0;
	}
	if (pw_accepting(t->run, r.marks)) {
		pw_found(t, s);
		return 1;
	}
	return 0;
}

static int uf_update(PwThread *t, PUf *u, uint32_t acc, uint64_t d,
    uint64_t dpos)
{
	Puf *uf = &t->run->uf;
	uint64_t s = FR(u)[u->depth - 1].s;
	t->st.counters[1]++;
	if (t->role == ROLE_TARJAN) {
		uint64_t *low = &LOW(u)[u->depth - 1];
		if (dpos < *low)
			*low = dpos;
		return uf_after(t, u, puf_unite(uf, d, s, acc), s);
	}
	PRoot *top = &ROOT(u)[u->nroots - 1];
	uint32_t a = top->acc | acc;
	int popped = 0;
	PufUnite r = { a, 0 };
	while (dpos < FR(u)[top->p].pos) {
		a |= FR(u)[top->p].in | top->acc;
		u->nroots--;
		top--;
		popped = 1;
		r = puf_unite(uf, d, FR(u)[top[1].p].s, a);
		if (r.dead)
			return uf_after(t, u, r, s);
		a |= r.marks;
	}
	a |= top->acc;
	top->acc = a;
	if (!popped && !pw_accepting(t->run, a))
		return 0;
	if (!popped && pw_accepting(t->run, a))
		r = puf_unite(uf, d, s, a); /* publish before reporting */
	return uf_after(t, u, r.dead ? r : (PufUnite){ a | r.marks, 0 }, s);
}

/* Leave the top frame; 1 if the search must stop. */
static int uf_pop(PwThread *t, PUf *u)
{
	Puf *uf = &t->run->uf;
	size_t d = u->depth - 1;
	PwFrame *f = &FR(u)[d];
	/* a root: the top of the roots stack (Dijkstra) or lowlink == own
	 * position (Tarjan); its SCC is complete */
	int root = t->role == ROLE_DIJKSTRA ?
	    u->nroots && ROOT(u)[u->nroots - 1].p == d :
	    LOW(u)[d] == f->pos;
	if (root) {
		if (t->role == ROLE_DIJKSTRA)
			u->nroots--;
		puf_kill(uf, f->s);
		t->st.counters[0]++;
		u->depth--;
		t->alen = f->off;
		uf_forget(u, f);
		return 0;
	}
	/* a non-root: it stays live, off the stack */
	if (pw_arr_fit(t, &u->live, u->nlive + 1) < 0)
		return 1;
	((uint64_t *)u->live.p)[u->nlive++] = f->s;
	u->depth--;
	t->alen = f->off;
	if (t->role == ROLE_DIJKSTRA)
		return 0;
	if (LOW(u)[d] < LOW(u)[d - 1])
		LOW(u)[d - 1] = LOW(u)[d];
	uint64_t ps = FR(u)[d - 1].s;
	t->st.counters[1]++;
	return uf_after(t, u, puf_unite(uf, f->s, ps, f->in), ps);
}

/* One DFS from `root` until the stack empties: 0, or 1 if the worker
 * must stop.  Edges with a mark of fin_mask (par-tgra) are not followed:
 * their targets go to the shared Fstates. */
static int uf_search(PwThread *t, PUf *u, uint64_t root)
{
	PwRun *r = t->run;
	uint32_t fin = r->g->fin_mask;
	if (uf_push(t, u, root, 0) < 0)
		return 1;
	while (u->depth) {
		if (pw_poll(t))
			return 1;
		PwFrame *f = &FR(u)[u->depth - 1];
		if (f->i == f->n) {
			if (uf_pop(t, u))
				return 1;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t dpos;
		if (e->marks & fin) {
			if (pf_add(t, e->dst) < 0)
				return 1;
		} else if (pw_map_get(&u->num, e->dst, &dpos)) {
			if (uf_update(t, u, e->marks, e->dst, dpos))
				return 1;
		} else if (!puf_is_dead(&r->uf, e->dst)) {
			if (uf_push(t, u, e->dst, e->marks) < 0)
				return 1;
		}
	}
	return 0;
}

/* With Fin edges: search from every entry of Fstates (the initial state
 * first) not yet dead, until a pass over all of them finds the count
 * unchanged (the argument is in pfst.h).  0, or 1 if stopped. */
static int uf_search_fstates(PwThread *t, PUf *u)
{
	PwRun *r = t->run;
	size_t i = 0, n;
	while ((n = pf_count(r->fst)) != i) {
		for (; i < n; i++) {
			uint64_t s = pf_get(r->fst, i);
			if (!puf_is_dead(&r->uf, s) && uf_search(t, u, s))
				return 1;
		}
	}
	return 0;
}

static void *uf_worker(void *arg)
{
	PwThread *t = arg;
	PwRun *r = t->run;
	PUf *u = t->algo;
	u->dfs.esz = sizeof(PwFrame);
	u->low.esz = sizeof(uint64_t);
	u->roots.esz = sizeof(PRoot);
	u->live.esz = sizeof(uint64_t);
	if (pw_map_init(t, &u->num) < 0 ||
	    (r->fst ? uf_search_fstates(t, u) : uf_search(t, u, r->init)))
		return NULL;
	t->finished = 1;
	atomic_store(&r->completed, 1);
	atomic_store(&r->stop, 1);
	return NULL;
}

/* Sect. 3.7: Tarjan workers unite their non-root frames with their
 * parents, so the accepting class holds an accepting cycle. */
static void uf_empty_stack(PwThread *t, PUf *u)
{
	for (size_t d = u->depth; t->role == ROLE_TARJAN && d-- > 1; ) {
		PwFrame *f = &FR(u)[d];
		if (LOW(u)[d] == f->pos)
			continue;
		if (LOW(u)[d] < LOW(u)[d - 1])
			LOW(u)[d - 1] = LOW(u)[d];
		puf_unite(&t->run->uf, f->s, FR(u)[d - 1].s, f->in);
	}
}

static EcResult par_uf_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso, int strat, PufMode mode)
{
	PwRun run;
	int n = cfg->threads > 0 ? cfg->threads : 1;
	PfSet fs;
	if (pw_run_init(&run, g, cfg, n, mode,
	    g->fin_mask ? PF_EXTRA : PUF_NODE_SIZE, 0) < 0) {
		memset(st, 0, sizeof *st);
		return EC_INCOMPLETE;
	}
	PUf *us = calloc((size_t)run.nthreads, sizeof *us);
	EcResult res = EC_INCOMPLETE;
	int fallback = 0, fsok = !g->fin_mask || pf_init(&fs) == 0;
	if (g->fin_mask && fsok) {
		run.fst = &fs;
		fsok = pf_add(&run.t[0], run.init) == 0;
	}
	if (us && fsok) {
		for (int i = 0; i < run.nthreads; i++) {
			run.t[i].algo = &us[i];
			run.t[i].role = strat == STRAT_TARJAN ? ROLE_TARJAN :
			    strat == STRAT_DIJKSTRA ? ROLE_DIJKSTRA :
			    i < run.nthreads / 2 ? ROLE_DIJKSTRA : ROLE_TARJAN;
		}
		pw_run_threads(&run, uf_worker);
		res = pw_result(&run);
		if (res == EC_NONEMPTY && cfg->want_lasso && lasso) {
			for (int i = 0; i < run.nthreads; i++)
				uf_empty_stack(&run.t[i], &us[i]);
			PwThread *t = &run.t[atomic_load(&run.found) - 1];
			PUf *u = t->algo;
			/* a search from a Fin target: the prefix is a path
			 * from the initial state found by pw_lasso */
			int own = u->depth && FR(u)[0].s == run.init;
			if (pw_lasso(&run, t, own ? u->dfs.p : NULL, u->depth,
			    lasso) < 0)
				fallback = 1;
		}
		for (int i = 0; i < run.nthreads; i++) {
			PwThread *t = &run.t[i];
			pw_arr_free(t, &us[i].dfs);
			pw_arr_free(t, &us[i].low);
			pw_arr_free(t, &us[i].roots);
			pw_arr_free(t, &us[i].live);
			pw_map_free(t, &us[i].num);
		}
	}
	free(us);
	if (run.fst)
		pf_fini(run.fst);
	pw_run_fini(&run, st);
	/* fallback: not expected; counted in the statistics */
	if (fallback && pw_sequential(g, cfg, st, lasso) != EC_NONEMPTY)
		memset(lasso, 0, sizeof *lasso);
	return res;
}

static EcResult par_tarjan_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return par_uf_run(g, cfg, st, lasso, STRAT_TARJAN, PUF_LOCKFREE);
}

EcResult pw_dijkstra_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return par_uf_run(g, cfg, st, lasso, STRAT_DIJKSTRA, PUF_LOCKFREE);
}

static EcResult par_mixed_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return par_uf_run(g, cfg, st, lasso, STRAT_MIXED, PUF_LOCKFREE);
}

static EcResult par_dijkstra_lock_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return par_uf_run(g, cfg, st, lasso, STRAT_DIJKSTRA, PUF_LOCKING);
}

#define PAR_COUNTERS { "sccs", "unions", "backtracks", "lasso-fallbacks" }

const EcAlgo ec_par_tarjan = {
	"par-tarjan",
	"parallel union-find check, Tarjan strategy, swarmed (-j N)",
	EC_PARALLEL, PAR_COUNTERS, par_tarjan_run
};

const EcAlgo ec_par_dijkstra = {
	"par-dijkstra",
	"parallel union-find check, Dijkstra strategy, swarmed (-j N)",
	EC_PARALLEL, PAR_COUNTERS, pw_dijkstra_run
};

const EcAlgo ec_par_mixed = {
	"par-mixed",
	"parallel union-find check, half Dijkstra, half Tarjan (-j N)",
	EC_PARALLEL, PAR_COUNTERS, par_mixed_run
};

const EcAlgo ec_par_dijkstra_lock = {
	"par-dijkstra-lk",
	"par-dijkstra with a fine-grained locking union-find",
	EC_PARALLEL, PAR_COUNTERS, par_dijkstra_lock_run
};
