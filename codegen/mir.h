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
	int mtf;       /* bit i: field i is an mtype */
	int chf;       /* bit i: field i is a channel */
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

/* ------------------------------------------------------------ code
 *
 * Functions of basic blocks.  Values are i32 (C's int) or byte
 * pointers; expressions are trees (a printer may evaluate them in any
 * order, except the short-circuit nodes MX_AND, MX_OR, MX_COND, which
 * evaluate their operands as C does).  Statements are MirIns in blocks;
 * each block ends with one terminator (MI_BR, MI_CBR, MI_SWITCH,
 * MI_RET).  Every function has the context `g` (runtime/llsupport.h's
 * RtLlGen) implicitly; its parameters are those of its MirSig. */

/* Layout constants that a printer may spell symbolically (the C
 * printer must: embedded C may grow the vector and the frames). */
enum { MIR_SYM_SZ, MIR_SYM_SLOTSZ, MIR_SYM_SLOT0, MIR_SYM_NSLOTS };

/* Context fields of g (RtLlGen); MIR_G_SELF: g itself (an argument). */
enum { MIR_G_SELF = -1, MIR_G_SRC, MIR_G_NXT, MIR_G_N, MIR_G_TIMEOUT, MIR_G_ERR, MIR_G_TEST, MIR_G_CMODE,
	MIR_G_SCOMMIT, MIR_G_TRACE };

typedef enum MirXk {
	MX_CONST,   /* i32 v */
	MX_SYM,     /* i32 layout constant v (MIR_SYM_*) */
	MX_PARAM,   /* parameter v (type from the signature) */
	MX_LOCAL,   /* i32 local v */
	MX_PLOCAL,  /* pointer local v */
	MX_LOAD,    /* i32 from w bytes (1, 2, 4), signed if sgn, at pointer a */
	MX_ADDR,    /* pointer a + i32 b bytes */
	MX_HID,     /* the hidden area (pointer) */
	MX_NEG, MX_NOT, MX_COMPL, /* -a, !a, ~a */
	MX_BIN,     /* a op b, op a MIR_OP_* */
	MX_AND, MX_OR, MX_COND, /* a && b, a || b (0/1), a ? b : c */
	MX_CALL,    /* runtime helper v (MIR_H_*) with args[0..n) */
	MX_CTX,     /* context field v (MIR_G_*): i32, or pointer for SRC/NXT */
	MX_CTXP,    /* pointer to the i32 context field v */
	MX_ARR,     /* pointer to i32 array local v */
	MX_AGET,    /* element w of i32 array local v (v < 0: of i32 pointer a) */
	MX_FN,      /* function v as a callback pointer; v = -1: null;
	               v = MIR_FN_DESC: the model's descriptor (RtLlDesc) */
	MX_STR,     /* pointer to string constant text (NULL: null pointer) */
	MX_CTEXT    /* embedded C text (C printer only); a: S, b: P */
} MirXk;

#define MIR_FN_DESC (-2)

enum { MIR_OP_ADD, MIR_OP_SUB, MIR_OP_MUL, MIR_OP_AND, MIR_OP_OR, MIR_OP_XOR, MIR_OP_LT,
	MIR_OP_LE, MIR_OP_GT, MIR_OP_GE, MIR_OP_EQ, MIR_OP_NE };

typedef struct MirX {
	MirXk k;
	int v, w, sgn, op;      /* per kind, above */
	struct MirX *a, *b, *c; /* operands */
	struct MirX **args;     /* MX_CALL arguments */
	int n;                  /* their number */
	const char *text;       /* MX_CTEXT */
} MirX;

typedef enum MirIk {
	MI_SET,     /* local v = a */
	MI_PSET,    /* pointer local v = a */
	MI_STORE,   /* w bytes at pointer a = b (truncated) */
	MI_ASET,    /* array local v [w] = a */
	MI_EVAL,    /* a (a call, for its effect) */
	MI_CTXSET,  /* context field v = a */
	MI_COPY,    /* copy b bytes (a MX_SYM or MX_CONST) from pointer c to a */
	MI_ZERO,    /* zero b bytes at pointer a */
	MI_CCODE,   /* embedded C text (C printer only); a: S, b: P */
	MI_BR,      /* goto block t */
	MI_CBR,     /* a ? block t : block f */
	MI_SWITCH,  /* switch (a): case vals[i] -> blks[i]; default t */
	MI_RET      /* return a (or nothing when NULL) */
} MirIk;

