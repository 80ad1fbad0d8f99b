/*
 * model.h -- the interface between generated model code and the runtime.
 *
 * In the spirit of LTSmin's PINS: the generated code (codegen/c, codegen/llvm)
 * defines exactly one object, `const MccModel mcc_model`, and the runtime
 * (libmccrt) drives exploration through it.  The runtime never includes
 * generated code; generated code includes only this header.
 *
 * States are fixed-size byte vectors of `state_size` bytes; two states are
 * the same state iff their bytes are equal (the generated code keeps padding
 * and unused process slots zeroed).
 *
 * Atomic sequences follow Spin: a step whose moving process ends inside an
 * atomic sequence is flagged MCC_STEP_ATOMIC; the runtime does not store the
 * successor (Spin's "atomic steps") and asks for its successors with
 * `excl` set to that process, so that only it may move (if it is blocked,
 * the generated code falls back to all processes and flags those steps
 * MCC_STEP_BROKEN; like Spin, the runtime then stores that state).
 * Rendezvous send+receive pairs are one step (pid + pid2).
 *
 * Generated code must not use TLS, <stdatomic.h> or __atomic builtins, and
 * may be called from several threads at once with distinct `ctx`.
 */
#ifndef MCC_MODEL_H
#define MCC_MODEL_H

#include <stdint.h>

#define MCC_MODEL_ABI 15

/* Step flags. */
enum {
	MCC_STEP_ATOMIC  = 1 << 0, /* successor is inside an atomic sequence of
	                              `pid` (receiver `pid2` for rendezvous):
	                              not stored, explored with excl = that pid */
	MCC_STEP_DEATH   = 1 << 1, /* `pid` terminated and was removed */
	MCC_STEP_TIMEOUT = 1 << 2, /* taken with `timeout` true */
	MCC_STEP_DSTEP   = 1 << 3, /* a whole d_step sequence */
	MCC_STEP_ELSE    = 1 << 4, /* an `else` edge */
	MCC_STEP_BROKEN  = 1 << 5, /* asked with excl >= 0, but that process was
	                              blocked: atomicity was lost and these are
	                              the successors of all processes.  Spin
	                              stores such a state (the runtime does) */
	MCC_STEP_REPORT  = 1 << 6  /* not a move: `error` was raised while
	                              testing the executability of `pid`'s
	                              statement `trans` (a poll of a rendezvous
	                              channel, a bad index or a division by zero
	                              in a guard), which stays blocked, as in
	                              Spin.  The successor is the state itself.
	                              The runtime reports the error and goes no
	                              further; such a step counts for nothing
	                              else (timeout, else, atomicity, end
	                              states, the LTL product) */
};

/* Errors raised while executing a step (the successor is still reported). */
enum {
	MCC_ERR_NONE = 0,
	MCC_ERR_ASSERT,        /* assertion violated (info: transition id) */
	MCC_ERR_INDEX,         /* array index out of range */
	MCC_ERR_DIV0,          /* division or modulo by zero */
	MCC_ERR_CHAN,          /* use of an uninitialized / bad channel */
	MCC_ERR_DSTEP_BLOCK,   /* d_step sequence blocked inside */
	MCC_ERR_TOO_MANY_PROCS,/* run beyond the process limit */
	MCC_ERR_C_CODE,        /* embedded C reported an error */
	MCC_ERR_RANGE,         /* DVE: value out of its variable's range */
	MCC_ERR_ENABLED,       /* enabled() of the process itself, or nested
	                          too deep (a loop of enabled() guards) */
	MCC_ERR_RV_POLL,       /* c?[..] on a rendezvous channel
	                          (Spin: "error to poll rendezvous channel") */
	MCC_ERR_RV_POLL_ASSERT,/* both: an assertion whose expression polled a
	                          rendezvous channel (the poll is false) and
	                          then failed; two errors, as in Spin */
	MCC_ERR_PRIORITY,      /* set_priority / _priority = outside 1..255 */
	MCC_ERR_SEND_ARGS,     /* a send with fewer fields than its channel */
	MCC_ERR_RECV_ARGS,     /* a receive with fewer fields (or more, on a
	                          channel of one field) */
	MCC_ERR_RECV_MANY,     /* a receive with more fields than a channel
	                          of several (Spin: fatal) */
	MCC_ERR_RV_DSTEP,      /* a send on a rendezvous channel inside a
	                          d_step (Spin: "rv-attempt in d_step", fatal) */
	MCC_ERR_XCLAIM,        /* an xr/xs claim on a channel variable that
	                          is 0 when its process is created (Spin:
	                          "x[rs] claim on uninitialized channel") */
	MCC_ERR_XOWN,          /* a send (receive) on a channel that another
	                          process claimed xs (xr), or two claims
	                          (Spin: "error, partial order reduction
	                          invalid") */
	MCC_ERR_XS_RV,         /* xs on a rendezvous channel */
	MCC_ERR_XR_RV,         /* xr on a rendezvous channel */
	MCC_ERR_RV_COPY,       /* a c?<..> statement on a rendezvous channel,
	                          also tried as the partner of a pending
	                          rendezvous offer (Spin: "polling rv chan") */
	MCC_ERR_LAST = MCC_ERR_RV_COPY
};

