/*
 * parser.y -- Promela grammar (Spin 6) building the AST of pml.h.
 * Node slot conventions are documented per kind in lower.c.
 */
%define api.pure full
%define api.prefix {pml}
%define parse.error verbose
%locations
%param {void *scanner}
%parse-param {PmlCtx *ctx}

%code requires {
#include "frontend/promela/pml.h"
}

%code {
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
int pmllex(PMLSTYPE *lval, PMLLTYPE *lloc, void *scanner);
static void pmlerror(PMLLTYPE *l, void *scanner, PmlCtx *ctx, const char *msg);
#define L(x) pml_loc(ctx, (x).first_line, (x).first_column)
static PNode *mk(PmlCtx *c, PKind k, IrLoc l) { return pn_new(c, k, l); }
static PNode *mk1(PmlCtx *c, PKind k, IrLoc l, PNode *a) { PNode *p = pn_new(c, k, l); p->a = a; return p; }
static PNode *mk2(PmlCtx *c, PKind k, IrLoc l, PNode *a, PNode *b) { PNode *p = mk1(c, k, l, a); p->b = b; return p; }
static PNode *bin(PmlCtx *c, IrLoc l, int op, PNode *a, PNode *b) { PNode *p = mk2(c, P_BINOP, l, a, b); p->op = op; return p; }
static PNode *un(PmlCtx *c, IrLoc l, int op, PNode *a) { PNode *p = mk1(c, P_UNOP, l, a); p->op = op; return p; }
static PNode *lst(PmlCtx *c, PKind k, IrLoc l, PNode *first) { PNode *p = pn_new(c, k, l); if (first) pn_add(c, p, first); return p; }
#undef yylex
#define yylex pml_lex_wrap
typedef struct LaTok { int t; PMLSTYPE v; PMLLTYPE l; } LaTok;
/* Token filter state: one held-back token and the last token passed on. */
typedef struct LaStore {
	LaTok hold;     /* the held-back token */
	int has_hold;   /* 1: hold is valid */
	int last;       /* last token passed to the parser */
	PMLLTYPE end;   /* where the lexer's last token ended (EOF's location) */
} LaStore;
PmlCtx *pmlget_extra(void *sc);

/* How Spin's newline rule sees token t: `skip` is a constant, the
 * predefined variables are names, and `timeout` ends in ')' because Spin
 * reads it as `(timeout)` (not inside inline bodies). */
static int spin_class(PmlCtx *c, int t)
{
	switch (t) {
	case SKIP: return CONST;
	case UPID: case NR_PR: case LAST: case UPRIO: return NAME;
	case TIMEOUT: return c->in_inline ? TIMEOUT : ')';
	default: return t;
	}
}

char *pmlget_text(void *sc);

/* The text of `select ( .. )` as Spin's lexer sees it, tokens joined by
 * spaces (or a newline where one was), up to the ')'. */
static void select_capture(PmlCtx *c, int t, void *sc, int newline)
{
	if (t == SELECT) {
		c->sel_text[0] = 0;
		c->sel_cap = 1;
		return;
	}
	if (!c->sel_cap)
		return;
	size_t n = strlen(c->sel_text);
	const char *x = pmlget_text(sc);
	if (t == 0 || n + strlen(x) + 2 >= sizeof c->sel_text) {
		c->sel_cap = 0;
		c->sel_text[0] = '\n'; /* too long or cut: not expanded */
		c->sel_text[1] = 0;
		return;
	}
	snprintf(c->sel_text + n, sizeof c->sel_text - n, "%s%s", newline ? "\n" : n ? " " : "", x);
	if (t == ')')
		c->sel_cap = 0;
}

/* Does Spin's lexer expand this select (one option per value when the
 * range is at most 33 values)?  Only outside inline bodies, for
 * `( name : digits .. digits )` with an alphanumeric name (no '_') and
 * plain decimal bounds (no sign, no expression), spaces allowed. */
static int select_expands(PmlCtx *c)
{
	const char *s = c->sel_text;
	if (c->in_inline || *s++ != '(')
		return 0;
	int n = 0;
	for (; *s && *s != ':'; s++)
		if (!isalnum((unsigned char)*s) && *s != ' ' && *s != '\t')
			return 0;
	if (*s++ != ':')
		return 0;
	for (; *s && *s != '.'; s++, n++)
		if (!isdigit((unsigned char)*s) && *s != ' ' && *s != '\t')
			return 0;
	if (*s != '.' || !(s = strchr(s + 1, '.')))
		return 0;
	for (s++; *s && *s != ')'; s++)
		if (!isdigit((unsigned char)*s) && *s != ' ' && *s != '\t')
			return 0;
	return *s == ')' && n > 0;
}

/* The lexer's token, with what the newline rule needs to know. */
static void raw_tok(PmlCtx *c, LaStore *st, LaTok *k, void *sc)
{
	int pline = st->end.last_line;
	k->l = st->end;
	k->t = pmllex(&k->v, &k->l, sc);
	if (k->t == 0)
		k->l.first_line = k->l.last_line, k->l.first_column = k->l.last_column;
	st->end = k->l;
	select_capture(c, k->t, sc, k->l.first_line != pline);
	if (k->t == '{' && c->inl_state == 1) {
		c->inl_state = 2;
		c->inl_depth = c->braces;
		/* the body's tokens are read as in an inline body from the
		 * first one on (ibody's action may come after it is read) */
		c->in_seq = c->in_inline = 1;
	}
	c->braces += k->t == '{' ? 1 : k->t == '}' ? -1 : 0;
	if (k->t == INLINE)
		c->inl_state = 1, c->inl_broken = 0;
	if (k->t == '(')
		c->par_cnt++;
	else if (k->t == ')' && c->par_cnt > 0)
		c->par_cnt--;
	c->last_tok = spin_class(c, k->t);
}

/* A ';' is implied between `else` and anything but a separator or fi,
 * and between `}` and anything that cannot follow a statement's `}`. */
static int implied_semi(int last, int t)
{
	if (last == ELSE)
		return t != SEMI && t != FI;
	if (last != '}')
		return 0;
	switch (t) {
	case PROCTYPE: case INIT: case NEVER: case SEP: case FI: case OD:
	case '}': case UNLESS: case SEMI: case 0:
		return 0;
	default:
		return 1;
	}
}

/* Statement separators as Spin 6 reads them (its lexer and yylex):
 * - the lexer turns a newline into SEMI (pml_newline_semi, lexer.l);
 * - a SEMI is implied after `else` and `}` (implied_semi);
 * - a SEMI followed by `}` or another SEMI is dropped (so `;;` is one
 *   separator and `; }` is `}`), and so is a newline's SEMI between `}`
 *   and `unless`. */
static int pml_lex_wrap0(PMLSTYPE *v, PMLLTYPE *l, void *sc);

/* The tokens, and the line of the first one after an if or do (not a
 * separator) for its '.' element: Spin makes that element when the
 * parser has read that far (PNode.eline). */
static int pml_lex_wrap(PMLSTYPE *v, PMLLTYPE *l, void *sc)
{
	PmlCtx *c = pmlget_extra(sc);
	int t = pml_lex_wrap0(v, l, sc);
	if (t != SEMI && c->ndot_wait) {
		for (int i = 0; i < c->ndot_wait; i++)
			c->dot_wait[i]->eline = l->first_line;
		c->ndot_wait = 0;
	}
	return t;
}

static void dot_wait(PmlCtx *c, PNode *p)
{
	if (c->ndot_wait < (int)(sizeof c->dot_wait / sizeof c->dot_wait[0]))
		c->dot_wait[c->ndot_wait++] = p;
}

static int pml_lex_wrap0(PMLSTYPE *v, PMLLTYPE *l, void *sc)
{
	PmlCtx *c = pmlget_extra(sc);
	if (!c->la_store) {
		c->la_store = ir_alloc(c->arena, sizeof(LaStore));
		LaStore *s0 = c->la_store;
		s0->end.first_line = s0->end.last_line = 1;
		s0->end.first_column = s0->end.last_column = 1;
	}
	LaStore *st = c->la_store;
	LaTok k;
	if (c->inl_state == 3) /* the parser is past the inline's body */
		c->inl_state = 0;
	if (c->inl_broken) { /* skip to the broken inline body's '}' */
		if (st->has_hold && st->hold.t == '}' && c->braces == c->inl_depth)
			k = st->hold;
		else
			do
				raw_tok(c, st, &k, sc);
			while (k.t && !(k.t == '}' && c->braces == c->inl_depth));
		st->has_hold = 0;
		c->inl_state = 3;
		st->last = k.t;
		*v = k.v;
		*l = k.l;
		return k.t;
	}
	if (c->sub_mode) { /* a sub-parse starts with its start token */
		int t = c->sub_mode == PML_SUB_EXPR ? EXPR_START : LTL_START;
		c->sub_mode = 0;
		*l = st->end;
		return t;
	}
	if (st->has_hold) {
		k = st->hold;
		st->has_hold = 0;
	} else {
		raw_tok(c, st, &k, sc);
		if (implied_semi(st->last, k.t)) {
			st->hold = k;
			st->has_hold = 1;
			st->last = 0;
			v->v = PML_SEMI_IMPLIED;
			*l = k.l;
			return SEMI;
		}
		if (k.t == SEMI) {
			LaTok h;
			raw_tok(c, st, &h, sc);
			if (h.t == '}' || h.t == SEMI ||
			    (h.t == UNLESS && k.v.v == PML_SEMI_NL_BRACE))
				k = h;
			else {
				st->hold = h;
				st->has_hold = 1;
			}
		}
	}
	if (c->inl_state == 2 && k.t == '}' && c->braces == c->inl_depth)
		c->inl_state = 3;
	st->last = k.t;
	*v = k.v;
	*l = k.l;
	return k.t;
}
/* A priority construct: the model uses Spin's priority rules (the
 * first one is where a conflict with rendezvous is reported). */
static void prio_warn(PmlCtx *c, IrLoc l)
{
	if (!c->prio_warned++)
		c->prio_loc = l;
}
static void addname(PmlCtx *c, const char ***arr, int *n, const char *s) { ir_push(c->arena, (void ***)arr, n, (void *)s); }
}

