/*
 * dve_parser.y -- DVE grammar (DiVinE 2 / BEEM) building the AST of
 * dve_int.h.  Operator precedence follows DiVinE 2, lowest first:
 *   imply < (|| && or and, one level, left) < (| & ^) < (== !=)
 *   < (< <= > >=) < (<< >>) < (+ -) < (* / %) < unary (- ~ not !)
 * so `a || b && c` is `(a || b) && c`, as DiVinE parses it.
 * The top level is lenient about order (declarations, processes, then
 * `system`); the lowering checks what the grammar does not.
 */
%define api.pure full
%define api.prefix {dve}
%define parse.error verbose
%locations
%param {void *scanner}
%parse-param {DveCtx *ctx}

%code requires {
#include "frontend/dve/dve_int.h"
typedef struct DEffects { DAssign **v; int n; } DEffects;
typedef struct NameList { DName *v; int n, cap; } NameList;
}

%code {
#include <stdlib.h>
#include <string.h>
int dvelex(DVESTYPE *lval, DVELTYPE *lloc, void *scanner);
static void dveerror(DVELTYPE *l, void *scanner, DveCtx *ctx, const char *msg);
#define L(x) dve_loc(ctx, (x).first_line, (x).first_column)
#define PUSH(arr, n, item) dve_list_push(ctx, (void ***)&(arr), &(n), (item))

static DExprList *el_new(DveCtx *c, DExpr *first)
{
	DExprList *l = ir_alloc(c->arena, sizeof *l);
	if (first)
		dve_list_push(c, (void ***)&l->items, &l->n, first);
	return l;
}

static DExpr *un(DveCtx *c, int op, DExpr *a, IrLoc loc)
{
	DExpr *e = dx_new(c, D_UNOP, loc);
	e->op = op;
	e->a = a;
	return e;
}

static DName nm(const char *s, IrLoc loc)
{
	DName n = { s, loc };
	return n;
}

static void add_names(DveCtx *c, DName **arr, int *n, DName *src, int nsrc)
{
	DName *a = ir_alloc(c->arena, sizeof(DName) * (size_t)(*n + nsrc));
	if (*n)
		memcpy(a, *arr, sizeof(DName) * (size_t)*n);
	memcpy(a + *n, src, sizeof(DName) * (size_t)nsrc);
	*arr = a;
	*n += nsrc;
}

/* names collected by a state/accept/commit list */
static NameList *nl_add(DveCtx *c, NameList *l, const char *s, IrLoc loc)
{
	if (!l)
		l = ir_alloc(c->arena, sizeof *l);
	if (l->n == l->cap) {
		int cap = l->cap ? l->cap * 2 : 8;
		DName *v = ir_alloc(c->arena, sizeof(DName) * (size_t)cap);
		if (l->n)
			memcpy(v, l->v, sizeof(DName) * (size_t)l->n);
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = nm(s, loc);
	return l;
}

static void dve_add_ctype(DveCtx *c, int is_int)
{
	int *v = ir_alloc(c->arena, sizeof(int) * (size_t)(c->nctypes + 1));
	if (c->nctypes)
		memcpy(v, c->ctypes, sizeof(int) * (size_t)c->nctypes);
	v[c->nctypes++] = is_int;
	c->ctypes = v;
}

static DSync *mk_sync(DveCtx *c, const char *chan, IrLoc loc, int send, DExprList *vals)
{
	DSync *s = ir_alloc(c->arena, sizeof *s);
	s->chan = chan;
	s->loc = loc;
	s->is_send = send;
	s->values = vals;
	return s;
}

static DTrans *mk_trans(DveCtx *c, DName src, DName dst, IrLoc loc, DExpr *g,
                        DSync *sy, DEffects *ef)
{
	DTrans *t = ir_alloc(c->arena, sizeof *t);
	t->src = src;
	t->dst = dst;
	t->loc = loc;
	t->guard = g;
	t->sync = sy;
	if (ef) {
		t->effects = ef->v;
		t->neffects = ef->n;
	}
	return t;
}

static void dve_add_trans(DveCtx *c, DTrans *t)
{
	if (!t || !c->proc)
		return;
	dve_list_push(c, (void ***)&c->proc->trans, &c->proc->ntrans, t);
	c->last_trans = t;
}
}

%union {
	DExpr *e;
	DExprList *el;
	long long v;
	const char *s;
	DSync *sync;
	DAssign *as;
	DEffects *ef;
	DTrans *tr;
	DVar *var;
	NameList *nl;
	int i;
}

%token <s> ID ACCKIND
%token <v> NUM
%token GUARD "guard" SYNC "sync" ASYNC "async" EFFECT "effect" PROCESS "process"
%token STATE "state" INIT "init" ACCEPT "accept" COMMIT "commit" TRANS "trans"
%token SYSTEM "system" TRUE "true" FALSE "false" AND "and" OR "or" NOT "not"
%token IMPLY "imply" INT "int" BYTE "byte" CONST "const" CHANNEL "channel"
%token PROPERTY "property" ASSERT "assert"
%token ARROW "->" WIDE_ARROW "=>" OROR "||" ANDAND "&&" SHL "<<" SHR ">>"
%token LE "<=" GE ">=" EQ "==" NE "!=" INCR "++" DECR "--" ERRTOK "invalid token"

%left IMPLY
%left OROR ANDAND OR AND
%left '|' '&' '^'
%left EQ NE
%left '<' LE GE '>'
%left SHL SHR
%left '-' '+'
%left '*' '/' '%'
%precedence UNARY

%type <e> expr guard_opt lvalue
%type <el> exprlist syncval
%type <sync> sync_opt
%type <as> assign
%type <ef> effect_opt effects
%type <tr> transition trans_opt
%type <i> type const_opt
%type <v> array_opt
%type <var> declarator init_opt
%type <nl> namelist

%start dve

%%

dve
	: top_items
	| top_items system
	;

top_items
	: %empty
	| top_items vardecl_global
	| top_items channels
	| top_items process
	;

/* ---------------------------------------------------- declarations */

const_opt
	: %empty { $$ = 0; }
	| CONST  { $$ = 1; }
	;

type
	: BYTE { $$ = 0; }
	| INT  { $$ = 1; }
	;

vardecl_global
	: const_opt type { ctx->decl_const = $1; ctx->decl_int = $2; } declarators_g ';'
	;

declarators_g
	: declarator { PUSH(ctx->ast->vars, ctx->ast->nvars, $1); dve_order_push(ctx, 'v'); }
	| declarators_g ',' declarator { PUSH(ctx->ast->vars, ctx->ast->nvars, $3); dve_order_push(ctx, 'v'); }
	;

vardecl_local
	: const_opt type { ctx->decl_const = $1; ctx->decl_int = $2; } declarators_l ';'
	;

declarators_l
	: declarator { DProc *p = ctx->proc; PUSH(p->vars, p->nvars, $1); }
	| declarators_l ',' declarator { DProc *p = ctx->proc; PUSH(p->vars, p->nvars, $3); }
	;

/* ID [N] = init */
declarator
	: ID array_opt init_opt
	  {
		DVar *v = $3 ? $3 : ir_alloc(ctx->arena, sizeof *v);
		v->name = $1;
		v->loc = L(@1);
		v->is_const = ctx->decl_const;
		v->is_int = ctx->decl_int;
		v->array_len = (int)$2;
		v->len_loc = L(@2);
		$$ = v;
	  }
	;

array_opt
	: %empty { $$ = -1; }
	| '[' NUM ']' { $$ = $2; @$ = @2; }
	;

init_opt
	: %empty { $$ = NULL; }
	| '=' expr
	  {
		$$ = ir_alloc(ctx->arena, sizeof(DVar));
		$$->init = $2;
		$$->init_loc = L(@2);
	  }
	| '=' '{' exprlist '}'
	  {
		$$ = ir_alloc(ctx->arena, sizeof(DVar));
		$$->inits = $3;
		$$->init_loc = L(@2);
	  }
	;

/* ------------------------------------------------------- channels */

channels
	: CHANNEL chandecls ';'
	| CHANNEL '{' { ctx->ctypes = NULL; ctx->nctypes = 0; } typelist '}' typedchans ';'
	;

chandecls
	: chandecl
	| chandecls ',' chandecl
	;

chandecl
	: ID
	  {
		DChan *ch = ir_alloc(ctx->arena, sizeof *ch);
		ch->name = $1;
		ch->loc = L(@1);
		PUSH(ctx->ast->chans, ctx->ast->nchans, ch);
		dve_order_push(ctx, 'c');
	  }
	;

typelist
	: type { dve_add_ctype(ctx, $1); }
	| typelist ',' type { dve_add_ctype(ctx, $3); }
	;

typedchans
	: typedchan
	| typedchans ',' typedchan
	;

typedchan
	: ID '[' NUM ']'
	  {
		DChan *ch = ir_alloc(ctx->arena, sizeof *ch);
		ch->name = $1;
		ch->loc = L(@1);
		ch->typed = 1;
		ch->is_int = ctx->ctypes;
		ch->ntypes = ctx->nctypes;
		ch->capacity = (int)$3;
		PUSH(ctx->ast->chans, ctx->ast->nchans, ch);
		dve_order_push(ctx, 'c');
	  }
	;

/* ------------------------------------------------------ processes */

process
	: PROCESS ID '{'
	  {
		DProc *p = ir_alloc(ctx->arena, sizeof *p);
		p->name = $2;
		p->loc = L(@2);
		PUSH(ctx->ast->procs, ctx->ast->nprocs, p);
		ctx->proc = p;
		ctx->last_trans = NULL;
	  }
	  proc_items '}' { ctx->proc = NULL; }
	;

proc_items
	: %empty
	| proc_items proc_item
	;

proc_item
	: vardecl_local
	| STATE namelist ';'
	  { add_names(ctx, &ctx->proc->states, &ctx->proc->nstates, $2->v, $2->n); }
	| INIT ID ';'
	  {
		if (ctx->proc->has_init)
			dve_error(ctx, L(@2), "process '%s' has more than one initial state", ctx->proc->name);
		ctx->proc->init = nm($2, L(@2));
		ctx->proc->has_init = 1;
	  }
	| ACCEPT namelist ';'
	  { add_names(ctx, &ctx->proc->accepts, &ctx->proc->naccepts, $2->v, $2->n); }
	| ACCEPT ACCKIND
	  {
		if (strcmp($2, "buchi") != 0) {
			dve_error(ctx, L(@2), "%s acceptance is not supported (only buchi)", $2);
			YYABORT;
		}
	  }
	  namelist ';'
	  { add_names(ctx, &ctx->proc->accepts, &ctx->proc->naccepts, $4->v, $4->n); }
	| COMMIT namelist ';'
	  { add_names(ctx, &ctx->proc->commits, &ctx->proc->ncommits, $2->v, $2->n); }
	| ASSERT asserts ';'
	| TRANS translist ';'
	;

namelist
	: ID { $$ = nl_add(ctx, NULL, $1, L(@1)); }
	| namelist ',' ID { $$ = nl_add(ctx, $1, $3, L(@3)); }
	;

asserts
	: assertion
	| asserts ',' assertion
	;

assertion
	: ID ':' expr
	  { dve_error(ctx, L(@1), "state assertions (assert) are not supported"); }
	;

translist
	: transition { dve_add_trans(ctx, $1); }
	| translist ',' trans_opt { dve_add_trans(ctx, $3); }
	;

/* after a comma, `-> s {...}` leaves from the previous source state */
trans_opt
	: transition { $$ = $1; }
	| ARROW ID '{' guard_opt sync_opt effect_opt '}'
	  {
		DName src = ctx->last_trans ? ctx->last_trans->src : nm("?", L(@1));
		$$ = mk_trans(ctx, src, nm($2, L(@2)), L(@1), $4, $5, $6);
	  }
	;

transition
	: ID ARROW ID '{' guard_opt sync_opt effect_opt '}'
	  { $$ = mk_trans(ctx, nm($1, L(@1)), nm($3, L(@3)), L(@1), $5, $6, $7); }
	| ID WIDE_ARROW
	  {
		dve_error(ctx, L(@2), "probabilistic transitions (=>) are not supported");
		$$ = NULL;
		YYABORT;
	  }
	;

guard_opt
	: %empty { $$ = NULL; }
	| GUARD expr ';' { $$ = $2; }
	;

sync_opt
	: %empty { $$ = NULL; }
	| SYNC ID '!' syncval ';' { $$ = mk_sync(ctx, $2, L(@2), 1, $4); }
	| SYNC ID '?' syncval ';' { $$ = mk_sync(ctx, $2, L(@2), 0, $4); }
	;

syncval
	: %empty { $$ = NULL; }
	| expr { $$ = el_new(ctx, $1); }
	| '{' exprlist '}' { $$ = $2; }
	;

effect_opt
	: %empty { $$ = NULL; }
	| EFFECT effects ';' { $$ = $2; }
	;

effects
	: assign
	  {
		$$ = ir_alloc(ctx->arena, sizeof(DEffects));
		PUSH($$->v, $$->n, $1);
	  }
	| effects ',' assign { PUSH($1->v, $1->n, $3); $$ = $1; }
	;

assign
	: lvalue '=' expr
	  {
		$$ = ir_alloc(ctx->arena, sizeof(DAssign));
		$$->lhs = $1;
		$$->rhs = $3;
		$$->loc = L(@1);
	  }
	;

lvalue
	: ID { $$ = dx_new(ctx, D_ID, L(@1)); $$->name = $1; }
	| ID '[' expr ']' { $$ = dx_new(ctx, D_INDEX, L(@1)); $$->name = $1; $$->a = $3; }
	;

/* ---------------------------------------------------------- system */

system
	: SYSTEM ASYNC prop_opt ';'
	  { ctx->ast->has_system = 1; ctx->ast->sys_loc = L(@1); }
	| SYSTEM SYNC prop_opt ';'
	  { ctx->ast->has_system = 1; ctx->ast->sync = 1; ctx->ast->sys_loc = L(@2); }
	;

prop_opt
	: %empty
	| PROPERTY ID { ctx->ast->property = $2; ctx->ast->prop_loc = L(@2); }
	;

/* ----------------------------------------------------- expressions */

exprlist
	: expr { $$ = el_new(ctx, $1); }
	| exprlist ',' expr { dve_list_push(ctx, (void ***)&$1->items, &$1->n, $3); $$ = $1; }
	;

expr
	: NUM { $$ = dx_new(ctx, D_CONST, L(@1)); $$->value = $1; }
	| TRUE { $$ = dx_new(ctx, D_CONST, L(@1)); $$->value = 1; }
	| FALSE { $$ = dx_new(ctx, D_CONST, L(@1)); $$->value = 0; }
	| ID { $$ = dx_new(ctx, D_ID, L(@1)); $$->name = $1; }
	| ID '[' expr ']' { $$ = dx_new(ctx, D_INDEX, L(@1)); $$->name = $1; $$->a = $3; }
	| ID '.' ID { $$ = dx_new(ctx, D_DOT, L(@1)); $$->name = $1; $$->name2 = $3; $$->loc2 = L(@3); }
	| ID ARROW ID { $$ = dx_new(ctx, D_ARROW, L(@1)); $$->name = $1; $$->name2 = $3; $$->loc2 = L(@3); }
	| ID ARROW ID '[' expr ']' { $$ = dx_new(ctx, D_ARROW, L(@1)); $$->name = $1; $$->name2 = $3; $$->loc2 = L(@3); $$->a = $5; }
	| '(' expr ')' { $$ = $2; $$->paren = 1; }
	| '-' expr %prec UNARY { $$ = un(ctx, IR_OP_NEG, $2, L(@1)); }
	| '~' expr %prec UNARY { $$ = un(ctx, IR_OP_BITNOT, $2, L(@1)); }
	| NOT expr %prec UNARY { $$ = un(ctx, IR_OP_NOT, $2, L(@1)); }
	| '!' expr %prec UNARY { $$ = un(ctx, IR_OP_NOT, $2, L(@1)); }
	| expr IMPLY expr { $$ = dx_bin(ctx, D_OP_IMPLY, $1, $3, L(@2)); }
	| expr OROR expr { $$ = dx_bin(ctx, IR_OP_OR, $1, $3, L(@2)); }
	| expr OR expr { $$ = dx_bin(ctx, IR_OP_OR, $1, $3, L(@2)); }
	| expr ANDAND expr { $$ = dx_bin(ctx, IR_OP_AND, $1, $3, L(@2)); }
	| expr AND expr { $$ = dx_bin(ctx, IR_OP_AND, $1, $3, L(@2)); }
	| expr '|' expr { $$ = dx_bin(ctx, IR_OP_BITOR, $1, $3, L(@2)); }
	| expr '&' expr { $$ = dx_bin(ctx, IR_OP_BITAND, $1, $3, L(@2)); }
	| expr '^' expr { $$ = dx_bin(ctx, IR_OP_BITXOR, $1, $3, L(@2)); }
	| expr EQ expr { $$ = dx_bin(ctx, IR_OP_EQ, $1, $3, L(@2)); }
	| expr NE expr { $$ = dx_bin(ctx, IR_OP_NE, $1, $3, L(@2)); }
	| expr '<' expr { $$ = dx_bin(ctx, IR_OP_LT, $1, $3, L(@2)); }
	| expr LE expr { $$ = dx_bin(ctx, IR_OP_LE, $1, $3, L(@2)); }
	| expr '>' expr { $$ = dx_bin(ctx, IR_OP_GT, $1, $3, L(@2)); }
	| expr GE expr { $$ = dx_bin(ctx, IR_OP_GE, $1, $3, L(@2)); }
	| expr SHL expr { $$ = dx_bin(ctx, IR_OP_SHL, $1, $3, L(@2)); }
	| expr SHR expr { $$ = dx_bin(ctx, IR_OP_SHR, $1, $3, L(@2)); }
	| expr '+' expr { $$ = dx_bin(ctx, IR_OP_ADD, $1, $3, L(@2)); }
	| expr '-' expr { $$ = dx_bin(ctx, IR_OP_SUB, $1, $3, L(@2)); }
	| expr '*' expr { $$ = dx_bin(ctx, IR_OP_MUL, $1, $3, L(@2)); }
	| expr '/' expr { $$ = dx_bin(ctx, IR_OP_DIV, $1, $3, L(@2)); }
	| expr '%' expr { $$ = dx_bin(ctx, IR_OP_MOD, $1, $3, L(@2)); }
	;

%%

static void dveerror(DVELTYPE *l, void *scanner, DveCtx *ctx, const char *msg)
{
	(void)scanner;
	dve_error(ctx, L(*l), "%s", msg);
}
