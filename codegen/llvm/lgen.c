/*
 * lgen.c -- IR -> LLVM IR text implementing runtime/model.h (see lgen.h).
 *
 * The state layout is the C backend's (codegen/c/cgen.c, described at its
 * top); the layout code below follows it line for line and the backend
 * test suite (tests/backends.sh) checks that both agree on every model.
 *
 * Emission: every generated function keeps its mutable locals in allocas
 * of the entry block (mem2reg turns them into SSA values), so control
 * flow (short-circuit operators, loops, priorities) never needs phi nodes.
 * Expressions are i32 values (C's int); state bytes are read and written
 * through i8* GEPs with the width of the variable's type.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/llvm/lgen.h"
#include "codegen/mir.h"
#include "runtime/model.h"

/* ------------------------------------------------------------ buffers */

typedef struct Buf {
	char *p;      /* text, NUL-terminated */
	size_t n;     /* length */
	size_t cap;   /* allocated */
} Buf;

static void bp(Buf *b, const char *fmt, ...)
{
	va_list ap;
	for (;;) {
		size_t room = b->cap - b->n;
		va_start(ap, fmt);
		int k = vsnprintf(b->p ? b->p + b->n : NULL, room, fmt, ap);
		va_end(ap);
		if (k < 0)
			return;
		if ((size_t)k < room) {
			b->n += (size_t)k;
			return;
		}
		b->cap = (b->cap + (size_t)k + 1) * 2;
		b->p = realloc(b->p, b->cap);
		if (!b->p) {
			fprintf(stderr, "mcc: out of memory\n");
			exit(3);
		}
	}
}

/* ------------------------------------------------------------ layout */

/* The layout is the lowering's (codegen/mir.h). */
typedef MirVar VarLay;
typedef MirQueue QLay;
typedef MirProc ProcLay;
#define scalar_size mir_scalar_size
#define type_size mir_type_size
#define struct_size mir_struct_size
#define field_offset mir_field_offset

/* An SSA operand as text: "%t12", "42", "null". */
typedef struct V {
	char s[40];
} V;

typedef struct Lg {
	const IrModel *m;
	const CgOptions *opt;
	const MirModel *mm;     /* layout and tables */
	int err;                /* errors reported */
	const VarLay *glob;     /* per global (mm's) */
	const ProcLay *proc;    /* per proctype */
	const QLay *q; int nq;  /* all queues (global first) */
	int ngq, maxlq, vsize, hsize, slot0, slotsz, nslots;
	int has_last, has_timeout, has_commit;
	int has_arity;             /* some send/receive has IrStmt.arity */
	int maxr;                  /* most arguments of a receive */
	int ndv;                /* dead-variable resets (IrEdge.dead) */
	int ntrans;             /* top-level edges */
	int tmp;                /* fresh names */
	Buf *fn;                /* body of the function being emitted */
	Buf *ent;               /* its entry-block allocas */
	int term;               /* current block ended by a terminator */
	V S, P, pid;            /* current state, frame and pid values */
	int no_self;            /* no current process (initial state, APs) */
	int *bsrc;              /* per temp: the i1 temp it zero-extends, or 0 */
	int nbsrc;              /* size of bsrc */
	Buf funcs;              /* finished functions */
	Buf strs;               /* string constants */
	int nstr;
} Lg;

static void lg_error(Lg *lg, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d:%d: error: ", loc.file ? loc.file : "?", loc.line, loc.col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	lg->err++;
}

/* --------------------------------------------------- emission helpers */

static V vs(const char *fmt, ...)
{
	V v;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(v.s, sizeof v.s, fmt, ap);
	va_end(ap);
	return v;
}

static V vi(long long x) { return vs("%lld", x); }

static V tnew(Lg *lg) { return vs("%%t%d", lg->tmp++); }

/* One instruction line in the current function. */
static void I(Lg *lg, const char *fmt, ...)
{
	va_list ap;
	char line[1024];
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	bp(lg->fn, "  %s\n", line);
}

static int lbl(Lg *lg) { return lg->tmp++; }

/* Start block L<l>, falling through from an unterminated block. */
static void label(Lg *lg, int l)
{
	if (!lg->term)
		bp(lg->fn, "  br label %%L%d\n", l);
	bp(lg->fn, "L%d:\n", l);
	lg->term = 0;
}

static void br(Lg *lg, int l)
{
	if (!lg->term)
		I(lg, "br label %%L%d", l);
	lg->term = 1;
}

/* The i1 temp that i32 temp v zero-extends (from icmp), or -1. */
static int bool_of(Lg *lg, V v)
{
	if (strncmp(v.s, "%t", 2))
		return -1;
	int k = atoi(v.s + 2);
	return k < lg->nbsrc && lg->bsrc[k] ? lg->bsrc[k] : -1;
}

static void set_bool(Lg *lg, V z, V c)
{
	int k = atoi(z.s + 2);
	if (k >= lg->nbsrc) {
		int n = 2 * k + 64;
		lg->bsrc = realloc(lg->bsrc, sizeof *lg->bsrc * (size_t)n);
		memset(lg->bsrc + lg->nbsrc, 0, sizeof *lg->bsrc * (size_t)(n - lg->nbsrc));
		lg->nbsrc = n;
	}
	lg->bsrc[k] = atoi(c.s + 2);
}

/* Conditional branch on an i32 value (non-zero: first target). */
static void brc(Lg *lg, V c, int t, int f)
{
	int k = bool_of(lg, c);
	V b;
	if (k >= 0) {
		b = vs("%%t%d", k);
	} else {
		b = tnew(lg);
		I(lg, "%s = icmp ne i32 %s, 0", b.s, c.s);
	}
	I(lg, "br i1 %s, label %%L%d, label %%L%d", b.s, t, f);
	lg->term = 1;
}

/* A fresh i32 local (alloca in the entry block). */
static V var32(Lg *lg)
{
	V v = vs("%%v%d", lg->tmp++);
	bp(lg->ent, "  %s = alloca i32\n", v.s);
	return v;
}

static void st32(Lg *lg, V var, V val) { I(lg, "store i32 %s, i32* %s", val.s, var.s); }

static V ld32(Lg *lg, V var)
{
	V t = tnew(lg);
	I(lg, "%s = load i32, i32* %s", t.s, var.s);
	return t;
}

/* i8* p + byte offset (i32 value). */
static V gep(Lg *lg, V p, V off)
{
	V t = tnew(lg);
	char *end;
	long long c = strtoll(off.s, &end, 10);
	if (*off.s && !*end) {
		if (c == 0)
			return p;
		I(lg, "%s = getelementptr i8, i8* %s, i64 %lld", t.s, p.s, c);
		return t;
	}
	V x = tnew(lg);
	I(lg, "%s = sext i32 %s to i64", x.s, off.s);
	I(lg, "%s = getelementptr i8, i8* %s, i64 %s", t.s, p.s, x.s);
	return t;
}

static V bin(Lg *lg, const char *op, V a, V b)
{
	V t = tnew(lg);
	I(lg, "%s = %s i32 %s, %s", t.s, op, a.s, b.s);
	return t;
}

/* Load an integer of `bits` width from i8* p, extended to i32. */
static V ldint(Lg *lg, V p, int bits, int sign)
{
	V c = p, l = tnew(lg);
	if (bits != 8) {
		c = tnew(lg);
		I(lg, "%s = bitcast i8* %s to i%d*", c.s, p.s, bits);
	}
	I(lg, "%s = load i%d, i%d* %s, align 1", l.s, bits, bits, c.s);
	if (bits == 32)
		return l;
	V x = tnew(lg);
	I(lg, "%s = %s i%d %s to i32", x.s, sign ? "sext" : "zext", bits, l.s);
	return x;
}

static void stint(Lg *lg, V p, int bits, V val)
{
	V c = p;
	if (bits != 8) {
		c = tnew(lg);
		I(lg, "%s = bitcast i8* %s to i%d*", c.s, p.s, bits);
	}
	if (bits == 32) {
		I(lg, "store i32 %s, i32* %s, align 1", val.s, c.s);
		return;
	}
	V t;
	char *end;
	long long k = strtoll(val.s, &end, 10);
	if (*val.s && !*end) {
		t = vi(bits == 8 ? (long long)(int8_t)k : (long long)(int16_t)k);
	} else {
		t = tnew(lg);
		I(lg, "%s = trunc i32 %s to i%d", t.s, val.s, bits);
	}
	I(lg, "store i%d %s, i%d* %s, align 1", bits, t.s, bits, c.s);
}

/* Gen fields (see RtLlGen in runtime/llsupport.h). */
enum { G_SRC = 0, G_N = 3, G_TIMEOUT = 4, G_ERR = 5, G_TEST = 6, G_CMODE = 7,
	G_SCOMMIT = 8, G_NXT = 11, G_D = 12 };

static V gfield(Lg *lg, int f)
{
	V t = tnew(lg);
	I(lg, "%s = getelementptr %%G, %%G* %%g, i32 0, i32 %d", t.s, f);
	return t;
}

static V gload(Lg *lg, int f)
{
	V a = gfield(lg, f), t = tnew(lg);
	I(lg, "%s = load i32, i32* %s", t.s, a.s);
	return t;
}

static void set_err(Lg *lg, int code)
{
	V a = gfield(lg, G_ERR);
	I(lg, "store i32 %d, i32* %s", code, a.s);
}

/* g->err = code unless an error is already set (a send or receive of the
 * wrong arity: Spin's error when it runs). */
static void arity_err(Lg *lg, int code)
{
	V a = gfield(lg, G_ERR), cur = tnew(lg), z = tnew(lg), nv = tnew(lg);
	I(lg, "%s = load i32, i32* %s", cur.s, a.s);
	I(lg, "%s = icmp eq i32 %s, 0", z.s, cur.s);
	I(lg, "%s = select i1 %s, i32 %d, i32 %s", nv.s, z.s, code, cur.s);
	I(lg, "store i32 %s, i32* %s", nv.s, a.s);
}

/* Frame of process `pid` in state S. */
static V frame(Lg *lg, V S, V pid)
{
	V o = bin(lg, "mul", pid, vi(lg->slotsz));
	V o2 = bin(lg, "add", o, vi(lg->slot0));
	return gep(lg, S, o2);
}

static V pc_of(Lg *lg, V P)
{
	return ldint(lg, gep(lg, P, vi(2)), 16, 0);
}

static void set_pc(Lg *lg, V P, int loc)
{
	stint(lg, gep(lg, P, vi(2)), 16, vi(loc));
}

static void set_pcv(Lg *lg, V P, V loc)
{
	stint(lg, gep(lg, P, vi(2)), 16, loc);
}

static V byte_at(Lg *lg, V S, int off)
{
	return ldint(lg, gep(lg, S, vi(off)), 8, 0);
}

/* begin(): nxt = copy of src. */
static void begin(Lg *lg)
{
	I(lg, "call void @llvm.memcpy.p0i8.p0i8.i64(i8* %%nxt, i8* %%src, i64 %d, i1 false)",
	    lg->vsize);
}

static void fire(Lg *lg, V pid, V tr, V pid2, V tr2, V fl)
{
	I(lg, "call void @fire(%%G* %%g, i32 %s, i32 %s, i32 %s, i32 %s, i32 %s)",
	    pid.s, tr.s, pid2.s, tr2.s, fl.s);
}

static void incr(Lg *lg, V var)
{
	st32(lg, var, bin(lg, "add", ld32(lg, var), vi(1)));
}

/* --------------------------------------------------- function frames */

typedef struct Fn {
	Buf *fn, *ent;
	int term;
	V S, P, pid;
	int no_self;
} Fn;

static void fn_begin(Lg *lg, Fn *save, Buf *body, Buf *ent)
{
	save->fn = lg->fn;
	save->ent = lg->ent;
	save->term = lg->term;
	save->S = lg->S;
	save->P = lg->P;
	save->pid = lg->pid;
	save->no_self = lg->no_self;
	lg->no_self = 0;
	memset(body, 0, sizeof *body);
	memset(ent, 0, sizeof *ent);
	lg->fn = body;
	lg->ent = ent;
	lg->term = 0;
}

/* Finish a function: header, entry allocas, body. */
static void fn_end(Lg *lg, Fn *save, const char *header)
{
	bp(&lg->funcs, "%s {\nentry:\n%s  br label %%B0\nB0:\n%s}\n\n", header,
	    lg->ent->p ? lg->ent->p : "", lg->fn->p ? lg->fn->p : "");
	free(lg->fn->p);
	free(lg->ent->p);
	lg->fn = save->fn;
	lg->ent = save->ent;
	lg->term = save->term;
	lg->S = save->S;
	lg->P = save->P;
	lg->pid = save->pid;
	lg->no_self = save->no_self;
}

/* ------------------------------------------------------- expressions */

static V ex(Lg *lg, const IrExpr *e);

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

static V ix(Lg *lg, V i, int n)
{
	V t = tnew(lg);
	I(lg, "%s = call i32 @ll_ix(%%G* %%g, i32 %s, i32 %d)", t.s, i.s, n ? n : 1);
	return t;
}

static V hid(Lg *lg, int off)
{
	V t = tnew(lg);
	I(lg, "%s = getelementptr [%d x i8], [%d x i8]* @HID, i64 0, i64 %d", t.s,
	    lg->hsize + 1, lg->hsize + 1, off);
	return t;
}

static V first_of(Lg *lg, int t)
{
	V r = tnew(lg);
	I(lg, "%s = call i32 @rt_ll_first_of(%%D* @desc, i8* %s, i32 %d)", r.s, lg->S.s, t);
	return r;
}

