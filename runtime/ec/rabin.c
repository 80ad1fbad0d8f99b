/*
 * rabin.c -- the SCC search behind the generalized Rabin check (tgra.c,
 * Algorithm 3 of Bloemen, Duret-Lutz & van de Pol, "Model checking with
 * generalized Rabin and Fin-less automata") and the Fin-less check
 * (tfla.c, the generalized SCC check extended to a disjunction of
 * Inf-conjunctions, Sect. 2 of the same paper).
 *
 * One search decomposes the graph restricted to the edges that carry no
 * mark of `forbid` into SCCs, Dijkstra-style (a stack of potential roots),
 * with a union-find over the stored states: side array `par` (0 = never
 * visited, DEADP = linked to Dead, else 1 + parent) and `acc` (marks of
 * the edges known inside a class, on representatives).  An edge carrying
 * a forbidden mark is never followed nor united: if its target was never
 * visited, the target goes to Fstates, from which a new search starts once
 * the current one is over (a target already visited is either dead or on
 * the current search, and is ignored).  A class whose marks hold the inf
 * set of some clause is accepting (no forbidden edge is ever inside a
 * class).
 *
 * Fstates is the paper's array-backed cyclic list: side array `fnext`
 * (0 = never added, FREMOVED = picked, else 1 + next element), `flast`
 * = 1 + the last element (0 = empty); adding inserts after the last
 * element, picking removes the element after it.  Each state is added at
 * most once, so the list never holds more than the stored states.
 *
 * For a TGRA, pairs are checked one after another (a fresh union-find and
 * Fstates per pair, the state store kept), and the search for one pair
 * also accepts a class that satisfies another (rb_good): a product whose
 * accepting cycle is of a later pair need not be explored whole first;
 * for a TFLA, one search with forbid = 0 and every pair as a clause.
 *
 * Counterexample: a shortest path from the initial state to the state the
 * search started from (BFS over stored states), the DFS stack down to the
 * accepting class, then Couvreur's extraction among live states avoiding
 * the forbidden marks (live states reachable from an incomplete class by
 * allowed edges are in its maximal SCC of the restricted graph).
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/ec/ec_run.h"

#define DEADP EC_UF_DEAD
#define FREMOVED UINT64_MAX

typedef struct Rb {
	EcRun *r;
	uint32_t forbid;           /* fin marks of the search: edges ignored */
	const EcPair *cl;          /* clauses: a class accepts if it holds */
	uint32_t ncl;              /*   every inf mark of one of them */
	EcArr par;                 /* side, uint64_t: union-find parents */
	EcArr acc;                 /* side, uint32_t: marks of classes */
	EcArr fnext;               /* side, uint64_t: Fstates links */
	EcArr dfs;                 /* EcFrame */
	EcArr in;                  /* uint32_t per frame: marks of tree edge */
	EcArr roots;               /* uint64_t: potential roots (positions) */
	size_t depth, nroots;
	uint64_t flast;            /* 1 + last element of Fstates, 0 empty */
	uint64_t start;            /* first state of the current search */
	uint64_t hit;              /* a state of the accepting class */
	uint32_t need;             /* inf marks of the clause satisfied */
	const EcPair *all;         /* TGRA: every pair, for the early test */
	uint32_t nall;             /*   (NULL, 0: a TFLA) */
	uint32_t lforbid;          /* marks the counterexample's cycle avoids */
	int other;                 /* the class satisfies a pair of `all`
	                              other than the one searched for */
	int done;                  /* Fstates ran out: no accepting class */
	uint8_t *arena;            /* its successor records while another */
	size_t alen, acap;         /*   search has the run's arena */
} Rb;

/* Pairs searched at once (rb_group): each has its own union-find,
 * Fstates, DFS stack and arena, 20 bytes of side arrays per state. */
#define RB_GROUP 8
/* Edges a search follows before the next one of its group moves. */
#define RB_SLICE 1024

