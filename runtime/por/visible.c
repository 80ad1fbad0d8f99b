/*
 * visible.c -- which transitions may change a proposition of an LTL
 * property (condition C2 of partial-order reduction; README.md "LTL").
 *
 * A proposition (compiled, m->ltl->ap_text, or given at run time) is read
 * through rt_expr_reads (runtime/expr.h): the global variables it reads
 * are POR objects (MccModel.por); a local variable of a process type,
 * read remotely, makes every row of that type visible, a location
 * (P@label) the rows of P that leave or enter it, its death rows and the
 * rows that enter atomic, d_step or merged sequences (whose steps the
 * product collapses: where they end is not the row's target); either
 * makes every row that creates a process visible.  A row is visible when it writes,
 * sends to or receives from an object some proposition reads, or is
 * MCC_POR_GLOBAL.  A proposition that the run-time parser cannot read
 * (syntax it lacks) is not analysable: no reduction.
 *
 * The objects of the globals are those of codegen/por.c: 1 + one per
 * global variable of the IR in order, an array of 2..256 scalars one per
 * element, anything else (records too) one; the var table (lower.c)
 * lists each IR global as one row, or a record as a run of rows named
 * NAME.field / NAME[k].field.  The table is rebuilt from the var rows and
 * checked against por[0] (objects) and the queue count.
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/llsupport.h"
#include "runtime/product.h"
#include "runtime/por/por.h"

enum { VIS_MAX_ELEMS = 256 }; /* codegen/por.c POR_MAX_ELEMS */

typedef struct VisCtx {
	const MccModel *m;
	RtPor *por;
	int *base, *cnt;       /* per var row: first object, objects */
	uint8_t *obj;          /* per object: read by a proposition */
	uint8_t *pt;           /* per proctype: a local read remotely */
	uint8_t **loc;         /* per proctype: per location, read (P@L), or
	                          NULL */
	int nobj;
	int any_proc;          /* some proposition names a process */
} VisCtx;

/* Length of the IR name a var row belongs to (up to '.' or '['). */
static size_t vis_key(const char *name)
{
	return strcspn(name, ".[");
}

/* Objects of the global var rows; -1 when the rebuilt table does not
 * match the model's. */
static int vis_objects(VisCtx *v)
{
	const MccModel *m = v->m;
	int next = 1, prev = -1;
	for (int i = 0; i < m->nvars; i++) {
		const MccVarInfo *x = &m->vars[i];
		if (x->proctype >= 0) {
			v->base[i] = -1;
			continue;
		}
		int field = strchr(x->name, '.') != NULL;
		size_t k = vis_key(x->name);
		if (field && prev >= 0 && strchr(m->vars[prev].name, '.') &&
		    vis_key(m->vars[prev].name) == k &&
		    !strncmp(m->vars[prev].name, x->name, k)) {
			v->base[i] = v->base[prev]; /* the same record */
			v->cnt[i] = 1;
			prev = i;
			continue;
		}
		v->base[i] = next;
		v->cnt[i] = !field && x->count > 1 && x->count <= VIS_MAX_ELEMS ?
		    x->count : 1;
		next += v->cnt[i];
		prev = i;
	}
	int nq = m->ll ? m->ll->nq : -1;
	int cmem = (m->por[2] & MCC_POR_CMEM) != 0;
	if (nq >= 0 ? next + nq + cmem != m->por[0] : next > m->por[0])
		return -1;
	return 0;
}

static void vis_read(void *ctx, const MccVarInfo *x, int pt, long idx)
{
	VisCtx *v = ctx;
	if (!x) {
		v->any_proc = 1;
		if (pt < 0 || pt >= v->m->nproctypes)
			return;
		int nl = v->m->proctypes[pt].nlocs;
		if (idx < 0 || idx >= nl) {
			v->pt[pt] = 1;
			return;
		}
		if (!v->loc[pt] && !(v->loc[pt] = calloc((size_t)nl + 1, 1))) {
			v->pt[pt] = 1;
			return;
		}
		v->loc[pt][idx] = 1;
		return;
	}
	if (pt >= 0) {
		if (pt < v->m->nproctypes)
			v->pt[pt] = 1;
		v->any_proc = 1;
		return;
	}
	int i = (int)(x - v->m->vars);
	if (i < 0 || i >= v->m->nvars || v->base[i] < 0)
		return;
	int b = v->base[i], n = v->cnt[i];
	if (n > 1 && idx >= 0 && idx < n) {
		b += (int)idx;
		n = 1;
	}
	for (int k = 0; k < n && b + k < v->nobj; k++)
		v->obj[b + k] = 1;
}

/* Parse a compiled proposition's text for its reads, leaving the model
 * as it was (rt_expr_parse turns off dead-variable resets and merging
 * for what it reads: the compiled evaluator needs neither). */