/* Address (i8*) of an lvalue. */
static V addr(Lg *lg, const IrExpr *e)
{
	switch (e->kind) {
	case IR_E_VAR: {
		const IrVar *v = e->var;
		if (v->scope == IR_SCOPE_GLOBAL) {
			const VarLay *L = &lg->glob[v->index];
			return L->hidden ? hid(lg, L->off) : gep(lg, lg->S, vi(L->off));
		} else if (v->scope == IR_SCOPE_LOCAL) {
			const VarLay *L = &lg->proc[v->owner->index].vars[v->index];
			return L->hidden ? hid(lg, L->off) : gep(lg, lg->P, vi(L->off));
		}
		lg_error(lg, e->loc, "never-claim variables are not supported yet");
		return lg->S;
	}
	case IR_E_REMOTE_VAR: {
		const IrVar *v = e->var;
		const VarLay *L = &lg->proc[v->owner->index].vars[v->index];
		V p = e->a[0] ? ex(lg, e->a[0]) : first_of(lg, v->owner->index);
		V f = frame(lg, lg->S, p);
		V a = gep(lg, f, vi(L->off));
		if (e->a[1]) {
			V k = ix(lg, ex(lg, e->a[1]), v->array_len ? v->array_len : 1);
			a = gep(lg, a, bin(lg, "mul", k, vi(L->esize)));
		}
		return a;
	}
	case IR_E_INDEX: {
		const IrExpr *base = e->a[0];
		int n = lv_arraylen(base);
		int es = type_size(lv_type(base));
		V a = addr(lg, base);
		V k = ix(lg, ex(lg, e->a[1]), n ? n : 1);
		return gep(lg, a, bin(lg, "mul", k, vi(es)));
	}
	case IR_E_FIELD: {
		const IrExpr *base = e->a[0];
		const IrType *bt = lv_type(base);
		int fo = bt->kind == IR_T_STRUCT ? field_offset(bt->st, e->field) : -1;
		if (fo < 0) {
			lg_error(lg, e->loc, "bad field access");
			fo = 0;
		}
		return gep(lg, addr(lg, base), vi(fo));
	}
	default:
		lg_error(lg, e->loc, "expression is not assignable");
		return lg->S;
	}
}

static V load_typed(Lg *lg, V p, const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return ldint(lg, p, 16, 1);
	case IR_T_INT: return ldint(lg, p, 32, 1);
	case IR_T_UNSIGNED:
		return t->bits <= 8 ? ldint(lg, p, 8, 0) : t->bits <= 16 ? ldint(lg, p, 16, 0) :
		    ldint(lg, p, 32, 0);
	default: return ldint(lg, p, 8, 0);
	}
}

static V icmp(Lg *lg, const char *cc, V a, V b)
{
	V c = tnew(lg), z = tnew(lg);
	I(lg, "%s = icmp %s i32 %s, %s", c.s, cc, a.s, b.s);
	I(lg, "%s = zext i1 %s to i32", z.s, c.s);
	set_bool(lg, z, c);
	return z;
}

static V truth(Lg *lg, V a)
{
	return bool_of(lg, a) >= 0 ? a : icmp(lg, "ne", a, vi(0));
}

static V call_q(Lg *lg, const char *fn, V chan)
{
	V r = tnew(lg);
	I(lg, "%s = call i32 @%s(%%G* %%g, i8* %s, i32 %s)", r.s, fn, lg->S.s, chan.s);
	return r;
}

static V recv_test(Lg *lg, const IrStmt *s);

/* a && b, a || b with C's short-circuit (errors only from what runs). */
static V logic(Lg *lg, const IrExpr *e)
{
	V r = var32(lg);
	int rhs = lbl(lg), done = lbl(lg);
	V a = ex(lg, e->a[0]);
	if (e->op == IR_OP_AND) {
		st32(lg, r, vi(0));
		brc(lg, a, rhs, done);
	} else {
		st32(lg, r, vi(1));
		brc(lg, a, done, rhs);
	}
	label(lg, rhs);
	V b = ex(lg, e->a[1]);
	st32(lg, r, truth(lg, b));
	br(lg, done);
	label(lg, done);
	return ld32(lg, r);
}

static V arith_call(Lg *lg, const char *fn, V a, V b)
{
	V r = tnew(lg);
	I(lg, "%s = call i32 @%s(%%G* %%g, i32 %s, i32 %s)", r.s, fn, a.s, b.s);
	return r;
}

static V binop(Lg *lg, const IrExpr *e)
{
	if (e->op == IR_OP_AND || e->op == IR_OP_OR)
		return logic(lg, e);
	V a = ex(lg, e->a[0]);
	V b = ex(lg, e->a[1]);
	switch (e->op) {
	case IR_OP_ADD: return bin(lg, "add", a, b);
	case IR_OP_SUB: return bin(lg, "sub", a, b);
	case IR_OP_MUL: return bin(lg, "mul", a, b);
	case IR_OP_BITAND: return bin(lg, "and", a, b);
	case IR_OP_BITOR: return bin(lg, "or", a, b);
	case IR_OP_BITXOR: return bin(lg, "xor", a, b);
	case IR_OP_LT: return icmp(lg, "slt", a, b);
	case IR_OP_LE: return icmp(lg, "sle", a, b);
	case IR_OP_GT: return icmp(lg, "sgt", a, b);
	case IR_OP_GE: return icmp(lg, "sge", a, b);
	case IR_OP_EQ: return icmp(lg, "eq", a, b);
	case IR_OP_NE: return icmp(lg, "ne", a, b);
	case IR_OP_DIV: return arith_call(lg, "ll_div", a, b);
	case IR_OP_MOD: return arith_call(lg, "ll_mod", a, b);
	case IR_OP_SHL: return arith_call(lg, "ll_shl", a, b);
	case IR_OP_SHR: return arith_call(lg, "ll_shr", a, b);
	default:
		lg_error(lg, e->loc, "unsupported operator");
		return vi(0);
	}
}

static V cond(Lg *lg, const IrExpr *e)
{
	V r = var32(lg);
	int t = lbl(lg), f = lbl(lg), done = lbl(lg);
	brc(lg, ex(lg, e->a[0]), t, f);
	label(lg, t);
	st32(lg, r, ex(lg, e->a[1]));
	br(lg, done);
	label(lg, f);
	st32(lg, r, ex(lg, e->a[2]));
	br(lg, done);
	label(lg, done);
	return ld32(lg, r);
}

static V ex(Lg *lg, const IrExpr *e)
{
	if (!e)
		return vi(1);
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE:
		return vi((int32_t)e->value);
	case IR_E_VAR: case IR_E_INDEX: case IR_E_FIELD: case IR_E_REMOTE_VAR: {
		const IrType *t = lv_type(e);
		if (t->kind == IR_T_STRUCT) {
			lg_error(lg, e->loc, "a record is not a value here");
			return vi(0);
		}
		/* an array name alone means its first element (as in Spin) */
		return load_typed(lg, addr(lg, e), t);
	}
	case IR_E_UNOP: {
		V a = ex(lg, e->a[0]);
		if (e->op == IR_OP_NEG)
			return bin(lg, "sub", vi(0), a);
		if (e->op == IR_OP_NOT)
			return icmp(lg, "eq", a, vi(0));
		return bin(lg, "xor", a, vi(-1));
	}
	case IR_E_BINOP: return binop(lg, e);
	case IR_E_COND: return cond(lg, e);
	case IR_E_LEN: return call_q(lg, "rt_ll_qlen", ex(lg, e->a[0]));
	case IR_E_EMPTY: return icmp(lg, "eq", call_q(lg, "rt_ll_qlen", ex(lg, e->a[0])), vi(0));
	case IR_E_NEMPTY: return truth(lg, call_q(lg, "rt_ll_qlen", ex(lg, e->a[0])));
	case IR_E_FULL: return call_q(lg, "rt_ll_qfull", ex(lg, e->a[0]));
	case IR_E_NFULL: return icmp(lg, "eq", call_q(lg, "rt_ll_qfull", ex(lg, e->a[0])), vi(0));
	case IR_E_PID: return lg->pid;
	case IR_E_NR_PR: return byte_at(lg, lg->S, 0);
	case IR_E_LAST: lg->has_last = 1; return byte_at(lg, lg->S, 1);
	case IR_E_TIMEOUT: lg->has_timeout = 1; return gload(lg, G_TIMEOUT);
	case IR_E_NP: {
		V r = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_np(%%D* @desc, i8* %s)", r.s, lg->S.s);
		return r;
	}
	case IR_E_ENABLED: {
		V a = ex(lg, e->a[0]), r = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_proc_enabled(%%G* %%g, i8* %s, i32 %s, i32 %s)", r.s, lg->S.s, lg->no_self ? "-1" : lg->pid.s, a.s);
		return r;
	}
	case IR_E_PC_VALUE: {
		V a = ex(lg, e->a[0]), r = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_pc_value(%%D* @desc, i8* %s, i32 %s)", r.s, lg->S.s, a.s);
		return r;
	}
	case IR_E_GET_PRIORITY: {
		V a = ex(lg, e->a[0]), r = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_get_prio(%%D* @desc, i8* %s, i32 %s)", r.s, lg->S.s, a.s);
		return r;
	}
	case IR_E_REMOTE_LABEL: {
		V p = e->a[0] ? ex(lg, e->a[0]) : first_of(lg, e->proc->index);
		V r = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_at_label(%%D* @desc, i8* %s, i32 %d, i32 %s, i32 %d)",
		    r.s, lg->S.s, e->proc->index, p.s, e->label ? e->label->index : -1);
		return r;
	}
	case IR_E_POLL:
		return recv_test(lg, e->recv);
	case IR_E_RUN:
		lg_error(lg, e->loc, "run is only allowed as a statement or the right side of an assignment");
		return vi(0);
	case IR_E_C_EXPR:
		lg_error(lg, e->loc, "embedded C (c_expr) cannot be compiled by the llvm backend: use -B tcc or -B cc");
		return vi(0);
	}
	lg_error(lg, e->loc, "unsupported expression");
	return vi(0);
}

/* ------------------------------------------------------- statements */

static void store(Lg *lg, const IrExpr *lv, V val)
{
	const IrType *t = lv_type(lv);
	switch (t->kind) {
	case IR_T_BIT: case IR_T_BOOL:
		stint(lg, addr(lg, lv), 8, bin(lg, "and", val, vi(1)));
		return;
	case IR_T_UNSIGNED: {
		unsigned long long mask = t->bits >= 32 ? 0xffffffffull : ((1ull << t->bits) - 1);
		V a = addr(lg, lv);
		stint(lg, a, t->bits <= 8 ? 8 : t->bits <= 16 ? 16 : 32,
		    bin(lg, "and", val, vi((int32_t)(uint32_t)mask)));
		return;
	}
	case IR_T_SHORT:
		stint(lg, addr(lg, lv), 16, val);
		return;
	case IR_T_INT:
		stint(lg, addr(lg, lv), 32, val);
		return;
	case IR_T_STRUCT:
		lg_error(lg, lv->loc, "record assignment is not supported yet");
		return;
	default:
		stint(lg, addr(lg, lv), 8, val);
	}
}

/* Store with DiVinE's range check: out-of-range values are errors. */
static void store_checked(Lg *lg, const IrExpr *lv, V val, int check)
{
	if (!check) {
		store(lg, lv, val);
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
	char *end;
	long long k = strtoll(val.s, &end, 10);
	if (*val.s && !*end) {
		/* a constant: checked here */
		if (k < lo || k > hi)
			set_err(lg, MCC_ERR_RANGE);
		store(lg, lv, val);
		return;
	}
	V x = tnew(lg), c1 = tnew(lg), c2 = tnew(lg), o = tnew(lg);
	I(lg, "%s = sext i32 %s to i64", x.s, val.s);
	I(lg, "%s = icmp slt i64 %s, %lld", c1.s, x.s, lo);
	I(lg, "%s = icmp sgt i64 %s, %lld", c2.s, x.s, hi);
	I(lg, "%s = or i1 %s, %s", o.s, c1.s, c2.s);
	int bad = lbl(lg), ok = lbl(lg);
	I(lg, "br i1 %s, label %%L%d, label %%L%d", o.s, bad, ok);
	lg->term = 1;
	label(lg, bad);
	set_err(lg, MCC_ERR_RANGE);
	br(lg, ok);
	label(lg, ok);
	store(lg, lv, val);
}

/* Does message slot k of channel `chan` (in S) match the receive's
 * constant/eval arguments?  Result into var r (0/1). */
static void recv_match(Lg *lg, const IrStmt *s, V chan, V k, V r)
{
	int no = lbl(lg), done = lbl(lg);
	st32(lg, r, vi(1));
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind != IR_RA_CONST && a->kind != IR_RA_EVAL)
			continue;
		V f = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_qfield(%%G* %%g, i8* %s, i32 %s, i32 %s, i32 %d)",
		    f.s, lg->S.s, chan.s, k.s, i);
		V w = ex(lg, a->e);
		int next = lbl(lg);
		brc(lg, icmp(lg, "eq", f, w), next, no);
		label(lg, next);
	}
	br(lg, done);
	label(lg, no);
	st32(lg, r, vi(0));
	br(lg, done);
	label(lg, done);
}

