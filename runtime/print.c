/* print.c -- printing steps and states as spin -p -g -l does; see sim.h. */
#include <stdlib.h>
#include <string.h>
#include "runtime/sim.h"
#include "runtime/search.h"

static const MccTransInfo *rt_trans(const MccModel *m, int t)
{
	return t >= 0 && t < m->ntrans ? &m->trans[t] : NULL;
}

/* Spin's display name of a proctype (":init:" for init). */
static const char *rt_ptname(const MccModel *m, int pt)
{
	if (pt < 0 || pt >= m->nproctypes)
		return "?";
	if (m->proctypes[pt].kind == 1)
		return ":init:";
	return m->proctypes[pt].name;
}

static const char *rt_file(const MccModel *m, int pt, int loc)
{
	for (int t = 0; t < m->ntrans; t++)
		if (m->trans[t].proctype == pt && m->trans[t].file &&
		    (loc < 0 || m->trans[t].src == loc || m->trans[t].dst == loc))
			return m->trans[t].file;
	return m->source ? m->source : m->name;
}

/* Element `i` of variable v at address p, formatted into buf. */
static void rt_fmt_value(const MccModel *m, const MccVarInfo *v,
			 const uint8_t *p, char *buf, size_t n)
{
	uint8_t u8; uint16_t u16; uint32_t u32;
	long long val;
	switch (v->size) {
	case 1: memcpy(&u8, p, 1); val = u8; break;
	case 2: memcpy(&u16, p, 2); val = v->type == MCC_VT_SHORT ? (long long)(int16_t)u16 : (long long)u16; break;
	default: memcpy(&u32, p, 4); val = v->type == MCC_VT_INT ? (long long)(int32_t)u32 : (long long)u32; break;
	}
	if (v->type == MCC_VT_UNSIGNED && v->bits > 0 && v->bits < 32)
		val &= (1LL << v->bits) - 1;
	if (v->type == MCC_VT_MTYPE && val > 0 && val < m->nmtypes &&
	    m->mtype_names && m->mtype_names[val]) {
		snprintf(buf, n, "%s", m->mtype_names[val]);
		return;
	}
	snprintf(buf, n, "%lld", val);
}

/* Print all elements of v found at base (prefix: "" or "A(0):"). */
static void rt_print_var(RtPrinter *p, const char *prefix,
			 const MccVarInfo *v, const uint8_t *base)
{
	char val[64];
	for (int i = 0; i < v->count; i++) {
		rt_fmt_value(p->m, v, base + (size_t)i * v->size, val, sizeof val);
		if (v->count > 1)
			fprintf(p->f, "\t\t%s%s[%d] = %s\n", prefix, v->name, i, val);
		else
			fprintf(p->f, "\t\t%s%s = %s\n", prefix, v->name, val);
	}
}

/* Print the variables of pid (or globals if pid < 0) that differ between
 * `before` (NULL: print all) and `after`; with `chans`, the queues of its
 * channel variables too, changed or not (Spin prints them every time). */
static void rt_print_vars(RtPrinter *p, int pid, const uint8_t *before,
			  const uint8_t *after, int chans)
{
	const MccModel *m = p->m;
	char prefix[128] = "";
	int pt = -1, oa = 0, ob = 0;
	if (pid >= 0) {
		pt = m->proc_type(after, pid);
		oa = m->proc_offset(after, pid);
		if (before && (pid >= m->nprocs(before) ||
			       m->proc_type(before, pid) != pt))
			return; /* a new process: nothing to compare with */
		ob = before ? m->proc_offset(before, pid) : 0;
		snprintf(prefix, sizeof prefix, "%s(%d):", rt_ptname(m, pt), pid);
	}
	for (int k = 0; k < m->nvars; k++) {
		/* Spin prints globals in declaration order, locals in reverse */
		int row = pid >= 0 ? m->nvars - 1 - k : k;
		const MccVarInfo *v = &m->vars[row];
		size_t len = (size_t)v->size * v->count;
		if (v->hidden || v->proctype != pt)
			continue;
		if (v->type == MCC_VT_CHAN) { /* never a number */
			if (chans)
				rt_q_print(p, prefix, row, after + oa + v->offset, after);
			continue;
		}
		if (before && !memcmp(before + ob + v->offset,
				      after + oa + v->offset, len))
			continue;
		rt_print_var(p, prefix, v, after + oa + v->offset);
	}
}

/* What Spin prints after a move of process `mover`: the globals, changed
 * or channels, and the mover's locals (other processes' do not change). */
