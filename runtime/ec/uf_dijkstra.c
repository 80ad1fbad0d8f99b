/*
 * uf_dijkstra.c -- sequential union-find check of Renault et al. with the
 * Dijkstra strategy: a stack of potential roots instead of lowlinks, so an
 * edge to a live state unites only when it invalidates potential roots, and
 * no per-state DFS number is kept (12 bytes per state: parent and marks).
 * The search is shared with uf_tarjan.c (ec_uf_run), see there.
 */
#include "runtime/ec/ec_run.h"

static EcResult uf_dijkstra_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	return ec_uf_run(g, cfg, st, lasso, 1);
}

const EcAlgo ec_uf_dijkstra = {
	"uf-dijkstra",
	"union-find SCC check, Dijkstra strategy (Renault et al.), generalized",
	0,
	{ "sccs", "unions", NULL, NULL },
	uf_dijkstra_run
};
