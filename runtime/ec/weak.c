/*
 * weak.c -- single DFS for weak graphs (Černá & Pelánek; "SD" in Gaiser &
 * Schwoon).  Assumption (EC_NEEDS_WEAK): in every SCC either each edge
 * carries all of inf_mask, or no cycle does.  Then an SCC holds an
 * accepting cycle iff it holds an edge with all of inf_mask, and any cycle
 * in it is accepting.  The DFS reports at the first edge to a state on the
 * DFS stack that is accepting (marks hold inf_mask, or accepting_scc() of
 * the graph says so when given): that edge and the stack above its target
 * form a cycle inside one SCC.  Completeness: the first state of an
 * accepting SCC to be visited is still on the stack when the DFS meets an
 * edge of the SCC back to it.  No nested search, no per-state data beyond
 * 2 bits (white, on stack, done).  The reported cycle's marks are checked
 * before it is returned; a graph that breaks the assumption makes the check
 * fail (EC_FAILURE) rather than answer wrongly.
 */
#include <string.h>
#include "runtime/ec/ec_run.h"

enum { WHITE = 0, STACK = 1, DONE = 2 };

typedef struct Weak {
	EcRun *r;
	EcArr col;                 /* side, packed 2-bit colours */
	EcArr dfs;                 /* EcFrame */
	size_t depth;
	size_t from;               /* frame of the cycle's first state */
} Weak;

static int back_edge_accepting(Weak *w, const EcEdge *e)
{
	const EcGraph *g = w->r->g;
	w->r->st->counters[0]++;
	if ((e->marks & g->inf_mask) == g->inf_mask)
		return 1;
	return g->accepting_scc &&
	    g->accepting_scc(g->ctx, ss_get(w->r->ss, e->dst));
}

/* Frame of the cycle's first state t, and the marks of the cycle. */
static uint32_t cycle_marks(Weak *w, uint64_t t)
{
	const EcFrame *f = w->dfs.p;
	uint32_t m = 0;
	size_t k = w->depth;
	do {
		k--;
		m |= ec_edge(w->r, f[k].off, f[k].i - 1)->marks;
	} while (f[k].s != t);
	w->from = k;
	return m;
}

static int weak_push(Weak *w, uint64_t s)
{
	ec_col_set(&w->col, s, STACK);
	if (ec_poll(w->r))
		return -1;
	return ec_frame_push(w->r, &w->dfs, &w->depth, s);
}

/* 1 cycle, 0 none, -1 stopped, -2 the graph is not weak. */
static int weak_search(Weak *w)
{
	EcRun *r = w->r;
	if (weak_push(w, 0) < 0)
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
		unsigned c = ec_col_get(&w->col, e->dst);
		if (c == WHITE) {
			if (weak_push(w, e->dst) < 0)
				return -1;
		} else if (c == STACK && back_edge_accepting(w, e)) {
			uint32_t inf = r->g->inf_mask;
			return (cycle_marks(w, e->dst) & inf) == inf ? 1 : -2;
		}
	}
	return 0;
}

static EcResult weak_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	EcRun run;
	Weak w;
	EcResult res = EC_INCOMPLETE;
	memset(&w, 0, sizeof w);
	w.r = &run;
	if (ec_run_init(&run, g, cfg, st) == 0 &&
	    ec_arr_init(&run, &w.col, 1, 1, 2) == 0) {
		ec_arr_init(&run, &w.dfs, sizeof(EcFrame), 0, 0);
		int rc = weak_search(&w);
		res = rc == -1 ? EC_INCOMPLETE : rc == -2 ? EC_FAILURE :
		    rc ? EC_NONEMPTY : EC_EMPTY;
		if (rc == 1 && cfg->want_lasso && lasso) {
			EcPath *p;
			const EcFrame *f = w.dfs.p;
			if (!(p = ec_path_new(&run, f[0].s)) ||
			    ec_path_frames(&run, p, f, w.depth) < 0 ||
			    ec_path_lasso(&run, p, w.from, lasso) < 0)
				memset(lasso, 0, sizeof *lasso);
		}
	}
	ec_run_fini(&run);
	return res;
}

const EcAlgo ec_weak = {
	"weak",
	"single DFS for weak graphs (Cerna & Pelanek)",
	EC_NEEDS_WEAK,
	{ "back edges", NULL, NULL, NULL },
	weak_run
};
