/*
 * cgen.c -- IR -> C source implementing runtime/model.h.
 *
 * State vector layout (all offsets fixed at generation time):
 *
 *   [0]          number of live processes (_nr_pr)
 *   [1]          _last (pid of the last process that moved), if used
 *   [globals]    non-hidden globals, each aligned to its element size
 *   [queues]     global channels: [len][cap x message], fields packed
 *   [slots]      NSLOTS process frames of SLOTSZ bytes each:
 *                  [0] proctype+1 (0 = empty slot)  [2..3] pc
 *                  [4..] locals, then the frame's own channel queues
 *
 * Channel ids: global queues are 1..NGQ in declaration order; the j-th
 * local queue of the process in slot p is NGQ + 1 + p*MAXLQ + j.
 *
 * Hidden variables live outside the vector (as in Spin they do not
 * distinguish states).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/c/cgen.h"
#include "codegen/mir.h"

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

typedef struct Cg {
	const IrModel *m;
	const CgOptions *opt;
	const MirModel *mm;     /* layout and tables */
	FILE *out;
	int err;                /* errors reported */
	const VarLay *glob;     /* per global (mm's) */
	const ProcLay *proc;    /* per proctype */
	const QLay *q; int nq;  /* all queues (global first) */
	int ngq;                /* global queues */
	int maxlq;              /* max local queues per frame */
	int vsize;              /* state vector size */
	int hsize;              /* hidden area size */
	int slot0, slotsz, nslots;
	int has_arity;          /* some send/receive has IrStmt.arity */
	int maxr;               /* most arguments of a receive */
	int has_last, has_timeout;
	int ntrans;             /* top-level edges */
	int tmp;                /* fresh temporaries */
	int has_commit;         /* some location is IR_LOC_COMMIT */
	struct Buf *pre;        /* helper functions emitted before the body */
} Cg;

static void cg_error(Cg *cg, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d:%d: error: ", loc.file ? loc.file : "?",
	    loc.line, loc.col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	cg->err++;
}

/* ------------------------------------------------------- expressions */

static void ex(Cg *cg, Buf *b, const IrExpr *e);

static const char *ld_macro(const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return "I16";
	case IR_T_INT: return "I32";
	case IR_T_UNSIGNED:
		return t->bits <= 8 ? "U8" : t->bits <= 16 ? "U16" : "U32";
	default: return "U8";
	}
}

/* Array length and element type of an array-valued lvalue. */
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

/* Emit a `uint8_t *` address expression for an lvalue. */
static void addr(Cg *cg, Buf *b, const IrExpr *e)
{
	switch (e->kind) {
	case IR_E_VAR: {
		const IrVar *v = e->var;
		if (v->scope == IR_SCOPE_GLOBAL) {
			const VarLay *L = &cg->glob[v->index];
			if (L->hidden)
				bp(b, "(HID+%d)", L->off);
			else
				bp(b, "(S+%d)", L->off);
		} else if (v->scope == IR_SCOPE_LOCAL) {
			const VarLay *L = &cg->proc[v->owner->index].vars[v->index];
			if (L->hidden)
				bp(b, "(HID+%d)", L->off); /* hidden locals: shared */
			else
				bp(b, "(P+%d)", L->off);
		} else {
			cg_error(cg, e->loc, "never-claim variables are not supported yet");
			bp(b, "(S)");
		}
		return;
	}
	case IR_E_REMOTE_VAR: {
		const IrVar *v = e->var;
		const VarLay *L = &cg->proc[v->owner->index].vars[v->index];
		bp(b, "(FR(S,");
		if (e->a[0])
			ex(cg, b, e->a[0]);
		else
			bp(b, "first_of(S,%d)", v->owner->index);
		bp(b, ")+%d", L->off);
		if (e->a[1]) {
			bp(b, "+IX(g,");
			ex(cg, b, e->a[1]);
			bp(b, ",%d)*%d", v->array_len ? v->array_len : 1, L->esize);
		}
		bp(b, ")");
		return;
	}
	case IR_E_INDEX: {
		const IrExpr *base = e->a[0];
		int n = lv_arraylen(base);
		int es = type_size(lv_type(base));
		bp(b, "(");
		addr(cg, b, base);
		bp(b, "+IX(g,");
		ex(cg, b, e->a[1]);
		bp(b, ",%d)*%d)", n ? n : 1, es);
		return;
	}
	case IR_E_FIELD: {
		const IrExpr *base = e->a[0];
		const IrType *bt = lv_type(base);
		int fo = bt->kind == IR_T_STRUCT ? field_offset(bt->st, e->field) : -1;
		if (fo < 0) {
			cg_error(cg, e->loc, "bad field access");
			fo = 0;
		}
		bp(b, "(");
		addr(cg, b, base);
		bp(b, "+%d)", fo);
		return;
	}
	default:
		cg_error(cg, e->loc, "expression is not assignable");
		bp(b, "(S)");
	}
}

static const char *binop(IrOp op)
{
	switch (op) {
	case IR_OP_ADD: return "+"; case IR_OP_SUB: return "-";
	case IR_OP_MUL: return "*";
	case IR_OP_BITAND: return "&"; case IR_OP_BITOR: return "|";
	case IR_OP_BITXOR: return "^";
	case IR_OP_LT: return "<"; case IR_OP_LE: return "<=";
	case IR_OP_GT: return ">"; case IR_OP_GE: return ">=";
	case IR_OP_EQ: return "=="; case IR_OP_NE: return "!=";
	case IR_OP_AND: return "&&"; case IR_OP_OR: return "||";
	default: return NULL;
	}
}

static void ex_chan(Cg *cg, Buf *b, const char *fn, const IrExpr *e)
{
	bp(b, "%s(g,S,", fn);
	ex(cg, b, e->a[0]);
	bp(b, ")");
}

static void ex_poll(Cg *cg, Buf *b, const IrExpr *e);

static void ex(Cg *cg, Buf *b, const IrExpr *e)
{
	if (!e) {
		bp(b, "1");
		return;
	}
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE:
		bp(b, "%lld", (long long)e->value);
		return;
	case IR_E_VAR: case IR_E_INDEX: case IR_E_FIELD: case IR_E_REMOTE_VAR: {
		const IrType *t = lv_type(e);
		if (t->kind == IR_T_STRUCT) {
			cg_error(cg, e->loc, "a record is not a value here");
			bp(b, "0");
			return;
		}
		if (lv_arraylen(e) && e->kind != IR_E_INDEX) {
			/* Spin: an array name alone means its first element */
			bp(b, "((int)%s(", ld_macro(t));
			addr(cg, b, e);
			bp(b, "))");
			return;
		}
		bp(b, "((int)%s(", ld_macro(t));
		addr(cg, b, e);
		bp(b, "))");
		return;
	}
	case IR_E_UNOP:
		bp(b, "(%s", e->op == IR_OP_NEG ? "-" : e->op == IR_OP_NOT ? "!" : "~");
		ex(cg, b, e->a[0]);
		bp(b, ")");
		return;
	case IR_E_BINOP: {
		const char *o = binop(e->op);
		if (o) {
			bp(b, "(");
			ex(cg, b, e->a[0]);
			bp(b, "%s", o);
			ex(cg, b, e->a[1]);
			bp(b, ")");
			return;
		}
		const char *fn = e->op == IR_OP_DIV ? "DIV" : e->op == IR_OP_MOD ? "MOD" :
		    e->op == IR_OP_SHL ? "SHL" : "SHR";
		bp(b, "%s(g,", fn);
		ex(cg, b, e->a[0]);
		bp(b, ",");
		ex(cg, b, e->a[1]);
		bp(b, ")");
		return;
	}
	case IR_E_COND:
		bp(b, "(");
		ex(cg, b, e->a[0]);
		bp(b, "?");
		ex(cg, b, e->a[1]);
		bp(b, ":");
		ex(cg, b, e->a[2]);
		bp(b, ")");
		return;
	case IR_E_LEN: ex_chan(cg, b, "QLEN", e); return;
	case IR_E_EMPTY: bp(b, "(!"); ex_chan(cg, b, "QLEN", e); bp(b, ")"); return;
	case IR_E_NEMPTY: bp(b, "(!!"); ex_chan(cg, b, "QLEN", e); bp(b, ")"); return;
	case IR_E_FULL: ex_chan(cg, b, "QFULL", e); return;
	case IR_E_NFULL: bp(b, "(!"); ex_chan(cg, b, "QFULL", e); bp(b, ")"); return;
	case IR_E_PID: bp(b, "pid"); return;
	case IR_E_NR_PR: bp(b, "((int)S[0])"); return;
	case IR_E_LAST: cg->has_last = 1; bp(b, "((int)S[1])"); return;
	case IR_E_TIMEOUT: cg->has_timeout = 1; bp(b, "g->timeout"); return;
	case IR_E_NP: bp(b, "np_(S)"); return;
	case IR_E_ENABLED:
		bp(b, "proc_enabled(g,S,pid,");
		ex(cg, b, e->a[0]);
		bp(b, ")");
		return;
	case IR_E_PC_VALUE:
		bp(b, "pc_value(S,");
		ex(cg, b, e->a[0]);
		bp(b, ")");
		return;
	case IR_E_GET_PRIORITY:
		bp(b, "get_prio(S,");
		ex(cg, b, e->a[0]);
		bp(b, ")");
		return;
	case IR_E_REMOTE_LABEL:
		bp(b, "at_label(S,%d,", e->proc->index);
		if (e->a[0])
			ex(cg, b, e->a[0]);
		else
			bp(b, "first_of(S,%d)", e->proc->index);
		bp(b, ",%d)", e->label ? e->label->index : -1);
		return;
	case IR_E_POLL:
		ex_poll(cg, b, e);
		return;
	case IR_E_RUN:
		cg_error(cg, e->loc, "run is only allowed as a statement or the right side of an assignment");
		bp(b, "0");
		return;
	case IR_E_C_EXPR:
		if (!cg->opt->host_c_code)
			cg_error(cg, e->loc, "embedded C (c_expr) needs the tcc or cc backend");
		bp(b, "(%s)", e->text ? e->text : "0");
		return;
	}
	cg_error(cg, e->loc, "unsupported expression");
	bp(b, "0");
}

/* ------------------------------------------------------- statements */

