/*
 * dve_int.h -- internals of the DVE frontend: context, diagnostics, the
 * AST built by the bison parser (dve_parser.y) and the lowering
 * (dve_lower.c).
 *
 * Pipeline: dve_load() reads the file into memory, dve_parse() builds a
 * DModel (all nodes from the IrModel's arena, each with its IrLoc),
 * dve_lower() resolves names, checks types and builds the IrModel.
 * Parsing continues after a syntax error only as far as bison's error
 * recovery allows; any error makes dve_load() return NULL.
 */
#ifndef MCC_DVE_INT_H
#define MCC_DVE_INT_H

#include "frontend/ir.h"
#include "frontend/dve/dve.h"

/* ------------------------------------------------------------ AST */

typedef enum DExprKind {
	D_CONST,   /* value (also true/false) */
	D_ID,      /* name */
	D_INDEX,   /* name[a] */
	D_DOT,     /* name.name2: process name in state name2 */
	D_ARROW,   /* name->name2, optionally [a]: variable of another process */
	D_UNOP,    /* op (IR_OP_NEG/NOT/BITNOT) a */
	D_BINOP,   /* a op b; op is an IrOp or D_OP_IMPLY */
} DExprKind;

enum { D_OP_IMPLY = 100 }; /* `imply`: lowered to !a || b */

typedef struct DExpr {
	DExprKind kind;
	IrLoc loc;
	int op;                /* UNOP/BINOP operator */
	int paren;             /* written inside parentheses */
	long long value;       /* CONST */
	const char *name;      /* ID, INDEX, DOT, ARROW: first name */
	IrLoc loc2;            /* DOT, ARROW: location of name2 */
	const char *name2;     /* DOT: state; ARROW: variable */
	struct DExpr *a, *b;   /* operands / index (a) */
} DExpr;

/* A list of expressions (initializers, sync values). */
typedef struct DExprList {
	DExpr **items;
	int n;
} DExprList;

/* One declared variable (`byte x[3] = {1,2,3}`). */
typedef struct DVar {
	const char *name;
	IrLoc loc;
	int is_const;          /* `const` */
	int is_int;            /* int (16-bit signed) vs byte */
	int array_len;         /* -1: scalar; else declared length */
	IrLoc len_loc;         /* location of the length */
	DExpr *init;           /* scalar initializer or NULL */
	DExprList *inits;      /* `{...}` initializer or NULL */
	IrLoc init_loc;        /* location of the initializer */
} DVar;

/* One channel (`channel c;` or `channel {byte,int} c[2];`). */
typedef struct DChan {
	const char *name;
	IrLoc loc;
	int typed;             /* declared with a type list */
	int *is_int;           /* typed: per item, 1 for int, 0 for byte */
	int ntypes;
	int capacity;          /* typed: buffer size (0 = rendezvous) */
} DChan;

/* A named reference to a state with its location. */
typedef struct DName {
	const char *name;
	IrLoc loc;
} DName;

/* `sync c!v` / `sync c?x` / `sync c!{a,b}`. */
typedef struct DSync {
	const char *chan;
	IrLoc loc;             /* of the channel name */
	int is_send;           /* ! vs ? */
	DExprList *values;     /* NULL: no value */
} DSync;

/* `lhs = rhs` in an effect list. */
typedef struct DAssign {
	DExpr *lhs, *rhs;
	IrLoc loc;
} DAssign;

typedef struct DTrans {
	DName src, dst;
	IrLoc loc;             /* of the source name (or the arrow) */
	DExpr *guard;          /* NULL: true */
	DSync *sync;           /* NULL: no synchronisation */
	DAssign **effects;
	int neffects;
	const char *text;      /* source text between { and } (compact) */
} DTrans;

typedef struct DProc {
	const char *name;
	IrLoc loc;
	DVar **vars; int nvars;
	DName *states; int nstates;
	DName init; int has_init;
	DName *accepts; int naccepts;
	DName *commits; int ncommits;
	DTrans **trans; int ntrans;
} DProc;

typedef struct DModel {
	DVar **vars; int nvars;          /* globals in order */
	DChan **chans; int nchans;
	DProc **procs; int nprocs;
	int has_system;                  /* `system` seen */
	int sync;                        /* `system sync` */
	IrLoc sys_loc;
	const char *property;            /* `property P` or NULL */
	IrLoc prop_loc;
	/* declaration order of globals and channels: 'v' or 'c' per item */
	char *order; int norder, caporder;
} DModel;

/* ------------------------------------------------------------ context */

typedef struct DveCtx {
	IrArena *arena;          /* AST + IR */
	IrModel *model;          /* result being built */
	const char *file;        /* path (arena copy) */
	const char *text;        /* whole file, NUL-terminated (malloc'd) */
	size_t len;
	int nerrors;
	DModel *ast;
	/* lexer state */
	size_t pos;              /* read position in text */
	int line, col;           /* position of text[pos] (1-based) */
	/* parser helpers */
	DProc *proc;             /* process being parsed */
	DTrans *last_trans;      /* previous transition (for `-> s {...}`) */
	int decl_const, decl_int;/* type prefix of the declarators parsed */
	int *ctypes; int nctypes;/* item types of the typed channels parsed */
} DveCtx;

/* ---- diagnostics (dve_diag.c) ---- */
void dve_error(DveCtx *c, IrLoc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void dve_warning(DveCtx *c, IrLoc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
IrLoc dve_loc(DveCtx *c, int line, int col);
IrLoc dve_end_loc(DveCtx *c);

/* ---- AST helpers (dve_ast.c) ---- */
DExpr *dx_new(DveCtx *c, DExprKind k, IrLoc loc);
DExpr *dx_bin(DveCtx *c, int op, DExpr *a, DExpr *b, IrLoc loc);
void dve_list_push(DveCtx *c, void ***arr, int *n, void *item);
void dve_order_push(DveCtx *c, char what);
const char *dve_expr_text(DveCtx *c, const DExpr *e);
const char *dve_trans_text(DveCtx *c, const DTrans *t);

/* ---- parser (dve_parser.y) and lowering (dve_lower.c) ---- */
int dve_parse(DveCtx *c);   /* 0 on success */
int dve_lower(DveCtx *c);   /* 0 on success */

#endif