/* The checks of xr/xs claims (MCC_ERR_XCLAIM .. MCC_ERR_XR_RV): made, as
 * by Spin's pan, only for the reduction (not with --por=off), and not by
 * the simulator or replays. */
static inline int mcc_err_is_claim(int err)
{
	return err >= MCC_ERR_XCLAIM && err <= MCC_ERR_XR_RV;
}

/* One transition taken: what the runtime records on its stack and trail. */
typedef struct MccStep {
	int16_t pid;      /* process that moved, -1 if none */
	int16_t pid2;     /* rendezvous receiver, -1 if none */
	int32_t trans;    /* transition id of pid's move (index in trans[]);
	                     the death step of a process of proctype T has id
	                     ntrans + T, and trans[] has those entries too */
	int32_t trans2;   /* receiver's transition id, -1 if none */
	uint32_t flags;   /* MCC_STEP_* */
	int32_t error;    /* MCC_ERR_* raised while executing, 0 if none */
	int32_t error_trans; /* transition where the error happened */
	const char *error_text; /* the statement inside error_trans that
	                           failed (an assertion in a d_step), NULL:
	                           error_trans's own text and line */
	int32_t error_line;     /* error_text's source line */
} MccStep;

/* Called once per successor; `succ` is valid only during the call. */
typedef void (*MccSuccFn)(void *ctx, const uint8_t *succ, const MccStep *step);

/* Where next_part stands in the successors of one state: the runtime
 * zeroes it to start and passes it back unchanged (next_part owns the
 * fields).  12 bytes, no padding: two cursors are equal iff their bytes
 * are. */
typedef struct MccCursor {
	uint8_t stage;    /* MCC_CUR_*, or next_part's own stages between */
	uint8_t flags;    /* next_part's own bits (atomicity lost, ...) */
	uint8_t err;      /* an error raised and not yet reported, carried
	                     from one part to the next as next() carries it
	                     from one process to the next */
	uint8_t zero;     /* 0 */
	int32_t pid;      /* the process whose steps come next */
	int32_t n;        /* successors reported so far (next's count) */
} MccCursor;

enum { MCC_CUR_START = 0, MCC_CUR_DONE = 255 };

/* Transition table entry (one per IR edge). */
typedef struct MccTransInfo {
	int proctype;        /* index in proctypes[] */
	int src, dst;        /* locations within the proctype */
	const char *file;    /* source file */
	int line;            /* source line */
	const char *text;    /* statement text as Spin prints it */
	unsigned flags;      /* MCC_TRANS_* */
	int spin_no;         /* Spin's number of the statement's element (the
	                        "(state N)" of spin -p), 0 if unknown */
} MccTransInfo;

enum {
	MCC_TRANS_ATOMIC = 1, /* target is inside an atomic sequence */
	MCC_TRANS_DSTEP  = 2,
	MCC_TRANS_ASSERT = 4,
	MCC_TRANS_ELSE   = 8
};

/* Location (control state) flags, mirror IR_LOC_*. */
enum {
	MCC_LOC_END      = 1 << 0,
	MCC_LOC_PROGRESS = 1 << 1,
	MCC_LOC_ACCEPT   = 1 << 2,
	MCC_LOC_ATOMIC   = 1 << 3,
	MCC_LOC_FINAL    = 1 << 4,
	MCC_LOC_INIT     = 1 << 5,
	MCC_LOC_COMMIT   = 1 << 6
};

