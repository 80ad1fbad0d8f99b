/*
 * hpy.c -- nested DFS of Holzmann, Peled & Yannakakis, as in Spin.
 *
 * Spin starts the nested (red) search when the blue search backtracks from
 * an accepting state, and ends it as soon as it meets a state on the blue
 * stack (the "stack check": such a state reaches the seed).  Here the marks
 * are on edges: when the blue search backtracks from s, a nested search
 * starts from the target t of each accepting edge s->t (marks contain
 * inf_mask) that is not red yet; s is still on the blue stack, so meeting
 * any stack state closes an accepting cycle through s->t.  If the product
 * marks the edges leaving accepting claim states, this is Spin's search
 * exactly.  Red marks persist across nested searches (no state is red-
 * visited twice).  Soundness and completeness do not depend on the seed
 * order: a red state never reaches a state on the blue stack (else its
 * nested search would have reported), so the states of an accepting cycle
 * through s->t are never red when the nested search from t starts.
 * Colours, 2 bits per stored state: white, on stack, blue (done), red.
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

enum { WHITE = 0, STACK = 1, BLUE = 2, RED = 3 };

typedef struct Hpy {
	EcRun *r;
	EcArr col;                 /* side, packed 2-bit colours */
	EcArr blue;                /* EcFrame: the blue stack */
	EcArr red;                 /* EcFrame: the nested stack */
	size_t bdepth, rdepth;
	uint64_t hit;              /* the stack state that closed the cycle */
} Hpy;

static size_t find_frame(const Hpy *h, uint64_t s)
{
	const EcFrame *f = h->blue.p;
	for (size_t k = 0; k < h->bdepth; k++)
		if (f[k].s == s)
			return k;
	return 0;
}

static void hpy_lasso(Hpy *h, EcLasso *l)
{
	EcRun *r = h->r;
	EcPath *p;
	const EcFrame *bf = h->blue.p;
	if (!(p = ec_path_new(r, bf[0].s)) ||
	    ec_path_frames(r, p, bf, h->bdepth) < 0 ||
	    ec_path_frames(r, p, h->red.p, h->rdepth) < 0 ||
	    ec_path_lasso(r, p, find_frame(h, h->hit), l) < 0)
		memset(l, 0, sizeof *l);
}

/* Nested search from t: 1 cycle, 0 none, -1 stop. */
static int nested(Hpy *h, uint64_t t)
{
	EcRun *r = h->r;
	r->st->counters[0]++;
	h->rdepth = 0;
	if (ec_col_get(&h->col, t) == STACK) {
		h->hit = t;
		return 1;
	}
	ec_col_set(&h->col, t, RED);
	r->st->counters[1]++;
	if (ec_frame_push(r, &h->red, &h->rdepth, t) < 0)
		return -1;
	while (h->rdepth) {
		EcFrame *f = (EcFrame *)h->red.p + h->rdepth - 1;
		if (f->i == f->n) {
			r->alen = f->off;
			h->rdepth--;
			continue;
		}
		uint64_t u = ec_edge(r, f->off, f->i++)->dst;
		unsigned c = ec_col_get(&h->col, u);
		if (c == STACK) {
			h->hit = u;
			return 1;
		}
		if (c != BLUE)
			continue;
		ec_col_set(&h->col, u, RED);
		r->st->counters[1]++;
		if (ec_poll(r) || ec_frame_push(r, &h->red, &h->rdepth, u) < 0)
			return -1;
		if (h->bdepth + h->rdepth > r->st->max_depth)
			r->st->max_depth = h->bdepth + h->rdepth;
	}
	return 0;
}

/* Backtracking from the top frame: nested searches from its accepting
 * edges.  On a cycle the frame's current edge is left on that edge. */
static int seeds(Hpy *h, EcFrame *f)
{
	EcRun *r = h->r;
	uint32_t inf = r->g->inf_mask;
	for (uint32_t j = 0; j < f->n; j++) {
		EcEdge *e = ec_edge(r, f->off, j);
		if ((e->marks & inf) != inf || ec_col_get(&h->col, e->dst) == RED)
			continue;
		f->i = j + 1;
		int rc = nested(h, e->dst);
		f = (EcFrame *)h->blue.p + h->bdepth - 1;
		if (rc)
			return rc;
	}
	return 0;
}

static int blue_search(Hpy *h)
{
	EcRun *r = h->r;
	ec_col_set(&h->col, 0, STACK);
	if (ec_frame_push(r, &h->blue, &h->bdepth, 0) < 0)
		return -1;
	while (h->bdepth) {
		EcFrame *f = (EcFrame *)h->blue.p + h->bdepth - 1;
		if (f->i < f->n) {
			uint64_t t = ec_edge(r, f->off, f->i++)->dst;
			if (ec_col_get(&h->col, t) != WHITE)
				continue;
			ec_col_set(&h->col, t, STACK);
			if (ec_poll(r) || ec_frame_push(r, &h->blue, &h->bdepth, t) < 0)
				return -1;
			continue;
		}
		int rc = seeds(h, f);
		if (rc)
			return rc;
		f = (EcFrame *)h->blue.p + h->bdepth - 1;
		if (ec_col_get(&h->col, f->s) == STACK)
			ec_col_set(&h->col, f->s, BLUE);
		r->alen = f->off;
		h->bdepth--;
	}
	return 0;
}

static EcResult hpy_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	EcRun run;
	Hpy h;
	EcResult res = EC_INCOMPLETE;
	memset(&h, 0, sizeof h);
	h.r = &run;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &h.col, 1, 1, 2) == 0) {
		ec_arr_init(&run, &h.blue, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &h.red, sizeof(EcFrame), 0, 0);
		int rc = blue_search(&h);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			hpy_lasso(&h, lasso);
	}
	ec_run_fini(&run);
	return res;
}

const EcAlgo ec_hpy = {
	"hpy",
	"nested DFS of Holzmann, Peled & Yannakakis with Spin's stack check, BA",
	EC_NEEDS_BA,
	{ "nested searches", "red states", NULL, NULL },
	hpy_run
};
