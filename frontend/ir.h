/*
 * ir.h -- the intermediate representation shared by the frontends
 * (Promela, DVE) and the code generators (C/libtcc, LLVM).
 *
 * This header is the one contract between the two sides: codegen includes
 * nothing else from frontend/.  A model is a set of global variables,
 * process types and (optionally) never claims; each process type is a
 * control-flow automaton whose edges carry one statement each.
 *
 * Invariants (established by the frontend, relied on by codegen):
 *  - every name is resolved: expressions point at IrVar / IrProctype /
 *    IrField objects, never at strings;
 *  - every node carries a source location (IrLoc);
 *  - the automaton has the shape Spin builds with statement merging off
 *    (spin -o3): one edge per basic statement; `break`, `goto`, `skip`-free
 *    jumps and `else`-free sequencing are resolved into edge targets and do
 *    not create edges of their own; the end of a body is a location with
 *    `IR_LOC_FINAL`, from which the runtime generates the death step;
 *  - a d_step body is one edge (IR_S_DSTEP) holding its own small automaton;
 *  - all memory belongs to the IrModel's arena and is freed by ir_free().
 */
#ifndef MCC_IR_H
#define MCC_IR_H

#include <stddef.h>
#include <stdint.h>

/* A source position: file name (owned by the model), 1-based line/col. */
typedef struct IrLoc {
	const char *file; /* file as given to the frontend or #include'd */
	int line;         /* 1-based line */
	int col;          /* 1-based column */
} IrLoc;

/* ---------------------------------------------------------------- types */

typedef enum IrTypeKind {
	IR_T_BIT,      /* 1 bit, 0..1 */
	IR_T_BOOL,     /* 0..1 */
	IR_T_BYTE,     /* unsigned 8 bit */
	IR_T_SHORT,    /* signed 16 bit */
	IR_T_INT,      /* signed 32 bit */
	IR_T_UNSIGNED, /* unsigned with `bits` width (1..32) */
	IR_T_MTYPE,    /* unsigned 8 bit, values of an mtype */
	IR_T_CHAN,     /* channel id (unsigned 8 bit in the state) */
	IR_T_PID,      /* unsigned 8 bit */
	IR_T_STRUCT,   /* a typedef'd record */
	IR_T_CHAN_ANY  /* only as a channel field type: unused here */
} IrTypeKind;

struct IrStruct;

typedef struct IrType {
	IrTypeKind kind;
	int bits;               /* IR_T_UNSIGNED: width; others: 0 */
	struct IrStruct *st;    /* IR_T_STRUCT: the record */
	const char *mtype_name; /* IR_T_MTYPE: named mtype or NULL */
} IrType;

/* One field of a typedef record (may itself be a record or an array). */
typedef struct IrField {
	const char *name;
	IrLoc loc;
	IrType type;
	int array_len;          /* 0: scalar; N >= 1: array of N */
	struct IrExpr *init;    /* default value or NULL */
	struct IrChanInit *chan_init; /* a chan field's `= [N] of {..}` or NULL */
} IrField;

typedef struct IrStruct {
	const char *name;
	IrLoc loc;
	IrField **fields;
	int nfields;
} IrStruct;

/* An mtype value: `mtype = { a, b }` or `mtype:name = { ... }`. */
typedef struct IrMtypeConst {
	const char *name;
	const char *mtype_name; /* NULL for the default mtype */
	int value;              /* 1-based as in Spin */
	IrLoc loc;
} IrMtypeConst;

/* Channel initializer: `[cap] of { t1, t2, ... }`; cap 0 = rendezvous. */
typedef struct IrChanInit {
	int capacity;
	IrType *fields;    /* message field types (a record field: its leaves) */
	int nfields;
	struct IrStruct *record; /* declared `of { T }` with one record type T
	                            (for (x in c) needs it), else NULL */
	IrLoc loc;
} IrChanInit;

/* ------------------------------------------------------------ variables */

typedef enum IrScope {
	IR_SCOPE_GLOBAL,
	IR_SCOPE_LOCAL,   /* local of a proctype (incl. parameters) */
	IR_SCOPE_CLAIM    /* local of the never claim */
} IrScope;