%union {
	PNode *n;
	int64_t v;
	const char *s;
	int i;
}

%token <v> CONST
%token <s> NAME PNAME UNAME INAME STRING
%token <n> C_CODE C_EXPR C_DECL LTL
%token ACTIVE ASSERT ATOMIC BIT BOOL BREAK BYTE CHAN D_STEP D_PROCTYPE DO ELSE
%token RETURN
%token EMPTY ENABLED EVAL FI FOR FULL GET_PRIORITY GOTO HIDDEN IF IN INIT INLINE
%token INT LEN LOCAL MTYPE NEMPTY NEVER NFULL NOTRACE NP OD OF PC_VALUE PID PRINTF
%token PRINTM PRIORITY PROCTYPE PROVIDED RUN SELECT SET_PRIORITY SHORT SHOW SKIP
%token TIMEOUT TRACE TYPEDEF UNLESS UNSIGNED XR XS UPID NR_PR LAST UPRIO C_STATE
%token <v> SEMI
%token C_TRACK SEP DOTDOT EQ NE LE GE AND OR LSHIFT RSHIFT INCR DECR O_SND R_RCV
%token ERRTOK
%token ALWAYS EVENTUALLY NEXT UNTIL WEAK_UNTIL RELEASE IMPLIES EQUIV
%token EXPR_START LTL_START

