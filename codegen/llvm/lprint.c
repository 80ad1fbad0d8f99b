/*
 * lprint.c -- MIR -> LLVM IR text (see lgen.h): a printer with no
 * Promela or DVE knowledge (codegen/README.md).
 *
 * Every function keeps its mutable locals in allocas of the entry block
 * (mem2reg turns them into SSA values), so control flow never needs phi
 * nodes.  Values are i32 (C's int) or i8* (bytes of a state); the
 * runtime helpers are runtime/llsupport.c's, shared with the C printer.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/llvm/lgen.h"
#include "codegen/mir.h"
#include "runtime/model.h"

/* ------------------------------------------------------------ buffers */

typedef MirBuf Buf;
#define bp mir_bp

/* An SSA operand as text: "%t12", "42", "null". */
typedef struct V {
	char s[200];
} V;

typedef struct Lg {
	const IrModel *m;
	const CgOptions *opt;
	const MirModel *mm;     /* what is printed */
	const MirFn *f;         /* function being printed */
	/* the layout (mm's), for the tables */
	const MirQueue *q;
	const MirProc *proc;
	int nq, ngq, maxlq, vsize, hsize, slot0, slotsz, nslots, ntrans, ndv;
	int has_last, has_timeout, has_commit;
	int tmp;                /* fresh names */
	Buf *fn;                /* body of the function being printed */
	Buf *ent;               /* its entry-block allocas */
	int term;               /* current block ended by a terminator */
	Buf funcs;              /* finished functions */
	Buf strs;               /* string constants */
	int nstr;
} Lg;

typedef MirQueue QLay;

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
			bp(b, "  %%LI { i32 %d, %s, i32 %u, %s, i32 %d, i32 %d },\n", L->line,
			    str(lg, L->text, s1, SBUF), L->flags,
			    L->label ? str(lg, L->label, s2, SBUF) : "i8* null", L->spin_no,
			    L->spin_line);
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
	bp(b, "@dv_start = internal constant [%d x i32] [", n + 2);
	for (int t = 0; t <= n + 1; t++)
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
		bp(b, "], i32 %d, i32 %d },\n", q->mtf, q->chf);
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
	int nf = 0;
	bp(b, "@ap_form_start = internal constant [%d x i32] [", mm->aps.n + 1);
	for (int i = 0; i < mm->aps.n; i++) {
		bp(b, "i32 %d, ", nf);
		nf += mm->ap_form[i].n;
	}
	bp(b, "i32 %d]\n@ap_form = internal constant [%d x i32] [", nf, nf + 1);
	for (int i = 0; i < mm->aps.n; i++)
		for (int k = 0; k < mm->ap_form[i].n; k++)
			bp(b, "i32 %d, ", mm->ap_form[i].v[k]);
	bp(b, "i32 0]\n");
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
	    "i32 %d, %%LB* getelementptr inbounds ([%d x %%LB], [%d x %%LB]* @label_tab, i64 0, i64 0), "
	    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @ap_form_start, i64 0, i64 0), "
	    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @ap_form, i64 0, i64 0) }\n",
	    nap, n0, n0, mm->claim_nlocs >= 0 ? "@claim_obj" : "null", m->nltls, nL, nL, nL, nL,
	    lg->opt->formula ? str(lg, lg->opt->formula, fbuf, SBUF) : "i8* null", m->ndefines,
	    nD, nD, nD, nD, nl, nl + 1, nl + 1, n0, n0, nf + 1, nf + 1);
}

/* ------------------------------------------------------------ code */

static V tnew(Lg *lg) { return vs("%%t%d", lg->tmp++); }

/* One instruction line in the current function. */
static void I(Lg *lg, const char *fmt, ...)
{
	va_list ap;
	char line[2048];
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	bp(lg->fn, "  %s\n", line);
}

static int lbl(Lg *lg) { return lg->tmp++; }

