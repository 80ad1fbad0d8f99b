/*
 * dve_lower.c -- name resolution, checks and lowering of the DVE AST to
 * the IR (see dve.h for the shape of the result).
 *
 * Conventions:
 *  - `byte` is IR_T_BYTE (0..255), `int` is IR_T_SHORT (16-bit signed,
 *    as DiVinE 2 stores it);
 *  - scalar constants are folded (and kept as IrDefine for propositions);
 *    constant arrays become globals that are never written;
 *  - arrays initialised with `{...}` use IrVar.inits;
 *  - a channel is a global IR_T_CHAN variable with an IrChanInit:
 *    untyped channels are rendezvous channels whose items are IR_T_INT
 *    (the value reaches the receiver unchanged, as in DiVinE, and the
 *    receiver's range check applies); typed channels `{byte,int} c[N]`
 *    have items IR_T_BYTE / IR_T_SHORT and capacity N (0 = rendezvous);
 *  - every state is a location labelled with the state's name; every
 *    transition is one edge carrying an IR_S_TRANS statement whose
 *    effects are IR_S_ASSIGN with range_check set (as is the sync's
 *    receive);
 *  - `a imply b` is lowered to !a || b;
 *  - DiVinE's error state: IrModel.dve_error_state is set and the first
 *    process gets an extra edge-less location "error" (see ir.h);
 *  - the property process (`system async property P;`) is the never
 *    claim: its transitions are guard-only, lowered to IR_S_EXPR edges
 *    (condition = guard, 1 when absent), the shape of a Promela claim.
 */
#include "frontend/dve/dve_int.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ name tables */

/* Open-addressing string map (arena-allocated). */
typedef struct Map {
	const char **keys;
	void **vals;
	int cap, n;
} Map;

