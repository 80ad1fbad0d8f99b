/*
 * mir.c -- building and printing MIR code (mir.h): the node and block
 * constructors of the lowering, the runtime helpers and signatures both
 * printers read, and the text of `mcc --dump-mir`.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

const MirHelper mir_helpers[MIR_NHELPERS] = {
	[MIR_H_QLEN] = { "rt_ll_qlen", 'i', "gpi" },
	[MIR_H_QFULL] = { "rt_ll_qfull", 'i', "gpi" },
	[MIR_H_QSEND_OK] = { "rt_ll_qsend_ok", 'i', "gpi" },
	[MIR_H_QSEND_BUF_OK] = { "rt_ll_qsend_buf_ok", 'i', "gpi" },
	[MIR_H_QHDR] = { "rt_ll_qhdr", 'i', "gpia" },
	[MIR_H_QFIELD] = { "rt_ll_qfield", 'i', "gpiii" },
	[MIR_H_QPUT] = { "rt_ll_qput", 'v', "gpiaii" },
	[MIR_H_QDEL] = { "rt_ll_qdel", 'v', "gpii" },
	[MIR_H_FIRE_RT] = { "rt_ll_fire", 'v', "giiiii" },
	[MIR_H_DIE] = { "rt_ll_die", 'v', "gi" },
	[MIR_H_DV] = { "rt_ll_dv", 'v', "dpiiiii" },
	[MIR_H_FIRST_OF] = { "rt_ll_first_of", 'i', "dpi" },
	[MIR_H_AT_LABEL] = { "rt_ll_at_label", 'i', "dpiii" },
	[MIR_H_PC_VALUE] = { "rt_ll_pc_value", 'i', "dpi" },
	[MIR_H_COMMITTED] = { "rt_ll_committed", 'i', "dpi" },
	[MIR_H_NP] = { "rt_ll_np", 'i', "dp" },
	[MIR_H_PROC_ENABLED] = { "rt_ll_proc_enabled", 'i', "gpii" },
	[MIR_H_PRIO_TOP] = { "rt_ll_prio_top", 'i', "gpi" },
	[MIR_H_RV_ARITY] = { "rt_ll_rv_arity", 'v', "giii" },
	[MIR_H_RECV_ARITY] = { "rt_ll_recv_arity", 'v', "gpiia" },
	[MIR_H_GET_PRIO] = { "rt_ll_get_prio", 'i', "dpi" },
	[MIR_H_SET_PRIO] = { "rt_ll_set_prio", 'v', "dgpii" },
	[MIR_H_RV_SEND] = { "rt_ll_rv_send", 'i', "giiaiiif" },
	[MIR_H_PRINTING] = { "mcc_printing", 'i', "" },
	[MIR_H_PRINT] = { "mcc_print", 'v', "ipia" },
	[MIR_H_IX] = { "ll_ix", 'i', "gii" },
	[MIR_H_DIV] = { "ll_div", 'i', "gii" },
	[MIR_H_MOD] = { "ll_mod", 'i', "gii" },
	[MIR_H_SHL] = { "ll_shl", 'i', "gii" },
	[MIR_H_SHR] = { "ll_shr", 'i', "gii" },
	[MIR_H_ERRAT] = { "rt_ll_errat", 'v', "gpi" },
	[MIR_H_DSTEP] = { "rt_ll_dstep", 'v', "gpi" },
	[MIR_H_XCLAIM] = { "rt_ll_xclaim", 'v', "gpiii" },
	[MIR_H_XUSE] = { "rt_ll_xuse", 'v', "gpiii" },
	[MIR_H_NR_PR] = { "rt_ll_nr_pr", 'i', "c" },
	[MIR_H_CALL] = { "(call)", '?', "" },
	[MIR_H_CALLPTR] = { "(seff)", 'v', "gpi" },
};

const MirSigInfo mir_sigs[MIR_NSIGS] = {
	[MIR_SIG_STEP] = { 'i', "i", { "pid" }, 0 },
	[MIR_SIG_RV] = { 'i', "iiiaiiif",
		{ "pid", "pid2", "chan", "v_", "nv", "sdst", "strans", "seff" }, 0 },
	[MIR_SIG_MK] = { 'i', "pa", { "S_", "a_" }, 0 },
	[MIR_SIG_SEFF] = { 'v', "pi", { "S_", "pid" }, 0 },
	[MIR_SIG_INIT] = { 'i', "p", { "S_" }, 1 },
	[MIR_SIG_ERRSTATE] = { 'v', "p", { "S_" }, 1 },
	[MIR_SIG_EVAL_AP] = { 'i', "ci", { "s_", "i_" }, 1 },
	[MIR_SIG_FIRE] = { 'v', "iiiii", { "pid", "tr", "pid2", "tr2", "fl" }, 0 },
};

void mir_bp(MirBuf *b, const char *fmt, ...)
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

/* ------------------------------------------------------------ arena */

