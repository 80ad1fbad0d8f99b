/*
 * lower.c -- IR -> MIR: the state layout and the constant tables of a
 * model, decided once for every backend (mir.h).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

void mir_error(MirModel *mm, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d:%d: error: ", loc.file ? loc.file : "?", loc.line, loc.col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	mm->err++;
}

static void *xcalloc(size_t n, size_t sz)
{
	void *p = calloc(n ? n : 1, sz);
	if (!p) {
		fprintf(stderr, "mcc: out of memory\n");
		exit(3);
	}
	return p;
}

static void *xrealloc(void *p, size_t sz)
{
	p = realloc(p, sz ? sz : 1);
	if (!p) {
		fprintf(stderr, "mcc: out of memory\n");
		exit(3);
	}
	return p;
}

/* ------------------------------------------------------------ sizes */

int mir_scalar_size(const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return 2;
	case IR_T_INT: return 4;
	case IR_T_UNSIGNED: return t->bits <= 8 ? 1 : t->bits <= 16 ? 2 : 4;
	default: return 1;
	}
}

int mir_type_size(const IrType *t)
{
	if (t->kind == IR_T_STRUCT)
		return mir_struct_size(t->st);
	return mir_scalar_size(t);
}

static int type_align(const IrType *t)
{
	if (t->kind == IR_T_STRUCT) {
		int a = 1;
		for (int i = 0; i < t->st->nfields; i++) {
			int fa = type_align(&t->st->fields[i]->type);
			if (fa > a)
				a = fa;
		}
		return a;
	}
	return mir_scalar_size(t);
}

static int align_up(int x, int a) { return (x + a - 1) / a * a; }

/* Field offset within its record: fields laid out in order, aligned. */
int mir_field_offset(const IrStruct *st, const IrField *f)
{
	int off = 0;
	for (int i = 0; i < st->nfields; i++) {
		const IrField *g = st->fields[i];
		off = align_up(off, type_align(&g->type));
		if (g == f)
			return off;
		off += mir_type_size(&g->type) * (g->array_len ? g->array_len : 1);
	}
	return -1;
}

int mir_struct_size(const IrStruct *st)
{
	int off = 0, a = 1;
	for (int i = 0; i < st->nfields; i++) {
		const IrField *g = st->fields[i];
		int fa = type_align(&g->type);
		if (fa > a)
			a = fa;
		off = align_up(off, fa);
		off += mir_type_size(&g->type) * (g->array_len ? g->array_len : 1);
	}
	return align_up(off ? off : 1, a);
}

static int field_class(const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return MIR_FT_I16;
	case IR_T_INT: return MIR_FT_I32;
	case IR_T_UNSIGNED:
		return t->bits <= 8 ? MIR_FT_U8 : t->bits <= 16 ? MIR_FT_U16 : MIR_FT_U32;
	case IR_T_BIT: case IR_T_BOOL: return MIR_FT_BIT;
	default: return MIR_FT_U8;
	}
}

static int fclass_size(int c)
{
	return c == MIR_FT_I16 || c == MIR_FT_U16 ? 2 :
	    c == MIR_FT_I32 || c == MIR_FT_U32 ? 4 : 1;
}

/* ------------------------------------------------------------ layout */

static int add_queue(MirModel *mm, const IrChanInit *ci, int local, int *off)
{
	if (mm->nq == mm->qcap) {
		mm->qcap = mm->qcap ? 2 * mm->qcap : 16;
		mm->q = realloc(mm->q, (size_t)mm->qcap * sizeof *mm->q);
		if (!mm->q)
			abort();
	}
	MirQueue *q = &mm->q[mm->nq];
	memset(q, 0, sizeof *q);
	q->cap = ci->capacity;
	q->nf = ci->nfields;
	q->local = local;
	if (q->nf > 16) {
		mir_error(mm, ci->loc, "channel messages with more than 16 fields are not supported");
		q->nf = 16;
	}
	for (int i = 0; i < q->nf; i++) {
		if (ci->fields[i].kind == IR_T_STRUCT)
			mir_error(mm, ci->loc, "record-typed message fields are not supported yet");
		q->fty[i] = field_class(&ci->fields[i]);
		if (ci->fields[i].kind == IR_T_MTYPE)
			q->mtf |= 1 << i;
		if (ci->fields[i].kind == IR_T_CHAN)
			q->chf |= 1 << i;
		q->foff[i] = q->msz;
		q->msz += fclass_size(q->fty[i]);
	}
	q->off = *off;
	*off += 1 + q->cap * q->msz;
	return mm->nq++;
}

/* Lay out one variable at *off (advancing it); hidden ones apart. */
static void lay_var(MirModel *mm, const IrVar *v, MirVar *L, int *off)
{
	L->esize = mir_type_size(&v->type);
	L->count = v->array_len ? v->array_len : 1;
	L->queue0 = -1;
	if (v->flags & IR_VAR_HIDDEN) {
		L->hidden = 1;
		mm->hsize = align_up(mm->hsize, type_align(&v->type));
		L->off = mm->hsize;
		mm->hsize += L->esize * L->count;
		return;
	}
	*off = align_up(*off, type_align(&v->type));
	L->off = *off;
	*off += L->esize * L->count;
}