enum {
	IR_VAR_HIDDEN = 1 << 0, /* `hidden`: not part of the state vector */
	IR_VAR_LOCAL  = 1 << 1, /* `local` */
	IR_VAR_SHOW   = 1 << 2, /* `show` */
	IR_VAR_PARAM  = 1 << 3, /* proctype parameter */
	IR_VAR_READ   = 1 << 4, /* read somewhere */
	IR_VAR_WRITTEN= 1 << 5, /* written somewhere (besides its initializer) */
	IR_VAR_CTRACK = 1 << 6, /* c_state / c_track variable (embedded C) */
	IR_VAR_DEAD_START = 1 << 7, /* local dead where its process starts
	                              (frontend/deadvar.c): reset once the
	                              process is created, as after a step */
	IR_VAR_RREAD  = 1 << 8, /* (Promela) read as Spin counts reads: in
	                           an expression other than a printf/printm
	                           argument, or the target of a receive, a
	                           for or a select; not as the target of an
	                           assignment, ++ or -- */
	IR_VAR_WONLY  = 1 << 9  /* (added by ir_deadvars) a global never read:
	                           reset after every step that writes it and
	                           in the initial state (Spin hides it) */
};

typedef struct IrVar {
	const char *name;
	IrLoc loc;
	IrType type;
	int array_len;          /* 0: scalar; N >= 1: array of N */
	IrScope scope;
	struct IrProctype *owner; /* IR_SCOPE_LOCAL/CLAIM: its proctype */
	int index;              /* position in IrModel.globals or owner->locals */
	unsigned flags;         /* IR_VAR_* */
	struct IrExpr *init;    /* initial value (scalars; arrays: all elems) or NULL */
	IrChanInit *chan_init;  /* IR_T_CHAN with `= [N] of {...}` or NULL */
	struct IrExpr **inits;  /* (added for DVE) arrays: per-element initial
	                           values `{1,2,3}`: element k < ninits starts
	                           as inits[k] (constants), the rest as 0;
	                           `init` is then NULL unless all elements
	                           start equal (then it holds that value too) */
	int ninits;             /* number of inits (<= array_len); 0: unused */
	struct IrExpr **leaves; /* (added for record parameters) a parameter of
	                           a record type: its scalar leaves in Spin's
	                           order (fields, array elements, nested
	                           records inline), each an lvalue over the
	                           variable; `run` passes one argument per leaf */
	int nleaves;            /* number of leaves; 0 for other variables */
	struct IrExpr **chan_leaves; /* (added for channels in records) a
	                           record variable whose type has channel
	                           fields with an initializer: those fields,
	                           element by element (lvalues over the
	                           variable), each a channel of its own made
	                           with chan_leaf_inits[i] when the variable
	                           is created, as in Spin */
	IrChanInit **chan_leaf_inits;
	int nchan_leaves;
} IrVar;

/* ---------------------------------------------------------- expressions */

typedef enum IrExprKind {
	IR_E_CONST,     /* value */
	IR_E_VAR,       /* var (whole variable; arrays need IR_E_INDEX) */
	IR_E_INDEX,     /* a[0] = base (array-valued), a[1] = index */
	IR_E_FIELD,     /* a[0] = record-valued base, field = the field */
	IR_E_UNOP,      /* op, a[0] */
	IR_E_BINOP,     /* op, a[0], a[1] */
	IR_E_COND,      /* (a[0] -> a[1] : a[2]) */
	IR_E_LEN,       /* len(a[0]) ; a[0] is a channel expr */
	IR_E_EMPTY, IR_E_NEMPTY, IR_E_FULL, IR_E_NFULL, /* of channel a[0] */
	IR_E_PID,       /* _pid */
	IR_E_NR_PR,     /* _nr_pr */
	IR_E_LAST,      /* _last */
	IR_E_TIMEOUT,   /* timeout */
	IR_E_NP,        /* np_ */
	IR_E_ENABLED,   /* enabled(a[0]) */
	IR_E_PC_VALUE,  /* pc_value(a[0]) */
	IR_E_GET_PRIORITY, /* get_priority(a[0]) */
	IR_E_REMOTE_LABEL, /* proc@label: proc, a[0] = pid expr or NULL, label */
	IR_E_REMOTE_VAR,   /* proc[pid]:var: proc, a[0] = pid or NULL, var,
	                      a[1] = index expr or NULL */
	IR_E_RUN,       /* run proc(args) [priority a[0] or NULL] */
	IR_E_POLL,      /* c?[args] / c??[args]: recv (test only, no effect) */
	IR_E_C_EXPR,    /* c_expr { text } */
	IR_E_MTYPE      /* mtype constant: value in `value`, name in `mtype` */
} IrExprKind;