static int vis_compiled(VisCtx *v, int ap)
{
	const MccModel *m = v->m;
	const char *t = m->ltl && ap < m->ltl->nap ? m->ltl->ap_text[ap] : NULL;
	if (!t)
		return -1;
	uint8_t *dv = NULL, *mg = NULL;
	if (m->dv_on && (dv = malloc((size_t)m->nvars + 1)))
		memcpy(dv, m->dv_on, (size_t)m->nvars);
	if (m->merge && (mg = malloc((size_t)m->ntrans + 1)))
		memcpy(mg, m->merge, (size_t)m->ntrans);
	char err[256];
	int col;
	RtExpr *e = rt_expr_parse(m, t, err, sizeof err, &col);
	if (dv)
		memcpy(m->dv_on, dv, (size_t)m->nvars);
	if (mg)
		memcpy(m->merge, mg, (size_t)m->ntrans);
	free(dv);
	free(mg);
	if (!e)
		return -1;
	rt_expr_reads(e, vis_read, v);
	rt_expr_free(e);
	return 0;
}

/* Is row r visible? */
static int vis_row(const VisCtx *v, int r)
{
	int f = rt_por_row_flags(v->por, r), pt = rt_por_row_proctype(v->por, r);
	if (f & MCC_POR_GLOBAL)
		return 1;
	if (pt >= 0 && pt < v->m->nproctypes && v->pt[pt])
		return 1;
	if (pt >= 0 && pt < v->m->nproctypes && v->loc[pt]) {
		const MccModel *m = v->m;
		if (r >= m->ntrans)
			return 1; /* a death row */
		const MccTransInfo *t = &m->trans[r];
		int nl = m->proctypes[pt].nlocs;
		if ((t->flags & (MCC_TRANS_ATOMIC | MCC_TRANS_DSTEP)) ||
		    (m->merge && m->merge[r]) || t->src < 0 || t->src >= nl ||
		    t->dst < 0 || t->dst >= nl || v->loc[pt][t->src] ||
		    v->loc[pt][t->dst])
			return 1;
	}
	if (v->any_proc && (f & MCC_POR_RUN))
		return 1;
	for (int o = 0; o < v->nobj; o++)
		if (v->obj[o] && rt_por_row_touches(v->por, r, o,
		    MCC_POR_W | MCC_POR_SEND | MCC_POR_RECV))
			return 1;
	return 0;
}

/* -l (np_) and the accept labels of the processes (-a): the marks read
 * the locations flagged `locflags`, as P@L does for each of them. */
static void vis_labels(VisCtx *v, unsigned locflags)
{
	const MccModel *m = v->m;
	for (int pt = 0; pt < m->nproctypes; pt++)
		for (int l = 0; pt != m->never && l < m->proctypes[pt].nlocs; l++)
			if (m->proctypes[pt].locs[l].flags & locflags)
				vis_read(v, NULL, pt, l);
}

uint8_t *rt_product_visible(const MccModel *m, RtPor *por, const RtAp *aps,
    unsigned naps, unsigned locflags, const char **why)
{
	VisCtx v = { .m = m, .por = por, .nobj = m->por ? m->por[0] : 0 };
	int nrows = rt_por_nrows(por);
	uint8_t *vis = NULL;
	*why = "out of memory";
	v.base = malloc(sizeof(int) * ((size_t)m->nvars + 1));
	v.cnt = malloc(sizeof(int) * ((size_t)m->nvars + 1));
	v.obj = calloc((size_t)v.nobj + 1, 1);
	v.pt = calloc((size_t)m->nproctypes + 1, 1);
	v.loc = calloc((size_t)m->nproctypes + 1, sizeof *v.loc);
	if (!v.base || !v.cnt || !v.obj || !v.pt || !v.loc)
		goto out;
	if (vis_objects(&v) < 0) {
		*why = "the model's variables do not match its reduction table";
		goto out;
	}
	for (unsigned i = 0; i < naps; i++) {
		if (aps[i].compiled >= 0 ? vis_compiled(&v, aps[i].compiled) < 0 :
		    !aps[i].expr) {
			*why = "a proposition is not analysable";
			goto out;
		}
		if (aps[i].compiled < 0)
			rt_expr_reads(aps[i].expr, vis_read, &v);
	}
	if (locflags)
		vis_labels(&v, locflags);
	vis = calloc((size_t)nrows + 1, 1);
	if (!vis)
		goto out;
	for (int r = 0; r < nrows; r++)
		vis[r] = (uint8_t)vis_row(&v, r);
	*why = NULL;
out:
	free(v.base);
	free(v.cnt);
	free(v.obj);
	free(v.pt);
	for (int q = 0; v.loc && q < m->nproctypes; q++)
		free(v.loc[q]);
	free(v.loc);
	return vis;
}