/* Queues of a variable's channel initializer (after all variables). */
static void lay_queues(MirModel *mm, const IrVar *v, MirVar *L, int *off, int local)
{
	for (int i = 0; i < v->nchan_leaves; i++) { /* channels in a record */
		int k = add_queue(mm, v->chan_leaf_inits[i], local, off);
		if (i == 0)
			L->queue0 = k;
	}
	if (v->type.kind != IR_T_CHAN || !v->chan_init)
		return;
	for (int i = 0; i < L->count; i++) {
		int k = add_queue(mm, v->chan_init, local, off);
		if (i == 0)
			L->queue0 = k;
	}
}

static int count_runs(const IrAutomaton *a)
{
	int n = 0;
	for (int i = 0; i < a->nedges; i++) {
		const IrStmt *s = a->edges[i]->stmt;
		if (s->kind == IR_S_DSTEP && s->body)
			n += count_runs(s->body);
		else if (ir_expr_has_run(s->e) || ir_expr_has_run(s->lhs))
			n++;
	}
	return n;
}

/* Frames of the process types; returns the largest. */
static int lay_frames(MirModel *mm, int *nactive, int *runs)
{
	const IrModel *m = mm->m;
	int slotsz = 4;
	mm->proc = xcalloc((size_t)m->nprocs + 1, sizeof *mm->proc);
	for (int p = 0; p < m->nprocs; p++) {
		IrProctype *pt = m->procs[p];
		MirProc *PL = &mm->proc[p];
		PL->first_pid = -1;
		if (pt->kind > IR_PROC_INIT)
			continue;
		int foff = 4;
		PL->vars = xcalloc((size_t)pt->nlocals + 1, sizeof *PL->vars);
		for (int i = 0; i < pt->nlocals; i++)
			lay_var(mm, pt->locals[i], &PL->vars[i], &foff);
		PL->q0 = mm->nq;
		for (int i = 0; i < pt->nlocals; i++)
			lay_queues(mm, pt->locals[i], &PL->vars[i], &foff, 1);
		PL->nq = mm->nq - PL->q0;
		if (PL->nq > mm->maxlq)
			mm->maxlq = PL->nq;
		PL->size = align_up(foff, 4);
		if (PL->size > slotsz)
			slotsz = PL->size;
		int act = pt->kind == IR_PROC_INIT ? 1 : pt->active;
		if (act > 0)
			PL->first_pid = *nactive;
		*nactive += act;
		*runs += count_runs(&pt->aut);
	}
	return slotsz;
}

static void layout(MirModel *mm)
{
	const IrModel *m = mm->m;
	/* byte 0: _nr_pr; byte 1: _last (written only when the model reads
	 * it, so it stays 0 and does not split states otherwise) */
	int off = 2;
	mm->glob = xcalloc((size_t)m->nglobals + 1, sizeof *mm->glob);
	for (int i = 0; i < m->nglobals; i++)
		lay_var(mm, m->globals[i], &mm->glob[i], &off);
	for (int i = 0; i < m->nglobals; i++)
		lay_queues(mm, m->globals[i], &mm->glob[i], &off, 0);
	mm->ngq = mm->nq;
	int nactive = 0, runs = 0;
	mm->slotsz = lay_frames(mm, &nactive, &runs);
	mm->slot0 = align_up(off, 4);
	/* Slots: all active instances plus room for `run`: every run
	 * statement executed once, and at least the configured maximum
	 * (run inside loops). */
	int ns = nactive;
	if (runs) {
		ns = nactive + runs;
		if (ns < mm->opt->max_procs)
			ns = mm->opt->max_procs;
	}
	if (ns < 1)
		ns = 1;
	if (ns > 255)
		ns = 255;
	mm->nslots = ns;
	mm->vsize = mm->slot0 + ns * mm->slotsz;
	if (mm->ngq + ns * mm->maxlq > 255)
		mir_error(mm, (IrLoc){ m->name, 1, 1 },
		    "too many channels for 8-bit channel ids (%d)", mm->ngq + ns * mm->maxlq);
}

/* ------------------------------------------------------------ tables */

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

/* Transitions in id order, then one "-end-" row per proctype (its death
 * step, transition ntrans + p). */
static void trans_rows(MirModel *mm)
{
	const IrModel *m = mm->m;
	mm->trans = xcalloc((size_t)(mm->ntrans + m->nprocs + 1), sizeof *mm->trans);
	for (int i = 0; i < mm->ntrans; i++) {
		const IrEdge *e = mm->byid[i];
		mm->trans[i] = (MccTransInfo){ mm->owner[i], e->src, e->dst,
		    e->stmt->loc.file ? e->stmt->loc.file : "", e->stmt->loc.line,
		    e->stmt->text ? e->stmt->text : "?", (unsigned)trans_flags(e), e->stmt->spin_no };
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		int fin = 0;
		for (int l = 0; l < pt->aut.nlocs; l++)
			if (pt->aut.locs[l]->flags & IR_LOC_FINAL)
				fin = l;
		const IrLocation *F = pt->aut.nlocs ? pt->aut.locs[fin] : NULL;
		mm->trans[mm->ntrans + p] = (MccTransInfo){ p, fin, fin,
		    pt->loc.file ? pt->loc.file : "", F ? F->loc.line : pt->loc.line, "-end-", 0,
		    F ? F->spin_no : 0 };
	}
}

/* The d_step body of transition t's statement, or NULL. */
static const IrStmt *dstep_of(const IrStmt *s)
{
	if (s->kind == IR_S_TRANS && s->neffects > 0)
		s = s->effects[0];
	return s->kind == IR_S_DSTEP && s->body ? s : NULL;
}

