/*
 * ascc.c -- Couvreur's check amended with a Tarjan stack (Gaiser &
 * Schwoon's "ASCC"), for generalized Büchi acceptance on edges, Fin-aware.
 * States enter a live stack when first visited; when the DFS leaves the
 * root of an SCC, the SCC is exactly the live stack above the root, so it
 * is popped and marked DEAD without the second DFS of the original (which
 * recomputes every successor of the SCC).  Otherwise identical to
 * couvreur99.c, which holds the shared search (ec_couvreur_run).
 */
#include "runtime/ec/ec_run.h"

static EcResult ascc_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	return ec_couvreur_run(g, cfg, st, lasso, 1);
}

const EcAlgo ec_ascc = {
	"ascc",
	"Couvreur's SCC-based check with a Tarjan stack, generalized, Fin-aware",
	EC_HANDLES_FIN,
	{ "sccs", "fin sub-checks", NULL, NULL },
	ascc_run
};
