/* ec_table.c -- the table of emptiness checks, lookup and applicability. */
#include <stdlib.h>
#include <string.h>
#include "runtime/ec/ec.h"

extern const EcAlgo ec_hpy, ec_se05, ec_and, ec_gv04, ec_couvreur99, ec_ascc,
    ec_uf_tarjan, ec_uf_dijkstra, ec_weak, ec_terminal, ec_tgra, ec_tfla, ec_owcty;
/* multi-threaded checks (runtime/par/) */
extern const EcAlgo ec_par_tarjan, ec_par_dijkstra, ec_par_mixed,
    ec_par_dijkstra_lock, ec_par_dijkstra_async, ec_par_weak, ec_ufscc,
    ec_cndfs;
extern const EcAlgo ec_par_tgra, ec_par_tgra_pairs, ec_par_terminal;

const EcAlgo *const ec_algos[] = {
	&ec_hpy, &ec_se05, &ec_and, &ec_gv04, &ec_couvreur99, &ec_ascc,
	&ec_uf_tarjan, &ec_uf_dijkstra, &ec_weak, &ec_terminal, &ec_tgra,
	&ec_tfla, &ec_owcty,
	&ec_par_tarjan, &ec_par_dijkstra, &ec_par_mixed, &ec_par_dijkstra_lock,
	&ec_par_dijkstra_async,
	&ec_par_weak, &ec_ufscc, &ec_cndfs, &ec_par_tgra, &ec_par_tgra_pairs,
	&ec_par_terminal, NULL
};

const EcAlgo *ec_find(const char *name)
{
	for (const EcAlgo *const *a = ec_algos; *a; a++)
		if (!strcmp((*a)->name, name))
			return *a;
	return NULL;
}

int ec_applicable(const EcAlgo *a, const EcGraph *g)
{
	if (g->fin_mask && !(a->needs & EC_HANDLES_FIN))
		return 0;
	if (g->npairs > 1 && !(a->needs & EC_HANDLES_PAIRS))
		return 0;
	if (a->needs & EC_NEEDS_FINLESS) {
		if (g->fin_mask)
			return 0;
		for (uint32_t i = 0; i < g->npairs; i++)
			if (g->pairs[i].fin)
				return 0;
	}
	if ((a->needs & EC_NEEDS_BA) && (g->inf_mask & (g->inf_mask - 1)))
		return 0;
	if ((a->needs & EC_NEEDS_TERMINAL) && g->strength != EC_STRENGTH_TERMINAL)
		return 0;
	if ((a->needs & EC_NEEDS_WEAK) && g->strength == EC_STRENGTH_GENERAL)
		return 0;
	return 1;
}

void ec_lasso_free(EcLasso *l)
{
	if (!l)
		return;
	free(l->states);
	free(l->steps);
	memset(l, 0, sizeof *l);
}
