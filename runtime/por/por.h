/*
 * por.h -- partial-order reduction: the reduced successor function of the
 * safety DFS (runtime/por/README.md for the algorithms and provisos).
 *
 * rt_por_next() stands in for MccModel.next: it reports a subset of the
 * successors of a state (a stubborn set or a process's ample set) that
 * preserves deadlocks and, with the search's cycle proviso (the DFS asks
 * for the rest of the successors of a state whose reduced set closed a
 * cycle on its stack), assertion violations and every other error of a
 * step.  The choice depends on the state alone, so asking again for the
 * rest gives exactly the successors left out.
 *
 * Lifetime: an RtPor borrows the model; rt_por_free releases it.  One
 * RtPor serves one search thread.
 */
#ifndef RT_POR_H
#define RT_POR_H

#include <stdint.h>
#include <stdio.h>
#include "runtime/model.h"

typedef struct RtPor RtPor;

/* Counters for pan's report. */
typedef struct RtPorStats {
	uint64_t states;       /* states where a reduction was tried */
	uint64_t reduced;      /* ... where the set was smaller than enabled */
	uint64_t sum_reduced;  /* moves in those reduced sets */
	uint64_t sum_enabled;  /* moves enabled in those states */
	uint64_t proviso;      /* reduced states expanded fully afterwards by
	                          the cycle proviso */
	uint64_t quiet;        /* reduced states whose set was a quiet end */
} RtPorStats;

/* A reduction of model m by algorithm `algo` (RT_POR_STUBBORN or
 * RT_POR_AMPLE of options.h); NULL when the model has no table or the
 * table says the model gets none (*why: the reason), or out of memory
 * (*why = NULL). */
RtPor *rt_por_new(const MccModel *m, int algo, const char **why);
void rt_por_free(RtPor *p);
/* No quiet ends (README.md), before the first choice: the LTL checks
 * whose propositions or labels see processes (a visible death or `run`
 * row) must call it, as rt_por_select does not look at vis for them.
 * rt_por_quiet: whether p has them. */
void rt_por_no_quiet(RtPor *p);
int rt_por_quiet(const RtPor *p);

/* Successors of s as MccModel.next, excl the same.  With rest == 0: the
 * reduced set; returns 1 if it left some successor out (the state is
 * "reduced"), else 0.  With rest != 0: exactly the successors a call
 * with rest == 0 on the same state left out; returns 0.  A state inside
 * an atomic sequence (excl >= 0) is never reduced. */
int rt_por_next(RtPor *p, const uint8_t *s, int excl, int rest, MccSuccFn cb,
		void *ctx);

/* The reduced set of the product of an LTL check (product.h): among the
 * n successors of s (excl -1) that next() reported (steps, in its order;
 * MCC_STEP_REPORT steps may be left out), choose a reduced set with no
 * enabled row r that has vis[r] set (vis: nrows bytes, or NULL for no
 * restriction); pick[i] = 1 for the steps chosen.  Returns 1 if the set is
 * a proper subset (2: the set is a quiet end), else 0 (every pick[i] = 1).  Deterministic: the same
 * state and steps give the same choice.  Counts in rt_por_stats as
 * rt_por_next does. */
int rt_por_select(RtPor *p, const uint8_t *s, const MccStep *steps, int n,
    const uint8_t *vis, uint8_t *pick);

/* The table as the visibility analysis of LTL checks reads it: rows
 * (ntrans + nproctypes), whether row r touches object obj in one of
 * `modes` (MCC_POR_*; a row out of range: yes), its flags (out of range:
 * MCC_POR_GLOBAL) and its proctype (-1). */
int rt_por_nrows(const RtPor *p);
int rt_por_row_touches(const RtPor *p, int r, int obj, int modes);
int rt_por_row_flags(const RtPor *p, int r);
int rt_por_row_proctype(const RtPor *p, int r);

RtPorStats *rt_por_stats(RtPor *p);
const char *rt_por_name(const RtPor *p);
/* The reduction p computes (RT_POR_STUBBORN or RT_POR_AMPLE). */
int rt_por_algo(const RtPor *p);
/* Add the counts of `from` to `to`. */
void rt_por_stats_add(RtPorStats *to, const RtPorStats *from);
/* pan's report of the counts: the line "partial order reduction: ..."
 * and the JSON members "por" (name) to "por_quiet". */
void rt_por_stats_line(FILE *f, const RtPorStats *p);
void rt_por_stats_json(FILE *f, const char *name, const RtPorStats *p);

#endif