typedef struct MirIns {
	MirIk k;
	int v, w;
	MirX *a, *b, *c;
	int t, f;               /* target blocks */
	int n, *vals, *blks;    /* MI_SWITCH */
	const char *text;       /* MI_CCODE */
} MirIns;

typedef struct MirBlock {
	MirIns *ins;
	int n, cap;
} MirBlock;

/* Function signatures (parameters after g; C names in brackets). */
typedef enum MirSig {
	MIR_SIG_STEP,     /* i32 (pid): moves of process pid; also stepd */
	MIR_SIG_RV,       /* i32 (pid, pid2, chan, v, nv, sdst, strans, seff):
	                     rendezvous receivers of process pid2; also rvd */
	MIR_SIG_MK,       /* i32 (S, a): create a process in S with args a */
	MIR_SIG_SEFF,     /* void (S, pid): sender effects of a rendezvous */
	MIR_SIG_INIT,     /* i32 (S), no g (a zeroed one): initial state;
	                     returns the error creating its processes */
	MIR_SIG_ERRSTATE, /* void (S), no g: DVE error state */
	MIR_SIG_EVAL_AP,  /* i32 (s, i), no g (a zeroed one): proposition i */
	MIR_SIG_FIRE,     /* void (pid, tr, pid2, tr2, fl): report g->nxt */
	MIR_NSIGS
} MirSig;

/* Per signature: return ('i' or 'v'), parameter kinds (letters of
 * MirHelper.args), their names (C printer), and whether g is a zeroed
 * local instead of a parameter. */
typedef struct MirSigInfo {
	char ret;
	const char *params;
	const char *names[8];
	int scratch_g;
} MirSigInfo;
extern const MirSigInfo mir_sigs[MIR_NSIGS];

typedef struct MirFn {
	char name[32];
	MirSig sig;
	int nlocals, nplocals;  /* i32 and pointer locals */
	int *arrs, narrs;       /* sizes of the i32 array locals */
	MirBlock *b;            /* blocks; block 0 is the entry */
	int nb, bcap;
	int noinline;           /* keep it a call (optimiser time) */
} MirFn;

/* Runtime helpers (runtime/llsupport.h and the arithmetic checks).
 * `args`: one letter per argument: g context, d descriptor, p pointer
 * (c: to constant bytes),
 * i i32, a i32 array, f callback; ret 'i' or 'v'. */
typedef struct MirHelper {
	const char *name;
	char ret;
	const char *args;
} MirHelper;

enum { MIR_H_QLEN, MIR_H_QFULL, MIR_H_QSEND_OK, MIR_H_QSEND_BUF_OK, MIR_H_QHDR, MIR_H_QFIELD,
	MIR_H_QPUT, MIR_H_QDEL, MIR_H_FIRE_RT, MIR_H_DIE, MIR_H_DV, MIR_H_FIRST_OF,
	MIR_H_AT_LABEL, MIR_H_PC_VALUE, MIR_H_COMMITTED, MIR_H_NP, MIR_H_PROC_ENABLED,
	MIR_H_PRIO_TOP, MIR_H_RV_ARITY, MIR_H_RECV_ARITY, MIR_H_GET_PRIO, MIR_H_SET_PRIO,
	MIR_H_RV_SEND, MIR_H_PRINTING, MIR_H_PRINT, MIR_H_IX, MIR_H_DIV, MIR_H_MOD, MIR_H_SHL,
	MIR_H_SHR, MIR_H_ERRAT, MIR_H_DSTEP, MIR_H_XCLAIM, MIR_H_XUSE, MIR_H_NR_PR, MIR_H_CALL, MIR_H_CALLPTR,
	MIR_NHELPERS };
/* MIR_H_CALL: a generated function, args[0] its MX_FN; MIR_H_CALLPTR:
 * the seff parameter (args: S, pid).  MIR_H_PRINT's second argument is
 * a string: an MX_CTEXT-free MX_CONST with text set. */
extern const MirHelper mir_helpers[MIR_NHELPERS];

/* A string table (NULL entries allowed), printed with a NULL after. */
typedef struct MirStrs {
	const char **v; /* n entries */
	int n;
} MirStrs;

