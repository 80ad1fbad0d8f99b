/*
 * lower_code.c -- IR -> MIR code: the semantics of Promela and DVE
 * statements, written once for every backend (mir.h, codegen/README.md).
 *
 * Per process type: mk_<p> creates an instance, step_<p> reports the
 * moves of one process, rv_<p> the receivers of a rendezvous; then the
 * initial state, DiVinE's error state, the dispatchers by proctype
 * (stepd, rvd, behind runtime/llsupport.c's next and rv_send), the
 * compiled propositions and fire, which reports a successor.  Control
 * flow that C writes inside expressions (receive tests, d_step guards)
 * becomes blocks; expressions without it stay trees.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

typedef struct Lw {
	MirModel *mm;
	const IrModel *m;
	int fi;                 /* current function (index: fns may move) */
	int cur;                /* current block */
	int term;               /* current block ended by a terminator */
	MirX *S, *P, *pid;      /* current state, frame and pid */
	int no_self;            /* no current process (initial state, APs) */
	int host_c;             /* embedded C allowed */
	int track;              /* the model tracks C memory (c_track) */
	int dstep;              /* inside a d_step's body */
	struct FlowMemo *fm;    /* memo of has_flow, shared by the copies
	                           fn_begin/fn_end save and restore */
} Lw;

/* has_flow's memo: open addressing on the expression's address. */
typedef struct FlowMemo {
	const IrExpr **flow;    /* keys */
	unsigned char *flowv;   /* answers (1 no, 2 yes) */
	size_t nflow, cflow;    /* entries, capacity (a power of 2) */
} FlowMemo;

#define FN(lw) (&(lw)->mm->fns[(lw)->fi])

static MirX *ex(Lw *lw, const IrExpr *e);

/* ------------------------------------------------------------ builders */

static int blk(Lw *lw) { return mir_block(FN(lw)); }

static MirIns *emit(Lw *lw, MirIk k)
{
	if (lw->term) { /* unreachable code: a block of its own */
		lw->cur = blk(lw);
		lw->term = 0;
	}
	return mir_ins(FN(lw), lw->cur, k);
}

static void br(Lw *lw, int b)
{
	if (!lw->term)
		emit(lw, MI_BR)->t = b;
	lw->term = 1;
}

static void label(Lw *lw, int b)
{
	br(lw, b);
	lw->cur = b;
	lw->term = 0;
}

static void brc(Lw *lw, MirX *c, int t, int f)
{
	MirIns *i = emit(lw, MI_CBR);
	i->a = c;
	i->t = t;
	i->f = f;
	lw->term = 1;
}

static void ret(Lw *lw, MirX *v)
{
	emit(lw, MI_RET)->a = v;
	lw->term = 1;
}

static MirX *K(int v) { return mir_const(v); }
static MirX *SYM(int v) { return mir_x(MX_SYM, v); }
static MirX *PARAM(int v) { return mir_x(MX_PARAM, v); }
static MirX *CTX(int v) { return mir_x(MX_CTX, v); }

static int local(Lw *lw) { return FN(lw)->nlocals++; }
static MirX *get(int l) { return mir_x(MX_LOCAL, l); }

static void set(Lw *lw, int l, MirX *v)
{
	MirIns *i = emit(lw, MI_SET);
	i->v = l;
	i->a = v;
}

static void incr(Lw *lw, int l) { set(lw, l, mir_bin(MIR_OP_ADD, get(l), K(1))); }

/* A pointer local holding p (frames used many times). */
static MirX *pbind(Lw *lw, MirX *p)
{
	MirIns *i = emit(lw, MI_PSET);
	i->v = FN(lw)->nplocals++;
	i->a = p;
	return mir_x(MX_PLOCAL, i->v);
}

static void eval(Lw *lw, MirX *x) { emit(lw, MI_EVAL)->a = x; }

static void ctxset(Lw *lw, int f, MirX *v)
{
	MirIns *i = emit(lw, MI_CTXSET);
	i->v = f;
	i->a = v;
}

static void set_err(Lw *lw, int code) { ctxset(lw, MIR_G_ERR, K(code)); }

/* An i32 array local of n+1 elements. */
static int arr(Lw *lw, int n)
{
	MirFn *f = FN(lw);
	f->arrs = realloc(f->arrs, sizeof *f->arrs * (size_t)(f->narrs + 1));
	f->arrs[f->narrs] = n + 1;
	return f->narrs++;
}

static void aset(Lw *lw, int a, int k, MirX *v)
{
	MirIns *i = emit(lw, MI_ASET);
	i->v = a;
	i->w = k;
	i->a = v;
}

static MirX *aget(int a, int k)
{
	MirX *x = mir_x(MX_AGET, a);
	x->w = k;
	return x;
}

static MirX *cmp(int op, MirX *a, MirX *b) { return mir_bin(op, a, b); }

static void store(Lw *lw, int w, MirX *p, MirX *v)
{
	MirIns *i = emit(lw, MI_STORE);
	i->w = w;
	i->a = p;
	i->b = v;
}

static void zero(Lw *lw, MirX *p, MirX *n)
{
	MirIns *i = emit(lw, MI_ZERO);
	i->a = p;
	i->b = n;
}

/* Frame of process `pid` in state S. */
static MirX *frame(MirX *S, MirX *pid)
{
	return mir_addr(S, mir_bin(MIR_OP_ADD, mir_bin(MIR_OP_MUL, pid, SYM(MIR_SYM_SLOTSZ)),
	    SYM(MIR_SYM_SLOT0)));
}

static MirX *byte_at(MirX *S, int off) { return mir_load(1, 0, mir_addr(S, K(off))); }
static MirX *pc_of(MirX *P) { return mir_load(2, 0, mir_addr(P, K(2))); }
static void set_pc(Lw *lw, MirX *P, MirX *loc) { store(lw, 2, mir_addr(P, K(2)), loc); }

/* begin(): nxt = copy of src. */
static void begin(Lw *lw)
{
	MirIns *i = emit(lw, MI_COPY);
	i->a = CTX(MIR_G_NXT);
	i->c = CTX(MIR_G_SRC);
	i->b = SYM(MIR_SYM_SZ);
}

static void fire(Lw *lw, MirX *pid, MirX *tr, MirX *pid2, MirX *tr2, int fl)
{
	MirX *f = mir_x(MX_FN, lw->mm->f_fire);
	eval(lw, mir_call(MIR_H_CALL, 6, f, pid, tr, pid2, tr2, K(fl)));
}

/* Start function `name`; returns the previous one's state in *save. */
static void fn_begin(Lw *lw, Lw *save, const char *name, MirSig sig)
{
	*save = *lw;
	lw->fi = mir_fn_new(lw->mm, name, sig);
	lw->cur = 0;
	lw->term = 0;
	lw->no_self = 0;
}

static void fn_end(Lw *lw, const Lw *save)
{
	if (!lw->term)
		ret(lw, mir_sigs[FN(lw)->sig].ret == 'i' ? K(0) : NULL);
	*lw = *save;
}

/* ------------------------------------------------------- expressions */

static int lv_arraylen(const IrExpr *e)
{
	if (e->kind == IR_E_VAR || e->kind == IR_E_REMOTE_VAR)
		return e->var->array_len;
	if (e->kind == IR_E_FIELD)
		return e->field->array_len;
	return 0;
}

static const IrType *lv_type(const IrExpr *e)
{
	switch (e->kind) {
	case IR_E_VAR: case IR_E_REMOTE_VAR: return &e->var->type;
	case IR_E_FIELD: return &e->field->type;
	case IR_E_INDEX: return lv_type(e->a[0]);
	default: return &e->type;
	}
}

static MirX *ix(MirX *i, int n)
{
	return mir_call(MIR_H_IX, 3, CTX(MIR_G_SELF), i, K(n ? n : 1));
}

static MirX *hid(int off) { return mir_addr(mir_x(MX_HID, 0), K(off)); }

static MirX *first_of(Lw *lw, int t)
{
	return mir_call(MIR_H_FIRST_OF, 3, mir_x(MX_FN, MIR_FN_DESC), lw->S, K(t));
}

static const MirVar *var_of(Lw *lw, const IrVar *v)
{
	return v->scope == IR_SCOPE_GLOBAL ? &lw->mm->glob[v->index] :
	    &lw->mm->proc[v->owner->index].vars[v->index];
}

/* Address of an lvalue. */
static MirX *addr(Lw *lw, const IrExpr *e)
{
	switch (e->kind) {
	case IR_E_VAR: {
		const IrVar *v = e->var;
		if (v->scope != IR_SCOPE_GLOBAL && v->scope != IR_SCOPE_LOCAL) {
			mir_error(lw->mm, e->loc, "never-claim variables are not supported yet");
			return lw->S;
		}
		const MirVar *L = var_of(lw, v);
		if (L->hidden) /* hidden locals: shared */
			return hid(L->off);
		return mir_addr(v->scope == IR_SCOPE_GLOBAL ? lw->S : lw->P, K(L->off));
	}
	case IR_E_REMOTE_VAR: {
		const IrVar *v = e->var;
		const MirVar *L = var_of(lw, v);
		MirX *p = e->a[0] ? ex(lw, e->a[0]) : first_of(lw, v->owner->index);
		MirX *a = mir_addr(frame(lw->S, p), K(L->off));
		if (e->a[1])
			a = mir_addr(a, mir_bin(MIR_OP_MUL, ix(ex(lw, e->a[1]),
			    v->array_len ? v->array_len : 1), K(L->esize)));
		return a;
	}
	case IR_E_INDEX: {
		const IrExpr *base = e->a[0];
		int n = lv_arraylen(base), es = mir_type_size(lv_type(base));
		MirX *a = addr(lw, base);
		return mir_addr(a, mir_bin(MIR_OP_MUL, ix(ex(lw, e->a[1]), n), K(es)));
	}
	case IR_E_FIELD: {
		const IrType *bt = lv_type(e->a[0]);
		int fo = bt->kind == IR_T_STRUCT ? mir_field_offset(bt->st, e->field) : -1;
		if (fo < 0) {
			mir_error(lw->mm, e->loc, "bad field access");
			fo = 0;
		}
		return mir_addr(addr(lw, e->a[0]), K(fo));
	}
	default:
		mir_error(lw->mm, e->loc, "expression is not assignable");
		return lw->S;
	}
}

