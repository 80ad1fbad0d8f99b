/*
 * pml.h -- internals of the Promela frontend: preprocessor, diagnostics,
 * AST built by the bison parser, and the lowering to the IR (lower.c).
 *
 * Pipeline: pp_run() turns the model file into one text buffer whose
 * lines map back to (file, line) through PmlCtx.lmap; the lexer/parser
 * build an AST (PNode) of the whole model; pml_lower() resolves names,
 * checks types and builds the IrModel.  All memory comes from one arena.
 */
#ifndef MCC_PML_H
#define MCC_PML_H

#include "frontend/ir.h"
#include "frontend/frontend.h"

/* One original source file kept for diagnostics (caret lines). */
typedef struct PmlFile {
	const char *name;  /* path as opened */
	const char *text;  /* whole content, NUL-terminated */
} PmlFile;

/* Where an output line of the preprocessor comes from. */
typedef struct PmlLine {
	const char *file;  /* original file */
	int line;          /* 1-based line in it */
} PmlLine;

/* A preprocessor macro. */
typedef struct PmlMacro {
	const char *name;
	const char *body;      /* replacement text (trimmed) */
	const char **params;   /* function-like: parameter names */
	int nparams;           /* -1: object-like */
	IrLoc loc;
	int defined;           /* 0 after #undef */
} PmlMacro;

typedef struct PNode PNode;

/* Raw text being captured by the lexer (c_code, c_expr, c_decl, ltl). */
typedef struct PmlRaw {
	int kind;          /* 0 c_code, 1 c_expr, 2 c_decl, 3 ltl */
	IrLoc loc;         /* of the keyword */
	char *text; size_t len, cap; /* body so far (malloc'd) */
	char *name;        /* ltl name or NULL */
	char *guard;       /* c_code/c_expr [guard] or NULL */
	int depth;         /* brace depth */
	int body_line, body_col; /* output position just after the '{' */
} PmlRaw;

/* Parser + lowering context (one per fe_load). */
typedef struct PmlCtx {
	IrArena *arena;          /* everything below, and the AST */
	IrModel *model;          /* result being built */
	PmlFile **files; int nfiles;
	PmlLine *lmap; int nlmap, caplmap; /* output line -> origin */
	char *buf; size_t len, cap;        /* preprocessed text */
	PmlMacro **macros; int nmacros;
	int nerrors;             /* errors reported so far */
	int depth;               /* #include depth */
	const FeOptions *opt;
	/* names the lexer must classify (declared so far) */
	const char **pnames; int npnames;  /* proctype names */
	const char **unames; int nunames;  /* typedef names */
	const char **inames; int ninames;  /* inline names */
	const char **all_inames; int nall_inames; /* every `inline NAME` in the text:
	                            an inline body may call one defined later */
	PNode *root;             /* list of top-level units */
	PNode *dot_wait[16];     /* if/do nodes waiting for PNode.eline */
	int ndot_wait;
	/* lexer position in buf */
	int line, col;           /* current output line (1-based), column */
	int pp_overflow;         /* 1: macro expansion exceeded the limit */
	void *la_store;          /* parser token filter state (parser.y: LaStore) */
	/* statement separators (Spin's rule, see parser.y): */
	int in_seq;              /* 1 inside a proctype/init/never/trace/inline body or typedef */
	int in_inline;           /* 1 inside an inline body */
	int par_cnt;             /* open '(' */
	int last_tok;            /* last token the lexer produced, as the newline rule sees it */
	int prio_warned;         /* > 0: the model uses priorities */
	IrLoc prio_loc;          /* its first priority construct */
	int sel_cap;             /* 1: capturing the text of a select ( .. ) */
	/* an inline body that does not parse is an error only where the
	 * inline is called (Spin reads the body there): its syntax error is
	 * kept, not printed (parser.y, pml_lex_wrap) */
	int braces;              /* '{' minus '}' so far */
	int inl_state;           /* 1: INLINE seen; 2: in its body; 3: its '}' passed */
	int inl_depth;           /* braces outside that body */
	int inl_broken;          /* 1: its syntax error is kept, tokens skipped */
	IrLoc inl_err_loc;       /* the kept error */
	char inl_err[200];
	char sel_text[256];      /* that text (select_capture in parser.y) */
	/* a sub-parse of one expression or ltl formula (pml_parse_sub) */
	int sub_mode;            /* PML_SUB_* while the start token is pending, else 0 */
	int ltl_mode;            /* 1: LTL operator words and symbols are tokens */
	int in_sub;              /* PML_SUB_* during a sub-parse, else 0 */
	PNode *sub_root;         /* its result */
	const char *sub_file;    /* not NULL: locations are (sub_file, line, col) */
	int sub_col;             /* with sub_file: > 0 fixes every column to it */
	PmlRaw *raw;             /* lexer raw-text capture */
} PmlCtx;