static unsigned map_hash(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void *map_get(const Map *m, const char *k)
{
	if (!m->cap)
		return NULL;
	for (unsigned i = map_hash(k) & (unsigned)(m->cap - 1);; i = (i + 1) & (unsigned)(m->cap - 1)) {
		if (!m->keys[i])
			return NULL;
		if (strcmp(m->keys[i], k) == 0)
			return m->vals[i];
	}
}

static void map_put(IrArena *A, Map *m, const char *k, void *v);

static void map_grow(IrArena *A, Map *m)
{
	Map old = *m;
	m->cap = old.cap ? old.cap * 2 : 16;
	m->n = 0;
	m->keys = ir_alloc(A, sizeof(char *) * (size_t)m->cap);
	m->vals = ir_alloc(A, sizeof(void *) * (size_t)m->cap);
	for (int i = 0; i < old.cap; i++)
		if (old.keys[i])
			map_put(A, m, old.keys[i], old.vals[i]);
}

static void map_put(IrArena *A, Map *m, const char *k, void *v)
{
	if ((m->n + 1) * 2 > m->cap)
		map_grow(A, m);
	unsigned i = map_hash(k) & (unsigned)(m->cap - 1);
	while (m->keys[i] && strcmp(m->keys[i], k) != 0)
		i = (i + 1) & (unsigned)(m->cap - 1);
	if (!m->keys[i])
		m->n++;
	m->keys[i] = k;
	m->vals[i] = v;
}

/* ------------------------------------------------------ lowering state */

/* A declared variable: folded constant or IR variable. */
typedef struct VEnt {
	DVar *dv;           /* declaration */
	IrVar *iv;          /* NULL for a folded scalar constant */
	long long cval;     /* folded value */
} VEnt;

/* A channel and what its uses agreed on so far. */
typedef struct CEnt {
	DChan *dc;
	IrVar *iv;
	int arity;          /* values per message; -1: not yet known */
	IrLoc arity_loc;    /* first use that fixed the arity */
	int nsend, nrecv;   /* uses */
} CEnt;

/* A process: its AST, IR and name tables. */
typedef struct PEnt {
	DProc *dp;
	IrProctype *pt;
	Map states;         /* name -> location index + 1 (as pointer) */
	Map vars;           /* name -> VEnt */
	int is_property;
} PEnt;

typedef struct Lw {
	DveCtx *c;
	IrArena *A;
	IrModel *m;
	DModel *d;
	Map gvars;          /* name -> VEnt */
	Map chans;          /* name -> CEnt */
	Map procs;          /* name -> PEnt */
	PEnt *cur;          /* process whose transitions are being lowered */
} Lw;

static IrType ty_of(int kind)
{
	IrType t = { (IrTypeKind)kind, 0, NULL, NULL };
	return t;
}

static long long type_min(int is_int) { return is_int ? -32768 : 0; }
static long long type_max(int is_int) { return is_int ? 32767 : 255; }

/* Truncate a value to a DVE type as DiVinE stores initial values. */
static long long truncate_to(int is_int, long long v)
{
	return is_int ? (long long)(int16_t)v : (long long)(uint8_t)v;
}

static VEnt *find_var(Lw *w, const char *name)
{
	VEnt *e = w->cur ? map_get(&w->cur->vars, name) : NULL;
	return e ? e : map_get(&w->gvars, name);
}

/* ------------------------------------------------ constant evaluation */

/* Evaluate a constant expression with 32-bit int semantics (DiVinE's
 * all_values_t).  Returns 1 and sets *v on success; 0 if the expression
 * is not constant.  Errors (division by zero) are reported once. */
static int ce(Lw *w, const DExpr *e, long long *v)
{
	long long a, b;
	switch (e->kind) {
	case D_CONST:
		*v = e->value;
		return 1;
	case D_ID: {
		VEnt *x = find_var(w, e->name);
		if (!x || !x->dv->is_const || x->iv)
			return 0;
		*v = x->cval;
		return 1;
	}
	case D_INDEX: {
		VEnt *x = find_var(w, e->name);
		if (!x || !x->dv->is_const || !x->iv || !ce(w, e->a, &a))
			return 0;
		if (a < 0 || a >= x->iv->array_len)
			return 0;
		if (x->iv->ninits)
			*v = a < x->iv->ninits ? x->iv->inits[a]->value : 0;
		else
			*v = x->iv->init ? x->iv->init->value : 0;
		return 1;
	}
	case D_DOT: case D_ARROW:
		return 0;
	case D_UNOP:
		if (!ce(w, e->a, &a))
			return 0;
		*v = e->op == IR_OP_NEG ? -a : e->op == IR_OP_NOT ? !a : ~a;
		*v = (int32_t)*v;
		return 1;
	case D_BINOP:
		if (!ce(w, e->a, &a) || !ce(w, e->b, &b))
			return 0;
		switch (e->op) {
		case IR_OP_ADD: *v = a + b; break;
		case IR_OP_SUB: *v = a - b; break;
		case IR_OP_MUL: *v = a * b; break;
		case IR_OP_DIV: case IR_OP_MOD:
			if (b == 0)
				return 0;
			*v = e->op == IR_OP_DIV ? a / b : a % b;
			break;
		case IR_OP_BITAND: *v = a & b; break;
		case IR_OP_BITOR: *v = a | b; break;
		case IR_OP_BITXOR: *v = a ^ b; break;
		case IR_OP_SHL: *v = (b < 0 || b > 31) ? 0 : (long long)(int32_t)((uint32_t)a << b); break;
		case IR_OP_SHR: *v = (b < 0 || b > 31) ? 0 : (long long)((int32_t)a >> b); break;
		case IR_OP_LT: *v = a < b; break;
		case IR_OP_LE: *v = a <= b; break;
		case IR_OP_GT: *v = a > b; break;
		case IR_OP_GE: *v = a >= b; break;
		case IR_OP_EQ: *v = a == b; break;
		case IR_OP_NE: *v = a != b; break;
		case IR_OP_AND: *v = a && b; break;
		case IR_OP_OR: *v = a || b; break;
		case D_OP_IMPLY: *v = !a || b; break;
		default: return 0;
		}
		*v = (int32_t)*v;
		return 1;
	}
	return 0;
}

/* --------------------------------------------------------- expressions */

static IrExpr *ex_new(Lw *w, IrExprKind k, IrLoc loc)
{
	IrExpr *e = ir_alloc(w->A, sizeof *e);
	e->kind = k;
	e->loc = loc;
	e->type = ty_of(IR_T_INT);
	return e;
}

static IrExpr *ex_const(Lw *w, IrLoc loc, long long v)
{
	IrExpr *e = ex_new(w, IR_E_CONST, loc);
	e->value = v;
	return e;
}

static IrExpr *lw_expr(Lw *w, const DExpr *e);

/* Name of a variable as an expression (scalars; arrays need [i]). */
static IrExpr *lw_var_ref(Lw *w, VEnt *x, const DExpr *e, const DExpr *index,
                          IrProctype *remote)
{
	DVar *dv = x->dv;
	if (index && dv->array_len < 0) {
		dve_error(w->c, e->loc, "'%s' is not an array", dv->name);
		return ex_const(w, e->loc, 0);
	}
	/* DiVinE reads and writes element 0 of an array named alone */
	DExpr zero = { .kind = D_CONST, .loc = e->loc };
	if (!index && dv->array_len >= 0)
		index = &zero;
	if (!x->iv)
		return ex_const(w, e->loc, x->cval);
	x->iv->flags |= IR_VAR_READ;
	IrExpr *v;
	if (remote) {
		v = ex_new(w, IR_E_REMOTE_VAR, e->loc);
		v->proc = remote;
		v->var = x->iv;
		v->type = x->iv->type;
		if (index)
			v->a[1] = lw_expr(w, index);
		return v;
	}
	v = ex_new(w, IR_E_VAR, e->loc);
	v->var = x->iv;
	v->type = x->iv->type;
	if (!index)
		return v;
	IrExpr *ix = ex_new(w, IR_E_INDEX, e->loc);
	ix->a[0] = v;
	ix->a[1] = lw_expr(w, index);
	ix->type = x->iv->type;
	return ix;
}

static IrExpr *lw_name(Lw *w, const DExpr *e)
{
	VEnt *x = find_var(w, e->name);
	if (x)
		return lw_var_ref(w, x, e, e->kind == D_INDEX ? e->a : NULL, NULL);
	if (map_get(&w->chans, e->name))
		dve_error(w->c, e->loc, "channel '%s' used as a value", e->name);
	else if (w->cur && map_get(&w->cur->states, e->name))
		dve_error(w->c, e->loc, "state '%s' used as a value (write %s.%s)",
		          e->name, w->cur->dp->name, e->name);
	else
		dve_error(w->c, e->loc, "undeclared name '%s'", e->name);
	return ex_const(w, e->loc, 0);
}

/* Proc.state */
static IrExpr *lw_dot(Lw *w, const DExpr *e)
{
	PEnt *p = map_get(&w->procs, e->name);
	if (!p) {
		dve_error(w->c, e->loc, "undeclared process '%s'", e->name);
		return ex_const(w, e->loc, 0);
	}
	intptr_t si = (intptr_t)map_get(&p->states, e->name2);
	if (!si) {
		/* lenient: `P.v` for a variable v of P means P->v (the
		 * LTSmin spelling used by BEEM's formula files) */
		VEnt *x = map_get(&p->vars, e->name2);
		if (x)
			return lw_var_ref(w, x, e, NULL, p->pt);
		dve_error(w->c, e->loc2, "process '%s' has no state '%s'", e->name, e->name2);
		return ex_const(w, e->loc, 0);
	}
	IrExpr *x = ex_new(w, IR_E_REMOTE_LABEL, e->loc);
	x->proc = p->pt;
	x->label = p->pt->aut.locs[si - 1];
	x->type = ty_of(IR_T_BOOL);
	return x;
}

/* Proc->var, Proc->arr[i] */
static IrExpr *lw_arrow(Lw *w, const DExpr *e)
{
	PEnt *p = map_get(&w->procs, e->name);
	if (!p) {
		dve_error(w->c, e->loc, "undeclared process '%s'", e->name);
		return ex_const(w, e->loc, 0);
	}
	VEnt *x = map_get(&p->vars, e->name2);
	if (!x) {
		dve_error(w->c, e->loc2, "process '%s' has no variable '%s'", e->name, e->name2);
		return ex_const(w, e->loc, 0);
	}
	return lw_var_ref(w, x, e, e->a, p->pt);
}

static IrExpr *lw_expr(Lw *w, const DExpr *e)
{
	IrExpr *x;
	switch (e->kind) {
	case D_CONST:
		return ex_const(w, e->loc, e->value);
	case D_ID: case D_INDEX:
		return lw_name(w, e);
	case D_DOT:
		return lw_dot(w, e);
	case D_ARROW:
		return lw_arrow(w, e);
	case D_UNOP:
		x = ex_new(w, IR_E_UNOP, e->loc);
		x->op = (IrOp)e->op;
		x->a[0] = lw_expr(w, e->a);
		return x;
	case D_BINOP:
		x = ex_new(w, IR_E_BINOP, e->loc);
		if (e->op == D_OP_IMPLY) {
			IrExpr *n = ex_new(w, IR_E_UNOP, e->loc);
			n->op = IR_OP_NOT;
			n->a[0] = lw_expr(w, e->a);
			x->op = IR_OP_OR;
			x->a[0] = n;
		} else {
			x->op = (IrOp)e->op;
			x->a[0] = lw_expr(w, e->a);
		}
		x->a[1] = lw_expr(w, e->b);
		if (x->op == IR_OP_DIV || x->op == IR_OP_MOD) {
			long long d;
			if (ce(w, e->b, &d) && d == 0)
				dve_error(w->c, e->loc, "division by zero");
		}
		return x;
	}
	dve_error(w->c, e->loc, "unsupported expression");
	return ex_const(w, e->loc, 0);
}

/* An assignable variable (the left side of an effect, a receive target). */
static IrExpr *lw_lvalue(Lw *w, const DExpr *e)
{
	if (e->kind != D_ID && e->kind != D_INDEX) {
		dve_error(w->c, e->loc, "only a variable or an array element can be assigned");
		return NULL;
	}
	VEnt *x = find_var(w, e->name);
	if (!x) {
		lw_name(w, e); /* reports */
		return NULL;
	}
	if (x->dv->is_const) {
		dve_error(w->c, e->loc, "assignment to constant '%s'", e->name);
		return NULL;
	}
	IrExpr *lv = lw_var_ref(w, x, e, e->kind == D_INDEX ? e->a : NULL, NULL);
	if (lv->kind == IR_E_CONST)
		return NULL;
	x->iv->flags |= IR_VAR_WRITTEN;
	return lv;
}

/* ------------------------------------------------------- declarations */

/* Fold the initial value(s) of a declaration into iv / the entry. */
static void lw_init(Lw *w, VEnt *x)
{
	DVar *dv = x->dv;
	IrVar *iv = x->iv;
	long long v;
	if (dv->init) {
		if (!ce(w, dv->init, &v)) {
			dve_error(w->c, dv->init_loc, "initializer of '%s' is not a constant expression", dv->name);
			return;
		}
		if (v < type_min(dv->is_int) || v > type_max(dv->is_int))
			dve_warning(w->c, dv->init_loc, "initial value %lld of '%s' is out of the range of %s; truncated",
			            v, dv->name, dv->is_int ? "int" : "byte");
		v = truncate_to(dv->is_int, v);
		x->cval = v;
		if (iv)
			iv->init = ex_const(w, dv->init_loc, v);
		return;
	}
	if (!dv->inits)
		return;
	if (dv->array_len < 0) {
		dve_error(w->c, dv->init_loc, "scalar '%s' initialized with a list", dv->name);
		return;
	}
	int n = dv->inits->n;
	if (n > dv->array_len) {
		dve_warning(w->c, dv->inits->items[dv->array_len]->loc,
		            "too many initializers for '%s[%d]'; extra values ignored", dv->name, dv->array_len);
		n = dv->array_len;
	}
	iv->inits = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)(n ? n : 1));
	iv->ninits = n;
	int uniform = 1;
	for (int i = 0; i < n; i++) {
		const DExpr *ie = dv->inits->items[i];
		if (!ce(w, ie, &v)) {
			dve_error(w->c, ie->loc, "initializer of '%s' is not a constant expression", dv->name);
			v = 0;
		} else if (v < type_min(dv->is_int) || v > type_max(dv->is_int))
			dve_warning(w->c, ie->loc, "initial value %lld of '%s' is out of the range of %s; truncated",
			            v, dv->name, dv->is_int ? "int" : "byte");
		v = truncate_to(dv->is_int, v);
		iv->inits[i] = ex_const(w, ie->loc, v);
		if (v != iv->inits[0]->value)
			uniform = 0;
	}
	if (n < dv->array_len && n > 0 && iv->inits[0]->value != 0)
		uniform = 0;
	if (uniform && n > 0)
		iv->init = iv->inits[0];
}