static void store(Cg *cg, Buf *b, const IrExpr *lv, const char *val)
{
	const IrType *t = lv_type(lv);
	bp(b, "\t");
	switch (t->kind) {
	case IR_T_BIT: case IR_T_BOOL:
		bp(b, "U8(");
		addr(cg, b, lv);
		bp(b, ") = (uint8_t)((%s)&1);\n", val);
		return;
	case IR_T_UNSIGNED: {
		unsigned long long mask = t->bits >= 32 ? 0xffffffffull : ((1ull << t->bits) - 1);
		bp(b, "%s(", ld_macro(t));
		addr(cg, b, lv);
		bp(b, ") = (%s)((unsigned)(%s)&%lluu);\n",
		    t->bits <= 8 ? "uint8_t" : t->bits <= 16 ? "uint16_t" : "uint32_t", val, mask);
		return;
	}
	case IR_T_SHORT:
		bp(b, "I16(");
		addr(cg, b, lv);
		bp(b, ") = (int16_t)(%s);\n", val);
		return;
	case IR_T_INT:
		bp(b, "I32(");
		addr(cg, b, lv);
		bp(b, ") = (int32_t)(%s);\n", val);
		return;
	case IR_T_STRUCT:
		cg_error(cg, lv->loc, "record assignment is not supported yet");
		return;
	default:
		bp(b, "U8(");
		addr(cg, b, lv);
		bp(b, ") = (uint8_t)(%s);\n", val);
	}
}

/* Store with DiVinE's range check: out-of-range values are errors. */
static void store_checked(Cg *cg, Buf *b, const IrExpr *lv, const char *val, int check)
{
	if (!check) {
		store(cg, b, lv, val);
		return;
	}
	const IrType *t = lv_type(lv);
	long lo = 0, hi = 255;
	switch (t->kind) {
	case IR_T_SHORT: lo = -32768; hi = 32767; break;
	case IR_T_INT: lo = -2147483647L - 1; hi = 2147483647L; break;
	case IR_T_BIT: case IR_T_BOOL: hi = 1; break;
	case IR_T_UNSIGNED: hi = t->bits >= 32 ? 4294967295L : (1L << t->bits) - 1; break;
	default: break;
	}
	int id = cg->tmp++;
	bp(b, "\t{ long rv%d = (long)(%s); if (rv%d < %ldL || rv%d > %ldL) g->err = MCC_ERR_RANGE;\n",
	    id, val, id, lo, id, hi);
	char v[32];
	snprintf(v, sizeof v, "rv%d", id);
	store(cg, b, lv, v);
	bp(b, "\t}\n");
}

/* Code that evaluates to non-zero iff the receive `s` matches message
 * slot `k` (C expression text) of queue pointer `q`. */
static void recv_match(Cg *cg, Buf *b, const IrStmt *s, const char *q, const char *k)
{
	bp(b, "(1");
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind == IR_RA_CONST || a->kind == IR_RA_EVAL) {
			bp(b, " && QF(d,%s,%s,%d)==(", q, k, i);
			ex(cg, b, a->e);
			bp(b, ")");
		}
	}
	bp(b, ")");
}

/* Is buffered receive `s` executable (a matching message present)?  Used
 * for receive guards and for polls `c?[...]`, which have no effect. */
static void recv_test(Cg *cg, Buf *b, const IrStmt *s)
{
	/* statement-expression: GNU C, supported by gcc and tcc */
	bp(b, "({ const QD *d; uint8_t *q = QP(g,S,");
	ex(cg, b, s->e);
	bp(b, ",&d); int ok = 0; if (q && d->cap > 0) { int n = q[0];");
	if (s->random)
		bp(b, " for (int k = 0; k < n && !ok; k++) ok = ");
	else
		bp(b, " if (n > 0) { int k = 0; ok = ");
	recv_match(cg, b, s, "q", "k");
	bp(b, s->random ? ";" : "; }");
	/* Spin: polling a rendezvous channel is an error */
	bp(b, " }%s ok; })", s->peek ? " else if (q) g->err = MCC_ERR_RV_POLL;" : "");
}

static void ex_poll(Cg *cg, Buf *b, const IrExpr *e)
{
	recv_test(cg, b, e->recv);
}

/* Store fields of message slot k of q into the receive's variables. */
static void recv_assign(Cg *cg, Buf *b, const IrStmt *s, const char *q, const char *k)
{
	for (int i = 0; i < s->nargs; i++) {
		const IrRecvArg *a = &s->rargs[i];
		if (a->kind != IR_RA_VAR)
			continue;
		char val[96];
		snprintf(val, sizeof val, "QF(d,%s,%s,%d)", q, k, i);
		store_checked(cg, b, a->e, val, s->range_check);
	}
}

static int is_rv_recv_possible(const IrStmt *s)
{
	if (s->kind == IR_S_TRANS)
		s = s->sync;
	return s && s->kind == IR_S_RECV && !s->peek;
}

/* Size of a rendezvous sender's value array: its values, then zeros for
 * a receiver naming more fields (missing values are 0, as Spin). */
#define RV_VALS(n) ((n) > cg->maxr ? (n) + 1 : cg->maxr + 1)

static void emit_run(Cg *cg, Buf *b, const IrExpr *run, const IrExpr *lhs)
{
	const IrProctype *pt = run->proc;
	bp(b, "\t{ int a_[%d];", run->nargs + 1);
	for (int i = 0; i < run->nargs; i++) {
		bp(b, " a_[%d] = ", i);
		ex(cg, b, run->args[i]);
		bp(b, ";");
	}
	bp(b, " int h_ = mk_%d(g, S, a_);\n", pt->index);
	if (cg->m->has_priority && run->a[0] && run->a[0]->value > 1)
		bp(b, "\tif (h_ < NSLOTS) FR(S,h_)[1] = %d;\n", (int)run->a[0]->value);
	if (lhs)
		store(cg, b, lhs, "h_");
	bp(b, "\t}\n");
}

/* Guard (executability) of a statement, as a C expression; the run/recv/
 * send cases read the source state.  `else` is handled by the caller. */
static void guard(Cg *cg, Buf *b, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			bp(b, "(S[0] < NSLOTS || TOO_MANY(g))");
		else
			ex(cg, b, s->e);
		return;
	case IR_S_ASSIGN:
		if (s->e && s->e->kind == IR_E_RUN)
			bp(b, "(S[0] < NSLOTS || TOO_MANY(g))");
		else
			bp(b, "1");
		return;
	case IR_S_SEND:
		bp(b, "QSEND_OK(g,S,");
		ex(cg, b, s->e);
		bp(b, ")");
		return;
	case IR_S_RECV:
		recv_test(cg, b, s);
		return;
	case IR_S_C_CODE:
		if (s->c_guard)
			ex(cg, b, s->c_guard);
		else
			bp(b, "1");
		return;
	case IR_S_DSTEP: {
		/* executable iff some edge leaving the body's start is */
		const IrAutomaton *a = s->body;
		const IrLocation *L = a->locs[a->init];
		int any = 0, has_else = 0;
		bp(b, "(0");
		for (int i = 0; i < L->nout; i++) {
			if (L->out[i]->stmt->kind == IR_S_ELSE) {
				has_else = 1;
				continue;
			}
			bp(b, " || ");
			guard(cg, b, L->out[i]->stmt);
			any = 1;
		}
		if (has_else || (!any && L->nout == 0))
			bp(b, " || 1");
		bp(b, ")");
		return;
	}
	case IR_S_TRANS:
		bp(b, "((");
		ex(cg, b, s->e);
		bp(b, ")");
		if (s->sync) {
			bp(b, " && ");
			if (s->sync->kind == IR_S_SEND) {
				bp(b, "QSEND_BUF_OK(g,S,");
				ex(cg, b, s->sync->e);
				bp(b, ")");
			} else {
				guard(cg, b, s->sync);
			}
		}
		bp(b, ")");
		return;
	case IR_S_ELSE:
	default:
		bp(b, "1");
	}
}

static void dstep_body(Cg *cg, Buf *b, const IrAutomaton *a);
static void c_state_init(Cg *cg, Buf *b);
static void c_local_init(Cg *cg, Buf *b, const IrProctype *pt);

/* Does the model track C memory (c_track)? */
static int has_track(const IrModel *m)
{
	for (int i = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK)
			return 1;
	return 0;
}

/* Effect of a statement on the successor (S points at the copy). */
static void print_stmt(Cg *cg, Buf *b, const IrStmt *s);
static void cstr(Buf *b, const char *s);
static void effect(Cg *cg, Buf *b, const IrStmt *s)
{
	switch (s->kind) {
	case IR_S_EXPR:
		if (s->e && s->e->kind == IR_E_RUN)
			emit_run(cg, b, s->e, NULL);
		return;
	case IR_S_ASSIGN:
		if (s->e && s->e->kind == IR_E_RUN) {
			emit_run(cg, b, s->e, s->lhs);
		} else {
			Buf v = {0};
			ex(cg, &v, s->e);
			store_checked(cg, b, s->lhs, v.p ? v.p : "0", s->range_check);
			free(v.p);
		}
		return;
	case IR_S_SEND:
		bp(b, "\t{ const QD *d; uint8_t *q = QP(g,S,");
		ex(cg, b, s->e);
		bp(b, ",&d); int v_[%d];", s->nargs + 1);
		for (int i = 0; i < s->nargs; i++) {
			bp(b, " v_[%d] = ", i);
			ex(cg, b, s->args[i]);
			bp(b, ";");
		}
		bp(b, " if (q) QPUT(q, d, v_, %d, %d); }\n", s->nargs, s->sorted);
		if (s->arity) /* Spin's error when it runs; the message is sent */
			bp(b, "\tif (!g->err) g->err = MCC_ERR_SEND_ARGS;\n");
		return;
	case IR_S_RECV:
		bp(b, "\t{ const QD *d; uint8_t *q = QP(g,S,");
		ex(cg, b, s->e);
		bp(b, ",&d); int k = 0;\n");
		if (s->random) {
			bp(b, "\t  for (k = 0; k < q[0]; k++) if (");
			recv_match(cg, b, s, "q", "k");
			bp(b, ") break;\n");
		}
		recv_assign(cg, b, s, "q", "k");
		if (!s->peek)
			bp(b, "\t  QDEL(q, d, k);\n");
		if (s->arity)
			bp(b, "\t  if (!g->err) g->err = RECV_ARITY(%d, d->nf);\n", s->nargs);
		bp(b, "\t}\n");
		return;
	case IR_S_ASSERT:
		bp(b, "\tif (!(");
		ex(cg, b, s->e);
		/* an error while evaluating the expression (index, enabled())
		 * is the one reported; a poll of a rendezvous channel is false
		 * after its error, and the assertion fails too (two errors) */
		bp(b, ")) { g->err = !g->err ? MCC_ERR_ASSERT : g->err == MCC_ERR_RV_POLL ? "
		    "MCC_ERR_RV_POLL_ASSERT : g->err; }\n");
		return;
	case IR_S_DSTEP:
		dstep_body(cg, b, s->body);
		return;
	case IR_S_C_CODE:
		if (!cg->opt->host_c_code)
			cg_error(cg, s->loc, "embedded C (c_code) needs the tcc or cc backend");
		if (has_track(cg->m)) /* the tracked C memory of this state, and back */
			bp(b, "\tTRACK_IN(S); { %s } TRACK_OUT(S); TRACK_IN(g->src);\n", s->c_code ? s->c_code : "");
		else
			bp(b, "\t{ %s }\n", s->c_code ? s->c_code : "");
		return;
	case IR_S_TRANS:
		if (s->sync)
			effect(cg, b, s->sync);
		for (int i = 0; i < s->neffects; i++)
			effect(cg, b, s->effects[i]);
		return;
	case IR_S_PRINTF: case IR_S_PRINTM:
		print_stmt(cg, b, s);
		return;
	case IR_S_SET_PRIORITY:
		bp(b, "\tset_prio(g, S, ");
		ex(cg, b, s->args[0]);
		bp(b, ", ");
		ex(cg, b, s->args[1]);
		bp(b, ");\n");
		return;
	case IR_S_ELSE:
	default:
		return;
	}
}