%type <n> units unit proc typedef_decl mtype_decl inline_decl init_decl
%type <n> never_decl trace_decl sequence step stmnt basic options option
%type <n> one_decl type ivar ivars chaninit typelist param_list params expr
%type <n> varref cmpnd args arglist margs rargs rarg poll_expr
%type <n> opt_active opt_prio opt_provided names decls body opt_expr_prio
%type <n> name_list c_state_decl pbody ibody clist citem mtype_names
%type <i> vis proc_kw
%type <s> anyname

%left IMPLIES EQUIV
%left OR
%left AND
%left UNTIL WEAK_UNTIL RELEASE
%left '|'
%left '^'
%left '&'
%left EQ NE
%left '<' '>' LE GE
%left LSHIFT RSHIFT
%left '+' '-'
%left '*' '/' '%'
%precedence '~' '!' UMIN

%%

spec:	  units			{ ctx->root = $1; }
	| EXPR_START expr	{ ctx->sub_root = $2; }
	| LTL_START expr opt_semi { ctx->sub_root = $2; }
	;

units:	  unit			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| units unit		{ $$ = $1; pn_add(ctx, $$, $2); }
	;

unit:	  proc			{ $$ = $1; }
	| init_decl		{ $$ = $1; }
	| never_decl		{ $$ = $1; }
	| trace_decl		{ $$ = $1; }
	| typedef_decl		{ $$ = $1; }
	| mtype_decl		{ $$ = $1; }
	| inline_decl		{ $$ = $1; }
	| one_decl		{ $$ = $1; }
	| LTL			{ $$ = $1; }
	| C_DECL		{ $$ = $1; }
	| c_state_decl		{ $$ = $1; }
	| C_CODE		{ $$ = $1; $$->kind = P_C_DECL; }
	| SEMI			{ $$ = mk(ctx, P_SKIP, L(@1)); $$->op = 1; }
	;

c_state_decl: C_STATE STRING STRING	{ $$ = mk(ctx, P_C_STATE, L(@1)); $$->str = $2; $$->str2 = $3; }
	| C_STATE STRING STRING STRING	{ $$ = mk(ctx, P_C_STATE, L(@1)); $$->str = $2; $$->str2 = $3; $$->a = mk(ctx, P_STRING, L(@4)); $$->a->str = $4; }
	| C_TRACK STRING STRING	{ $$ = mk(ctx, P_C_TRACK, L(@1)); $$->str = $2; $$->str2 = $3; }
	| C_TRACK STRING STRING STRING	{ $$ = mk(ctx, P_C_TRACK, L(@1)); $$->str = $2; $$->str2 = $3; $$->a = mk(ctx, P_STRING, L(@4)); $$->a->str = $4; }
	;

anyname: NAME { $$ = $1; } | PNAME { $$ = $1; } | UNAME { $$ = $1; } | INAME { $$ = $1; } ;

proc_kw:  PROCTYPE		{ $$ = 0; }
	| D_PROCTYPE		{ $$ = 1; }
	;

proc:	  opt_active proc_kw anyname { addname(ctx, &ctx->pnames, &ctx->npnames, $3); }
	  '(' param_list ')' opt_prio opt_provided pbody
		{ $$ = mk(ctx, P_PROC, L(@3)); $$->str = $3; $$->op = IR_PROC_NORMAL;
		  $$->ival = $2; $$->a = $1; $$->list = $6->list; $$->n = $6->n;
		  $$->b = $8; $$->c = $9; $$->d = $10; }
	;

opt_active: %empty		{ $$ = NULL; }
	| ACTIVE		{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = 1; }
	| ACTIVE '[' expr ']'	{ $$ = $3; }
	;

opt_prio: %empty		{ $$ = NULL; }
	| PRIORITY CONST	{ $$ = mk(ctx, P_CONST, L(@2)); $$->ival = $2; prio_warn(ctx, L(@1)); }
	;

opt_provided: %empty	{ $$ = NULL; }
	| PROVIDED '(' expr ')'	{ $$ = $3; }
	;

param_list: %empty		{ $$ = mk(ctx, P_SEQ, L(@$)); }
	| params		{ $$ = $1; }
	;