/* Start printer block X<l>, falling through from an unterminated one. */
static void label(Lg *lg, int l)
{
	if (!lg->term)
		bp(lg->fn, "  br label %%X%d\n", l);
	bp(lg->fn, "X%d:\n", l);
	lg->term = 0;
}

static void br(Lg *lg, int l)
{
	if (!lg->term)
		I(lg, "br label %%X%d", l);
	lg->term = 1;
}

static V bin(Lg *lg, const char *op, V a, V b)
{
	V t = tnew(lg);
	I(lg, "%s = %s i32 %s, %s", t.s, op, a.s, b.s);
	return t;
}

/* i32 0/1 of an icmp. */
static V icmp(Lg *lg, const char *cc, V a, V b)
{
	V c = tnew(lg), z = tnew(lg);
	I(lg, "%s = icmp %s i32 %s, %s", c.s, cc, a.s, b.s);
	I(lg, "%s = zext i1 %s to i32", z.s, c.s);
	return z;
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
	V t = val;
	if (bits != 32) {
		char *end;
		long long k = strtoll(val.s, &end, 10);
		if (*val.s && !*end) {
			t = vi(bits == 8 ? (long long)(int8_t)k : (long long)(int16_t)k);
		} else {
			t = tnew(lg);
			I(lg, "%s = trunc i32 %s to i%d", t.s, val.s, bits);
		}
	}
	I(lg, "store i%d %s, i%d* %s, align 1", bits, t.s, bits, c.s);
}

/* Gen fields (RtLlGen in runtime/llsupport.h) by MIR_G_*. */
static const int gidx[] = { 0, 11, 3, 4, 5, 6, 7, 8, 13 };

static V gfield(Lg *lg, int f)
{
	V t = tnew(lg);
	I(lg, "%s = getelementptr %%G, %%G* %%g, i32 0, i32 %d", t.s, gidx[f]);
	return t;
}

static const char *ltype(char k)
{
	switch (k) {
	case 'g': return "%G*";
	case 'd': return "%D*";
	case 'p': case 'c': return "i8*";
	case 'a': return "i32*";
	case 'f': return "void (%G*, i8*, i32)*";
	default: return "i32";
	}
}

static V ex(Lg *lg, const MirX *x);

/* The i1 "x != 0": comparisons and ! straight to an icmp. */
static V cond1(Lg *lg, const MirX *x)
{
	static const char *const cc[] = { "slt", "sle", "sgt", "sge", "eq", "ne" };
	static const char *const inv[] = { "sge", "sgt", "sle", "slt", "ne", "eq" };
	V c = tnew(lg);
	if (x->k == MX_BIN && x->op >= MIR_OP_LT) {
		V a = ex(lg, x->a), b = ex(lg, x->b);
		I(lg, "%s = icmp %s i32 %s, %s", c.s, cc[x->op - MIR_OP_LT], a.s, b.s);
		return c;
	}
	if (x->k == MX_NOT && x->a->k == MX_BIN && x->a->op >= MIR_OP_LT) {
		V a = ex(lg, x->a->a), b = ex(lg, x->a->b);
		I(lg, "%s = icmp %s i32 %s, %s", c.s, inv[x->a->op - MIR_OP_LT], a.s, b.s);
		return c;
	}
	if (x->k == MX_NOT) {
		V a = ex(lg, x->a);
		I(lg, "%s = icmp eq i32 %s, 0", c.s, a.s);
		return c;
	}
	V a = ex(lg, x);
	I(lg, "%s = icmp ne i32 %s, 0", c.s, a.s);
	return c;
}

/* Operands of a call, typed by the letters `kinds`. */
static void call_args(Lg *lg, char *out, size_t n, const char *kinds, MirX **args, int nargs)
{
	size_t k = 0;
	out[0] = 0;
	for (int i = 0; i < nargs; i++) {
		V v = ex(lg, args[i]);
		k += (size_t)snprintf(out + k, n > k ? n - k : 0, "%s%s %s", i ? ", " : "",
		    ltype(kinds[i]), v.s);
	}
}

