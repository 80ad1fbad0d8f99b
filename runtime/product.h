/*
 * product.h -- the on-the-fly product of the model with a property
 * automaton, as an EcGraph (runtime/ec/ec.h) for the emptiness checks.
 *
 * A product state is the model's state vector, then (4-byte aligned) the
 * automaton state q (uint32) and the pid holding an atomic sequence
 * (int32, -1 none): successors depend on it (model.h), so it is part of
 * the state.  Padding is zero, so equal bytes = equal states.
 *
 * Atomic chains: as Spin does not store the states inside an atomic
 * sequence, the product collapses them: a step entering an atomic sequence
 * is followed at once through the sequence's steps (a DFS over every
 * branch) to the states where it ends; only those are reported, on one
 * edge whose step is the chain's first step and whose marks are the union
 * of the chain's.  Where the atomic process blocks (the model reports
 * MCC_STEP_BROKEN steps) or nothing can move, the sequence has ended: as
 * Spin, which stores such a state and lets the claim move again, the
 * product reports (s', q, -1) there (its successors are the same as with
 * excl set), in both modes.  A chain is also cut, its state reported
 * with excl >= 0, where it meets one of its own states again (a loop
 * inside the sequence: reported with RT_LOOP_FLAG, below) or after
 * RT_CHAIN_MAX steps.  This is the step-by-step product (p->raw) with the
 * paths through unreported states contracted, so cycles and their marks
 * are the same (p->raw never sets the loop flag: the lasso expansion and
 * the replay take it from the lasso and the trail).
 * rt_product_expand_lasso turns a lasso back into single steps, for
 * trails.
 *
 * Semantics (Spin's): in (s, q) the automaton moves first: every edge
 * q -> q' whose label holds on s (propositions evaluated on s) is combined
 * with every system successor s' of s (computed once for s);  if s has no
 * successor at all (deadlock or every process gone) the system stutters:
 * (s, q') with no system step; except under -l (np), where such a state
 * has no successor (Spin does not count a run that ends as a
 * non-progress cycle).  Inside an atomic sequence (excl >= 0) the
 * automaton does not move, as Spin suspends the never claim until the
 * sequence ends: successors (s', q, ...) carry no automaton edge (aedge
 * -1) and no progress mark; their property marks are those common to all
 * edges of q that stay in q's SCC (see rt_product_stay), so a cycle's
 * marks are those of its automaton moves; the automaton reads only the
 * states where no atomic sequence is running, and those where an atomic
 * loop closes (RT_LOOP_FLAG: there it moves, and the sequence goes on).
 *
 * Acceptance marks of an edge, bit layout:
 *   [0, prop_sets)               the automaton edge's marks (if the
 *                                automaton has no set, bit 0 on every edge:
 *                                every cycle accepts);
 *   np_bit (-l)                  Fin: the edge leaves a progress state (some
 *                                process at a `progress` label);
 *   [np_shift, +nnp) (--np-rabin) one per pid: the pid is at a progress
 *                                label in the source state (then no np_bit);
 *   [fair_shift, +nfair) (-f)    Inf, one per pid: the pid moves in the
 *                                step, or has no step enabled in s.
 * Partial-order reduction (rt_product_set_por; runtime/por/README.md,
 * "LTL checks"): at a stored state (s, q, -1) the system moves are a
 * reduced set chosen on s (rt_por_select) with no visible move, combined
 * with every automaton edge as above; the state is expanded fully instead
 * when one of the product successors through the reduced set was expanded
 * before (or is the state itself), the cycle proviso.  The decision is
 * kept per product state (a table of whole states, owned by the product)
 * from the first expansion on, so every pass of a check sees the same
 * reduced graph; the clones of a parallel check share the table (under
 * a lock), a state is decided once, by the first worker that expands it,
 * and the others wait for its decision: every worker sees the same
 * reduced graph too.  States inside atomic sequences and raw mode (trail
 * expansion) are never reduced.
 * Lifetime: an RtProduct borrows the model, the compiled automaton and the
 * proposition evaluators; it owns its buffers (rt_product_free).
 */
#ifndef RT_PRODUCT_H
#define RT_PRODUCT_H

#include <stdint.h>
#include "runtime/model.h"
#include "runtime/succbuf.h"
#include "runtime/expr.h"
#include "runtime/ec/ec.h"
#include "runtime/por/por.h"
#include "ltl/ltl.h"

