/*
 * terminal.c -- reachability check for terminal graphs (Černá & Pelánek;
 * Renault et al., TACAS'13).
 *
 * Assumptions (EC_NEEDS_TERMINAL), to be guaranteed by the graph's maker:
 *  1. no dead ends: every state has a successor (the product adds a
 *     stutter edge at deadlocks, as Spin does);
 *  2. every accepting SCC is complete: from the target of an edge carrying
 *     all of inf_mask, some infinite path follows only such edges (in a
 *     terminal automaton the accepting SCC accepts every continuation, so
 *     by 1 the product can always take an accepting edge).
 * So reaching an accepting edge means the language is non-empty.  To build
 * a genuine lasso (and to stay sound if the assumptions fail), the search
 * continues from the edge's target along accepting edges only until that
 * walk closes a cycle: a small nested DFS whose "no cycle here" marks
 * persist, so each state is walked at most once overall.  If the walk
 * finds no cycle, the main search goes on; under the assumptions it always
 * finds one at once.  Two 2-bit colours per state: main DFS (white, on
 * stack, done) and accepting walk (unseen, on its stack, acyclic).
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

enum { WHITE = 0, STACK = 1, DONE = 2 };

typedef struct Term {
	EcRun *r;
	EcArr col;                 /* side, 2-bit colours of the main DFS */
	EcArr ncol;                /* side, 2-bit colours of the walk */
	EcArr dfs;                 /* EcFrame: main DFS */
	EcArr walk;                /* EcFrame: accepting walk */
	size_t depth, wdepth;
	uint64_t hit;              /* the walk's state that closed the cycle */
} Term;

static int accepting(const EcGraph *g, uint32_t m)
{
	return (m & g->inf_mask) == g->inf_mask;
}

/* Walk accepting edges from t: 1 cycle, 0 none, -1 stopped. */
static int walk(Term *w, uint64_t t)
{
	EcRun *r = w->r;
	r->st->counters[0]++;
	w->wdepth = 0;
	ec_col_set(&w->ncol, t, STACK);
	r->st->counters[1]++;
	if (ec_frame_push(r, &w->walk, &w->wdepth, t) < 0)
		return -1;
	while (w->wdepth) {
		EcFrame *f = (EcFrame *)w->walk.p + w->wdepth - 1;
		if (f->i == f->n) {
			ec_col_set(&w->ncol, f->s, DONE);
			r->alen = f->off;
			w->wdepth--;
			continue;
		}
		EcEdge *e = ec_edge(r, f->off, f->i++);
		if (!accepting(r->g, e->marks))
			continue;
		unsigned c = ec_col_get(&w->ncol, e->dst);
		if (c == STACK) {
			w->hit = e->dst;
			return 1;
		}
		if (c == DONE)
			continue;
		ec_col_set(&w->ncol, e->dst, STACK);
		r->st->counters[1]++;
		if (ec_poll(r) || ec_frame_push(r, &w->walk, &w->wdepth, e->dst) < 0)
			return -1;
		if (w->depth + w->wdepth > r->st->max_depth)
			r->st->max_depth = w->depth + w->wdepth;
	}
	return 0;
}

static int term_search(Term *w)
{
	EcRun *r = w->r;
	ec_col_set(&w->col, 0, STACK);
	if (ec_frame_push(r, &w->dfs, &w->depth, 0) < 0)
		return -1;
	while (w->depth) {
		EcFrame *f = (EcFrame *)w->dfs.p + w->depth - 1;
		if (f->i == f->n) {
			ec_col_set(&w->col, f->s, DONE);
			r->alen = f->off;
			w->depth--;
			continue;
		}
		EcEdge *e = ec_edge(r, f->off, f->i++);
		uint64_t t = e->dst;
		if (accepting(r->g, e->marks) && ec_col_get(&w->ncol, t) == WHITE) {
			int rc = walk(w, t);
			if (rc)
				return rc;
		}
		if (ec_col_get(&w->col, t) != WHITE)
			continue;
		ec_col_set(&w->col, t, STACK);
		if (ec_poll(r) || ec_frame_push(r, &w->dfs, &w->depth, t) < 0)
			return -1;
	}
	return 0;
}

static void term_lasso(Term *w, EcLasso *l)
{
	EcRun *r = w->r;
	EcPath *p;
	const EcFrame *f = w->dfs.p, *wf = w->walk.p;
	size_t j = 0;
	while (wf[j].s != w->hit)
		j++;
	if (!(p = ec_path_new(r, f[0].s)) ||
	    ec_path_frames(r, p, f, w->depth) < 0 ||
	    ec_path_frames(r, p, wf, w->wdepth) < 0 ||
	    ec_path_lasso(r, p, w->depth + j, l) < 0)
		memset(l, 0, sizeof *l);
}

static EcResult terminal_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	EcRun run;
	Term w;
	EcResult res = EC_INCOMPLETE;
	memset(&w, 0, sizeof w);
	w.r = &run;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &w.col, 1, 1, 2) == 0 &&
	    ec_arr_init(&run, &w.ncol, 1, 1, 2) == 0) {
		ec_arr_init(&run, &w.dfs, sizeof(EcFrame), 0, 0);
		ec_arr_init(&run, &w.walk, sizeof(EcFrame), 0, 0);
		int rc = term_search(&w);
		res = rc < 0 ? EC_INCOMPLETE : rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso)
			term_lasso(&w, lasso);
	}
	ec_run_fini(&run);
	return res;
}

const EcAlgo ec_terminal = {
	"terminal",
	"reachability of an accepting edge, for terminal graphs (no dead ends)",
	EC_NEEDS_TERMINAL,
	{ "accepting walks", "walked states", NULL, NULL },
	terminal_run
};
