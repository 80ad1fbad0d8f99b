/*
 * trail.h -- error trails: the steps from the initial state to an error.
 *
 * Names: mcc's transition ids are not Spin's, so an mcc trail must never
 * be taken for a Spin trail.  Spin's pan writes MODEL.trail (MODELk.trail
 * with -e) and `spin -t` looks for MODEL.trail, MODEL.tra and, with the
 * model's suffix dropped, the same again (MODELk.trail with -tk); mcc's
 * names end in ".mcc.trail", which no Spin tool looks for:
 *     MODEL.mcc.trail        the one trail of a run
 *     MODELk.mcc.trail       the k-th error (-e), as Spin numbers them
 *     MODEL.NAME.mcc.trail   a violation of the ltl block NAME, or of the
 *                            k-th --ltl-file formula (NAME "formulak")
 * MODEL is the base name of the model file (model.pml).  --trail FILE
 * replaces the derived name: FILE itself, or FILE without ".trail"
 * followed by k and ".trail" for the k-th error or property.
 *
 * File format (text, one step per line, in order, after a first line
 * "#mcc-trail 1"):
 *     STEP:PID:TRANS            a step of one process
 *     STEP:PID:TRANS:PID2:TRANS2  a rendezvous (sender, receiver)
 * STEP counts from 1; PID is the process that moved; TRANS its transition
 * id (index in mcc_model.trans, -1 for the step where the process dies).
 * Atomic steps are included.  Lines starting with '#' are comments; a
 * second line "#claim 1" says the run checked a property automaton,
 * which _nr_pr counts as a process (as Spin's pan counts its claim).
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

/* The first line of every trail mcc writes. */
#define RT_TRAIL_MAGIC "#mcc-trail 1"
/* The second line of a trail found while a property automaton was
 * checked: its _nr_pr counted the claim (rt_ll_claim_procs), and so must
 * the replay's. */
#define RT_TRAIL_CLAIM "#claim 1"

/* Write `n` steps to file `path`: 0, or -1 with errno set. */
int rt_trail_write(const char *path, const MccStep *steps, uint64_t n);

/* Read the trail in `path` into a malloc'd array *steps of *n steps (flags,
 * error fields zero); *claim: 1 if it has the RT_TRAIL_CLAIM line.  0, or
 * -1 with a message printed. */
int rt_trail_read(const char *path, MccStep **steps, uint64_t *n, int *claim);

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

/* The base name of the model file (m->source), "pan" if there is none. */
const char *rt_trail_stem(const MccModel *m);

/* The name of a trail to write, into buf (see above): `file` is --trail's
 * argument or NULL, `k` 0 for the only trail or the number of the error
 * or property, `prop` the property's name part (ltl block name,
 * "formula3") or NULL; `prop` wins over `k` in derived names. */
void rt_trail_path(char *buf, size_t n, const MccModel *m, const char *file,
    uint64_t k, const char *prop);

/* Which trail pan -r replays, into buf: --trail FILE; else the trail of
 * `prop` (-N NAME) or of error `k` (-rK) if given; else the only file
 * MODEL*.mcc.trail of the current directory.  0, or -1 after a message
 * (none found, or several, listed with how to choose). */
int rt_trail_find(char *buf, size_t n, const MccModel *m, const char *file,
    uint64_t k, const char *prop);

#endif