static V call(Lg *lg, const MirX *x)
{
	char a[1024], k[16];
	const char *name = mir_helpers[x->v].name, *kinds = mir_helpers[x->v].args;
	char ret = mir_helpers[x->v].ret;
	MirX *const *args = x->args;
	MirX *own[10];
	int n = x->n;
	if (x->v == MIR_H_CALL) { /* g first, unless the callee makes its own */
		const MirFn *f = &lg->mm->fns[x->args[0]->v];
		const MirSigInfo *si = &mir_sigs[f->sig];
		snprintf(k, sizeof k, "%s%s", si->scratch_g ? "" : "g", si->params);
		n = 0;
		if (!si->scratch_g)
			own[n++] = mir_x(MX_CTX, MIR_G_SELF);
		for (int i = 1; i < x->n; i++)
			own[n++] = x->args[i];
		args = own;
		kinds = k;
		name = f->name;
		ret = si->ret;
	}
	call_args(lg, a, sizeof a, kinds, (MirX **)args, n);
	V r = tnew(lg);
	if (x->v == MIR_H_CALLPTR)
		I(lg, "call void %%p7(%s)", a);
	else if (ret == 'i')
		I(lg, "%s = call i32 @%s(%s)", r.s, name, a);
	else
		I(lg, "call void @%s(%s)", name, a);
	return r;
}

/* a && b, a || b (0/1), a ? b : c: blocks and an alloca. */
static V logic(Lg *lg, const MirX *x)
{
	V r = vs("%%s%d", lg->tmp++);
	bp(lg->ent, "  %s = alloca i32\n", r.s);
	int t = lbl(lg), f = lbl(lg), done = lbl(lg);
	V a = cond1(lg, x->a);
	if (x->k == MX_COND) {
		I(lg, "br i1 %s, label %%X%d, label %%X%d", a.s, t, f);
	} else {
		I(lg, "store i32 %d, i32* %s", x->k == MX_OR, r.s);
		if (x->k == MX_AND)
			I(lg, "br i1 %s, label %%X%d, label %%X%d", a.s, t, done);
		else
			I(lg, "br i1 %s, label %%X%d, label %%X%d", a.s, done, t);
	}
	lg->term = 1;
	label(lg, t);
	V b;
	if (x->k != MX_COND) {
		b = tnew(lg);
		I(lg, "%s = zext i1 %s to i32", b.s, cond1(lg, x->b).s);
	} else {
		b = ex(lg, x->b);
	}
	I(lg, "store i32 %s, i32* %s", b.s, r.s);
	br(lg, done);
	if (x->k == MX_COND) {
		label(lg, f);
		I(lg, "store i32 %s, i32* %s", ex(lg, x->c).s, r.s);
		br(lg, done);
	}
	label(lg, done);
	V v = tnew(lg);
	I(lg, "%s = load i32, i32* %s", v.s, r.s);
	return v;
}

static const char *const binops[] = { "add", "sub", "mul", "and", "or", "xor" };
static const char *const cmps[] = { "slt", "sle", "sgt", "sge", "eq", "ne" };

static V str_const(Lg *lg, const char *s)
{
	char b[256];
	return vs("%s", s ? str(lg, s, b, sizeof b) + 4 : "null"); /* without "i8* " */
}