/* Is buffered receive `s` executable in S (a matching message present)? */
static V recv_test(Lg *lg, const IrStmt *s)
{
	V ok = var32(lg), len = var32(lg), k = var32(lg);
	V chan = ex(lg, s->e);
	V cap = tnew(lg);
	st32(lg, ok, vi(0));
	I(lg, "%s = call i32 @rt_ll_qhdr(%%G* %%g, i8* %s, i32 %s, i32* %s)", cap.s, lg->S.s,
	    chan.s, len.s);
	int body = lbl(lg), done = lbl(lg);
	if (s->peek) { /* Spin: polling a rendezvous channel is an error */
		int rv = lbl(lg), test = lbl(lg);
		brc(lg, icmp(lg, "eq", cap, vi(0)), rv, test);
		label(lg, rv);
		set_err(lg, MCC_ERR_RV_POLL);
		br(lg, done);
		label(lg, test);
	}
	brc(lg, icmp(lg, "sgt", cap, vi(0)), body, done);
	label(lg, body);
	V n = ld32(lg, len);
	if (s->random) {
		int head = lbl(lg), step = lbl(lg), inc = lbl(lg);
		st32(lg, k, vi(0));
		br(lg, head);
		label(lg, head);
		V kk = ld32(lg, k);
		brc(lg, icmp(lg, "slt", kk, n), step, done);
		label(lg, step);
		recv_match(lg, s, chan, ld32(lg, k), ok);
		brc(lg, ld32(lg, ok), done, inc);
		label(lg, inc);
		incr(lg, k);
		br(lg, head);
	} else {
		int one = lbl(lg);
		brc(lg, icmp(lg, "sgt", n, vi(0)), one, done);
		label(lg, one);
		recv_match(lg, s, chan, vi(0), ok);
		br(lg, done);
	}
	label(lg, done);
	return ld32(lg, ok);
}

/* Store the fields of message k of `chan` into the receive's variables. */
static void recv_assign(Lg *lg, const IrStmt *s, V chan, V k)
{
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind != IR_RA_VAR)
			continue;
		V f = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_qfield(%%G* %%g, i8* %s, i32 %s, i32 %s, i32 %d)",
		    f.s, lg->S.s, chan.s, k.s, i);
		store_checked(lg, a->e, f, s->range_check);
	}
}

static int is_rv_recv_possible(const IrStmt *s)
{
	if (s->kind == IR_S_TRANS)
		s = s->sync;
	return s && s->kind == IR_S_RECV && !s->peek;
}

/* An i32 array of n+1 elements in the entry block; returns its i32*. */
static V arr32(Lg *lg, int n)
{
	V a = vs("%%a%d", lg->tmp++), p = vs("%%ap%d", lg->tmp++);
	bp(lg->ent, "  %s = alloca [%d x i32]\n", a.s, n + 1);
	bp(lg->ent, "  %s = getelementptr [%d x i32], [%d x i32]* %s, i64 0, i64 0\n",
	    p.s, n + 1, n + 1, a.s);
	return p;
}

static void arr_set(Lg *lg, V arr, int i, V val)
{
	V p = tnew(lg);
	I(lg, "%s = getelementptr i32, i32* %s, i64 %d", p.s, arr.s, i);
	I(lg, "store i32 %s, i32* %s", val.s, p.s);
}

static V arr_get(Lg *lg, V arr, int i)
{
	V p = tnew(lg), r = tnew(lg);
	I(lg, "%s = getelementptr i32, i32* %s, i64 %d", p.s, arr.s, i);
	I(lg, "%s = load i32, i32* %s", r.s, p.s);
	return r;
}

static void emit_run(Lg *lg, const IrExpr *run, const IrExpr *lhs)
{
	V a = arr32(lg, run->nargs);
	for (int i = 0; i < run->nargs; i++)
		arr_set(lg, a, i, ex(lg, run->args[i]));
	V h = tnew(lg);
	I(lg, "%s = call i32 @mk_%d(%%G* %%g, i8* %s, i32* %s)", h.s, run->proc->index,
	    lg->S.s, a.s);
	if (lg->m->has_priority && run->a[0] && run->a[0]->value > 1)
		I(lg, "call void @rt_ll_set_prio(%%D* @desc, %%G* null, i8* %s, i32 %s, i32 %d)", lg->S.s, h.s,
		    (int)run->a[0]->value);
	if (lhs)
		store(lg, lhs, h);
}

/* `S[0] < NSLOTS || TOO_MANY(g)` */
static V run_guard(Lg *lg)
{
	V r = var32(lg);
	int ok = lbl(lg), no = lbl(lg), done = lbl(lg);
	brc(lg, icmp(lg, "slt", byte_at(lg, lg->S, 0), vi(lg->nslots)), ok, no);
	label(lg, ok);
	st32(lg, r, vi(1));
	br(lg, done);
	label(lg, no);
	set_err(lg, MCC_ERR_TOO_MANY_PROCS);
	st32(lg, r, vi(0));
	br(lg, done);
	label(lg, done);
	return ld32(lg, r);
}

static V guard(Lg *lg, const IrStmt *s);

/* Short-circuit OR over the executable-tests of a d_step's first edges. */
static V dstep_guard(Lg *lg, const IrStmt *s)
{
	const IrAutomaton *a = s->body;
	const IrLocation *L = a->locs[a->init];
	int any = 0, has_else = 0;
	V r = var32(lg);
	int done = lbl(lg);
	st32(lg, r, vi(1));
	for (int i = 0; i < L->nout; i++) {
		if (L->out[i]->stmt->kind == IR_S_ELSE) {
			has_else = 1;
			continue;
		}
		int next = lbl(lg);
		brc(lg, guard(lg, L->out[i]->stmt), done, next);
		label(lg, next);
		any = 1;
	}
	if (!(has_else || (!any && L->nout == 0)))
		st32(lg, r, vi(0));
	br(lg, done);
	label(lg, done);
	return ld32(lg, r);
}

static V and2(Lg *lg, V a, const IrStmt *sync, int buf_send);

/* Guard (executability) of a statement; `else` is handled by the caller. */
static V guard(Lg *lg, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			return run_guard(lg);
		return ex(lg, s->e);
	case IR_S_ASSIGN:
		if (s->e && s->e->kind == IR_E_RUN)
			return run_guard(lg);
		return vi(1);
	case IR_S_SEND:
		return call_q(lg, "rt_ll_qsend_ok", ex(lg, s->e));
	case IR_S_RECV:
		return recv_test(lg, s);
	case IR_S_C_CODE:
		lg_error(lg, s->loc, "embedded C (c_code) cannot be compiled by the llvm backend: use -B tcc or -B cc");
		return vi(0);
	case IR_S_DSTEP:
		return dstep_guard(lg, s);
	case IR_S_TRANS: {
		V a = ex(lg, s->e);
		if (!s->sync)
			return truth(lg, a);
		return and2(lg, a, s->sync, s->sync->kind == IR_S_SEND);
	}
	case IR_S_ELSE:
	default:
		return vi(1);
	}
}

/* a && (sync executable) */
static V and2(Lg *lg, V a, const IrStmt *sync, int buf_send)
{
	V r = var32(lg);
	int rhs = lbl(lg), done = lbl(lg);
	st32(lg, r, vi(0));
	brc(lg, a, rhs, done);
	label(lg, rhs);
	V b = buf_send ? call_q(lg, "rt_ll_qsend_buf_ok", ex(lg, sync->e)) : guard(lg, sync);
	st32(lg, r, truth(lg, b));
	br(lg, done);
	label(lg, done);
	return ld32(lg, r);
}

static void dstep_body(Lg *lg, const IrAutomaton *a);

/* Effect of a statement on the successor (lg->S is the copy). */
static void print_stmt(Lg *lg, const IrStmt *s);
static char *str(Lg *lg, const char *s, char *out, size_t outsz);
static void effect(Lg *lg, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			emit_run(lg, s->e, NULL);
		return;
	case IR_S_ASSIGN:
		if (s->e && s->e->kind == IR_E_RUN)
			emit_run(lg, s->e, s->lhs);
		else
			store_checked(lg, s->lhs, ex(lg, s->e), s->range_check);
		return;
	case IR_S_SEND: {
		V chan = ex(lg, s->e);
		V v = arr32(lg, s->nargs);
		for (int i = 0; i < s->nargs; i++)
			arr_set(lg, v, i, ex(lg, s->args[i]));
		I(lg, "call void @rt_ll_qput(%%G* %%g, i8* %s, i32 %s, i32* %s, i32 %d, i32 %d)",
		    lg->S.s, chan.s, v.s, s->nargs, s->sorted);
		if (s->arity)
			arity_err(lg, MCC_ERR_SEND_ARGS);
		return;
	}
	case IR_S_RECV: {
		V chan = ex(lg, s->e);
		V k = var32(lg);
		st32(lg, k, vi(0));
		if (s->random) {
			V len = var32(lg), ok = var32(lg);
			V cap = tnew(lg);
			I(lg, "%s = call i32 @rt_ll_qhdr(%%G* %%g, i8* %s, i32 %s, i32* %s)", cap.s,
			    lg->S.s, chan.s, len.s);
			int head = lbl(lg), body = lbl(lg), inc = lbl(lg), done = lbl(lg);
			br(lg, head);
			label(lg, head);
			brc(lg, icmp(lg, "slt", ld32(lg, k), ld32(lg, len)), body, done);
			label(lg, body);
			recv_match(lg, s, chan, ld32(lg, k), ok);
			brc(lg, ld32(lg, ok), done, inc);
			label(lg, inc);
			incr(lg, k);
			br(lg, head);
			label(lg, done);
		}
		V kk = ld32(lg, k);
		recv_assign(lg, s, chan, kk);
		if (!s->peek)
			I(lg, "call void @rt_ll_qdel(%%G* %%g, i8* %s, i32 %s, i32 %s)", lg->S.s,
			    chan.s, kk.s);
		if (s->arity) {
			V a = gfield(lg, G_ERR);
			I(lg, "call void @rt_ll_recv_arity(%%G* %%g, i8* %s, i32 %s, i32 %d, i32* %s)", lg->S.s,
			    chan.s, s->nargs, a.s);
		}
		return;
	}
	case IR_S_ASSERT: {
		int bad = lbl(lg), ok = lbl(lg);
		brc(lg, ex(lg, s->e), ok, bad);
		label(lg, bad);
		{	/* an error of the expression itself is the one reported;
			 * a rendezvous poll is false after its error and the
			 * assertion fails too (cgen.c) */
			V a = gfield(lg, G_ERR), cur = tnew(lg), z = tnew(lg), nv = tnew(lg);
			V p = tnew(lg), pv = tnew(lg);
			I(lg, "%s = load i32, i32* %s", cur.s, a.s);
			I(lg, "%s = icmp eq i32 %s, %d", p.s, cur.s, MCC_ERR_RV_POLL);
			I(lg, "%s = select i1 %s, i32 %d, i32 %s", pv.s, p.s, MCC_ERR_RV_POLL_ASSERT, cur.s);
			I(lg, "%s = icmp eq i32 %s, 0", z.s, cur.s);
			I(lg, "%s = select i1 %s, i32 %d, i32 %s", nv.s, z.s, MCC_ERR_ASSERT, pv.s);
			I(lg, "store i32 %s, i32* %s", nv.s, a.s);
		}
		br(lg, ok);
		label(lg, ok);
		return;
	}
	case IR_S_DSTEP:
		dstep_body(lg, s->body);
		return;
	case IR_S_C_CODE:
		/* reported by guard(), which every c_code edge passes first */
		return;
	case IR_S_TRANS:
		if (s->sync)
			effect(lg, s->sync);
		for (int i = 0; i < s->neffects; i++)
			effect(lg, s->effects[i]);
		return;
	case IR_S_SET_PRIORITY: {
		V pid = ex(lg, s->args[0]), pr = ex(lg, s->args[1]);
		I(lg, "call void @rt_ll_set_prio(%%D* @desc, %%G* %%g, i8* %s, i32 %s, i32 %s)", lg->S.s, pid.s, pr.s);
		return;
	}
	case IR_S_PRINTF: case IR_S_PRINTM:
		print_stmt(lg, s);
		return;
	default:
		return;
	}
}

/* printf/printm: output only while the runtime asks for it (model.h,
 * mcc_printing; cgen.c print_stmt); errors of the arguments are dropped. */
static void print_stmt(Lg *lg, const IrStmt *s)
{
	int n = s->kind == IR_S_PRINTM ? 1 : s->nargs, yes = lbl(lg), no = lbl(lg);
	char fmt[128];
	V on = tnew(lg), v = arr32(lg, n), e = tnew(lg);
	I(lg, "%s = call i32 @mcc_printing()", on.s);
	V c = bin(lg, "and", icmp(lg, "eq", gload(lg, G_TEST), vi(0)),
	    icmp(lg, "ne", on, vi(0)));
	brc(lg, c, yes, no);
	label(lg, yes);
	I(lg, "%s = load i32, i32* %s", e.s, gfield(lg, G_ERR).s);
	for (int i = 0; i < n; i++)
		arr_set(lg, v, i, ex(lg, s->kind == IR_S_PRINTM ? s->e : s->args[i]));
	I(lg, "store i32 %s, i32* %s", e.s, gfield(lg, G_ERR).s);
	I(lg, "call void @mcc_print(i32 %s, %s, i32 %d, i32* %s)", lg->pid.s,
	    s->kind == IR_S_PRINTF ? str(lg, s->fmt, fmt, sizeof fmt) :
	    "i8* null", n, v.s);
	br(lg, no);
	label(lg, no);
}

