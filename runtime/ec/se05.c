/*
 * se05.c -- nested DFS of Schwoon & Esparza (TACAS'05), and the shared core
 * of the improved nested DFS of Gaiser & Schwoon (and.c).
 *
 * Acceptance is on edges (degeneralized Büchi: an edge is accepting iff
 * its marks contain inf_mask).  We read the edge-based graph as the
 * state-based graph in which every accepting edge s->t is split by a fresh
 * accepting state m (s->m->t) and run the state-based algorithm on it
 * without building m: m is entered right when the edge is taken, so
 *   - m's "blue" check (t cyan, m accepting) reports an accepting edge into
 *     the DFS stack at once (early detection);
 *   - m's postorder is right after t is finished (or at once if t was
 *     already visited), and its red search is the red search from t:
 *     mark t red, walk blue states, report on reaching a cyan state.
 * m is red after its nested search, so an accepting edge never clears the
 * "all successors red" flag of the improved variant.  Colours, 2 bits per
 * stored state: white (not visited), cyan (on the blue stack), blue, red.
 * A counterexample is the blue stack up to the cyan state reached, the
 * rest of the blue stack with the accepting edge, and the red stack.
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

enum { WHITE = 0, CYAN = 1, BLUE = 2, RED = 3 };

typedef struct Ndfs {
	EcRun *r;
	EcArr col;                 /* side, packed 2-bit colours */
	EcArr blue;                /* EcFrame: the blue stack */
	EcArr allred;              /* uint8_t per blue frame */
	EcArr red;                 /* EcFrame: the red stack */
	size_t bdepth, rdepth;
	int improved;              /* Gaiser & Schwoon's allred rule */
	uint64_t cyan_hit;         /* the cyan state that closed the cycle */
} Ndfs;

static int accepting(const EcGraph *g, uint32_t marks)
{
	return (marks & g->inf_mask) == g->inf_mask;
}

static size_t find_frame(const EcArr *stack, size_t depth, uint64_t s)
{
	const EcFrame *f = stack->p;
	for (size_t k = 0; k < depth; k++)
		if (f[k].s == s)
			return k;
	return 0;
}

/* Blue stack (top's current edge is the accepting edge), then the red
 * stack; closes at n->cyan_hit. */
static void ndfs_lasso(Ndfs *n, EcLasso *l)
{
	EcRun *r = n->r;
	EcPath *p;
	const EcFrame *bf = n->blue.p;
	size_t k = find_frame(&n->blue, n->bdepth, n->cyan_hit);
	if (!(p = ec_path_new(r, bf[0].s)) ||
	    ec_path_frames(r, p, bf, n->bdepth) < 0 ||
	    ec_path_frames(r, p, n->red.p, n->rdepth) < 0 ||
	    ec_path_lasso(r, p, k, l) < 0)
		memset(l, 0, sizeof *l);
}

/* Red search from t (blue): 1 cycle, 0 none, -1 stop. */
static int red_search(Ndfs *n, uint64_t t)
{
	EcRun *r = n->r;
	r->st->counters[0]++;
	ec_col_set(&n->col, t, RED);
	r->st->counters[1]++;
	n->rdepth = 0;
	if (ec_frame_push(r, &n->red, &n->rdepth, t) < 0)
		return -1;
	while (n->rdepth) {
		EcFrame *f = (EcFrame *)n->red.p + n->rdepth - 1;
		if (f->i == f->n) {
			r->alen = f->off;
			n->rdepth--;
			continue;
		}
		uint64_t u = ec_edge(r, f->off, f->i++)->dst;
		unsigned c = ec_col_get(&n->col, u);
		if (c == CYAN) {
			n->cyan_hit = u;
			return 1;
		}
		if (c != BLUE)
			continue;
		ec_col_set(&n->col, u, RED);
		r->st->counters[1]++;
		if (ec_poll(r) || ec_frame_push(r, &n->red, &n->rdepth, u) < 0)
			return -1;
		if (n->bdepth + n->rdepth > r->st->max_depth)
			r->st->max_depth = n->bdepth + n->rdepth;
	}
	return 0;
}

/* The top blue frame is back from its current edge e (target finished or
 * already visited, not cyan). */
static int after_edge(Ndfs *n, EcFrame *f)
{
	EcRun *r = n->r;
	EcEdge *e = ec_edge(r, f->off, f->i - 1);
	unsigned c = ec_col_get(&n->col, e->dst);
	if (accepting(r->g, e->marks))
		return c == BLUE ? red_search(n, e->dst) : 0;
	if (c != RED)
		((uint8_t *)n->allred.p)[n->bdepth - 1] = 0;
	return 0;
}

static int blue_push(Ndfs *n, uint64_t s)
{
	EcRun *r = n->r;
	ec_col_set(&n->col, s, CYAN);
	if (ec_poll(r) || ec_arr_fit(r, &n->allred, n->bdepth + 1) < 0 ||
	    ec_frame_push(r, &n->blue, &n->bdepth, s) < 0)
		return -1;
	((uint8_t *)n->allred.p)[n->bdepth - 1] = 1;
	return 0;
}

/* Blue search: 1 cycle, 0 none, -1 stop. */
static int blue_search(Ndfs *n)
{
	EcRun *r = n->r;
	if (blue_push(n, 0) < 0)
		return -1;
	while (n->bdepth) {
		EcFrame *f = (EcFrame *)n->blue.p + n->bdepth - 1;
		if (f->i < f->n) {
			EcEdge *e = ec_edge(r, f->off, f->i++);
			unsigned c = ec_col_get(&n->col, e->dst);
			int rc;
			if (c == CYAN) {
				if (accepting(r->g, e->marks)) {
					r->st->counters[2]++;
					n->cyan_hit = e->dst;
					n->rdepth = 0;
					return 1;
				}
				((uint8_t *)n->allred.p)[n->bdepth - 1] = 0;
				continue;
			}
			rc = c == WHITE ? blue_push(n, e->dst) : after_edge(n, f);
			if (rc)
				return rc;
			continue;
		}
		int red = n->improved && ((uint8_t *)n->allred.p)[n->bdepth - 1];
		if (red)
			r->st->counters[3]++;
		ec_col_set(&n->col, f->s, red ? RED : BLUE);
		r->alen = f->off;
		n->bdepth--;
		if (n->bdepth) {
			int rc = after_edge(n, (EcFrame *)n->blue.p + n->bdepth - 1);
			if (rc)
				return rc;
		}
	}
	return 0;
}

EcResult ec_ndfs_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso, int improved)
{
	EcRun run;
	Ndfs n;
	EcResult res = EC_INCOMPLETE;
	memset(&n, 0, sizeof n);
	n.r = &run;
	n.improved = improved;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &n.col, 1, 1, 2) == 0) {
		ec_arr_init(&run, &n.blue, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &n.allred, 1, 0, 0);
		ec_arr_init(&run, &n.red, sizeof(EcFrame), 0, 0);
		int rc = blue_search(&n);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			ndfs_lasso(&n, lasso);
	}
	ec_run_fini(&run);
	return res;
}

static EcResult se05_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	return ec_ndfs_run(g, cfg, st, lasso, 0);
}

const EcAlgo ec_se05 = {
	"se05",
	"nested DFS of Schwoon & Esparza (cyan/blue/red, early detection), BA",
	EC_NEEDS_BA,
	{ "nested searches", "red states", "early detections", NULL },
	se05_run
};