static V ex(Lg *lg, const MirX *x)
{
	const MirModel *mm = lg->mm;
	switch (x->k) {
	case MX_CONST: return vi(x->v);
	case MX_SYM: {
		int v[] = { mm->vsize, mm->slotsz, mm->slot0, mm->nslots };
		return vi(v[x->v]);
	}
	case MX_PARAM: return vs("%%p%d", x->v);
	case MX_LOCAL: {
		V t = tnew(lg);
		I(lg, "%s = load i32, i32* %%l%d", t.s, x->v);
		return t;
	}
	case MX_PLOCAL: return vs("%%q%d", x->v); /* set once, before its uses */
	case MX_LOAD: return ldint(lg, ex(lg, x->a), 8 * x->w, x->sgn);
	case MX_ADDR: {
		V p = ex(lg, x->a);
		return gep(lg, p, ex(lg, x->b));
	}
	case MX_HID: {
		V t = tnew(lg);
		I(lg, "%s = getelementptr [%d x i8], [%d x i8]* @HID, i64 0, i64 0", t.s,
		    mm->hsize + 1, mm->hsize + 1);
		return t;
	}
	case MX_NEG: return bin(lg, "sub", vi(0), ex(lg, x->a));
	case MX_NOT: return icmp(lg, "eq", ex(lg, x->a), vi(0));
	case MX_COMPL: return bin(lg, "xor", ex(lg, x->a), vi(-1));
	case MX_BIN: {
		V a = ex(lg, x->a), b = ex(lg, x->b);
		if (x->op <= MIR_OP_XOR)
			return bin(lg, binops[x->op], a, b);
		return icmp(lg, cmps[x->op - MIR_OP_LT], a, b);
	}
	case MX_AND: case MX_OR: case MX_COND: return logic(lg, x);
	case MX_CALL: return call(lg, x);
	case MX_CTX: {
		if (x->v == MIR_G_SELF)
			return vs("%%g");
		if (x->v == MIR_G_SRC || x->v == MIR_G_NXT) /* loaded at entry */
			return vs(x->v == MIR_G_SRC ? "%%src" : "%%nxt");
		V a = gfield(lg, x->v), t = tnew(lg);
		if (x->v == MIR_G_SRC || x->v == MIR_G_NXT)
			I(lg, "%s = load i8*, i8** %s", t.s, a.s);
		else
			I(lg, "%s = load i32, i32* %s", t.s, a.s);
		return t;
	}
	case MX_CTXP: return gfield(lg, x->v);
	case MX_ARR: {
		V t = tnew(lg);
		int n = lg->f->arrs[x->v];
		I(lg, "%s = getelementptr [%d x i32], [%d x i32]* %%a%d, i64 0, i64 0", t.s, n, n, x->v);
		return t;
	}
	case MX_AGET: {
		V base = x->v >= 0 ? ex(lg, mir_x(MX_ARR, x->v)) : ex(lg, x->a);
		V p = tnew(lg), r = tnew(lg);
		I(lg, "%s = getelementptr i32, i32* %s, i64 %d", p.s, base.s, x->w);
		I(lg, "%s = load i32, i32* %s", r.s, p.s);
		return r;
	}
	case MX_FN:
		if (x->v == MIR_FN_DESC)
			return vs("@desc");
		return x->v >= 0 ? vs("@%s", mm->fns[x->v].name) : vs("null");
	case MX_STR: return str_const(lg, x->text);
	case MX_CTEXT: return vi(0); /* rejected by the lowering */
	}
	return vi(0);
}

static void cond_br(Lg *lg, const MirX *c, int t, int f)
{
	V b;
	if (c->k == MX_PARAM && mir_sigs[lg->f->sig].params[c->v] == 'f') {
		b = tnew(lg);
		I(lg, "%s = icmp ne void (%%G*, i8*, i32)* %%p%d, null", b.s, c->v);
	} else {
		b = cond1(lg, c);
	}
	I(lg, "br i1 %s, label %%B%d, label %%B%d", b.s, t, f);
	lg->term = 1;
}

