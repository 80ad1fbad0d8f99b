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

/* The default trail name stem for model m: the base name of m->source
 * (Spin names trails after the model file: model.pml.trail). */
const char *rt_trail_stem(const MccModel *m);

/* Format "<stem><k>.trail" (k > 0) or "<stem>.trail" (k == 0) into buf. */
void rt_trail_name(char *buf, size_t n, const char *stem, uint64_t k);

#endif
