/*
 * trail.h -- error trails: the steps from the initial state to an error.
 *
 * File format (text, one step per line, in order):
 *     STEP:PID:TRANS            a step of one process
 *     STEP:PID:TRANS:PID2:TRANS2  a rendezvous (sender, receiver)
 * STEP counts from 1; PID is the process that moved; TRANS its transition
 * id (index in mcc_model.trans, -1 for the step where the process dies).
 * Atomic steps are included.  Lines starting with '#' are comments.
 * Replay matches each line against the successors of the current state by
 * (pid, trans, pid2, trans2).
 *
 * LTL counterexamples (lassos, runtime/ltlcheck.h) extend the format:
 *     #ltl KEY VALUE            header: the property and automaton part
 *     STEP:PID:TRANS... @E      E: the property automaton edge taken (-1:
 *                               none, inside an atomic sequence)
 *     STEP:-1:-1 @E             the system stutters (it has no move)
 *     #cycle                    the following steps form the cycle, which
 *                               ends in the state where it starts
 * Readers of plain trails skip the comments and ignore " @E".
 */
#ifndef RT_TRAIL_H
#define RT_TRAIL_H

#include <stddef.h>
#include <stdint.h>
#include "runtime/model.h"

/* Write `n` steps to file `path`: 0, or -1 with errno set. */
int rt_trail_write(const char *path, const MccStep *steps, uint64_t n);

/* Read the trail in `path` into a malloc'd array *steps of *n steps (flags,
 * error fields zero).  0, or -1 with a message printed. */
int rt_trail_read(const char *path, MccStep **steps, uint64_t *n);

/* A lasso trail. */
typedef struct RtLassoTrail {
	MccStep *steps;       /* n system steps (pid -1: stutter) */
	int32_t *aedge;       /* automaton edge of each step (-1: none, the
	                         automaton does not move), -2 if absent */
	uint64_t n;           /* steps */
	uint64_t cycle;       /* index of the first step of the cycle */
	int has_cycle;        /* a #cycle line was seen */
	char **keys, **vals;  /* the #ltl KEY VALUE headers (malloc'd) */
	int nkv;
} RtLassoTrail;

/* Write a lasso trail: nkv header pairs, n steps, the cycle starting at
 * step index `cycle`.  0, or -1 with errno set. */
int rt_trail_write_lasso(const char *path, const char *const *keys,
    const char *const *vals, int nkv, const MccStep *steps,
    const int32_t *aedge, uint64_t n, uint64_t cycle);

/* Read any trail as a lasso trail; 0, or -1 with a message printed. */
int rt_trail_read_lasso(const char *path, RtLassoTrail *t);

/* The value of header KEY or NULL. */
const char *rt_lasso_trail_get(const RtLassoTrail *t, const char *key);

void rt_lasso_trail_free(RtLassoTrail *t);

/* The default trail name stem for model m: the base name of m->source
 * (Spin names trails after the model file: model.pml.trail). */
const char *rt_trail_stem(const MccModel *m);

/* Format "<stem><k>.trail" (k > 0) or "<stem>.trail" (k == 0) into buf. */
void rt_trail_name(char *buf, size_t n, const char *stem, uint64_t k);

#endif
