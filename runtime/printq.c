/*
 * printq.c -- channel queues in printed steps and final dumps, as Spin's
 * simulator prints them (spin -t -p -g -l; see sim.h).
 *
 * Spin never prints a channel variable as a number: it prints the queue
 * the variable names, "queue Q (NAME): [f1,f2][...]", nothing for a
 * rendezvous queue or a variable naming none.  Q is the simulator's own
 * queue number, given in the order the simulator creates queues: a
 * process's local channels (declaration order) when the process starts,
 * a global channel variable (all its elements) when a statement first
 * evaluates it.  Until then the global is not printed.  A statement is
 * taken to evaluate the global channel variables its text names (and
 * that the moving process does not shadow with a local of that name).
 * RtQNames keeps the numbers, per mcc channel id.
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/llsupport.h"
#include "runtime/sim.h"

struct RtQNames {
	const RtLlDesc *d;  /* the queue layout */
	int nid;            /* channel ids 1..nid-1 */
	int *qno;           /* per channel id: Spin's queue number, 0: none */
	int next;           /* the last number given */
	uint8_t *made;      /* per variable row: a global channel variable
	                       the simulator has evaluated */
	uint8_t *init;      /* the initial state (the globals' queues) */
};

static void pq_number(RtQNames *q, int id)
{
	if (id > 0 && id < q->nid)
		q->qno[id] = ++q->next;
}

/* Number the local queues of the process pid new in s. */
static void pq_new_proc(const MccModel *m, RtQNames *q, const uint8_t *s,
			int pid)
{
	const RtLlDesc *d = q->d;
	int pt = m->proc_type(s, pid);
	const uint8_t *frame = s + m->proc_offset(s, pid);
	int lo = d->ngq + 1 + pid * d->maxlq, hi = lo + d->maxlq;
	for (int k = 0; k < m->nvars; k++) {
		const MccVarInfo *v = &m->vars[k];
		if (v->proctype != pt || v->type != MCC_VT_CHAN || v->hidden)
			continue;
		for (int i = 0; i < v->count; i++) {
			int id = rt_ll_chanvar(v, frame + v->offset, i);
			if (id >= lo && id < hi) /* its own: not a parameter */
				pq_number(q, id);
		}
	}
}

void rt_q_start(RtPrinter *p, const uint8_t *init)
{
	const MccModel *m = p->m;
	const RtLlDesc *d = m->ll;
	if (!d || p->qn)
		return;
	RtQNames *q = calloc(1, sizeof *q);
	if (!q)
		return;
	q->d = d;
	q->nid = d->ngq + 1 + d->nslots * (d->maxlq > 0 ? d->maxlq : 0);
	q->qno = calloc((size_t)q->nid, sizeof *q->qno);
	q->made = calloc((size_t)m->nvars + 1, 1);
	q->init = malloc(m->state_size ? m->state_size : 1);
	if (!q->qno || !q->made || !q->init) {
		p->qn = q;
		rt_q_free(p);
		return;
	}
	memcpy(q->init, init, m->state_size);
	p->qn = q;
	int n = m->nprocs(init);
	for (int pid = 0; pid < n; pid++)
		pq_new_proc(m, q, init, pid);
}

void rt_q_free(RtPrinter *p)
{
	RtQNames *q = p->qn;
	if (!q)
		return;
	free(q->qno);
	free(q->made);
	free(q->init);
	free(q);
	p->qn = NULL;
}

void rt_q_new_procs(RtPrinter *p, const uint8_t *before, const uint8_t *after)
{
	int nb = p->m->nprocs(before), na = p->m->nprocs(after);
	if (p->qn)
		for (int pid = nb; pid < na; pid++)
			pq_new_proc(p->m, p->qn, after, pid);
}