/* Declare a variable of the model (owner NULL) or of a process. */
static VEnt *lw_declare(Lw *w, DVar *dv, IrProctype *owner, Map *scope)
{
	if (map_get(scope, dv->name)) {
		dve_error(w->c, dv->loc, "redeclaration of '%s'", dv->name);
		return NULL;
	}
	if (!owner && map_get(&w->chans, dv->name)) {
		dve_error(w->c, dv->loc, "'%s' is already declared as a channel", dv->name);
		return NULL;
	}
	VEnt *x = ir_alloc(w->A, sizeof *x);
	x->dv = dv;
	map_put(w->A, scope, dv->name, x);
	if (dv->array_len == 0 || dv->array_len > 65535) {
		dve_error(w->c, dv->len_loc, "array size of '%s' must be 1..65535", dv->name);
		dv->array_len = 1;
	}
	if (dv->is_const && !dv->init && !dv->inits)
		dve_error(w->c, dv->loc, "constant '%s' has no value", dv->name);
	if (dv->is_const && dv->array_len < 0) {
		lw_init(w, x);
		IrDefine *d = ir_alloc(w->A, sizeof *d);
		char buf[32];
		snprintf(buf, sizeof buf, "%lld", x->cval);
		d->name = dv->name;
		d->body = ir_strdup(w->A, buf);
		d->loc = dv->loc;
		if (!owner)
			ir_push(w->A, (void ***)&w->m->defines, &w->m->ndefines, d);
		return x;
	}
	IrVar *iv = ir_alloc(w->A, sizeof *iv);
	iv->name = dv->name;
	iv->loc = dv->loc;
	iv->type = ty_of(dv->is_int ? IR_T_SHORT : IR_T_BYTE);
	iv->array_len = dv->array_len < 0 ? 0 : dv->array_len;
	iv->owner = owner;
	iv->scope = owner ? IR_SCOPE_LOCAL : IR_SCOPE_GLOBAL;
	x->iv = iv;
	lw_init(w, x);
	if (owner) {
		iv->index = owner->nlocals;
		ir_push(w->A, (void ***)&owner->locals, &owner->nlocals, iv);
	} else {
		iv->index = w->m->nglobals;
		ir_push(w->A, (void ***)&w->m->globals, &w->m->nglobals, iv);
	}
	return x;
}