/* How one local proposition of the automaton is evaluated. */
typedef struct RtAp {
	int compiled;          /* index in m->ltl->ap_text, or -1 */
	RtExpr *expr;          /* run-time expression (compiled < 0) */
} RtAp;

/* One level of the successor computation: lv[0] the state being
 * expanded, lv[d] the d-th state of an atomic chain. */
typedef struct RtLevel {
	RtSuccBuf b;           /* its successors */
	const uint8_t *state;  /* the state expanded */
	int32_t excl;          /* and its atomic pid */
} RtLevel;

/* Longest atomic chain collapsed into one product edge; a longer one is
 * cut there (the state reached is stored). */
enum { RT_CHAIN_MAX = 1000 };

/* In the excl word of a product state (s, q, excl): an atomic sequence of
 * excl loops and the loop closes at s.  A run that never leaves such a
 * loop would leave the automaton suspended forever; instead the automaton
 * reads s and moves there (once per turn of the loop), as if the claim
 * were stuttering along the loop, so such runs are judged on the states
 * where the loop closes, whatever the acceptance encoding. */
#define RT_LOOP_FLAG 0x40000000

/* Step information of a product edge (EcGraph step bytes). */
typedef struct RtPStep {
	MccStep st;            /* the system step; st.pid = -1: stutter */
	int32_t aedge;         /* automaton edge index in aut->edges, -1: the
	                          automaton does not move (atomic sequence) */
	uint32_t marks;        /* acceptance marks of the product edge */
} RtPStep;

typedef struct RtProduct {
	const MccModel *m;     /* the model (borrowed) */
	const LtlCompiled *aut;/* property automaton (borrowed) */
	const RtAp *aps;       /* evaluators of aut's local APs (borrowed) */
	uint32_t qoff;         /* offset of q in a product state */
	uint32_t psize;        /* product state size */
	uint32_t prop_sets;    /* mark bits used by the automaton */
	int all_accept;        /* automaton without sets: bit 0 everywhere */
	int np;                /* -l: np_bit is a Fin mark (RT_SYS_ACCEPT: an
	                          Inf mark for the processes' accept labels) */
	uint32_t np_bit;
	int fair;              /* -f: weak fairness marks */
	uint32_t fair_shift, nfair;
	int fair_overflow;     /* a pid >= nfair moved (fairness incomplete) */
	uint64_t sys_errors;   /* system steps that raised an error (not
	                          counting assertions with ignore_assert) */
	int ignore_assert;     /* -A: assertion and index errors are none */
	int xclaim_off;        /* --por=off: xr/xs claims are not checked
	                          (MCC_ERR_XCLAIM is none), as with Spin's
	                          -DNOREDUCE */
	int procs_full;        /* process slots of the verifier, once a
	                          system step met that limit
	                          (MCC_ERR_TOO_MANY_PROCS): the model is cut
	                          there, the check has no verdict */
	volatile int *halt;    /* set to 1 with procs_full (the check's stop
	                          flag), or NULL */
	int halt_on_err;       /* set *halt at the first error too (an
	                          emptiness check: Spin's pan stops at the
	                          first error it meets; the search for errors
	                          then finds its trail) ... */
	int err_halted;        /* ... and it did */
	int err_seen;          /* an error was counted since it was cleared
	                          (the search for errors, ltlerr.c) ... */
	MccStep err_step;      /* ... the first such step (MCC_STEP_REPORT for
	                          an error that leaves a guard blocked) */
	MccStep init_err;      /* the error raised creating the initial
	                          state's processes (init_err.error 0: none),
	                          reported at depth 0 by the search for
	                          errors */
	EcGraph g;             /* the graph handed to the checks */
	RtLevel *lv;           /* successor buffers: lv[0] of the state being
	                          expanded, lv[d] of the d-th state of an
	                          atomic chain (RT_CHAIN_MAX + 1 of them) */
	int raw;               /* report every step of atomic sequences (no
	                          chain collapse; trail replay) */
	uint8_t *out;          /* one product state being reported */
	uint8_t *cur;          /* copy of the model state being expanded */
	uint32_t *stay;        /* per automaton state: marks of a step where
	                          the automaton rests (atomic sequences) */
	EcPair *pairs;         /* automaton acceptance not generalized Büchi:
	                          its generalized Rabin pairs (with the -l Fin
	                          and -f Inf marks added to each), g.pairs */
	uint32_t npairs;
	uint32_t np_shift;     /* np == RT_NP_RABIN: mark np_shift + pid when */
	uint32_t nnp;          /*   pid < nnp is at a progress label in the
	                          source state */
	RtPor *por;            /* partial-order reduction (owned) or NULL */
	uint8_t *vis;          /* per POR row: visible (owned) or NULL (no
	                          visibility condition: tests only) */
	int no_proviso;        /* tests only: no cycle proviso */
	uint8_t *pick;         /* per successor of lv[0]: in the reduced set */
	uint32_t pick_cap;
	int picking;           /* lv[0]'s steps are filtered by pick */
	struct RtPorMemo *memo;/* decision per product state (owned; shared
	                          with the clones, under its lock) */
	RtPorStats pst;        /* counts of the decisions (first expansions):
	                          states tried, reduced, their sizes, proviso */
} RtProduct;

