/*
 * mir.h -- the lowered model: state layout and constant tables, decided
 * once for every backend (codegen/lower.c builds it, codegen/c and
 * codegen/llvm print it; codegen/README.md).
 *
 * Invariants: offsets are bytes; a global's offset is from the start of
 * the state vector (or of the hidden area when `hidden`), a local's from
 * the start of its process frame.  Channel ids: global queues are
 * 1..ngq in declaration order; the j-th local queue of the process in
 * slot p is ngq + 1 + p*maxlq + j.  The tables use runtime/model.h's own
 * row types, so a printer writes each row field by field and nothing
 * else: the runtime reads exactly what the lowering computed.
 *
 * State vector:
 *   [0]          number of live processes (_nr_pr)
 *   [1]          _last (pid of the last process that moved), if used
 *   [globals]    non-hidden globals, each aligned to its element size
 *   [queues]     global channels: [len][cap x message], fields packed
 *   [slots]      nslots process frames of slotsz bytes from slot0:
 *                  [0] proctype+1 (0 = empty slot)  [1] priority
 *                  [2..3] pc  [4..] locals, then the frame's own queues
 */
#ifndef MCC_MIR_H
#define MCC_MIR_H

#include <stdio.h>
#include "codegen/c/cgen.h"
#include "runtime/model.h"

/* Where a variable lives. */
typedef struct MirVar {
	int off;       /* byte offset (globals: state; locals: frame) */
	int esize;     /* bytes per element */
	int count;     /* elements (1 for scalars) */
	int hidden;    /* in the hidden area instead of the vector */
	int queue0;    /* chan with initializer: first queue index, else -1 */
	int row;       /* first row in the var table */
} MirVar;

/* One channel queue. */
typedef struct MirQueue {
	int off;       /* offset of the len byte (state or frame) */
	int cap;       /* capacity (0 = rendezvous) */
	int nf;        /* number of fields */
	int fty[16];   /* field storage class (MIR_FT_*) */
	int foff[16];  /* field offsets within a message */
	int msz;       /* bytes per message */
	int local;     /* 1 if in a process frame */
} MirQueue;

/* Field storage classes of queued messages (runtime/llsupport.h). */
enum { MIR_FT_U8, MIR_FT_I16, MIR_FT_I32, MIR_FT_U16, MIR_FT_U32, MIR_FT_BIT };

/* A process type's frame. */
typedef struct MirProc {
	MirVar *vars;  /* per local (owner->locals order); NULL for claims */
	int size;      /* frame bytes */
	int nq;        /* its local queues */
	int q0;        /* index in MirModel.q of its first local queue */
	int first_pid; /* pid of its first active instance or -1 */
} MirProc;

/* A string table (NULL entries allowed), printed with a NULL after. */
typedef struct MirStrs {
	const char **v; /* n entries */
	int n;
} MirStrs;

typedef struct MirModel {
	const IrModel *m;
	const CgOptions *opt;
	int err;                /* errors reported while lowering */
	/* layout */
	MirVar *glob;           /* per global */
	MirProc *proc;          /* per proctype */
	MirQueue *q;            /* all queues (global first) */
	int nq, qcap;
	int ngq;                /* global queues */
	int maxlq;              /* max local queues per frame */
	int vsize;              /* state vector bytes */
	int hsize;              /* hidden area bytes */
	int slot0, slotsz, nslots;
	/* facts the code generators need */
	int has_arity;          /* some send/receive has IrStmt.arity */
	int maxr;               /* most arguments of a receive */
	int has_commit;         /* some location is IR_LOC_COMMIT */
	int ntrans;             /* top-level edges (transition ids) */
	IrEdge **byid;          /* top-level edge of each transition id */
	int *owner;             /* and its proctype */
	/* constant tables (runtime/model.h rows) */
	MccTransInfo *trans;    /* ntrans + nprocs rows (the -end- rows last) */
	MccLocInfo **locs;      /* per proctype: its nlocs rows */
	MccProcInfo *procs;     /* nprocs rows (locs filled by the printer) */
	MccVarInfo *vars;       /* nvars rows */
	int nvars, vcap;
	MirStrs mtypes;         /* index = value, 0 unused */
	int32_t *dv_start;      /* ntrans + nprocs + 1 entries, or NULL */
	MccDeadVar *dv;         /* ndv rows */
	uint8_t *dv_on;         /* nvars entries */
	int ndv;
	/* never claim (claim_nlocs < 0: none) */
	int claim_nlocs, claim_init;
	const char *claim_name;
	int *claim_start;       /* claim_nlocs + 1 */
	MccClaimEdge *claim_edges;
	int claim_nedges;
	uint8_t *claim_acc, *claim_fin;
	MirStrs claim_lab;
	/* propositions compiled into the model (m_eval_ap) */
	MirStrs aps;            /* texts */
	const IrExpr **ap_expr; /* aps.n expressions */
	MirStrs ltl_names, ltl_texts, def_names, def_bodies;
	MccLabel *labels;       /* nlabels rows */
	int nlabels;
} MirModel;

/* Lay out `m` and build its tables.  Errors are reported on stderr
 * (file:line:col) and counted in mm->err; returns 0 iff none. */
int mir_lower(const IrModel *m, const CgOptions *opt, MirModel *mm);
void mir_free(MirModel *mm);
/* `mcc --dump-mir`: the layout and tables as text. */
void mir_dump(const MirModel *mm, FILE *out);
void mir_error(MirModel *mm, IrLoc loc, const char *fmt, ...);

/* Sizes of the layout, for the generators' address arithmetic. */
int mir_scalar_size(const IrType *t);
int mir_type_size(const IrType *t);
int mir_struct_size(const IrStruct *st);
int mir_field_offset(const IrStruct *st, const IrField *f);

#endif
