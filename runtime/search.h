/*
 * search.h -- what every exploration (DFS, BFS) shares: the model, the
 * options, the state store, the counters, error handling with trails, the
 * record of executed transitions for the unreached-code report, progress
 * lines and the stop flag.
 *
 * Counters follow Spin's pan (see man/pan.1):
 *   stored   states inserted in the store, the initial state included;
 *            states inside atomic sequences (MCC_STEP_ATOMIC) are never
 *            stored;
 *   matched  non-atomic successors found already stored, plus successors
 *            cut off by the -m depth bound;
 *   atomic   MCC_STEP_ATOMIC steps executed (counted even when the
 *            successor is then cut off by -m, as Spin does);
 *   transitions = stored + matched (Spin's definition).
 * Depth: the initial state is at depth 0; a successor of a state at depth d
 * is at depth d + 1, atomic ones included, and at depth d + 2 when the step
 * is a rendezvous (pid2 >= 0): Spin counts the send and the receive as two
 * steps (the state between them is never stored).
 * Lifetime: an RtSearch borrows the model and options; it owns the store.
 */
#ifndef RT_SEARCH_H
#define RT_SEARCH_H

#include <signal.h>
#include <stdint.h>
#include "runtime/model.h"
#include "runtime/options.h"
#include "runtime/store/store.h"
#include "runtime/mem.h"
#include <stdio.h>

/* Why a search ended early (0: it did not). */
enum {
	RT_STOP_NONE = 0,
	RT_STOP_ERRORS,    /* -cN errors reached */
	RT_STOP_MEMORY,    /* --memlim reached or out of memory */
	RT_STOP_INTERRUPT, /* SIGINT */
	RT_STOP_PROCS      /* a `run` found every process slot in use
	                      (MCC_ERR_TOO_MANY_PROCS): the model is cut
	                      there, so the search stops (mcc --max-procs
	                      raises the limit) */
};

typedef struct RtStats {
	uint64_t stored;       /* states stored (see above) */
	uint64_t matched;      /* states matched (see above) */
	uint64_t atomic;       /* atomic steps */
	uint64_t errors;       /* errors found */
	uint64_t depth_max;    /* deepest state explored */
	uint64_t truncated;    /* successors cut off by -m */
	uint64_t stack_bytes;  /* peak bytes of the search stack or queue */
	double time_s;         /* elapsed seconds */
} RtStats;

typedef struct RtSearch {
	const MccModel *m;          /* the model (borrowed) */
	const RtOptions *opt;       /* options (borrowed) */
	RtMem mem;                  /* memory accounting for --memlim */
	SsStore *store;             /* the state store (owned) */
	RtStats st;                 /* counters */
	uint8_t *trans_seen;        /* per transition: executed at least once */
	uint8_t *init_state;        /* copy of the initial state */
	int init_err;               /* MCC_ERR_* raised creating the initial
	                               state's processes (an xr/xs claim on a
	                               channel still 0), 0 if none */
	uint8_t *scratch;           /* one state vector of scratch space */
	int stop;                   /* RT_STOP_*: set to end the search */
	int fatal_pending;          /* the error being reported ends the search
	                               whatever -c says (Spin's Uerror: a
	                               priority out of range, too many fields
	                               in a receive) */
	volatile sig_atomic_t *interrupted; /* set by SIGINT, may be NULL */
	int procs_full;             /* process slots of the verifier, once a
	                               step met the limit (RT_STOP_PROCS) */
	char last_msg[256];         /* last error printed (Spin prints an error
	                               again only when the text changes) */
	double t_start;             /* start time (monotonic seconds) */
	double t_progress;          /* time of the last progress line */
	uint64_t poll;              /* countdown to the next time check */
	uint64_t order_seed;        /* the order in which the DFS visits the
	                               successors of each state (outside
	                               atomic sequences): 0 the model's, 1
	                               reversed, else random from this seed
	                               (--swarm runs differ by it) */
	struct RtPor *por;          /* partial-order reduction of the DFS
	                               (runtime/por/), NULL: none (owned) */
	const char *por_off;        /* --por asked but not done: why */
	uint8_t *sketch;            /* if not NULL: a HyperLogLog sketch of
	                               the states stored (swarm.h), 2^12
	                               one-byte registers */
	int trail_later;            /* rt_search_error writes no trail: the
	                               caller (the distributed search, whose
	                               paths span ranks) gathers the path of
	                               the error that wants one and writes it
	                               with rt_search_trail */
} RtSearch;

