/*
 * psafety.h -- the multi-core safety search (pan -j N without a property).
 *
 * N worker threads explore the state space together over the concurrent
 * store of pstore.h.  Each stored state is expanded exactly once, by the
 * worker whose insert put it there, so the counters (stored, matched,
 * atomic steps, transitions) and, with -c0, the number of errors are
 * those of the sequential DFS whatever the interleaving: the set of
 * stored states, the successors of each and the atomic chains walked from
 * each do not depend on the order (only a -m depth bound makes counts
 * depend on the order, as in the sequential search).
 *
 * Work: every worker keeps its own stack of state numbers it inserted and
 * has not expanded (last in, first out: a depth-first order without the
 * sequential search's per-level successor blocks).  A worker whose stack
 * is empty goes idle; a busy worker that sees an idle one (one shared
 * flag, read once per expansion) moves the older half of its stack into a
 * shared pool under a mutex, from which idle workers take it.  The search
 * ends when all N workers are idle and the pool is empty (the count of
 * idle workers and the pool change under the same mutex, so nothing can
 * be left), or at the stop flag (-c errors, memory, SIGINT).
 *
 * --bfs: the same expansion, level by level: the workers take the states
 * of the current level in chunks (one atomic counter), put what they store
 * on their own stacks, and at a barrier one thread makes the stacks the
 * next level.  Parent links then lead back along a shortest path in
 * stored states (a state where an atomic holder is blocked is still
 * expanded in place, one level early), so the first error's trail is as
 * short as the sequential BFS's.
 *
 * Atomic sequences: as in dfs.c, a state inside an atomic sequence is not
 * stored; the chain is walked on the spot from the stored state being
 * expanded, levels of collected successors, depth first; a state where
 * the holder is blocked is stored, and when new it is expanded in place
 * (as the sequential DFS does).
 *
 * Counterexamples: each record carries, before the vector, its parent
 * (the stored state whose expansion inserted it), its depth and the
 * process holding an atomic sequence when it was stored (-1 if none).
 * The steps from the initial state to a stored state are rebuilt by
 * walking the parents back and recomputing, from each parent, the steps
 * (through its atomic chains) that reach the child; the trail of an error
 * is that path, then the atomic chain of the worker that met it, then the
 * error's step.  Errors are reported under one mutex through
 * rt_search_error (search.h), so -c, -e, numbering and trail names are
 * the sequential ones.  The error found first depends on timing: with -c1
 * (the default) the kind of error reported is that of some reachable
 * error, not necessarily the one the sequential DFS meets first.
 *
 * Embedded C: a model whose statements include c_code or c_expr gets one
 * worker (with a note on stderr): its C globals, c_track'ed memory among
 * them, are process-wide, and the generated code copies them in and out
 * around each step.
 *
 * Memory: the store's bytes plus the workers' arrays are counted against
 * the memory limit (--memlim, else rt_default_memlim); a refusal stops the
 * search "incomplete".  After the run rs->store is replaced by a view of
 * the concurrent store (SsAlgo "phash"), so that the report is printed by
 * report.c as for the sequential search.
 */
#ifndef RT_PSAFETY_H
#define RT_PSAFETY_H

#include "runtime/search.h"

/* Can the options be honoured by the parallel search?  0 with a reason in
 * buf when they need the sequential one (a store other than the hash
 * table). */
int rt_psafety_applies(const RtOptions *o, char *buf, size_t n);

/* Run the search with n worker threads (n >= 1) on rs (set up by
 * rt_search_init); counters, errors and stop as rt_dfs_run leaves them.
 * Prints one line per run on stdout with the workers' CPU times. */
void rt_psafety_run(RtSearch *rs, int n);

#endif
