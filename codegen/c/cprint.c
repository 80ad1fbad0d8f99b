/*
 * cprint.c -- MIR -> C text (the tcc and cc backends): a printer with
 * no Promela or DVE knowledge (codegen/README.md).  The runtime helpers
 * are runtime/llsupport.h's, shared with the LLVM printer; expressions
 * stay C expressions, blocks become labels and gotos.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/c/cgen.h"
#include "codegen/mir.h"

typedef MirBuf Buf;
#define bp mir_bp

typedef struct Pr {
	const IrModel *m;
	const CgOptions *opt;
	const MirModel *mm;
	const MirFn *f;         /* function being printed */
} Pr;

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
static void tables(Pr *cg, Buf *b)
{
	const IrModel *m = cg->m;
	const MirModel *mm = cg->mm;
	bp(b, "static const RtLlQD qd[%d] = {\n", mm->nq + 1);
	for (int i = 0; i < mm->nq; i++) {
		const MirQueue *q = &mm->q[i];
		bp(b, "\t{ %d, %d, %d, %d, {", q->off, q->cap, q->nf, q->msz);
		for (int k = 0; k < 16; k++)
			bp(b, "%d,", k < q->nf ? q->fty[k] : 0);
		bp(b, "}, {");
		for (int k = 0; k < 16; k++)
			bp(b, "%d,", k < q->nf ? q->foff[k] : 0);
		bp(b, "}, %d, %d },\n", q->mtf, q->chf);
	}
	bp(b, "\t{ 0, 0, 0, 0, {0}, {0}, 0, 0 }\n};\n");
	bp(b, "static const int32_t nlq[%d] = {", m->nprocs + 1);
	for (int p = 0; p < m->nprocs; p++)
		bp(b, "%d,", mm->proc[p].nq);
	bp(b, "0};\nstatic const int32_t lq[%d] = {\n", (m->nprocs + 1) * (mm->maxlq + 1));
	for (int p = 0; p <= m->nprocs; p++) {
		bp(b, "\t");
		for (int j = 0; j <= mm->maxlq; j++)
			bp(b, "%d,", p < m->nprocs && j < mm->proc[p].nq ? mm->proc[p].q0 + j : 0);
		bp(b, "\n");
	}
	bp(b, "};\n");
}

/* Transitions, locations, proctypes, variables, mtypes, dead variables:
 * the rows of MirModel as runtime/model.h structs. */
static void info_tables(Pr *cg, Buf *b)
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
			bp(b, ", %d, %d },\n", L->spin_no, L->spin_line);
		}
		bp(b, "\t{ 0, 0, 0, 0, 0, 0 }\n};\n");
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
	bp(b, "static const int32_t dv_start[%d] = {", mm->ntrans + np + 2);
	for (int t = 0; t <= mm->ntrans + np + 1; t++)
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
static void ltl_tables(Pr *cg, Buf *b)
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
	int nf = 0;
	bp(b, "static const int32_t ap_form_start[%d] = {", mm->aps.n + 1);
	for (int i = 0; i < mm->aps.n; i++) {
		bp(b, "%d,", nf);
		nf += mm->ap_form[i].n;
	}
	bp(b, "%d};\nstatic const int32_t ap_form[%d] = {", nf, nf + 1);
	for (int i = 0; i < mm->aps.n; i++)
		for (int k = 0; k < mm->ap_form[i].n; k++)
			bp(b, "%d,", mm->ap_form[i].v[k]);
	bp(b, "0};\n");
	bp(b, "static const MccModelLtl ltl_obj = { %d, ap_tab, %s, %s, %d, ltl_names, ltl_texts, ",
	    mm->aps.n, mm->fns[mm->f_eval_ap].name, mm->claim_nlocs >= 0 ? "&claim_obj" : "0",
	    m->nltls);
	cstr0(b, cg->opt->formula);
	bp(b, ", %d, def_names, def_bodies, %d, label_tab, ap_form_start, ap_form };\n",
	    m->ndefines, mm->nlabels);
}

/* ------------------------------------------------------------ code */

static const char *const ops[] = { "+", "-", "*", "&", "|", "^", "<", "<=", ">", ">=",
	"==", "!=" };
static const char *const syms[] = { "SZ", "SLOTSZ", "SLOT0", "NSLOTS" };
static const char *const gfields[] = { "src", "nxt", "n", "timeout", "err", "test",
	"cmode", "scommit", "trace" };