static void lw_channel(Lw *w, DChan *dc)
{
	if (map_get(&w->chans, dc->name) || map_get(&w->gvars, dc->name)) {
		dve_error(w->c, dc->loc, "redeclaration of '%s'", dc->name);
		return;
	}
	CEnt *ce_ = ir_alloc(w->A, sizeof *ce_);
	ce_->dc = dc;
	ce_->arity = dc->typed ? dc->ntypes : -1;
	ce_->arity_loc = dc->loc;
	IrVar *iv = ir_alloc(w->A, sizeof *iv);
	iv->name = dc->name;
	iv->loc = dc->loc;
	iv->type = ty_of(IR_T_CHAN);
	iv->scope = IR_SCOPE_GLOBAL;
	iv->index = w->m->nglobals;
	IrChanInit *ci = ir_alloc(w->A, sizeof *ci);
	ci->capacity = dc->capacity;
	ci->loc = dc->loc;
	if (dc->typed) {
		if (dc->capacity > 255)
			dve_error(w->c, dc->loc, "capacity of channel '%s' must be at most 255", dc->name);
		ci->nfields = dc->ntypes;
		ci->fields = ir_alloc(w->A, sizeof(IrType) * (size_t)(dc->ntypes ? dc->ntypes : 1));
		for (int i = 0; i < dc->ntypes; i++)
			ci->fields[i] = ty_of(dc->is_int[i] ? IR_T_SHORT : IR_T_BYTE);
	}
	iv->chan_init = ci;
	ce_->iv = iv;
	map_put(w->A, &w->chans, dc->name, ce_);
	ir_push(w->A, (void ***)&w->m->globals, &w->m->nglobals, iv);
}