params:	  one_decl		{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| params SEMI one_decl	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

init_decl: INIT opt_prio pbody	{ $$ = mk(ctx, P_PROC, L(@1)); $$->str = "init"; $$->op = IR_PROC_INIT; $$->b = $2; $$->d = $3; }
	;

never_decl: NEVER pbody		{ $$ = mk(ctx, P_PROC, L(@1)); $$->str = "never"; $$->op = IR_PROC_NEVER; $$->d = $2; }
	| NEVER NAME pbody	{ $$ = mk(ctx, P_PROC, L(@1)); $$->str = $2; $$->op = IR_PROC_NEVER; $$->d = $3; }
	;

trace_decl: TRACE pbody		{ $$ = mk(ctx, P_PROC, L(@1)); $$->str = "trace"; $$->op = IR_PROC_TRACE; $$->d = $2; }
	| NOTRACE pbody		{ $$ = mk(ctx, P_PROC, L(@1)); $$->str = "notrace"; $$->op = IR_PROC_NOTRACE; $$->d = $2; }
	;

typedef_decl: TYPEDEF anyname { addname(ctx, &ctx->unames, &ctx->nunames, $2); }
	  '{' { ctx->in_seq = 1; } decls '}'
		{ ctx->in_seq = 0; $$ = mk(ctx, P_TYPEDEF, L(@2)); $$->str = $2; $$->list = $6->list; $$->n = $6->n; }
	;

decls:	  one_decl		{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| decls SEMI one_decl	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

mtype_decl: MTYPE '{' mtype_names '}'		{ $$ = $3; $$->kind = P_MTYPE; $$->loc = L(@1); }
	| MTYPE '=' '{' mtype_names '}'		{ $$ = $4; $$->kind = P_MTYPE; $$->loc = L(@1); }
	| MTYPE ':' NAME '{' mtype_names '}'	{ $$ = $5; $$->kind = P_MTYPE; $$->loc = L(@1); $$->str = $3; }
	| MTYPE ':' NAME '=' '{' mtype_names '}'	{ $$ = $6; $$->kind = P_MTYPE; $$->loc = L(@1); $$->str = $3; }
	;

/* mtype names: commas are optional (Spin), a trailing one is allowed */
mtype_names: NAME		{ PNode *x = mk(ctx, P_NAME, L(@1)); x->str = $1; $$ = lst(ctx, P_SEQ, L(@1), x); }
	| mtype_names NAME	{ PNode *x = mk(ctx, P_NAME, L(@2)); x->str = $2; $$ = $1; pn_add(ctx, $$, x); }
	| mtype_names ','	{ $$ = $1; }
	;

name_list: NAME			{ PNode *x = mk(ctx, P_NAME, L(@1)); x->str = $1; $$ = lst(ctx, P_SEQ, L(@1), x); }
	| name_list ',' NAME	{ PNode *x = mk(ctx, P_NAME, L(@3)); x->str = $3; $$ = $1; pn_add(ctx, $$, x); }
	;

inline_decl: INLINE anyname { addname(ctx, &ctx->inames, &ctx->ninames, $2); } '(' names ')' ibody
		{ $$ = mk(ctx, P_INLINE, L(@2)); $$->str = $2; $$->list = $5->list; $$->n = $5->n; $$->a = $7; }
	;

names:	  %empty		{ $$ = mk(ctx, P_SEQ, L(@$)); }
	| name_list		{ $$ = $1; }
	;

/* a proctype/init/never/trace body: newlines separate statements in it;
 * its d: where its '}' is (the line of Spin's -end-) */
pbody:	  '{' { ctx->in_seq = 1; } sequence opt_semi '}'
		{ ctx->in_seq = 0; $$ = $3; $$->d = mk(ctx, P_SKIP, L(@5)); }
	;

/* an inline body: read as if in place, in a body */
ibody:	  '{' { ctx->in_seq = 1; ctx->in_inline = 1; } sequence opt_semi '}'
		{ ctx->in_seq = 0; ctx->in_inline = 0; $$ = $3; $$->d = mk(ctx, P_SKIP, L(@5)); }
	| '{' error '}'	/* kept for a call: op 1, the error at loc/str */
		{ ctx->in_seq = 0; ctx->in_inline = 0; ctx->inl_broken = 0;
		  $$ = mk(ctx, P_SEQ, ctx->inl_err_loc); $$->op = 1;
		  $$->str = ir_strdup(ctx->arena, ctx->inl_err); $$->d = mk(ctx, P_SKIP, L(@3)); }
	;

body:	  '{' sequence opt_semi '}'	{ $$ = $2; $$->d = mk(ctx, P_SKIP, L(@4)); }
	;

opt_semi: %empty | SEMI ;

semis:	  SEMI | semis SEMI ;

sequence: step			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| sequence semis step	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

step:	  one_decl		{ $$ = mk1(ctx, P_DECL, L(@1), $1); }
	| XR name_list		{ $$ = $2; $$->kind = P_XRXS; $$->op = 0; $$->loc = L(@1); }
	| XS name_list		{ $$ = $2; $$->kind = P_XRXS; $$->op = 1; $$->loc = L(@1); }
	| stmnt			{ $$ = $1; }
	| stmnt UNLESS stmnt	{ $$ = mk2(ctx, P_UNLESS, L(@2), $1, $3); }
	| NAME ':' one_decl	{ pml_error(ctx, L(@1), "label preceding declaration"); $$ = mk1(ctx, P_DECL, L(@3), $3); }
	| mtype_decl		{ pml_error(ctx, L(@1), "mtype declaration must be global"); $$ = mk(ctx, P_SKIP, L(@1)); }
	;

vis:	  HIDDEN		{ $$ = IR_VAR_HIDDEN; }
	| SHOW			{ $$ = IR_VAR_SHOW; }
	| LOCAL			{ $$ = IR_VAR_LOCAL; }
	;

one_decl: vis type ivars	{ $$ = mk1(ctx, P_VARDECL, L(@2), $2); $$->op = $1;
				  $$->list = $3->list; $$->n = $3->n; }
	| type ivars		{ $$ = mk1(ctx, P_VARDECL, L(@1), $1);
				  $$->list = $2->list; $$->n = $2->n; }
	;

type:	  BIT			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_BIT; }
	| BOOL			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_BOOL; }
	| BYTE			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_BYTE; }
	| SHORT			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_SHORT; }
	| INT			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_INT; }
	| UNSIGNED		{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_UNSIGNED; }
	| PID			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_PID; }
	| CHAN			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_CHAN; }
	| MTYPE			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_MTYPE; }
	| MTYPE ':' NAME	{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_MTYPE; $$->str = $3; }
	| UNAME			{ $$ = mk(ctx, P_TYPE, L(@1)); $$->op = IR_T_STRUCT; $$->str = $1; }
	;