typedef struct MccLocInfo {
	int line;            /* line of the statement starting here (0 none) */
	const char *text;    /* text of the first statement leaving here */
	unsigned flags;      /* MCC_LOC_* */
	const char *label;   /* first user label or NULL */
	int spin_no;         /* Spin's number of the state (pan -d,
	                        pc_value()), 0 if unknown */
	int spin_line;       /* the line Spin gives that state (an if/do
	                        head: its keyword's, where `line` is its
	                        first option's); 0: `line` */
} MccLocInfo;

typedef struct MccProcInfo {
	const char *name;
	int kind;            /* 0 proctype, 1 init, 2 never, 3 trace, 4 notrace */
	int nlocs;
	const MccLocInfo *locs;
	int nparams;
} MccProcInfo;

/* Variable types as the runtime sees them (for printing and propositions). */
enum {
	MCC_VT_BIT, MCC_VT_BOOL, MCC_VT_BYTE, MCC_VT_SHORT, MCC_VT_INT,
	MCC_VT_UNSIGNED, MCC_VT_MTYPE, MCC_VT_CHAN, MCC_VT_PID
};

/* A scalar or array of scalars in the state vector.  Record variables are
 * flattened: `r.f[2]` appears as name "r.f" with count 3. */
typedef struct MccVarInfo {
	const char *name;
	int proctype;        /* -1 for globals, else owning proctype */
	int offset;          /* byte offset: globals from the state start,
	                        locals from the process frame start */
	int type;            /* MCC_VT_* */
	int size;            /* bytes per element (1, 2 or 4) */
	int count;           /* 1 for scalars, N for arrays */
	int bits;            /* MCC_VT_UNSIGNED width */
	int hidden;          /* not in the state vector (offset into hidden area) */
} MccVarInfo;

/* One dead-variable reset: `bytes` bytes at `off` in the moving process's
 * frame are zeroed; `var` is the row in MccModel.vars. */
typedef struct MccDeadVar {
	int32_t var;
	int32_t off;
	int32_t bytes;
} MccDeadVar;