/* A d_step body runs to completion: at each location take the first
 * executable edge (else if none); stop at a location without edges;
 * blocking elsewhere is an error. */
static void dstep_body(Lg *lg, const IrAutomaton *a)
{
	V dl = var32(lg), cnt = var32(lg);
	int head = lbl(lg), run = lbl(lg), end = lbl(lg), blk = lbl(lg);
	int *ll = malloc(sizeof *ll * (size_t)(a->nlocs + 1));
	for (int l = 0; l < a->nlocs; l++)
		ll[l] = lbl(lg);
	st32(lg, dl, vi(a->init));
	st32(lg, cnt, vi(0));
	br(lg, head);
	label(lg, head);
	incr(lg, cnt);
	brc(lg, icmp(lg, "sgt", ld32(lg, cnt), vi(100000)), blk, run);
	label(lg, run);
	V d = ld32(lg, dl);
	bp(lg->fn, "  switch i32 %s, label %%L%d [", d.s, blk);
	for (int l = 0; l < a->nlocs; l++)
		bp(lg->fn, " i32 %d, label %%L%d", l, ll[l]);
	bp(lg->fn, " ]\n");
	lg->term = 1;
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		label(lg, ll[l]);
		if (L->nout == 0) {
			br(lg, end);
			continue;
		}
		const IrEdge *els = NULL;
		for (int i = 0; i < L->nout; i++) {
			const IrEdge *e = L->out[i];
			if (e->stmt->kind == IR_S_ELSE) {
				els = e;
				continue;
			}
			V g = e->stmt->kind == IR_S_SEND ?
			    call_q(lg, "rt_ll_qsend_buf_ok", ex(lg, e->stmt->e)) : guard(lg, e->stmt);
			int yes = lbl(lg), no = lbl(lg);
			brc(lg, g, yes, no);
			label(lg, yes);
			effect(lg, e->stmt);
			st32(lg, dl, vi(e->dst));
			br(lg, head);
			label(lg, no);
		}
		if (els) {
			effect(lg, els->stmt);
			st32(lg, dl, vi(els->dst));
			br(lg, head);
			continue;
		}
		if (L->flags & IR_LOC_FINAL)
			br(lg, end);
		else
			br(lg, blk);
	}
	label(lg, blk);
	set_err(lg, MCC_ERR_DSTEP_BLOCK);
	br(lg, end);
	label(lg, end);
	free(ll);
}

/* ----------------------------------------------------- successor code */

static int trans_flags(const IrEdge *e)
{
	int f = 0;
	if (e->atomic)
		f |= MCC_TRANS_ATOMIC;
	if (e->stmt->kind == IR_S_DSTEP)
		f |= MCC_TRANS_DSTEP;
	if (e->stmt->kind == IR_S_ASSERT)
		f |= MCC_TRANS_ASSERT;
	if (e->stmt->kind == IR_S_ELSE)
		f |= MCC_TRANS_ELSE;
	return f;
}

/* Step flags of emit(g, pid, tr, atomic) in the C backend. */
static int emit_flags(const IrEdge *e, int atomic)
{
	int tf = trans_flags(e);
	return (atomic ? MCC_STEP_ATOMIC : 0) | (tf & MCC_TRANS_DSTEP ? MCC_STEP_DSTEP : 0) |
	    (tf & MCC_TRANS_ELSE ? MCC_STEP_ELSE : 0);
}

/* CM_OK: committed-mode filter (constant 1 without committed locations). */
static V cm_ok(Lg *lg)
{
	if (!lg->has_commit)
		return vi(1);
	V cm = gload(lg, G_CMODE), sc = gload(lg, G_SCOMMIT);
	V a = icmp(lg, "eq", cm, vi(0)), b = truth(lg, sc);
	return bin(lg, "or", a, b);
}

/* Switch to the successor: begin(), S = nxt, P = its frame of `pid`. */
static void to_succ(Lg *lg, V pid)
{
	begin(lg);
	lg->S = vs("%%nxt");
	lg->P = frame(lg, lg->S, pid);
}

static void from_succ(Lg *lg, V P0)
{
	lg->S = vs("%%src");
	lg->P = P0;
}

/* Take the edge: successor with effect, pc = dst, reported. */
static void take(Lg *lg, const IrEdge *e, V any, int atomic)
{
	V P0 = lg->P;
	to_succ(lg, lg->pid);
	effect(lg, e->stmt);
	set_pc(lg, lg->P, e->dst);
	from_succ(lg, P0);
	incr(lg, any);
	fire(lg, lg->pid, vi(e->id), vi(-1), vi(-1), vi(emit_flags(e, atomic)));
}

/* Promela: an error while testing the guard is reported (a copy of the
 * source state, MCC_STEP_REPORT) and not counted as a successor. */
static void report(Lg *lg, const IrEdge *e)
{
	begin(lg);
	fire(lg, lg->pid, vi(e->id), vi(-1), vi(-1), vi(MCC_STEP_REPORT));
	V np = gfield(lg, G_N);
	st32(lg, np, bin(lg, "sub", ld32(lg, np), vi(1)));
}

/* Error while testing the guard: report a copy of the source state. */
static void take_err(Lg *lg, const IrEdge *e, V any, int err)
{
	begin(lg);
	if (err)
		set_err(lg, err);
	incr(lg, any);
	fire(lg, lg->pid, vi(e->id), vi(-1), vi(-1), vi(emit_flags(e, 0)));
}

/* Sender-side effects of a DVE rendezvous as their own function. */
static int seff_fn(Lg *lg, const IrStmt *s)
{
	Fn save;
	Buf body, ent;
	int id = lg->tmp++;
	fn_begin(lg, &save, &body, &ent);
	lg->S = vs("%%S");
	lg->pid = vs("%%pid");
	lg->P = frame(lg, lg->S, lg->pid);
	for (int i = 0; i < s->neffects; i++)
		effect(lg, s->effects[i]);
	I(lg, "ret void");
	char h[128];
	snprintf(h, sizeof h, "define internal void @seff%d(%%G* %%g, i8* %%S, i32 %%pid)", id);
	fn_end(lg, &save, h);
	return id;
}

/* any += rv_send(g, pid, chan, v, nargs, dst, id, seff) */
static void rv_send(Lg *lg, const IrEdge *e, const IrStmt *y, V any, int seff)
{
	/* the values, then zeros for a receiver naming more fields */
	int nv = y->nargs > lg->maxr ? y->nargs : lg->maxr;
	V v = arr32(lg, nv);
	for (int i = 0; i <= nv; i++)
		arr_set(lg, v, i, i < y->nargs ? ex(lg, y->args[i]) : vi(0));
	V chan = ex(lg, y->e), r = tnew(lg);
	char sf[64];
	if (seff >= 0)
		snprintf(sf, sizeof sf, "@seff%d", seff);
	else
		snprintf(sf, sizeof sf, "null");
	I(lg, "%s = call i32 @rt_ll_rv_send(%%G* %%g, i32 %s, i32 %s, i32* %s, i32 %d, i32 %d, i32 %d, void (%%G*, i8*, i32)* %s)",
	    r.s, lg->pid.s, chan.s, v.s, y->nargs, e->dst, e->id, sf);
	st32(lg, any, bin(lg, "add", ld32(lg, any), r));
}

static void edge_send(Lg *lg, const IrEdge *e, V any)
{
	const IrStmt *s = e->stmt;
	V len = var32(lg);
	V chan = ex(lg, s->e), cap = tnew(lg);
	I(lg, "%s = call i32 @rt_ll_qhdr(%%G* %%g, i8* %s, i32 %s, i32* %s)", cap.s, lg->S.s,
	    chan.s, len.s);
	int rv = lbl(lg), nrv = lbl(lg), buf = lbl(lg), nbuf = lbl(lg), bad = lbl(lg),
	    done = lbl(lg);
	brc(lg, icmp(lg, "eq", cap, vi(0)), rv, nrv);
	label(lg, rv);
	rv_send(lg, e, s, any, -1);
	br(lg, done);
	label(lg, nrv);
	V c1 = icmp(lg, "sgt", cap, vi(0)), c2 = icmp(lg, "slt", ld32(lg, len), cap);
	brc(lg, bin(lg, "and", c1, c2), buf, nbuf);
	label(lg, buf);
	take(lg, e, any, e->atomic != 0);
	br(lg, done);
	label(lg, nbuf);
	brc(lg, icmp(lg, "slt", cap, vi(0)), bad, done);
	label(lg, bad);
	take_err(lg, e, any, MCC_ERR_CHAN);
	br(lg, done);
	label(lg, done);
}

static void edge_trans_send(Lg *lg, const IrEdge *e, V any)
{
	const IrStmt *s = e->stmt, *y = s->sync;
	int fid = seff_fn(lg, s);
	set_err(lg, 0);
	int go = lbl(lg), done = lbl(lg);
	brc(lg, ex(lg, s->e), go, done);
	label(lg, go);
	V len = var32(lg);
	V chan = ex(lg, y->e), cap = tnew(lg);
	I(lg, "%s = call i32 @rt_ll_qhdr(%%G* %%g, i8* %s, i32 %s, i32* %s)", cap.s, lg->S.s,
	    chan.s, len.s);
	int rv = lbl(lg), nrv = lbl(lg), buf = lbl(lg);
	brc(lg, icmp(lg, "eq", cap, vi(0)), rv, nrv);
	label(lg, rv);
	rv_send(lg, e, y, any, fid);
	br(lg, done);
	label(lg, nrv);
	V c1 = icmp(lg, "sgt", cap, vi(0)), c2 = icmp(lg, "slt", ld32(lg, len), cap);
	V c = bin(lg, "and", c1, c2);
	if (lg->has_commit)
		c = bin(lg, "and", c, cm_ok(lg));
	brc(lg, c, buf, done);
	label(lg, buf);
	take(lg, e, any, 0);
	br(lg, done);
	label(lg, done);
}

/* if (pre && guard) take; else if (g->err) take_err */
static void edge_plain(Lg *lg, const IrEdge *e, V any, int reset, int cm, int errbranch)
{
	const IrStmt *s = e->stmt;
	int yes = lbl(lg), no = lbl(lg), done = lbl(lg);
	if (reset)
		set_err(lg, 0);
	if (cm && lg->has_commit) {
		int gl = lbl(lg);
		brc(lg, cm_ok(lg), gl, no);
		label(lg, gl);
	}
	V g;
	if (s->kind == IR_S_ELSE)
		g = icmp(lg, "eq", ld32(lg, any), vi(0));
	else
		g = guard(lg, s);
	brc(lg, g, yes, no);
	label(lg, yes);
	take(lg, e, any, errbranch ? e->atomic != 0 : 0);
	br(lg, done);
	label(lg, no);
	if (errbranch) {
		int er = lbl(lg);
		brc(lg, gload(lg, G_ERR), er, done);
		label(lg, er);
		if (lg->m->dve_error_state) /* as cgen.c: DiVinE's error step */
			take_err(lg, e, any, 0);
		else
			report(lg, e);
	}
	br(lg, done);
	label(lg, done);
}

static void edge_code(Lg *lg, const IrEdge *e, V any)
{
	const IrStmt *s = e->stmt;
	if (s->kind == IR_S_SEND)
		edge_send(lg, e, any);
	else if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_SEND)
		edge_trans_send(lg, e, any);
	else if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_RECV)
		edge_plain(lg, e, any, 1, 1, 0);
	else if (s->kind == IR_S_RECV || s->kind == IR_S_ELSE)
		edge_plain(lg, e, any, 0, 0, 1);
	else
		edge_plain(lg, e, any, 1, 1, 1);
}

static int cmp_prio_desc(const IrEdge *a, const IrEdge *b)
{
	if (a->prio != b->prio)
		return b->prio - a->prio;
	return (a->stmt->kind == IR_S_ELSE) - (b->stmt->kind == IR_S_ELSE);
}

/* The death step, if pid is the last process. */
static void death(Lg *lg, const IrProctype *pt, V any, int only_if_none)
{
	int yes = lbl(lg), done = lbl(lg);
	V last = bin(lg, "sub", byte_at(lg, lg->S, 0), vi(1));
	V c = icmp(lg, "eq", lg->pid, last);
	if (only_if_none)
		c = bin(lg, "and", c, icmp(lg, "eq", ld32(lg, any), vi(0)));
	brc(lg, c, yes, done);
	label(lg, yes);
	begin(lg);
	I(lg, "call void @rt_ll_die(%%G* %%g, i32 %s)", lg->pid.s);
	incr(lg, any);
	fire(lg, lg->pid, vi(lg->ntrans + pt->index), vi(-1), vi(-1), vi(MCC_STEP_DEATH));
	br(lg, done);
	label(lg, done);
}