static void rt_print_changes(RtPrinter *p, const uint8_t *before,
			     const uint8_t *after, int mover)
{
	rt_print_vars(p, -1, before, after, 1);
	int n = p->m->nprocs(after);
	for (int pid = 0; pid < n; pid++)
		rt_print_vars(p, pid, before, after, pid == mover);
}

/* A statement's text as spin -p prints it: each \ doubled, " as '. */
static void rt_put_text(FILE *f, const char *t)
{
	for (; t && *t; t++)
		if (*t == '\\')
			fputs("\\\\", f);
		else
			fputc(*t == '"' ? '\'' : *t, f);
}

/* One process's move: "  N:\tproc  P (A:1) FILE:LINE (state S)\t[TEXT]". */
static void rt_print_move(RtPrinter *p, uint64_t no, int pid, int t,
			  const uint8_t *before)
{
	const MccModel *m = p->m;
	const MccTransInfo *ti = rt_trans(m, t);
	int pt = m->proc_type(before, pid);
	if (!ti) {
		fprintf(p->f, "%3llu:\tproc %2d (%s:1) ?\n",
			(unsigned long long)no, pid, rt_ptname(m, pt));
		return;
	}
	fprintf(p->f, "%3llu:\tproc %2d (%s:1) %s:%d (state %d)\t[",
		(unsigned long long)no, pid, rt_ptname(m, pt),
		ti->file ? ti->file : rt_file(m, pt, ti->src), ti->line,
		rt_trans_state(ti));
	rt_put_text(p->f, ti->text);
	fputs("]\n", p->f);
}

/* What a d_step's lines compare the state with: spin -g -l prints the
 * variables set at this depth, so a byte that differed from `before`
 * after any statement so far is printed from then on, even when a later
 * statement sets it back.  ref = before, except each such byte, which
 * is made to differ from `now`. */
typedef struct RtDRef {
	const uint8_t *before;
	uint8_t *touched, *ref; /* state_size bytes each, or NULL */
} RtDRef;

static const uint8_t *rt_dref(RtDRef *d, size_t sz, const uint8_t *now)
{
	if (!d->ref)
		return d->before;
	for (size_t i = 0; i < sz; i++) {
		d->touched[i] |= now[i] != d->before[i];
		d->ref[i] = d->touched[i] ? (uint8_t)~now[i] : d->before[i];
	}
	return d->ref;
}

/* One replay line inside a d_step, then the variables that the step
 * has set so far. */
static void rt_print_dline(RtPrinter *p, uint64_t no, int pid, int pt,
			   const char *file, const MccDStepLine *l, int sno,
			   int line, RtDRef *d, const uint8_t *now)
{
	rt_q_touch(p, pt, l->text);
	fprintf(p->f, "%3llu:\tproc %2d (%s:1) %s:%d (state %d)\t[",
		(unsigned long long)no, pid, rt_ptname(p->m, pt), file, line,
		sno);
	rt_put_text(p->f, l->text);
	fputs("]\n", p->f);
	rt_print_changes(p, rt_dref(d, p->m->state_size, now), now, pid);
}

/* A d_step as spin -t -p prints it: a line per element its simulator
 * walks (model.h, MccModel.dstep_*), from the statements recorded. */
static void rt_print_dstep(RtPrinter *p, uint64_t no, int pid, int t,
			   const uint8_t *before)
{
	const MccModel *m = p->m;
	const MccTransInfo *ti = &m->trans[t];
	const MccDStepLine *L = m->dstep_lines;
	const char *file = ti->file ? ti->file : rt_file(m, ti->proctype, ti->src);
	int pt = m->proc_type(before, pid), first = 1;
	const uint8_t *cur = before;
	size_t sz = m->state_size ? m->state_size : 1;
	RtDRef d = { before, calloc(1, sz), malloc(sz) };
	if (!d.touched || !d.ref) { /* out of memory: plain differences */
		free(d.touched);
		free(d.ref);
		d.touched = d.ref = NULL;
	}
	for (int32_t i = m->dstep_first[t]; i < m->dstep_first[t + 1]; i++) {
		rt_print_dline(p, no, pid, pt, file, &L[i],
			       first ? rt_trans_state(ti) : L[i].no,
			       first ? ti->line : L[i].line, &d, cur);
		first = 0;
	}
	for (int r = 0; r < p->drec.n; r++) {
		int32_t k = p->drec.k[r];
		cur = p->drec.s + (size_t)r * m->state_size;
		if (k < 0 || k >= m->ndstep)
			continue;
		for (int32_t i = m->dstep_edge[k]; i < m->dstep_edge[k + 1]; i++) {
			rt_print_dline(p, no, pid, pt, file, &L[i],
				       first ? rt_trans_state(ti) : L[i].no,
				       first ? ti->line : L[i].line, &d, cur);
			first = 0;
		}
	}
	free(d.touched);
	free(d.ref);
}