static MirX *load_typed(MirX *p, const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return mir_load(2, 1, p);
	case IR_T_INT: return mir_load(4, 1, p);
	case IR_T_UNSIGNED: return mir_load(t->bits <= 8 ? 1 : t->bits <= 16 ? 2 : 4, 0, p);
	default: return mir_load(1, 0, p);
	}
}

static MirX *callq(Lw *lw, int h, MirX *chan) { return mir_call(h, 3, CTX(MIR_G_SELF), lw->S, chan); }

/* Does e contain control flow of its own (a receive test)?  Memoized:
 * asked at every && and || of a chain. */
static int has_flow(Lw *lw, const IrExpr *e)
{
	FlowMemo *m = lw->fm;
	if (!e)
		return 0;
	if (e->kind == IR_E_POLL)
		return 1;
	if (2 * (m->nflow + 1) > m->cflow) {
		const IrExpr **ok = m->flow;
		unsigned char *ov = m->flowv;
		size_t oc = m->cflow;
		m->cflow = oc ? 2 * oc : 1024;
		m->flow = calloc(m->cflow, sizeof *m->flow);
		m->flowv = calloc(m->cflow, 1);
		if (!m->flow || !m->flowv) {
			fprintf(stderr, "mcc: out of memory\n");
			exit(3);
		}
		m->nflow = 0;
		for (size_t i = 0; i < oc; i++)
			if (ok[i]) {
				size_t h = ((uintptr_t)ok[i] >> 4) & (m->cflow - 1);
				while (m->flow[h])
					h = (h + 1) & (m->cflow - 1);
				m->flow[h] = ok[i];
				m->flowv[h] = ov[i];
				m->nflow++;
			}
		free(ok);
		free(ov);
	}
	size_t h = ((uintptr_t)e >> 4) & (m->cflow - 1);
	while (m->flow[h] && m->flow[h] != e)
		h = (h + 1) & (m->cflow - 1);
	if (m->flow[h])
		return m->flowv[h] - 1;
	int r = 0;
	for (int i = 0; i < 3 && !r; i++)
		r = has_flow(lw, e->a[i]);
	/* the table may have grown meanwhile: find the slot again */
	h = ((uintptr_t)e >> 4) & (m->cflow - 1);
	while (m->flow[h] && m->flow[h] != e)
		h = (h + 1) & (m->cflow - 1);
	m->flow[h] = e;
	m->flowv[h] = (unsigned char)(r + 1);
	m->nflow++;
	return r;
}

static MirX *recv_test(Lw *lw, const IrStmt *s, int copy);

/* a && b, a || b, a ? b : c whose operands have control flow: blocks. */
static MirX *logic_flow(Lw *lw, const IrExpr *e)
{
	int r = local(lw), t = blk(lw), f = blk(lw), done = blk(lw);
	MirX *a = ex(lw, e->a[0]);
	if (e->kind == IR_E_COND) {
		brc(lw, a, t, f);
		label(lw, t);
		set(lw, r, ex(lw, e->a[1]));
		br(lw, done);
		label(lw, f);
		set(lw, r, ex(lw, e->a[2]));
	} else {
		int and = e->op == IR_OP_AND;
		set(lw, r, K(!and));
		brc(lw, a, and ? t : done, and ? done : t);
		label(lw, t);
		set(lw, r, cmp(MIR_OP_NE, ex(lw, e->a[1]), K(0)));
	}
	br(lw, done);
	label(lw, done);
	return get(r);
}

static MirX *binop(Lw *lw, const IrExpr *e)
{
	static const int ops[] = { [IR_OP_ADD] = MIR_OP_ADD, [IR_OP_SUB] = MIR_OP_SUB,
		[IR_OP_MUL] = MIR_OP_MUL, [IR_OP_BITAND] = MIR_OP_AND, [IR_OP_BITOR] = MIR_OP_OR,
		[IR_OP_BITXOR] = MIR_OP_XOR, [IR_OP_LT] = MIR_OP_LT, [IR_OP_LE] = MIR_OP_LE,
		[IR_OP_GT] = MIR_OP_GT, [IR_OP_GE] = MIR_OP_GE, [IR_OP_EQ] = MIR_OP_EQ,
		[IR_OP_NE] = MIR_OP_NE };
	if (e->op == IR_OP_AND || e->op == IR_OP_OR) {
		if (has_flow(lw, e->a[1]))
			return logic_flow(lw, e);
		MirX *x = mir_x(e->op == IR_OP_AND ? MX_AND : MX_OR, 0);
		x->a = ex(lw, e->a[0]);
		x->b = ex(lw, e->a[1]);
		return x;
	}
	MirX *a = ex(lw, e->a[0]), *b = ex(lw, e->a[1]);
	switch (e->op) {
	case IR_OP_DIV: return mir_call(MIR_H_DIV, 3, CTX(MIR_G_SELF), a, b);
	case IR_OP_MOD: return mir_call(MIR_H_MOD, 3, CTX(MIR_G_SELF), a, b);
	case IR_OP_SHL: return mir_call(MIR_H_SHL, 3, CTX(MIR_G_SELF), a, b);
	case IR_OP_SHR: return mir_call(MIR_H_SHR, 3, CTX(MIR_G_SELF), a, b);
	default:
		if ((size_t)e->op < sizeof ops / sizeof *ops)
			return mir_bin(ops[e->op], a, b);
		mir_error(lw->mm, e->loc, "unsupported operator");
		return K(0);
	}
}

static MirX *ctext(Lw *lw, const char *text, IrLoc loc, const char *what)
{
	if (!lw->host_c) {
		mir_error(lw->mm, loc, "embedded C (%s) cannot be compiled by the llvm backend: use -B tcc or -B cc", what);
		return K(0);
	}
	MirX *x = mir_x(MX_CTEXT, 0);
	x->text = text ? text : "0";
	x->a = lw->S;
	x->b = lw->P;
	return x;
}

static MirX *ex_proc(Lw *lw, const IrExpr *e)
{
	MirX *d = mir_x(MX_FN, MIR_FN_DESC); /* the descriptor */
	switch (e->kind) {
	case IR_E_NP: return mir_call(MIR_H_NP, 2, d, lw->S);
	case IR_E_ENABLED:
		return mir_call(MIR_H_PROC_ENABLED, 4, CTX(MIR_G_SELF), lw->S, lw->no_self ? K(-1) : lw->pid,
		    ex(lw, e->a[0]));
	case IR_E_PC_VALUE: return mir_call(MIR_H_PC_VALUE, 3, d, lw->S, ex(lw, e->a[0]));
	case IR_E_GET_PRIORITY: return mir_call(MIR_H_GET_PRIO, 3, d, lw->S, ex(lw, e->a[0]));
	default: /* IR_E_REMOTE_LABEL */
		return mir_call(MIR_H_AT_LABEL, 5, d, lw->S, K(e->proc->index),
		    e->a[0] ? ex(lw, e->a[0]) : first_of(lw, e->proc->index),
		    K(e->label ? e->label->index : -1));
	}
}

static MirX *ex(Lw *lw, const IrExpr *e)
{
	if (!e)
		return K(1);
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE:
		return K((int32_t)e->value);
	case IR_E_VAR: case IR_E_INDEX: case IR_E_FIELD: case IR_E_REMOTE_VAR: {
		const IrType *t = lv_type(e);
		if (t->kind == IR_T_STRUCT) {
			mir_error(lw->mm, e->loc, "a record is not a value here");
			return K(0);
		}
		/* an array name alone means its first element (as in Spin) */
		return load_typed(addr(lw, e), t);
	}
	case IR_E_UNOP:
		return mir_un(e->op == IR_OP_NEG ? MX_NEG : e->op == IR_OP_NOT ? MX_NOT : MX_COMPL,
		    ex(lw, e->a[0]));
	case IR_E_BINOP: return binop(lw, e);
	case IR_E_COND: {
		if (has_flow(lw, e->a[1]) || has_flow(lw, e->a[2]))
			return logic_flow(lw, e);
		MirX *x = mir_x(MX_COND, 0);
		x->a = ex(lw, e->a[0]);
		x->b = ex(lw, e->a[1]);
		x->c = ex(lw, e->a[2]);
		return x;
	}
	case IR_E_LEN: return callq(lw, MIR_H_QLEN, ex(lw, e->a[0]));
	case IR_E_EMPTY: return mir_un(MX_NOT, callq(lw, MIR_H_QLEN, ex(lw, e->a[0])));
	case IR_E_NEMPTY: return cmp(MIR_OP_NE, callq(lw, MIR_H_QLEN, ex(lw, e->a[0])), K(0));
	case IR_E_FULL: return callq(lw, MIR_H_QFULL, ex(lw, e->a[0]));
	case IR_E_NFULL: return mir_un(MX_NOT, callq(lw, MIR_H_QFULL, ex(lw, e->a[0])));
	case IR_E_PID: return lw->pid;
	case IR_E_NR_PR: return mir_call(MIR_H_NR_PR, 1, lw->S); /* with the claim */
	case IR_E_LAST: lw->mm->has_last = 1; return byte_at(lw->S, 1);
	case IR_E_TIMEOUT: lw->mm->has_timeout = 1; return CTX(MIR_G_TIMEOUT);
	case IR_E_NP: case IR_E_ENABLED: case IR_E_PC_VALUE: case IR_E_GET_PRIORITY:
	case IR_E_REMOTE_LABEL:
		return ex_proc(lw, e);
	case IR_E_POLL:
		return recv_test(lw, e->recv, 0);
	case IR_E_RUN:
		mir_error(lw->mm, e->loc, "run is only allowed as a statement or the right side of an assignment");
		return K(0);
	case IR_E_C_EXPR:
		return ctext(lw, e->text, e->loc, "c_expr");
	}
	mir_error(lw->mm, e->loc, "unsupported expression");
	return K(0);
}