static void proc_code(Lg *lg, const IrProctype *pt)
{
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	V any = var32(lg);
	lg->pid = vs("%%pid");
	I(lg, "%%srcp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_SRC);
	I(lg, "%%src = load i8*, i8** %%srcp");
	I(lg, "%%nxtp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_NXT);
	I(lg, "%%nxt = load i8*, i8** %%nxtp");
	lg->S = vs("%%src");
	lg->P = frame(lg, lg->S, lg->pid);
	st32(lg, any, vi(0));
	int out = lbl(lg);
	if (pt->provided) {
		int go = lbl(lg);
		brc(lg, ex(lg, pt->provided), go, out);
		label(lg, go);
	}
	const IrAutomaton *a = &pt->aut;
	int *ll = malloc(sizeof *ll * (size_t)(a->nlocs + 1));
	for (int l = 0; l < a->nlocs; l++)
		ll[l] = lbl(lg);
	V pc = pc_of(lg, lg->P);
	bp(lg->fn, "  switch i32 %s, label %%L%d [", pc.s, out);
	for (int l = 0; l < a->nlocs; l++)
		bp(lg->fn, " i32 %d, label %%L%d", l, ll[l]);
	bp(lg->fn, " ]\n");
	lg->term = 1;
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		label(lg, ll[l]);
		if (L->flags & IR_LOC_FINAL && L->nout == 0) {
			death(lg, pt, any, 0);
			br(lg, out);
			continue;
		}
		IrEdge **es = malloc(sizeof *es * (size_t)(L->nout + 1));
		if (L->nout)
			memcpy(es, L->out, sizeof *es * (size_t)L->nout);
		for (int i = 1; i < L->nout; i++)
			for (int j = i; j > 0 && cmp_prio_desc(es[j - 1], es[j]) > 0; j--) {
				IrEdge *t = es[j]; es[j] = es[j - 1]; es[j - 1] = t;
			}
		int cur = L->nout ? es[0]->prio : 0;
		for (int i = 0; i < L->nout; i++) {
			if (es[i]->prio != cur) {
				int go = lbl(lg);
				brc(lg, icmp(lg, "eq", ld32(lg, any), vi(0)), go, out);
				label(lg, go);
				cur = es[i]->prio;
			}
			edge_code(lg, es[i], any);
		}
		free(es);
		if (L->flags & IR_LOC_FINAL)
			death(lg, pt, any, 1);
		br(lg, out);
	}
	free(ll);
	label(lg, out);
	V r = ld32(lg, any);
	I(lg, "ret i32 %s", r.s);
	char h[128];
	/* noinline: one call per process and state costs nothing measurable,
	 * and the optimiser takes 30% less time than on one huge function */
	snprintf(h, sizeof h, "define internal i32 @step_%d(%%G* %%g, i32 %%pid) noinline", pt->index);
	fn_end(lg, &save, h);
}

/* Receiver side of rendezvous for process pid2 of type pt. */
static void rv_code(Lg *lg, const IrProctype *pt)
{
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	V any = var32(lg);
	I(lg, "%%srcp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_SRC);
	I(lg, "%%src = load i8*, i8** %%srcp");
	I(lg, "%%nxtp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_NXT);
	I(lg, "%%nxt = load i8*, i8** %%nxtp");
	st32(lg, any, vi(0));
	lg->S = vs("%%src");
	lg->pid = vs("%%pid2");
	lg->P = frame(lg, lg->S, lg->pid);
	V P0 = lg->P;
	int out = lbl(lg);
	const IrAutomaton *a = &pt->aut;
	int *ll = calloc((size_t)a->nlocs + 1, sizeof *ll);
	for (int l = 0; l < a->nlocs; l++)
		for (int i = 0; i < a->locs[l]->nout; i++)
			if (is_rv_recv_possible(a->locs[l]->out[i]->stmt))
				ll[l] = lbl(lg);
	V pc = pc_of(lg, lg->P);
	bp(lg->fn, "  switch i32 %s, label %%L%d [", pc.s, out);
	for (int l = 0; l < a->nlocs; l++)
		if (ll[l])
			bp(lg->fn, " i32 %d, label %%L%d", l, ll[l]);
	bp(lg->fn, " ]\n");
	lg->term = 1;
	for (int l = 0; l < a->nlocs; l++) {
		if (!ll[l])
			continue;
		const IrLocation *L = a->locs[l];
		label(lg, ll[l]);
		for (int i = 0; i < L->nout; i++) {
			const IrEdge *e = L->out[i];
			const IrStmt *s = e->stmt, *tr = NULL;
			if (!is_rv_recv_possible(s))
				continue;
			if (s->kind == IR_S_TRANS) {
				tr = s;
				s = s->sync;
			}
			int no = lbl(lg), yes = lbl(lg);
			int c3 = lbl(lg);
			brc(lg, icmp(lg, "eq", ex(lg, s->e), vs("%%chan")), c3, no);
			label(lg, c3);
			if (tr && tr->e) {
				int c4 = lbl(lg);
				brc(lg, ex(lg, tr->e), c4, no);
				label(lg, c4);
			}
			for (int k = 0; k < s->nargs; k++) {
				const IrRecvArg *ra = &s->rargs[k];
				if (ra->kind != IR_RA_CONST && ra->kind != IR_RA_EVAL)
					continue;
				V w = arr_get(lg, vs("%%v"), k);
				int c5 = lbl(lg);
				brc(lg, icmp(lg, "eq", w, ex(lg, ra->e)), c5, no);
				label(lg, c5);
			}
			br(lg, yes);
			label(lg, yes);
			begin(lg);
			lg->S = vs("%%nxt");
			lg->P = frame(lg, lg->S, lg->pid);
			set_pcv(lg, frame(lg, lg->S, vs("%%pid")), vs("%%sdst"));
			for (int k = 0; k < s->nargs; k++) {
				const IrRecvArg *ra = &s->rargs[k];
				if (ra->kind != IR_RA_VAR)
					continue;
				store_checked(lg, ra->e, arr_get(lg, vs("%%v"), k), s->range_check);
			}
			if (lg->has_arity) /* Spin's arity errors, the sender's first */
				I(lg, "call void @rt_ll_rv_arity(%%G* %%g, i32 %%chan, i32 %%nv, i32 %d)", s->nargs);
			int sf = lbl(lg), nsf = lbl(lg);
			I(lg, "%%sfn%d = icmp ne void (%%G*, i8*, i32)* %%seff, null", sf);
			I(lg, "br i1 %%sfn%d, label %%L%d, label %%L%d", sf, sf, nsf);
			lg->term = 1;
			label(lg, sf);
			I(lg, "call void %%seff(%%G* %%g, i8* %%nxt, i32 %%pid)");
			br(lg, nsf);
			label(lg, nsf);
			if (tr)
				for (int k = 0; k < tr->neffects; k++)
					effect(lg, tr->effects[k]);
			set_pc(lg, lg->P, e->dst);
			lg->S = vs("%%src");
			lg->P = P0;
			incr(lg, any);
			fire(lg, vs("%%pid"), vs("%%strans"), vs("%%pid2"), vi(e->id),
			    vi(e->atomic ? MCC_STEP_ATOMIC : 0));
			br(lg, no);
			label(lg, no);
		}
		br(lg, out);
	}
	free(ll);
	label(lg, out);
	V r = ld32(lg, any);
	I(lg, "ret i32 %s", r.s);
	char h[256];
	snprintf(h, sizeof h, "define internal i32 @rv_%d(%%G* %%g, i32 %%pid, i32 %%pid2, i32 %%chan, i32* %%v, i32 %%nv, i32 %%sdst, i32 %%strans, void (%%G*, i8*, i32)* %%seff) noinline",
	    pt->index);
	fn_end(lg, &save, h);
}

/* Process creation: fills slot S[0] with a fresh instance. */
static void mk_code(Lg *lg, const IrProctype *pt)
{
	const ProcLay *PL = &lg->proc[pt->index];
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	lg->S = vs("%%S");
	V pid = byte_at(lg, lg->S, 0);
	int full = lbl(lg), ok = lbl(lg);
	brc(lg, icmp(lg, "sge", pid, vi(lg->nslots)), full, ok);
	label(lg, full);
	set_err(lg, MCC_ERR_TOO_MANY_PROCS);
	I(lg, "ret i32 %s", pid.s);
	lg->term = 1;
	label(lg, ok);
	lg->pid = pid;
	lg->P = frame(lg, lg->S, pid);
	I(lg, "call void @llvm.memset.p0i8.i64(i8* %s, i8 0, i64 %d, i1 false)", lg->P.s, lg->slotsz);
	stint(lg, lg->P, 8, vi(pt->index + 1));
	set_pc(lg, lg->P, pt->aut.init);
	stint(lg, lg->S, 8, bin(lg, "add", pid, vi(1)));
	if (lg->m->has_priority) /* byte 1 of the frame: the priority */
		stint(lg, gep(lg, lg->P, vi(1)), 8, vi(1));
	int np = 0;
	for (int i = 0; i < pt->nlocals; i++) {
		const IrVar *v = pt->locals[i];
		const VarLay *L = &PL->vars[i];
		IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
		for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++) {
			V id = bin(lg, "mul", pid, vi(lg->maxlq));
			id = bin(lg, "add", id, vi(lg->ngq + 1 + L->queue0 - PL->q0 + k));
			store(lg, v->chan_leaves[k], id);
		}
		if (v->flags & IR_VAR_PARAM) {
			for (int k = 0; k < (v->nleaves ? v->nleaves : 1); k++)
				store(lg, v->nleaves ? v->leaves[k] : &lv, arr_get(lg, vs("%%a"), np++));
			continue;
		}
		if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0) {
			for (int k = 0; k < L->count; k++) {
				V id = bin(lg, "mul", pid, vi(lg->maxlq));
				id = bin(lg, "add", id, vi(lg->ngq + 1 + L->queue0 - PL->q0 + k));
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(lg, v->array_len ? &el : &lv, id);
			}
			continue;
		}
		if (v->ninits) {
			for (int k = 0; k < v->ninits; k++) {
				V val = ex(lg, v->inits[k]);
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(lg, &el, val);
			}
			continue;
		}
		if (v->init) {
			for (int k = 0; k < L->count; k++) {
				V val = ex(lg, v->init);
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(lg, v->array_len ? &el : &lv, val);
			}
		}
	}
	for (int i = 0; i < pt->nlocals; i++)
		if ((pt->locals[i]->flags & IR_VAR_DEAD_START) && !PL->vars[i].hidden) {
			/* the resets of dv_tables' row ntrans + proctype */
			I(lg, "call void @rt_ll_dv(%%D* @desc, i8* %%S, i32 %s, i32 %d, i32 -1, i32 -1, i32 0)",
			    pid.s, lg->ntrans + pt->index);
			break;
		}
	I(lg, "ret i32 %s", pid.s);
	lg->term = 1;
	char h[128];
	snprintf(h, sizeof h, "define internal i32 @mk_%d(%%G* %%g, i8* %%S, i32* %%a)", pt->index);
	fn_end(lg, &save, h);
}

/* A zeroed scratch context %g (for code run outside a step). */
static void scratch_gen(Lg *lg)
{
	bp(lg->ent, "  %%g = alloca %%G\n");
	I(lg, "%%gz = bitcast %%G* %%g to i8*");
	I(lg, "call void @llvm.memset.p0i8.i64(i8* %%gz, i8 0, i64 96, i1 false)");
	I(lg, "%%gd = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_D);
	I(lg, "store %%D* @desc, %%D** %%gd");
}

/* Initial state: globals, global channels, active processes. */
static void init_code(Lg *lg)
{
	const IrModel *m = lg->m;
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	scratch_gen(lg);
	lg->S = vs("%%S");
	lg->pid = vi(0);
	lg->no_self = 1;
	lg->P = frame(lg, lg->S, vi(0));
	I(lg, "call void @llvm.memset.p0i8.i64(i8* %%S, i8 0, i64 %d, i1 false)", lg->vsize);
	I(lg, "%%hz = getelementptr [%d x i8], [%d x i8]* @HID, i64 0, i64 0", lg->hsize + 1,
	    lg->hsize + 1);
	I(lg, "call void @llvm.memset.p0i8.i64(i8* %%hz, i8 0, i64 %d, i1 false)", lg->hsize + 1);
	for (int i = 0; i < m->nglobals; i++) {
		const IrVar *v = m->globals[i];
		const VarLay *L = &lg->glob[i];
		IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
		for (int k = 0; k < L->count; k++) {
			IrExpr idx = { .kind = IR_E_CONST, .value = k };
			IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
			const IrExpr *tgt = v->array_len ? &el : &lv;
			if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0) {
				store(lg, tgt, vi(L->queue0 + k + 1));
			} else if (v->ninits) {
				if (k < v->ninits)
					store(lg, tgt, ex(lg, v->inits[k]));
			} else if (v->init && v->type.kind != IR_T_STRUCT) {
				store(lg, tgt, ex(lg, v->init));
			}
		}
		for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++)
			store(lg, v->chan_leaves[k], vi(L->queue0 + k + 1));
		if (v->type.kind != IR_T_STRUCT)
			continue;
		const IrStruct *st = v->type.st;
		for (int k = 0; k < L->count; k++)
			for (int f = 0; f < st->nfields; f++) {
				const IrField *fd = st->fields[f];
				if (!fd->init || fd->type.kind == IR_T_STRUCT)
					continue;
				V val = ex(lg, fd->init);
				int fo = field_offset(st, fd), es = scalar_size(&fd->type);
				int cnt = fd->array_len ? fd->array_len : 1;
				for (int j = 0; j < cnt; j++) {
					int off = L->off + k * struct_size(st) + fo + j * es;
					V a = L->hidden ? hid(lg, off) : gep(lg, lg->S, vi(off));
					stint(lg, a, es * 8, val);
				}
			}
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		int act = pt->kind == IR_PROC_INIT ? 1 : pt->active;
		for (int k = 0; k < act; k++) {
			int na = ir_param_slots(pt);
			V a = arr32(lg, na);
			for (int j = 0; j <= na; j++)
				arr_set(lg, a, j, vi(0));
			V h = tnew(lg);
			I(lg, "%s = call i32 @mk_%d(%%G* %%g, i8* %%S, i32* %s)", h.s, p, a.s);
			if (m->has_priority && pt->priority > 1)
				I(lg, "call void @rt_ll_set_prio(%%D* @desc, %%G* null, i8* %%S, i32 %s, i32 %d)", h.s,
				    pt->priority);
		}
	}
	I(lg, "ret void");
	lg->term = 1;
	fn_end(lg, &save, "define internal void @m_initial(i8* %S)");
}