typedef enum IrOp {
	IR_OP_NEG, IR_OP_NOT, IR_OP_BITNOT,             /* unary: - ! ~ */
	IR_OP_ADD, IR_OP_SUB, IR_OP_MUL, IR_OP_DIV, IR_OP_MOD,
	IR_OP_BITAND, IR_OP_BITOR, IR_OP_BITXOR, IR_OP_SHL, IR_OP_SHR,
	IR_OP_LT, IR_OP_LE, IR_OP_GT, IR_OP_GE, IR_OP_EQ, IR_OP_NE,
	IR_OP_AND, IR_OP_OR
} IrOp;

struct IrStmt;
struct IrLocation;

typedef struct IrExpr {
	IrExprKind kind;
	IrLoc loc;
	IrOp op;                   /* UNOP/BINOP */
	int64_t value;             /* CONST, MTYPE */
	IrVar *var;                /* VAR, REMOTE_VAR */
	IrField *field;            /* FIELD */
	struct IrProctype *proc;   /* REMOTE_LABEL, REMOTE_VAR, RUN */
	struct IrLocation *label;  /* REMOTE_LABEL: the labelled location */
	const char *text;          /* C_EXPR text; MTYPE name */
	struct IrExpr *a[3];       /* operands (see kinds) */
	struct IrExpr **args;      /* RUN arguments */
	int nargs;
	struct IrStmt *recv;       /* POLL: an IR_S_RECV statement (peek flag) */
	IrType type;               /* static type of the value */
} IrExpr;

/* ----------------------------------------------------------- statements */

typedef enum IrStmtKind {
	IR_S_EXPR,      /* expression statement: executable iff expr != 0 ;
	                   also `skip` (const 1), `timeout`, `run ...` */
	IR_S_ASSIGN,    /* lhs = rhs (also x++ / x--, rhs built as x+1/x-1) */
	IR_S_SEND,      /* chan ! args  (sorted: chan !! args) */
	IR_S_RECV,      /* chan ? args  (random: ??, peek: <...>) */
	IR_S_ASSERT,    /* assert(expr) */
	IR_S_PRINTF,    /* printf(fmt, args): no effect on the state */
	IR_S_PRINTM,    /* printm(expr) */
	IR_S_ELSE,      /* else: executable iff no other edge of its source
	                   location (same priority group) is executable */
	IR_S_DSTEP,     /* d_step { ... }: body is a sub-automaton */
	IR_S_C_CODE,    /* c_code { text } [guard in c_guard] */
	IR_S_SET_PRIORITY, /* set_priority(a, b) */
	IR_S_TRANS      /* DVE guarded command, one atomic step:
	                   executable iff `e` (guard, NULL = true) holds and
	                   the optional `sync` (an IR_S_SEND or IR_S_RECV
	                   statement) can happen; then the sync's value
	                   passing, then `effects` in order (for a
	                   rendezvous: sender's effects, then receiver's).
	                   A rendezvous sync pairs only with IR_S_TRANS edges
	                   whose sync is a RECV on the same channel. */
} IrStmtKind;

enum { IR_ARITY_SEND = 1, IR_ARITY_RECV = 2 }; /* IrStmt.arity */

/* One receive argument. */
typedef enum IrRecvArgKind {
	IR_RA_VAR,      /* store into lvalue `e` */
	IR_RA_CONST,    /* must match constant `e` */
	IR_RA_EVAL,     /* eval(e): must match the value of e */
	IR_RA_ANY       /* `_` : write-only, matches anything */
} IrRecvArgKind;

typedef struct IrRecvArg {
	IrRecvArgKind kind;
	IrExpr *e;
} IrRecvArg;

typedef struct IrAutomaton IrAutomaton;