/* rt_product_init's np argument: 0 none, RT_NP_SPIN (-l: Fin on the edges
 * leaving progress states), RT_NP_RABIN (-l --np-rabin: one generalized
 * Rabin pair per process with a progress label, Fin(its progress marks) &
 * Inf(the progress marks of every other such process): a process that
 * stops progressing while the others progress infinitely often). */
enum { RT_NP_SPIN = 1, RT_NP_RABIN = 2,
	RT_SYS_ACCEPT = 3, /* not -l: pan -a without a property, an Inf mark
	                     (np_bit) on the edges leaving states where a
	                     process is at an accept label (aut: no sets) */
	RT_SYS_ACCEPT_OR = 4 /* a property and accept labels in the
	                     processes: as Spin, a cycle accepts if the
	                     automaton accepts it or it passes a process's
	                     accept label (np_bit, one more pair) */
};

enum { RT_PRODUCT_GENERAL = 0 };

/* Set up the product of m and aut.  strength: what the caller guarantees
 * about aut (EC_STRENGTH_*); np / fair as -l / -f.  Returns 0, or -1 (too
 * many marks: message printed, or out of memory). */
int rt_product_init(RtProduct *p, const MccModel *m, const LtlCompiled *aut,
    const RtAp *aps, EcStrength strength, int np, int fair);
void rt_product_free(RtProduct *p);

/* Does a cycle whose edges carry `marks` accept? */
int rt_product_accepts(const RtProduct *p, uint32_t marks);

/* Split a product state: q, the atomic pid (-1 none), the loop flag. */
uint32_t rt_product_q(const RtProduct *p, const uint8_t *ps);
int rt_product_excl(const RtProduct *p, const uint8_t *ps);
int rt_product_loop(const RtProduct *p, const uint8_t *ps);
/* Set the loop flag of ps (a state inside an atomic sequence): trail
 * replay, where the trail has the automaton move inside the sequence. */
void rt_product_set_loop(const RtProduct *p, uint8_t *ps);

/* Valuation of aut's local APs on model state s. */
uint64_t rt_product_val(const RtProduct *p, const uint8_t *s);

/* Replace the steps of l (found on p with chain collapse) by single
 * system steps, as p->raw would report them; 0, or -1 (no expansion found
 * or out of memory: l unchanged). */
int rt_product_expand_lasso(RtProduct *p, EcLasso *l);

/* Reduce the product by partial-order reduction: por (whose algorithm
 * the clones' own choosers use) and vis (per row of por: the move may
 * change a proposition of the automaton) are owned by p from now on.
 * Call before the check runs. */
void rt_product_set_por(RtProduct *p, RtPor *por, uint8_t *vis);

/* Bytes of a product state of model m: the model's state, padded to 4
 * bytes, then the automaton's 8. */
uint32_t rt_product_state_size(const MccModel *m);

/* The visible rows of por for the propositions aps[0..naps) of a
 * property (runtime/por/visible.c), and for the locations of the
 * processes flagged `locflags` (MCC_LOC_PROGRESS: -l, Spin's np_ is true
 * when no process is at a progress label; MCC_LOC_ACCEPT: the accept
 * labels of the processes with -a): a malloc'd array of
 * rt_por_nrows(por) bytes, or NULL with *why saying why no reduction is
 * possible. */
uint8_t *rt_product_visible(const MccModel *m, RtPor *por, const RtAp *aps,
    unsigned naps, unsigned locflags, const char **why);

/* Is some process of s at a progress label? */
int rt_model_progress(const MccModel *m, const uint8_t *s);

#endif
