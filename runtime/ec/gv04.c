/*
 * gv04.c -- Geldenhuys & Valmari's Tarjan-based check (TACAS'04), for
 * degeneralized Büchi acceptance on edges (restriction: at most one inf
 * mark, no fin marks; an edge is accepting iff its marks hold inf_mask).
 *
 * Tarjan's algorithm with a Tarjan stack and lowlinks; every visited state
 * keeps its Tarjan number (side array, 8 bytes per state, DEAD once its SCC
 * is complete).  Geldenhuys & Valmari keep, for each DFS frame, the
 * topmost accepting state below it; with acceptance on edges we keep the
 * deepest frame entered by an accepting tree edge (`accat`).  An edge s->t
 * to a live state t closes an accepting cycle iff the edge is accepting or
 * the state entered by that accepting tree edge has a number greater than
 * t's: t reaches a DFS-stack state u with number <= t's, u is then an
 * ancestor of that tree edge, and u ->...-> (accepting edge) ->...-> s -> t
 * ->...-> u is a cycle.  Conversely, for an accepting tree edge into b in a
 * non-trivial SCC, the path from b back to its parent leaves b's subtree by
 * an edge to a live state numbered below b, which the rule catches; an
 * accepting non-tree edge inside an SCC is caught by itself.  So the check
 * reports as soon as the explored graph holds an accepting cycle closed
 * through the current state, like the original.
 *
 * Counterexample: the DFS stack up to the source of the accepting edge,
 * the tree path and closing edge, then a BFS among live states back to
 * the source (all live states reachable from a state of an incomplete SCC
 * belong to that SCC).
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

#define DEAD UINT64_MAX

typedef struct Gv {
	EcRun *r;
	EcArr num;                 /* side, uint64_t Tarjan numbers */
	EcArr dfs;                 /* EcFrame */
	EcArr low;                 /* uint64_t lowlink per frame */
	EcArr accat;               /* uint64_t per frame: 1 + deepest frame
	                              entered by an accepting tree edge, 0 none */
	EcArr tstack;              /* uint64_t: the Tarjan stack */
	size_t depth, ntstack;
	uint64_t counter;
	size_t cyc_from;           /* frame whose state starts the cycle */
} Gv;

static int gv_push(Gv *v, uint64_t s, int acc_edge)
{
	EcRun *r = v->r;
	size_t d = v->depth;
	if (ec_poll(r) || ec_arr_fit(r, &v->low, d + 1) < 0 ||
	    ec_arr_fit(r, &v->accat, d + 1) < 0 ||
	    ec_arr_fit(r, &v->tstack, v->ntstack + 1) < 0 ||
	    ec_frame_push(r, &v->dfs, &v->depth, s) < 0)
		return -1;
	uint64_t *num = v->num.p;
	num[s] = ++v->counter;
	((uint64_t *)v->low.p)[d] = num[s];
	((uint64_t *)v->accat.p)[d] = acc_edge ? d + 1 :
	    d ? ((uint64_t *)v->accat.p)[d - 1] : 0;
	((uint64_t *)v->tstack.p)[v->ntstack++] = s;
	return 0;
}

/* Closing edge e from the top frame to live state t: 1 if accepting. */
static int gv_close(Gv *v, const EcEdge *e)
{
	const EcGraph *g = v->r->g;
	size_t d = v->depth - 1;
	uint64_t *num = v->num.p, *low = v->low.p;
	uint64_t nt = num[e->dst], aa = ((uint64_t *)v->accat.p)[d];
	if (nt < low[d])
		low[d] = nt;
	if ((e->marks & g->inf_mask) == g->inf_mask) {
		v->cyc_from = d;
		return 1;
	}
	if (aa && num[((EcFrame *)v->dfs.p)[aa - 1].s] > nt) {
		v->cyc_from = aa - 2;
		return 1;
	}
	return 0;
}

static void gv_pop(Gv *v, EcFrame *f)
{
	EcRun *r = v->r;
	uint64_t *num = v->num.p, *low = v->low.p;
	size_t d = v->depth - 1;
	if (low[d] == num[f->s]) {
		uint64_t *ts = v->tstack.p, t;
		r->st->counters[0]++;
		do {
			t = ts[--v->ntstack];
			num[t] = DEAD;
		} while (t != f->s);
	} else if (low[d] < low[d - 1]) {
		low[d - 1] = low[d];
	}
	r->alen = f->off;
	v->depth--;
}

static int gv_search(Gv *v)
{
	EcRun *r = v->r;
	if (gv_push(v, 0, 0) < 0)
		return -1;
	while (v->depth) {
		EcFrame *f = (EcFrame *)v->dfs.p + v->depth - 1;
		if (f->i == f->n) {
			gv_pop(v, f);
			continue;
		}
		EcEdge *e = ec_edge(r, f->off, f->i++);
		uint64_t nt = ((uint64_t *)v->num.p)[e->dst];
		if (nt == 0) {
			uint32_t inf = r->g->inf_mask;
			if (gv_push(v, e->dst, (e->marks & inf) == inf) < 0)
				return -1;
		} else if (nt != DEAD && gv_close(v, e)) {
			return 1;
		}
	}
	return 0;
}

static int is_live(void *arg, uint64_t x)
{
	uint64_t n = ((uint64_t *)((Gv *)arg)->num.p)[x];
	return n != 0 && n != DEAD;
}

static void gv_lasso(Gv *v, EcLasso *l)
{
	EcRun *r = v->r;
	EcPath *p;
	const EcFrame *f = v->dfs.p;
	size_t k = v->cyc_from;
	uint64_t x = f[k].s;
	if (!(p = ec_path_new(r, f[0].s)) ||
	    ec_path_frames(r, p, f, v->depth) < 0 ||
	    (ec_path_last(p) != x &&
	     ec_path_bfs(r, p, is_live, v, 0, 0, x) < 0) ||
	    ec_path_lasso(r, p, k, l) < 0)
		memset(l, 0, sizeof *l);
}

static EcResult gv04_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	EcRun run;
	Gv v;
	EcResult res = EC_INCOMPLETE;
	memset(&v, 0, sizeof v);
	v.r = &run;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &v.num, sizeof(uint64_t), 1, 0) == 0) {
		ec_arr_init(&run, &v.dfs, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &v.low, sizeof(uint64_t), 0, 0);
		ec_arr_init(&run, &v.accat, sizeof(uint64_t), 0, 0);
		ec_arr_init(&run, &v.tstack, sizeof(uint64_t), 0, 0);
		int rc = gv_search(&v);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			gv_lasso(&v, lasso);
	}
	ec_run_fini(&run);
	return res;
}

const EcAlgo ec_gv04 = {
	"gv04",
	"Geldenhuys & Valmari's Tarjan-based check, BA (one inf mark)",
	EC_NEEDS_BA,
	{ "sccs", NULL, NULL, NULL },
	gv04_run
};