typedef struct IrStmt {
	IrStmtKind kind;
	IrLoc loc;
	const char *text;     /* source text of the statement, for traces and
	                         the unreached report (e.g. "x = (x+1)") */
	IrExpr *e;            /* EXPR, ASSERT, PRINTM: the expression;
	                         ASSIGN: rhs; SEND/RECV: the channel */
	IrExpr *lhs;          /* ASSIGN: target lvalue */
	IrExpr **args;        /* SEND/PRINTF: values; SET_PRIORITY: 2 args */
	IrRecvArg *rargs;     /* RECV: arguments */
	int nargs;
	int sorted;           /* SEND: `!!` */
	int random;           /* RECV: `??` */
	int peek;             /* RECV: `<...>` (no removal) */
	const char *fmt;      /* PRINTF format string */
	IrAutomaton *body;    /* DSTEP: the body */
	const char *c_code;   /* C_CODE text */
	IrExpr *c_guard;      /* C_CODE: optional `c_code [guard] {...}` */
	struct IrStmt *sync;  /* TRANS: SEND/RECV statement or NULL */
	struct IrStmt **effects; /* TRANS: IR_S_ASSIGN statements */
	int neffects;
	int arity;            /* (added for Spin's arity errors) SEND/RECV
	                         naming fewer fields than its buffered channel
	                         has (RECV: or more; the missing ones are 0):
	                         IR_ARITY_SEND or IR_ARITY_RECV, an error when
	                         it runs ("too few parameters in send stmnt",
	                         "missing pars in receive"), else 0 */
	int range_check;      /* ASSIGN/RECV (DVE): a value outside the
	                         target's type range is an error (MCC_ERR_RANGE)
	                         instead of being truncated */
	int spin_decl;        /* (Promela) an IR_S_EXPR without effect that
	                         stands for a record's declaration after the
	                         first statement: Spin's element there is an
	                         assignment (ASGN), a follow-on of statement
	                         merging (codegen/merge.c) */
	int spin_break;       /* (Promela) an IR_S_EXPR jump that is Spin's
	                         break target (the BREAK element after a do
	                         or for, text "break"), a state of its own
	                         at the end of an atomic sequence: it
	                         carries the :bN label, so Spin never merges
	                         statements after it (codegen/merge.c) */
	int spin_no;          /* (Promela) the number Spin gives the
	                         statement's element: the "(state N)" of
	                         spin -p; 0 if unknown */
	/* (Promela) inside a d_step body: the elements Spin's simulator
	 * walks after this statement before it reaches the next one ('.'
	 * targets, gotos, break targets), one replay line each */
	const struct IrSpinLine *dchain;
	int ndchain;
	/* DSTEP: the replay lines that stand for the body's first element
	 * (Spin prints it with the d_step's own number): none when the
	 * first element is the first statement taken, whose line then
	 * takes the d_step's number; else that element (a '.') and the
	 * elements walked after it */
	const struct IrSpinLine *dfirst;
	int ndfirst;
} IrStmt;

/* One line of spin -t -p inside a d_step: an element's number, source
 * line and text. */
typedef struct IrSpinLine {
	int no;
	int line;
	const char *text;
} IrSpinLine;

/* ------------------------------------------------------------ automata */

enum {
	IR_LOC_END      = 1 << 0, /* label starting with `end` */
	IR_LOC_PROGRESS = 1 << 1, /* label starting with `progress` */
	IR_LOC_ACCEPT   = 1 << 2, /* label starting with `accept` */
	IR_LOC_ATOMIC   = 1 << 3, /* strictly inside an atomic sequence: a
	                             process that reaches it keeps control */
	IR_LOC_FINAL    = 1 << 4, /* end of the body: valid end state; the
	                             runtime may take the death step here */
	IR_LOC_INIT     = 1 << 5, /* the start location */
	IR_LOC_COMMIT   = 1 << 6, /* DVE committed state: while any process is
	                             in one, only processes in committed states
	                             move (a rendezvous then needs both sides
	                             committed, as in DiVinE) */
	IR_LOC_CLAIM_ASSERT = 1 << 7 /* never claim: the place a failed
	                             `assert` of the claim leads to, a
	                             violation (its label: the assertion's
	                             text); its edges are those of the
	                             assertion's successor, taken instead when
	                             assertions are ignored (pan -A) */
};

typedef struct IrEdge {
	int src, dst;         /* location indices in the automaton */
	IrStmt *stmt;
	int prio;             /* unless nesting: among the edges of a location,
	                         those with the highest prio that are executable
	                         disable all others (0 = normal) */
	int id;               /* global transition number (set by ir_finish) */
	int atomic;           /* (added by the frontend) 1 iff the edge lies in
	                         an atomic sequence and its dst is strictly inside
	                         it: after taking it the process keeps control
	                         (mirrors IR_LOC_ATOMIC of dst for in-atomic
	                         edges; an edge entering a loop head that is the
	                         atomic's first location from outside has 0) */
	int in_atomic;        /* (added by the Promela frontend) 1 iff the
	                         statement lies in an atomic sequence, its
	                         first and last included (Spin's ATOM or
	                         L_ATOM status: statement merging lets it
	                         touch global state) */
	struct IrVar **dead;  /* (added by ir_deadvars) locals of the edge's
	                         process that are dead after it, and
	                         write-only globals it may write: the step
	                         resets them to 0 (NULL/0 when none) */
	int ndead;
} IrEdge;