/* ------------------------------------------------------- statements */

static void store_lv(Lw *lw, const IrExpr *lv, MirX *val)
{
	const IrType *t = lv_type(lv);
	switch (t->kind) {
	case IR_T_BIT: case IR_T_BOOL:
		store(lw, 1, addr(lw, lv), mir_bin(MIR_OP_AND, val, K(1)));
		return;
	case IR_T_UNSIGNED: {
		unsigned long long mask = t->bits >= 32 ? 0xffffffffull : ((1ull << t->bits) - 1);
		MirX *a = addr(lw, lv);
		store(lw, t->bits <= 8 ? 1 : t->bits <= 16 ? 2 : 4, a,
		    mir_bin(MIR_OP_AND, val, K((int32_t)(uint32_t)mask)));
		return;
	}
	case IR_T_SHORT: store(lw, 2, addr(lw, lv), val); return;
	case IR_T_INT: store(lw, 4, addr(lw, lv), val); return;
	case IR_T_STRUCT:
		mir_error(lw->mm, lv->loc, "record assignment is not supported yet");
		return;
	default: store(lw, 1, addr(lw, lv), val);
	}
}

/* Store with DiVinE's range check: out-of-range values are errors. */
static void store_checked(Lw *lw, const IrExpr *lv, MirX *val, int check)
{
	if (!check) {
		store_lv(lw, lv, val);
		return;
	}
	const IrType *t = lv_type(lv);
	long long lo = 0, hi = 255;
	switch (t->kind) {
	case IR_T_SHORT: lo = -32768; hi = 32767; break;
	case IR_T_INT: lo = -2147483647LL - 1; hi = 2147483647LL; break;
	case IR_T_BIT: case IR_T_BOOL: hi = 1; break;
	case IR_T_UNSIGNED: hi = t->bits >= 32 ? 4294967295LL : (1LL << t->bits) - 1; break;
	default: break;
	}
	int v = local(lw), bad = blk(lw), ok = blk(lw);
	set(lw, v, val);
	MirX *c;
	if (t->kind == IR_T_INT) /* every i32 fits */
		c = K(0);
	else if (hi > 2147483647LL) /* unsigned 32: negative values are out */
		c = cmp(MIR_OP_LT, get(v), K(0));
	else {
		c = mir_x(MX_OR, 0);
		c->a = cmp(MIR_OP_LT, get(v), K((int)lo));
		c->b = cmp(MIR_OP_GT, get(v), K((int)hi));
	}
	brc(lw, c, bad, ok);
	label(lw, bad);
	set_err(lw, MCC_ERR_RANGE);
	br(lw, ok);
	label(lw, ok);
	store_lv(lw, lv, get(v));
}

/* Does message k of `chan` (in S) match the receive's constant/eval
 * arguments?  Result into local r (0/1). */
static void recv_match(Lw *lw, const IrStmt *s, MirX *chan, MirX *k, int r)
{
	int no = blk(lw), done = blk(lw);
	set(lw, r, K(1));
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind != IR_RA_CONST && a->kind != IR_RA_EVAL)
			continue;
		MirX *f = mir_call(MIR_H_QFIELD, 5, CTX(MIR_G_SELF), lw->S, chan, k, K(i));
		int next = blk(lw);
		brc(lw, cmp(MIR_OP_EQ, f, ex(lw, a->e)), next, no);
		label(lw, next);
	}
	br(lw, done);
	label(lw, no);
	set(lw, r, K(0));
	br(lw, done);
	label(lw, done);
}

/* The error raised next is reported at statement s's text and line, not
 * at its transition's. */
static void err_at(Lw *lw, const IrStmt *s)
{
	MirX *t = mir_x(MX_STR, 0);
	t->text = s->text;
	eval(lw, mir_call(MIR_H_ERRAT, 3, CTX(MIR_G_SELF), t, K(s->loc.line)));
}

/* Is buffered receive `s` executable in S (a matching message present)?
 * Used for receive guards (copy: a receive statement) and for polls,
 * which have no effect. */
static MirX *recv_test(Lw *lw, const IrStmt *s, int copy)
{
	int ok = local(lw), len = arr(lw, 0), k = local(lw), cap = local(lw);
	int chan = local(lw);
	set(lw, chan, ex(lw, s->e));
	set(lw, ok, K(0));
	set(lw, cap, mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S, get(chan), mir_x(MX_ARR, len)));
	int body = blk(lw), done = blk(lw);
	if (s->peek) { /* Spin: polling a rendezvous channel is an error */
		int rv = blk(lw), test = blk(lw);
		brc(lw, cmp(MIR_OP_EQ, get(cap), K(0)), rv, test);
		label(lw, rv);
		set_err(lw, copy ? MCC_ERR_RV_COPY : MCC_ERR_RV_POLL);
		br(lw, done);
		label(lw, test);
	}
	brc(lw, cmp(MIR_OP_GT, get(cap), K(0)), body, done);
	label(lw, body);
	if (s->random) {
		int head = blk(lw), step = blk(lw), inc = blk(lw);
		set(lw, k, K(0));
		br(lw, head);
		label(lw, head);
		brc(lw, cmp(MIR_OP_LT, get(k), aget(len, 0)), step, done);
		label(lw, step);
		recv_match(lw, s, get(chan), get(k), ok);
		brc(lw, get(ok), done, inc);
		label(lw, inc);
		incr(lw, k);
		br(lw, head);
	} else {
		int one = blk(lw);
		brc(lw, cmp(MIR_OP_GT, aget(len, 0), K(0)), one, done);
		label(lw, one);
		recv_match(lw, s, get(chan), K(0), ok);
		br(lw, done);
	}
	label(lw, done);
	return get(ok);
}

/* The statement an edge's step starts with (a chain's sync). */
static const IrStmt *step_first(const IrStmt *s)
{
	return s->kind == IR_S_TRANS ? s->sync : s;
}

static int is_rv_recv_possible(const IrStmt *s)
{
	s = step_first(s);
	return s && s->kind == IR_S_RECV && !s->peek;
}

/* A poll that copies (c?<x>, c??<x>): Spin's pan tries it while a
 * rendezvous offer is pending too, and raises its error there. */
static int is_rv_poll(const IrStmt *s)
{
	s = step_first(s);
	return s && s->kind == IR_S_RECV && s->peek;
}

static void emit_run(Lw *lw, const IrExpr *run, const IrExpr *lhs)
{
	int a = arr(lw, run->nargs), h = local(lw);
	for (int i = 0; i < run->nargs; i++)
		aset(lw, a, i, ex(lw, run->args[i]));
	set(lw, h, mir_call(MIR_H_CALL, 3, mir_x(MX_FN, lw->mm->f_mk[run->proc->index]), lw->S,
	    mir_x(MX_ARR, a)));
	if (lw->m->has_priority && run->a[0] && run->a[0]->value > 1)
		eval(lw, mir_call(MIR_H_SET_PRIO, 5, mir_x(MX_FN, MIR_FN_DESC), CTX(MIR_G_SELF), lw->S, get(h),
		    K((int)run->a[0]->value)));
	if (lhs)
		store_lv(lw, lhs, get(h));
}

/* `S[0] < NSLOTS || TOO_MANY(g)` */
static MirX *run_guard(Lw *lw)
{
	int r = local(lw), ok = blk(lw), no = blk(lw), done = blk(lw);
	brc(lw, cmp(MIR_OP_LT, byte_at(lw->S, 0), SYM(MIR_SYM_NSLOTS)), ok, no);
	label(lw, ok);
	set(lw, r, K(1));
	br(lw, done);
	label(lw, no);
	set_err(lw, MCC_ERR_TOO_MANY_PROCS);
	set(lw, r, K(0));
	br(lw, done);
	label(lw, done);
	return get(r);
}

static MirX *guard(Lw *lw, const IrStmt *s);

/* Short-circuit OR over the executable-tests of a d_step's first edges. */
static MirX *dstep_guard(Lw *lw, const IrStmt *s)
{
	const IrAutomaton *a = s->body;
	const IrLocation *L = a->locs[a->init];
	int any = 0, has_else = 0, r = local(lw), done = blk(lw);
	set(lw, r, K(1));
	for (int i = 0; i < L->nout; i++) {
		if (L->out[i]->stmt->kind == IR_S_ELSE) {
			has_else = 1;
			continue;
		}
		int next = blk(lw);
		brc(lw, guard(lw, L->out[i]->stmt), done, next);
		label(lw, next);
		any = 1;
	}
	if (!(has_else || (!any && L->nout == 0)))
		set(lw, r, K(0));
	br(lw, done);
	label(lw, done);
	return get(r);
}

/* a && (sync executable) */
static MirX *and2(Lw *lw, MirX *a, const IrStmt *sync, int buf_send)
{
	int r = local(lw), rhs = blk(lw), done = blk(lw);
	set(lw, r, K(0));
	brc(lw, a, rhs, done);
	label(lw, rhs);
	MirX *b = buf_send ? callq(lw, MIR_H_QSEND_BUF_OK, ex(lw, sync->e)) : guard(lw, sync);
	set(lw, r, cmp(MIR_OP_NE, b, K(0)));
	br(lw, done);
	label(lw, done);
	return get(r);
}

/* Guard (executability) of a statement; `else` is handled by the caller. */
static MirX *guard(Lw *lw, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			return run_guard(lw);
		return ex(lw, s->e);
	case IR_S_ASSIGN:
		return s->e && s->e->kind == IR_E_RUN ? run_guard(lw) : K(1);
	case IR_S_SEND:
		return callq(lw, MIR_H_QSEND_OK, ex(lw, s->e));
	case IR_S_RECV:
		return recv_test(lw, s, 1);
	case IR_S_C_CODE:
		if (!lw->host_c)
			return ctext(lw, NULL, s->loc, "c_code");
		return s->c_guard ? ex(lw, s->c_guard) : K(1);
	case IR_S_DSTEP:
		return dstep_guard(lw, s);
	case IR_S_TRANS: {
		MirX *a = ex(lw, s->e);
		if (!s->sync)
			return cmp(MIR_OP_NE, a, K(0));
		return and2(lw, a, s->sync, s->sync->kind == IR_S_SEND);
	}
	case IR_S_ELSE:
	default:
		return K(1);
	}
}

