/*
 * tgra.c -- emptiness of transition-based generalized Rabin graphs
 * (Bloemen, Duret-Lutz & van de Pol, Algorithm 3): for each pair
 * Fin(F) & Inf(I1) & ..., an SCC decomposition that never crosses an F
 * edge, restarted from the targets of F edges (Fstates) until none is
 * left.  The pairs are searched side by side (up to 8 at once, a slice
 * of edges each in turn), and each search also accepts a class that
 * satisfies another pair.  The search is in rabin.c.
 */
#include "runtime/ec/ec_run.h"

static EcResult tgra_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	return ec_rabin_run(g, cfg, st, lasso, 0);
}

const EcAlgo ec_tgra = {
	"tgra",
	"generalized Rabin check, pairs side by side, Fstates (Bloemen et al.)",
	EC_HANDLES_FIN | EC_HANDLES_PAIRS,
	{ "sccs", "unions", "fstates", "pairs" },
	tgra_run
};