typedef struct IrLocation {
	int index;            /* position in the automaton */
	unsigned flags;       /* IR_LOC_* */
	const char **labels;  /* user labels on this location */
	int nlabels;
	IrLoc loc;            /* location of the statement starting here */
	IrEdge **out;         /* outgoing edges, in Spin's order */
	int nout;
	int spin_no;          /* (Promela) Spin's number of the state: that
	                         of pan -d and pc_value(); 0 if unknown */
	const char *spin_text;/* (Promela) the text of that element when it
	                         is not a statement's own ("IF", "DO",
	                         "sub-sequence"), else NULL */
	int spin_line;        /* (Promela) that element's source line */
} IrLocation;

struct IrAutomaton {
	IrLocation **locs;
	int nlocs;
	int init;             /* index of the start location */
	IrEdge **edges;       /* all edges, in order of creation */
	int nedges;
};

/* ----------------------------------------------------------- processes */

typedef enum IrProcKind {
	IR_PROC_NORMAL,   /* proctype / D_proctype */
	IR_PROC_INIT,     /* init { } */
	IR_PROC_NEVER,    /* never { } */
	IR_PROC_TRACE,    /* trace { } */
	IR_PROC_NOTRACE   /* notrace { } */
} IrProcKind;

typedef struct IrProctype {
	const char *name;
	IrLoc loc;
	IrProcKind kind;
	int index;            /* position in IrModel.procs */
	int active;           /* `active [N]`: N instances at start (0 if none;
	                         init counts as 1) */
	int priority;         /* `priority N` (default 1) */
	int deterministic;    /* D_proctype */
	IrExpr *provided;     /* `provided (expr)` or NULL */
	IrVar **params;       /* parameters, in order (also in locals) */
	int nparams;
	IrVar **locals;       /* all locals incl. params, in declaration order */
	int nlocals;
	IrAutomaton aut;      /* the body */
} IrProctype;

/* `ltl name { formula }`: kept as text for the LTL library. */
typedef struct IrLtl {
	const char *name;
	const char *text;     /* the formula as written */
	IrLoc loc;
} IrLtl;

/* A proposition of an ltl block or of the claim formula (mcc -f, -F,
 * --automaton), compiled into the model: the verifier binds a formula's
 * proposition of the same text to it instead of parsing it at run time.
 * (Added for ltl blocks: codegen lists them with the never claim's
 * guards in the model's proposition table.) */
typedef struct IrAp {
	const char *text;     /* the proposition's text as the formula names it */
	struct IrExpr *e;     /* its value: globals, remote references, channels */
	IrLoc loc;
} IrAp;

/* xr / xs assertions: (proctype, channel variable). */
typedef struct IrChanAssert {
	IrProctype *proc;
	IrVar *chan;
	int is_send;          /* xs = 1, xr = 0 */
	IrLoc loc;
} IrChanAssert;

/* `#define name value-text` kept for propositions (e.g. `#define p (x>3)`). */
typedef struct IrDefine {
	const char *name;
	const char *body;     /* replacement text */
	IrLoc loc;
} IrDefine;

/* Embedded C declarations: c_decl, c_state, c_track. */
typedef struct IrCDecl {
	enum { IR_C_DECL, IR_C_STATE, IR_C_TRACK } kind;
	const char *text;     /* c_decl text, or c_state/c_track first string */
	const char *arg2;     /* c_state/c_track second string */
	const char *arg3;     /* c_state third string (or NULL) */
	IrLoc loc;
} IrCDecl;