static void dline(MirModel *mm, int *cap, int no, int line, const char *text)
{
	if (mm->ndlines == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		mm->dlines = realloc(mm->dlines, sizeof *mm->dlines * (size_t)*cap);
	}
	mm->dlines[mm->ndlines++] = (MccDStepLine){ no, line, text ? text : "?" };
}

/* The replay lines of d_step bodies (model.h, MccModel.dstep_*): each
 * statement's edge once (a body whose receive leads shares its edges). */
static void dstep_rows(MirModel *mm)
{
	int cap = 0, ecap = 0;
	mm->dstep_first = xcalloc((size_t)mm->ntrans + 2, sizeof *mm->dstep_first);
	for (int t = 0; t < mm->ntrans; t++) {
		const IrStmt *s = mm->byid[t]->stmt, *d = dstep_of(s);
		mm->dstep_first[t] = mm->ndlines;
		if (d && s->kind == IR_S_TRANS && s->sync) { /* d_step { c?v; ... } */
			dline(mm, &cap, 0, 0, s->sync->text);
			continue;
		}
		for (int i = 0; d && i < d->ndfirst; i++)
			dline(mm, &cap, d->dfirst[i].no, d->dfirst[i].line, d->dfirst[i].text);
	}
	mm->dstep_first[mm->ntrans] = mm->ndlines;
	int32_t *start = NULL;
	for (int t = 0; t < mm->ntrans; t++) {
		const IrStmt *d = dstep_of(mm->byid[t]->stmt);
		const IrAutomaton *a = d ? d->body : NULL;
		for (int i = 0; a && i < a->nedges; i++) {
			const IrEdge *e = a->edges[i];
			int k = 0;
			while (k < mm->ndstep && mm->dedge[k] != e)
				k++;
			if (k < mm->ndstep)
				continue;
			if (mm->ndstep + 1 >= ecap) {
				ecap = ecap ? 2 * ecap : 32;
				mm->dedge = realloc(mm->dedge, sizeof *mm->dedge * (size_t)ecap);
				start = realloc(start, sizeof *start * (size_t)ecap);
			}
			mm->dedge[mm->ndstep] = e;
			start[mm->ndstep++] = mm->ndlines;
			const IrLocation *L = a->locs[e->src];
			const IrStmt *s = e->stmt;
			if (L->spin_text && L->spin_no && L->spin_no != s->spin_no)
				dline(mm, &cap, L->spin_no, L->spin_line, L->spin_text);
			else
				dline(mm, &cap, s->spin_no, s->loc.line, s->text);
			for (int c = 0; c < s->ndchain; c++)
				dline(mm, &cap, s->dchain[c].no, s->dchain[c].line, s->dchain[c].text);
		}
	}
	if (!mm->ndstep) {
		free(start);
		free(mm->dstep_first);
		mm->dstep_first = NULL;
		return;
	}
	start[mm->ndstep] = mm->ndlines;
	mm->dstep_edge = start;
}

static void loc_rows(MirModel *mm)
{
	const IrModel *m = mm->m;
	mm->locs = xcalloc((size_t)m->nprocs + 1, sizeof *mm->locs);
	mm->procs = xcalloc((size_t)m->nprocs + 1, sizeof *mm->procs);
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		mm->locs[p] = xcalloc((size_t)pt->aut.nlocs + 1, sizeof **mm->locs);
		for (int l = 0; l < pt->aut.nlocs; l++) {
			const IrLocation *L = pt->aut.locs[l];
			const char *txt = L->nout ? L->out[0]->stmt->text : "-end-";
			mm->locs[p][l] = (MccLocInfo){ L->nout ? L->out[0]->stmt->loc.line : L->loc.line,
			    txt ? txt : "?", L->flags & 0x7f, /* IR_LOC_* == MCC_LOC_* */
			    L->nlabels ? L->labels[0] : NULL, L->spin_no, L->spin_line };
		}
		mm->procs[p] = (MccProcInfo){ pt->name, (int)pt->kind, pt->aut.nlocs, NULL,
		    pt->nparams };
	}
}

static int vt_of(const IrType *t)
{
	switch (t->kind) {
	case IR_T_BIT: return MCC_VT_BIT; case IR_T_BOOL: return MCC_VT_BOOL;
	case IR_T_BYTE: return MCC_VT_BYTE; case IR_T_SHORT: return MCC_VT_SHORT;
	case IR_T_INT: return MCC_VT_INT; case IR_T_UNSIGNED: return MCC_VT_UNSIGNED;
	case IR_T_MTYPE: return MCC_VT_MTYPE; case IR_T_CHAN: return MCC_VT_CHAN;
	case IR_T_PID: return MCC_VT_PID;
	default: return MCC_VT_BYTE;
	}
}

/* Flatten a variable (records into their scalar fields) into var rows;
 * `name` is kept (strdup'ed). */