static void dstep_body(Lw *lw, const IrAutomaton *a);
static void print_stmt(Lw *lw, const IrStmt *s);

static void xuse(Lw *lw, MirX *chan, MirX *pid, int mode);

static void send_effect(Lw *lw, const IrStmt *s)
{
	int chan = local(lw), v = arr(lw, s->nargs);
	set(lw, chan, ex(lw, s->e));
	for (int i = 0; i < s->nargs; i++)
		aset(lw, v, i, ex(lw, s->args[i]));
	eval(lw, mir_call(MIR_H_QPUT, 6, CTX(MIR_G_SELF), lw->S, get(chan), mir_x(MX_ARR, v),
	    K(s->nargs), K(s->sorted)));
	xuse(lw, get(chan), lw->pid, 2);
}

static void recv_effect(Lw *lw, const IrStmt *s)
{
	int chan = local(lw), k = local(lw);
	set(lw, chan, ex(lw, s->e));
	set(lw, k, K(0));
	if (s->random) {
		int len = arr(lw, 0), ok = local(lw);
		eval(lw, mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S, get(chan), mir_x(MX_ARR, len)));
		int head = blk(lw), body = blk(lw), inc = blk(lw), done = blk(lw);
		br(lw, head);
		label(lw, head);
		brc(lw, cmp(MIR_OP_LT, get(k), aget(len, 0)), body, done);
		label(lw, body);
		recv_match(lw, s, get(chan), get(k), ok);
		brc(lw, get(ok), done, inc);
		label(lw, inc);
		incr(lw, k);
		br(lw, head);
		label(lw, done);
	}
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind == IR_RA_VAR)
			store_checked(lw, a->e, mir_call(MIR_H_QFIELD, 5, CTX(MIR_G_SELF), lw->S, get(chan),
			    get(k), K(i)), s->range_check);
	}
	if (!s->peek)
		eval(lw, mir_call(MIR_H_QDEL, 4, CTX(MIR_G_SELF), lw->S, get(chan), get(k)));
	xuse(lw, get(chan), lw->pid, 1);
	if (s->arity)
		eval(lw, mir_call(MIR_H_RECV_ARITY, 5, CTX(MIR_G_SELF), lw->S, get(chan), K(s->nargs),
		    mir_x(MX_CTXP, MIR_G_ERR)));
}

/* g->err = err ? err : code (a send of the wrong arity) */
static void err_unless(Lw *lw, int code)
{
	MirX *c = mir_x(MX_COND, 0);
	c->a = CTX(MIR_G_ERR);
	c->b = CTX(MIR_G_ERR);
	c->c = K(code);
	ctxset(lw, MIR_G_ERR, c);
}

static void assert_effect(Lw *lw, const IrStmt *s)
{
	int bad = blk(lw), ok = blk(lw);
	brc(lw, ex(lw, s->e), ok, bad);
	label(lw, bad);
	if (lw->dstep) /* not a transition: its own text and line */
		err_at(lw, s);
	/* an error of the expression itself (index, enabled()) is the one
	 * reported; a rendezvous poll is false after its error and the
	 * assertion fails too (two errors) */
	MirX *c = mir_x(MX_COND, 0), *p = mir_x(MX_COND, 0);
	p->a = cmp(MIR_OP_EQ, CTX(MIR_G_ERR), K(MCC_ERR_RV_POLL));
	p->b = K(MCC_ERR_RV_POLL_ASSERT);
	p->c = CTX(MIR_G_ERR);
	c->a = mir_un(MX_NOT, CTX(MIR_G_ERR));
	c->b = K(MCC_ERR_ASSERT);
	c->c = p;
	ctxset(lw, MIR_G_ERR, c);
	br(lw, ok);
	label(lw, ok);
}

static void c_code_effect(Lw *lw, const IrStmt *s)
{
	if (!lw->host_c)
		return; /* reported by guard(), which every c_code edge passes first */
	MirIns *i = emit(lw, MI_CCODE);
	if (lw->track) /* the tracked C memory of this state, and back */
		i->text = mir_text("TRACK_IN(S); { %s } TRACK_OUT(S); TRACK_IN(g->src);",
		    s->c_code ? s->c_code : "");
	else
		i->text = mir_text("{ %s }", s->c_code ? s->c_code : "");
	i->a = lw->S;
	i->b = lw->P;
}

/* Effect of a statement on the successor (lw->S is the copy). */
static void effect(Lw *lw, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			emit_run(lw, s->e, NULL);
		return;
	case IR_S_ASSIGN:
		if (s->e && s->e->kind == IR_E_RUN)
			emit_run(lw, s->e, s->lhs);
		else
			store_checked(lw, s->lhs, ex(lw, s->e), s->range_check);
		return;
	case IR_S_SEND:
		send_effect(lw, s);
		if (s->arity)
			err_unless(lw, MCC_ERR_SEND_ARGS);
		return;
	case IR_S_RECV: recv_effect(lw, s); return;
	case IR_S_ASSERT: assert_effect(lw, s); return;
	case IR_S_DSTEP: dstep_body(lw, s->body); return;
	case IR_S_C_CODE: c_code_effect(lw, s); return;
	case IR_S_TRANS:
		if (s->sync)
			effect(lw, s->sync);
		for (int i = 0; i < s->neffects; i++)
			effect(lw, s->effects[i]);
		return;
	case IR_S_SET_PRIORITY:
		eval(lw, mir_call(MIR_H_SET_PRIO, 5, mir_x(MX_FN, MIR_FN_DESC), CTX(MIR_G_SELF), lw->S,
		    ex(lw, s->args[0]), ex(lw, s->args[1])));
		return;
	case IR_S_PRINTF: case IR_S_PRINTM:
		print_stmt(lw, s);
		return;
	default:
		return;
	}
}

/* printf/printm: output only while the runtime asks for it (model.h,
 * mcc_printing); errors of the arguments are dropped. */
static void print_stmt(Lw *lw, const IrStmt *s)
{
	int n = s->kind == IR_S_PRINTM ? 1 : s->nargs, yes = blk(lw), no = blk(lw);
	int v = arr(lw, n), e = local(lw);
	MirX *c = mir_x(MX_AND, 0);
	c->a = mir_un(MX_NOT, CTX(MIR_G_TEST));
	c->b = mir_call(MIR_H_PRINTING, 0);
	brc(lw, c, yes, no);
	label(lw, yes);
	set(lw, e, CTX(MIR_G_ERR));
	for (int i = 0; i < n; i++)
		aset(lw, v, i, ex(lw, s->kind == IR_S_PRINTM ? s->e : s->args[i]));
	ctxset(lw, MIR_G_ERR, get(e));
	MirX *f = mir_x(MX_STR, 0);
	f->text = s->kind == IR_S_PRINTF ? s->fmt : NULL;
	eval(lw, mir_call(MIR_H_PRINT, 4, lw->pid, f, K(n), mir_x(MX_ARR, v)));
	br(lw, no);
	label(lw, no);
}

/* While recording (rec): report statement e of a d_step body, executed,
 * to the runtime (MccModel.dstep_*). */
static void dstep_rec(Lw *lw, const IrEdge *e, int rec)
{
	const MirModel *mm = lw->mm;
	int k = 0;
	if (!rec)
		return;
	while (k < mm->ndstep && mm->dedge[k] != e)
		k++;
	if (k < mm->ndstep)
		eval(lw, mir_call(MIR_H_DSTEP, 3, CTX(MIR_G_SELF), lw->S, K(k)));
}

static void dstep_loop(Lw *lw, const IrAutomaton *a, int rec);

/* A d_step body runs to completion: at each location take the first
 * executable edge (else if none); stop at a location without edges;
 * blocking elsewhere is an error.  The body is emitted twice: the
 * search runs the plain copy; the runtime's printing of a step (g->trace,
 * never set in a search) runs the one that also reports each statement
 * for spin -t -p's lines, so recording costs the search one test per
 * d_step. */
static void dstep_body(Lw *lw, const IrAutomaton *a)
{
	if (!lw->mm->ndstep) {
		dstep_loop(lw, a, 0);
		return;
	}
	int rec = blk(lw), plain = blk(lw), done = blk(lw);
	brc(lw, CTX(MIR_G_TRACE), rec, plain);
	label(lw, rec);
	dstep_loop(lw, a, 1);
	br(lw, done);
	label(lw, plain);
	dstep_loop(lw, a, 0);
	br(lw, done);
	label(lw, done);
}

