/*
 * tfla.c -- emptiness of Fin-less graphs (acceptance a disjunction of
 * Inf-conjunctions, e.g. after the Fin-removal of Bloemen, Duret-Lutz &
 * van de Pol, Proposition 1): one union-find SCC search (Dijkstra
 * strategy) whose classes accept when they hold every inf mark of some
 * pair.  The search is in rabin.c.
 */
#include "runtime/ec/ec_run.h"

static EcResult tfla_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	return ec_rabin_run(g, cfg, st, lasso, 1);
}

const EcAlgo ec_tfla = {
	"tfla",
	"Fin-less check: union-find SCCs, a disjunction of Inf-conjunctions",
	EC_HANDLES_PAIRS | EC_NEEDS_FINLESS,
	{ "sccs", "unions", NULL, "pairs" },
	tfla_run
};