ivars:	  ivar			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| ivars ',' ivar	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

/* P_IVAR: str name, ival width (unsigned), b array size, c init, d chan init,
 * list/n initial values `= { c1, c2 }` */
ivar:	  NAME			{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; }
	| NAME ':' CONST	{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->ival = $3 ? $3 : -1; }
	| NAME '[' expr ']'	{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->b = $3; }
	| NAME '=' expr		{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->c = $3; }
	| NAME ':' CONST '=' expr { $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->ival = $3 ? $3 : -1; $$->c = $5; }
	| NAME '[' expr ']' '=' expr { $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->b = $3; $$->c = $6; }
	| NAME '=' chaninit	{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->d = $3; }
	| NAME '=' '{' clist '}'	{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->list = $4->list; $$->n = $4->n; }
	| NAME '[' expr ']' '=' '{' clist '}'
		{ $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->b = $3; $$->list = $7->list; $$->n = $7->n; }
	| NAME '[' expr ']' '=' chaninit { $$ = mk(ctx, P_IVAR, L(@1)); $$->str = $1; $$->b = $3; $$->d = $6; }
	;

/* an array's initial values: constants (numbers, chars, true/false, mtype names) */
clist:	  citem			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| clist ',' citem	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

citem:	  CONST			{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = $1; }
	| NAME			{ $$ = mk(ctx, P_NAME, L(@1)); $$->str = $1; }
	;

chaninit: '[' expr ']' OF '{' typelist '}'
		{ $$ = mk1(ctx, P_CHANINIT, L(@1), $2); $$->list = $6->list; $$->n = $6->n; }
	;

typelist: type			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| typelist ',' type	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

stmnt:	  NAME ':' stmnt	{ $$ = mk1(ctx, P_LABEL, L(@1), $3); $$->str = $1; }
	| NAME ':'		{ /* a label before `}`, od, fi or `::` labels a skip */
				  PNode *k = mk(ctx, P_CONST, L(@2)); k->ival = 1; k->op = 1;
				  $$ = mk1(ctx, P_LABEL, L(@1), mk1(ctx, P_EXPR, L(@2), k)); $$->str = $1; }
	| basic			{ $$ = $1; }
	;