static void ins(Lg *lg, const MirIns *i)
{
	switch (i->k) {
	case MI_SET: I(lg, "store i32 %s, i32* %%l%d", ex(lg, i->a).s, i->v); return;
	case MI_PSET: I(lg, "%%q%d = getelementptr i8, i8* %s, i64 0", i->v, ex(lg, i->a).s); return;
	case MI_STORE: {
		V p = ex(lg, i->a);
		stint(lg, p, 8 * i->w, ex(lg, i->b));
		return;
	}
	case MI_ASET: {
		V v = ex(lg, i->a), base = ex(lg, mir_x(MX_ARR, i->v)), p = tnew(lg);
		I(lg, "%s = getelementptr i32, i32* %s, i64 %d", p.s, base.s, i->w);
		I(lg, "store i32 %s, i32* %s", v.s, p.s);
		return;
	}
	case MI_EVAL: ex(lg, i->a); return;
	case MI_CTXSET: {
		V v = ex(lg, i->a);
		I(lg, "store i32 %s, i32* %s", v.s, gfield(lg, i->v).s);
		return;
	}
	case MI_COPY: {
		V d = ex(lg, i->a), s = ex(lg, i->c);
		I(lg, "call void @llvm.memcpy.p0i8.p0i8.i64(i8* %s, i8* %s, i64 %s, i1 false)", d.s, s.s,
		    ex(lg, i->b).s);
		return;
	}
	case MI_ZERO: {
		V d = ex(lg, i->a);
		I(lg, "call void @llvm.memset.p0i8.i64(i8* %s, i8 0, i64 %s, i1 false)", d.s,
		    ex(lg, i->b).s);
		return;
	}
	case MI_CCODE: return; /* rejected by the lowering */
	case MI_BR: I(lg, "br label %%B%d", i->t); lg->term = 1; return;
	case MI_CBR: cond_br(lg, i->a, i->t, i->f); return;
	case MI_SWITCH: {
		V v = ex(lg, i->a);
		bp(lg->fn, "  switch i32 %s, label %%B%d [", v.s, i->t);
		for (int k = 0; k < i->n; k++)
			bp(lg->fn, " i32 %d, label %%B%d", i->vals[k], i->blks[k]);
		bp(lg->fn, " ]\n");
		lg->term = 1;
		return;
	}
	case MI_RET:
		if (i->a)
			I(lg, "ret i32 %s", ex(lg, i->a).s);
		else
			I(lg, "ret void");
		lg->term = 1;
		return;
	}
}

static void fn_code(Lg *lg, const MirFn *f)
{
	const MirSigInfo *si = &mir_sigs[f->sig];
	Buf body = {0}, ent = {0};
	lg->fn = &body;
	lg->ent = &ent;
	lg->f = f;
	lg->tmp = 1;
	bp(&lg->funcs, "define internal %s @%s(", si->ret == 'i' ? "i32" : "void", f->name);
	int n = (int)strlen(si->params);
	if (!si->scratch_g)
		bp(&lg->funcs, "%%G* %%g%s", n ? ", " : "");
	for (int i = 0; i < n; i++)
		bp(&lg->funcs, "%s%s %%p%d", i ? ", " : "", ltype(si->params[i]), i);
	/* noinline: one call per process and state costs nothing measurable,
	 * and the optimiser takes 30% less time than on one huge function */
	bp(&lg->funcs, ")%s {\nentry:\n", f->noinline ? " noinline" : "");
	if (si->scratch_g) /* a zeroed context of this model */
		bp(&ent, "  %%g = alloca %%G\n  %%gz = bitcast %%G* %%g to i8*\n"
		    "  call void @llvm.memset.p0i8.i64(i8* %%gz, i8 0, i64 96, i1 false)\n"
		    "  %%gd = getelementptr %%G, %%G* %%g, i32 0, i32 12\n"
		    "  store %%D* @desc, %%D** %%gd\n");
	for (int i = 0; i < f->nlocals; i++)
		bp(&ent, "  %%l%d = alloca i32\n", i);
	/* the states a step reads and writes: fixed during a call */
	bp(&ent, "  %%srcp = getelementptr %%G, %%G* %%g, i32 0, i32 0\n  %%src = load i8*, i8** %%srcp\n"
	    "  %%nxtp = getelementptr %%G, %%G* %%g, i32 0, i32 11\n  %%nxt = load i8*, i8** %%nxtp\n");
	for (int i = 0; i < f->narrs; i++)
		bp(&ent, "  %%a%d = alloca [%d x i32]\n", i, f->arrs[i]);
	for (int k = 0; k < f->nb; k++) {
		bp(&body, "B%d:\n", k);
		lg->term = 0;
		for (int i = 0; i < f->b[k].n; i++)
			ins(lg, &f->b[k].ins[i]);
		if (!lg->term) /* a block the lowering left open: unreachable */
			I(lg, "unreachable");
	}
	bp(&lg->funcs, "%s  br label %%B0\n%s}\n\n", ent.p ? ent.p : "", body.p ? body.p : "");
	free(body.p);
	free(ent.p);
}