typedef struct MccModel {
	int abi;                     /* MCC_MODEL_ABI */
	const char *name;            /* model name (source basename) */
	const char *source;          /* source file path as given to mcc */
	uint32_t state_size;         /* bytes per state vector */

	/* Write the initial state into `s` (state_size bytes).  Returns the
	 * MCC_ERR_* raised while creating its processes (MCC_ERR_XCLAIM),
	 * 0 if none: the search reports it at depth 0, as Spin's pan does. */
	int (*initial)(uint8_t *s);

	/* Call `cb` for every successor of `s`; `excl` is the process holding
	 * an atomic sequence or -1.  Returns the number of successors. */
	int (*next)(const uint8_t *s, int excl, MccSuccFn cb, void *ctx);

	/* Number of processes alive in `s`, and for each its proctype,
	 * current location and frame offset in the vector. */
	int (*nprocs)(const uint8_t *s);
	int (*proc_type)(const uint8_t *s, int pid);
	int (*proc_loc)(const uint8_t *s, int pid);
	int (*proc_offset)(const uint8_t *s, int pid);

	/* Is `s` a valid end state (every process at an end label or at the
	 * end of its body); with `strict` also every channel is empty (-q). */
	int (*valid_end)(const uint8_t *s, int strict);

	/* Static tables. */
	int ntrans;
	const MccTransInfo *trans;
	int nproctypes;
	const MccProcInfo *proctypes;
	int nvars;
	const MccVarInfo *vars;
	int nmtypes;
	const char *const *mtype_names; /* index = value (0 unused) */

	/* Never claim compiled in the model (-1 if none): proctype index. */
	int never;

	/* LTL support: propositions, claim, ltl blocks (never NULL). */
	const struct MccModelLtl *ltl;

	/* Dead-variable reduction (mcc without --no-deadvar): after
	 * transition t (of the sender and of the receiver of a rendezvous)
	 * next() zeroes dv[dv_start[t] .. dv_start[t+1]) of the process that
	 * took it, each only while dv_on[its var] is non-zero; entry
	 * ntrans + p, when a process of proctype p is created (its locals dead
	 * where it starts); entry ntrans + nproctypes, in the initial state.
	 * A row's variable is a global when its vars[] row says so (offset
	 * from the state's start): the write-only globals, reset after every
	 * step that writes them (Spin hides them).  The runtime
	 * clears dv_on for the variables that run-time propositions read,
	 * before it explores anything.  dv_start is NULL when nothing is
	 * reset. */
	const int32_t *dv_start;
	const MccDeadVar *dv;
	uint8_t *dv_on;              /* nvars entries */

	/* Partial-order reduction (codegen/por.c, runtime/por/): what each
	 * transition may touch, as one int32 array:
	 *   por[0] number of objects: 0 is _nr_pr, 1 + i global variable i
	 *          (a whole array or record), then one per channel queue
	 *          of the layout (a proctype's local queues stand for
	 *          those of all its instances), then, with MCC_POR_CMEM,
	 *          the C memory
	 *   por[1] nrows = ntrans + nproctypes (death steps last)
	 *   por[2] MCC_POR_OFF_* reason the model gets no reduction, or 0,
	 *          or'ed with MCC_POR_NOREDUCE (built with mcc --no-reduce:
	 *          pan's default is --por=off, as Spin's -DNOREDUCE)
	 *   por[3] the object of queue 0; por[4] the global queues (their
	 *          channel ids are 1..por[4])
	 *   por[MCC_POR_HDR + r] offset in por[] of row r (r = nrows: the
	 *          end)
	 *   row: flags (MCC_POR_*), n, then n pairs (object, mode bits
	 *        MCC_POR_R/W/SEND/RECV/G/EN/DYN), one pair per object.  A
	 *        rendezvous writes its queue, as do the steps leaving a
	 *        location where one waits; the steps entering it have EN.
	 *        A pair with object -(1 + k) is dynamic: the queue whose
	 *        channel id the moving process holds at frame offset k (a
	 *        channel variable no statement changes); when every dynamic
	 *        pair of a row names a global queue, the runtime uses those
	 *        queues instead of the row's pairs flagged MCC_POR_DYN.
	 * A transition into an atomic sequence touches what the sequence
	 * touches; `else` reads what its siblings read.  NULL: no table. */
	const int32_t *por;
	/* The generated module's descriptor (llsupport.h: the channel
	 * queues' layout), read by the message sequence charts of replayed
	 * trails (runtime/msc.h); NULL if the model has none. */
	const struct RtLlDesc *ll;

	/* next(), one part at a time (a DFS level then keeps a cursor, not
	 * its successors): report the successors of the part at *cur (the
	 * steps of one process in one round of next: the atomic holder's,
	 * then each process's from the highest pid, then the timeout round)
	 * in next's order, and advance *cur; stage MCC_CUR_DONE after the
	 * last part.  Calling it from a zeroed cursor until then reports
	 * exactly what next(s, excl) reports, flags included; a part may be
	 * empty.  Returns the successors of this part.  Calling it again
	 * from a saved cursor reports that part again (the generated code
	 * is deterministic).  NULL: the runtime uses next(). */
	int (*next_part)(const uint8_t *s, int excl, MccCursor *cur,
	    MccSuccFn cb, void *ctx);

	/* Statement merging (codegen/merge.c; off with mcc --no-merge):
	 * ntrans flags, merge[t] = 1: a process that takes transition t
	 * (the receiver's, of a rendezvous: never) stays inside a merged
	 * chain of its own steps, whose next one can always execute and
	 * touches only its own state.  rt_ll_fire then flags the step
	 * MCC_STEP_ATOMIC: the successor is not stored and only that process
	 * moves next, so the chain is one transition of the stored graph, as
	 * with spin -a.  The runtime clears every entry to turn merging off
	 * (simulation, replay, properties that could see inside a chain)
	 * before it explores anything.  NULL: nothing merges. */
	uint8_t *merge;

	/* Replay lines of d_step bodies (spin -t -p prints one line per
	 * element its simulator walks inside a d_step, all with the step's
	 * number).  The statements of all d_step bodies are numbered 0 ..
	 * ndstep - 1; while the runtime records (model.h mcc_printing() is
	 * on) the generated code calls rt_ll_dstep() after each statement
	 * it executes inside a d_step.  Statement k prints the lines
	 * dstep_lines[dstep_edge[k] .. dstep_edge[k+1]): the first for the
	 * element that took it (its own, or the if/do whose option it
	 * starts), then the jump elements walked after it.  Transition t
	 * (a d_step) prints dstep_lines[dstep_first[t] .. dstep_first[t+1])
	 * first, the first with the d_step's number and line; when that is
	 * empty, the first statement's first line takes them.  NULL: the
	 * model has no d_step. */
	int ndstep;
	const int32_t *dstep_edge;   /* ndstep + 1 offsets */
	const int32_t *dstep_first;  /* ntrans + 1 offsets */
	const struct MccDStepLine *dstep_lines;
} MccModel;