static void lw_globals(Lw *w)
{
	int iv = 0, ic = 0;
	for (int i = 0; i < w->d->norder; i++) {
		if (w->d->order[i] == 'v')
			lw_declare(w, w->d->vars[iv++], NULL, &w->gvars);
		else
			lw_channel(w, w->d->chans[ic++]);
	}
}

/* ----------------------------------------------------------- processes */

static int state_index(Lw *w, PEnt *p, const DName *n, const char *what)
{
	intptr_t si = (intptr_t)map_get(&p->states, n->name);
	if (!si) {
		dve_error(w->c, n->loc, "%s state '%s' is not a state of process '%s'", what, n->name,
		          p->dp->name);
		return -1;
	}
	return (int)si - 1;
}

/* One location per declared state (in order), labelled with its name. */
static void lw_states(Lw *w, PEnt *p)
{
	DProc *dp = p->dp;
	IrProctype *pt = p->pt;
	if (dp->nstates == 0)
		dve_error(w->c, dp->loc, "process '%s' has no states", dp->name);
	for (int i = 0; i < dp->nstates; i++) {
		DName *s = &dp->states[i];
		if (map_get(&p->states, s->name)) {
			dve_error(w->c, s->loc, "state '%s' is declared twice in process '%s'", s->name, dp->name);
			continue;
		}
		IrLocation *l = ir_alloc(w->A, sizeof *l);
		l->index = pt->aut.nlocs;
		l->loc = s->loc;
		ir_push(w->A, (void ***)&l->labels, &l->nlabels, (void *)s->name);
		ir_push(w->A, (void ***)&pt->aut.locs, &pt->aut.nlocs, l);
		map_put(w->A, &p->states, s->name, (void *)(intptr_t)(l->index + 1));
	}
}