options:  option		{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| options option	{ $$ = $1; pn_add(ctx, $$, $2); }
	;

option:	  SEP sequence opt_semi	{ $$ = $2; $$->loc = L(@1); }
	;

basic:	  IF options FI		{ $$ = mk(ctx, P_IF, L(@1)); $$->list = $2->list; $$->n = $2->n; dot_wait(ctx, $$); }
	| DO options OD		{ $$ = mk(ctx, P_DO, L(@1)); $$->list = $2->list; $$->n = $2->n; dot_wait(ctx, $$); }
	| ATOMIC body		{ $$ = mk1(ctx, P_ATOMIC, L(@1), $2); }
	| D_STEP body		{ $$ = mk1(ctx, P_DSTEP, L(@1), $2); }
	| body			{ $$ = mk1(ctx, P_BLOCK, L(@1), $1); }
	| FOR '(' varref ':' expr DOTDOT expr ')' opt_semi body
		{ $$ = mk2(ctx, P_FOR, L(@1), $3, $5); $$->c = $7; $$->d = $10; }
	| FOR '(' varref NAME varref ')' opt_semi body
		{ $$ = mk2(ctx, P_FOR_IN, L(@1), $3, $5); $$->d = $8;
		  if (strcmp($4, "in") != 0) pml_error(ctx, L(@4), "syntax error: expected 'in' or ':' in for"); }
	| SELECT '(' varref ':' expr DOTDOT expr ')'
		{ $$ = mk2(ctx, P_SELECT, L(@1), $3, $5); $$->c = $7; $$->op = select_expands(ctx); }
	| varref '=' expr	{ $$ = mk2(ctx, P_ASSIGN, L(@1), $1, $3); }
	| varref INCR		{ $$ = mk1(ctx, P_INCR, L(@1), $1); }
	| varref DECR		{ $$ = mk1(ctx, P_DECR, L(@1), $1); }
	| varref '!' margs	{ $$ = mk1(ctx, P_SEND, L(@1), $1); $$->list = $3->list; $$->n = $3->n; }
	| varref O_SND margs	{ $$ = mk1(ctx, P_SEND, L(@1), $1); $$->op = 1; $$->list = $3->list; $$->n = $3->n; }
	| varref '?' rargs	{ $$ = mk1(ctx, P_RECV, L(@1), $1); $$->list = $3->list; $$->n = $3->n; }
	| varref R_RCV rargs	{ $$ = mk1(ctx, P_RECV, L(@1), $1); $$->op = 1; $$->list = $3->list; $$->n = $3->n; }
	| varref '?' '<' rargs '>'	{ $$ = mk1(ctx, P_RECV, L(@1), $1); $$->op = 2; $$->list = $4->list; $$->n = $4->n; }
	| varref R_RCV '<' rargs '>'	{ $$ = mk1(ctx, P_RECV, L(@1), $1); $$->op = 3; $$->list = $4->list; $$->n = $4->n; }
	| PRINTF '(' STRING ')'	{ $$ = mk(ctx, P_PRINTF, L(@1)); $$->str = $3; }
	| PRINTF '(' STRING ',' arglist ')' { $$ = mk(ctx, P_PRINTF, L(@1)); $$->str = $3; $$->list = $5->list; $$->n = $5->n; }
	| PRINTM '(' expr ')'	{ $$ = mk1(ctx, P_PRINTM, L(@1), $3); }
	| ASSERT expr		{ $$ = mk1(ctx, P_ASSERT, L(@1), $2); }
	| ELSE			{ $$ = mk(ctx, P_ELSE, L(@1)); }
	| BREAK			{ $$ = mk(ctx, P_BREAK, L(@1)); }
	| GOTO NAME		{ $$ = mk(ctx, P_GOTO, L(@1)); $$->str = $2; }
	| INAME '(' args ')'	{ $$ = mk(ctx, P_CALL, L(@1)); $$->str = $1; $$->list = $3->list; $$->n = $3->n; }
	/* Spin 6: v = inl(args), the body's `return e` being v = e */
	| varref '=' INAME '(' args ')'
		{ $$ = mk(ctx, P_CALL, L(@3)); $$->str = $3; $$->list = $5->list; $$->n = $5->n; $$->b = $1; }
	| RETURN expr		{ $$ = mk1(ctx, P_RETURN, L(@1), $2); }
	| C_CODE		{ $$ = $1; }
	| SET_PRIORITY '(' expr ',' expr ')' { $$ = mk2(ctx, P_SET_PRIO, L(@1), $3, $5); prio_warn(ctx, L(@1)); }
	| UPRIO '=' expr	{ /* the process's own priority: set_priority(_pid, e) */
				  $$ = mk2(ctx, P_SET_PRIO, L(@1), mk(ctx, P_PID, L(@1)), $3); $$->op = 1;
				  prio_warn(ctx, L(@1)); }
	| expr			{ $$ = mk1(ctx, P_EXPR, L(@1), $1); }
	;

args:	  %empty		{ $$ = mk(ctx, P_SEQ, L(@$)); }
	| arglist		{ $$ = $1; }
	;

arglist:  expr			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| arglist ',' expr	{ $$ = $1; pn_add(ctx, $$, $3); }
	;

/* send arguments: e1, e2 or e1(e2, e3) */
margs:	  arglist		{ $$ = $1; }
	| expr '(' arglist ')'	{ $$ = lst(ctx, P_SEQ, L(@1), $1); for (int i = 0; i < $3->n; i++) pn_add(ctx, $$, $3->list[i]); }
	;

/* receive arguments as Spin reads them: a, b, c or a(b, c), and any
 * part of the list in parentheses: (a, b, c), a, (b, c) */
rargs:	  rarg			{ $$ = lst(ctx, P_SEQ, L(@1), $1); }
	| rarg ',' rargs	{ $$ = lst(ctx, P_SEQ, L(@1), $1); for (int i = 0; i < $3->n; i++) pn_add(ctx, $$, $3->list[i]); }
	| rarg '(' rargs ')'	{ $$ = lst(ctx, P_SEQ, L(@1), $1); for (int i = 0; i < $3->n; i++) pn_add(ctx, $$, $3->list[i]); }
	| '(' rargs ')'		{ $$ = $2; }
	;

rarg:	  varref		{ $$ = $1; }
	| EVAL '(' expr ')'	{ $$ = mk1(ctx, P_EVAL, L(@1), $3); }
	| CONST			{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = $1; }
	| '-' CONST %prec UMIN	{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = -$2; }
	| UPID			{ $$ = mk(ctx, P_PID, L(@1)); }
	;

/* variable references; `_` is a NAME handled in lowering */
varref:	  cmpnd			{ $$ = $1; }
	;

cmpnd:	  NAME			{ $$ = mk(ctx, P_NAME, L(@1)); $$->str = $1; }
	| NAME '[' expr ']'	{ PNode *x = mk(ctx, P_NAME, L(@1)); x->str = $1; $$ = mk2(ctx, P_INDEX, L(@1), x, $3); }
	| cmpnd '.' NAME	{ $$ = mk1(ctx, P_FIELD, L(@3), $1); $$->str = $3; }
	| cmpnd '.' NAME '[' expr ']' { PNode *f = mk1(ctx, P_FIELD, L(@3), $1); f->str = $3; $$ = mk2(ctx, P_INDEX, L(@3), f, $5); }
	;

poll_expr: varref '?' '[' rargs ']'	{ $$ = mk1(ctx, P_POLL, L(@1), $1); $$->list = $4->list; $$->n = $4->n; }
	| varref R_RCV '[' rargs ']'	{ $$ = mk1(ctx, P_POLL, L(@1), $1); $$->op = 1; $$->list = $4->list; $$->n = $4->n; }
	;

opt_expr_prio: %empty	{ $$ = NULL; }
	| PRIORITY CONST	{ $$ = mk(ctx, P_CONST, L(@2)); $$->ival = $2; prio_warn(ctx, L(@1)); }
	;

expr:	  '(' expr ')'		{ $$ = $2; }
	| '(' expr SEMI expr ':' expr ')' { $$ = mk2(ctx, P_COND, L(@1), $2, $4); $$->c = $6;
		  if ($3 != PML_SEMI_ARROW) pml_error(ctx, L(@3), "syntax error: expected '->' in conditional expression"); }
	| expr '+' expr		{ $$ = bin(ctx, L(@2), IR_OP_ADD, $1, $3); }
	| expr '-' expr		{ $$ = bin(ctx, L(@2), IR_OP_SUB, $1, $3); }
	| expr '*' expr		{ $$ = bin(ctx, L(@2), IR_OP_MUL, $1, $3); }
	| expr '/' expr		{ $$ = bin(ctx, L(@2), IR_OP_DIV, $1, $3); }
	| expr '%' expr		{ $$ = bin(ctx, L(@2), IR_OP_MOD, $1, $3); }
	| expr '&' expr		{ $$ = bin(ctx, L(@2), IR_OP_BITAND, $1, $3); }
	| expr '|' expr		{ $$ = bin(ctx, L(@2), IR_OP_BITOR, $1, $3); }
	| expr '^' expr		{ $$ = bin(ctx, L(@2), IR_OP_BITXOR, $1, $3); }
	| expr LSHIFT expr	{ $$ = bin(ctx, L(@2), IR_OP_SHL, $1, $3); }
	| expr RSHIFT expr	{ $$ = bin(ctx, L(@2), IR_OP_SHR, $1, $3); }
	| expr '<' expr		{ $$ = bin(ctx, L(@2), IR_OP_LT, $1, $3); }
	| expr '>' expr		{ $$ = bin(ctx, L(@2), IR_OP_GT, $1, $3); }
	| expr LE expr		{ $$ = bin(ctx, L(@2), IR_OP_LE, $1, $3); }
	| expr GE expr		{ $$ = bin(ctx, L(@2), IR_OP_GE, $1, $3); }
	| expr EQ expr		{ $$ = bin(ctx, L(@2), IR_OP_EQ, $1, $3); }
	| expr NE expr		{ $$ = bin(ctx, L(@2), IR_OP_NE, $1, $3); }
	| expr AND expr		{ $$ = bin(ctx, L(@2), IR_OP_AND, $1, $3); }
	| expr OR expr		{ $$ = bin(ctx, L(@2), IR_OP_OR, $1, $3); }
	| '-' expr %prec UMIN	{ $$ = un(ctx, L(@1), IR_OP_NEG, $2); }
	| '!' expr		{ $$ = un(ctx, L(@1), IR_OP_NOT, $2); }
	| '~' expr		{ $$ = un(ctx, L(@1), IR_OP_BITNOT, $2); }
	| CONST			{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = $1; }
	| varref		{ $$ = $1; }
	| LEN '(' varref ')'	{ $$ = mk1(ctx, P_LEN, L(@1), $3); }
	| EMPTY '(' varref ')'	{ $$ = mk1(ctx, P_EMPTY, L(@1), $3); }
	| NEMPTY '(' varref ')'	{ $$ = mk1(ctx, P_NEMPTY, L(@1), $3); }
	| FULL '(' varref ')'	{ $$ = mk1(ctx, P_FULL, L(@1), $3); }
	| NFULL '(' varref ')'	{ $$ = mk1(ctx, P_NFULL, L(@1), $3); }
	| UPID			{ $$ = mk(ctx, P_PID, L(@1)); }
	| NR_PR			{ $$ = mk(ctx, P_NR_PR, L(@1)); }
	| LAST			{ $$ = mk(ctx, P_LAST, L(@1)); }
	| UPRIO			{ $$ = mk(ctx, P_GET_PRIO, L(@1)); prio_warn(ctx, L(@1)); }
	| TIMEOUT		{ $$ = mk(ctx, P_TIMEOUT, L(@1)); }
	| NP			{ $$ = mk(ctx, P_NP, L(@1)); }
	| ENABLED '(' expr ')'	{ $$ = mk1(ctx, P_ENABLED, L(@1), $3); }
	| PC_VALUE '(' expr ')'	{ $$ = mk1(ctx, P_PC_VALUE, L(@1), $3); }
	| GET_PRIORITY '(' expr ')' { $$ = mk1(ctx, P_GET_PRIO, L(@1), $3); prio_warn(ctx, L(@1)); }
	| SKIP			{ $$ = mk(ctx, P_CONST, L(@1)); $$->ival = 1; $$->op = 1; }
	| PNAME '@' NAME	{ $$ = mk(ctx, P_RLABEL, L(@1)); $$->str = $1; $$->str2 = $3; }
	| PNAME '[' expr ']' '@' NAME { $$ = mk1(ctx, P_RLABEL, L(@1), $3); $$->str = $1; $$->str2 = $6; }
	| PNAME ':' cmpnd	{ $$ = mk(ctx, P_RVAR, L(@1)); $$->str = $1; $$->b = $3; }
	| PNAME '[' expr ']' ':' cmpnd { $$ = mk1(ctx, P_RVAR, L(@1), $3); $$->str = $1; $$->b = $6; }
	| RUN anyname '(' args ')' opt_expr_prio
		{ $$ = mk(ctx, P_RUN, L(@1)); $$->str = $2; $$->list = $4->list; $$->n = $4->n; $$->a = $6; }
	| poll_expr		{ $$ = $1; }
	| C_EXPR		{ $$ = $1; }
	/* LTL operators (in ltl blocks only: the lexer makes these tokens
	 * in ltl mode); as in Spin the prefix operators bind tightest:
	 * `[] x > 3` is `([] x) > 3`, `[] p && q` is `([] p) && q`,
	 * `[] p U q` is `([] p) U q` */
	| ALWAYS expr %prec UMIN	{ $$ = mk1(ctx, P_LTLOP, L(@1), $2); $$->op = PML_LTL_ALWAYS; }
	| EVENTUALLY expr %prec UMIN	{ $$ = mk1(ctx, P_LTLOP, L(@1), $2); $$->op = PML_LTL_EVENTUALLY; }
	| NEXT expr %prec UMIN	{ $$ = mk1(ctx, P_LTLOP, L(@1), $2); $$->op = PML_LTL_NEXT; }
	| expr UNTIL expr	{ $$ = mk2(ctx, P_LTLOP, L(@2), $1, $3); $$->op = PML_LTL_UNTIL; }
	| expr WEAK_UNTIL expr	{ $$ = mk2(ctx, P_LTLOP, L(@2), $1, $3); $$->op = PML_LTL_WEAK_UNTIL; }
	| expr RELEASE expr	{ $$ = mk2(ctx, P_LTLOP, L(@2), $1, $3); $$->op = PML_LTL_RELEASE; }
	| expr IMPLIES expr	{ $$ = mk2(ctx, P_LTLOP, L(@2), $1, $3); $$->op = PML_LTL_IMPLIES; }
	| expr EQUIV expr	{ $$ = mk2(ctx, P_LTLOP, L(@2), $1, $3); $$->op = PML_LTL_EQUIV; }
	;

%%

static void pmlerror(PMLLTYPE *l, void *scanner, PmlCtx *ctx, const char *msg)
{
	(void)scanner;
	const char *m = msg;
	if (strncmp(m, "syntax error, ", 14) == 0)
		m += 14;
	const char *eof = strstr(m, "end of file");
	if (ctx->inl_state == 2 && !eof) { /* in an inline body: for its calls */
		ctx->inl_broken = 1;
		ctx->inl_err_loc = L(*l);
		snprintf(ctx->inl_err, sizeof ctx->inl_err, "syntax error: %s", m);
		return;
	}
	if (eof && ctx->in_sub) /* a formula or proposition ends before the file */
		pml_error(ctx, L(*l), "syntax error: %.*send of %s%s", (int)(eof - m), m,
		          ctx->in_sub == PML_SUB_LTL ? "formula" : "proposition", eof + 11);
	else
		pml_error(ctx, L(*l), "syntax error: %s", m);
}

int pml_lex_init(PmlCtx *c, void **sc);
int pml_lex_init_text(PmlCtx *c, void **sc, const char *text, int line, int col);
void pml_lex_free(void *sc);

PNode *pml_parse_sub(PmlCtx *c, int mode, const char *text, int line, int col)
{
	/* the lexer and filter state of the main parse, put back after */
	void *la = c->la_store;
	int in_seq = c->in_seq, in_inline = c->in_inline, par = c->par_cnt;
	int last = c->last_tok, sline = c->line, scol = c->col, ltl = c->ltl_mode;
	int nerr = c->nerrors;
	void *sc;
	c->la_store = NULL;
	c->in_seq = c->in_inline = c->par_cnt = c->last_tok = 0;
	c->ltl_mode = mode == PML_SUB_LTL;
	c->sub_mode = mode;
	c->in_sub = mode;
	c->sub_root = NULL;
	PNode *r = NULL;
	if (pml_lex_init_text(c, &sc, text, line, col) == 0) {
		LaStore *st = ir_alloc(c->arena, sizeof(LaStore));
		st->end.first_line = st->end.last_line = line;
		st->end.first_column = st->end.last_column = col;
		c->la_store = st;
		if (pmlparse(sc, c) == 0 && c->nerrors == nerr)
			r = c->sub_root;
		pml_lex_free(sc);
	}
	c->la_store = la;
	c->in_seq = in_seq, c->in_inline = in_inline, c->par_cnt = par;
	c->last_tok = last, c->line = sline, c->col = scol, c->ltl_mode = ltl;
	c->sub_mode = c->in_sub = 0;
	return r;
}

int pml_parse(PmlCtx *c)
{
	void *sc;
	if (pml_lex_init(c, &sc))
		return -1;
	int r = pmlparse(sc, c);
	pml_lex_free(sc);
	return r;
}