/* One replay line inside a d_step: "(state no)", line, [text]. */
typedef struct MccDStepLine {
	int no;
	int line;
	const char *text;
} MccDStepLine;

/* MccModel.por row flags. */
enum {
	MCC_POR_GLOBAL  = 1, /* accords with nothing (timeout inside an
	                        expression, remote references, enabled(),
	                        pc_value(), np_, ...) */
	MCC_POR_TIMEOUT = 2, /* its guard implies `timeout` (`timeout`, or
	                        a conjunction with it among its conjuncts):
	                        enabled only where nothing else is */
	MCC_POR_RUN     = 4, /* creates a process */
	MCC_POR_NOLOCALG = 8 /* its guard reads no local variable of its
	                        process that a statement changes (so the
	                        process staying where it is keeps the
	                        guard's local part as it is) */
};

/* MccModel.por access modes of an object. */
enum {
	MCC_POR_R    = 1, /* read (channels: len, empty, full, polls) */
	MCC_POR_W    = 2, /* written (channels: sorted send, random receive) */
	MCC_POR_SEND = 4, /* plain send on a buffered queue (appends) */
	MCC_POR_RECV = 8, /* plain receive from a buffered queue (head) */
	MCC_POR_G    = 16, /* read by the guard: whether the step is enabled
	                     (with the process at its source) depends on it */
	MCC_POR_EN   = 32, /* not an access: the step may enable steps whose
	                     guard reads the object (it enters a location
	                     where a rendezvous on that queue waits) */
	MCC_POR_DYN  = 64, /* a queue the step may name only through one of
	                     its dynamic pairs (see MccModel.por) */
	MCC_POR_RV   = 128, /* with G, on a queue of capacity 0: the step's
	                     first statement is a rendezvous on it (a send
	                     or receive), so it is enabled only while
	                     another process waits at a location with one */
	/* Hints on R (R stays set: a runtime that ignores them is
	 * conservative): every read of the buffered queue by the step is a
	 * conjunct nfull(q) (RNF) / nempty(q) (RNE) of its first statement,
	 * a guard: a receive (RNF) / send (RNE) can only make it truer. */
	MCC_POR_RNF  = 256,
	MCC_POR_RNE  = 512,
	MCC_POR_HINTS = MCC_POR_RNF | MCC_POR_RNE
};

/* The mode of an object that two accesses a and b give together: the
 * bits of both, a hint only where each read carries it. */
static inline int mcc_por_mode_join(int a, int b)
{
	int ha = (a & MCC_POR_R) ? (a & MCC_POR_HINTS) : MCC_POR_HINTS;
	int hb = (b & MCC_POR_R) ? (b & MCC_POR_HINTS) : MCC_POR_HINTS;
	int m = (a | b) & ~MCC_POR_HINTS;
	return (m & MCC_POR_R) ? m | (ha & hb) : m;
}

/* MccModel.por: the header's length. */
enum {
	MCC_POR_HDR = 5
};