/* printf/printm: output only while the runtime asks for it (model.h,
 * mcc_printing); errors of the arguments are dropped. */
static void print_stmt(Cg *cg, Buf *b, const IrStmt *s)
{
	int n = s->kind == IR_S_PRINTM ? 1 : s->nargs;
	bp(b, "	if (!g->test && mcc_printing()) { int e_ = g->err; "
	    "int32_t v_[%d] = { 0", n + 1);
	for (int i = 0; i < n; i++) {
		bp(b, ", ");
		ex(cg, b, s->kind == IR_S_PRINTM ? s->e : s->args[i]);
	}
	bp(b, " }; g->err = e_; mcc_print(pid, ");
	if (s->kind == IR_S_PRINTF)
		cstr(b, s->fmt);
	else
		bp(b, "0");
	bp(b, ", %d, v_ + 1); }\n", n);
}

/* A d_step body runs to completion deterministically: at each location
 * take the first executable edge (else if none); stop at a location
 * without edges; blocking elsewhere is an error. */
static void dstep_body(Cg *cg, Buf *b, const IrAutomaton *a)
{
	int id = cg->tmp++;
	bp(b, "\t{ int dl%d = %d; int guard%d = 0;\n\tfor (;;) { if (++guard%d > 100000) { g->err = MCC_ERR_DSTEP_BLOCK; break; }\n"
	    "\tswitch (dl%d) {\n", id, a->init, id, id, id);
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		bp(b, "\tcase %d:\n", l);
		if (L->nout == 0) {
			bp(b, "\t\tgoto dend%d;\n", id);
			continue;
		}
		const IrEdge *els = NULL;
		for (int i = 0; i < L->nout; i++) {
			const IrEdge *e = L->out[i];
			if (e->stmt->kind == IR_S_ELSE) {
				els = e;
				continue;
			}
			bp(b, "\t\tif (");
			if (e->stmt->kind == IR_S_SEND) {
				/* rendezvous inside d_step is an error in Spin */
				bp(b, "QSEND_BUF_OK(g,S,");
				ex(cg, b, e->stmt->e);
				bp(b, ")");
			} else {
				guard(cg, b, e->stmt);
			}
			bp(b, ") {\n");
			effect(cg, b, e->stmt);
			bp(b, "\t\t\tdl%d = %d; continue; }\n", id, e->dst);
		}
		if (els) {
			bp(b, "\t\t{\n");
			effect(cg, b, els->stmt);
			bp(b, "\t\t\tdl%d = %d; continue; }\n", id, els->dst);
		}
		if (L->flags & IR_LOC_FINAL)
			bp(b, "\t\tgoto dend%d;\n", id);
		else
			bp(b, "\t\tg->err = MCC_ERR_DSTEP_BLOCK; goto dend%d;\n", id);
	}
	bp(b, "\t} }\n\tdend%d: ; }\n", id);
}

/* ----------------------------------------------------- successor code */

/* Emit code for one edge: if executable, build and report the successor.
 * Adds the number of successors to `any`. */
static void edge_code(Cg *cg, Buf *b, const IrProctype *pt, const IrEdge *e)
{
	const IrStmt *s = e->stmt;
	int atomic = e->atomic != 0;
	if (s->kind == IR_S_SEND) {
		/* buffered or rendezvous, decided by the channel at run time */
		bp(b, "\t{ const QD *d; uint8_t *q = QP(g,S,");
		ex(cg, b, s->e);
		bp(b, ",&d);\n\t  if (q && d->cap == 0) { int v_[%d] = {0};", RV_VALS(s->nargs));
		for (int i = 0; i < s->nargs; i++) {
			bp(b, " v_[%d] = ", i);
			ex(cg, b, s->args[i]);
			bp(b, ";");
		}
		bp(b, " any += rv_send(g, pid, ");
		ex(cg, b, s->e);
		bp(b, ", v_, %d, %d, %d, 0); }\n", s->nargs, e->dst, e->id);
		bp(b, "\t  else if (q && q[0] < d->cap) {\n");
		bp(b, "\t\tbegin(g, pid); { uint8_t *S = g->nxt; uint8_t *P = FR(S,pid); (void)P;\n");
		effect(cg, b, s);
		bp(b, "\t\tPC(P) = %d; }\n\t\tany++; emit(g, pid, %d, %d); }\n", e->dst, e->id,
		    atomic ? 1 : 0);
		bp(b, "\t  else if (!q) { begin(g, pid); g->err = MCC_ERR_CHAN; any++; emit(g, pid, %d, 0); } }\n",
		    e->id);
		return;
	}
	if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_SEND) {
		const IrStmt *y = s->sync;
		int fid = cg->tmp++;
		/* sender-side effects, run after the value passing */
		bp(cg->pre, "static void seff%d(Gen *g, uint8_t *S, int pid)\n{\n\tuint8_t *P = FR(S,pid); (void)P;\n", fid);
		for (int i = 0; i < s->neffects; i++)
			effect(cg, cg->pre, s->effects[i]);
		bp(cg->pre, "}\n");
		bp(b, "\t{ g->err = 0; if (");
		ex(cg, b, s->e);
		bp(b, ") { const QD *d; uint8_t *q = QP(g,S,");
		ex(cg, b, y->e);
		bp(b, ",&d);\n\t  if (q && d->cap == 0) { int v_[%d] = {0};", RV_VALS(y->nargs));
		for (int i = 0; i < y->nargs; i++) {
			bp(b, " v_[%d] = ", i);
			ex(cg, b, y->args[i]);
			bp(b, ";");
		}
		bp(b, " any += rv_send(g, pid, ");
		ex(cg, b, y->e);
		bp(b, ", v_, %d, %d, %d, seff%d); }\n", y->nargs, e->dst, e->id, fid);
		bp(b, "\t  else if (q && q[0] < d->cap && CM_OK) {\n");
		bp(b, "\t\tbegin(g, pid); { uint8_t *S = g->nxt; uint8_t *P = FR(S,pid); (void)P;\n");
		effect(cg, b, s);
		bp(b, "\t\tPC(P) = %d; }\n\t\tany++; emit(g, pid, %d, 0); } } }\n", e->dst, e->id);
		return;
	}
	if (s->kind == IR_S_TRANS && s->sync && s->sync->kind == IR_S_RECV) {
		/* buffered receive here; rendezvous receives are driven by the sender */
		bp(b, "\tg->err = 0; if (CM_OK && ");
		guard(cg, b, s);
		bp(b, ") {\n");
		bp(b, "\t\tbegin(g, pid); { uint8_t *S = g->nxt; uint8_t *P = FR(S,pid); (void)P;\n");
		effect(cg, b, s);
		bp(b, "\t\tPC(P) = %d; }\n\t\tany++; emit(g, pid, %d, 0);\n\t}\n", e->dst, e->id);
		return;
	}
	if (s->kind == IR_S_RECV) {
		/* buffered only: rendezvous receives are driven by the sender */
		bp(b, "\tif (");
		guard(cg, b, s);
		bp(b, ") {\n");
	} else if (s->kind == IR_S_ELSE) {
		bp(b, "\tif (!any) {\n");
	} else {
		bp(b, "\tg->err = 0; if (CM_OK && ");
		guard(cg, b, s);
		bp(b, ") {\n");
	}
	bp(b, "\t\tbegin(g, pid); { uint8_t *S = g->nxt; uint8_t *P = FR(S,pid); (void)P;\n");
	effect(cg, b, s);
	bp(b, "\t\tPC(P) = %d; }\n", e->dst);
	bp(b, "\t\tany++; emit(g, pid, %d, %d);\n\t}", e->id, atomic ? 1 : 0);
	/* an error while testing the guard: Promela (Spin) reports it and the
	 * statement stays blocked; DVE (DiVinE) makes it a step to the error
	 * state */
	if (cg->m->dve_error_state)
		bp(b, " else if (g->err) { begin(g, pid); any++; emit(g, pid, %d, 0); }\n", e->id);
	else
		bp(b, " else if (g->err) { begin(g, pid); report(g, pid, %d); }\n", e->id);
}

static int cmp_prio_desc(const void *x, const void *y)
{
	const IrEdge *a = *(const IrEdge *const *)x, *b = *(const IrEdge *const *)y;
	if (a->prio != b->prio)
		return b->prio - a->prio;
	/* else edges last within a group */
	int ea = a->stmt->kind == IR_S_ELSE, eb = b->stmt->kind == IR_S_ELSE;
	return ea - eb;
}

static void proc_code(Cg *cg, Buf *b, const IrProctype *pt)
{
	bp(b, "static int step_%d(Gen *g, int pid)\n{\n", pt->index);
	bp(b, "\tuint8_t *S = (uint8_t *)g->src; uint8_t *P = FR(S,pid); int any = 0;\n");
	if (pt->provided) {
		bp(b, "\tif (!(");
		ex(cg, b, pt->provided);
		bp(b, ")) return 0;\n");
	}
	bp(b, "\tswitch (PC(P)) {\n");
	for (int l = 0; l < pt->aut.nlocs; l++) {
		const IrLocation *L = pt->aut.locs[l];
		bp(b, "\tcase %d:\n", l);
		if (L->flags & IR_LOC_FINAL && L->nout == 0) {
			bp(b, "\t\tif (pid == S[0]-1) { begin(g, pid); die(g, pid); any++; emit_death(g, pid, %d); }\n",
			    cg->ntrans + pt->index);
			bp(b, "\t\tbreak;\n");
			continue;
		}
		IrEdge **es = malloc(sizeof *es * (size_t)(L->nout + 1));
		if (L->nout) /* L->out may be NULL for a location without edges */
			memcpy(es, L->out, sizeof *es * (size_t)L->nout);
		/* stable sort by prio (insertion sort keeps Spin's order) */
		for (int i = 1; i < L->nout; i++)
			for (int j = i; j > 0 && cmp_prio_desc(&es[j - 1], &es[j]) > 0; j--) {
				IrEdge *t = es[j]; es[j] = es[j - 1]; es[j - 1] = t;
			}
		int cur = L->nout ? es[0]->prio : 0;
		for (int i = 0; i < L->nout; i++) {
			if (es[i]->prio != cur) {
				bp(b, "\t\tif (any) break;\n");
				cur = es[i]->prio;
			}
			edge_code(cg, b, pt, es[i]);
		}
		free(es);
		if (L->flags & IR_LOC_FINAL)
			bp(b, "\t\tif (!any && pid == S[0]-1) { begin(g, pid); die(g, pid); any++; emit_death(g, pid, %d); }\n",
			    cg->ntrans + pt->index);
		bp(b, "\t\tbreak;\n");
	}
	bp(b, "\t}\n\treturn any;\n}\n\n");
}

