/*
 * sim.h -- printing steps as spin -p / spin -t -p -g -l do, trail replay
 * (pan -r), random (--simulate) and interactive (--interactive) simulation.
 * All return a pan exit status (rt.h).
 */
#ifndef RT_SIM_H
#define RT_SIM_H

#include <stdio.h>
#include "runtime/model.h"
#include "runtime/options.h"

/* The statements a step executed inside a d_step (MccModel.dstep_*),
 * each with the successor as it stood after it. */
typedef struct RtDStepRec {
	int n, cap;            /* records */
	int32_t *k;            /* statement numbers */
	uint8_t *s;            /* n states of the model's state_size bytes */
} RtDStepRec;

void rt_dstep_rec_free(RtDStepRec *r);

typedef struct RtQNames RtQNames;

/* How steps are printed. */
typedef struct RtPrinter {
	const MccModel *m;     /* the model (borrowed) */
	FILE *f;               /* output */
	int replay;            /* 1: trail replay wording, 0: simulation */
	int created;           /* processes created so far (initial ones too) */
	int pid_shift;         /* added to pids to indent printf output: 1 in
	                          a replay with a never claim, which Spin
	                          counts as process 0 */
	int quiet;             /* 1: print the model's output only, not the
	                          steps (spin without -p) */
	RtDStepRec drec;       /* the d_step statements of the step being
	                          printed (rt_print_output fills it) */
	RtQNames *qn;          /* Spin's queue numbers (printq.c): NULL
	                          before rt_print_start, or without queues */
} RtPrinter;

/* Start printing a run from its initial state init: the queue numbers of
 * the initial processes' channels (rt_q_start).  rt_print_free frees
 * what a printer holds (not the printer). */
void rt_print_start(RtPrinter *p, const uint8_t *init);
void rt_print_free(RtPrinter *p);

/* Channel queues as Spin's simulator prints them (printq.c).  rt_q_touch:
 * a statement of a process of proctype pt (-1: unknown) with text `text`
 * was executed, making the global channels it names; rt_q_new_procs: the
 * processes new in `after` started, making their local channels;
 * rt_q_print: the queues channel variable `row` (MccModel.vars) at base
 * names in state s, "\t\tqueue Q (PREFIXNAME): [..]" each. */
void rt_q_start(RtPrinter *p, const uint8_t *init);
void rt_q_free(RtPrinter *p);
void rt_q_touch(RtPrinter *p, int pt, const char *text);
void rt_q_new_procs(RtPrinter *p, const uint8_t *before, const uint8_t *after);
void rt_q_print(RtPrinter *p, const char *prefix, int row, const uint8_t *base,
		const uint8_t *s);

/* The state numbers printed in "(state N)": Spin's when the model has
 * them (MccLocInfo.spin_no, MccTransInfo.spin_no), else mcc's location. */
static inline int rt_loc_state(const MccModel *m, int pt, int loc)
{
	if (pt < 0 || pt >= m->nproctypes || loc < 0 ||
	    loc >= m->proctypes[pt].nlocs)
		return loc;
	int no = m->proctypes[pt].locs[loc].spin_no;
	return no ? no : loc;
}

static inline int rt_trans_state(const MccTransInfo *ti)
{
	return ti->spin_no ? ti->spin_no : ti->src;
}

/* Print the output of the model's printf and printm statements that step
 * `st` from state `before` executes, indented as Spin does (output.c). */
void rt_print_output(RtPrinter *p, const uint8_t *before, const MccStep *st);

/* Print the output of step number `no` going from `before` to `after`, then
 * (unless p->quiet) the step and the global and
 * local variables whose value changed.  A rendezvous prints two lines, the
 * send as step `no` and the receive as `no + 1`, as Spin numbers them. */
void rt_print_step(RtPrinter *p, uint64_t no, const uint8_t *before,
		   const MccStep *st, const uint8_t *after);

/* Print "spin: FILE:LINE, Error: ..." for a step from state s that raised
 * an error (the process-slot limit: and how to raise it). */
void rt_print_error(RtPrinter *p, const MccStep *st, const uint8_t *s);

/* Spin's wording of error MCC_ERR_* `err` ("assertion violated"...). */
const char *rt_err_wording(int err);

/* Print the final dump: "#processes: N", globals, each process with its
 * location and locals, "N processes created". */
void rt_print_final(RtPrinter *p, uint64_t no, const uint8_t *s);

/* Print the processes of the initial state ("creates proc" lines). */
void rt_print_creates(RtPrinter *p, const uint8_t *s);

/* Replay the plain trail in file `name` (pan -r). */
int rt_replay(const MccModel *m, const RtOptions *o, const char *name);
int rt_simulate(const MccModel *m, const RtOptions *o);

#endif