static void rt_print_death(RtPrinter *p, uint64_t no, int pid,
			   const uint8_t *before)
{
	if (p->replay)
		fprintf(p->f, "%3llu: proc %d terminates\n",
			(unsigned long long)no, pid);
	else
		fprintf(p->f, "%3llu:\tproc %2d (%s:1)%*sterminates\n",
			(unsigned long long)no, pid,
			rt_ptname(p->m, p->m->proc_type(before, pid)),
			7 + 4 * pid, ""); /* indented by pid, as Spin */
}

/* Count the processes new in `after` (for "N processes created"). */
static void rt_count_new_procs(RtPrinter *p, const uint8_t *before,
			       const uint8_t *after)
{
	int nb = p->m->nprocs(before), na = p->m->nprocs(after);
	if (na > nb)
		p->created += na - nb;
}

/* "Starting X with pid N" + "creates proc" for processes new in after. */
static void rt_print_new_procs(RtPrinter *p, uint64_t no, int creator,
			       const uint8_t *before, const uint8_t *after)
{
	const MccModel *m = p->m;
	int nb = m->nprocs(before), na = m->nprocs(after);
	for (int pid = nb; pid < na; pid++) {
		const char *name = rt_ptname(m, m->proc_type(after, pid));
		fprintf(p->f, "Starting %s with pid %d\n", name, pid);
		if (!p->replay) /* spin -t prints no "creates" line */
			fprintf(p->f, "%3llu:\tproc %2d (%s:1) creates proc %2d (%s)\n",
				(unsigned long long)no, creator,
				rt_ptname(m, m->proc_type(before, creator)), pid, name);
		p->created++;
	}
}

/* The proctype of the process moving in transition t (-1: none). */
static int rt_trans_pt(const MccModel *m, int t)
{
	return t >= 0 && t < m->ntrans ? m->trans[t].proctype : -1;
}

void rt_print_step(RtPrinter *p, uint64_t no, const uint8_t *before,
		   const MccStep *st, const uint8_t *after)
{
	const MccModel *m = p->m;
	if (st->pid < 0)
		return;
	rt_print_output(p, before, st);
	int dstep = st->pid2 < 0 && p->drec.n > 0 && /* only d_steps record */
		m->dstep_lines && st->trans >= 0 && st->trans < m->ntrans;
	/* the queues the step makes, as Spin's simulator: the globals its
	 * statement evaluates, then the locals of processes it starts */
	if (!(st->flags & MCC_STEP_DEATH) && !dstep && st->pid2 < 0)
		rt_q_touch(p, rt_trans_pt(m, st->trans), rt_trans(m, st->trans) ?
			   m->trans[st->trans].text : NULL);
	rt_q_new_procs(p, before, after);
	if (p->quiet) {
		rt_count_new_procs(p, before, after);
		return;
	}
	if (st->flags & MCC_STEP_DEATH) {
		rt_print_death(p, no, st->pid, before);
		return;
	}
	rt_print_new_procs(p, no, st->pid, before, after);
	if (dstep) {
		rt_print_dstep(p, no, st->pid, st->trans, before);
		return;
	}
	if (st->pid2 >= 0) { /* a rendezvous: Spin's two steps */
		rt_q_touch(p, rt_trans_pt(m, st->trans), rt_trans(m, st->trans) ?
			   m->trans[st->trans].text : NULL);
		rt_print_move(p, no, st->pid, st->trans, before);
		rt_print_changes(p, before, before, st->pid);
		rt_q_touch(p, rt_trans_pt(m, st->trans2), rt_trans(m, st->trans2) ?
			   m->trans[st->trans2].text : NULL);
		rt_print_move(p, no + 1, st->pid2, st->trans2, before);
		rt_print_changes(p, before, after, st->pid2);
		return;
	}
	rt_print_move(p, no, st->pid, st->trans, before);
	rt_print_changes(p, before, after, st->pid);
}

