/*
 * uf_tarjan.c -- sequential versions of the union-find based emptiness
 * checks of Renault, Duret-Lutz, Kordon & Poitrenaud (the Tarjan and the
 * Dijkstra strategies), generalized Büchi acceptance on edges.  This file
 * holds the union-find and both strategies; uf_dijkstra.c only exports its
 * descriptor.
 *
 * Union-find over the stored states plus an artificial Dead class: side
 * array `par` (8 bytes per state: 0 = never visited, DEADP = linked to
 * Dead, else 1 + parent) and `acc` (4 bytes per state, meaningful on class
 * representatives: the marks of every edge known to lie inside the class).
 * Classes only ever join states of one SCC; marking an SCC dead is one
 * link of its representative to Dead, so no Tarjan stack or removal walk is
 * needed.  Path compression, linking by store number.
 *
 * Tarjan strategy: each DFS frame keeps a lowlink; an edge to a live state
 * lowers it and unites both ends with the edge's marks; leaving a non-root
 * unites it with its parent with the tree edge's marks; leaving a root
 * (lowlink = own number; numbers in a side array, 8 bytes per state) kills
 * its class.  Dijkstra strategy: a stack of potential roots (DFS positions);
 * an edge to a live state pops the potential roots not in its class and
 * unites them with it, with the marks of the popped tree edges.  Both
 * report as soon as a representative's marks hold inf_mask.
 *
 * Counterexample: DFS stack up to the lowest frame of the accepting class,
 * then Couvreur's extraction among live states (all live states reachable
 * from a state of an incomplete SCC belong to that SCC).
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

#define DEADP EC_UF_DEAD

typedef struct Uf {
	EcRun *r;
	int dijkstra;              /* strategy */
	EcArr par;                 /* side, uint64_t: union-find parents */
	EcArr acc;                 /* side, uint32_t: marks of classes */
	EcArr num;                 /* side, uint64_t: DFS numbers (Tarjan) */
	EcArr dfs;                 /* EcFrame */
	EcArr in;                  /* uint32_t per frame: marks of tree edge */
	EcArr low;                 /* uint64_t per frame: lowlink (Tarjan) */
	EcArr roots;               /* uint64_t: potential roots (Dijkstra) */
	size_t depth, nroots;
	uint64_t counter;
	uint64_t hit;              /* a state of the accepting class */
} Uf;

static uint64_t uf_find(Uf *u, uint64_t x)
{
	return ec_uf_find(u->par.p, x);
}

/* Unite the live classes of a and b, adding marks m; returns the marks of
 * the union. */
static uint32_t uf_unite(Uf *u, uint64_t a, uint64_t b, uint32_t m)
{
	return ec_uf_unite(u->par.p, u->acc.p, a, b, m, &u->r->st->counters[1]);
}

static void uf_kill(Uf *u, uint64_t s)
{
	((uint64_t *)u->par.p)[uf_find(u, s)] = DEADP;
	u->r->st->counters[0]++;
}

static int uf_good(Uf *u, uint32_t a, uint64_t s)
{
	if ((a & u->r->g->inf_mask) != u->r->g->inf_mask)
		return 0;
	u->hit = s;
	return 1;
}

static int uf_push(Uf *u, uint64_t s, uint32_t in)
{
	EcRun *r = u->r;
	size_t d = u->depth;
	if (ec_poll(r) || ec_arr_fit(r, &u->in, d + 1) < 0 ||
	    ec_arr_fit(r, &u->low, d + 1) < 0 ||
	    ec_arr_fit(r, &u->roots, u->nroots + 1) < 0 ||
	    ec_frame_push(r, &u->dfs, &u->depth, s) < 0)
		return -1;
	((uint64_t *)u->par.p)[s] = s + 1;
	((uint32_t *)u->in.p)[d] = in;
	if (u->dijkstra) {
		((uint64_t *)u->roots.p)[u->nroots++] = d;
	} else {
		((uint64_t *)u->num.p)[s] = ++u->counter;
		((uint64_t *)u->low.p)[d] = u->counter;
	}
	return 0;
}