static void dstep_loop(Lw *lw, const IrAutomaton *a, int rec)
{
	int dl = local(lw), cnt = local(lw);
	int head = blk(lw), run = blk(lw), end = blk(lw), blkd = blk(lw);
	int *ll = malloc(sizeof *ll * (size_t)(a->nlocs + 1));
	for (int l = 0; l < a->nlocs; l++)
		ll[l] = blk(lw);
	lw->dstep++;
	set(lw, dl, K(a->init));
	set(lw, cnt, K(0));
	br(lw, head);
	label(lw, head);
	incr(lw, cnt);
	brc(lw, cmp(MIR_OP_GT, get(cnt), K(100000)), blkd, run);
	label(lw, run);
	MirIns *sw = emit(lw, MI_SWITCH);
	sw->a = get(dl);
	sw->t = blkd;
	sw->n = a->nlocs;
	sw->vals = mir_alloc(sizeof *sw->vals * (size_t)(a->nlocs + 1));
	sw->blks = mir_alloc(sizeof *sw->blks * (size_t)(a->nlocs + 1));
	for (int l = 0; l < a->nlocs; l++) {
		sw->vals[l] = l;
		sw->blks[l] = ll[l];
	}
	lw->term = 1;
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		label(lw, ll[l]);
		if (L->nout == 0) {
			br(lw, end);
			continue;
		}
		const IrEdge *els = NULL;
		for (int i = 0; i < L->nout; i++) {
			const IrEdge *e = L->out[i];
			if (e->stmt->kind == IR_S_ELSE) {
				els = e;
				continue;
			}
			/* a rendezvous send inside a d_step is an error (below) */
			MirX *g = e->stmt->kind == IR_S_SEND ?
			    callq(lw, MIR_H_QSEND_BUF_OK, ex(lw, e->stmt->e)) : guard(lw, e->stmt);
			int yes = blk(lw), no = blk(lw);
			brc(lw, g, yes, no);
			label(lw, yes);
			effect(lw, e->stmt);
			dstep_rec(lw, e, rec);
			set(lw, dl, K(e->dst));
			br(lw, head);
			label(lw, no);
			if (e->stmt->kind == IR_S_SEND) { /* capacity 0: Spin's fatal error */
				int len = arr(lw, 1), rv = blk(lw), next = blk(lw);
				brc(lw, cmp(MIR_OP_EQ, mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S,
				    ex(lw, e->stmt->e), mir_x(MX_ARR, len)), K(0)), rv, next);
				label(lw, rv);
				set_err(lw, MCC_ERR_RV_DSTEP);
				br(lw, end);
				label(lw, next);
			}
		}
		if (els) {
			effect(lw, els->stmt);
			dstep_rec(lw, els, rec);
			set(lw, dl, K(els->dst));
			br(lw, head);
			continue;
		}
		br(lw, (L->flags & IR_LOC_FINAL) ? end : blkd);
	}
	label(lw, blkd);
	set_err(lw, MCC_ERR_DSTEP_BLOCK);
	br(lw, end);
	label(lw, end);
	lw->dstep--;
	free(ll);
}

/* ----------------------------------------------------- successor code */

/* Step flags of a plain move of edge e. */
static int emit_flags(const IrEdge *e, int atomic)
{
	return (atomic ? MCC_STEP_ATOMIC : 0) |
	    (e->stmt->kind == IR_S_DSTEP ? MCC_STEP_DSTEP : 0) |
	    (e->stmt->kind == IR_S_ELSE ? MCC_STEP_ELSE : 0);
}

/* CM_OK: committed-mode filter (constant 1 without committed locations). */
static MirX *cm_ok(Lw *lw)
{
	if (!lw->mm->has_commit)
		return K(1);
	MirX *x = mir_x(MX_OR, 0);
	x->a = mir_un(MX_NOT, CTX(MIR_G_CMODE));
	x->b = CTX(MIR_G_SCOMMIT);
	return x;
}

/* Take the edge: successor with effect, pc = dst, reported. */
static void take(Lw *lw, const IrEdge *e, int any, int atomic)
{
	MirX *S0 = lw->S, *P0 = lw->P;
	begin(lw);
	lw->S = CTX(MIR_G_NXT);
	lw->P = pbind(lw, frame(lw->S, lw->pid));
	effect(lw, e->stmt);
	set_pc(lw, lw->P, K(e->dst));
	lw->S = S0;
	lw->P = P0;
	incr(lw, any);
	fire(lw, lw->pid, K(e->id), K(-1), K(-1), emit_flags(e, atomic));
}

/* Promela: an error while testing the guard is reported (a copy of the
 * source state, MCC_STEP_REPORT) and not counted as a successor. */
static void report2(Lw *lw, MirX *pid, MirX *tr, MirX *pid2, MirX *tr2)
{
	begin(lw);
	fire(lw, pid, tr, pid2, tr2, MCC_STEP_REPORT);
	ctxset(lw, MIR_G_N, mir_bin(MIR_OP_SUB, CTX(MIR_G_N), K(1)));
}

static void report(Lw *lw, const IrEdge *e)
{
	report2(lw, lw->pid, K(e->id), K(-1), K(-1));
}

/* Error while testing the guard (DiVinE), or a bad channel: a step to a
 * copy of the source state. */
static void take_err(Lw *lw, const IrEdge *e, int any, int err)
{
	begin(lw);
	if (err)
		set_err(lw, err);
	incr(lw, any);
	fire(lw, lw->pid, K(e->id), K(-1), K(-1), emit_flags(e, 0));
}

/* Sender-side effects of a DVE rendezvous as their own function. */
static int seff_fn(Lw *lw, const IrStmt *s)
{
	Lw save;
	char name[32];
	snprintf(name, sizeof name, "seff%d", lw->mm->nfns);
	fn_begin(lw, &save, name, MIR_SIG_SEFF);
	int id = lw->fi;
	lw->S = PARAM(0);
	lw->pid = PARAM(1);
	lw->P = pbind(lw, frame(lw->S, lw->pid));
	for (int i = 0; i < s->neffects; i++)
		effect(lw, s->effects[i]);
	fn_end(lw, &save);
	return id;
}

/* any += rv_send(g, pid, chan, v, nargs, dst, id, seff) */
static void rv_send(Lw *lw, const IrEdge *e, const IrStmt *y, int chan, int any, int seff)
{
	/* the values, then zeros for a receiver naming more fields */
	int nv = y->nargs > lw->mm->maxr ? y->nargs : lw->mm->maxr, v = arr(lw, nv);
	for (int i = 0; i <= nv; i++)
		aset(lw, v, i, i < y->nargs ? ex(lw, y->args[i]) : K(0));
	MirX *r = mir_call(MIR_H_RV_SEND, 8, CTX(MIR_G_SELF), lw->pid, get(chan), mir_x(MX_ARR, v),
	    K(y->nargs), K(e->dst), K(e->id), mir_x(MX_FN, seff));
	set(lw, any, mir_bin(MIR_OP_ADD, get(any), r));
}

/* A send: buffered or rendezvous, decided by the channel at run time. */
static void edge_send(Lw *lw, const IrEdge *e, int any)
{
	const IrStmt *s = e->stmt;
	int len = arr(lw, 0), chan = local(lw), cap = local(lw);
	set(lw, chan, ex(lw, s->e));
	set(lw, cap, mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S, get(chan), mir_x(MX_ARR, len)));
	int rv = blk(lw), nrv = blk(lw), buf = blk(lw), nbuf = blk(lw), bad = blk(lw),
	    done = blk(lw);
	brc(lw, cmp(MIR_OP_EQ, get(cap), K(0)), rv, nrv);
	label(lw, rv);
	rv_send(lw, e, s, chan, any, -1);
	br(lw, done);
	label(lw, nrv);
	MirX *c = mir_x(MX_AND, 0);
	c->a = cmp(MIR_OP_GT, get(cap), K(0));
	c->b = cmp(MIR_OP_LT, aget(len, 0), get(cap));
	brc(lw, c, buf, nbuf);
	label(lw, buf);
	take(lw, e, any, e->atomic != 0);
	br(lw, done);
	label(lw, nbuf);
	brc(lw, cmp(MIR_OP_LT, get(cap), K(0)), bad, done);
	label(lw, bad);
	take_err(lw, e, any, MCC_ERR_CHAN);
	br(lw, done);
	label(lw, done);
}

/* DVE: guard, then a send (rendezvous: the sender's effects in seff). */
static void edge_trans_send(Lw *lw, const IrEdge *e, int any)
{
	const IrStmt *s = e->stmt, *y = s->sync;
	int fid = seff_fn(lw, s);
	set_err(lw, 0);
	int go = blk(lw), done = blk(lw);
	brc(lw, ex(lw, s->e), go, done);
	label(lw, go);
	int len = arr(lw, 0), chan = local(lw), cap = local(lw);
	set(lw, chan, ex(lw, y->e));
	set(lw, cap, mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S, get(chan), mir_x(MX_ARR, len)));
	int rv = blk(lw), nrv = blk(lw), buf = blk(lw);
	brc(lw, cmp(MIR_OP_EQ, get(cap), K(0)), rv, nrv);
	label(lw, rv);
	rv_send(lw, e, y, chan, any, fid);
	br(lw, done);
	label(lw, nrv);
	MirX *c = mir_x(MX_AND, 0), *c2 = mir_x(MX_AND, 0);
	c->a = cmp(MIR_OP_GT, get(cap), K(0));
	c->b = cmp(MIR_OP_LT, aget(len, 0), get(cap));
	c2->a = c;
	c2->b = cm_ok(lw);
	brc(lw, c2, buf, done);
	label(lw, buf);
	take(lw, e, any, 0);
	br(lw, done);
	label(lw, done);
}

/* if (pre && guard) take; else if (g->err) report or take_err */
static void edge_plain(Lw *lw, const IrEdge *e, int any, int reset, int cm, int errbranch)
{
	const IrStmt *s = e->stmt;
	int yes = blk(lw), no = blk(lw), done = blk(lw);
	if (reset)
		set_err(lw, 0);
	if (cm && lw->mm->has_commit) {
		int gl = blk(lw);
		brc(lw, cm_ok(lw), gl, no);
		label(lw, gl);
	}
	MirX *g = s->kind == IR_S_ELSE ? cmp(MIR_OP_EQ, get(any), K(0)) : guard(lw, s);
	brc(lw, g, yes, no);
	label(lw, yes);
	take(lw, e, any, errbranch ? e->atomic != 0 : 0);
	br(lw, done);
	label(lw, no);
	if (errbranch) {
		/* an error while testing the guard: Promela (Spin) reports it
		 * and the statement stays blocked; DVE (DiVinE) makes it a step
		 * to the error state */
		int er = blk(lw);
		brc(lw, CTX(MIR_G_ERR), er, done);
		label(lw, er);
		if (lw->m->dve_error_state)
			take_err(lw, e, any, 0);
		else
			report(lw, e);
	}
	br(lw, done);
	label(lw, done);
}

static void edge_code(Lw *lw, const IrEdge *e, int any)
{
	const IrStmt *s = e->stmt;
	if (s->kind == IR_S_SEND)
		edge_send(lw, e, any);
	else if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_SEND)
		edge_trans_send(lw, e, any);
	else if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_RECV)
		edge_plain(lw, e, any, 1, 1, 0); /* rendezvous receives: driven by the sender */
	else if (s->kind == IR_S_RECV || s->kind == IR_S_ELSE)
		edge_plain(lw, e, any, 0, 0, 1);
	else
		edge_plain(lw, e, any, 1, 1, 1);
}

