/*
 * and.c -- the improved nested DFS of Gaiser & Schwoon ("AND"): SE05 plus
 * the rule that a state whose successors are all red becomes red itself
 * without a red search (red states lie on no accepting cycle).  With
 * acceptance on edges, the split-graph reading of se05.c applies: the
 * virtual state m of an accepting edge is red after its nested search, so
 * only non-accepting edges into non-red states clear the flag.  The search
 * itself is shared with se05.c (ec_ndfs_run).
 */
#include "runtime/ec/ec_run.h"

static EcResult and_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	return ec_ndfs_run(g, cfg, st, lasso, 1);
}

const EcAlgo ec_and = {
	"and",
	"improved nested DFS of Gaiser & Schwoon (SE05 + all-red rule), BA",
	EC_NEEDS_BA,
	{ "nested searches", "red states", "early detections", "allred states" },
	and_run
};
