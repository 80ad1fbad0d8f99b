/*
 * couvreur99.c -- Couvreur's SCC-based check for generalized Büchi
 * acceptance on edges (FM'99), and the shared core of its amended form
 * with a Tarjan ("live") stack of Gaiser & Schwoon (ascc.c).
 *
 * Every visited state gets a DFS number H (side array, 8 bytes per state:
 * 0 = unvisited, DEAD = in a completed SCC).  A stack of roots holds, for
 * each partial SCC on the DFS path, its root's number, the union of the
 * marks of the edges merged into it, and the marks of the tree edge into
 * the root.  An edge to a live state (H != 0, != DEAD) closes a cycle: the
 * roots above that state's number are popped and their marks merged into
 * the new top; the check reports as soon as the merged marks hold all of
 * inf_mask and none of fin_mask (every explored edge of a partial SCC lies
 * on one of its cycles).  When the DFS leaves a root, its SCC is complete
 * and is marked DEAD: Couvreur's original walks it again from the root
 * (the "remove" DFS, which recomputes successors: the weakness Gaiser &
 * Schwoon point out), the amended form pops a live stack instead.
 *
 * Fin marks: an SCC whose marks hold inf_mask and also fin marks may still
 * contain a cycle avoiding them; when such an SCC completes, its states
 * (from the removal walk or the live stack) go to ec_fin_subcheck, which
 * looks for an accepting SCC of the SCC minus its fin edges.
 *
 * Counterexample: the DFS stack up to the root of the accepting SCC, then
 * Couvreur's extraction inside the SCC (BFS to each missing mark, BFS back).
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

#define DEAD UINT64_MAX

typedef struct Root {
	uint64_t num;              /* H of the root */
	uint32_t acc;              /* marks of the edges merged in */
	uint32_t in;               /* marks of the tree edge into the root */
	uint32_t cyc;              /* an edge closed a cycle in it */
} Root;

typedef struct Couv {
	EcRun *r;
	int amended;               /* live stack instead of the remove DFS */
	EcArr h;                   /* side, uint64_t DFS numbers */
	EcArr dfs;                 /* EcFrame */
	EcArr roots;               /* Root */
	EcArr live;                /* uint64_t: Tarjan stack (amended) */
	EcArr scc;                 /* uint64_t: states of a completed SCC */
	EcArr rm;                  /* EcFrame: the remove DFS (original) */
	EcSub sub;                 /* Fin sub-check */
	size_t depth, nroots, nlive, nscc;
	uint64_t counter;          /* last DFS number given */
	uint64_t rootnum;          /* accepting partial SCC found: its root */
	int found_sub;             /* the cycle is in a sub-SCC */
	uint64_t subx;             /* a state of the accepting sub-SCC */
} Couv;

static uint64_t *hnum(Couv *c)
{
	return c->h.p;
}

static int cv_push(Couv *c, uint64_t s, uint32_t in)
{
	EcRun *r = c->r;
	if (ec_poll(r) || ec_arr_fit(r, &c->roots, c->nroots + 1) < 0 ||
	    (c->amended && ec_arr_fit(r, &c->live, c->nlive + 1) < 0))
		return -1;
	hnum(c)[s] = ++c->counter;
	Root *rt = (Root *)c->roots.p + c->nroots++;
	rt->num = c->counter;
	rt->acc = 0;
	rt->in = in;
	rt->cyc = 0;
	if (c->amended)
		((uint64_t *)c->live.p)[c->nlive++] = s;
	return ec_frame_push(r, &c->dfs, &c->depth, s);
}

static int good(const EcGraph *g, uint32_t acc)
{
	return (acc & g->inf_mask) == g->inf_mask && !(acc & g->fin_mask);
}

/* Edge into live state t with marks m: merge.  1 if accepting. */
static int cv_merge(Couv *c, uint64_t t, uint32_t m)
{
	uint64_t ht = hnum(c)[t];
	Root *roots = c->roots.p;
	uint32_t a = m;
	while (roots[c->nroots - 1].num > ht) {
		c->nroots--;
		a |= roots[c->nroots].acc | roots[c->nroots].in;
	}
	roots[c->nroots - 1].acc |= a;
	roots[c->nroots - 1].cyc = 1;
	if (good(c->r->g, roots[c->nroots - 1].acc)) {
		c->rootnum = roots[c->nroots - 1].num;
		return 1;
	}
	return 0;
}

static int scc_add(Couv *c, uint64_t s)
{
	if (ec_arr_fit(c->r, &c->scc, c->nscc + 1) < 0)
		return -1;
	((uint64_t *)c->scc.p)[c->nscc++] = s;
	return 0;
}

/* Original: mark the SCC of root s DEAD by a DFS over live states. */
static int cv_remove_dfs(Couv *c, uint64_t s, int collect)
{
	EcRun *r = c->r;
	uint64_t *h;
	size_t d = 0;
	hnum(c)[s] = DEAD;
	if ((collect && scc_add(c, s) < 0) || ec_frame_push(r, &c->rm, &d, s) < 0)
		return -1;
	while (d) {
		EcFrame *f = (EcFrame *)c->rm.p + d - 1;
		if (f->i == f->n) {
			r->alen = f->off;
			d--;
			continue;
		}
		uint64_t t = ec_edge(r, f->off, f->i++)->dst;
		r->st->counters[2]++;
		h = hnum(c);
		if (h[t] == 0 || h[t] == DEAD)
			continue;
		h[t] = DEAD;
		if ((collect && scc_add(c, t) < 0) ||
		    ec_frame_push(r, &c->rm, &d, t) < 0)
			return -1;
	}
	return 0;
}

