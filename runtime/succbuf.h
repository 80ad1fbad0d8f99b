/*
 * succbuf.h -- the successors of one model state, collected from
 * MccModel.next into growable arrays, and the small step helpers the
 * walks over them share (product, simulation, trail replay).
 */
#ifndef RT_SUCCBUF_H
#define RT_SUCCBUF_H

#include <stdint.h>
#include "runtime/model.h"

typedef struct RtSuccBuf {
	uint32_t vsize;        /* bytes per model vector (set by the owner) */
	uint8_t *sbuf;         /* n successor vectors */
	MccStep *steps;        /* their steps */
	uint32_t n, cap;
	int failed;            /* the arrays could not grow */
	int drop_reports;      /* leave MCC_STEP_REPORT steps out (the LTL
	                          product: they are not moves) ... */
	uint32_t reports;      /* ... and count them here ... */
	MccStep report;        /* ... the last of them */
} RtSuccBuf;

/* MccSuccFn: append a successor to the RtSuccBuf ctx. */
void rt_succbuf_collect(void *ctx, const uint8_t *succ, const MccStep *step);

/* Collect next(s, excl) into b (emptied first); -1 if out of memory. */
int rt_succbuf_next(const MccModel *m, RtSuccBuf *b, const uint8_t *s,
    int excl);

void rt_succbuf_free(RtSuccBuf *b);

/* The process holding the atomic sequence a step enters, or -1. */
int32_t rt_step_excl(const MccStep *st);

/* Is a the step b names (trail matching: same process and transition,
 * and the same partner of a rendezvous; stutter steps, pid < 0, are
 * all alike)? */
int rt_step_same(const MccStep *a, const MccStep *b);

#endif