static void errstate_code(Lg *lg)
{
	const IrModel *m = lg->m;
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	if (m->dve_error_state) {
		I(lg, "call void @m_initial(i8* %%S)");
		for (int i = 0; i < m->nglobals; i++) {
			const IrVar *v = m->globals[i];
			const VarLay *L = &lg->glob[i];
			if (v->type.kind == IR_T_CHAN || L->hidden)
				continue;
			V a = gep(lg, vs("%%S"), vi(L->off));
			I(lg, "call void @llvm.memset.p0i8.i64(i8* %s, i8 0, i64 %d, i1 false)", a.s,
			    L->esize * L->count);
		}
		int first = 1;
		for (int p = 0; p < m->nprocs; p++) {
			const IrProctype *pt = m->procs[p];
			const ProcLay *PL = &lg->proc[p];
			if (pt->kind != IR_PROC_NORMAL || PL->first_pid < 0)
				continue;
			for (int k = 0; k < pt->active; k++) {
				V P = frame(lg, vs("%%S"), vi(PL->first_pid + k));
				for (int i = 0; i < pt->nlocals; i++) {
					const VarLay *L = &PL->vars[i];
					if (pt->locals[i]->type.kind == IR_T_CHAN || L->hidden)
						continue;
					V a = gep(lg, P, vi(L->off));
					I(lg, "call void @llvm.memset.p0i8.i64(i8* %s, i8 0, i64 %d, i1 false)",
					    a.s, L->esize * L->count);
				}
				set_pc(lg, P, first ? pt->aut.nlocs - 1 : 0);
				first = 0;
			}
		}
	}
	I(lg, "ret void");
	lg->term = 1;
	fn_end(lg, &save, "define internal void @m_errstate(i8* %S)");
}

/* Dispatchers by proctype: step of process pid, rendezvous receivers. */
static void dispatch_code(Lg *lg)
{
	const IrModel *m = lg->m;
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	I(lg, "%%srcp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_SRC);
	I(lg, "%%src = load i8*, i8** %%srcp");
	if (lg->has_commit) {
		V c = tnew(lg);
		I(lg, "%s = call i32 @rt_ll_committed(%%D* @desc, i8* %%src, i32 %%pid)", c.s);
		V a = gfield(lg, G_SCOMMIT);
		I(lg, "store i32 %s, i32* %s", c.s, a.s);
	}
	if (m->has_priority) { /* Spin's rule: a higher-priority process that can move first */
		V top = tnew(lg);
		int go = lbl(lg), no = lbl(lg);
		I(lg, "%s = call i32 @rt_ll_prio_top(%%G* %%g, i8* %%src, i32 %%pid)", top.s);
		brc(lg, icmp(lg, "ne", top, vi(0)), go, no);
		label(lg, no);
		I(lg, "ret i32 0");
		label(lg, go);
	}
	V t = byte_at(lg, frame(lg, vs("%%src"), vs("%%pid")), 0);
	int out = lbl(lg);
	bp(lg->fn, "  switch i32 %s, label %%L%d [", t.s, out);
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(lg->fn, " i32 %d, label %%S%d", p + 1, p);
	bp(lg->fn, " ]\n");
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(lg->fn, "S%d:\n  %%r%d = call i32 @step_%d(%%G* %%g, i32 %%pid)\n  ret i32 %%r%d\n",
			    p, p, p, p);
	bp(lg->fn, "L%d:\n  ret i32 0\n", out);
	lg->term = 1;
	fn_end(lg, &save, "define internal i32 @stepd(%G* %g, i32 %pid)");

	fn_begin(lg, &save, &body, &ent);
	I(lg, "%%srcp = getelementptr %%G, %%G* %%g, i32 0, i32 %d", G_SRC);
	I(lg, "%%src = load i8*, i8** %%srcp");
	t = byte_at(lg, frame(lg, vs("%%src"), vs("%%q")), 0);
	out = lbl(lg);
	bp(lg->fn, "  switch i32 %s, label %%L%d [", t.s, out);
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(lg->fn, " i32 %d, label %%S%d", p + 1, p);
	bp(lg->fn, " ]\n");
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(lg->fn, "S%d:\n  %%r%d = call i32 @rv_%d(%%G* %%g, i32 %%pid, i32 %%q, i32 %%chan, i32* %%v, i32 %%nv, i32 %%sdst, i32 %%strans, void (%%G*, i8*, i32)* %%seff)\n  ret i32 %%r%d\n",
			    p, p, p, p);
	bp(lg->fn, "L%d:\n  ret i32 0\n", out);
	lg->term = 1;
	fn_end(lg, &save, "define internal i32 @rvd(%G* %g, i32 %pid, i32 %q, i32 %chan, i32* %v, i32 %nv, i32 %sdst, i32 %strans, void (%G*, i8*, i32)* %seff)");
}

/* ------------------------------------------------------------- tables */

/* A string constant; returns its i8* constant expression (or null). */
static char *str(Lg *lg, const char *s, char *out, size_t outsz)
{
	if (!s) {
		snprintf(out, outsz, "null");
		return out;
	}
	/* as the C backend's cstr(): control characters but \n become ' ' */
	size_t n = strlen(s);
	int id = lg->nstr++;
	bp(&lg->strs, "@.s%d = private unnamed_addr constant [%zu x i8] c\"", id, n + 1);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c < 32 && c != '\n')
			c = ' ';
		if (c < 32 || c >= 127 || c == '"' || c == '\\')
			bp(&lg->strs, "\\%02X", c);
		else
			bp(&lg->strs, "%c", c);
	}
	bp(&lg->strs, "\\00\"\n");
	snprintf(out, outsz, "i8* getelementptr inbounds ([%zu x i8], [%zu x i8]* @.s%d, i64 0, i64 0)",
	    n + 1, n + 1, id);
	return out;
}

#define SBUF 256

/* Array of strings @name ([n+1] with a null at the end). */
static void str_array(Lg *lg, Buf *b, const char *name, const MirStrs *s)
{
	char s1[SBUF];
	bp(b, "@%s = internal constant [%d x i8*] [", name, s->n + 1);
	for (int i = 0; i < s->n; i++)
		bp(b, "%s, ", s->v[i] ? str(lg, s->v[i], s1, SBUF) : "i8* null");
	bp(b, "i8* null]\n");
}

/* The rows of MirModel as runtime/model.h structs. */
static void trans_table(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	char s1[SBUF], s2[SBUF];
	int n = lg->ntrans + lg->m->nprocs;
	bp(b, "@trans_tab = internal constant [%d x %%TI] [\n", n + 1);
	for (int i = 0; i < n; i++) {
		const MccTransInfo *t = &mm->trans[i];
		bp(b, "  %%TI { i32 %d, i32 %d, i32 %d, %s, i32 %d, %s, i32 %u, i32 %d },\n",
		    t->proctype, t->src, t->dst, str(lg, t->file, s1, SBUF), t->line,
		    str(lg, t->text, s2, SBUF), t->flags, t->spin_no);
	}
	bp(b, "  %%TI zeroinitializer\n]\n");
}

static void loc_tables(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	char s1[SBUF], s2[SBUF];
	int np = lg->m->nprocs;
	for (int p = 0; p < np; p++) {
		bp(b, "@locs_%d = internal constant [%d x %%LI] [\n", p, mm->procs[p].nlocs + 1);
		for (int l = 0; l < mm->procs[p].nlocs; l++) {
			const MccLocInfo *L = &mm->locs[p][l];
			bp(b, "  %%LI { i32 %d, %s, i32 %u, %s, i32 %d },\n", L->line,
			    str(lg, L->text, s1, SBUF), L->flags,
			    L->label ? str(lg, L->label, s2, SBUF) : "i8* null", L->spin_no);
		}
		bp(b, "  %%LI zeroinitializer\n]\n");
	}
	bp(b, "@proc_tab = internal constant [%d x %%PI] [\n", np + 1);
	for (int p = 0; p < np; p++) {
		int n = mm->procs[p].nlocs + 1;
		bp(b, "  %%PI { %s, i32 %d, i32 %d, %%LI* getelementptr inbounds ([%d x %%LI], [%d x %%LI]* @locs_%d, i64 0, i64 0), i32 %d },\n",
		    str(lg, mm->procs[p].name, s1, SBUF), mm->procs[p].kind, mm->procs[p].nlocs, n, n,
		    p, mm->procs[p].nparams);
	}
	bp(b, "  %%PI zeroinitializer\n]\n");
}

static void var_table(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	char s1[SBUF];
	bp(b, "@var_tab = internal constant [%d x %%VI] [\n", mm->nvars + 1);
	for (int i = 0; i < mm->nvars; i++) {
		const MccVarInfo *v = &mm->vars[i];
		bp(b, "  %%VI { %s, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d },\n",
		    str(lg, v->name, s1, SBUF), v->proctype, v->offset, v->type, v->size, v->count,
		    v->bits, v->hidden);
	}
	bp(b, "  %%VI zeroinitializer\n]\n");
	str_array(lg, b, "mtype_tab", &mm->mtypes);
}

/* Dead-variable resets: the tables of MccModel that rt_ll_dv walks. */
static void dv_tables(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	int n = lg->ntrans + lg->m->nprocs;
	if (!mm->ndv)
		return;
	bp(b, "@dv_start = internal constant [%d x i32] [", n + 1);
	for (int t = 0; t <= n; t++)
		bp(b, "%si32 %d", t ? ", " : "", mm->dv_start[t]);
	bp(b, "]\n@dv_tab = internal constant [%d x %%DV] [", mm->ndv);
	for (int k = 0; k < mm->ndv; k++)
		bp(b, "%s%%DV { i32 %d, i32 %d, i32 %d }", k ? ", " : "", mm->dv[k].var, mm->dv[k].off,
		    mm->dv[k].bytes);
	bp(b, "]\n@dv_on = internal global [%d x i8] [", mm->nvars + 1);
	for (int r = 0; r < mm->nvars; r++)
		bp(b, "i8 %d, ", mm->dv_on[r]);
	bp(b, "i8 0]\n");
}

static void queue_tables(Lg *lg, Buf *b)
{
	const IrModel *m = lg->m;
	bp(b, "@qd = internal constant [%d x %%QD] [\n", lg->nq + 1);
	for (int i = 0; i < lg->nq; i++) {
		const QLay *q = &lg->q[i];
		bp(b, "  %%QD { i32 %d, i32 %d, i32 %d, i32 %d, [16 x i32] [", q->off, q->cap, q->nf, q->msz);
		for (int k = 0; k < 16; k++)
			bp(b, "%si32 %d", k ? ", " : "", k < q->nf ? q->fty[k] : 0);
		bp(b, "], [16 x i32] [");
		for (int k = 0; k < 16; k++)
			bp(b, "%si32 %d", k ? ", " : "", k < q->nf ? q->foff[k] : 0);
		bp(b, "] },\n");
	}
	bp(b, "  %%QD zeroinitializer\n]\n");
	bp(b, "@nlq = internal constant [%d x i32] [", m->nprocs + 1);
	for (int p = 0; p < m->nprocs; p++)
		bp(b, "i32 %d, ", lg->proc[p].nq);
	bp(b, "i32 0]\n");
	int w = lg->maxlq + 1;
	bp(b, "@lq = internal constant [%d x i32] [", (m->nprocs + 1) * w);
	for (int p = 0; p <= m->nprocs; p++)
		for (int j = 0; j < w; j++)
			bp(b, "%si32 %d", p || j ? ", " : "",
			    p < m->nprocs && j < lg->proc[p].nq ? lg->proc[p].q0 + j : 0);
	bp(b, "]\n");
}

/* Truth of compiled proposition i in s (never-claim guards). */
static void eval_ap_code(Lg *lg, const IrExpr **ape, int nap)
{
	Fn save;
	Buf body, ent;
	fn_begin(lg, &save, &body, &ent);
	scratch_gen(lg);
	lg->S = vs("%%s");
	lg->P = vs("%%s");
	lg->pid = vi(0);
	lg->no_self = 1;
	int out = lbl(lg);
	int *ll = malloc(sizeof *ll * (size_t)(nap + 1));
	for (int i = 0; i < nap; i++)
		ll[i] = lbl(lg);
	bp(lg->fn, "  switch i32 %%i, label %%L%d [", out);
	for (int i = 0; i < nap; i++)
		bp(lg->fn, " i32 %d, label %%L%d", i, ll[i]);
	bp(lg->fn, " ]\n");
	lg->term = 1;
	for (int i = 0; i < nap; i++) {
		label(lg, ll[i]);
		V r = truth(lg, ex(lg, ape[i]));
		I(lg, "ret i32 %s", r.s);
		lg->term = 1;
	}
	label(lg, out);
	I(lg, "ret i32 0");
	lg->term = 1;
	free(ll);
	fn_end(lg, &save, "define internal i32 @m_eval_ap(i8* %s, i32 %i)");
}

/* Never claim tables, compiled propositions, ltl blocks, labels, defines;
 * defines @ltl_obj. */