/* Declarations of the runtime helpers (mir.h's table). */
static void helper_decls(Buf *b)
{
	for (int h = 0; h < MIR_NHELPERS; h++) {
		const MirHelper *x = &mir_helpers[h];
		if (h == MIR_H_CALL || h == MIR_H_CALLPTR || !strncmp(x->name, "ll_", 3))
			continue;
		bp(b, "declare %s @%s(", x->ret == 'i' ? "i32" : "void", x->name);
		for (int i = 0; x->args[i]; i++)
			bp(b, "%s%s", i ? ", " : "", ltype(x->args[i]));
		bp(b, ")\n");
	}
}

/* Type declarations mirroring runtime/model.h and runtime/llsupport.h. */
static const char prelude[] =
"%TI = type { i32, i32, i32, i8*, i32, i8*, i32, i32 }\n"
"%LI = type { i32, i8*, i32, i8*, i32, i32 }\n"
"%PI = type { i8*, i32, i32, %LI*, i32 }\n"
"%VI = type { i8*, i32, i32, i32, i32, i32, i32, i32 }\n"
"%CE = type { i32, i32, i32 }\n"
"%CL = type { i8*, i32, i32, i32*, %CE*, i8*, i8*, i8** }\n"
"%LB = type { i32, i32, i8* }\n"
"%ML = type { i32, i8**, i32 (i8*, i32)*, %CL*, i32, i8**, i8**, i8*, i32, i8**, i8**, i32, %LB*, i32*, i32* }\n"
"%DV = type { i32, i32, i32 }\n"
"%MM = type { i32, i8*, i8*, i32, i32 (i8*)*, i32 (i8*, i32, i8*, i8*)*, i32 (i8*)*,"
" i32 (i8*, i32)*, i32 (i8*, i32)*, i32 (i8*, i32)*, i32 (i8*, i32)*, i32, %TI*, i32, %PI*,"
" i32, %VI*, i32, i8**, i32, %ML*, i32*, %DV*, i8*, i32*, %D*, i32 (i8*, i32, i8*, i8*, i8*)*,"
" i8*, i32, i32*, i32*, %DL* }\n"
"%DL = type { i32, i32, i8* }\n"
"%QD = type { i32, i32, i32, i32, [16 x i32], [16 x i32], i32, i32 }\n"
"%ST = type { i16, i16, i32, i32, i32, i32, i32, i8*, i32 }\n"
"%G = type { i8*, i8*, i8*, i32, i32, i32, i32, i32, i32, i32, %ST, i8*, %D*, i32 }\n"
"%D = type { %MM*, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %QD*, i32*, i32*,"
" i32 (%G*, i32)*, i32 (%G*, i32, i32, i32, i32*, i32, i32, i32, void (%G*, i8*, i32)*)*,"
" void (i8*)* }\n"
"declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)\n"
"declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)\n"
"declare i32 @rt_ll_next(%D*, i8*, i32, i8*, i8*)\n"
"declare i32 @rt_ll_next_part(%D*, i8*, i32, i8*, i8*, i8*)\n"
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
	    "void (i8*)* @m_errstate }\n"
	    "define internal i32 @m_next(i8* %%s, i32 %%excl, i8* %%cb, i8* %%ctx) {\n"
	    "  %%r = call i32 @rt_ll_next(%%D* @desc, i8* %%s, i32 %%excl, i8* %%cb, i8* %%ctx)\n"
	    "  ret i32 %%r\n}\n"
	    "define internal i32 @m_next_part(i8* %%s, i32 %%excl, i8* %%cur, i8* %%cb, i8* %%ctx) {\n"
	    "  %%r = call i32 @rt_ll_next_part(%%D* @desc, i8* %%s, i32 %%excl, i8* %%cur, i8* %%cb, i8* %%ctx)\n"
	    "  ret i32 %%r\n}\n",
	    lg->vsize, lg->nslots, lg->slotsz, lg->slot0, lg->ngq, lg->maxlq, lg->has_last,
	    lg->has_timeout, lg->has_commit, lg->mm->has_dve_err, lg->nq,
	    nq1, nq1, np1, np1, w, w);
	int nt = lg->ntrans + m->nprocs + 1;
	char dv[512];
	if (lg->ndv)
		snprintf(dv, sizeof dv, "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @dv_start, i64 0, i64 0), "
		    "%%DV* getelementptr inbounds ([%d x %%DV], [%d x %%DV]* @dv_tab, i64 0, i64 0), "
		    "i8* getelementptr inbounds ([%d x i8], [%d x i8]* @dv_on, i64 0, i64 0)",
		    lg->ntrans + m->nprocs + 2, lg->ntrans + m->nprocs + 2, lg->ndv, lg->ndv, nvars + 1,
		    nvars + 1);
	else
		snprintf(dv, sizeof dv, "i32* null, %%DV* null, i8* null");
	char ds[512] = "i32 0, i32* null, i32* null, %DL* null";
	const MirModel *mm = lg->mm;
	if (mm->ndstep)
		snprintf(ds, sizeof ds, "i32 %d, i32* getelementptr inbounds ([%d x i32], [%d x i32]* "
		    "@dstep_edge, i64 0, i64 0), i32* getelementptr inbounds ([%d x i32], [%d x i32]* "
		    "@dstep_first, i64 0, i64 0), %%DL* getelementptr inbounds ([%d x %%DL], [%d x %%DL]* "
		    "@dstep_lines, i64 0, i64 0)", mm->ndstep, mm->ndstep + 1, mm->ndstep + 1,
		    mm->ntrans + 1, mm->ntrans + 1, mm->ndlines + 1, mm->ndlines + 1);
	char mg[128] = "i8* null";
	if (lg->mm->merge)
		snprintf(mg, sizeof mg, "i8* getelementptr inbounds ([%d x i8], [%d x i8]* @merge_tab, "
		    "i64 0, i64 0)", lg->ntrans, lg->ntrans);
	bp(b, "@mcc_model = constant %%MM { i32 %d, %s, %s, i32 %d, i32 (i8*)* @m_initial, "
	    "i32 (i8*, i32, i8*, i8*)* @m_next, i32 (i8*)* @m_nprocs, i32 (i8*, i32)* @m_proc_type, "
	    "i32 (i8*, i32)* @m_proc_loc, i32 (i8*, i32)* @m_proc_offset, i32 (i8*, i32)* @m_valid_end, "
	    "i32 %d, %%TI* getelementptr inbounds ([%d x %%TI], [%d x %%TI]* @trans_tab, i64 0, i64 0), "
	    "i32 %d, %%PI* getelementptr inbounds ([%d x %%PI], [%d x %%PI]* @proc_tab, i64 0, i64 0), "
	    "i32 %d, %%VI* getelementptr inbounds ([%d x %%VI], [%d x %%VI]* @var_tab, i64 0, i64 0), "
	    "i32 %d, i8** getelementptr inbounds ([%d x i8*], [%d x i8*]* @mtype_tab, i64 0, i64 0), "
	    "i32 %d, %%ML* @ltl_obj, %s, "
	    "i32* getelementptr inbounds ([%d x i32], [%d x i32]* @por_tab, i64 0, i64 0), "
	    "%%D* @desc, i32 (i8*, i32, i8*, i8*, i8*)* @m_next_part, %s, %s }\n",
	    MCC_MODEL_ABI, str(lg, m->name, s1, SBUF),
	    str(lg, lg->opt->source ? lg->opt->source : m->name, s2, SBUF), lg->vsize,
	    lg->ntrans, nt, nt, m->nprocs, np1, np1, nvars, nvars + 1, nvars + 1,
	    nmt, nmt + 1, nmt + 1, m->never ? m->never->index : -1, dv, lg->mm->npor,
	    lg->mm->npor, mg, ds);
}