/* The prelude's load macros: an integer of w bytes at a pointer. */
static const char *ldname(int w, int sgn)
{
	return w == 1 ? (sgn ? "I8" : "U8") : w == 2 ? (sgn ? "I16" : "U16") : (sgn ? "I32" : "U32");
}

static void px(Pr *pr, Buf *b, const MirX *x);

static void pargs(Pr *pr, Buf *b, const MirX *x, int from)
{
	for (int i = from; i < x->n; i++) {
		if (i > from)
			bp(b, ", ");
		px(pr, b, x->args[i]);
	}
}

static void pcall(Pr *pr, Buf *b, const MirX *x)
{
	if (x->v == MIR_H_CALL) {
		const MirFn *f = &pr->mm->fns[x->args[0]->v];
		bp(b, "%s(%s", f->name, mir_sigs[f->sig].scratch_g ? "" : "g");
		if (x->n > 1 && !mir_sigs[f->sig].scratch_g)
			bp(b, ", ");
		pargs(pr, b, x, 1);
		bp(b, ")");
		return;
	}
	if (x->v == MIR_H_CALLPTR) {
		bp(b, "seff(");
		pargs(pr, b, x, 0);
		bp(b, ")");
		return;
	}
	bp(b, "%s(", mir_helpers[x->v].name);
	pargs(pr, b, x, 0);
	bp(b, ")");
}

static void px(Pr *pr, Buf *b, const MirX *x);

/* An operand of !, &&, || or ?:: a constant is printed as (K0_+v), which
 * tcc 0.9.27 cannot fold and so cannot miscompile (frontend/fold.c keeps
 * some constants there, as in a[i] || 1, where a[i] may raise an error). */
static void lop(Pr *pr, Buf *b, const MirX *x)
{
	if (x->k == MX_CONST && x->v != -2147483647 - 1)
		bp(b, "(K0_+%d)", x->v);
	else
		px(pr, b, x);
}

static void px(Pr *pr, Buf *b, const MirX *x)
{
	switch (x->k) {
	case MX_CONST:
		if (x->v == -2147483647 - 1)
			bp(b, "(-2147483647-1)");
		else
			bp(b, x->v < 0 ? "(%d)" : "%d", x->v);
		return;
	case MX_SYM: bp(b, "%s", syms[x->v]); return;
	case MX_PARAM: bp(b, "%s", mir_sigs[pr->f->sig].names[x->v]); return;
	case MX_LOCAL: bp(b, "l%d", x->v); return;
	case MX_PLOCAL: bp(b, "q%d", x->v); return;
	case MX_LOAD:
		bp(b, "%s(", ldname(x->w, x->sgn));
		px(pr, b, x->a);
		bp(b, ")");
		return;
	case MX_ADDR:
		bp(b, "(");
		px(pr, b, x->a);
		bp(b, "+");
		px(pr, b, x->b);
		bp(b, ")");
		return;
	case MX_HID: bp(b, "HID"); return;
	case MX_NEG: case MX_NOT: case MX_COMPL:
		bp(b, "(%s", x->k == MX_NEG ? "-" : x->k == MX_NOT ? "!" : "~");
		if (x->k == MX_NOT)
			lop(pr, b, x->a);
		else
			px(pr, b, x->a);
		bp(b, ")");
		return;
	case MX_BIN:
		bp(b, "(");
		px(pr, b, x->a);
		bp(b, "%s", ops[x->op]);
		px(pr, b, x->b);
		bp(b, ")");
		return;
	case MX_AND: case MX_OR:
		bp(b, "(");
		lop(pr, b, x->a);
		bp(b, "%s", x->k == MX_AND ? "&&" : "||");
		lop(pr, b, x->b);
		bp(b, ")");
		return;
	case MX_COND:
		bp(b, "(");
		lop(pr, b, x->a);
		bp(b, "?");
		lop(pr, b, x->b);
		bp(b, ":");
		lop(pr, b, x->c);
		bp(b, ")");
		return;
	case MX_CALL: pcall(pr, b, x); return;
	case MX_CTX:
		if (x->v == MIR_G_SELF)
			bp(b, "g");
		else if (x->v == MIR_G_SRC || x->v == MIR_G_NXT) /* set at entry */
			bp(b, "%s", gfields[x->v]);
		else
			bp(b, "g->%s", gfields[x->v]);
		return;
	case MX_CTXP: bp(b, "&g->%s", gfields[x->v]); return;
	case MX_ARR: bp(b, "a%d", x->v); return;
	case MX_AGET:
		if (x->v >= 0) {
			bp(b, "a%d[%d]", x->v, x->w);
			return;
		}
		bp(b, "(");
		px(pr, b, x->a);
		bp(b, ")[%d]", x->w);
		return;
	case MX_FN:
		if (x->v == MIR_FN_DESC)
			bp(b, "&desc");
		else
			bp(b, "%s", x->v >= 0 ? pr->mm->fns[x->v].name : "0");
		return;
	case MX_STR:
		if (x->text)
			cstr(b, x->text);
		else
			bp(b, "0");
		return;
	case MX_CTEXT:
		bp(b, "({ uint8_t *S = (uint8_t *)");
		px(pr, b, x->a);
		bp(b, "; uint8_t *P = (uint8_t *)");
		px(pr, b, x->b);
		bp(b, "; (void)S; (void)P; (int)(%s); })", x->text);
		return;
	}
}