/* ---- diagnostics ---- */
IrLoc pml_loc(PmlCtx *c, int oline, int col);
/* claim.c: rewrite a never claim's automaton into conditions and else
 * only (assert, printf and atomic sequences resolved, as Spin runs them). */
void pml_claim_normalize(PmlCtx *c, IrProctype *pt);

void pml_error(PmlCtx *c, IrLoc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void pml_warning(PmlCtx *c, IrLoc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void pml_error_raw(PmlCtx *c, const char *file, int line, int col, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* ---- preprocessor ---- */
int pp_run(PmlCtx *c, const char *path);
/* `text` with the model's macros expanded (malloc'd). */
char *pp_expand_text(PmlCtx *c, const char *text);
/* Keep `text` as source file `name` for caret lines in diagnostics. */
void pml_add_source(PmlCtx *c, const char *name, const char *text);

/* ---- AST ---- */
typedef enum PKind {
	/* expressions */
	P_CONST, P_NAME, P_INDEX, P_FIELD, P_UNOP, P_BINOP, P_COND,
	P_LEN, P_EMPTY, P_NEMPTY, P_FULL, P_NFULL, P_PID, P_NR_PR, P_LAST,
	P_TIMEOUT, P_NP, P_ENABLED, P_PC_VALUE, P_GET_PRIO, P_RLABEL, P_RVAR,
	P_RUN, P_POLL, P_C_EXPR, P_EVAL, P_ANY, P_STRING,
	/* statements */
	P_SEQ, P_ASSIGN, P_INCR, P_DECR, P_SEND, P_RECV, P_EXPR, P_ASSERT,
	P_PRINTF, P_PRINTM, P_SKIP, P_ELSE, P_BREAK, P_GOTO, P_LABEL, P_IF,
	P_DO, P_ATOMIC, P_DSTEP, P_BLOCK, P_UNLESS, P_FOR, P_FOR_IN, P_SELECT,
	P_CALL, P_C_CODE, P_SET_PRIO, P_DECL, P_XRXS, P_RETURN,
	/* declarations */
	P_VARDECL, P_IVAR, P_CHANINIT, P_TYPE, P_PROC, P_TYPEDEF, P_MTYPE,
	P_INLINE, P_LTL, P_C_DECL, P_C_STATE, P_C_TRACK, P_OPT,
	/* ltl formulas */
	P_LTLOP
} PKind;

/* One AST node; the meaning of the slots depends on kind (see parser.y). */
struct PNode {
	PKind kind;
	IrLoc loc;
	int op;              /* operator (IrOp) / flags / sub-kind */
	int64_t ival;        /* constant value / misc integer */
	const char *str;     /* name / text */
	const char *str2;    /* secondary name */
	PNode *a, *b, *c, *d;/* children */
	PNode **list; int n; /* list children */
	int eline;           /* if/do: the line of the first token after it
	                        (Spin's line of its '.' element), 0 unknown */
};

PNode *pn_new(PmlCtx *c, PKind k, IrLoc loc);
void pn_add(PmlCtx *c, PNode *list, PNode *item);

/* type node (P_TYPE): op = IrTypeKind, ival = bits, str = typedef name or
 * mtype name, str2 = "typedef" when str names a typedef */

/* ---- Spin's element numbers (spinno.c) ---- */
/* Roles: the elements one statement makes. */
enum {
	PML_SN_EL,        /* its element (if/do/unless/for: the if/do one) */
	PML_SN_DOT,       /* if, do, unless, for, select: the '.' target */
	PML_SN_BRK,       /* do, for, select: the break target */
	PML_SN_SKIP,      /* goto/break labelled end/accept/progress: the
	                     skip that takes the label */
	PML_SN_FOR_INIT,  /* for/select: the start value, the condition, the */
	PML_SN_FOR_COND,  /* increment, the else, the goto to the break */
	PML_SN_FOR_INC,
	PML_SN_FOR_ELSE,
	PML_SN_FOR_GOTO,
	PML_SN_FOR_RECV,  /* for (x in c) over c's messages: the receive and */
	PML_SN_FOR_SEND,  /* the send after the condition */
	PML_SN_SEL0       /* select over constants, an if (Spin 6.5): the
	                     assignment of the k-th value is PML_SN_SEL0 + k */
};
typedef struct PmlSpinNo PmlSpinNo;
/* Number the elements of a proctype body; NULL if out of memory.
 * is_rec(ctx, name): is the variable `name`, which the body has not
 * declared (a global or a parameter), a record?  (`for (x in c)` over a
 * channel's messages, x a record, makes two more elements than one over
 * an array's indices.) */
PmlSpinNo *pml_sn_new(const PNode *body, PNode **inlines, int ninlines,
                      int (*is_rec)(void *ctx, const char *name), void *ctx);
/* The number of (p, role) inside the inline calls whose path hash is
 * `path` (pml_sn_path), 0 if it has none. */
int pml_sn_get(const PmlSpinNo *s, const PNode *p, int role, uint64_t path);
uint64_t pml_sn_path(const PNode *const *calls, int n);
/* Is `select (v : lo .. hi)` an if with one option per value?  Spin's
 * lexer rewrites it so when v is a plain name of letters and digits, lo
 * and hi are non-negative numbers at most 32 apart and the statement is
 * not in an inline body; otherwise it is the loop
 * v = lo; do :: v < hi -> v++ :: break od. */
int pml_select_is_if(const PNode *p, int in_inline);
/* The number of the body's -end-. */
int pml_sn_end(const PmlSpinNo *s);
void pml_sn_free(PmlSpinNo *s);

/* ---- lowering ---- */
int pml_lower(PmlCtx *c);

/* ---- lexer/parser glue ---- */
/* SEMI token values: how the separator was written */
enum { PML_SEMI_EXPLICIT, PML_SEMI_ARROW, PML_SEMI_NEWLINE, PML_SEMI_NL_BRACE, PML_SEMI_IMPLIED };
int pml_newline_semi(PmlCtx *c);
/* Parse `text` on its own: one expression (PML_SUB_EXPR) or an ltl block's
 * formula (PML_SUB_LTL), its first character at output position
 * (line, col).  NULL after reporting errors. */
enum { PML_SUB_EXPR = 1, PML_SUB_LTL = 2 };
PNode *pml_parse_sub(PmlCtx *c, int mode, const char *text, int line, int col);
/* LTL operators in formula ASTs (P_LTLOP.op) */
enum { PML_LTL_ALWAYS, PML_LTL_EVENTUALLY, PML_LTL_NEXT, PML_LTL_UNTIL,
       PML_LTL_WEAK_UNTIL, PML_LTL_RELEASE, PML_LTL_IMPLIES, PML_LTL_EQUIV };
int pml_parse(PmlCtx *c);
int pml_is_pname(PmlCtx *c, const char *s);
int pml_is_uname(PmlCtx *c, const char *s);
int pml_is_iname(PmlCtx *c, const char *s);
void pml_scan_inlines(PmlCtx *c);

#endif