/* Set up (store, tables); 0 or -1 (message printed). */
int rt_search_init(RtSearch *rs, const MccModel *m, const RtOptions *opt);
void rt_search_free(RtSearch *rs);

/* Print the state stores (--store=list). */
void rt_store_list(FILE *f);

/* The memory limit without --memlim: 3/4 of physical memory. */
size_t rt_default_memlim(void);

/* Seconds on a monotonic clock. */
double rt_now(void);

/* Depth added by a step (see above). */
static inline uint64_t rt_step_depth(const MccStep *st)
{
	return st->pid2 >= 0 ? 2 : 1;
}

/* The depth an error is reported at, from the depth of the state it was
 * found from: an invalid end state (last == NULL) one level up, as Spin;
 * a poll raised while a rendezvous offer was pending (a report with two
 * processes) one level down, at Spin's state between send and poll. */
static inline int64_t rt_error_depth(uint64_t depth, const MccStep *last)
{
	if (!last)
		return (int64_t)depth - 1;
	return (int64_t)depth + ((last->flags & MCC_STEP_REPORT) && last->pid2 >= 0);
}

/* Record that step `st` was executed (for the unreached report). */
static inline void rt_search_mark(RtSearch *rs, const MccStep *st)
{
	if (st->trans >= 0 && st->trans < rs->m->ntrans)
		rs->trans_seen[st->trans] = 1;
	if (st->trans2 >= 0 && st->trans2 < rs->m->ntrans)
		rs->trans_seen[st->trans2] = 1;
}

/* The error text for a step with step->error set, into buf. */
void rt_error_text(const MccModel *m, const MccStep *st, char *buf, size_t n);

/* Is the error of `st` reported under the options? */
int rt_error_enabled(const RtSearch *rs, const MccStep *st);
/* A step about to be taken or reported (MCC_STEP_REPORT): mark its
 * transition reached; 1 and its message in buf if its error is to be
 * reported (enabled, and the search not stopped), else 0.  `succ` is the
 * step's successor (for MCC_ERR_TOO_MANY_PROCS: its process count is the
 * verifier's number of process slots, kept in rs->procs_full). */
int rt_step_error(RtSearch *rs, const MccStep *st, const uint8_t *succ,
		  char *buf, size_t n);

/* Report an error found at `depth` (with rs->procs_full: the process-slot
 * limit, which stops the search and counts as no error; Spin reports an
 * invalid end state at
 * the deadlocked state's depth minus one, -1 for the initial state; callers
 * pass what is to be printed); `path` (n steps from the initial state)
 * leads to the error.  Prints, counts, writes the trail as -c/-e ask, and
 * sets rs->stop when the search must end. */
/* Report the error of the initial state (init_err) at depth 0 with an
 * empty trail, as Spin's pan reports an error raised while it adds the
 * active processes; `quiet`: decide only (the other ranks of --mpi).
 * Returns 1 if the search must not start (-c1, the default). */
int rt_search_start_error(RtSearch *rs, int quiet);
void rt_search_error(RtSearch *rs, const char *msg, int64_t depth,
		     const MccStep *path, uint64_t n);

/* Write the trail of error number k (0: not numbered, the run's only
 * trail) and say so ("pan: wrote NAME"). */
void rt_search_trail(RtSearch *rs, uint64_t k, const MccStep *path,
		     uint64_t n);

/* Will the next error write a trail (so that its path is needed)?  The
 * searches build the path only then: with -c0 and many errors, copying a
 * deep path per error would dominate the run. */
static inline int rt_search_error_wants_path(const RtSearch *rs)
{
	return rs->opt->every_error || rs->st.errors + 1 == rs->opt->stop_at ||
	    rs->procs_full;
}

/* The hint printed when a run meets the process-slot limit of a verifier
 * with `slots` slots (mcc --max-procs), into buf. */
void rt_procs_hint(char *buf, size_t n, int slots);

/* Called often from the search loops: checks SIGINT and prints progress
 * lines on stderr every few seconds.  Returns rs->stop. */
int rt_search_poll(RtSearch *rs, uint64_t depth);

/* Run the exploration the options ask for (DFS or BFS). */
void rt_dfs_run(RtSearch *rs);
void rt_bfs_run(RtSearch *rs);

/* Name of the model's never claim (compiled claim or never proctype), or
 * NULL if it has none. */
const char *rt_model_claim(const MccModel *m);

/* Was the whole state space explored (no stop, no -m cut)? */
int rt_search_complete(const RtSearch *rs);

#endif