static void pins(Pr *pr, Buf *b, const MirIns *i)
{
	bp(b, "\t");
	switch (i->k) {
	case MI_SET: case MI_PSET:
		bp(b, "%c%d = ", i->k == MI_SET ? 'l' : 'q', i->v);
		px(pr, b, i->a);
		break;
	case MI_STORE:
		bp(b, "ST%d(", 8 * i->w);
		px(pr, b, i->a);
		bp(b, ", ");
		px(pr, b, i->b);
		bp(b, ")");
		break;
	case MI_ASET: bp(b, "a%d[%d] = ", i->v, i->w); px(pr, b, i->a); break;
	case MI_EVAL: bp(b, "(void)"); px(pr, b, i->a); break;
	case MI_CTXSET: bp(b, "g->%s = ", gfields[i->v]); px(pr, b, i->a); break;
	case MI_COPY: case MI_ZERO:
		bp(b, i->k == MI_COPY ? "memcpy(" : "memset(");
		px(pr, b, i->a);
		bp(b, ", ");
		if (i->k == MI_COPY)
			px(pr, b, i->c);
		else
			bp(b, "0");
		bp(b, ", (size_t)");
		px(pr, b, i->b);
		bp(b, ")");
		break;
	case MI_CCODE:
		bp(b, "{ uint8_t *S = (uint8_t *)");
		px(pr, b, i->a);
		bp(b, "; uint8_t *P = (uint8_t *)");
		px(pr, b, i->b);
		bp(b, "; (void)S; (void)P;\n\t%s }\n", i->text);
		return;
	case MI_BR: bp(b, "goto B%d", i->t); break;
	case MI_CBR:
		bp(b, "if (");
		px(pr, b, i->a);
		bp(b, ") goto B%d; else goto B%d", i->t, i->f);
		break;
	case MI_SWITCH:
		bp(b, "switch (");
		px(pr, b, i->a);
		bp(b, ") {");
		for (int k = 0; k < i->n; k++)
			bp(b, " case %d: goto B%d;", i->vals[k], i->blks[k]);
		bp(b, " default: goto B%d; }\n", i->t);
		return;
	case MI_RET:
		bp(b, "return");
		if (i->a) {
			bp(b, " ");
			px(pr, b, i->a);
		}
		break;
	}
	bp(b, ";\n");
}

static const char *ptype(char k)
{
	switch (k) {
	case 'p': return "uint8_t *";
	case 'c': return "const uint8_t *";
	case 'a': return "const int32_t *";
	case 'f': return "RtLlSeff ";
	default: return "int32_t ";
	}
}

/* The C declarator of f: static T name(Gen *g, params) */
static void header(Pr *pr, Buf *b, const MirFn *f)
{
	const MirSigInfo *si = &mir_sigs[f->sig];
	bp(b, "static %s %s(", si->ret == 'i' ? "int32_t" : "void", f->name);
	int n = (int)strlen(si->params);
	if (!si->scratch_g)
		bp(b, "Gen *g%s", n ? ", " : "");
	for (int i = 0; i < n; i++)
		bp(b, "%s%s%s", i ? ", " : "", ptype(si->params[i]), si->names[i]);
	if (si->scratch_g && !n)
		bp(b, "void");
	bp(b, ")");
}