typedef struct IrModel {
	const char *name;        /* model file name */
	struct IrArena *arena;   /* owns everything below */
	IrVar **globals; int nglobals;
	IrStruct **structs; int nstructs;
	IrMtypeConst **mtypes; int nmtypes;
	IrProctype **procs; int nprocs;   /* incl. init and claims */
	IrProctype *never;       /* the never claim or NULL */
	IrLtl **ltls; int nltls;
	IrChanAssert **xrxs; int nxrxs;
	IrDefine **defines; int ndefines;
	IrCDecl **cdecls; int ncdecls;
	int has_c_code;          /* any embedded C anywhere */
	int spin_reads;          /* the frontend sets IR_VAR_RREAD (Promela):
	                            globals without it are write-only */
	int ltl_last;            /* an ltl block names _last (where Spin's
	                            proposition drops it too: Spin then keeps
	                            _last in the state, HAS_LAST) */
	int has_priority;        /* (added for priorities) the model uses
	                            priority, _priority, get_/set_priority:
	                            Spin's rule holds, a process moves only if
	                            no process of a higher priority can (in
	                            test mode, as enabled()); each process
	                            carries its priority (1..255, byte 1 of
	                            its frame in both backends) */
	int ntrans;              /* total number of edges (ids 0..ntrans-1) */
	int dve_error_state;     /* (added for DVE) 1: DiVinE's error semantics:
	                            a step that raises an error (out-of-range
	                            value, bad index, division by zero) leads
	                            to the error state instead of its computed
	                            successor: every variable 0, every channel
	                            empty, every process at location 0, except
	                            the first IR_PROC_NORMAL process at its
	                            last location (an extra location without
	                            edges, labelled "error", added by the
	                            frontend); a never claim keeps its own
	                            state in the product.  That state is
	                            reported as an error, stored and explored
	                            like any other (the other processes keep
	                            moving): BEEM's published counts include
	                            it and its successors. */
	IrAp **aps; int naps;    /* compiled propositions (ltl blocks, claim
	                            formula), distinct texts */
} IrModel;

/* ------------------------------------------------------------- arena */

typedef struct IrArena IrArena;

IrArena *ir_arena_new(void);
void *ir_alloc(IrArena *a, size_t n);          /* zeroed, never NULL (dies) */
char *ir_strdup(IrArena *a, const char *s);
void ir_arena_free(IrArena *a);

/* Grow a pointer array by one element (arena-allocated, amortized). */
void ir_push(IrArena *a, void ***arr, int *n, void *item);

IrModel *ir_model_new(const char *name);
void ir_free(IrModel *m);

/* Number the edges of the proctypes and init (not claims) 0..n-1 in
 * process order, the transition ids of the generated model: sets
 * IrEdge.id, returns n; *byid[id] is the edge, *owner[id] its proctype
 * index (malloc'd arrays of n+1, the caller frees them). */
int ir_number_trans(const IrModel *m, IrEdge ***byid, int **owner);

/* The number of argument values `run` passes to pt: one per parameter,
 * a record parameter one per leaf (IrVar.leaves). */
int ir_param_slots(const IrProctype *pt);

/* Call fn on every expression node of e, parents first, and of the
 * receive of a poll inside it; ir_visit_stmt: of every expression of s, of
 * its sync and effects (DVE) and of its d_step body. */
typedef void (*IrExprFn)(void *ctx, const IrExpr *e);

/* Whether e contains a `run` (creates a process). */
int ir_expr_has_run(const IrExpr *e);
void ir_visit_expr(const IrExpr *e, IrExprFn fn, void *ctx);
void ir_visit_stmt(const IrStmt *s, IrExprFn fn, void *ctx);

/* Number edges globally (IrEdge.id) and fill IrModel.ntrans; idempotent. */
void ir_finish(IrModel *m);

/* Which locals the dead-variable reduction resets: IR_DV_MCC every local
 * that may be non-zero where it is dead (mcc's default); IR_DV_SPIN
 * exactly those spin -a resets (mcc --spin-reductions). */
typedef enum IrDvRule {
	IR_DV_MCC,
	IR_DV_SPIN
} IrDvRule;

/* Dead-variable reduction (frontend/deadvar.c): fill IrEdge.dead with the
 * locals that each edge resets after it (by rule), and with the
 * write-only globals (IR_VAR_WONLY) that it may write.  Returns the
 * number of resets; does nothing on models with embedded C. */
int ir_deadvars(IrModel *m, IrDvRule rule);

/* Constant folding (frontend/fold.c): no constant operand left to !, &&,
 * || and ?: where the result does not need it (tcc 0.9.27 miscompiles
 * some of those), operators on constants computed. */
void ir_fold(IrModel *m);

/* Byte size of one element of a type in the state vector (records: sum). */
int ir_type_size(const IrType *t);

/* Print the IR in readable form (for --dump-ir). */
#include <stdio.h>
void ir_dump(const IrModel *m, FILE *out);

#endif