static void var_rows(MirModel *mm, const char *name, const IrType *t, int count, int off,
    int proctype, int hidden)
{
	if (t->kind == IR_T_STRUCT) {
		int ss = mir_struct_size(t->st);
		for (int k = 0; k < count; k++)
			for (int i = 0; i < t->st->nfields; i++) {
				const IrField *f = t->st->fields[i];
				char nm[512];
				if (count > 1)
					snprintf(nm, sizeof nm, "%s[%d].%s", name, k, f->name);
				else
					snprintf(nm, sizeof nm, "%s.%s", name, f->name);
				var_rows(mm, nm, &f->type, f->array_len ? f->array_len : 1,
				    off + k * ss + mir_field_offset(t->st, f), proctype, hidden);
			}
		return;
	}
	if (mm->nvars == mm->vcap) {
		mm->vcap = mm->vcap ? 2 * mm->vcap : 16;
		mm->vars = realloc(mm->vars, (size_t)mm->vcap * sizeof *mm->vars);
		if (!mm->vars)
			abort();
	}
	mm->vars[mm->nvars++] = (MccVarInfo){ strdup(name), proctype, off, vt_of(t),
	    mir_scalar_size(t), count, t->kind == IR_T_UNSIGNED ? t->bits : 0, hidden };
}

static void var_table(MirModel *mm)
{
	const IrModel *m = mm->m;
	for (int i = 0; i < m->nglobals; i++) {
		const IrVar *v = m->globals[i];
		mm->glob[i].row = mm->nvars;
		var_rows(mm, v->name, &v->type, mm->glob[i].count, mm->glob[i].off, -1,
		    mm->glob[i].hidden);
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		for (int i = 0; i < pt->nlocals; i++) {
			MirVar *L = &mm->proc[p].vars[i];
			L->row = mm->nvars;
			var_rows(mm, pt->locals[i]->name, &pt->locals[i]->type, L->count, L->off, p,
			    L->hidden);
		}
	}
	int maxv = 0;
	for (int i = 0; i < m->nmtypes; i++)
		if (m->mtypes[i]->value > maxv)
			maxv = m->mtypes[i]->value;
	mm->mtypes.n = maxv + 1;
	mm->mtypes.v = xcalloc((size_t)maxv + 2, sizeof *mm->mtypes.v);
	for (int v = 1; v <= maxv; v++) {
		mm->mtypes.v[v] = "?";
		for (int i = 0; i < m->nmtypes; i++)
			if (m->mtypes[i]->value == v)
				mm->mtypes.v[v] = m->mtypes[i]->name;
	}
}

static void dv_add(MirModel *mm, const MirVar *L)
{
	mm->dv[mm->ndv++] = (MccDeadVar){ L->row, L->off, L->esize * L->count };
	mm->dv_on[L->row] = 1;
}

/* Dead-variable resets (IrEdge.dead, frontend/deadvar.c): per transition,
 * then per proctype the locals dead where it starts (reset when a
 * process is created).  After var_table (rows). */
static void dv_tables(MirModel *mm)
{
	const IrModel *m = mm->m;
	int cap = 0;
	for (int t = 0; t < mm->ntrans; t++)
		cap += mm->byid[t]->ndead;
	for (int p = 0; p < m->nprocs; p++)
		cap += m->procs[p]->kind <= IR_PROC_INIT ? m->procs[p]->nlocals : 0;
	cap += m->nglobals;
	mm->dv = xcalloc((size_t)cap + 1, sizeof *mm->dv);
	mm->dv_on = xcalloc((size_t)mm->nvars + 1, 1);
	int32_t *st = xcalloc((size_t)(mm->ntrans + m->nprocs + 2), sizeof *st);
	for (int t = 0; t < mm->ntrans; t++) {
		const IrEdge *e = mm->byid[t];
		st[t] = mm->ndv;
		for (int k = 0; k < e->ndead; k++) {
			const IrVar *v = e->dead[k];
			const MirVar *L = v->scope == IR_SCOPE_GLOBAL ? &mm->glob[v->index] :
			    &mm->proc[mm->owner[t]].vars[v->index];
			if (!L->hidden)
				dv_add(mm, L);
		}
	}
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		st[mm->ntrans + p] = mm->ndv;
		for (int i = 0; pt->kind <= IR_PROC_INIT && i < pt->nlocals; i++) {
			const MirVar *L = &mm->proc[p].vars[i];
			if ((pt->locals[i]->flags & IR_VAR_DEAD_START) && !L->hidden)
				dv_add(mm, L);
		}
	}
	/* row ntrans + nprocs: the initial state (write-only globals) */
	st[mm->ntrans + m->nprocs] = mm->ndv;
	for (int g = 0; g < m->nglobals; g++) {
		const IrVar *v = m->globals[g];
		if ((v->flags & IR_VAR_WONLY) && (v->init || v->ninits) && !mm->glob[g].hidden)
			dv_add(mm, &mm->glob[g]);
	}
	st[mm->ntrans + m->nprocs + 1] = mm->ndv;
	if (mm->ndv)
		mm->dv_start = st;
	else
		free(st);
}

/* Room for one more proposition. */
static void ap_room(MirModel *mm)
{
	if (mm->aps.n < mm->ap_cap)
		return;
	mm->ap_cap = mm->ap_cap ? 2 * mm->ap_cap : 16;
	mm->aps.v = xrealloc(mm->aps.v, (size_t)mm->ap_cap * sizeof *mm->aps.v);
	mm->ap_expr = xrealloc(mm->ap_expr, (size_t)mm->ap_cap * sizeof *mm->ap_expr);
	mm->ap_form = xrealloc(mm->ap_form, (size_t)mm->ap_cap * sizeof *mm->ap_form);
}