/* Set `flag` on the locations of the named states. */
static void lw_state_flags(Lw *w, PEnt *p, DName *names, int n, unsigned flag, const char *what)
{
	for (int i = 0; i < n; i++) {
		int si = state_index(w, p, &names[i], what);
		if (si >= 0)
			p->pt->aut.locs[si]->flags |= flag;
	}
}

/* Process head: proctype, locals, locations and their flags. */
static void lw_proc_head(Lw *w, DProc *dp)
{
	if (map_get(&w->procs, dp->name)) {
		dve_error(w->c, dp->loc, "redeclaration of process '%s'", dp->name);
		return;
	}
	PEnt *p = ir_alloc(w->A, sizeof *p);
	p->dp = dp;
	p->is_property = w->d->property && strcmp(w->d->property, dp->name) == 0;
	map_put(w->A, &w->procs, dp->name, p);
	IrProctype *pt = ir_alloc(w->A, sizeof *pt);
	p->pt = pt;
	pt->name = dp->name;
	pt->loc = dp->loc;
	pt->kind = p->is_property ? IR_PROC_NEVER : IR_PROC_NORMAL;
	pt->active = p->is_property ? 0 : 1;
	pt->priority = 1;
	pt->index = w->m->nprocs;
	ir_push(w->A, (void ***)&w->m->procs, &w->m->nprocs, pt);
	if (p->is_property) {
		w->m->never = pt;
		if (dp->nvars)
			dve_error(w->c, dp->vars[0]->loc, "the property process '%s' may not declare variables",
			          dp->name);
	} else {
		w->cur = p; /* initializers may use the process's constants */
		for (int i = 0; i < dp->nvars; i++)
			lw_declare(w, dp->vars[i], pt, &p->vars);
		w->cur = NULL;
	}
	lw_states(w, p);
	if (!dp->has_init) {
		if (dp->nstates)
			dve_error(w->c, dp->loc, "process '%s' has no initial state (init)", dp->name);
	} else {
		int si = state_index(w, p, &dp->init, "initial");
		if (si >= 0) {
			pt->aut.init = si;
			pt->aut.locs[si]->flags |= IR_LOC_INIT;
		}
	}
	lw_state_flags(w, p, dp->accepts, dp->naccepts, IR_LOC_ACCEPT, "accepting");
	lw_state_flags(w, p, dp->commits, dp->ncommits, IR_LOC_COMMIT, "committed");
}

