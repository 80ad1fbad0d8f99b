/*
 * llsupport.h -- run-time support for generated models (every backend).
 *
 * The generated code (codegen/lower_code.c, printed as C or LLVM IR) holds
 * only the model-specific parts (guards, effects, process creation,
 * tables) and calls these gcc-built functions for the generic ones
 * (channel queues, process slots, the successor driver); each helper
 * takes the model's descriptor `RtLlDesc`, a constant the generated
 * module defines.  codegen/mir.c lists them for the printers
 * (mir_helpers); the generated C includes this header (installed next to
 * model.h).
 *
 * The layouts of RtLlGen, RtLlQD and RtLlDesc are mirrored by LLVM struct
 * types in codegen/llvm/lprint.c: change both together.
 */
#ifndef MCC_LLSUPPORT_H
#define MCC_LLSUPPORT_H

#include <stdint.h>
#include "model.h" /* runtime/model.h, or the installed one */

struct RtLlDesc;

/* Successor generation context of one `next` call (one per thread). */
typedef struct RtLlGen {
	const uint8_t *src;      /* state whose successors are generated */
	MccSuccFn cb;            /* where successors go */
	void *ctx;               /* cb's context */
	int32_t n;               /* successors so far */
	int32_t timeout;         /* `timeout` is true in this round */
	int32_t err;             /* MCC_ERR_* raised by the current step */
	int32_t test;            /* 1: only count (enabled()), report nothing */
	int32_t cmode;           /* some process is in a committed location */
	int32_t scommit;         /* the moving process is committed */
	uint32_t broken;         /* MCC_STEP_BROKEN once atomicity was lost */
	MccStep st;              /* step passed to cb */
	uint8_t *nxt;            /* successor buffer (state_size bytes) */
	const struct RtLlDesc *d;/* the model */
	int32_t trace;           /* 1: record the statements executed inside
	                            d_steps (rt_ll_dstep); set by rt_ll_next
	                            while the runtime prints a step */
} RtLlGen;

/* One channel queue: [len][cap x message]; fields packed little-endian. */
typedef struct RtLlQD {
	int32_t off;             /* offset of the len byte (state or frame) */
	int32_t cap;             /* capacity, 0 = rendezvous */
	int32_t nf;              /* fields per message */
	int32_t msz;             /* bytes per message */
	int32_t fty[16];         /* field storage class: 0 u8, 1 i16, 2 i32,
	                            3 u16, 4 u32, 5 bit */
	int32_t foff[16];        /* field offsets within a message */
	int32_t mtf;             /* bit i: field i is an mtype (replays print
	                            its name) */
	int32_t chf;             /* bit i: field i is a channel id */
} RtLlQD;

/* Sender-side effects of a DVE rendezvous, run after value passing. */
typedef void (*RtLlSeff)(RtLlGen *g, uint8_t *S, int32_t pid);

/* The model as the support functions see it (emitted by codegen/llvm). */
typedef struct RtLlDesc {
	const MccModel *model;   /* the model object (tables, locations) */
	int32_t sz;              /* state vector bytes */
	int32_t nslots;          /* process slots */
	int32_t slotsz;          /* bytes per slot */
	int32_t slot0;           /* offset of slot 0 */
	int32_t ngq;             /* global queues (channel ids 1..ngq) */
	int32_t maxlq;           /* max local queues per process frame */
	int32_t has_last;        /* model reads _last: keep byte 1 updated */
	int32_t has_timeout;     /* model reads timeout: second round */
	int32_t has_commit;      /* DVE committed locations exist */
	int32_t has_dve_err;     /* DiVinE error-state semantics */
	int32_t nq;              /* queues in qd (qd has nq+1 entries) */
	const RtLlQD *qd;        /* all queues, global ones first */
	const int32_t *nlq;      /* per proctype: its local queues */
	const int32_t *lq;       /* per proctype: maxlq+1 indices into qd */
	int32_t (*step)(RtLlGen *g, int32_t pid);  /* moves of process pid */
	int32_t (*rv)(RtLlGen *g, int32_t pid, int32_t q, int32_t chan,
	    const int32_t *v, int32_t nv, int32_t sdst, int32_t strans,
	    RtLlSeff seff);      /* rendezvous receivers of process q */
	void (*errstate)(uint8_t *S); /* DVE error state */
} RtLlDesc;

/* Channels.  Here and below g is never NULL and g->d is set (callers
 * without a step in progress pass a zeroed scratch context). */
int32_t rt_ll_qlen(RtLlGen *g, const uint8_t *S, int32_t id);
int32_t rt_ll_qfull(RtLlGen *g, const uint8_t *S, int32_t id);
int32_t rt_ll_qsend_ok(RtLlGen *g, const uint8_t *S, int32_t id);
int32_t rt_ll_qsend_buf_ok(RtLlGen *g, const uint8_t *S, int32_t id);
/* Queue `id` of state S (its len byte, then its messages) and its layout
 * in *qd, or NULL when S holds no such queue (*qd: the dummy entry). */
const uint8_t *rt_ll_queue(const RtLlDesc *d, const uint8_t *S, int32_t id,
    const RtLlQD **qd);