static void ltl_tables(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	const IrModel *m = lg->m;
	char s1[SBUF];
	if (mm->claim_nlocs >= 0) {
		int n = mm->claim_nlocs, k = mm->claim_nedges;
		bp(b, "@claim_start = internal constant [%d x i32] [", n + 1);
		for (int l = 0; l <= n; l++)
			bp(b, "%si32 %d", l ? ", " : "", mm->claim_start[l]);
		bp(b, "]\n@claim_edges = internal constant [%d x %%CE] [\n", k + 1);
		for (int i = 0; i < k; i++)
			bp(b, "  %%CE { i32 %d, i32 %d, i32 %d },\n", mm->claim_edges[i].dst,
			    mm->claim_edges[i].ap, mm->claim_edges[i].line);
		bp(b, "  %%CE zeroinitializer\n]\n@claim_acc = internal constant [%d x i8] [", n + 1);
		for (int l = 0; l < n; l++)
			bp(b, "i8 %d, ", mm->claim_acc[l]);
		bp(b, "i8 0]\n@claim_fin = internal constant [%d x i8] [", n + 1);
		for (int l = 0; l < n; l++)
			bp(b, "i8 %d, ", mm->claim_fin[l]);
		bp(b, "i8 0]\n");
		str_array(lg, b, "claim_lab", &mm->claim_lab);
		int n1 = n + 1;
		bp(b, "@claim_obj = internal constant %%CL { %s, i32 %d, i32 %d, "
		    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @claim_start, i64 0, i64 0), "
		    "%%CE* getelementptr inbounds ([%d x %%CE], [%d x %%CE]* @claim_edges, i64 0, i64 0), "
		    "i8* getelementptr inbounds ([%d x i8], [%d x i8]* @claim_acc, i64 0, i64 0), "
		    "i8* getelementptr inbounds ([%d x i8], [%d x i8]* @claim_fin, i64 0, i64 0), "
		    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @claim_lab, i64 0, i64 0) }\n",
		    str(lg, mm->claim_name, s1, SBUF), n, mm->claim_init,
		    n1, n1, k + 1, k + 1, n1, n1, n1, n1, n1, n1);
	}
	str_array(lg, b, "ap_tab", &mm->aps);
	eval_ap_code(lg, mm->ap_expr, mm->aps.n);
	str_array(lg, b, "ltl_names", &mm->ltl_names);
	str_array(lg, b, "ltl_texts", &mm->ltl_texts);
	str_array(lg, b, "def_names", &mm->def_names);
	str_array(lg, b, "def_bodies", &mm->def_bodies);
	int nl = mm->nlabels;
	bp(b, "@label_tab = internal constant [%d x %%LB] [\n", nl + 1);
	for (int i = 0; i < nl; i++)
		bp(b, "  %%LB { i32 %d, i32 %d, %s },\n", mm->labels[i].proctype, mm->labels[i].loc,
		    str(lg, mm->labels[i].name, s1, SBUF));
	bp(b, "  %%LB zeroinitializer\n]\n");
	char fbuf[SBUF];
	int nap = mm->aps.n, n0 = nap + 1, nL = m->nltls + 1, nD = m->ndefines + 1;
	bp(b, "@ltl_obj = internal constant %%ML { i32 %d, "
	    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @ap_tab, i64 0, i64 0), "
	    "i32 (i8*, i32)* @m_eval_ap, %%CL* %s, i32 %d, "
	    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @ltl_names, i64 0, i64 0), "
	    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @ltl_texts, i64 0, i64 0), "
	    "%s, i32 %d, "
	    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @def_names, i64 0, i64 0), "
	    "i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @def_bodies, i64 0, i64 0), "
	    "i32 %d, %%LB* getelementptr inbounds ([%d x %%LB], [%d x %%LB]* @label_tab, i64 0, i64 0) }\n",
	    nap, n0, n0, mm->claim_nlocs >= 0 ? "@claim_obj" : "null", m->nltls, nL, nL, nL, nL,
	    lg->opt->formula ? str(lg, lg->opt->formula, fbuf, SBUF) : "i8* null", m->ndefines,
	    nD, nD, nD, nD, nl, nl + 1, nl + 1);
}

/* Type declarations mirroring runtime/model.h and runtime/llsupport.h. */
static const char prelude[] =
"%TI = type { i32, i32, i32, i8*, i32, i8*, i32, i32 }\n"
"%LI = type { i32, i8*, i32, i8*, i32 }\n"
"%PI = type { i8*, i32, i32, %LI*, i32 }\n"
"%VI = type { i8*, i32, i32, i32, i32, i32, i32, i32 }\n"
"%CE = type { i32, i32, i32 }\n"
"%CL = type { i8*, i32, i32, i32*, %CE*, i8*, i8*, i8** }\n"
"%LB = type { i32, i32, i8* }\n"
"%ML = type { i32, i8**, i32 (i8*, i32)*, %CL*, i32, i8**, i8**, i8*, i32, i8**, i8**, i32, %LB* }\n"
"%DV = type { i32, i32, i32 }\n"
"%MM = type { i32, i8*, i8*, i32, void (i8*)*, i32 (i8*, i32, i8*, i8*)*, i32 (i8*)*,"
" i32 (i8*, i32)*, i32 (i8*, i32)*, i32 (i8*, i32)*, i32 (i8*, i32)*, i32, %TI*, i32, %PI*,"
" i32, %VI*, i32, i8**, i32, %ML*, i32*, %DV*, i8* }\n"
"%QD = type { i32, i32, i32, i32, [16 x i32], [16 x i32] }\n"
"%ST = type { i16, i16, i32, i32, i32, i32, i32 }\n"
"%G = type { i8*, i8*, i8*, i32, i32, i32, i32, i32, i32, i32, %ST, i8*, %D* }\n"
"%D = type { %MM*, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %QD*, i32*, i32*,"
" i32 (%G*, i32)*, i32 (%G*, i32, i32, i32, i32*, i32, i32, i32, void (%G*, i8*, i32)*)*,"
" void (i8*)* }\n"
"declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)\n"
"declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)\n"
"declare i32 @rt_ll_qlen(%G*, i8*, i32)\n"
"declare i32 @mcc_printing()\n"
"declare void @mcc_print(i32, i8*, i32, i32*)\n"
"declare i32 @rt_ll_qfull(%G*, i8*, i32)\n"
"declare i32 @rt_ll_qsend_ok(%G*, i8*, i32)\n"
"declare i32 @rt_ll_qsend_buf_ok(%G*, i8*, i32)\n"
"declare i32 @rt_ll_qhdr(%G*, i8*, i32, i32*)\n"
"declare i32 @rt_ll_qfield(%G*, i8*, i32, i32, i32)\n"
"declare void @rt_ll_qput(%G*, i8*, i32, i32*, i32, i32)\n"
"declare void @rt_ll_qdel(%G*, i8*, i32, i32)\n"
"declare void @rt_ll_fire(%G*, i32, i32, i32, i32, i32)\n"
"declare void @rt_ll_die(%G*, i32)\n"
"declare void @rt_ll_dv(%D*, i8*, i32, i32, i32, i32, i32)\n"
"declare i32 @rt_ll_first_of(%D*, i8*, i32)\n"
"declare i32 @rt_ll_at_label(%D*, i8*, i32, i32, i32)\n"
"declare i32 @rt_ll_pc_value(%D*, i8*, i32)\n"
"declare i32 @rt_ll_committed(%D*, i8*, i32)\n"
"declare i32 @rt_ll_cmode(%D*, i8*)\n"
"declare i32 @rt_ll_np(%D*, i8*)\n"
"declare i32 @rt_ll_proc_enabled(%G*, i8*, i32, i32)\n"
"declare i32 @rt_ll_prio_top(%G*, i8*, i32)\n"
"declare void @rt_ll_rv_arity(%G*, i32, i32, i32)\n"
"declare void @rt_ll_recv_arity(%G*, i8*, i32, i32, i32*)\n"
"declare i32 @rt_ll_get_prio(%D*, i8*, i32)\n"
"declare void @rt_ll_set_prio(%D*, %G*, i8*, i32, i32)\n"
"declare i32 @rt_ll_rv_send(%G*, i32, i32, i32*, i32, i32, i32, void (%G*, i8*, i32)*)\n"
"declare i32 @rt_ll_next(%D*, i8*, i32, i8*, i8*)\n"
"declare i32 @rt_ll_nprocs(i8*)\n"
"declare i32 @rt_ll_proc_type(%D*, i8*, i32)\n"
"declare i32 @rt_ll_proc_loc(%D*, i8*, i32)\n"
"declare i32 @rt_ll_proc_offset(%D*, i8*, i32)\n"
"declare i32 @rt_ll_valid_end(%D*, i8*, i32)\n"
/* IX, DIV, MOD, SHL, SHR of the C backend */
"define internal i32 @ll_ix(%G* %g, i32 %i, i32 %n) alwaysinline {\n"
"  %c = icmp ult i32 %i, %n\n  br i1 %c, label %ok, label %bad\n"
"ok:\n  ret i32 %i\n"
"bad:\n  %e = getelementptr %G, %G* %g, i32 0, i32 5\n  store i32 2, i32* %e\n  ret i32 0\n}\n"
"define internal i32 @ll_div(%G* %g, i32 %a, i32 %b) alwaysinline {\n"
"  %z = icmp eq i32 %b, 0\n  br i1 %z, label %bad, label %ok\n"
"ok:\n  %r = sdiv i32 %a, %b\n  ret i32 %r\n"
"bad:\n  %e = getelementptr %G, %G* %g, i32 0, i32 5\n  store i32 3, i32* %e\n  ret i32 0\n}\n"
"define internal i32 @ll_mod(%G* %g, i32 %a, i32 %b) alwaysinline {\n"
"  %z = icmp eq i32 %b, 0\n  br i1 %z, label %bad, label %ok\n"
"ok:\n  %r = srem i32 %a, %b\n  ret i32 %r\n"
"bad:\n  %e = getelementptr %G, %G* %g, i32 0, i32 5\n  store i32 3, i32* %e\n  ret i32 0\n}\n"
"define internal i32 @ll_shl(%G* %g, i32 %a, i32 %b) alwaysinline {\n"
"  %o = icmp ugt i32 %b, 31\n  %r = shl i32 %a, %b\n  %s = select i1 %o, i32 0, i32 %r\n  ret i32 %s\n}\n"
"define internal i32 @ll_shr(%G* %g, i32 %a, i32 %b) alwaysinline {\n"
"  %o = icmp ugt i32 %b, 31\n  %n = icmp slt i32 %a, 0\n  %d = select i1 %n, i32 -1, i32 0\n"
"  %r = ashr i32 %a, %b\n  %s = select i1 %o, i32 %d, i32 %r\n  ret i32 %s\n}\n"
/* MccModel entry points */
"define internal i32 @m_nprocs(i8* %s) {\n  %r = call i32 @rt_ll_nprocs(i8* %s)\n  ret i32 %r\n}\n"
"define internal i32 @m_proc_type(i8* %s, i32 %p) {\n"
"  %r = call i32 @rt_ll_proc_type(%D* @desc, i8* %s, i32 %p)\n  ret i32 %r\n}\n"
"define internal i32 @m_proc_loc(i8* %s, i32 %p) {\n"
"  %r = call i32 @rt_ll_proc_loc(%D* @desc, i8* %s, i32 %p)\n  ret i32 %r\n}\n"
"define internal i32 @m_proc_offset(i8* %s, i32 %p) {\n"
"  %r = call i32 @rt_ll_proc_offset(%D* @desc, i8* %s, i32 %p)\n  ret i32 %r\n}\n"
"define internal i32 @m_valid_end(i8* %s, i32 %strict) {\n"
"  %r = call i32 @rt_ll_valid_end(%D* @desc, i8* %s, i32 %strict)\n  ret i32 %r\n}\n";

/* Report successor g->nxt (rt_ll_fire of runtime/llsupport.c, with the
 * model's constants folded in). */