/* Intern the text of a proposition. */
static int ap_intern(MirModel *mm, const char *t, const IrExpr *e)
{
	for (int i = 0; i < mm->aps.n; i++)
		if (!strcmp(mm->aps.v[i], t))
			return i;
	ap_room(mm);
	mm->aps.v[mm->aps.n] = t;
	mm->ap_expr[mm->aps.n] = e;
	mm->ap_form[mm->aps.n] = (MirForm){ 0 };
	return mm->aps.n++;
}

/* ---------------------------------------- claim guards, split in conditions */

/* Whether a and b are the same expression (the kinds with effects or
 * opaque text only when they are one node). */
static int expr_same(const IrExpr *a, const IrExpr *b)
{
	if (a == b)
		return 1;
	if (!a || !b || a->kind != b->kind || a->kind == IR_E_RUN ||
	    a->kind == IR_E_POLL || a->kind == IR_E_C_EXPR)
		return 0;
	if (a->op != b->op || a->value != b->value || a->var != b->var ||
	    a->field != b->field || a->proc != b->proc || a->label != b->label)
		return 0;
	if ((a->text || b->text) && (!a->text || !b->text || strcmp(a->text, b->text)))
		return 0;
	for (int i = 0; i < 3; i++)
		if (!expr_same(a->a[i], b->a[i]))
			return 0;
	return 1;
}

typedef struct Txt { char *s; size_t n, cap; } Txt;

static void tx(Txt *t, const char *fmt, ...)
{
	va_list ap;
	for (;;) {
		va_start(ap, fmt);
		int k = vsnprintf(t->s ? t->s + t->n : NULL, t->s ? t->cap - t->n : 0, fmt, ap);
		va_end(ap);
		if (k < 0)
			return;
		if (t->s && t->n + (size_t)k < t->cap) {
			t->n += (size_t)k;
			return;
		}
		t->cap = 2 * (t->cap + (size_t)k + 16);
		t->s = xrealloc(t->s, t->cap);
	}
}

/* The text of a condition, as a proposition's name: only read by people
 * (reports, dumps); which proposition it is, is decided by expr_same. */
static void expr_text(Txt *t, const IrExpr *e)
{
	static const char *const un[] = { "-", "!", "~" };
	static const char *const bin[] = { "", "", "", "+", "-", "*", "/", "%", "&", "|",
		"^", "<<", ">>", "<", "<=", ">", ">=", "==", "!=", "&&", "||" };
	static const char *const fn[] = { [IR_E_LEN] = "len", [IR_E_EMPTY] = "empty",
		[IR_E_NEMPTY] = "nempty", [IR_E_FULL] = "full", [IR_E_NFULL] = "nfull",
		[IR_E_ENABLED] = "enabled", [IR_E_PC_VALUE] = "pc_value",
		[IR_E_GET_PRIORITY] = "get_priority" };
	if (!e) {
		tx(t, "?");
		return;
	}
	switch (e->kind) {
	case IR_E_CONST: tx(t, "%lld", (long long)e->value); break;
	case IR_E_MTYPE: tx(t, "%s", e->text ? e->text : "?"); break;
	case IR_E_VAR: tx(t, "%s", e->var ? e->var->name : "?"); break;
	case IR_E_INDEX: expr_text(t, e->a[0]); tx(t, "["); expr_text(t, e->a[1]); tx(t, "]"); break;
	case IR_E_FIELD: expr_text(t, e->a[0]); tx(t, ".%s", e->field ? e->field->name : "?"); break;
	case IR_E_UNOP: tx(t, "%s", (unsigned)e->op < 3 ? un[e->op] : "?"); expr_text(t, e->a[0]); break;
	case IR_E_BINOP:
		tx(t, "(");
		expr_text(t, e->a[0]);
		tx(t, " %s ", (unsigned)e->op < sizeof bin / sizeof *bin ? bin[e->op] : "?");
		expr_text(t, e->a[1]);
		tx(t, ")");
		break;
	case IR_E_COND:
		tx(t, "(");
		expr_text(t, e->a[0]);
		tx(t, " -> ");
		expr_text(t, e->a[1]);
		tx(t, " : ");
		expr_text(t, e->a[2]);
		tx(t, ")");
		break;
	case IR_E_LEN: case IR_E_EMPTY: case IR_E_NEMPTY: case IR_E_FULL: case IR_E_NFULL:
	case IR_E_ENABLED: case IR_E_PC_VALUE: case IR_E_GET_PRIORITY:
		tx(t, "%s(", fn[e->kind]);
		expr_text(t, e->a[0]);
		tx(t, ")");
		break;
	case IR_E_PID: tx(t, "_pid"); break;
	case IR_E_NR_PR: tx(t, "_nr_pr"); break;
	case IR_E_LAST: tx(t, "_last"); break;
	case IR_E_TIMEOUT: tx(t, "timeout"); break;
	case IR_E_NP: tx(t, "np_"); break;
	case IR_E_REMOTE_LABEL: case IR_E_REMOTE_VAR:
		tx(t, "%s", e->proc ? e->proc->name : "?");
		if (e->a[0]) {
			tx(t, "[");
			expr_text(t, e->a[0]);
			tx(t, "]");
		}
		if (e->kind == IR_E_REMOTE_LABEL) {
			tx(t, "@%s", e->label && e->label->nlabels ? e->label->labels[0] : "?");
		} else {
			tx(t, ":%s", e->var ? e->var->name : "?");
			if (e->a[1]) {
				tx(t, "[");
				expr_text(t, e->a[1]);
				tx(t, "]");
			}
		}
		break;
	case IR_E_C_EXPR: tx(t, "c_expr { %s }", e->text ? e->text : ""); break;
	default: tx(t, "(condition)"); break;
	}
}