/* Higher priority first.  Within a priority, the lowering's order (the
 * text's, each if/do's else after its other options): an `else` is
 * taken when no edge before it has been (`any`), as in Spin's pan, which
 * tries a state's transitions in that order.  So an else inherited from
 * an if that starts an option of a do sees the if's options and those
 * of the do before it, not the do's options after it. */
static int cmp_prio_desc(const IrEdge *a, const IrEdge *b)
{
	return b->prio - a->prio;
}

/* The death step, if pid is the last process. */
static void death(Lw *lw, const IrProctype *pt, int any, int only_if_none)
{
	int yes = blk(lw), done = blk(lw);
	MirX *c = cmp(MIR_OP_EQ, lw->pid, mir_bin(MIR_OP_SUB, byte_at(lw->S, 0), K(1)));
	if (only_if_none) {
		MirX *a = mir_x(MX_AND, 0);
		a->a = cmp(MIR_OP_EQ, get(any), K(0));
		a->b = c;
		c = a;
	}
	brc(lw, c, yes, done);
	label(lw, yes);
	begin(lw);
	eval(lw, mir_call(MIR_H_DIE, 2, CTX(MIR_G_SELF), lw->pid));
	incr(lw, any);
	fire(lw, lw->pid, K(lw->mm->ntrans + pt->index), K(-1), K(-1), MCC_STEP_DEATH);
	br(lw, done);
	label(lw, done);
}

/* A switch on pc over blocks ll[] (0: no case), default `out`. */
static void pc_switch(Lw *lw, MirX *pc, const int *ll, int n, int out)
{
	MirIns *sw = emit(lw, MI_SWITCH);
	sw->a = pc;
	sw->t = out;
	sw->vals = mir_alloc(sizeof *sw->vals * (size_t)(n + 1));
	sw->blks = mir_alloc(sizeof *sw->blks * (size_t)(n + 1));
	for (int l = 0; l < n; l++)
		if (ll[l]) {
			sw->vals[sw->n] = l;
			sw->blks[sw->n++] = ll[l];
		}
	lw->term = 1;
}

/* The edges of one location, by priority (within one priority Spin's
 * order; a lower priority only if no higher one moved). */
static void loc_code(Lw *lw, const IrProctype *pt, const IrLocation *L, int any, int out)
{
	if (L->flags & IR_LOC_FINAL && L->nout == 0) {
		death(lw, pt, any, 0);
		br(lw, out);
		return;
	}
	IrEdge **es = malloc(sizeof *es * (size_t)(L->nout + 1));
	if (L->nout) /* L->out may be NULL for a location without edges */
		memcpy(es, L->out, sizeof *es * (size_t)L->nout);
	for (int i = 1; i < L->nout; i++) /* stable: insertion sort */
		for (int j = i; j > 0 && cmp_prio_desc(es[j - 1], es[j]) > 0; j--) {
			IrEdge *t = es[j]; es[j] = es[j - 1]; es[j - 1] = t;
		}
	int cur = L->nout ? es[0]->prio : 0;
	for (int i = 0; i < L->nout; i++) {
		if (es[i]->prio != cur) {
			int go = blk(lw);
			brc(lw, cmp(MIR_OP_EQ, get(any), K(0)), go, out);
			label(lw, go);
			cur = es[i]->prio;
		}
		edge_code(lw, es[i], any);
	}
	free(es);
	if (L->flags & IR_LOC_FINAL)
		death(lw, pt, any, 1);
	br(lw, out);
}

/* Starts the body of the step or receive function fi of a proctype: the
 * process is the one whose pid is parameter pid_param, in the source
 * state; *any (cleared) counts the transitions fired, *out is the exit
 * block.  *save takes lw, as fn_begin. */
static void proc_fn_begin(Lw *lw, Lw *save, int fi, int pid_param, int *any,
			  int *out)
{
	*save = *lw;
	lw->fi = fi;
	lw->cur = 0;
	lw->term = 0;
	*any = local(lw);
	*out = blk(lw);
	lw->pid = PARAM(pid_param);
	lw->S = CTX(MIR_G_SRC);
	lw->P = pbind(lw, frame(lw->S, lw->pid));
	set(lw, *any, K(0));
}

static void proc_code(Lw *lw, const IrProctype *pt)
{
	Lw save;
	int any, out;
	proc_fn_begin(lw, &save, lw->mm->f_step[pt->index], 0, &any, &out);
	if (pt->provided) {
		int go = blk(lw);
		brc(lw, ex(lw, pt->provided), go, out);
		label(lw, go);
	}
	const IrAutomaton *a = &pt->aut;
	int *ll = malloc(sizeof *ll * (size_t)(a->nlocs + 1));
	for (int l = 0; l < a->nlocs; l++)
		ll[l] = blk(lw);
	pc_switch(lw, pc_of(lw->P), ll, a->nlocs, out);
	for (int l = 0; l < a->nlocs; l++) {
		label(lw, ll[l]);
		loc_code(lw, pt, a->locs[l], any, out);
	}
	free(ll);
	label(lw, out);
	ret(lw, get(any));
	*lw = save;
}

/* Value k the sender of a rendezvous passed (rv_<p>'s v_). */
static MirX *velem(int k)
{
	MirX *x = mir_x(MX_AGET, -1);
	x->w = k;
	x->a = PARAM(3);
	return x;
}

/* One receive edge of rv_<p>: matches the sender's channel and values. */
static void rv_edge(Lw *lw, const IrEdge *e, int any, MirX *P0)
{
	const IrStmt *s = e->stmt, *tr = NULL;
	if (s->kind == IR_S_TRANS) {
		tr = s;
		s = s->sync;
	}
	int no = blk(lw), yes = blk(lw), c3 = blk(lw);
	brc(lw, cmp(MIR_OP_EQ, ex(lw, s->e), PARAM(2)), c3, no);
	label(lw, c3);
	if (tr && tr->e) {
		int c4 = blk(lw);
		brc(lw, ex(lw, tr->e), c4, no);
		label(lw, c4);
	}
	for (int k = 0; k < s->nargs; k++) {
		const IrRecvArg *ra = &s->rargs[k];
		if (ra->kind != IR_RA_CONST && ra->kind != IR_RA_EVAL)
			continue;
		MirX *w = velem(k);
		int c5 = blk(lw);
		brc(lw, cmp(MIR_OP_EQ, w, ex(lw, ra->e)), c5, no);
		label(lw, c5);
	}
	br(lw, yes);
	label(lw, yes);
	begin(lw);
	lw->S = CTX(MIR_G_NXT);
	lw->P = pbind(lw, frame(lw->S, lw->pid));
	set_pc(lw, frame(lw->S, PARAM(0)), PARAM(5));
	for (int k = 0; k < s->nargs; k++) {
		const IrRecvArg *ra = &s->rargs[k];
		if (ra->kind == IR_RA_VAR)
			store_checked(lw, ra->e, velem(k),
			    s->range_check);
	}
	if (lw->mm->has_arity) /* Spin's arity errors, the sender's first */
		eval(lw, mir_call(MIR_H_RV_ARITY, 4, CTX(MIR_G_SELF), PARAM(2), PARAM(4), K(s->nargs)));
	xuse(lw, PARAM(2), PARAM(0), 2);
	xuse(lw, PARAM(2), lw->pid, 1);
	int sf = blk(lw), nsf = blk(lw);
	brc(lw, mir_x(MX_PARAM, 7), sf, nsf);
	label(lw, sf);
	eval(lw, mir_call(MIR_H_CALLPTR, 3, CTX(MIR_G_SELF), lw->S, PARAM(0)));
	br(lw, nsf);
	label(lw, nsf);
	if (tr)
		for (int k = 0; k < tr->neffects; k++)
			effect(lw, tr->effects[k]);
	set_pc(lw, lw->P, K(e->dst));
	lw->S = CTX(MIR_G_SRC);
	lw->P = P0;
	incr(lw, any);
	fire(lw, PARAM(0), PARAM(6), PARAM(1), K(e->id), e->atomic ? MCC_STEP_ATOMIC : 0);
	br(lw, no);
	label(lw, no);
}

/* A copying poll of process pid2 while the sender's rendezvous offer is
 * pending: Spin's pan tries it as a partner, and where its channel is a
 * rendezvous channel it raises "polling rv chan" there, after the send
 * (its trail: the send, then the poll).  No move: a report from the
 * source state, sender and poller as the rendezvous's two processes. */
static void rv_poll_report(Lw *lw, const IrEdge *e)
{
	const IrStmt *s = step_first(e->stmt);
	int len = arr(lw, 0), rv = blk(lw), no = blk(lw);
	MirX *cap = mir_call(MIR_H_QHDR, 4, CTX(MIR_G_SELF), lw->S, ex(lw, s->e), mir_x(MX_ARR, len));
	brc(lw, cmp(MIR_OP_EQ, cap, K(0)), rv, no);
	label(lw, rv);
	err_at(lw, s); /* the poll's text and line, not the send's */
	set_err(lw, MCC_ERR_RV_COPY);
	report2(lw, PARAM(0), PARAM(6), PARAM(1), K(e->id));
	br(lw, no);
	label(lw, no);
}

/* Receiver side of rendezvous: for process pid2 of type pt, every
 * receive edge at its current location that matches, and every copying
 * poll (rv_poll_report), in the order of the text. */