static void pfn(Pr *pr, Buf *b, const MirFn *f)
{
	pr->f = f;
	header(pr, b, f);
	bp(b, "\n{\n");
	if (mir_sigs[f->sig].scratch_g)
		bp(b, "\tGen g_; memset(&g_, 0, sizeof g_); g_.d = &desc; Gen *g = &g_; (void)g;\n");
	/* the states a step reads and writes: fixed during a call */
	bp(b, "\tuint8_t *src = (uint8_t *)g->src, *nxt = g->nxt; (void)src; (void)nxt;\n");
	for (int i = 0; i < f->nlocals; i++)
		bp(b, "\tint32_t l%d;\n", i);
	for (int i = 0; i < f->nplocals; i++)
		bp(b, "\tuint8_t *q%d;\n", i);
	for (int i = 0; i < f->narrs; i++)
		bp(b, "\tint32_t a%d[%d];\n", i, f->arrs[i]);
	for (int k = 0; k < f->nb; k++) {
		bp(b, "B%d:;\n", k);
		for (int i = 0; i < f->b[k].n; i++)
			pins(pr, b, &f->b[k].ins[i]);
	}
	bp(b, "}\n\n");
}

/* ------------------------------------------------------------ module */

static const char prelude[] =
"#include <stdint.h>\n"
"#include <string.h>\n"
"#include \"model.h\"\n"
"#include \"llsupport.h\"\n"
"typedef RtLlGen Gen;\n"
"#define U8(a) ((int32_t)*(uint8_t *)(a))\n"
"#define I8(a) ((int32_t)*(int8_t *)(a))\n"
"#define U16(a) ((int32_t)*(uint16_t *)(a))\n"
"#define I16(a) ((int32_t)*(int16_t *)(a))\n"
"#define U32(a) ((int32_t)*(uint32_t *)(a))\n"
"#define I32(a) (*(int32_t *)(a))\n"
"#define ST8(a, v) (*(uint8_t *)(a) = (uint8_t)(v))\n"
"#define ST16(a, v) (*(uint16_t *)(a) = (uint16_t)(v))\n"
"#define ST32(a, v) (*(uint32_t *)(a) = (uint32_t)(v))\n"
"static uint8_t HID[HSZ+1];\n"
"static int32_t K0_; /* 0, opaque: see lop() */\n"
"static const RtLlDesc desc;\n"
"static int32_t ll_ix(Gen *g, int32_t i, int32_t n) { if ((uint32_t)i >= (uint32_t)n) { g->err = MCC_ERR_INDEX; return 0; } return i; }\n"
"static int32_t ll_div(Gen *g, int32_t a, int32_t b) { if (!b) { g->err = MCC_ERR_DIV0; return 0; } return a / b; }\n"
"static int32_t ll_mod(Gen *g, int32_t a, int32_t b) { if (!b) { g->err = MCC_ERR_DIV0; return 0; } return a % b; }\n"
"static int32_t ll_shl(Gen *g, int32_t a, int32_t b) { (void)g; return (b < 0 || b > 31) ? 0 : (int32_t)((uint32_t)a << b); }\n"
"static int32_t ll_shr(Gen *g, int32_t a, int32_t b) { (void)g; return (b < 0 || b > 31) ? (a < 0 ? -1 : 0) : a >> b; }\n";

/* The MccModel entry points: runtime/llsupport.c's, given the model. */
static const char entries[] =
"static int m_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx) { return rt_ll_next(&desc, s, excl, cb, ctx); }\n"
"static int m_next_part(const uint8_t *s, int excl, MccCursor *c, MccSuccFn cb, void *ctx) { return rt_ll_next_part(&desc, s, excl, c, cb, ctx); }\n"
"static int m_nprocs(const uint8_t *s) { return rt_ll_nprocs(s); }\n"
"static int m_proc_type(const uint8_t *s, int pid) { return rt_ll_proc_type(&desc, s, pid); }\n"
"static int m_proc_loc(const uint8_t *s, int pid) { return rt_ll_proc_loc(&desc, s, pid); }\n"
"static int m_proc_offset(const uint8_t *s, int pid) { return rt_ll_proc_offset(&desc, s, pid); }\n"
"static int m_valid_end(const uint8_t *s, int strict) { return rt_ll_valid_end(&desc, s, strict); }\n";

static void desc_obj(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	bp(b, "static const RtLlDesc desc = { &mcc_model, SZ, NSLOTS, SLOTSZ, SLOT0, %d, %d, %d, %d, %d, %d, %d, "
	    "qd, nlq, lq, %s, %s, %s };\n", mm->ngq, mm->maxlq, mm->has_last, mm->has_timeout,
	    mm->has_commit, mm->has_dve_err, mm->nq, mm->fns[mm->f_stepd].name,
	    mm->fns[mm->f_rvd].name, mm->fns[mm->f_errstate].name);
}

