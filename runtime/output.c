/*
 * output.c -- the model's printf and printm output, printed as Spin prints
 * it (see sim.h, model.h).
 *
 * Generated code calls mcc_print() whenever it executes a printf or printm
 * while output is on (mcc_printing()); it is on only inside
 * rt_print_output(), which runs the model's next() once more on the state
 * before the step to print and keeps the text produced just before the
 * successor that is that step.  Each call's text is indented as Spin's
 * dotag() does: two spaces and four per process, counting from pid 0 (in a
 * replay with a never claim Spin counts the claim as process 0: shift 1).
 * The buffer is file-local and used by one thread (simulation and replay
 * are sequential); searches never turn output on.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/sim.h"
#include "runtime/succbuf.h"
#include "runtime/llsupport.h"

typedef struct RtOut {
	int on;                /* mcc_printing() */
	const MccModel *m;     /* for mtype names (%e, printm) */
	int shift;             /* added to the pid for the indentation */
	char *buf;             /* text since the last successor (malloc'd) */
	size_t n, cap;
	int failed;            /* out of memory: text dropped */
	RtDStepRec rec;        /* d_step statements since the last successor */
} RtOut;

static RtOut rt_out;

int mcc_printing(void)
{
	return rt_out.on;
}

static void out_add(const char *s, size_t len)
{
	if (rt_out.n + len + 1 > rt_out.cap) {
		size_t c = rt_out.cap ? rt_out.cap : 256;
		while (c < rt_out.n + len + 1)
			c *= 2;
		char *nb = realloc(rt_out.buf, c);
		if (!nb) {
			rt_out.failed = 1;
			return;
		}
		rt_out.buf = nb;
		rt_out.cap = c;
	}
	memcpy(rt_out.buf + rt_out.n, s, len);
	rt_out.n += len;
	rt_out.buf[rt_out.n] = 0;
}

static void out_str(const char *s)
{
	out_add(s, strlen(s));
}

/* An mtype value: its name, or the number (Spin's sr_buf). */
static void out_mtype(int v)
{
	char num[16];
	const MccModel *m = rt_out.m;
	if (m && v > 0 && v < m->nmtypes && m->mtype_names &&
	    m->mtype_names[v]) {
		out_str(m->mtype_names[v]);
		return;
	}
	snprintf(num, sizeof num, "%d", v);
	out_str(num);
}

/* One conversion %c of value v. */
static void out_conv(char c, int32_t v)
{
	char b[32];
	switch (c) {
	case 'c': b[0] = (char)v; b[1] = 0; break;
	case 'd': snprintf(b, sizeof b, "%d", (int)v); break;
	case 'e': out_mtype(v); return;
	case 'o': snprintf(b, sizeof b, "%o", (unsigned)v); break;
	case 'u': snprintf(b, sizeof b, "%u", (unsigned)v); break;
	case 'x': snprintf(b, sizeof b, "%x", (unsigned)v); break;
	default: b[0] = 0; break; /* Spin: "bad print cmd", nothing */
	}
	out_str(b);
}

/* Spin's interprint(): \n and \t, any other escaped character as itself,
 * %% and the conversions c d e o u x; missing values print nothing. */
static void out_format(const char *f, int n, const int32_t *v)
{
	int k = 0;
	for (const char *p = f; *p; p++) {
		if (*p == '"')
			continue;
		if (*p == '\\' && p[1]) {
			p++;
			out_add(*p == 'n' ? "\n" : *p == 't' ? "\t" : p, 1);
		} else if (*p == '%' && p[1]) {
			p++;
			if (*p == '%')
				out_add("%", 1);
			else if (k < n)
				out_conv(*p, v[k++]);
		} else
			out_add(p, 1);
	}
}

void mcc_print(int pid, const char *fmt, int n, const int32_t *v)
{
	if (!rt_out.on)
		return;
	out_add("  ", 2);
	for (int i = 0; i <= pid + rt_out.shift; i++)
		out_add("    ", 4);
	if (fmt)
		out_format(fmt, n, v);
	else if (n > 0)
		out_mtype(v[0]);
}

void rt_dstep_rec_free(RtDStepRec *r)
{
	free(r->k);
	free(r->s);
	memset(r, 0, sizeof *r);
}

void rt_ll_dstep(RtLlGen *g, const uint8_t *S, int32_t k)
{
	RtDStepRec *r = &rt_out.rec;
	size_t sz = (size_t)g->d->sz;
	if (!rt_out.on)
		return;
	if (r->n == r->cap) {
		int cap = r->cap ? 2 * r->cap : 16;
		int32_t *nk = realloc(r->k, sizeof *nk * (size_t)cap);
		if (nk)
			r->k = nk;
		uint8_t *ns = nk ? realloc(r->s, sz * (size_t)cap) : NULL;
		if (!ns) {
			rt_out.failed = 1;
			return;
		}
		r->s = ns;
		r->cap = cap;
	}
	r->k[r->n] = k;
	memcpy(r->s + sz * (size_t)r->n, S, sz);
	r->n++;
}

/* What rt_print_output looks for among the successors. */
typedef struct RtOutFind {
	const MccStep *want;
	char *text;            /* its output (malloc'd) or NULL */
	int found;
	RtDStepRec rec;        /* its d_step statements */
} RtOutFind;

static void out_succ(void *ctx, const uint8_t *succ, const MccStep *st)
{
	RtOutFind *f = ctx;
	(void)succ;
	if (!f->found && !(st->flags & MCC_STEP_REPORT) &&
	    rt_step_same(st, f->want)) {
		f->found = 1;
		if (rt_out.n)
			f->text = strdup(rt_out.buf);
		f->rec = rt_out.rec; /* taken over */
		memset(&rt_out.rec, 0, sizeof rt_out.rec);
	}
	rt_out.n = 0;
	rt_out.rec.n = 0;
}

void rt_print_output(RtPrinter *p, const uint8_t *before, const MccStep *st)
{
	RtOutFind f = { st, NULL, 0, { 0 } };
	rt_dstep_rec_free(&p->drec);
	if (st->pid < 0 || (st->flags & MCC_STEP_DEATH))
		return;
	rt_out.on = 1;
	rt_out.m = p->m;
	rt_out.shift = p->pid_shift;
	rt_out.n = 0;
	p->m->next(before, st->pid, out_succ, &f);
	rt_out.on = 0;
	rt_out.n = 0;
	rt_dstep_rec_free(&rt_out.rec);
	p->drec = f.rec;
	if (f.text) {
		fputs(f.text, p->f);
		fflush(p->f);
	}
	free(f.text);
}