static void fire_code(Lg *lg)
{
	Buf *b = &lg->funcs;
	bp(b, "define internal void @fire(%%G* %%g, i32 %%pid, i32 %%tr, i32 %%pid2, i32 %%tr2, i32 %%fl) {\n"
	    "entry:\n"
	    "  %%np = getelementptr %%G, %%G* %%g, i32 0, i32 3\n"
	    "  %%n = load i32, i32* %%np\n  %%n1 = add i32 %%n, 1\n  store i32 %%n1, i32* %%np\n"
	    "  %%ep = getelementptr %%G, %%G* %%g, i32 0, i32 5\n"
	    "  %%tp = getelementptr %%G, %%G* %%g, i32 0, i32 6\n"
	    "  %%test = load i32, i32* %%tp\n  %%ist = icmp ne i32 %%test, 0\n"
	    "  br i1 %%ist, label %%T, label %%go\n"
	    "T:\n  store i32 0, i32* %%ep\n  ret void\n"
	    "go:\n"
	    "  %%xp = getelementptr %%G, %%G* %%g, i32 0, i32 11\n  %%nxt = load i8*, i8** %%xp\n");
	if (lg->ndv)
		bp(b, "  call void @rt_ll_dv(%%D* @desc, i8* %%nxt, i32 %%pid, i32 %%tr, i32 %%pid2, i32 %%tr2, i32 %%fl)\n");
	if (lg->has_last)
		bp(b, "  %%lp = getelementptr i8, i8* %%nxt, i64 1\n  %%pb = trunc i32 %%pid to i8\n"
		    "  store i8 %%pb, i8* %%lp\n");
	bp(b, "  %%top = getelementptr %%G, %%G* %%g, i32 0, i32 4\n  %%to = load i32, i32* %%top\n"
	    "  %%toc = icmp ne i32 %%to, 0\n  %%tof = select i1 %%toc, i32 %d, i32 0\n"
	    "  %%brp = getelementptr %%G, %%G* %%g, i32 0, i32 9\n  %%br = load i32, i32* %%brp\n"
	    "  %%f1 = or i32 %%fl, %%tof\n  %%f2 = or i32 %%f1, %%br\n"
	    "  %%st = getelementptr %%G, %%G* %%g, i32 0, i32 10\n"
	    "  %%s0 = getelementptr %%ST, %%ST* %%st, i32 0, i32 0\n  %%p16 = trunc i32 %%pid to i16\n  store i16 %%p16, i16* %%s0\n"
	    "  %%s1 = getelementptr %%ST, %%ST* %%st, i32 0, i32 1\n  %%q16 = trunc i32 %%pid2 to i16\n  store i16 %%q16, i16* %%s1\n"
	    "  %%s2 = getelementptr %%ST, %%ST* %%st, i32 0, i32 2\n  store i32 %%tr, i32* %%s2\n"
	    "  %%s3 = getelementptr %%ST, %%ST* %%st, i32 0, i32 3\n  store i32 %%tr2, i32* %%s3\n"
	    "  %%err = load i32, i32* %%ep\n", MCC_STEP_TIMEOUT);
	if (lg->m->dve_error_state)
		bp(b, "  %%ie = icmp ne i32 %%err, 0\n  br i1 %%ie, label %%E, label %%R\n"
		    "E:\n  call void @m_errstate(i8* %%nxt)\n  br label %%R\nR:\n");
	bp(b, "  %%s4 = getelementptr %%ST, %%ST* %%st, i32 0, i32 4\n  store i32 %%f2, i32* %%s4\n"
	    "  %%s5 = getelementptr %%ST, %%ST* %%st, i32 0, i32 5\n  store i32 %%err, i32* %%s5\n"
	    "  %%s6 = getelementptr %%ST, %%ST* %%st, i32 0, i32 6\n  store i32 %%tr, i32* %%s6\n"
	    "  %%cbp = getelementptr %%G, %%G* %%g, i32 0, i32 1\n  %%cb0 = load i8*, i8** %%cbp\n"
	    "  %%cb = bitcast i8* %%cb0 to void (i8*, i8*, %%ST*)*\n"
	    "  %%cxp = getelementptr %%G, %%G* %%g, i32 0, i32 2\n  %%cx = load i8*, i8** %%cxp\n"
	    "  call void %%cb(i8* %%cx, i8* %%nxt, %%ST* %%st)\n"
	    "  store i32 0, i32* %%ep\n  ret void\n}\n\n");
}

/* m_next: rt_ll_next of runtime/llsupport.c with direct calls. */
static void next_code(Lg *lg)
{
	Buf *b = &lg->funcs;
	bp(b, "define internal i32 @m_next(i8* %%s, i32 %%excl, i8* %%cb, i8* %%ctx) {\n"
	    "entry:\n  %%g = alloca %%G\n  %%buf = alloca [%d x i8]\n"
	    "  %%gz = bitcast %%G* %%g to i8*\n"
	    "  call void @llvm.memset.p0i8.i64(i8* %%gz, i8 0, i64 96, i1 false)\n"
	    "  %%p0 = getelementptr %%G, %%G* %%g, i32 0, i32 0\n  store i8* %%s, i8** %%p0\n"
	    "  %%p1 = getelementptr %%G, %%G* %%g, i32 0, i32 1\n  store i8* %%cb, i8** %%p1\n"
	    "  %%p2 = getelementptr %%G, %%G* %%g, i32 0, i32 2\n  store i8* %%ctx, i8** %%p2\n"
	    "  %%nx = getelementptr [%d x i8], [%d x i8]* %%buf, i64 0, i64 0\n"
	    "  %%p11 = getelementptr %%G, %%G* %%g, i32 0, i32 11\n  store i8* %%nx, i8** %%p11\n"
	    "  %%p12 = getelementptr %%G, %%G* %%g, i32 0, i32 12\n  store %%D* @desc, %%D** %%p12\n"
	    "  %%np = getelementptr %%G, %%G* %%g, i32 0, i32 3\n"
	    "  %%nb = load i8, i8* %%s\n  %%nprocs = zext i8 %%nb to i32\n",
	    lg->vsize, lg->vsize, lg->vsize);
	if (lg->has_commit)
		bp(b, "  %%cm = call i32 @rt_ll_cmode(%%D* @desc, i8* %%s)\n"
		    "  %%p7 = getelementptr %%G, %%G* %%g, i32 0, i32 7\n  store i32 %%cm, i32* %%p7\n");
	bp(b, "  %%e0 = icmp sge i32 %%excl, 0\n  %%e1 = icmp slt i32 %%excl, %%nprocs\n"
	    "  %%e2 = and i1 %%e0, %%e1\n  br i1 %%e2, label %%X, label %%A\n"
	    "X:\n  %%xr = call i32 @stepd(%%G* %%g, i32 %%excl)\n"
	    "  %%xn = load i32, i32* %%np\n  %%xz = icmp ne i32 %%xn, 0\n  br i1 %%xz, label %%XR, label %%XB\n"
	    "XR:\n  ret i32 %%xn\n"
	    "XB:\n  %%p9 = getelementptr %%G, %%G* %%g, i32 0, i32 9\n  store i32 %d, i32* %%p9\n  br label %%A\n"
	    "A:\n  %%a0 = add i32 %%nprocs, -1\n  br label %%AL\n"
	    "AL:\n  %%ap = phi i32 [ %%a0, %%A ], [ %%an, %%AB ]\n  %%ac = icmp sge i32 %%ap, 0\n"
	    "  br i1 %%ac, label %%AB, label %%AD\n"
	    "AB:\n  %%ar = call i32 @stepd(%%G* %%g, i32 %%ap)\n  %%an = add i32 %%ap, -1\n  br label %%AL\n"
	    "AD:\n  %%n1 = load i32, i32* %%np\n", MCC_STEP_BROKEN);
	if (lg->has_timeout)
		bp(b, "  %%nz = icmp eq i32 %%n1, 0\n  br i1 %%nz, label %%T, label %%R\n"
		    "T:\n  %%p4 = getelementptr %%G, %%G* %%g, i32 0, i32 4\n  store i32 1, i32* %%p4\n  br label %%TL\n"
		    "TL:\n  %%tp = phi i32 [ %%a0, %%T ], [ %%tn, %%TB ]\n  %%tc = icmp sge i32 %%tp, 0\n"
		    "  br i1 %%tc, label %%TB, label %%TD\n"
		    "TB:\n  %%tr = call i32 @stepd(%%G* %%g, i32 %%tp)\n  %%tn = add i32 %%tp, -1\n  br label %%TL\n"
		    "TD:\n  %%n2 = load i32, i32* %%np\n  ret i32 %%n2\n"
		    "R:\n  ret i32 %%n1\n}\n\n");
	else
		bp(b, "  ret i32 %%n1\n}\n\n");
}

/* The descriptor and the model object. */
static void model_obj(Lg *lg, Buf *b, int nvars, int nmt)
{
	const IrModel *m = lg->m;
	char s1[SBUF], s2[SBUF];
	int nq1 = lg->nq + 1, np1 = m->nprocs + 1, w = (m->nprocs + 1) * (lg->maxlq + 1);
	bp(b, "@desc = internal constant %%D { %%MM* @mcc_model, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, i32 %d, "
	    "%%QD* getelementptr inbounds ([%d x %%QD], [%d x %%QD]* @qd, i64 0, i64 0), "
	    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @nlq, i64 0, i64 0), "
	    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @lq, i64 0, i64 0), "
	    "i32 (%%G*, i32)* @stepd, "
	    "i32 (%%G*, i32, i32, i32, i32*, i32, i32, i32, void (%%G*, i8*, i32)*)* @rvd, "
	    "void (i8*)* @m_errstate }\n",
	    lg->vsize, lg->nslots, lg->slotsz, lg->slot0, lg->ngq, lg->maxlq, lg->has_last,
	    lg->has_timeout, lg->has_commit, m->dve_error_state ? 1 : 0, lg->nq,
	    nq1, nq1, np1, np1, w, w);
	int nt = lg->ntrans + m->nprocs + 1;
	char dv[512];
	if (lg->ndv)
		snprintf(dv, sizeof dv, "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @dv_start, i64 0, i64 0), "
		    "%%DV* getelementptr inbounds ([%d x %%DV], [%d x %%DV]* @dv_tab, i64 0, i64 0), "
		    "i8* getelementptr inbounds ([%d x i8], [%d x i8]* @dv_on, i64 0, i64 0)",
		    lg->ntrans + m->nprocs + 1, lg->ntrans + m->nprocs + 1, lg->ndv, lg->ndv, nvars + 1,
		    nvars + 1);
	else
		snprintf(dv, sizeof dv, "i32* null, %%DV* null, i8* null");
	bp(b, "@mcc_model = constant %%MM { i32 %d, %s, %s, i32 %d, void (i8*)* @m_initial, "
	    "i32 (i8*, i32, i8*, i8*)* @m_next, i32 (i8*)* @m_nprocs, i32 (i8*, i32)* @m_proc_type, "
	    "i32 (i8*, i32)* @m_proc_loc, i32 (i8*, i32)* @m_proc_offset, i32 (i8*, i32)* @m_valid_end, "
	    "i32 %d, %%TI* getelementptr inbounds ([%d x %%TI], [%d x %%TI]* @trans_tab, i64 0, i64 0), "
	    "i32 %d, %%PI* getelementptr inbounds ([%d x %%PI], [%d x %%PI]* @proc_tab, i64 0, i64 0), "
	    "i32 %d, %%VI* getelementptr inbounds ([%d x %%VI], [%d x %%VI]* @var_tab, i64 0, i64 0), "
	    "i32 %d, i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @mtype_tab, i64 0, i64 0), "
	    "i32 %d, %%ML* @ltl_obj, %s }\n",
	    MCC_MODEL_ABI, str(lg, m->name, s1, SBUF),
	    str(lg, lg->opt->source ? lg->opt->source : m->name, s2, SBUF), lg->vsize,
	    lg->ntrans, nt, nt, m->nprocs, np1, np1, nvars, nvars + 1, nvars + 1,
	    nmt, nmt + 1, nmt + 1, m->never ? m->never->index : -1, dv);
}

/* Embedded C cannot be hosted: report the first declaration. */
static void reject_c(Lg *lg)
{
	const IrModel *m = lg->m;
	for (int i = 0; i < m->ncdecls; i++) {
		lg_error(lg, m->cdecls[i]->loc,
		    "embedded C (c_decl/c_state/c_track) cannot be compiled by the llvm backend: use -B tcc or -B cc");
		return;
	}
}

static int emit_llvm(Lg *lg, FILE *out)
{
	const IrModel *m = lg->m;
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		mk_code(lg, pt);
		proc_code(lg, pt);
		rv_code(lg, pt);
	}
	init_code(lg);
	errstate_code(lg);
	dispatch_code(lg);
	Buf t = {0};
	queue_tables(lg, &t);
	trans_table(lg, &t);
	loc_tables(lg, &t);
	var_table(lg, &t);
	dv_tables(lg, &t);
	/* as in the C backend, _last/timeout read only by never-claim
	 * propositions do not switch the features on */
	int hl = lg->has_last, ht = lg->has_timeout;
	ltl_tables(lg, &t);
	lg->has_last = hl;
	lg->has_timeout = ht;
	fire_code(lg);
	next_code(lg);
	model_obj(lg, &t, lg->mm->nvars, lg->mm->mtypes.n);
	if (lg->err) {
		free(t.p);
		return -1;
	}
	fprintf(out, "; generated by mcc from %s: do not edit\n", m->name);
	fputs(prelude, out);
	fprintf(out, "@HID = internal global [%d x i8] zeroinitializer\n", lg->hsize + 1);
	if (lg->strs.p)
		fputs(lg->strs.p, out);
	fputs(t.p, out);
	if (lg->funcs.p)
		fputs(lg->funcs.p, out);
	free(t.p);
	return ferror(out) ? -1 : 0;
}

int cg_emit_llvm(const IrModel *m, const CgOptions *opt, FILE *out)
{
	Lg lg = { .m = m, .opt = opt, .tmp = 1 };
	reject_c(&lg);
	MirModel mm;
	if (mir_lower(m, opt, &mm) < 0 || lg.err) {
		mir_free(&mm);
		return -1;
	}
	lg.mm = &mm;
	lg.glob = mm.glob;
	lg.proc = mm.proc;
	lg.q = mm.q;
	lg.nq = mm.nq;
	lg.ngq = mm.ngq;
	lg.maxlq = mm.maxlq;
	lg.vsize = mm.vsize;
	lg.hsize = mm.hsize;
	lg.slot0 = mm.slot0;
	lg.slotsz = mm.slotsz;
	lg.nslots = mm.nslots;
	lg.has_arity = mm.has_arity;
	lg.maxr = mm.maxr;
	lg.ndv = mm.ndv;
	lg.ntrans = mm.ntrans;
	lg.has_commit = mm.has_commit;
	int rc = emit_llvm(&lg, out);
	mir_free(&mm);
	free(lg.funcs.p);
	free(lg.strs.p);
	free(lg.bsrc);
	return rc;
}