/* The proposition of condition e: an earlier one that is the same
 * expression, or a new one named by its text (made unique, since the
 * runtime binds propositions by name). */
static int ap_condition(MirModel *mm, const IrExpr *e)
{
	for (int i = 0; i < mm->aps.n; i++)
		if (expr_same(mm->ap_expr[i], e))
			return i;
	Txt t = { 0 };
	expr_text(&t, e);
	size_t base = t.n;
	for (int k = 2; ; k++) {
		int clash = 0;
		for (int i = 0; i < mm->aps.n && !clash; i++)
			clash = !strcmp(mm->aps.v[i], t.s);
		if (!clash)
			break;
		t.n = base;
		tx(&t, " #%d", k);
	}
	mm->owned = xrealloc(mm->owned, (size_t)(mm->nowned + 1) * sizeof *mm->owned);
	mm->owned[mm->nowned++] = t.s;
	ap_room(mm);
	mm->aps.v[mm->aps.n] = t.s;
	mm->ap_expr[mm->aps.n] = e;
	mm->ap_form[mm->aps.n] = (MirForm){ 0 };
	return mm->aps.n++;
}

static int is_bool_op(const IrExpr *e)
{
	return (e->kind == IR_E_BINOP && (e->op == IR_OP_AND || e->op == IR_OP_OR)) ||
	    (e->kind == IR_E_UNOP && e->op == IR_OP_NOT);
}

static void form_push(MirForm *f, int32_t v)
{
	f->v = xrealloc(f->v, (size_t)(f->n + 1) * sizeof *f->v);
	f->v[f->n++] = v;
}

/* e in postfix over conditions (model.h MCC_FORM_*). */
static void form_of(MirModel *mm, MirForm *f, const IrExpr *e)
{
	if (e->kind == IR_E_CONST) {
		form_push(f, e->value ? MCC_FORM_TRUE : MCC_FORM_FALSE);
	} else if (!is_bool_op(e)) {
		form_push(f, ap_condition(mm, e));
	} else if (e->kind == IR_E_UNOP) {
		form_of(mm, f, e->a[0]);
		form_push(f, MCC_FORM_NOT);
	} else {
		form_of(mm, f, e->a[0]);
		form_of(mm, f, e->a[1]);
		form_push(f, e->op == IR_OP_AND ? MCC_FORM_AND : MCC_FORM_OR);
	}
}

/* The guard proposition ap of the claim, with its boolean structure. */
static void claim_guard_form(MirModel *mm, int ap)
{
	const IrExpr *e = mm->ap_expr[ap];
	if (mm->ap_form[ap].n || !is_bool_op(e))
		return;
	MirForm f = { 0 };
	form_of(mm, &f, e);
	mm->ap_form[ap] = f;
}

/* The never claim compiled into the model: its guards become
 * propositions. */
static void claim_tables(MirModel *mm)
{
	const IrProctype *nv = mm->m->never;
	mm->claim_nlocs = -1;
	if (!nv)
		return;
	const IrAutomaton *a = &nv->aut;
	mm->claim_nlocs = a->nlocs;
	mm->claim_init = a->init;
	mm->claim_name = nv->name ? nv->name : "never";
	mm->claim_start = xcalloc((size_t)a->nlocs + 1, sizeof *mm->claim_start);
	mm->claim_edges = xcalloc((size_t)a->nedges + 1, sizeof *mm->claim_edges);
	mm->claim_acc = xcalloc((size_t)a->nlocs + 1, 1);
	mm->claim_fin = xcalloc((size_t)a->nlocs + 1, 1);
	mm->claim_lab.v = xcalloc((size_t)a->nlocs + 1, sizeof *mm->claim_lab.v);
	mm->claim_lab.n = a->nlocs;
	int k = 0;
	for (int l = 0; l < a->nlocs; l++) {
		const IrLocation *L = a->locs[l];
		mm->claim_start[l] = k;
		for (int i = 0; i < L->nout; i++) {
			const IrStmt *s = L->out[i]->stmt;
			int idx = -1;
			if (s->kind == IR_S_ELSE)
				idx = -2;
			else if (s->kind == IR_S_EXPR && s->e && s->e->kind == IR_E_CONST && s->e->value)
				idx = -1;
			else if (s->kind == IR_S_EXPR && s->e) {
				idx = ap_intern(mm, s->text ? s->text : "?", s->e);
				claim_guard_form(mm, idx);
			}
			else
				mir_error(mm, s->loc, "this statement is not supported in a never claim (only conditions, skip, else, goto)");
			mm->claim_edges[k++] = (MccClaimEdge){ L->out[i]->dst, idx, s->loc.line };
		}
		mm->claim_acc[l] = (L->flags & IR_LOC_ACCEPT) ? 1 : 0;
		mm->claim_fin[l] = (L->flags & IR_LOC_FINAL) && L->nout == 0 ? 1 :
		    (L->flags & IR_LOC_CLAIM_ASSERT) ? 2 : 0;
		mm->claim_lab.v[l] = L->nlabels ? L->labels[0] : NULL;
	}
	mm->claim_start[a->nlocs] = k;
	mm->claim_nedges = k;
}