/* A postfix program (model.h MCC_FORM_*). */
typedef struct MirForm {
	int32_t *v;
	int n;
} MirForm;

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
	int32_t *por;           /* partial-order reduction table (model.h
	                           MccModel.por), npor entries (codegen/por.c) */
	int npor;
	uint8_t *merge;         /* statement merging (codegen/merge.c,
	                           MccModel.merge): ntrans flags, or NULL */
	/* d_step replay lines (MccModel.dstep_*): the statements of all
	 * d_step bodies, their rows and each transition's first rows */
	const IrEdge **dedge;   /* ndstep edges */
	int ndstep;
	int32_t *dstep_edge;    /* ndstep + 1 */
	int32_t *dstep_first;   /* ntrans + 1 */
	MccDStepLine *dlines;   /* ndlines rows */
	int ndlines;
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
	MirForm *ap_form;       /* aps.n: a claim guard's boolean structure
	                           over conditions (model.h MccModelLtl.ap_form),
	                           empty for the others */
	int ap_cap;             /* room in aps, ap_expr, ap_form */
	char **owned;           /* texts of the conditions, freed with mm */
	int nowned;
	MirStrs ltl_names, ltl_texts, def_names, def_bodies;
	MccLabel *labels;       /* nlabels rows */
	int nlabels;
	/* code */
	MirFn *fns;             /* all functions */
	int nfns, fcap;
	int f_init, f_errstate, f_stepd, f_rvd, f_eval_ap, f_fire; /* entry points */
	int *f_mk, *f_step, *f_rv; /* per proctype: its functions (-1 none) */
	int has_last, has_timeout; /* the model reads _last / timeout */
	int has_dve_err;        /* DiVinE's error state */
	const char *c_head;     /* embedded C: declarations and state views
	                           (C printer only), or NULL */
} MirModel;

/* Lay out `m` and build its tables.  Errors are reported on stderr
 * (file:line:col) and counted in mm->err; returns 0 iff none. */
int mir_lower(const IrModel *m, const CgOptions *opt, MirModel *mm);
void mir_free(MirModel *mm);
/* `mcc --dump-mir`: the layout and tables as text. */
void mir_dump(const MirModel *mm, FILE *out);
void mir_error(MirModel *mm, IrLoc loc, const char *fmt, ...);

/* A growing text buffer, for the printers. */
typedef struct MirBuf {
	char *p;      /* text, NUL-terminated (NULL while empty) */
	size_t n;     /* length */
	size_t cap;   /* allocated */
} MirBuf;
void mir_bp(MirBuf *b, const char *fmt, ...);

/* Building code (codegen/mir.c); functions and blocks are indices. */
int mir_fn_new(MirModel *mm, const char *name, MirSig sig);
int mir_block(MirFn *f);
MirIns *mir_ins(MirFn *f, int b, MirIk k);
MirX *mir_x(MirXk k, int v);
MirX *mir_const(int v);
MirX *mir_bin(int op, MirX *a, MirX *b);
MirX *mir_un(MirXk k, MirX *a);
MirX *mir_load(int w, int sgn, MirX *p);
MirX *mir_addr(MirX *p, MirX *off);
MirX *mir_call(int h, int n, ...);
void mir_dump_code(const MirModel *mm, FILE *out);
void mir_release(void);
void *mir_alloc(size_t n);              /* zeroed, until mir_release */
char *mir_text(const char *fmt, ...);   /* formatted, until mir_release */
/* The code of the model (codegen/lower_code.c), after the tables. */
void mir_lower_code(MirModel *mm);
/* The partial-order reduction table (codegen/por.c), after the code. */
void mir_por(MirModel *mm);
/* Statement merging (merge.c): MirModel.merge, before mir_por. */
void mir_merge(MirModel *mm);
/* Embedded C: the declarations and C views of the state (C only). */
char *mir_c_views(MirModel *mm);
void mir_c_state_init(MirModel *mm, char **text, const IrProctype *local);

/* Sizes of the layout, for the generators' address arithmetic. */
int mir_scalar_size(const IrType *t);
int mir_type_size(const IrType *t);
int mir_struct_size(const IrStruct *st);
int mir_field_offset(const IrStruct *st, const IrField *f);

#endif