static void rv_code(Lw *lw, const IrProctype *pt)
{
	Lw save;
	int any, out;
	proc_fn_begin(lw, &save, lw->mm->f_rv[pt->index], 1, &any, &out);
	MirX *P0 = lw->P;
	const IrAutomaton *a = &pt->aut;
	int *ll = calloc((size_t)a->nlocs + 1, sizeof *ll);
	for (int l = 0; l < a->nlocs; l++)
		for (int i = 0; i < a->locs[l]->nout; i++)
			if ((is_rv_recv_possible(a->locs[l]->out[i]->stmt) ||
			     is_rv_poll(a->locs[l]->out[i]->stmt)) && !ll[l])
				ll[l] = blk(lw);
	pc_switch(lw, pc_of(lw->P), ll, a->nlocs, out);
	for (int l = 0; l < a->nlocs; l++) {
		if (!ll[l])
			continue;
		const IrLocation *L = a->locs[l];
		label(lw, ll[l]);
		for (int i = 0; i < L->nout; i++)
			if (is_rv_recv_possible(L->out[i]->stmt))
				rv_edge(lw, L->out[i], any, P0);
			else if (is_rv_poll(L->out[i]->stmt))
				rv_poll_report(lw, L->out[i]);
		br(lw, out);
	}
	free(ll);
	label(lw, out);
	ret(lw, get(any));
	*lw = save;
}

/* ------------------------------------------------- processes, states */

/* Embedded C text run with S and P bound (C printer only). */
static void ccode(Lw *lw, const char *text)
{
	if (!text || !*text)
		return;
	MirIns *i = emit(lw, MI_CCODE);
	i->text = text;
	i->a = lw->S;
	i->b = lw->P;
}

/* Store of value v into element k of local/global variable v (the
 * variable itself when it is not an array). */
static void store_elem(Lw *lw, const IrVar *v, int k, MirX *val)
{
	IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
	IrExpr idx = { .kind = IR_E_CONST, .value = k };
	IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
	store_lv(lw, v->array_len ? &el : &lv, val);
}

/* The initial values of local v of a process created with arguments a_
 * (parameters take them in order from *np). */
static void local_init(Lw *lw, const IrProctype *pt, int i, int *np)
{
	const IrVar *v = pt->locals[i];
	const MirProc *PL = &lw->mm->proc[pt->index];
	const MirVar *L = &PL->vars[i];
	IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
	for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++)
		store_lv(lw, v->chan_leaves[k], mir_bin(MIR_OP_ADD, mir_bin(MIR_OP_MUL, lw->pid,
		    K(lw->mm->maxlq)), K(lw->mm->ngq + 1 + L->queue0 - PL->q0 + k)));
	if (v->flags & IR_VAR_PARAM) {
		for (int k = 0; k < (v->nleaves ? v->nleaves : 1); k++) {
			MirX *x = mir_x(MX_AGET, -1);
			x->w = (*np)++;
			x->a = PARAM(1);
			store_lv(lw, v->nleaves ? v->leaves[k] : &lv, x);
		}
		return;
	}
	if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0) {
		for (int k = 0; k < L->count; k++)
			store_elem(lw, v, k, mir_bin(MIR_OP_ADD, mir_bin(MIR_OP_MUL, lw->pid,
			    K(lw->mm->maxlq)), K(lw->mm->ngq + 1 + L->queue0 - PL->q0 + k)));
		return;
	}
	if (v->ninits) {
		for (int k = 0; k < v->ninits; k++) {
			IrExpr idx = { .kind = IR_E_CONST, .value = k };
			IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
			store_lv(lw, &el, ex(lw, v->inits[k]));
		}
		return;
	}
	if (v->init)
		for (int k = 0; k < L->count; k++)
			store_elem(lw, v, k, ex(lw, v->init));
}

/* The xr/xs claims of a process being created (its locals initialised):
 * a claim on a channel variable that is still 0 raises
 * MCC_ERR_XCLAIM, as Spin's pan does when it adds the process (for an
 * active process, before the search starts); another one is registered
 * (rt_ll_xclaim: the claimer owns the channel).  An array's claim names
 * its first element, as Spin's does, and the claims are taken last one
 * first, in Spin's order (so the first error is Spin's). */
static void xclaims(Lw *lw, const IrProctype *pt)
{
	for (int i = lw->m->nxrxs - 1; i >= 0; i--) {
		const IrChanAssert *x = lw->m->xrxs[i];
		if (x->proc != pt)
			continue;
		IrExpr v = { .kind = IR_E_VAR, .var = x->chan, .loc = x->loc };
		IrExpr zero = { .kind = IR_E_CONST, .value = 0, .loc = x->loc };
		IrExpr el = { .kind = IR_E_INDEX, .a = { &v, &zero }, .loc = x->loc };
		int c = local(lw), bad = blk(lw), ok = blk(lw), done = blk(lw);
		set(lw, c, ex(lw, x->chan->array_len ? &el : &v));
		brc(lw, cmp(MIR_OP_EQ, get(c), K(0)), bad, ok);
		label(lw, bad);
		set_err(lw, MCC_ERR_XCLAIM);
		br(lw, done);
		label(lw, ok);
		eval(lw, mir_call(MIR_H_XCLAIM, 5, CTX(MIR_G_SELF), lw->S, get(c), lw->pid,
		    K(x->is_send ? 2 : 1)));
		br(lw, done);
		label(lw, done);
	}
}

/* A send (mode 2) or receive (1) of process pid on chan, in a model with
 * xr/xs claims: Spin's check that the channel's claimer uses it. */
static void xuse(Lw *lw, MirX *chan, MirX *pid, int mode)
{
	if (lw->m->nxrxs)
		eval(lw, mir_call(MIR_H_XUSE, 5, CTX(MIR_G_SELF), lw->S, chan, pid, K(mode)));
}

/* Process creation: fills slot S[0] with a fresh instance. */
static void mk_code(Lw *lw, const IrProctype *pt)
{
	const MirProc *PL = &lw->mm->proc[pt->index];
	Lw save = *lw;
	lw->fi = lw->mm->f_mk[pt->index];
	lw->cur = 0;
	lw->term = 0;
	lw->S = PARAM(0);
	int pid = local(lw), full = blk(lw), ok = blk(lw);
	set(lw, pid, byte_at(lw->S, 0));
	brc(lw, cmp(MIR_OP_GE, get(pid), SYM(MIR_SYM_NSLOTS)), full, ok);
	label(lw, full);
	set_err(lw, MCC_ERR_TOO_MANY_PROCS);
	ret(lw, get(pid));
	label(lw, ok);
	lw->pid = get(pid);
	lw->P = pbind(lw, frame(lw->S, lw->pid));
	zero(lw, lw->P, SYM(MIR_SYM_SLOTSZ));
	store(lw, 1, lw->P, K(pt->index + 1));
	set_pc(lw, lw->P, K(pt->aut.init));
	store(lw, 1, lw->S, mir_bin(MIR_OP_ADD, get(pid), K(1)));
	if (lw->m->has_priority) /* byte 1 of the frame: the priority */
		store(lw, 1, mir_addr(lw->P, K(1)), K(1));
	if (lw->m->has_c_code && lw->host_c) {
		char *t = NULL;
		mir_c_state_init(lw->mm, &t, pt);
		ccode(lw, t);
	}
	int np = 0;
	for (int i = 0; i < pt->nlocals; i++)
		local_init(lw, pt, i, &np);
	xclaims(lw, pt);
	for (int i = 0; i < pt->nlocals; i++)
		if ((pt->locals[i]->flags & IR_VAR_DEAD_START) && !PL->vars[i].hidden) {
			/* the resets of the dead-variable row ntrans + proctype */
			eval(lw, mir_call(MIR_H_DV, 7, mir_x(MX_FN, MIR_FN_DESC), lw->S, get(pid),
			    K(lw->mm->ntrans + pt->index), K(-1), K(-1), K(0)));
			break;
		}
	ret(lw, get(pid));
	*lw = save;
}

/* The initial value of global i. */
static void global_init(Lw *lw, int i)
{
	const IrVar *v = lw->m->globals[i];
	const MirVar *L = &lw->mm->glob[i];
	for (int k = 0; k < L->count; k++) {
		if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0)
			store_elem(lw, v, k, K(L->queue0 + k + 1));
		else if (v->ninits) {
			if (k < v->ninits)
				store_elem(lw, v, k, ex(lw, v->inits[k]));
		} else if (v->init && v->type.kind != IR_T_STRUCT)
			store_elem(lw, v, k, ex(lw, v->init));
	}
	for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++)
		store_lv(lw, v->chan_leaves[k], K(L->queue0 + k + 1));
	if (v->type.kind != IR_T_STRUCT)
		return;
	const IrStruct *st = v->type.st; /* field defaults */
	for (int k = 0; k < L->count; k++)
		for (int f = 0; f < st->nfields; f++) {
			const IrField *fd = st->fields[f];
			if (!fd->init || fd->type.kind == IR_T_STRUCT)
				continue;
			int fo = mir_field_offset(st, fd), es = mir_scalar_size(&fd->type);
			int cnt = fd->array_len ? fd->array_len : 1;
			for (int j = 0; j < cnt; j++) {
				int off = L->off + k * mir_struct_size(st) + fo + j * es;
				store(lw, es, L->hidden ? hid(off) : mir_addr(lw->S, K(off)),
				    ex(lw, fd->init));
			}
		}
}