/* Amended: pop the live stack down to s. */
static int cv_remove_live(Couv *c, uint64_t s, int collect)
{
	uint64_t *live = c->live.p, t;
	do {
		t = live[--c->nlive];
		hnum(c)[t] = DEAD;
		if (collect && scc_add(c, t) < 0)
			return -1;
	} while (t != s);
	return 0;
}

/* The DFS leaves root s whose SCC has marks acc.  1 if a Fin-free
 * accepting sub-SCC exists, 0 if not, -1 on memory. */
static int cv_complete(Couv *c, uint64_t s, uint32_t acc, int cyclic)
{
	const EcGraph *g = c->r->g;
	int collect = g->fin_mask && cyclic &&
	    (acc & g->inf_mask) == g->inf_mask && (acc & g->fin_mask);
	c->nscc = 0;
	c->r->st->counters[0]++;
	int rc = c->amended ? cv_remove_live(c, s, collect) :
	    cv_remove_dfs(c, s, collect);
	if (rc < 0 || !collect)
		return rc;
	c->r->st->counters[1]++;
	rc = ec_fin_subcheck(c->r, &c->sub, c->scc.p, c->nscc, &c->subx);
	if (rc == 1)
		c->found_sub = 1;
	return rc;
}

/* 1 accepting cycle, 0 none, -1 stopped. */
static int cv_search(Couv *c)
{
	EcRun *r = c->r;
	if (cv_push(c, 0, 0) < 0)
		return -1;
	while (c->depth) {
		EcFrame *f = (EcFrame *)c->dfs.p + c->depth - 1;
		if (f->i < f->n) {
			EcEdge *e = ec_edge(r, f->off, f->i++);
			uint64_t ht = hnum(c)[e->dst];
			if (ht == 0) {
				if (cv_push(c, e->dst, e->marks) < 0)
					return -1;
			} else if (ht != DEAD && cv_merge(c, e->dst, e->marks)) {
				return 1;
			}
			continue;
		}
		Root *top = (Root *)c->roots.p + c->nroots - 1;
		if (top->num == hnum(c)[f->s]) {
			uint32_t acc = top->acc;
			int cyc = (int)top->cyc;
			c->nroots--;
			int rc = cv_complete(c, f->s, acc, cyc);
			if (rc)
				return rc;
			f = (EcFrame *)c->dfs.p + c->depth - 1;
		}
		r->alen = f->off;
		c->depth--;
	}
	return 0;
}

static int in_scc(void *arg, uint64_t x)
{
	Couv *c = arg;
	uint64_t hx = hnum(c)[x];
	return hx != 0 && hx != DEAD && hx >= c->rootnum;
}

static void cv_lasso(Couv *c, EcLasso *l)
{
	EcRun *r = c->r;
	EcPath *p;
	const EcFrame *f = c->dfs.p;
	size_t k = c->depth - 1;
	int rc;
	if (!c->found_sub)
		for (k = 0; k < c->depth && hnum(c)[f[k].s] != c->rootnum; k++)
			;
	rc = !(p = ec_path_new(r, f[0].s)) || ec_path_frames(r, p, f, k) < 0;
	if (!rc && c->found_sub)
		rc = ec_lasso_sub(r, p, &c->sub, c->subx, l);
	else if (!rc)
		rc = ec_lasso_scc(r, p, in_scc, c, r->g->fin_mask, r->g->inf_mask,
		    l);
	if (rc)
		memset(l, 0, sizeof *l);
}

EcResult ec_couvreur_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int amended)
{
	EcRun run;
	Couv c;
	EcResult res = EC_INCOMPLETE;
	memset(&c, 0, sizeof c);
	c.r = &run;
	c.amended = amended;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &c.h, sizeof(uint64_t), 1, 0) == 0) {
		ec_arr_init(&run, &c.dfs, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &c.roots, sizeof(Root), 0, 0);
		ec_arr_init(&run, &c.live, sizeof(uint64_t), 0, 0);
		ec_arr_init(&run, &c.scc, sizeof(uint64_t), 0, 0);
		ec_arr_init(&run, &c.rm, sizeof(EcFrame), 0, 0);
		int rc = cv_search(&c);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			cv_lasso(&c, lasso);
	}
	ec_run_fini(&run);
	return res;
}

static EcResult couvreur99_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return ec_couvreur_run(g, cfg, st, lasso, 0);
}

const EcAlgo ec_couvreur99 = {
	"couvreur99",
	"Couvreur's SCC-based check (remove DFS), generalized, Fin-aware",
	EC_HANDLES_FIN,
	{ "sccs", "fin sub-checks", "removal transitions", NULL },
	couvreur99_run
};