/* The field value stored at p with storage class ty (RtLlQD.fty). */
int32_t rt_ll_qload(const uint8_t *p, int32_t ty);
/* The channel id held by element i of channel variable v at base. */
int32_t rt_ll_chanvar(const MccVarInfo *v, const uint8_t *base, int i);
/* Capacity of queue `id` (length in *len), or -1 for a bad channel. */
int32_t rt_ll_qhdr(RtLlGen *g, const uint8_t *S, int32_t id, int32_t *len);
int32_t rt_ll_qfield(RtLlGen *g, const uint8_t *S, int32_t id, int32_t k, int32_t i);
void rt_ll_qput(RtLlGen *g, uint8_t *S, int32_t id, const int32_t *v, int32_t nv,
    int32_t sorted);
void rt_ll_qdel(RtLlGen *g, uint8_t *S, int32_t id, int32_t k);

/* Reporting a successor g->nxt (flags MCC_STEP_*). */
void rt_ll_fire(RtLlGen *g, int32_t pid, int32_t tr, int32_t pid2, int32_t tr2,
    uint32_t fl);
void rt_ll_die(RtLlGen *g, int32_t pid);
/* An assertion inside a d_step failed: its text and line for the report
 * (MccStep.error_text), unless an earlier error of the step stands. */
void rt_ll_errat(RtLlGen *g, const char *text, int32_t line);
/* While g->trace: statement k (MccModel.dstep_*) of a d_step body was
 * executed, leaving the successor in S (output.c records it). */
void rt_ll_dstep(RtLlGen *g, const uint8_t *S, int32_t k);
/* Dead-variable resets of a step (MccModel.dv_*), before it is reported. */
void rt_ll_dv(const RtLlDesc *d, uint8_t *S, int32_t pid, int32_t tr, int32_t pid2,
    int32_t tr2, uint32_t fl);

/* Process queries. */
int32_t rt_ll_first_of(const RtLlDesc *d, const uint8_t *S, int32_t t);
int32_t rt_ll_at_label(const RtLlDesc *d, const uint8_t *S, int32_t t, int32_t pid, int32_t loc);
int32_t rt_ll_pc_value(const RtLlDesc *d, const uint8_t *S, int32_t pid);
int32_t rt_ll_committed(const RtLlDesc *d, const uint8_t *S, int32_t p);
/* 1 iff some process of S is in a committed location. */
int32_t rt_ll_cmode(const RtLlDesc *d, const uint8_t *S);
int32_t rt_ll_np(const RtLlDesc *d, const uint8_t *S);
/* Priorities (byte 1 of a frame): may process pid move under Spin's rule
 * (no other process of a higher priority can; always in test mode)? */
int32_t rt_ll_prio_top(RtLlGen *g, const uint8_t *S, int32_t pid);
/* A rendezvous on chan with nv values sent, nr received: Spin's errors
 * when they differ from the channel's fields (the sender's first). */
void rt_ll_rv_arity(RtLlGen *g, int32_t chan, int32_t nv, int32_t nr);
/* A buffered receive of nr fields from chan (in S), arity-flagged: the
 * error into *err unless one is set (too many: fatal in Spin). */
void rt_ll_recv_arity(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t nr, int32_t *err);
/* xr/xs (mode 1 xr, 2 xs): the claims of process pid made when it is
 * created, and a send (2) or receive (1) on a channel someone claimed;
 * they set g->err to MCC_ERR_XOWN, MCC_ERR_XS_RV or MCC_ERR_XR_RV as
 * Spin's pan reports them. */
void rt_ll_xclaim(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t pid, int32_t mode);
void rt_ll_xuse(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t pid, int32_t mode);
/* _nr_pr in S: the processes alive, plus the property automaton while one
 * is checked (rt_ll_claim_procs: 1 while an ltl block, a never claim, a
 * formula or -l's progress check runs, as Spin's pan counts its claim
 * process in _nr_pr; 0 in safety runs and for -a on accept labels). */
extern int32_t rt_ll_claim_procs;
int32_t rt_ll_nr_pr(const uint8_t *S);
/* get_priority(pid) of S (0 for no process); set_priority(pid, pr):
 * nothing for no process, outside 1..255 an error (g may be NULL) */
int32_t rt_ll_get_prio(const struct RtLlDesc *d, const uint8_t *S, int32_t pid);
void rt_ll_set_prio(const struct RtLlDesc *d, RtLlGen *g, uint8_t *S, int32_t pid, int32_t pr);
int32_t rt_ll_proc_enabled(RtLlGen *g, const uint8_t *S, int32_t self,
    int32_t pid);
int32_t rt_ll_rv_send(RtLlGen *g, int32_t pid, int32_t chan, const int32_t *v,
    int32_t nv, int32_t sdst, int32_t strans, RtLlSeff seff);

/* The MccModel entry points, given the descriptor (the generated module
 * has its own next() and fire(), these same functions with the model's
 * constants folded in: rt_ll_next and rt_ll_fire are their reference). */
int rt_ll_next(const RtLlDesc *d, const uint8_t *s, int excl, MccSuccFn cb, void *ctx);
/* MccModel.next_part: rt_ll_next one process (one step() call) at a
 * time. */
int rt_ll_next_part(const RtLlDesc *d, const uint8_t *s, int excl, MccCursor *c,
    MccSuccFn cb, void *ctx);
int rt_ll_nprocs(const uint8_t *s);
int rt_ll_proc_type(const RtLlDesc *d, const uint8_t *s, int pid);
int rt_ll_proc_loc(const RtLlDesc *d, const uint8_t *s, int pid);
int rt_ll_proc_offset(const RtLlDesc *d, const uint8_t *s, int pid);
int rt_ll_valid_end(const RtLlDesc *d, const uint8_t *S, int strict);

#endif