/* --- union-find ------------------------------------------------------ */

static uint64_t rb_find(Rb *u, uint64_t x)
{
	return ec_uf_find(u->par.p, x);
}

/* Unite the live classes of a and b, adding marks m; returns the marks of
 * the union. */
static uint32_t rb_unite(Rb *u, uint64_t a, uint64_t b, uint32_t m)
{
	return ec_uf_unite(u->par.p, u->acc.p, a, b, m, &u->r->st->counters[1]);
}

/* Does the class of s, with marks a, accept?  For the clauses searched
 * for (their Fin edges are never inside a class), when it holds the inf
 * marks of one.  For a TGRA also when it holds the inf marks of another
 * pair and none of that pair's fin marks: the class is strongly connected
 * through the very edges whose marks a collects, so one of its cycles
 * takes all of them and is accepted by that pair.  A class of the search
 * for pair i that satisfies pair j is found while pair i is checked,
 * before pair j's own search (which would explore the product again). */
static int rb_good(Rb *u, uint32_t a, uint64_t s)
{
	for (uint32_t i = 0; i < u->ncl; i++)
		if ((a & u->cl[i].inf) == u->cl[i].inf) {
			u->hit = s;
			u->need = u->cl[i].inf;
			u->lforbid = u->forbid;
			u->other = 0;
			return 1;
		}
	for (uint32_t j = 0; j < u->nall; j++)
		if ((a & u->all[j].inf) == u->all[j].inf && !(a & u->all[j].fin)) {
			u->hit = s;
			u->need = u->all[j].inf;
			u->lforbid = u->forbid | u->all[j].fin;
			u->other = 1;
			return 1;
		}
	return 0;
}

/* --- Fstates ----------------------------------------------------------- */

static void rb_fadd(Rb *u, uint64_t t)
{
	uint64_t *nx = u->fnext.p;
	if (nx[t])
		return;
	if (!u->flast) {
		nx[t] = t + 1;
		u->flast = t + 1;
		return;
	}
	uint64_t last = u->flast - 1;
	nx[t] = nx[last];
	nx[last] = t + 1;
}

static uint64_t rb_fpick(Rb *u)
{
	uint64_t *nx = u->fnext.p, last = u->flast - 1, head = nx[last] - 1;
	if (head == last)
		u->flast = 0;
	else
		nx[last] = nx[head];
	nx[head] = FREMOVED;
	return head;
}

/* --- the search -------------------------------------------------------- */

static int rb_push(Rb *u, uint64_t s, uint32_t in)
{
	EcRun *r = u->r;
	size_t d = u->depth;
	if (ec_poll(r) || ec_arr_fit(r, &u->in, d + 1) < 0 ||
	    ec_arr_fit(r, &u->roots, u->nroots + 1) < 0 ||
	    ec_frame_push(r, &u->dfs, &u->depth, s) < 0)
		return -1;
	((uint64_t *)u->par.p)[s] = s + 1;
	((uint32_t *)u->in.p)[d] = in;
	((uint64_t *)u->roots.p)[u->nroots++] = d;
	return 0;
}

/* Allowed edge from the top frame's state s to live state t, marks m:
 * pop the potential roots above t's class, uniting them with it. */
static int rb_close(Rb *u, uint64_t s, uint64_t t, uint32_t m)
{
	const EcFrame *f = u->dfs.p;
	const uint32_t *in = u->in.p;
	uint64_t *roots = u->roots.p, rt = rb_find(u, t);
	while (rb_find(u, f[roots[u->nroots - 1]].s) != rt) {
		uint64_t pos = roots[--u->nroots];
		m |= in[pos];
		rb_unite(u, t, f[pos].s, 0);
		rt = rb_find(u, t);
	}
	return rb_good(u, rb_unite(u, t, s, m), s);
}