/* Edge from the top frame's state s to live state t with marks m. */
static int uf_close(Uf *u, uint64_t s, uint64_t t, uint32_t m)
{
	const EcFrame *f = u->dfs.p;
	if (!u->dijkstra) {
		uint64_t *low = u->low.p, nt = ((uint64_t *)u->num.p)[t];
		if (nt < low[u->depth - 1])
			low[u->depth - 1] = nt;
		return uf_good(u, uf_unite(u, t, s, m), s);
	}
	uint64_t *roots = u->roots.p, rt = uf_find(u, t);
	const uint32_t *in = u->in.p;
	while (uf_find(u, f[roots[u->nroots - 1]].s) != rt) {
		uint64_t pos = roots[--u->nroots];
		m |= in[pos];
		uf_unite(u, t, f[pos].s, 0);
		rt = uf_find(u, t);
	}
	return uf_good(u, uf_unite(u, t, s, m), s);
}

/* Leave the top frame. */
static int uf_pop(Uf *u)
{
	EcFrame *f = (EcFrame *)u->dfs.p + u->depth - 1;
	size_t d = u->depth - 1;
	uint64_t s = f->s;
	u->r->alen = f->off;
	u->depth--;
	if (u->dijkstra) {
		uint64_t *roots = u->roots.p;
		if (roots[u->nroots - 1] == d) {
			u->nroots--;
			uf_kill(u, s);
		}
		return 0;
	}
	uint64_t *low = u->low.p;
	if (low[d] == ((uint64_t *)u->num.p)[s]) {
		uf_kill(u, s);
		return 0;
	}
	if (low[d] < low[d - 1])
		low[d - 1] = low[d];
	uint64_t ps = ((EcFrame *)u->dfs.p)[d - 1].s;
	return uf_good(u, uf_unite(u, s, ps, ((uint32_t *)u->in.p)[d]), ps);
}

static int uf_search(Uf *u)
{
	EcRun *r = u->r;
	if (uf_push(u, 0, 0) < 0)
		return -1;
	while (u->depth) {
		EcFrame *f = (EcFrame *)u->dfs.p + u->depth - 1;
		if (f->i == f->n) {
			if (uf_pop(u))
				return 1;
			continue;
		}
		EcEdge *e = ec_edge(r, f->off, f->i++);
		uint64_t t = e->dst;
		if (((uint64_t *)u->par.p)[t] == 0) {
			if (uf_push(u, t, e->marks) < 0)
				return -1;
		} else if (uf_find(u, t) != DEADP && uf_close(u, f->s, t, e->marks)) {
			return 1;
		}
	}
	return 0;
}

static int is_live(void *arg, uint64_t x)
{
	Uf *u = arg;
	return ((uint64_t *)u->par.p)[x] != 0 && uf_find(u, x) != DEADP;
}

static void uf_lasso(Uf *u, EcLasso *l)
{
	EcRun *r = u->r;
	EcPath *p;
	const EcFrame *f = u->dfs.p;
	uint64_t rt = uf_find(u, u->hit);
	size_t k = 0;
	while (k + 1 < u->depth && uf_find(u, f[k].s) != rt)
		k++;
	if (!(p = ec_path_new(r, f[0].s)) || ec_path_frames(r, p, f, k) < 0 ||
	    ec_lasso_scc(r, p, is_live, u, 0, r->g->inf_mask, l) < 0)
		memset(l, 0, sizeof *l);
}

EcResult ec_uf_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int dijkstra)
{
	EcRun run;
	Uf u;
	EcResult res = EC_INCOMPLETE;
	memset(&u, 0, sizeof u);
	u.r = &run;
	u.dijkstra = dijkstra;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &u.par, sizeof(uint64_t), 1, 0) == 0 &&
	    ec_arr_init(&run, &u.acc, sizeof(uint32_t), 1, 0) == 0 &&
	    (dijkstra || ec_arr_init(&run, &u.num, sizeof(uint64_t), 1, 0) == 0)) {
		ec_arr_init(&run, &u.dfs, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &u.in, sizeof(uint32_t), 0, 0);
		ec_arr_init(&run, &u.low, sizeof(uint64_t), 0, 0);
		ec_arr_init(&run, &u.roots, sizeof(uint64_t), 0, 0);
		int rc = uf_search(&u);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			uf_lasso(&u, lasso);
	}
	ec_run_fini(&run);
	return res;
}

static EcResult uf_tarjan_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return ec_uf_run(g, cfg, st, lasso, 0);
}

const EcAlgo ec_uf_tarjan = {
	"uf-tarjan",
	"union-find SCC check, Tarjan strategy (Renault et al.), generalized",
	0,
	{ "sccs", "unions", NULL, NULL },
	uf_tarjan_run
};