/* Propositions, ltl blocks, defines and labels. */
static void ltl_tables(MirModel *mm)
{
	const IrModel *m = mm->m;
	ap_room(mm);
	claim_tables(mm);
	/* the propositions of ltl blocks and of the claim formula */
	for (int i = 0; i < m->naps; i++)
		ap_intern(mm, m->aps[i]->text, m->aps[i]->e);
	int n = m->nltls > m->ndefines ? m->nltls : m->ndefines;
	mm->ltl_names.v = xcalloc((size_t)n + 1, sizeof(char *));
	mm->ltl_texts.v = xcalloc((size_t)n + 1, sizeof(char *));
	mm->def_names.v = xcalloc((size_t)n + 1, sizeof(char *));
	mm->def_bodies.v = xcalloc((size_t)n + 1, sizeof(char *));
	mm->ltl_names.n = mm->ltl_texts.n = m->nltls;
	mm->def_names.n = mm->def_bodies.n = m->ndefines;
	for (int i = 0; i < m->nltls; i++) {
		mm->ltl_names.v[i] = m->ltls[i]->name ? m->ltls[i]->name : "";
		mm->ltl_texts.v[i] = m->ltls[i]->text;
	}
	for (int i = 0; i < m->ndefines; i++) {
		mm->def_names.v[i] = m->defines[i]->name;
		mm->def_bodies.v[i] = m->defines[i]->body ? m->defines[i]->body : "";
	}
	int nl = 0;
	for (int p = 0; p < m->nprocs; p++)
		for (int l = 0; l < m->procs[p]->aut.nlocs; l++)
			nl += m->procs[p]->aut.locs[l]->nlabels;
	mm->labels = xcalloc((size_t)nl + 1, sizeof *mm->labels);
	for (int p = 0; p < m->nprocs; p++)
		for (int l = 0; l < m->procs[p]->aut.nlocs; l++) {
			const IrLocation *L = m->procs[p]->aut.locs[l];
			for (int k = 0; k < L->nlabels; k++)
				mm->labels[mm->nlabels++] = (MccLabel){ p, l, L->labels[k] };
		}
}

/* Number the top-level edges of every process type (codegen's own ids:
 * d_step bodies are not transitions of their own). */
static void number_edges(MirModel *mm)
{
	const IrModel *m = mm->m;
	mm->ntrans = ir_number_trans(m, &mm->byid, &mm->owner);
	for (int i = 0; i < mm->ntrans; i++) {
		const IrStmt *s = mm->byid[i]->stmt;
		if (s->kind == IR_S_TRANS && s->sync)
			s = s->sync;
		if (s->arity)
			mm->has_arity = 1;
		if (s->kind == IR_S_RECV && s->nargs > mm->maxr)
			mm->maxr = s->nargs;
	}
	for (int p = 0; p < m->nprocs; p++)
		for (int l = 0; l < m->procs[p]->aut.nlocs; l++)
			if (m->procs[p]->kind <= IR_PROC_INIT &&
			    (m->procs[p]->aut.locs[l]->flags & IR_LOC_COMMIT))
				mm->has_commit = 1;
}

int mir_lower(const IrModel *m, const CgOptions *opt, MirModel *mm)
{
	memset(mm, 0, sizeof *mm);
	mm->m = m;
	mm->opt = opt;
	if (!opt->host_c_code && m->ncdecls) /* embedded C needs a C compiler */
		mir_error(mm, m->cdecls[0]->loc,
		    "embedded C (c_decl/c_state/c_track) cannot be compiled by the llvm backend: use -B tcc or -B cc");
	number_edges(mm);
	layout(mm);
	trans_rows(mm);
	dstep_rows(mm);
	loc_rows(mm);
	var_table(mm);
	dv_tables(mm);
	ltl_tables(mm);
	if (mm->err)
		return -1;
	if (opt->host_c_code && m->has_c_code)
		mm->c_head = mir_c_views(mm);
	mir_lower_code(mm);
	mir_merge(mm);
	mir_por(mm);
	return mm->err ? -1 : 0;
}

void mir_free(MirModel *mm)
{
	const IrModel *m = mm->m;
	if (!m)
		return;
	for (int p = 0; mm->proc && p < m->nprocs; p++)
		free(mm->proc[p].vars);
	for (int p = 0; mm->locs && p < m->nprocs; p++)
		free(mm->locs[p]);
	for (int i = 0; i < mm->nvars; i++)
		free((char *)mm->vars[i].name);
	for (int k = 0; k < mm->nfns; k++) {
		for (int b = 0; b < mm->fns[k].nb; b++)
			free(mm->fns[k].b[b].ins);
		free(mm->fns[k].b);
		free(mm->fns[k].arrs);
	}
	free(mm->fns);
	free(mm->f_mk);
	free(mm->f_step);
	free(mm->f_rv);
	free((char *)mm->c_head);
	for (int i = 0; mm->ap_form && i < mm->aps.n; i++)
		free(mm->ap_form[i].v);
	for (int i = 0; i < mm->nowned; i++)
		free(mm->owned[i]);
	free(mm->owned);
	free(mm->ap_form);
	mir_release();
	free(mm->dedge);
	free(mm->dstep_edge);
	free(mm->dstep_first);
	free(mm->dlines);
	void *all[] = { mm->proc, mm->glob, mm->q, mm->byid, mm->owner, mm->trans, mm->locs,
		mm->procs, mm->vars, mm->mtypes.v, mm->dv_start, mm->dv, mm->dv_on, mm->por, mm->merge, mm->claim_start,
		mm->claim_edges, mm->claim_acc, mm->claim_fin, mm->claim_lab.v, mm->aps.v,
		mm->ap_expr, mm->ltl_names.v, mm->ltl_texts.v, mm->def_names.v, mm->def_bodies.v,
		mm->labels };
	for (size_t i = 0; i < sizeof all / sizeof *all; i++)
		free(all[i]);
	memset(mm, 0, sizeof *mm);
}