static void rb_pop(Rb *u)
{
	EcFrame *f = (EcFrame *)u->dfs.p + u->depth - 1;
	size_t d = u->depth - 1;
	u->r->alen = f->off;
	u->depth--;
	if (((uint64_t *)u->roots.p)[u->nroots - 1] == d) {
		u->nroots--;
		((uint64_t *)u->par.p)[rb_find(u, f->s)] = DEADP;
		u->r->st->counters[0]++;
	}
}

/* Go on with the SCC decompositions, from the initial state and then
 * from Fstates, for at most `slice` edges: 1 accepting class found, 0 not
 * yet (u->done once Fstates ran out), -1 stopped or out of memory. */
static int rb_run(Rb *u, uint64_t slice)
{
	EcRun *r = u->r;
	while (slice--) {
		if (!u->depth) {
			uint64_t s = UINT64_MAX;
			while (u->flast && s == UINT64_MAX) {
				uint64_t x = rb_fpick(u);
				if (((uint64_t *)u->par.p)[x] == 0)
					s = x;
			}
			if (s == UINT64_MAX) {
				u->done = 1;
				return 0;
			}
			u->start = s;
			if (rb_push(u, s, 0) < 0)
				return -1;
			continue;
		}
		EcFrame *f = (EcFrame *)u->dfs.p + u->depth - 1;
		if (f->i == f->n) {
			rb_pop(u);
			continue;
		}
		EcEdge *e = ec_edge(r, f->off, f->i++);
		uint64_t t = e->dst;
		int fresh = ((uint64_t *)u->par.p)[t] == 0;
		if (e->marks & u->forbid) {
			if (fresh && !((uint64_t *)u->fnext.p)[t]) {
				u->r->st->counters[2]++;
				rb_fadd(u, t);
			}
		} else if (fresh) {
			if (rb_push(u, t, e->marks) < 0)
				return -1;
		} else if (rb_find(u, t) != DEADP && rb_close(u, f->s, t, e->marks)) {
			return 1;
		}
	}
	return 0;
}

static int rb_live(void *arg, uint64_t x)
{
	Rb *u = arg;
	return ((uint64_t *)u->par.p)[x] != 0 && rb_find(u, x) != DEADP;
}

/* In the accepting class (the cycle of a pair other than the searched
 * one must stay in it: other live states may only reach it through that
 * pair's fin edges). */
static int rb_class(void *arg, uint64_t x)
{
	Rb *u = arg;
	return ((uint64_t *)u->par.p)[x] != 0 && rb_find(u, x) == rb_find(u, u->hit);
}

static int rb_any(void *arg, uint64_t x)
{
	(void)arg;
	(void)x;
	return 1;
}

static void rb_lasso(Rb *u, EcLasso *l)
{
	EcRun *r = u->r;
	EcPath *p;
	const EcFrame *f = u->dfs.p;
	uint64_t rt = rb_find(u, u->hit);
	size_t k = 0;
	while (k + 1 < u->depth && rb_find(u, f[k].s) != rt)
		k++;
	if (!(p = ec_path_new(r, 0)) ||
	    (u->start != 0 && ec_path_bfs(r, p, rb_any, u, 0, 0, u->start) < 0) ||
	    ec_path_frames(r, p, f, k) < 0 ||
	    ec_lasso_scc(r, p, u->other ? rb_class : rb_live, u, u->lforbid,
	    u->need, l) < 0)
		memset(l, 0, sizeof *l);
}

/* Exchange u's arena with the run's: the search that moves next has it. */
static void rb_swap(Rb *u)
{
	EcRun *r = u->r;
	uint8_t *a = r->arena;
	size_t l = r->alen, c = r->acap;
	r->arena = u->arena;
	r->alen = u->alen;
	r->acap = u->acap;
	u->arena = a;
	u->alen = l;
	u->acap = c;
}