static IrStmt *st_new(Lw *w, IrStmtKind k, IrLoc loc, const char *text)
{
	IrStmt *s = ir_alloc(w->A, sizeof *s);
	s->kind = k;
	s->loc = loc;
	s->text = text;
	return s;
}

/* Check the number of values a channel carries against earlier uses. */
static void chan_arity(Lw *w, CEnt *ch, const DSync *sy, int n)
{
	if (ch->arity < 0) {
		ch->arity = n;
		ch->arity_loc = sy->loc;
		ch->iv->chan_init->nfields = n;
		ch->iv->chan_init->fields = ir_alloc(w->A, sizeof(IrType) * (size_t)(n ? n : 1));
		for (int i = 0; i < n; i++)
			ch->iv->chan_init->fields[i] = ty_of(IR_T_INT);
		return;
	}
	if (ch->arity == n)
		return;
	if (ch->dc->typed)
		dve_error(w->c, sy->loc, "channel '%s' carries %d value%s, not %d", sy->chan, ch->arity,
		          ch->arity == 1 ? "" : "s", n);
	else
		dve_error(w->c, sy->loc, "channel '%s' is used with %d value%s here but with %d at line %d",
		          sy->chan, n, n == 1 ? "" : "s", ch->arity, ch->arity_loc.line);
}

static IrStmt *lw_sync(Lw *w, const DSync *sy)
{
	CEnt *ch = map_get(&w->chans, sy->chan);
	if (!ch) {
		if (find_var(w, sy->chan))
			dve_error(w->c, sy->loc, "'%s' is not a channel", sy->chan);
		else
			dve_error(w->c, sy->loc, "undeclared channel '%s'", sy->chan);
		return NULL;
	}
	int n = sy->values ? sy->values->n : 0;
	chan_arity(w, ch, sy, n);
	char buf[256];
	snprintf(buf, sizeof buf, "%s%s%s", sy->chan, sy->is_send ? "!" : "?",
	         n == 1 ? dve_expr_text(w->c, sy->values->items[0]) : n ? "{...}" : "");
	IrStmt *s = st_new(w, sy->is_send ? IR_S_SEND : IR_S_RECV, sy->loc, ir_strdup(w->A, buf));
	IrExpr *ce_ = ex_new(w, IR_E_VAR, sy->loc);
	ce_->var = ch->iv;
	ce_->type = ch->iv->type;
	ch->iv->flags |= IR_VAR_READ;
	s->e = ce_;
	s->nargs = n;
	if (sy->is_send) {
		ch->nsend++;
		s->args = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)(n ? n : 1));
		for (int i = 0; i < n; i++)
			s->args[i] = lw_expr(w, sy->values->items[i]);
	} else {
		ch->nrecv++;
		s->range_check = 1;
		s->rargs = ir_alloc(w->A, sizeof(IrRecvArg) * (size_t)(n ? n : 1));
		for (int i = 0; i < n; i++) {
			s->rargs[i].kind = IR_RA_VAR;
			s->rargs[i].e = lw_lvalue(w, sy->values->items[i]);
			if (!s->rargs[i].e)
				s->rargs[i].e = ex_const(w, sy->values->items[i]->loc, 0);
		}
		ch->iv->flags |= IR_VAR_WRITTEN;
	}
	return s;
}

static IrStmt *lw_effect(Lw *w, const DAssign *a)
{
	IrExpr *lhs = lw_lvalue(w, a->lhs);
	IrExpr *rhs = lw_expr(w, a->rhs);
	if (!lhs)
		return NULL;
	char *text = NULL;
	const char *l = dve_expr_text(w->c, a->lhs), *r = dve_expr_text(w->c, a->rhs);
	size_t n = strlen(l) + strlen(r) + 4;
	text = ir_alloc(w->A, n);
	snprintf(text, n, "%s = %s", l, r);
	IrStmt *s = st_new(w, IR_S_ASSIGN, a->loc, text);
	s->lhs = lhs;
	s->e = rhs;
	s->range_check = 1;
	return s;
}