/* Initial state: globals, global channels, active processes. */
static void init_code(Lw *lw)
{
	const IrModel *m = lw->m;
	Lw save;
	fn_begin(lw, &save, "m_initial", MIR_SIG_INIT);
	lw->mm->f_init = lw->fi;
	lw->S = PARAM(0);
	lw->pid = K(0);
	lw->no_self = 1;
	lw->P = pbind(lw, frame(lw->S, K(0)));
	zero(lw, lw->S, SYM(MIR_SYM_SZ));
	zero(lw, mir_x(MX_HID, 0), K(lw->mm->hsize + 1));
	if (m->has_c_code && lw->host_c) {
		char *t = NULL;
		mir_c_state_init(lw->mm, &t, NULL);
		ccode(lw, t);
	}
	for (int i = 0; i < m->nglobals; i++)
		global_init(lw, i);
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		int act = pt->kind == IR_PROC_INIT ? 1 : pt->active;
		for (int k = 0; k < act; k++) {
			int na = ir_param_slots(pt), a = arr(lw, na), h = local(lw);
			for (int j = 0; j <= na; j++)
				aset(lw, a, j, K(0));
			set(lw, h, mir_call(MIR_H_CALL, 3, mir_x(MX_FN, lw->mm->f_mk[p]), lw->S,
			    mir_x(MX_ARR, a)));
			if (m->has_priority && pt->priority > 1)
				eval(lw, mir_call(MIR_H_SET_PRIO, 5, mir_x(MX_FN, MIR_FN_DESC), CTX(MIR_G_SELF), lw->S,
				    get(h), K(pt->priority)));
		}
	}
	/* the resets of the dead-variable row ntrans + nprocs: write-only
	 * globals start as 0 (frontend/deadvar.c) */
	const MirModel *mm = lw->mm;
	if (mm->dv_start && mm->dv_start[mm->ntrans + m->nprocs + 1] >
	    mm->dv_start[mm->ntrans + m->nprocs])
		eval(lw, mir_call(MIR_H_DV, 7, mir_x(MX_FN, MIR_FN_DESC), lw->S, K(0),
		    K(mm->ntrans + m->nprocs), K(-1), K(-1), K(0)));
	if (lw->track) /* the tracked C memory as it starts */
		ccode(lw, "TRACK_OUT(S);");
	ret(lw, CTX(MIR_G_ERR)); /* an error creating the processes */
	fn_end(lw, &save);
}

/* DiVinE's error state: the initial state with variables zeroed, the
 * first process at its last location, the others at 0. */
static void errstate_code(Lw *lw)
{
	const IrModel *m = lw->m;
	Lw save;
	fn_begin(lw, &save, "m_errstate", MIR_SIG_ERRSTATE);
	lw->mm->f_errstate = lw->fi;
	MirX *S = PARAM(0);
	if (m->dve_error_state) {
		eval(lw, mir_call(MIR_H_CALL, 2, mir_x(MX_FN, lw->mm->f_init), S));
		for (int i = 0; i < m->nglobals; i++) {
			const MirVar *L = &lw->mm->glob[i];
			if (m->globals[i]->type.kind != IR_T_CHAN && !L->hidden)
				zero(lw, mir_addr(S, K(L->off)), K(L->esize * L->count));
		}
		int first = 1;
		for (int p = 0; p < m->nprocs; p++) {
			const IrProctype *pt = m->procs[p];
			const MirProc *PL = &lw->mm->proc[p];
			if (pt->kind != IR_PROC_NORMAL || PL->first_pid < 0)
				continue;
			for (int k = 0; k < pt->active; k++) {
				MirX *P = frame(S, K(PL->first_pid + k));
				for (int i = 0; i < pt->nlocals; i++) {
					const MirVar *L = &PL->vars[i];
					if (pt->locals[i]->type.kind != IR_T_CHAN && !L->hidden)
						zero(lw, mir_addr(P, K(L->off)), K(L->esize * L->count));
				}
				set_pc(lw, P, K(first ? pt->aut.nlocs - 1 : 0));
				first = 0;
			}
		}
	}
	fn_end(lw, &save);
}

/* A dispatcher by the proctype of process PARAM(pp): calls fs[type]
 * with its own parameters. */
static void dispatch(Lw *lw, const int *fs, int pp, int nparams)
{
	const IrModel *m = lw->m;
	int out = blk(lw);
	int *ll = calloc((size_t)m->nprocs + 2, sizeof *ll);
	for (int p = 0; p < m->nprocs; p++)
		ll[p + 1] = fs[p] >= 0 ? blk(lw) : 0;
	pc_switch(lw, byte_at(frame(CTX(MIR_G_SRC), PARAM(pp)), 0), ll, m->nprocs + 1, out);
	for (int p = 0; p < m->nprocs; p++)
		if (ll[p + 1]) {
			MirX *c = mir_call(MIR_H_CALL, 1, mir_x(MX_FN, fs[p]));
			c->n = nparams + 1;
			c->args = mir_alloc(sizeof *c->args * (size_t)c->n);
			c->args[0] = mir_x(MX_FN, fs[p]);
			for (int i = 0; i < nparams; i++)
				c->args[i + 1] = PARAM(i);
			label(lw, ll[p + 1]);
			ret(lw, c);
		}
	label(lw, out);
	ret(lw, K(0));
	free(ll);
}

/* Dispatchers by proctype: moves of process pid (stepd; Spin's
 * priority rule, DVE's committed mode), rendezvous receivers (rvd). */
static void dispatch_code(Lw *lw)
{
	Lw save;
	fn_begin(lw, &save, "stepd", MIR_SIG_STEP);
	lw->mm->f_stepd = lw->fi;
	MirX *src = CTX(MIR_G_SRC);
	if (lw->m->has_priority) { /* a higher-priority process that can move first */
		int go = blk(lw), no = blk(lw);
		brc(lw, mir_call(MIR_H_PRIO_TOP, 3, CTX(MIR_G_SELF), src, PARAM(0)), go, no);
		label(lw, no);
		ret(lw, K(0));
		label(lw, go);
	}
	if (lw->track) {
		lw->S = src;
		lw->P = src;
		ccode(lw, "TRACK_IN(g->src);");
	}
	if (lw->mm->has_commit)
		ctxset(lw, MIR_G_SCOMMIT, mir_call(MIR_H_COMMITTED, 3, mir_x(MX_FN, MIR_FN_DESC), src,
		    PARAM(0)));
	dispatch(lw, lw->mm->f_step, 0, 1);
	fn_end(lw, &save);
	fn_begin(lw, &save, "rvd", MIR_SIG_RV);
	lw->mm->f_rvd = lw->fi;
	dispatch(lw, lw->mm->f_rv, 1, 8);
	fn_end(lw, &save);
}

/* Truth of compiled proposition i in s (never-claim guards, ltl
 * blocks, mcc -f).  A timeout read here does not switch the model's
 * timeout round on; _last does switch its tracking on (byte 1 kept
 * up to date, as Spin's HAS_LAST for a claim that reads it): without it
 * a proposition on _last read 0 for ever and gave wrong verdicts. */
static void eval_ap_code(Lw *lw)
{
	const MirModel *mm = lw->mm;
	int ht = mm->has_timeout;
	Lw save;
	fn_begin(lw, &save, "m_eval_ap", MIR_SIG_EVAL_AP);
	lw->mm->f_eval_ap = lw->fi;
	lw->S = PARAM(0);
	lw->P = PARAM(0);
	lw->pid = K(0);
	lw->no_self = 1;
	int out = blk(lw), n = mm->aps.n;
	int *ll = calloc((size_t)n + 1, sizeof *ll);
	for (int i = 0; i < n; i++)
		ll[i] = blk(lw);
	pc_switch(lw, PARAM(1), ll, n, out);
	for (int i = 0; i < n; i++) {
		label(lw, ll[i]);
		ret(lw, cmp(MIR_OP_NE, ex(lw, mm->ap_expr[i]), K(0)));
	}
	label(lw, out);
	ret(lw, K(0));
	free(ll);
	fn_end(lw, &save);
	lw->mm->has_timeout = ht;
}

/* fire: the dead-variable resets, then runtime/llsupport.c's report. */
static void fire_code(Lw *lw)
{
	Lw save = *lw;
	lw->fi = lw->mm->f_fire;
	lw->cur = 0;
	lw->term = 0;
	if (lw->mm->ndv) {
		int go = blk(lw), done = blk(lw);
		brc(lw, CTX(MIR_G_TEST), done, go);
		label(lw, go);
		eval(lw, mir_call(MIR_H_DV, 7, mir_x(MX_FN, MIR_FN_DESC), CTX(MIR_G_NXT), PARAM(0), PARAM(1),
		    PARAM(2), PARAM(3), PARAM(4)));
		br(lw, done);
		label(lw, done);
	}
	eval(lw, mir_call(MIR_H_FIRE_RT, 6, CTX(MIR_G_SELF), PARAM(0), PARAM(1), PARAM(2), PARAM(3),
	    PARAM(4)));
	fn_end(lw, &save);
}

static int has_track(const IrModel *m)
{
	for (int i = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK)
			return 1;
	return 0;
}

void mir_lower_code(MirModel *mm)
{
	const IrModel *m = mm->m;
	FlowMemo fm = { 0 };
	Lw lw = { .mm = mm, .m = m, .host_c = mm->opt->host_c_code, .track = has_track(m),
		  .fm = &fm };
	int np = m->nprocs;
	mm->f_mk = malloc(sizeof *mm->f_mk * (size_t)(np + 1));
	mm->f_step = malloc(sizeof *mm->f_step * (size_t)(np + 1));
	mm->f_rv = malloc(sizeof *mm->f_rv * (size_t)(np + 1));
	mm->f_fire = mir_fn_new(mm, "fire", MIR_SIG_FIRE);
	for (int p = 0; p < np; p++) {
		char n[32];
		mm->f_mk[p] = mm->f_step[p] = mm->f_rv[p] = -1;
		if (m->procs[p]->kind > IR_PROC_INIT)
			continue;
		snprintf(n, sizeof n, "mk_%d", p);
		mm->f_mk[p] = mir_fn_new(mm, n, MIR_SIG_MK);
		snprintf(n, sizeof n, "step_%d", p);
		mm->f_step[p] = mir_fn_new(mm, n, MIR_SIG_STEP);
		mm->fns[mm->f_step[p]].noinline = 1;
		snprintf(n, sizeof n, "rv_%d", p);
		mm->f_rv[p] = mir_fn_new(mm, n, MIR_SIG_RV);
		mm->fns[mm->f_rv[p]].noinline = 1;
	}
	for (int p = 0; p < np; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT) {
			mk_code(&lw, m->procs[p]);
			proc_code(&lw, m->procs[p]);
			rv_code(&lw, m->procs[p]);
		}
	init_code(&lw);
	errstate_code(&lw);
	dispatch_code(&lw);
	eval_ap_code(&lw);
	if (m->ltl_last)
		mm->has_last = 1;
	fire_code(&lw);
	free(fm.flow);
	free(fm.flowv);
	mm->has_dve_err = m->dve_error_state ? 1 : 0;
}