/* Nodes live until mir_free (mir_release), in blocks of this many. */
typedef struct Chunk {
	struct Chunk *next;
	size_t used;
	_Alignas(16) unsigned char mem[1 << 16];
} Chunk;

static Chunk *arena;

static void *alloc(size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if (!arena || arena->used + n > sizeof arena->mem) {
		Chunk *c = malloc(sizeof *c);
		if (!c) {
			fprintf(stderr, "mcc: out of memory\n");
			exit(3);
		}
		c->next = arena;
		c->used = 0;
		arena = c;
	}
	void *p = arena->mem + arena->used;
	arena->used += n;
	memset(p, 0, n);
	return p;
}

void *mir_alloc(size_t n)
{
	if (n > sizeof arena->mem / 2) { /* large: a chunk of its own */
		Chunk *c = malloc(sizeof *c + n);
		if (!c)
			abort();
		c->next = arena ? arena->next : NULL;
		c->used = sizeof c->mem;
		if (arena)
			arena->next = c;
		else
			arena = c;
		memset(c->mem, 0, n);
		return c->mem;
	}
	return alloc(n);
}

char *mir_text(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *t = mir_alloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(t, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return t;
}

void mir_release(void)
{
	while (arena) {
		Chunk *n = arena->next;
		free(arena);
		arena = n;
	}
}

/* ------------------------------------------------------------ build */

int mir_fn_new(MirModel *mm, const char *name, MirSig sig)
{
	if (mm->nfns == mm->fcap) {
		mm->fcap = mm->fcap ? 2 * mm->fcap : 32;
		mm->fns = realloc(mm->fns, (size_t)mm->fcap * sizeof *mm->fns);
		if (!mm->fns)
			abort();
	}
	MirFn *f = &mm->fns[mm->nfns];
	memset(f, 0, sizeof *f);
	snprintf(f->name, sizeof f->name, "%s", name);
	f->sig = sig;
	mir_block(f);
	return mm->nfns++;
}

int mir_block(MirFn *f)
{
	if (f->nb == f->bcap) {
		f->bcap = f->bcap ? 2 * f->bcap : 16;
		f->b = realloc(f->b, (size_t)f->bcap * sizeof *f->b);
		if (!f->b)
			abort();
	}
	memset(&f->b[f->nb], 0, sizeof *f->b);
	return f->nb++;
}

MirIns *mir_ins(MirFn *f, int b, MirIk k)
{
	MirBlock *B = &f->b[b];
	if (B->n == B->cap) {
		B->cap = B->cap ? 2 * B->cap : 8;
		B->ins = realloc(B->ins, (size_t)B->cap * sizeof *B->ins);
		if (!B->ins)
			abort();
	}
	MirIns *i = &B->ins[B->n++];
	memset(i, 0, sizeof *i);
	i->k = k;
	return i;
}

MirX *mir_x(MirXk k, int v)
{
	MirX *x = alloc(sizeof *x);
	x->k = k;
	x->v = v;
	return x;
}

MirX *mir_const(int v) { return mir_x(MX_CONST, v); }

MirX *mir_bin(int op, MirX *a, MirX *b)
{
	MirX *x = mir_x(MX_BIN, 0);
	x->op = op;
	x->a = a;
	x->b = b;
	return x;
}

MirX *mir_un(MirXk k, MirX *a)
{
	MirX *x = mir_x(k, 0);
	x->a = a;
	return x;
}

MirX *mir_load(int w, int sgn, MirX *p)
{
	MirX *x = mir_x(MX_LOAD, 0);
	x->w = w;
	x->sgn = sgn;
	x->a = p;
	return x;
}

MirX *mir_addr(MirX *p, MirX *off)
{
	if (off->k == MX_CONST && off->v == 0)
		return p;
	MirX *x = mir_x(MX_ADDR, 0);
	x->a = p;
	x->b = off;
	return x;
}

MirX *mir_call(int h, int n, ...)
{
	MirX *x = mir_x(MX_CALL, h);
	va_list ap;
	x->n = n;
	x->args = alloc(sizeof *x->args * (size_t)(n ? n : 1));
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		x->args[i] = va_arg(ap, MirX *);
	va_end(ap);
	return x;
}

/* ------------------------------------------------------------ dump */

static const char *const opname[] = { "+", "-", "*", "&", "|", "^", "<", "<=", ">", ">=",
	"==", "!=" };
static const char *const symname[] = { "SZ", "SLOTSZ", "SLOT0", "NSLOTS" };
static const char *const gname[] = { "src", "nxt", "n", "timeout", "err", "test", "cmode",
	"scommit", "trace" };

static void dx(const MirModel *mm, const MirX *x, FILE *o)
{
	switch (x->k) {
	case MX_CONST: fprintf(o, "%d", x->v); return;
	case MX_SYM: fprintf(o, "%s", symname[x->v]); return;
	case MX_PARAM: fprintf(o, "%%p%d", x->v); return;
	case MX_LOCAL: fprintf(o, "%%l%d", x->v); return;
	case MX_PLOCAL: fprintf(o, "%%q%d", x->v); return;
	case MX_LOAD: fprintf(o, "load%s%d[", x->sgn ? "s" : "u", 8 * x->w); dx(mm, x->a, o);
		fputc(']', o); return;
	case MX_ADDR: fputc('(', o); dx(mm, x->a, o); fputs(" +p ", o); dx(mm, x->b, o);
		fputc(')', o); return;
	case MX_HID: fputs("hidden", o); return;
	case MX_NEG: case MX_NOT: case MX_COMPL:
		fputs(x->k == MX_NEG ? "-" : x->k == MX_NOT ? "!" : "~", o); dx(mm, x->a, o); return;
	case MX_BIN: case MX_AND: case MX_OR:
		fputc('(', o); dx(mm, x->a, o);
		fprintf(o, " %s ", x->k == MX_AND ? "&&" : x->k == MX_OR ? "||" : opname[x->op]);
		dx(mm, x->b, o); fputc(')', o); return;
	case MX_COND: fputc('(', o); dx(mm, x->a, o); fputs(" ? ", o); dx(mm, x->b, o);
		fputs(" : ", o); dx(mm, x->c, o); fputc(')', o); return;
	case MX_CALL:
		fprintf(o, "%s(", mir_helpers[x->v].name);
		for (int i = 0; i < x->n; i++) {
			if (i)
				fputs(", ", o);
			dx(mm, x->args[i], o);
		}
		fputc(')', o); return;
	case MX_CTX: fprintf(o, x->v == MIR_G_SELF ? "g" : "g.%s", x->v == MIR_G_SELF ? "" : gname[x->v]); return;
	case MX_CTXP: fprintf(o, "&g.%s", gname[x->v]); return;
	case MX_ARR: fprintf(o, "&%%a%d", x->v); return;
	case MX_AGET: fprintf(o, "%%a%d[%d]", x->v, x->w); return;
	case MX_FN: fprintf(o, "@%s", x->v >= 0 ? mm->fns[x->v].name : "null"); return;
	case MX_STR: fprintf(o, "\"%s\"", x->text ? x->text : "(null)"); return;
	case MX_CTEXT: fprintf(o, "c_expr{%s}", x->text); return;
	}
}

static void dins(const MirModel *mm, const MirIns *i, FILE *o)
{
	fputs("  ", o);
	switch (i->k) {
	case MI_SET: fprintf(o, "%%l%d = ", i->v); dx(mm, i->a, o); break;
	case MI_PSET: fprintf(o, "%%q%d = ", i->v); dx(mm, i->a, o); break;
	case MI_STORE: fprintf(o, "store%d[", 8 * i->w); dx(mm, i->a, o); fputs("] = ", o);
		dx(mm, i->b, o); break;
	case MI_ASET: fprintf(o, "%%a%d[%d] = ", i->v, i->w); dx(mm, i->a, o); break;
	case MI_EVAL: dx(mm, i->a, o); break;
	case MI_CTXSET: fprintf(o, "g.%s = ", gname[i->v]); dx(mm, i->a, o); break;
	case MI_COPY: fputs("copy ", o); dx(mm, i->a, o); fputs(" <- ", o); dx(mm, i->c, o);
		fputs(", ", o); dx(mm, i->b, o); break;
	case MI_ZERO: fputs("zero ", o); dx(mm, i->a, o); fputs(", ", o); dx(mm, i->b, o); break;
	case MI_CCODE: fprintf(o, "c_code{%s}", i->text); break;
	case MI_BR: fprintf(o, "br B%d", i->t); break;
	case MI_CBR: fputs("br ", o); dx(mm, i->a, o); fprintf(o, " ? B%d : B%d", i->t, i->f); break;
	case MI_SWITCH:
		fputs("switch ", o); dx(mm, i->a, o); fprintf(o, " default B%d", i->t);
		for (int k = 0; k < i->n; k++)
			fprintf(o, ", %d: B%d", i->vals[k], i->blks[k]);
		break;
	case MI_RET: fputs("ret", o); if (i->a) { fputc(' ', o); dx(mm, i->a, o); } break;
	}
	fputc('\n', o);
}

void mir_dump_code(const MirModel *mm, FILE *o)
{
	for (int k = 0; k < mm->nfns; k++) {
		const MirFn *f = &mm->fns[k];
		fprintf(o, "\nfunction %s(%s) locals %d plocals %d arrays %d\n", f->name,
		    mir_sigs[f->sig].params, f->nlocals, f->nplocals, f->narrs);
		for (int b = 0; b < f->nb; b++) {
			fprintf(o, "B%d:\n", b);
			for (int i = 0; i < f->b[b].n; i++)
				dins(mm, &f->b[b].ins[i], o);
		}
	}
}