static void lw_trans(Lw *w, PEnt *p, DTrans *tr)
{
	int src = state_index(w, p, &tr->src, "source");
	int dst = state_index(w, p, &tr->dst, "target");
	IrStmt *s = st_new(w, IR_S_TRANS, tr->loc, dve_trans_text(w->c, tr));
	if (tr->guard)
		s->e = lw_expr(w, tr->guard);
	if (p->is_property && (tr->sync || tr->neffects)) {
		dve_error(w->c, tr->sync ? tr->sync->loc : tr->effects[0]->loc,
		          "transitions of the property process '%s' may only have guards", p->dp->name);
		return;
	}
	if (p->is_property) {
		/* a never-claim step: a plain condition, as Promela's */
		s->kind = IR_S_EXPR;
		if (!s->e)
			s->e = ex_const(w, tr->loc, 1);
	} else if (tr->sync)
		s->sync = lw_sync(w, tr->sync);
	for (int i = 0; i < tr->neffects; i++) {
		IrStmt *ef = lw_effect(w, tr->effects[i]);
		if (ef)
			ir_push(w->A, (void ***)&s->effects, &s->neffects, ef);
	}
	if (src < 0 || dst < 0)
		return;
	IrAutomaton *aut = &p->pt->aut;
	IrEdge *e = ir_alloc(w->A, sizeof *e);
	e->src = src;
	e->dst = dst;
	e->stmt = s;
	ir_push(w->A, (void ***)&aut->edges, &aut->nedges, e);
	IrLocation *l = aut->locs[src];
	ir_push(w->A, (void ***)&l->out, &l->nout, e);
}

static void lw_proc_body(Lw *w, DProc *dp)
{
	PEnt *p = map_get(&w->procs, dp->name);
	if (!p || p->dp != dp)
		return;
	w->cur = p;
	for (int i = 0; i < dp->ntrans; i++)
		lw_trans(w, p, dp->trans[i]);
	w->cur = NULL;
}

/* DiVinE's error state (see IrModel.dve_error_state): an extra location
 * without edges in the first process, where an erroneous step leads. */
static void add_error_state(Lw *w)
{
	for (int i = 0; i < w->m->nprocs; i++) {
		IrProctype *pt = w->m->procs[i];
		if (pt->kind != IR_PROC_NORMAL)
			continue;
		IrLocation *l = ir_alloc(w->A, sizeof *l);
		l->index = pt->aut.nlocs;
		l->loc = pt->loc;
		ir_push(w->A, (void ***)&l->labels, &l->nlabels, (void *)"error");
		ir_push(w->A, (void ***)&pt->aut.locs, &pt->aut.nlocs, l);
		w->m->dve_error_state = 1;
		return;
	}
}

int dve_lower(DveCtx *c)
{
	Lw lw = { 0 };
	Lw *w = &lw;
	w->c = c;
	w->A = c->arena;
	w->m = c->model;
	w->d = c->ast;
	if (!w->d->has_system) {
		dve_error(c, dve_end_loc(c), "missing 'system async;' at the end of the model");
		return 1;
	}
	if (w->d->sync) {
		dve_error(c, w->d->sys_loc, "system sync is not supported yet");
		return 1;
	}
	if (w->d->nprocs == 0)
		dve_error(c, w->d->sys_loc, "the model has no processes");
	lw_globals(w);
	for (int i = 0; i < w->d->nprocs; i++)
		lw_proc_head(w, w->d->procs[i]);
	if (w->d->property && !map_get(&w->procs, w->d->property))
		dve_error(c, w->d->prop_loc, "property process '%s' is not declared", w->d->property);
	for (int i = 0; i < w->d->nprocs; i++)
		lw_proc_body(w, w->d->procs[i]);
	if (c->nerrors == 0)
		add_error_state(w);
	return c->nerrors != 0;
}