/* Receiver side of rendezvous: for process `pid2` of type pt, every
 * receive edge at its current location that matches. */
static void rv_code(Cg *cg, Buf *b, const IrProctype *pt)
{
	bp(b, "static int rv_%d(Gen *g, int pid, int pid2, int chan, const int *v_, int nv, int sdst, int strans, SEff seff)\n{\n",
	    pt->index);
	bp(b, "\tuint8_t *S = (uint8_t *)g->src; int any = 0; int pid_s = pid; pid = pid2; uint8_t *P = FR(S,pid);\n");
	bp(b, "\tswitch (PC(P)) {\n");
	for (int l = 0; l < pt->aut.nlocs; l++) {
		const IrLocation *L = pt->aut.locs[l];
		int has = 0;
		for (int i = 0; i < L->nout; i++)
			if (is_rv_recv_possible(L->out[i]->stmt))
				has = 1;
		if (!has)
			continue;
		bp(b, "\tcase %d:\n", l);
		for (int i = 0; i < L->nout; i++) {
			const IrEdge *e = L->out[i];
			const IrStmt *s = e->stmt;
			if (!is_rv_recv_possible(s))
				continue;
			const IrStmt *tr = NULL;
			if (s->kind == IR_S_TRANS) {
				tr = s;
				s = s->sync;
			}
			int atomic = e->atomic != 0;
			bp(b, "\tif ((");
			ex(cg, b, s->e);
			bp(b, ") == chan");
			if (tr && tr->e) {
				bp(b, " && (");
				ex(cg, b, tr->e);
				bp(b, ")");
			}
			for (int k = 0; k < s->nargs; k++) {
				const IrRecvArg *a = &s->rargs[k];
				if (a->kind == IR_RA_CONST || a->kind == IR_RA_EVAL) {
					bp(b, " && v_[%d] == (", k);
					ex(cg, b, a->e);
					bp(b, ")");
				}
			}
			bp(b, ") {\n\t\tbegin(g, pid_s); { uint8_t *S = g->nxt; uint8_t *P = FR(S,pid);\n");
			bp(b, "\t\tPC(FR(S,pid_s)) = sdst;\n");
			for (int k = 0; k < s->nargs; k++) {
				const IrRecvArg *a = &s->rargs[k];
				if (a->kind != IR_RA_VAR)
					continue;
				char val[32];
				snprintf(val, sizeof val, "v_[%d]", k);
				store_checked(cg, b, a->e, val, s->range_check);
			}
			if (cg->has_arity) /* Spin's arity errors, sender's first */
				bp(b, "\t\trv_arity(g, chan, nv, %d);\n", s->nargs);
			bp(b, "\t\tif (seff) seff(g, S, pid_s);\n");
			if (tr)
				for (int k = 0; k < tr->neffects; k++)
					effect(cg, b, tr->effects[k]);
			bp(b, "\t\tPC(P) = %d; }\n", e->dst);
			bp(b, "\t\tany++; emit_rv(g, pid_s, strans, pid2, %d, %d);\n\t}\n", e->id, atomic);
		}
		bp(b, "\t\tbreak;\n");
	}
	bp(b, "\t}\n\t(void)P; (void)S; return any;\n}\n\n");
}

/* Process creation: fills slot S[0] with a fresh instance. */
static void mk_code(Cg *cg, Buf *b, const IrProctype *pt)
{
	const ProcLay *PL = &cg->proc[pt->index];
	bp(b, "static int mk_%d(Gen *g, uint8_t *S, const int *a_)\n{\n", pt->index);
	bp(b, "\tint pid = S[0]; if (pid >= NSLOTS) { if (g) g->err = MCC_ERR_TOO_MANY_PROCS; return pid; }\n");
	bp(b, "\tuint8_t *P = FR(S,pid); memset(P, 0, SLOTSZ); P[0] = %d; PC(P) = %d; S[0]++;\n",
	    pt->index + 1, pt->aut.init);
	if (cg->m->has_priority) /* byte 1 of the frame: the priority */
		bp(b, "\tP[1] = 1;\n");
	if (cg->m->has_c_code)
		c_local_init(cg, b, pt);
	bp(b, "\t(void)a_;\n");
	int np = 0;
	for (int i = 0; i < pt->nlocals; i++) {
		const IrVar *v = pt->locals[i];
		const VarLay *L = &PL->vars[i];
		IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
		for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++) {
			char val[96];
			snprintf(val, sizeof val, "NGQ + 1 + pid*MAXLQ + %d", L->queue0 - PL->q0 + k);
			store(cg, b, v->chan_leaves[k], val);
		}
		if (v->flags & IR_VAR_PARAM) {
			char val[32];
			for (int k = 0; k < (v->nleaves ? v->nleaves : 1); k++) {
				snprintf(val, sizeof val, "a_[%d]", np++);
				store(cg, b, v->nleaves ? v->leaves[k] : &lv, val);
			}
			continue;
		}
		if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0) {
			for (int k = 0; k < L->count; k++) {
				char val[96];
				snprintf(val, sizeof val, "NGQ + 1 + pid*MAXLQ + %d",
				    L->queue0 - PL->q0 + k);
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(cg, b, v->array_len ? &el : &lv, val);
			}
			continue;
		}
		if (v->ninits) {
			for (int k = 0; k < v->ninits; k++) {
				Buf vb = {0};
				ex(cg, &vb, v->inits[k]);
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(cg, b, &el, vb.p);
				free(vb.p);
			}
			continue;
		}
		if (v->init) {
			Buf vb = {0};
			ex(cg, &vb, v->init);
			for (int k = 0; k < L->count; k++) {
				IrExpr idx = { .kind = IR_E_CONST, .value = k };
				IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
				store(cg, b, v->array_len ? &el : &lv, vb.p);
			}
			free(vb.p);
		}
	}
	for (int i = 0; i < pt->nlocals; i++)
		if ((pt->locals[i]->flags & IR_VAR_DEAD_START) && !PL->vars[i].hidden) {
			/* the resets of dv_tables' row DV_NT + proctype */
			bp(b, "#if NDV\n\tdvr(S, pid, DV_NT + %d);\n#endif\n", pt->index);
			break;
		}
	bp(b, "\treturn pid;\n}\n\n");
}

/* ------------------------------------------------------------- prelude */

static const char prelude[] =
"#include <stdint.h>\n"
"#include <string.h>\n"
"#include \"model.h\"\n"
"#define U8(a) (*(uint8_t *)(a))\n"
"#define I16(a) (*(int16_t *)(a))\n"
"#define U16(a) (*(uint16_t *)(a))\n"
"#define I32(a) (*(int32_t *)(a))\n"
"#define U32(a) (*(uint32_t *)(a))\n"
"#define FR(S,p) ((uint8_t *)(S) + SLOT0 + (p)*SLOTSZ)\n"
"#define PC(P) U16((P)+2)\n"
"static uint8_t HID[HSZ+1];\n"
"typedef struct Gen {\n"
"\tconst uint8_t *src; MccSuccFn cb; void *ctx;\n"
"\tint n, timeout, err, test;\n"
"\tint cmode, scommit;   /* committed mode (DVE), mover committed */\n"
"\tunsigned broken;       /* MCC_STEP_BROKEN once atomicity was lost */\n"
"\tMccStep st;\n"
"\tuint8_t nxt[SZ];\n"
"} Gen;\n"
"typedef struct QD { int off, cap, nf, msz; int fty[16], foff[16]; } QD;\n"
"typedef void (*SEff)(Gen *, uint8_t *, int);\n"
"#define CM_OK (!HAS_COMMIT || !g->cmode || g->scommit)\n"
"static int IX(Gen *g, int i, int n) { if ((unsigned)i >= (unsigned)n) { if (g) g->err = MCC_ERR_INDEX; return 0; } return i; }\n"
"static int DIV(Gen *g, int a, int b) { if (!b) { if (g) g->err = MCC_ERR_DIV0; return 0; } return a / b; }\n"
"static int MOD(Gen *g, int a, int b) { if (!b) { if (g) g->err = MCC_ERR_DIV0; return 0; } return a % b; }\n"
"static int SHL(Gen *g, int a, int b) { return (b < 0 || b > 31) ? 0 : (int)((unsigned)a << b); }\n"
"static int SHR(Gen *g, int a, int b) { return (b < 0 || b > 31) ? (a < 0 ? -1 : 0) : a >> b; }\n"
"static int TOO_MANY(Gen *g) { if (g) g->err = MCC_ERR_TOO_MANY_PROCS; return 0; }\n"
"static int qld(const uint8_t *p, int ty) {\n"
"\tswitch (ty) {\n"
"\tcase 1: return (int16_t)(p[0] | p[1] << 8);\n"
"\tcase 2: case 4: return (int)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);\n"
"\tcase 3: return p[0] | p[1] << 8;\n"
"\tdefault: return p[0];\n"
"\t}\n"
"}\n"
"static void qst(uint8_t *p, int ty, int v) {\n"
"\tswitch (ty) {\n"
"\tcase 1: case 3: p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); break;\n"
"\tcase 2: case 4: p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24); break;\n"
"\tcase 5: p[0] = (uint8_t)(v & 1); break;\n"
"\tdefault: p[0] = (uint8_t)v;\n"
"\t}\n"
"}\n"
"#define QF(d,q,k,i) ((i) < (d)->nf ? qld((q) + 1 + (k)*(d)->msz + (d)->foff[i], (d)->fty[i]) : 0)\n";

