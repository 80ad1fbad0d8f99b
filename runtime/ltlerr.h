/*
 * ltlerr.h -- errors in the scope of a property.
 *
 * Spin's `pan -a` (and `-l`) reports more than acceptance cycles: a
 * system step that raises an error (a failed assertion, a bad index, ...)
 * in a state the product of model and claim reaches, and a never claim
 * that reaches its end or fails one of its own assertions.  The emptiness
 * checks look for cycles only; this search looks for those events, in the
 * product with the whole property automaton, breadth first (one system
 * step per edge: the path found is a shortest one, and its steps are the
 * trail).
 */
#ifndef RT_LTLERR_H
#define RT_LTLERR_H

#include <stdint.h>
#include "runtime/product.h"

/* What the search found. */
enum {
	RT_ERR_NONE,          /* nothing: no such event is reachable */
	RT_ERR_SYSTEM,        /* a system step raised `err` */
	RT_ERR_CLAIM_END,     /* the claim reached its end */
	RT_ERR_CLAIM_ASSERT,  /* the claim failed an assertion (the claim
	                         state's label is the assertion) */
	RT_ERR_INCOMPLETE     /* stopped: memory limit or interrupted */
};

typedef struct RtErrSearch {
	/* in */
	RtProduct *p;            /* product with the whole automaton; the
	                            search sets p->raw while it runs */
	const uint8_t *qfinal;   /* per automaton state: 0, 1 end of the
	                            claim, 2 failed claim assertion; or NULL */
	uint64_t memlim;         /* bytes, 0 none */
	volatile int *stop;      /* raised asynchronously: stop */
	/* out */
	int kind;                /* RT_ERR_* */
	MccStep err;             /* RT_ERR_SYSTEM: the step that raised it */
	uint32_t q;              /* claim kinds: the claim state reached */
	MccStep *path;           /* system steps from the initial state to
	                            the event, the event's step last (malloc'd;
	                            NULL if none) */
	uint64_t npath;
	uint64_t states;         /* product states stored */
	uint64_t transitions;    /* product edges followed */
	uint64_t memory;         /* peak bytes */
} RtErrSearch;

/* Run the search; returns r->kind.  Free r->path when done. */
int rt_ltl_errors(RtErrSearch *r);

#endif