/* MccModel.por[2]: why a model gets no reduction. */
enum {
	MCC_POR_OFF_PRIORITY = 1, /* process priorities */
	MCC_POR_OFF_C_CODE,       /* embedded C */
	MCC_POR_OFF_LAST,         /* _last is read */
	MCC_POR_OFF_COMMIT,       /* DVE committed locations */
	MCC_POR_OFF_MASK = 0xff,  /* the reason's bits */
	MCC_POR_NOREDUCE = 0x100, /* flag: mcc --no-reduce, pan's default is
	                             --por=off (an explicit --por still
	                             reduces) */
	MCC_POR_CMEM = 0x200,     /* flag: the last object (por[0] - 1),
	                             after the queues, is the C memory of
	                             embedded C (c_decl, c_state, c_track) */
	MCC_POR_QUIETEND = 0x400  /* flag: nothing tells pids apart and the
	                             processes created are bounded below the
	                             slots (codegen/por.c qe_model): the
	                             last process, ended, may die before
	                             anything else moves (runtime/por/
	                             README.md, "Quiet ends") */
};

/* A never claim compiled into the model: a state-based Büchi automaton
 * whose edges are guarded by the model's atomic propositions.  As in Spin,
 * the claim moves first, its guards evaluated on the system state before
 * the system's step; reaching a `final` state (end of the claim body) is a
 * violation on its own. */
typedef struct MccClaimEdge {
	int dst;             /* target claim state */
	int ap;              /* guard: index in ap_text, -1 = true (skip),
	                        -2 = else (no other edge of the state enabled) */
	int line;            /* source line of the guard */
} MccClaimEdge;

typedef struct MccClaim {
	const char *name;        /* claim name (never, or the ltl block) */
	int nstates;
	int init;                /* initial claim state */
	const int *edge_start;   /* nstates+1 offsets into edges[] */
	const MccClaimEdge *edges;
	const uint8_t *accepting;/* per state: accept label */
	const uint8_t *final;    /* per state: 1 end of the claim body, 2 a
	                            failed assertion of the claim (its label
	                            the assertion's text; its edges those of
	                            the assertion's successor, for -A), else
	                            0.  Either is a violation on its own */
	const char *const *labels; /* per state: first label or NULL */
} MccClaim;

/* A user label of a process type (for remote references `P@label`). */
typedef struct MccLabel {
	int proctype;
	int loc;
	const char *name;
} MccLabel;

/* Optional parts, appended to MccModel for LTL model checking. */
typedef struct MccModelLtl {
	int nap;                     /* compiled atomic propositions */
	const char *const *ap_text;  /* their source text */
	int (*eval_ap)(const uint8_t *s, int i); /* truth of AP i in s */
	const MccClaim *claim;       /* never claim or NULL */
	int nltl;                    /* `ltl name { f }` blocks */
	const char *const *ltl_names;
	const char *const *ltl_texts;
	const char *formula;         /* mcc -f / -F formula (the claim) or NULL */
	int ndefines;                /* #define table for run-time propositions */
	const char *const *define_names;
	const char *const *define_bodies;
	int nlabels;                 /* all user labels */
	const MccLabel *labels;
	/* The boolean structure of the claim's guards: proposition i is
	 * ap_form[ap_form_start[i] .. ap_form_start[i+1]) in postfix, each
	 * entry a proposition (>= 0, one without structure) or an MCC_FORM_*
	 * operator; an empty range: i is a condition of its own.  The claims
	 * `spin -f` writes test a few conditions in many combinations; read
	 * as conditions, they need few propositions. */
	const int32_t *ap_form_start; /* nap + 1 */
	const int32_t *ap_form;
} MccModelLtl;

enum {
	MCC_FORM_TRUE = -1, MCC_FORM_FALSE = -2, MCC_FORM_NOT = -3,
	MCC_FORM_AND = -4, MCC_FORM_OR = -5
};

/* Defined by generated code. */
extern const MccModel mcc_model;

/* The output of printf and printm (runtime/output.c).  The runtime prints
 * it only while it simulates or replays.  Generated code that executes a
 * printf or printm statement (not when it only tests executability, as
 * for enabled()) asks mcc_printing() and only if it returns non-zero
 * evaluates the arguments, discards any error they raise and calls
 * mcc_print(pid, fmt, n, v): `fmt` is the format as written in the model
 * (between its quotes, escapes unresolved), NULL for printm; v holds the n
 * values (printm: one). */
int mcc_printing(void);
void mcc_print(int pid, const char *fmt, int n, const int32_t *v);

#endif