static const char helpers[] =
"static uint8_t *QP(Gen *g, const uint8_t *S, int id, const QD **d)\n"
"{\n"
"\tif (id >= 1 && id <= NGQ) { *d = &qd[id-1]; return (uint8_t *)S + qd[id-1].off; }\n"
"\tif (MAXLQ > 0 && id > NGQ) {\n"
"\t\tint x = id - NGQ - 1, p = x / (MAXLQ ? MAXLQ : 1), j = x % (MAXLQ ? MAXLQ : 1);\n"
"\t\tif (p < S[0]) { uint8_t *P = FR(S,p); int t = P[0] - 1;\n"
"\t\t\tif (t >= 0 && j < nlq[t]) { *d = &qd[lq[t][j]]; return P + qd[lq[t][j]].off; } }\n"
"\t}\n"
"\tif (g) g->err = MCC_ERR_CHAN;\n"
"\t*d = &qd[NQ];\n"
"\treturn 0;\n"
"}\n"
"static int QLEN(Gen *g, const uint8_t *S, int id) { const QD *d; uint8_t *q = QP(g,S,id,&d); return q ? q[0] : 0; }\n"
"static int QFULL(Gen *g, const uint8_t *S, int id) { const QD *d; uint8_t *q = QP(g,S,id,&d); return q ? d->cap > 0 && q[0] >= d->cap : 0; }\n" /* Spin: rendezvous never full */
"static int QSEND_OK(Gen *g, const uint8_t *S, int id) { const QD *d; uint8_t *q = QP(g,S,id,&d); return q && (d->cap == 0 || q[0] < d->cap); }\n"
"static int QSEND_BUF_OK(Gen *g, const uint8_t *S, int id) { const QD *d; uint8_t *q = QP(g,S,id,&d); return q && q[0] < d->cap; }\n"
"static int qcmp(const QD *d, const uint8_t *m, const int *v, int nv) {\n"
"\tfor (int i = 0; i < d->nf && i < nv; i++) { int x = qld(m + d->foff[i], d->fty[i]); if (x != v[i]) return x < v[i] ? -1 : 1; }\n"
"\treturn 0;\n"
"}\n"
"static void QPUT(uint8_t *q, const QD *d, const int *v, int nv, int sorted)\n"
"{\n"
"\tint n = q[0], k = n;\n"
"\tif (sorted) for (k = 0; k < n; k++) if (qcmp(d, q + 1 + k*d->msz, v, nv) > 0) break;\n"
"\tuint8_t *m = q + 1 + k*d->msz;\n"
"\tif (k < n) memmove(m + d->msz, m, (size_t)((n - k)*d->msz));\n"
"\tmemset(m, 0, (size_t)d->msz);\n"
"\tfor (int i = 0; i < d->nf && i < nv; i++) qst(m + d->foff[i], d->fty[i], v[i]);\n"
"\tq[0] = (uint8_t)(n + 1);\n"
"}\n"
"static void QDEL(uint8_t *q, const QD *d, int k)\n"
"{\n"
"\tint n = q[0];\n"
"\tif (k >= n) return;\n"
"\tuint8_t *m = q + 1 + k*d->msz;\n"
"\tif (k < n - 1) memmove(m, m + d->msz, (size_t)((n - 1 - k)*d->msz));\n"
"\tmemset(q + 1 + (n-1)*d->msz, 0, (size_t)d->msz);\n"
"\tq[0] = (uint8_t)(n - 1);\n"
"}\n"
"static void begin(Gen *g, int pid) { memcpy(g->nxt, g->src, SZ); }\n"
"/* a receive of nr fields from a channel of nf: more than several is\n"
" * fatal in Spin, fewer (or more than one) an error */\n"
"#define RECV_ARITY(nr, nf) ((nr) > (nf) && (nf) > 1 ? MCC_ERR_RECV_MANY : MCC_ERR_RECV_ARGS)\n"
"/* a rendezvous with fewer or more values than the channel's fields */\n"
"static void rv_arity(Gen *g, int chan, int nv, int nr)\n"
"{\n\tconst QD *d; if (!QP(0, g->src, chan, &d) || g->err) return;\n"
"\tif (nv < d->nf) g->err = MCC_ERR_SEND_ARGS; else if (nr != d->nf) g->err = RECV_ARITY(nr, d->nf);\n}\n"
"static void m_errstate(uint8_t *S);\n"
"#if NDV\n"
"static void dvr(uint8_t *S, int pid, int tr)\n"
"{\n"
"\tif (pid < 0 || tr < 0 || tr >= DV_NE) return;\n"
"\tfor (int k = dv_start[tr]; k < dv_start[tr+1]; k++)\n"
"\t\tif (dv_on[dv_tab[k].var]) memset(FR(S,pid) + dv_tab[k].off, 0, (size_t)dv_tab[k].bytes);\n"
"}\n"
"#endif\n"
"static void fire(Gen *g, int pid, int tr, int pid2, int tr2, unsigned fl)\n"
"{\n"
"\tg->n++;\n"
"\tif (g->test) { g->err = 0; return; }\n"
"#if HAS_LAST\n"
"\tg->nxt[1] = (uint8_t)pid;\n"
"#endif\n"
"\tif (g->timeout) fl |= MCC_STEP_TIMEOUT;\n"
"\tfl |= g->broken;\n"
"\tg->st.pid = (int16_t)pid; g->st.pid2 = (int16_t)pid2; g->st.trans = tr; g->st.trans2 = tr2;\n"
"#if NDV\n"
"\tif (!(fl & (MCC_STEP_DEATH | MCC_STEP_REPORT))) { dvr(g->nxt, pid, tr); dvr(g->nxt, pid2, tr2); }\n"
"#endif\n"
"\tif (g->err && HAS_DVE_ERR) m_errstate(g->nxt);\n"
"\tg->st.flags = fl; g->st.error = g->err; g->st.error_trans = tr;\n"
"\tg->cb(g->ctx, g->nxt, &g->st);\n"
"\tg->err = 0;\n"
"}\n"
"/* MCC_STEP_REPORT: the error of a guard; not counted as a successor */\n"
"static void report(Gen *g, int pid, int tr) { fire(g, pid, tr, -1, -1, MCC_STEP_REPORT); g->n--; }\n"
"static void emit(Gen *g, int pid, int tr, int atomic)\n"
"{ fire(g, pid, tr, -1, -1, (atomic ? MCC_STEP_ATOMIC : 0) | (trans_tab[tr].flags & 2 ? MCC_STEP_DSTEP : 0) | (trans_tab[tr].flags & 8 ? MCC_STEP_ELSE : 0)); }\n"
"static void emit_rv(Gen *g, int pid, int tr, int pid2, int tr2, int atomic)\n"
"{ fire(g, pid, tr, pid2, tr2, atomic ? MCC_STEP_ATOMIC : 0); }\n"
"static void emit_death(Gen *g, int pid, int tr) { fire(g, pid, tr, -1, -1, MCC_STEP_DEATH); }\n"
"static void die(Gen *g, int pid) { memset(FR(g->nxt,pid), 0, SLOTSZ); g->nxt[0]--; }\n"
"static int first_of(const uint8_t *S, int t) { for (int p = 0; p < S[0]; p++) if (FR(S,p)[0] == t + 1) return p; return 0; }\n"
"static int at_label(const uint8_t *S, int t, int pid, int loc) { return pid >= 0 && pid < S[0] && FR(S,pid)[0] == t + 1 && PC(FR(S,pid)) == loc; }\n"
"static int pc_value(const uint8_t *S, int pid) {\n"
"\tif (pid < 0 || pid >= S[0]) return 0;\n"
"\tconst MccLocInfo *l = &locs_of[FR(S,pid)[0] - 1][PC(FR(S,pid))];\n"
"\treturn l->spin_no ? l->spin_no : PC(FR(S,pid)); /* Spin's state numbers */\n"
"}\n"
"/* priorities (HAS_PRIORITY): byte 1 of a frame; set_priority of no\n"
" * process does nothing, a value outside 1..255 is an error (and is\n"
" * stored as Spin stores it, in 8 bits) */\n"
"static int get_prio(const uint8_t *S, int pid) { return pid >= 0 && pid < S[0] ? FR(S,pid)[1] : 0; }\n"
"static void set_prio(Gen *g, uint8_t *S, int pid, int pr)\n"
"{\n\tif (pid < 0 || pid >= S[0]) return;\n"
"\tif (pr < 1 || pr > 255) g->err = MCC_ERR_PRIORITY;\n"
"\tFR(S,pid)[1] = (uint8_t)pr;\n}\n"
"static int committed(const uint8_t *S, int p) { int t = FR(S,p)[0] - 1; return t >= 0 && (locs_of[t][PC(FR(S,p))].flags & MCC_LOC_COMMIT); }\n"
"static int np_(const uint8_t *S) { for (int p = 0; p < S[0]; p++) { int t = FR(S,p)[0] - 1; if (t >= 0 && (locs_of[t][PC(FR(S,p))].flags & MCC_LOC_PROGRESS)) return 0; } return 1; }\n";

static void cstr(Buf *b, const char *s)
{
	bp(b, "\"");
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			bp(b, "\\%c", *s);
		else if (*s == '\n')
			bp(b, "\\n");
		else if ((unsigned char)*s < 32)
			bp(b, " ");
		else
			bp(b, "%c", *s);
	}
	bp(b, "\"");
}

/* A string or 0. */
static void cstr0(Buf *b, const char *s)
{
	if (s)
		cstr(b, s);
	else
		bp(b, "0");
}

/* static const char *const name[n+1] = { ..., 0 }; */
static void str_array(Buf *b, const char *name, const MirStrs *s)
{
	bp(b, "static const char *const %s[%d] = {", name, s->n + 1);
	for (int i = 0; i < s->n; i++) {
		cstr0(b, s->v[i]);
		bp(b, ",");
	}
	bp(b, "0};\n");
}

/* Queue descriptors (+1 dummy) and the local queues of each proctype. */
static void tables(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	bp(b, "#define NQ %d\nstatic const QD qd[NQ+1] = {\n", cg->nq);
	for (int i = 0; i < cg->nq; i++) {
		const QLay *q = &cg->q[i];
		bp(b, "\t{ %d, %d, %d, %d, {", q->off, q->cap, q->nf, q->msz);
		for (int k = 0; k < 16; k++)
			bp(b, "%d,", k < q->nf ? q->fty[k] : 0);
		bp(b, "}, {");
		for (int k = 0; k < 16; k++)
			bp(b, "%d,", k < q->nf ? q->foff[k] : 0);
		bp(b, "} },\n");
	}
	bp(b, "\t{ 0, 0, 0, 0, {0}, {0} }\n};\n");
	bp(b, "static const int nlq[%d] = {", m->nprocs + 1);
	for (int p = 0; p < m->nprocs; p++)
		bp(b, "%d,", cg->proc[p].nq);
	bp(b, "0};\nstatic const int lq[%d][%d] = {\n", m->nprocs + 1, cg->maxlq + 1);
	for (int p = 0; p < m->nprocs; p++) {
		bp(b, "\t{");
		for (int j = 0; j < cg->proc[p].nq; j++)
			bp(b, "%d,", cg->proc[p].q0 + j);
		bp(b, "0},\n");
	}
	bp(b, "\t{0}\n};\n");
}

/* Transitions, locations, proctypes, variables, mtypes, dead variables:
 * the rows of MirModel as runtime/model.h structs. */