/* d_step replay lines (MccModel.dstep_*). */
static void dstep_tables(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	char s1[SBUF];
	if (!mm->ndstep)
		return;
	bp(b, "@dstep_edge = internal constant [%d x i32] [", mm->ndstep + 1);
	for (int i = 0; i <= mm->ndstep; i++)
		bp(b, "%si32 %d", i ? ", " : "", mm->dstep_edge[i]);
	bp(b, "]\n@dstep_first = internal constant [%d x i32] [", mm->ntrans + 1);
	for (int i = 0; i <= mm->ntrans; i++)
		bp(b, "%si32 %d", i ? ", " : "", mm->dstep_first[i]);
	bp(b, "]\n@dstep_lines = internal constant [%d x %%DL] [\n", mm->ndlines + 1);
	for (int i = 0; i < mm->ndlines; i++)
		bp(b, "  %%DL { i32 %d, i32 %d, %s },\n", mm->dlines[i].no, mm->dlines[i].line,
		    str(lg, mm->dlines[i].text, s1, SBUF));
	bp(b, "  %%DL zeroinitializer\n]\n");
}

/* Statement merging (MccModel.merge): writable, the runtime may clear it. */
static void merge_table(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	if (!mm->merge)
		return;
	bp(b, "@merge_tab = internal global [%d x i8] [", mm->ntrans);
	for (int t = 0; t < mm->ntrans; t++)
		bp(b, "%si8 %d", t ? ", " : "", mm->merge[t]);
	bp(b, "]\n");
}