const char *rt_err_wording(int err)
{
	static const char *const what[] = {
		"", "assertion violated", "invalid array index",
		"division by zero", "invalid channel operation",
		"stmnt in d_step blocks", "too many processes",
		"error in embedded C code", "value out of range",
		"used: enabled(pid=thisproc)", "error to poll rendezvous channel",
		"error to poll rendezvous channel", "priority is out of range",
		"too few parameters in send stmnt", "missing pars in receive",
		"too many fields in recv", "rv-attempt in d_step sequence",
		"x[rs] claim on uninitialized channel",
		"error, partial order reduction invalid",
		"xs chans cannot be used for rv", "xr chans cannot be used for rv",
		"polling rv chan" };
	return err > 0 && err <= MCC_ERR_LAST ? what[err] : "error";
}

void rt_print_error(RtPrinter *p, const MccStep *st, const uint8_t *s)
{
	const MccTransInfo *ti = rt_trans(p->m, st->error_trans);
	if (st->error == MCC_ERR_RV_DSTEP && p->replay)
		return; /* spin -t runs such a d_step as the trail says, silently */
	if (mcc_err_is_claim(st->error))
		return; /* pan's check (partial-order reduction), not spin's */
	const char *file = ti && ti->file ? ti->file : p->m->source;
	int line = st->error_text ? st->error_line : ti ? ti->line : 0;
	const char *text = st->error_text ? st->error_text : ti ? ti->text : NULL;
	const char *w = rt_err_wording(st->error);
	fprintf(p->f, "spin: %s:%d, Error: %s\n", file ? file : "?", line, w);
	if (st->error == MCC_ERR_RV_POLL_ASSERT)
		fprintf(p->f, "spin: %s:%d, Error: assertion violated\n",
			file ? file : "?", line);
	if ((st->error == MCC_ERR_ASSERT || st->error == MCC_ERR_RV_POLL_ASSERT) &&
	    text)
		fprintf(p->f, "spin: text of failed assertion: %s\n", text);
	if (st->error == MCC_ERR_TOO_MANY_PROCS && s) {
		char hint[256];
		rt_procs_hint(hint, sizeof hint, p->m->nprocs(s));
		fprintf(p->f, "pan: %s\n", hint);
	}
}

static int rt_loc_valid_end(const MccModel *m, int pt, int loc)
{
	if (pt < 0 || pt >= m->nproctypes || loc < 0 ||
	    loc >= m->proctypes[pt].nlocs)
		return 0;
	return (m->proctypes[pt].locs[loc].flags &
		(MCC_LOC_END | MCC_LOC_FINAL)) != 0;
}

void rt_print_final(RtPrinter *p, uint64_t no, const uint8_t *s)
{
	const MccModel *m = p->m;
	int n = m->nprocs(s);
	fprintf(p->f, "#processes: %d\n", n);
	rt_print_vars(p, -1, NULL, s, 1);
	for (int pid = n - 1; pid >= 0; pid--) {
		int pt = m->proc_type(s, pid), loc = m->proc_loc(s, pid);
		const MccLocInfo *li = pt >= 0 && pt < m->nproctypes && loc >= 0 &&
			loc < m->proctypes[pt].nlocs ? &m->proctypes[pt].locs[loc] : NULL;
		/* where the process is: the line of Spin's state (an if/do
		 * head: the keyword's line, as spin -t prints it) */
		int line = !li ? 0 : li->spin_line ? li->spin_line : li->line;
		fprintf(p->f, "%3llu:\tproc %2d (%s:1) %s:%d (state %d)%s\n",
			(unsigned long long)no, pid, rt_ptname(m, pt),
			rt_file(m, pt, loc), line, rt_loc_state(m, pt, loc),
			rt_loc_valid_end(m, pt, loc) ? " <valid end state>" : "");
		rt_print_vars(p, pid, NULL, s, 1);
	}
	fprintf(p->f, "%d process%s created\n", p->created,
		p->created == 1 ? "" : "es");
}

void rt_print_start(RtPrinter *p, const uint8_t *init)
{
	rt_q_start(p, init);
}

void rt_print_free(RtPrinter *p)
{
	rt_dstep_rec_free(&p->drec);
	rt_q_free(p);
}

void rt_print_creates(RtPrinter *p, const uint8_t *s)
{
	int n = p->m->nprocs(s);
	for (int pid = 0; pid < n; pid++)
		fprintf(p->f, "  0:\tproc  - (:root:) creates proc %2d (%s)\n",
			pid, rt_ptname(p->m, p->m->proc_type(s, pid)));
}