static void model_obj(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	const IrModel *m = pr->m;
	bp(b, "const MccModel mcc_model = {\n\tMCC_MODEL_ABI, ");
	cstr(b, m->name);
	bp(b, ", ");
	cstr(b, pr->opt->source ? pr->opt->source : m->name);
	bp(b, ", SZ,\n\t%s, m_next, m_nprocs, m_proc_type, m_proc_loc, m_proc_offset, m_valid_end,\n",
	    mm->fns[mm->f_init].name);
	bp(b, "\t%d, trans_tab, %d, proc_tab, NVARS, var_tab, NMTYPES, mtype_tab, %d, &ltl_obj,\n",
	    mm->ntrans, m->nprocs, m->never ? m->never->index : -1);
	bp(b, mm->ndv ? "\tdv_start, dv_tab, dv_on,\n" : "\t0, 0, 0,\n");
	bp(b, mm->merge ? "\tpor_tab, &desc, m_next_part, merge_tab,\n" :
	    "\tpor_tab, &desc, m_next_part, 0,\n");
	bp(b, mm->ndstep ? "\t%d, dstep_edge, dstep_first, dstep_lines\n};\n" : "\t0, 0, 0, 0\n};\n",
	    mm->ndstep);
}

/* d_step replay lines (MccModel.dstep_*). */
static void dstep_tables(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	if (!mm->ndstep)
		return;
	bp(b, "static const int32_t dstep_edge[%d] = {", mm->ndstep + 1);
	for (int i = 0; i <= mm->ndstep; i++)
		bp(b, "%s%d,", i % 16 ? "" : "\n", mm->dstep_edge[i]);
	bp(b, "\n};\nstatic const int32_t dstep_first[%d] = {", mm->ntrans + 1);
	for (int i = 0; i <= mm->ntrans; i++)
		bp(b, "%s%d,", i % 16 ? "" : "\n", mm->dstep_first[i]);
	bp(b, "\n};\nstatic const MccDStepLine dstep_lines[%d] = {\n", mm->ndlines + 1);
	for (int i = 0; i < mm->ndlines; i++) {
		bp(b, "\t{ %d, %d, ", mm->dlines[i].no, mm->dlines[i].line);
		cstr(b, mm->dlines[i].text);
		bp(b, " },\n");
	}
	bp(b, "\t{ 0, 0, 0 }\n};\n");
}

/* Statement merging (MccModel.merge): writable, the runtime may clear it. */
static void merge_table(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	if (!mm->merge)
		return;
	bp(b, "static uint8_t merge_tab[%d] = {", mm->ntrans);
	for (int t = 0; t < mm->ntrans; t++)
		bp(b, "%s%d,", t % 32 ? "" : "\n", mm->merge[t]);
	bp(b, "\n};\n");
}

/* The partial-order reduction table (MccModel.por). */
static void por_table(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	bp(b, "static const int32_t por_tab[%d] = {", mm->npor);
	for (int i = 0; i < mm->npor; i++)
		bp(b, "%s%d,", i % 16 ? "" : "\n", mm->por[i]);
	bp(b, "\n};\n");
}

static void emit(Pr *pr, Buf *b)
{
	const MirModel *mm = pr->mm;
	bp(b, "/* generated by mcc from %s: do not edit */\n", pr->m->name);
	if (mm->c_head)
		bp(b, "%s", mm->c_head);
	else
		bp(b, "#define SZ %d\n#define NSLOTS %d\n#define SLOTSZ %d\n#define SLOT0 %d\n",
		    mm->vsize, mm->nslots, mm->slotsz, mm->slot0);
	bp(b, "#define HSZ %d\n%s", mm->hsize, prelude);
	tables(pr, b);
	info_tables(pr, b);
	for (int k = 0; k < mm->nfns; k++) {
		header(pr, b, &mm->fns[k]);
		bp(b, ";\n");
	}
	for (int k = 0; k < mm->nfns; k++)
		pfn(pr, b, &mm->fns[k]);
	ltl_tables(pr, b);
	bp(b, "%s", entries);
	desc_obj(pr, b);
	por_table(pr, b);
	merge_table(pr, b);
	dstep_tables(pr, b);
	model_obj(pr, b);
}

int cg_emit_c(const IrModel *m, const CgOptions *opt, FILE *out)
{
	MirModel mm;
	if (mir_lower(m, opt, &mm) < 0) {
		mir_free(&mm);
		return -1;
	}
	Pr pr = { .m = m, .opt = opt, .mm = &mm };
	Buf b = {0};
	emit(&pr, &b);
	mir_free(&mm);
	fputs(b.p, out);
	free(b.p);
	return ferror(out) ? -1 : 0;
}