/* ------------------------------------------------------------ dump */

static void dump_strs(FILE *o, const char *name, const MirStrs *s)
{
	for (int i = 0; i < s->n; i++)
		fprintf(o, "%s %d %s\n", name, i, s->v[i] ? s->v[i] : "(null)");
}

void mir_dump(const MirModel *mm, FILE *o)
{
	const IrModel *m = mm->m;
	fprintf(o, "layout sz %d slot0 %d slotsz %d nslots %d hidden %d ngq %d maxlq %d\n",
	    mm->vsize, mm->slot0, mm->slotsz, mm->nslots, mm->hsize, mm->ngq, mm->maxlq);
	for (int i = 0; i < m->nglobals; i++)
		fprintf(o, "global %s off %d esize %d count %d%s\n", m->globals[i]->name,
		    mm->glob[i].off, mm->glob[i].esize, mm->glob[i].count,
		    mm->glob[i].hidden ? " hidden" : "");
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		fprintf(o, "proctype %d %s frame %d queues %d..%d first_pid %d\n", p, pt->name,
		    mm->proc[p].size, mm->proc[p].q0, mm->proc[p].q0 + mm->proc[p].nq,
		    mm->proc[p].first_pid);
		for (int i = 0; i < pt->nlocals; i++)
			fprintf(o, "  local %s off %d esize %d count %d%s\n", pt->locals[i]->name,
			    mm->proc[p].vars[i].off, mm->proc[p].vars[i].esize,
			    mm->proc[p].vars[i].count, mm->proc[p].vars[i].hidden ? " hidden" : "");
	}
	for (int i = 0; i < mm->nq; i++) {
		fprintf(o, "queue %d off %d cap %d msz %d%s fields", i, mm->q[i].off, mm->q[i].cap,
		    mm->q[i].msz, mm->q[i].local ? " local" : "");
		for (int k = 0; k < mm->q[i].nf; k++)
			fprintf(o, " %d@%d", mm->q[i].fty[k], mm->q[i].foff[k]);
		fputc('\n', o);
	}
	for (int i = 0; i < mm->ntrans + m->nprocs; i++) {
		const MccTransInfo *t = &mm->trans[i];
		fprintf(o, "trans %d proc %d %d->%d line %d flags %u spin %d: %s\n", i, t->proctype,
		    t->src, t->dst, t->line, t->flags, t->spin_no, t->text);
	}
	for (int p = 0; p < m->nprocs; p++)
		for (int l = 0; l < mm->procs[p].nlocs; l++) {
			const MccLocInfo *L = &mm->locs[p][l];
			fprintf(o, "loc %d.%d line %d flags %u spin %d label %s: %s\n", p, l, L->line,
			    L->flags, L->spin_no, L->label ? L->label : "-", L->text);
		}
	for (int i = 0; i < mm->nvars; i++) {
		const MccVarInfo *v = &mm->vars[i];
		fprintf(o, "var %d %s proc %d off %d type %d size %d count %d bits %d%s\n", i, v->name,
		    v->proctype, v->offset, v->type, v->size, v->count, v->bits,
		    v->hidden ? " hidden" : "");
	}
	for (int t = 0; mm->dv_start && t < mm->ntrans + m->nprocs; t++)
		for (int k = mm->dv_start[t]; k < mm->dv_start[t + 1]; k++)
			fprintf(o, "dead %d var %d off %d bytes %d\n", t, mm->dv[k].var, mm->dv[k].off,
			    mm->dv[k].bytes);
	for (int t = 0; mm->merge && t < mm->ntrans; t++)
		if (mm->merge[t])
			fprintf(o, "merge %d\n", t);
	for (int r = 0; mm->por && r < mm->por[1]; r++) {
		const int32_t *x = mm->por + mm->por[MCC_POR_HDR + r];
		fprintf(o, "por %d flags %d:", r, x[0]);
		for (int i = 0; i < x[1]; i++)
			fprintf(o, " %d/%d", x[2 + 2 * i], x[3 + 2 * i]);
		fputc('\n', o);
	}
	for (int i = 0; i < mm->claim_nedges; i++)
		fprintf(o, "claim_edge %d dst %d ap %d line %d\n", i, mm->claim_edges[i].dst,
		    mm->claim_edges[i].ap, mm->claim_edges[i].line);
	dump_strs(o, "mtype", &mm->mtypes);
	dump_strs(o, "ap", &mm->aps);
	dump_strs(o, "ltl", &mm->ltl_names);
	dump_strs(o, "define", &mm->def_names);
	for (int i = 0; i < mm->nlabels; i++)
		fprintf(o, "label %d.%d %s\n", mm->labels[i].proctype, mm->labels[i].loc,
		    mm->labels[i].name);
	mir_dump_code(mm, o);
}