static void info_tables(Cg *cg, Buf *b)
{
	const MirModel *mm = cg->mm;
	int np = cg->m->nprocs;
	bp(b, "static const MccTransInfo trans_tab[%d] = {\n", mm->ntrans + np + 1);
	for (int i = 0; i < mm->ntrans + np; i++) {
		const MccTransInfo *t = &mm->trans[i];
		bp(b, "\t{ %d, %d, %d, ", t->proctype, t->src, t->dst);
		cstr(b, t->file);
		bp(b, ", %d, ", t->line);
		cstr(b, t->text);
		bp(b, ", %u, %d },\n", t->flags, t->spin_no);
	}
	bp(b, "\t{ 0, 0, 0, 0, 0, 0, 0, 0 }\n};\n");
	for (int p = 0; p < np; p++) {
		bp(b, "static const MccLocInfo locs_%d[%d] = {\n", p, mm->procs[p].nlocs + 1);
		for (int l = 0; l < mm->procs[p].nlocs; l++) {
			const MccLocInfo *L = &mm->locs[p][l];
			bp(b, "\t{ %d, ", L->line);
			cstr(b, L->text);
			bp(b, ", %u, ", L->flags);
			cstr0(b, L->label);
			bp(b, ", %d },\n", L->spin_no);
		}
		bp(b, "\t{ 0, 0, 0, 0, 0 }\n};\n");
	}
	bp(b, "static const MccLocInfo *const locs_of[%d] = {", np + 1);
	for (int p = 0; p < np; p++)
		bp(b, "locs_%d,", p);
	bp(b, "0};\nstatic const MccProcInfo proc_tab[%d] = {\n", np + 1);
	for (int p = 0; p < np; p++) {
		bp(b, "\t{ ");
		cstr(b, mm->procs[p].name);
		bp(b, ", %d, %d, locs_%d, %d },\n", mm->procs[p].kind, mm->procs[p].nlocs, p,
		    mm->procs[p].nparams);
	}
	bp(b, "\t{ 0, 0, 0, 0, 0 }\n};\nstatic const MccVarInfo var_tab[] = {\n");
	for (int i = 0; i < mm->nvars; i++) {
		const MccVarInfo *v = &mm->vars[i];
		bp(b, "\t{ ");
		cstr(b, v->name);
		bp(b, ", %d, %d, %d, %d, %d, %d, %d },\n", v->proctype, v->offset, v->type, v->size,
		    v->count, v->bits, v->hidden);
	}
	bp(b, "\t{ 0, 0, 0, 0, 0, 0, 0, 0 }\n};\n#define NVARS %d\n", mm->nvars);
	str_array(b, "mtype_tab", &mm->mtypes);
	bp(b, "#define NMTYPES %d\n", mm->mtypes.n);
	bp(b, "#define NDV %d\n#define DV_NT %d\n#define DV_NE %d\n", mm->ndv, mm->ntrans,
	    mm->ntrans + np);
	if (!mm->ndv)
		return;
	bp(b, "static const int32_t dv_start[%d] = {", mm->ntrans + np + 1);
	for (int t = 0; t <= mm->ntrans + np; t++)
		bp(b, "%d,", mm->dv_start[t]);
	bp(b, "};\nstatic const MccDeadVar dv_tab[%d] = {\n", mm->ndv);
	for (int k = 0; k < mm->ndv; k++)
		bp(b, "\t{ %d, %d, %d },\n", mm->dv[k].var, mm->dv[k].off, mm->dv[k].bytes);
	bp(b, "};\nstatic uint8_t dv_on[%d] = {", mm->nvars + 1);
	for (int r = 0; r < mm->nvars; r++)
		bp(b, "%d,", mm->dv_on[r]);
	bp(b, "0};\n");
}

/* Never claim, compiled propositions, ltl blocks, labels, defines. */
static void ltl_tables(Cg *cg, Buf *b)
{
	const MirModel *mm = cg->mm;
	const IrModel *m = cg->m;
	if (mm->claim_nlocs >= 0) {
		int n = mm->claim_nlocs;
		bp(b, "static const int claim_start[%d] = {", n + 1);
		for (int l = 0; l <= n; l++)
			bp(b, "%d,", mm->claim_start[l]);
		bp(b, "};\nstatic const MccClaimEdge claim_edges[%d] = {\n", mm->claim_nedges + 1);
		for (int k = 0; k < mm->claim_nedges; k++)
			bp(b, "\t{ %d, %d, %d },\n", mm->claim_edges[k].dst, mm->claim_edges[k].ap,
			    mm->claim_edges[k].line);
		bp(b, "\t{0,0,0}\n};\nstatic const uint8_t claim_acc[%d] = {", n + 1);
		for (int l = 0; l < n; l++)
			bp(b, "%d,", mm->claim_acc[l]);
		bp(b, "0};\nstatic const uint8_t claim_fin[%d] = {", n + 1);
		for (int l = 0; l < n; l++)
			bp(b, "%d,", mm->claim_fin[l]);
		bp(b, "0};\n");
		str_array(b, "claim_lab", &mm->claim_lab);
		bp(b, "static const MccClaim claim_obj = { ");
		cstr(b, mm->claim_name);
		bp(b, ", %d, %d, claim_start, claim_edges, claim_acc, claim_fin, claim_lab };\n",
		    n, mm->claim_init);
	}
	str_array(b, "ap_tab", &mm->aps);
	bp(b, "static int m_eval_ap(const uint8_t *s, int i)\n{\n"
	    "\tGen *g = 0; int pid = 0; uint8_t *S = (uint8_t *)s; uint8_t *P = S; (void)g; (void)pid; (void)P;\n"
	    "\tswitch (i) {\n");
	for (int i = 0; i < mm->aps.n; i++) {
		bp(b, "\tcase %d: return (", i);
		ex(cg, b, mm->ap_expr[i]);
		bp(b, ") != 0;\n");
	}
	bp(b, "\t}\n\treturn 0;\n}\n");
	str_array(b, "ltl_names", &mm->ltl_names);
	str_array(b, "ltl_texts", &mm->ltl_texts);
	str_array(b, "def_names", &mm->def_names);
	str_array(b, "def_bodies", &mm->def_bodies);
	bp(b, "static const MccLabel label_tab[] = {\n");
	for (int i = 0; i < mm->nlabels; i++) {
		bp(b, "\t{ %d, %d, ", mm->labels[i].proctype, mm->labels[i].loc);
		cstr(b, mm->labels[i].name);
		bp(b, " },\n");
	}
	bp(b, "\t{ 0, 0, 0 }\n};\n");
	bp(b, "static const MccModelLtl ltl_obj = { %d, ap_tab, m_eval_ap, %s, %d, ltl_names, ltl_texts, ",
	    mm->aps.n, mm->claim_nlocs >= 0 ? "&claim_obj" : "0", m->nltls);
	cstr0(b, cg->opt->formula);
	bp(b, ", %d, def_names, def_bodies, %d, label_tab };\n", m->ndefines, mm->nlabels);
}

/* Initial state: globals, global channels, active processes. */
static void init_code(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	bp(b, "static void m_initial(uint8_t *S)\n{\n");
	bp(b, "\tGen gg; Gen *g = &gg; memset(&gg, 0, sizeof gg); int pid = 0; uint8_t *P = FR(S,0); (void)P; (void)pid;\n");
	bp(b, "\tmemset(S, 0, SZ); memset(HID, 0, sizeof HID);\n");
	if (m->has_c_code)
		c_state_init(cg, b);
	for (int i = 0; i < m->nglobals; i++) {
		const IrVar *v = m->globals[i];
		const VarLay *L = &cg->glob[i];
		IrExpr lv = { .kind = IR_E_VAR, .var = (IrVar *)v, .loc = v->loc };
		for (int k = 0; k < L->count; k++) {
			IrExpr idx = { .kind = IR_E_CONST, .value = k };
			IrExpr el = { .kind = IR_E_INDEX, .a = { &lv, &idx } };
			const IrExpr *tgt = v->array_len ? &el : &lv;
			if (v->type.kind == IR_T_CHAN && v->chan_init && L->queue0 >= 0) {
				char val[32];
				snprintf(val, sizeof val, "%d", L->queue0 + k + 1);
				store(cg, b, tgt, val);
			} else if (v->ninits) {
				if (k < v->ninits) {
					Buf vb = {0};
					ex(cg, &vb, v->inits[k]);
					store(cg, b, tgt, vb.p);
					free(vb.p);
				}
			} else if (v->init && v->type.kind != IR_T_STRUCT) {
				Buf vb = {0};
				ex(cg, &vb, v->init);
				store(cg, b, tgt, vb.p);
				free(vb.p);
			}
		}
		for (int k = 0; k < v->nchan_leaves && L->queue0 >= 0; k++) {
			char val[32];
			snprintf(val, sizeof val, "%d", L->queue0 + k + 1);
			store(cg, b, v->chan_leaves[k], val);
		}
		if (v->type.kind == IR_T_STRUCT) {
			/* field defaults */
			const IrStruct *st = v->type.st;
			for (int k = 0; k < L->count; k++)
				for (int f = 0; f < st->nfields; f++) {
					const IrField *fd = st->fields[f];
					if (!fd->init || fd->type.kind == IR_T_STRUCT)
						continue;
					Buf vb = {0};
					ex(cg, &vb, fd->init);
					int fo = field_offset(st, fd), es = scalar_size(&fd->type);
					int cnt = fd->array_len ? fd->array_len : 1;
					for (int j = 0; j < cnt; j++)
						bp(b, "\t%s(%s+%d) = (%s);\n", ld_macro(&fd->type),
						    L->hidden ? "HID" : "S",
						    L->off + k * struct_size(st) + fo + j * es, vb.p);
					free(vb.p);
				}
		}
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		int act = pt->kind == IR_PROC_INIT ? 1 : pt->active;
		for (int k = 0; k < act; k++) {
			bp(b, "\t{ int a_[%d] = {0}; int h_ = mk_%d(g, S, a_);", ir_param_slots(pt) + 1, p);
			if (m->has_priority && pt->priority > 1)
				bp(b, " if (h_ < NSLOTS) FR(S,h_)[1] = %d;", pt->priority);
			bp(b, " (void)h_; }\n");
		}
	}
	if (has_track(m)) /* the tracked C memory as it starts */
		bp(b, "\tTRACK_OUT(S);\n");
	bp(b, "}\n\n");
}

