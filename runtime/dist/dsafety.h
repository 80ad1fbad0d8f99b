/*
 * dsafety.h -- the distributed safety search (pan --mpi under mpirun).
 *
 * The state space is partitioned over the ranks of a DsNet by the hash of
 * the state vector (dbatch.h): each rank keeps the states it owns in its
 * own store (runtime/store, lossless) with, per state, the rank and number
 * of its parent and its depth, and expands them in the order it stored
 * them.  Successors owned by another rank go to that rank in batches;
 * atomic sequences are walked on the spot by the expanding rank, as in
 * the sequential BFS (bfs.c), whose counts the ranks' sums equal: each
 * stored state is expanded once, by its owner, and each successor is
 * counted stored or matched once, by its owner.  Errors go to rank 0,
 * which numbers and prints them and stops every rank for -cN; the
 * trail of the error that wants one is rebuilt after the search, by
 * walking the parent links back through their owners.  Termination:
 * Safra's token algorithm (dterm.h).  See runtime/dist/README.md.
 */
#ifndef RT_DSAFETY_H
#define RT_DSAFETY_H

#include "runtime/search.h"
#include "runtime/dist/dnet.h"

/* Run this rank's part of the search.  On return every rank's rs holds
 * the stop reason, the error count and the cut-offs of the whole run, so
 * that rt_report_status gives the same status everywhere; rank 0's holds
 * all the counts and a view of every rank's store for the report (with
 * each rank's memory and messages), and rank 0 has written the trail. */
void rt_dist_run(RtSearch *rs, const DsNet *net);

/* Can the options run distributed?  1, or 0 with the reason in buf (it
 * follows "pan: --mpi "). */
int rt_dist_applies(const RtOptions *o, char *buf, size_t n);

#endif
