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
 * Fstates per pair, the state store kept); for a TFLA, one search with
 * forbid = 0 and every pair as a clause.
 *
 * Counterexample: a shortest path from the initial state to the state the
 * search started from (BFS over stored states), the DFS stack down to the
 * accepting class, then Couvreur's extraction among live states avoiding
 * the forbidden marks (live states reachable from an incomplete class by
 * allowed edges are in its maximal SCC of the restricted graph).
 */
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
} Rb;

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

static int rb_good(Rb *u, uint32_t a, uint64_t s)
{
	for (uint32_t i = 0; i < u->ncl; i++)
		if ((a & u->cl[i].inf) == u->cl[i].inf) {
			u->hit = s;
			u->need = u->cl[i].inf;
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

/* One SCC decomposition from s: 1 accepting class found, 0 none, -1
 * stopped or out of memory. */
static int rb_search(Rb *u, uint64_t s)
{
	EcRun *r = u->r;
	u->start = s;
	if (rb_push(u, s, 0) < 0)
		return -1;
	while (u->depth) {
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

/* Searches from the initial state, then from Fstates until it is empty. */
static int rb_check(Rb *u)
{
	int rc = 0;
	rb_fadd(u, 0);
	while (u->flast && rc == 0) {
		uint64_t s = rb_fpick(u);
		if (((uint64_t *)u->par.p)[s] == 0)
			rc = rb_search(u, s);
	}
	return rc;
}

static int rb_live(void *arg, uint64_t x)
{
	Rb *u = arg;
	return ((uint64_t *)u->par.p)[x] != 0 && rb_find(u, x) != DEADP;
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
	    ec_lasso_scc(r, p, rb_live, u, u->forbid, u->need, l) < 0)
		memset(l, 0, sizeof *l);
}

/* Forget the previous search (a new pair). */
static void rb_reset(Rb *u)
{
	memset(u->par.p, 0, u->par.cap * u->par.esz);
	memset(u->acc.p, 0, u->acc.cap * u->acc.esz);
	memset(u->fnext.p, 0, u->fnext.cap * u->fnext.esz);
	u->depth = u->nroots = 0;
	u->flast = 0;
	u->r->alen = 0;
}

EcResult ec_rabin_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int finless)
{
	EcRun run;
	Rb u;
	EcPair one = { g->fin_mask, g->inf_mask };
	const EcPair *pairs = g->npairs ? g->pairs : &one;
	uint32_t npairs = g->npairs ? g->npairs : 1;
	EcResult res = EC_INCOMPLETE;
	memset(&u, 0, sizeof u);
	u.r = &run;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &u.par, sizeof(uint64_t), 1, 0) == 0 &&
	    ec_arr_init(&run, &u.acc, sizeof(uint32_t), 1, 0) == 0 &&
	    ec_arr_init(&run, &u.fnext, sizeof(uint64_t), 1, 0) == 0) {
		ec_arr_init(&run, &u.dfs, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &u.in, sizeof(uint32_t), 0, 0);
		ec_arr_init(&run, &u.roots, sizeof(uint64_t), 0, 0);
		int rc = 0;
		for (uint32_t i = 0; i < (finless ? 1 : npairs) && rc == 0; i++) {
			if (i)
				rb_reset(&u);
			u.forbid = finless ? 0 : pairs[i].fin;
			u.cl = finless ? pairs : &pairs[i];
			u.ncl = finless ? npairs : 1;
			st->counters[3]++;
			rc = rb_check(&u);
		}
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			rb_lasso(&u, lasso);
	}
	ec_run_fini(&run);
	return res;
}