static void errstate_code(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	bp(b, "static void m_errstate(uint8_t *S)\n{\n");
	if (m->dve_error_state) {
		bp(b, "\tm_initial(S);\n");
		for (int i = 0; i < m->nglobals; i++) {
			const IrVar *v = m->globals[i];
			const VarLay *L = &cg->glob[i];
			if (v->type.kind == IR_T_CHAN || L->hidden)
				continue;
			bp(b, "\tmemset(S + %d, 0, %d);\n", L->off, L->esize * L->count);
		}
		int first = 1;
		for (int p = 0; p < m->nprocs; p++) {
			const IrProctype *pt = m->procs[p];
			const ProcLay *PL = &cg->proc[p];
			if (pt->kind != IR_PROC_NORMAL || PL->first_pid < 0)
				continue;
			for (int k = 0; k < pt->active; k++) {
				int pid = PL->first_pid + k;
				for (int i = 0; i < pt->nlocals; i++) {
					const VarLay *L = &PL->vars[i];
					if (pt->locals[i]->type.kind == IR_T_CHAN || L->hidden)
						continue;
					bp(b, "\tmemset(FR(S,%d) + %d, 0, %d);\n", pid, L->off, L->esize * L->count);
				}
				bp(b, "\tPC(FR(S,%d)) = %d;\n", pid, first ? pt->aut.nlocs - 1 : 0);
				first = 0;
			}
		}
	}
	bp(b, "}\n\n");
}

static void next_code(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	bp(b, "static int step(Gen *g, int pid)\n{\n");
	bp(b, "#if HAS_PRIORITY\n\tif (!g->test && !prio_top(g, pid)) return 0;\n#endif\n");
	if (has_track(m))
		bp(b, "\tTRACK_IN(g->src);\n");
	bp(b, "#if HAS_COMMIT\n\tg->scommit = committed(g->src, pid);\n#endif\n");
	bp(b, "\tswitch (FR(g->src,pid)[0]) {\n");
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(b, "\tcase %d: return step_%d(g, pid);\n", p + 1, p);
	bp(b, "\t}\n\treturn 0;\n}\n\n");
	bp(b, "static int rv_send(Gen *g, int pid, int chan, const int *v, int nv, int sdst, int strans, SEff seff)\n{\n");
	bp(b, "\tint any = 0;\n\tfor (int q = g->src[0] - 1; q >= 0; q--) {\n\t\tif (q == pid) continue;\n");
	bp(b, "#if HAS_COMMIT\n\t\tif (g->cmode && !(g->scommit && committed(g->src, q))) continue;\n#endif\n");
	bp(b, "\t\tswitch (FR(g->src,q)[0]) {\n");
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			bp(b, "\t\tcase %d: any += rv_%d(g, pid, q, chan, v, nv, sdst, strans, seff); break;\n", p + 1, p);
	bp(b, "\t\t}\n\t}\n\treturn any;\n}\n\n");
	/* enabled(q) evaluates q's guards in test mode; a process asking about
	 * itself is an error (as in Spin), and so is a loop of enabled()
	 * guards (test depth bounded) rather than an endless recursion */
	bp(b, "static int proc_enabled(Gen *g0, const uint8_t *S, int self, int pid)\n{\n"
	    "\tif (pid < 0 || pid >= S[0]) return 0;\n"
	    "\tif (g0 && (pid == self || g0->test > 2 * NSLOTS)) { g0->err = MCC_ERR_ENABLED; return 0; }\n"
	    "\tGen t; memset(&t, 0, sizeof t); t.src = S; t.test = g0 ? g0->test + 1 : 1; t.timeout = g0 ? g0->timeout : 0;\n"
	    "\treturn step(&t, pid) > 0;\n}\n\n");
	/* Spin's priority rule (its highest_priority): a process moves only
	 * if no other process of a higher priority has an executable
	 * statement (tested as enabled() does) */
	bp(b, "#if HAS_PRIORITY\nstatic int prio_top(Gen *g, int pid)\n{\n"
	    "\tconst uint8_t *S = g->src; int pr = FR(S,pid)[1];\n"
	    "\tfor (int q = 0; q < S[0]; q++)\n"
	    "\t\tif (q != pid && FR(S,q)[1] > pr && proc_enabled(g, S, pid, q)) return 0;\n"
	    "\treturn 1;\n}\n#endif\n\n");
	bp(b, "static int m_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)\n{\n"
	    "\tGen g; g.src = s; g.cb = cb; g.ctx = ctx; g.n = 0; g.timeout = 0; g.err = 0; g.test = 0;\n"
	    "\tg.cmode = 0; g.scommit = 0; g.broken = 0;\n"
	    "#if HAS_COMMIT\n\tfor (int p = 0; p < s[0]; p++) if (committed(s, p)) g.cmode = 1;\n#endif\n"
	    "\tif (excl >= 0 && excl < s[0]) { step(&g, excl); if (g.n) return g.n; g.broken = MCC_STEP_BROKEN; }\n"
	    "\tfor (int p = s[0] - 1; p >= 0; p--) step(&g, p);\n"
	    "#if HAS_TIMEOUT\n"
	    "\tif (!g.n) { g.timeout = 1; for (int p = s[0] - 1; p >= 0; p--) step(&g, p); }\n"
	    "#endif\n"
	    "\treturn g.n;\n}\n\n");
	bp(b, "static int m_nprocs(const uint8_t *s) { return s[0]; }\n"
	    "static int m_proc_type(const uint8_t *s, int pid) { return pid >= 0 && pid < s[0] ? FR(s,pid)[0] - 1 : -1; }\n"
	    "static int m_proc_loc(const uint8_t *s, int pid) { return pid >= 0 && pid < s[0] ? PC(FR(s,pid)) : -1; }\n"
	    "static int m_proc_offset(const uint8_t *s, int pid) { return SLOT0 + pid*SLOTSZ; }\n");
	bp(b, "static int m_valid_end(const uint8_t *S, int strict)\n{\n"
	    "\tfor (int p = 0; p < S[0]; p++) { int t = FR(S,p)[0] - 1;\n"
	    "\t\tif (t < 0 || !(locs_of[t][PC(FR(S,p))].flags & (MCC_LOC_END|MCC_LOC_FINAL))) return 0; }\n"
	    "\tif (strict) { for (int i = 1; i <= NGQ + S[0]*MAXLQ; i++) if (QLEN(0, S, i)) return 0; }\n"
	    "\treturn 1;\n}\n\n");
}

static void model_obj(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	bp(b, "const MccModel mcc_model = {\n\tMCC_MODEL_ABI, ");
	cstr(b, m->name);
	bp(b, ", ");
	cstr(b, cg->opt->source ? cg->opt->source : m->name);
	bp(b, ", SZ,\n\tm_initial, m_next, m_nprocs, m_proc_type, m_proc_loc, m_proc_offset, m_valid_end,\n");
	bp(b, "\t%d, trans_tab, %d, proc_tab, NVARS, var_tab, NMTYPES, mtype_tab, %d, &ltl_obj,\n",
	    cg->ntrans, m->nprocs, m->never ? m->never->index : -1);
	bp(b, cg->mm->ndv ? "\tdv_start, dv_tab, dv_on\n};\n" : "\t0, 0, 0\n};\n");
}

/* ------------------------------------------------------- embedded C */

static const char *ctype_of(const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return "int16_t";
	case IR_T_INT: return "int32_t";
	case IR_T_UNSIGNED: return t->bits <= 8 ? "uint8_t" : t->bits <= 16 ? "uint16_t" : "uint32_t";
	default: return "uint8_t";
	}
}

static void member(Buf *b, const char *name, const IrType *t, int count)
{
	if (t->kind == IR_T_STRUCT)
		bp(b, "\tstruct T_%s %s", t->st->name, name);
	else
		bp(b, "\t%s %s", ctype_of(t), name);
	if (count > 1)
		bp(b, "[%d]", count);
	bp(b, ";\n");
}

static char *unq(const char *s)
{
	size_t n = s ? strlen(s) : 0;
	char *r = malloc(n + 1);
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
		memcpy(r, s + 1, n - 2);
		r[n - 2] = 0;
	} else {
		memcpy(r, s ? s : "", n + 1);
	}
	return r;
}

/* The proctype of a c_state "Local NAME" scope (a2 unquoted), or NULL for
 * another scope. */
static const IrProctype *c_local_proc(Cg *cg, const char *a2)
{
	if (strncmp(a2, "Local", 5) != 0 || (a2[5] != ' ' && a2[5] != '\t'))
		return NULL;
	const char *n = a2 + 5;
	while (*n == ' ' || *n == '\t')
		n++;
	for (int p = 0; p < cg->m->nprocs; p++)
		if (cg->m->procs[p]->kind <= IR_PROC_INIT && !strcmp(cg->m->procs[p]->name, n))
			return cg->m->procs[p];
	return NULL;
}

/* Is a2 (unquoted) a c_state scope that puts the variable in `now`? */
static int c_global_scope(const char *a2)
{
	return strcmp(a2, "Hidden") && strncmp(a2, "Local", 5);
}

/* The frame struct of proctype pt: its locals at the generator's
 * offsets, then its c_state "Local" variables (after the frame's
 * queues). */
static void c_frame_view(Cg *cg, Buf *b, const IrProctype *pt, int *pad)
{
	const ProcLay *PL = &cg->proc[pt->index];
	int off = 4;
	bp(b, "struct P_%s {\n\tuint8_t _t;\n\tuint8_t _x;\n\tuint16_t _p;\n", pt->name);
	for (int i = 0; i < pt->nlocals; i++) {
		const VarLay *L = &PL->vars[i];
		if (L->hidden)
			continue;
		if (L->off > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", (*pad)++, L->off - off);
		member(b, pt->locals[i]->name, &pt->locals[i]->type, L->count);
		off = L->off + L->esize * L->count;
	}
	for (int i = 0; i < cg->m->ncdecls; i++) {
		const IrCDecl *d = cg->m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && c_local_proc(cg, a2) == pt) {
			if (PL->size > off)
				bp(b, "\tuint8_t _pad%d[%d];\n", (*pad)++, PL->size - off);
			off = PL->size + 1; /* no more padding */
			char *t = unq(d->text);
			bp(b, "\t%s;\n", t);
			free(t);
		}
		free(a2);
	}
	bp(b, "} __attribute__((packed));\n#define P%s ((struct P_%s *)P)\n", pt->name, pt->name);
}

/* C views of the state for embedded C (Spin's names): `now.x` for
 * globals, `P<proc>->x` for locals of the running process; c_state
 * variables: Global ones appended to the state vector, "Local NAME" ones
 * to NAME's frame (frames grow to hold them: SLOTSZ is then a C
 * expression), Hidden ones plain C globals; c_track regions ("Matched",
 * the default) appended to the vector, copied from the C memory after
 * each c_code and back before each step (TRACK_IN/TRACK_OUT).  Packed
 * structs with explicit padding reproduce the generator's offsets
 * exactly.  Emitted after the c_decl text, before the prelude. */