static int rb_init(Rb *u, EcRun *r)
{
	memset(u, 0, sizeof *u);
	u->r = r;
	if (ec_arr_init(r, &u->par, sizeof(uint64_t), 1, 0) < 0 ||
	    ec_arr_init(r, &u->acc, sizeof(uint32_t), 1, 0) < 0 ||
	    ec_arr_init(r, &u->fnext, sizeof(uint64_t), 1, 0) < 0)
		return -1;
	ec_arr_init(r, &u->dfs, sizeof(EcFrame), 0, 0);
	ec_arr_init(r, &u->in, sizeof(uint32_t), 0, 0);
	ec_arr_init(r, &u->roots, sizeof(uint64_t), 0, 0);
	return 0;
}

/* Forget the previous search (the next group of pairs). */
static void rb_reset(Rb *u)
{
	memset(u->par.p, 0, u->par.cap * u->par.esz);
	memset(u->acc.p, 0, u->acc.cap * u->acc.esz);
	memset(u->fnext.p, 0, u->fnext.cap * u->fnext.esz);
	u->depth = u->nroots = 0;
	u->flast = 0;
	u->alen = 0;
	u->done = 0;
}

/* The searches of n pairs at once, RB_SLICE edges each in turn, so that a
 * pair whose accepting cycle is found early is not kept waiting by the
 * exhaustive searches of the others (LTSmin's check stops after 885
 * states on elevator.4 with a Rabin automaton where pairs one after
 * another explored 1.77M).  Returns the search that found an accepting
 * class (its arena in the run), NULL if none (*rc 0) or stopped (*rc -1). */
static Rb *rb_group(Rb *u, uint32_t n, int *rc)
{
	uint32_t live = n;
	for (uint32_t i = 0; i < n; i++)
		rb_fadd(&u[i], 0);
	*rc = 0;
	while (live) {
		live = 0;
		for (uint32_t i = 0; i < n; i++) {
			if (u[i].done)
				continue;
			rb_swap(&u[i]);
			int k = rb_run(&u[i], RB_SLICE);
			if (k != 0) {
				*rc = k;
				return k > 0 ? &u[i] : NULL;
			}
			rb_swap(&u[i]);
			live += !u[i].done;
		}
	}
	return NULL;
}

EcResult ec_rabin_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int finless)
{
	EcRun run;
	Rb u[RB_GROUP];
	EcPair one = { g->fin_mask, g->inf_mask };
	const EcPair *pairs = g->npairs ? g->pairs : &one;
	uint32_t npairs = g->npairs ? g->npairs : 1;
	uint32_t nsearch = finless ? 1 : npairs;
	uint32_t width = nsearch < RB_GROUP ? nsearch : RB_GROUP;
	EcResult res = EC_INCOMPLETE;
	Rb *hit = NULL;
	int rc = -1;
	memset(u, 0, sizeof u);
	if (ec_run_init(&run, g, cfg, st) == 0) {
		rc = 0;
		for (uint32_t i = 0; i < width && rc == 0; i++)
			rc = rb_init(&u[i], &run);
	}
	for (uint32_t first = 0; rc == 0 && !hit && first < nsearch;
	    first += width) {
		uint32_t n = nsearch - first < width ? nsearch - first : width;
		for (uint32_t i = 0; i < n; i++) {
			if (first)
				rb_reset(&u[i]);
			u[i].forbid = finless ? 0 : pairs[first + i].fin;
			u[i].cl = finless ? pairs : &pairs[first + i];
			u[i].ncl = finless ? npairs : 1;
			u[i].all = finless ? NULL : pairs;
			u[i].nall = finless ? 0 : npairs;
			st->counters[3]++;
		}
		hit = rb_group(u, n, &rc);
	}
	if (rc >= 0)
		res = hit ? EC_NONEMPTY : EC_EMPTY;
	if (hit && cfg->want_lasso && lasso)
		rb_lasso(hit, lasso);
	for (uint32_t i = 0; i < RB_GROUP; i++)
		if (u[i].arena) {
			rt_mem_release(&run.mem, u[i].acap);
			free(u[i].arena);
		}
	ec_run_fini(&run);
	return res;
}