/* Row of the variable `name` (len n) of proctype pt (-1: global), or -1. */
static int pq_var(const MccModel *m, int pt, const char *name, size_t n)
{
	for (int k = 0; k < m->nvars; k++)
		if (m->vars[k].proctype == pt && !strncmp(m->vars[k].name, name, n) &&
		    m->vars[k].name[n] == '\0')
			return k;
	return -1;
}

/* Global channel variable k is evaluated: the simulator makes its queues. */
static void pq_make(RtQNames *q, const MccModel *m, int k)
{
	const MccVarInfo *v = &m->vars[k];
	if (q->made[k])
		return;
	q->made[k] = 1;
	for (int i = 0; i < v->count; i++)
		pq_number(q, rt_ll_chanvar(v, q->init + v->offset, i));
}

static int pq_word(int c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		(c >= '0' && c <= '9');
}

void rt_q_touch(RtPrinter *p, int pt, const char *text)
{
	const MccModel *m = p->m;
	char quote = 0, prev = 0;
	if (!p->qn || !text)
		return;
	for (const char *t = text; *t; ) {
		if (quote) {
			quote = *t == quote ? 0 : quote;
			prev = *t++;
			continue;
		}
		if (*t == '"' || *t == '\'') {
			quote = *t;
			prev = *t++;
			continue;
		}
		if (!pq_word((unsigned char)*t) || (*t >= '0' && *t <= '9')) {
			if (*t != ' ')
				prev = *t;
			t++;
			continue;
		}
		const char *w = t;
		while (pq_word((unsigned char)*t))
			t++;
		/* a record field, a remote variable or label: not a global */
		if (prev == '.' || prev == ':' || prev == '@') {
			prev = 'a';
			continue;
		}
		prev = 'a';
		int k = pq_var(m, -1, w, (size_t)(t - w));
		if (k >= 0 && m->vars[k].type == MCC_VT_CHAN &&
		    (pt < 0 || pq_var(m, pt, w, (size_t)(t - w)) < 0))
			pq_make(p->qn, m, k);
	}
}

/* One message field, as Spin's sr_mesg prints it. */
static void pq_field(RtPrinter *p, const RtLlQD *qd, const uint8_t *msg, int f)
{
	const MccModel *m = p->m;
	long val = rt_ll_qload(msg + qd->foff[f], qd->fty[f]);
	if ((qd->mtf >> f & 1) && val > 0 && val < m->nmtypes &&
	    m->mtype_names && m->mtype_names[val])
		fputs(m->mtype_names[val], p->f);
	else if ((qd->chf >> f & 1) && val > 0 && val < p->qn->nid &&
		 p->qn->qno[val])
		fprintf(p->f, "%d", p->qn->qno[val]);
	else
		fprintf(p->f, "%ld", val);
}

void rt_q_print(RtPrinter *p, const char *prefix, int row, const uint8_t *base,
		const uint8_t *s)
{
	const MccVarInfo *v = &p->m->vars[row];
	RtQNames *q = p->qn;
	if (!q || (v->proctype < 0 && !q->made[row]))
		return;
	for (int i = 0; i < v->count; i++) {
		const RtLlQD *qd;
		int id = rt_ll_chanvar(v, base, i);
		const uint8_t *c = id > 0 && id < q->nid && q->qno[id] ?
			rt_ll_queue(q->d, s, id, &qd) : NULL;
		if (!c || qd->cap == 0) /* none, or rendezvous: always empty */
			continue;
		fprintf(p->f, "\t\tqueue %d (%s", q->qno[id], prefix);
		if (v->count > 1)
			fprintf(p->f, "%s[%d]): ", v->name, i);
		else
			fprintf(p->f, "%s): ", v->name);
		for (int k = 0; k < c[0]; k++) {
			const uint8_t *msg = c + 1 + (size_t)k * qd->msz;
			fputc('[', p->f);
			for (int f = 0; f < qd->nf; f++) {
				if (f)
					fputc(',', p->f);
				pq_field(p, qd, msg, f);
			}
			fputc(']', p->f);
		}
		fputc('\n', p->f);
	}
}