static void c_views(Cg *cg, Buf *b)
{
	const IrModel *m = cg->m;
	int pad = 0;
	for (int i = 0; i < m->nstructs; i++) {
		const IrStruct *st = m->structs[i];
		int off = 0;
		bp(b, "struct T_%s {\n", st->name);
		for (int f = 0; f < st->nfields; f++) {
			const IrField *fd = st->fields[f];
			int fo = field_offset(st, fd);
			if (fo > off)
				bp(b, "\tuint8_t _pad%d[%d];\n", pad++, fo - off);
			member(b, fd->name, &fd->type, fd->array_len ? fd->array_len : 1);
			off = fo + type_size(&fd->type) * (fd->array_len ? fd->array_len : 1);
		}
		if (struct_size(st) > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", pad++, struct_size(st) - off);
		bp(b, "} __attribute__((packed));\n");
	}
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			c_frame_view(cg, b, m->procs[p], &pad);
	/* slot size: the generator's, or more for c_state "Local" */
	bp(b, "#define NSLOTS %d\n#define SLOT0 %d\n#define SLOTSZ_G %d\n", cg->nslots, cg->slot0, cg->slotsz);
	Buf mx = {0};
	bp(&mx, "SLOTSZ_G");
	for (int i = 0; i < m->ncdecls; i++) {
		char *a2 = unq(m->cdecls[i]->arg2);
		const IrProctype *lp = m->cdecls[i]->kind == IR_C_STATE ? c_local_proc(cg, a2) : NULL;
		if (lp) {
			Buf t = {0};
			bp(&t, "SLOT_MAX(%s, (int)sizeof(struct P_%s))", mx.p, lp->name);
			free(mx.p);
			mx = t;
		} else if (m->cdecls[i]->kind == IR_C_STATE && !strncmp(a2, "Local", 5))
			cg_error(cg, m->cdecls[i]->loc, "c_state \"%s\": no proctype of that name", a2);
		free(a2);
	}
	bp(b, "#define SLOT_MAX(a, b) ((a) > (b) ? (a) : (b))\n#define SLOTSZ ((%s + 3) / 4 * 4)\n", mx.p);
	free(mx.p);
	int off = 2;
	bp(b, "struct Now {\n\tuint8_t _nr_pr;\n\tuint8_t _last;\n");
	for (int i = 0; i < m->nglobals; i++) {
		const VarLay *L = &cg->glob[i];
		if (L->hidden)
			continue;
		if (L->off > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", pad++, L->off - off);
		member(b, m->globals[i]->name, &m->globals[i]->type, L->count);
		off = L->off + L->esize * L->count;
	}
	bp(b, "\tuint8_t _slots[SLOT0 + NSLOTS*SLOTSZ - %d];\n", off);
	int nt = 0;
	for (int i = 0; i < m->ncdecls; i++) {
		const IrCDecl *d = m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && c_global_scope(a2)) {
			char *t = unq(d->text);
			bp(b, "\t%s;\n", t);
			free(t);
		} else if (d->kind == IR_C_TRACK) {
			char *a3 = d->arg3 ? unq(d->arg3) : NULL;
			if (a3 && !strcmp(a3, "UnMatched"))
				cg_error(cg, d->loc, "c_track with \"UnMatched\" is not supported yet");
			else if (a3 && strcmp(a3, "Matched"))
				cg_error(cg, d->loc, "c_track: the third argument is \"Matched\" or \"UnMatched\"");
			bp(b, "\tuint8_t _track%d[%s];\n", nt++, a2);
			free(a3);
		}
		free(a2);
	}
	bp(b, "} __attribute__((packed));\n#define now (*(struct Now *)S)\n");
	/* c_track: the tracked C memory to and from a state */
	bp(b, "static void TRACK_IN(const uint8_t *S_)\n{\n\t(void)S_;\n");
	for (int i = 0, k = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK) {
			char *a1 = unq(m->cdecls[i]->text);
			bp(b, "\t__builtin_memcpy((void *)(%s), ((struct Now *)S_)->_track%d, sizeof ((struct Now *)0)->_track%d);\n",
			    a1, k, k);
			k++;
			free(a1);
		}
	bp(b, "}\nstatic void TRACK_OUT(uint8_t *S_)\n{\n\t(void)S_;\n");
	for (int i = 0, k = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK) {
			char *a1 = unq(m->cdecls[i]->text);
			bp(b, "\t__builtin_memcpy(((struct Now *)S_)->_track%d, (const void *)(%s), sizeof ((struct Now *)0)->_track%d);\n",
			    k, a1, k);
			k++;
			free(a1);
		}
	bp(b, "}\n");
	for (int i = 0; i < m->ncdecls; i++) {
		const IrCDecl *d = m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && !strcmp(a2, "Hidden")) {
			char *t = unq(d->text);
			bp(b, "static %s;\n", t);
			free(t);
		}
		free(a2);
	}
}

/* Initial values of pt's c_state "Local" variables, at its creation. */
static void c_local_init(Cg *cg, Buf *b, const IrProctype *pt)
{
	for (int i = 0; i < cg->m->ncdecls; i++) {
		const IrCDecl *d = cg->m->cdecls[i];
		if (d->kind != IR_C_STATE || !d->arg3)
			continue;
		char *t = unq(d->text), *a2 = unq(d->arg2), *a3 = unq(d->arg3);
		const char *name = t + strlen(t);
		while (name > t && (name[-1] == '_' || (name[-1] >= 'a' && name[-1] <= 'z') ||
		    (name[-1] >= 'A' && name[-1] <= 'Z') || (name[-1] >= '0' && name[-1] <= '9')))
			name--;
		if (c_local_proc(cg, a2) == pt)
			bp(b, "\tP%s->%s = %s;\n", pt->name, name, a3);
		free(t);
		free(a2);
		free(a3);
	}
}

/* Initial values of c_state variables (third argument). */
static void c_state_init(Cg *cg, Buf *b)
{
	for (int i = 0; i < cg->m->ncdecls; i++) {
		const IrCDecl *d = cg->m->cdecls[i];
		if (d->kind != IR_C_STATE || !d->arg3)
			continue;
		char *t = unq(d->text), *a2 = unq(d->arg2), *a3 = unq(d->arg3);
		const char *name = t + strlen(t);
		while (name > t && (name[-1] == '_' || (name[-1] >= 'a' && name[-1] <= 'z') ||
		    (name[-1] >= 'A' && name[-1] <= 'Z') || (name[-1] >= '0' && name[-1] <= '9')))
			name--;
		if (strncmp(a2, "Local", 5))
			bp(b, "\t%s%s = %s;\n", strcmp(a2, "Hidden") ? "now." : "", name, a3);
		free(t);
		free(a2);
		free(a3);
	}
}

static int emit_c(Cg *cg, FILE *out);

int cg_emit_c(const IrModel *m, const CgOptions *opt, FILE *out)
{
	MirModel mm;
	if (mir_lower(m, opt, &mm) < 0) {
		mir_free(&mm);
		return -1;
	}
	Cg cg = { .m = m, .opt = opt, .mm = &mm, .out = out, .glob = mm.glob, .proc = mm.proc,
		.q = mm.q, .nq = mm.nq, .ngq = mm.ngq, .maxlq = mm.maxlq, .vsize = mm.vsize,
		.hsize = mm.hsize, .slot0 = mm.slot0, .slotsz = mm.slotsz, .nslots = mm.nslots,
		.has_arity = mm.has_arity, .maxr = mm.maxr, .ntrans = mm.ntrans,
		.has_commit = mm.has_commit };
	int rc = emit_c(&cg, out);
	mir_free(&mm);
	return rc;
}


static int emit_c(Cg *cgp, FILE *out)
{
	const IrModel *m = cgp->m;
	Buf body = {0}, head = {0}, pre = {0};
	cgp->pre = &pre;
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT) {
			continue;
		}
		bp(&body, "static int mk_%d(Gen *g, uint8_t *S, const int *a_);\n", p);
		bp(&body, "static int step_%d(Gen *g, int pid);\n", p);
		bp(&body, "static int rv_%d(Gen *g, int pid, int pid2, int chan, const int *v_, int nv, int sdst, int strans, SEff seff);\n", p);
	}
	bp(&body, "static int rv_send(Gen *g, int pid, int chan, const int *v, int nv, int sdst, int strans, SEff seff);\n");
	bp(&body, "static int proc_enabled(Gen *g0, const uint8_t *S, int self, int pid);\n");
	bp(&body, "#if HAS_PRIORITY\nstatic int prio_top(Gen *g, int pid);\n#endif\n\n");
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		mk_code(cgp, &body, pt);
		proc_code(cgp, &body, pt);
		rv_code(cgp, &body, pt);
	}
	init_code(cgp, &body);
	errstate_code(cgp, &body);
	next_code(cgp, &body);
	if (cgp->err) {
		free(body.p);
		return -1;
	}
	bp(&head, "/* generated by mcc from %s: do not edit */\n", m->name);
	Buf cv = {0};
	if (m->has_c_code) {
		/* as Spin's pan.h: the c_decl text, then the state (whose
		 * c_state and c_track parts may use its types) */
		bp(&head, "#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n");
		for (int i = 0; i < m->ncdecls; i++)
			if (m->cdecls[i]->kind == IR_C_DECL && m->cdecls[i]->text)
				bp(&head, "%s\n", m->cdecls[i]->text);
		c_views(cgp, &cv);
		if (cgp->err) {
			free(cv.p);
			free(body.p);
			return -1;
		}
		bp(&head, "%s#define SZ ((int)sizeof(struct Now))\n", cv.p);
	} else {
		bp(&head, "#define SZ %d\n", cgp->vsize);
		bp(&head, "#define NSLOTS %d\n#define SLOTSZ %d\n#define SLOT0 %d\n",
		    cgp->nslots, cgp->slotsz, cgp->slot0);
	}
	free(cv.p);
	bp(&head, "#define NGQ %d\n#define MAXLQ %d\n#define HSZ %d\n#define HAS_LAST %d\n#define HAS_TIMEOUT %d\n#define HAS_COMMIT %d\n",
	    cgp->ngq, cgp->maxlq, cgp->hsize, cgp->has_last, cgp->has_timeout, cgp->has_commit);
	bp(&head, "#define HAS_DVE_ERR %d\n#define HAS_PRIORITY %d\n", m->dve_error_state ? 1 : 0,
	    m->has_priority ? 1 : 0);
	fputs(head.p, out);
	fputs(prelude, out);
	Buf t = {0};
	tables(cgp, &t);
	info_tables(cgp, &t);
	fputs(t.p, out);
	fputs(helpers, out);
	if (pre.p)
		fputs(pre.p, out);
	fputs(body.p, out);
	Buf mo = {0};
	ltl_tables(cgp, &mo);
	model_obj(cgp, &mo);
	if (cgp->err) {
		free(mo.p);
		free(body.p);
		return -1;
	}
	fputs(mo.p, out);
	free(head.p);
	free(pre.p);
	free(body.p);
	free(t.p);
	free(mo.p);
	return ferror(out) ? -1 : 0;
}