/* The partial-order reduction table (MccModel.por). */
static void por_table(Lg *lg, Buf *b)
{
	const MirModel *mm = lg->mm;
	bp(b, "@por_tab = internal constant [%d x i32] [", mm->npor);
	for (int i = 0; i < mm->npor; i++)
		bp(b, "%si32 %d", i ? ", " : "", mm->por[i]);
	bp(b, "]\n");
}

static int emit_llvm(Lg *lg, FILE *out)
{
	const MirModel *mm = lg->mm;
	Buf t = {0};
	for (int k = 0; k < mm->nfns; k++)
		fn_code(lg, &mm->fns[k]);
	queue_tables(lg, &t);
	trans_table(lg, &t);
	loc_tables(lg, &t);
	var_table(lg, &t);
	dv_tables(lg, &t);
	por_table(lg, &t);
	merge_table(lg, &t);
	dstep_tables(lg, &t);
	ltl_tables(lg, &t);
	model_obj(lg, &t, mm->nvars, mm->mtypes.n);
	fprintf(out, "; generated by mcc from %s: do not edit\n", lg->m->name);
	fputs(prelude, out);
	Buf d = {0};
	helper_decls(&d);
	fputs(d.p, out);
	free(d.p);
	fprintf(out, "@HID = internal global [%d x i8] zeroinitializer\n", mm->hsize + 1);
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
	MirModel mm;
	if (mir_lower(m, opt, &mm) < 0) {
		mir_free(&mm);
		return -1;
	}
	Lg lg = { .m = m, .opt = opt, .mm = &mm, .q = mm.q, .proc = mm.proc, .nq = mm.nq,
		.ngq = mm.ngq, .maxlq = mm.maxlq, .vsize = mm.vsize, .hsize = mm.hsize,
		.slot0 = mm.slot0, .slotsz = mm.slotsz, .nslots = mm.nslots, .ntrans = mm.ntrans,
		.ndv = mm.ndv, .has_last = mm.has_last, .has_timeout = mm.has_timeout,
		.has_commit = mm.has_commit, .tmp = 1 };
	int rc = emit_llvm(&lg, out);
	mir_free(&mm);
	free(lg.funcs.p);
	free(lg.strs.p);
	return rc;
}
