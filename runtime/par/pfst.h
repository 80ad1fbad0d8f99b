/*
 * pfst.h -- the shared Fstates of the parallel generalized Rabin check
 * (par_tgra.c; Bloemen, Duret-Lutz & van de Pol, Algorithm 3, made
 * parallel): the targets of the Fin edges met by any worker, in the order
 * they were added, from which every worker restarts its search once its
 * current one is over.  Internal to runtime/par/.
 *
 * Each state is added at most once (a flag in its record, after the
 * union-find node: records carry PF_EXTRA bytes; set under the mutex once
 * the entry is in the array, so a set flag means "in the array"); entries are never
 * removed, so a worker walks the array with its own index.  The array is
 * guarded by a mutex: an add takes it once per state, a read once per
 * entry and worker, far from the per-edge hot path.
 *
 * Why a worker may stop when it has passed every entry and the count did
 * not grow meanwhile: an entry passed is dead (skipped as dead, or the
 * root of a finished search, killed when popped); a dead state's allowed
 * successors are dead, and every Fin edge out of a dead state was seen by
 * the worker that explored it, which added the target before the kill.
 * So the targets of all Fin edges out of the dead region are among the
 * entries counted, all dead: every state reachable from the initial one
 * is dead and no class accepted.
 */
#ifndef RT_PFST_H
#define RT_PFST_H

#include <pthread.h>
#include <stdint.h>
#include "runtime/ec/ec.h"
#include "runtime/par/puf.h"

struct PwThread;
struct PwRun;

#define PF_EXTRA (PUF_NODE_SIZE + 8)

typedef struct PfSet {
	pthread_mutex_t mu;        /* guards everything below */
	uint64_t *v;               /* state numbers, in order of addition */
	size_t n, cap;             /* entries, room */
} PfSet;

int pf_init(PfSet *f);
void pf_fini(PfSet *f);
/* Add s unless it was added before (by anyone).  0, or -1 if memory was
 * refused (the run is then stopped). */
int pf_add(struct PwThread *t, uint64_t s);
/* Entries so far. */
size_t pf_count(PfSet *f);
/* Entry i (i < a count read before). */
uint64_t pf_get(PfSet *f, size_t i);

/* par-dijkstra (par_uf.c); with fin_mask != 0 it never follows a Fin
 * edge and restarts from Fstates: the check of one Rabin pair
 * (fin_mask, inf_mask). */
EcResult pw_dijkstra_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso);

#endif
