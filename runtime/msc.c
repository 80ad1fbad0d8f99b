/* msc.c -- message sequence charts of replayed trails, see msc.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/llsupport.h"
#include "runtime/msc.h"
#include "runtime/sim.h"

enum { MSC_MAXPID = 256 };

/* One lifeline: a process from its creation to its end. */
typedef struct MscCol {
	int pid;            /* its pid */
	char name[96];      /* "proctype:pid" */
	int row0;           /* row where it was created, -1: initial */
	int row1;           /* row where it ended, -1: alive at the end */
} MscCol;

enum { EV_STEP, EV_MSG, EV_PEND, EV_RV, EV_CREATE, EV_END, EV_ERR,
	EV_CYCLE, EV_STUTTER };

/* One thing drawn. */
typedef struct MscEv {
	int kind;           /* EV_* */
	int row, col;       /* where it starts */
	int row2, col2;     /* where it ends (messages, creations) */
	char *text;         /* label (malloc'd, may be NULL) */
	char *title;        /* tooltip (malloc'd, may be NULL) */
} MscEv;

/* A buffered message not taken yet. */
typedef struct MscPend {
	int qid;            /* channel id */
	int col, row;       /* its send */
	int ev;             /* the EV_PEND/EV_MSG event drawn for it */
	uint8_t *msg;       /* its bytes (msz) */
	int msz;
} MscPend;

struct RtMsc {
	const MccModel *m;
	const RtLlDesc *d;  /* queue layout, NULL: no channels */
	MscCol *cols; int ncols, ccap;
	MscEv *ev; int nev, ecap;
	MscPend *pend; int npend, pcap;
	int colof[MSC_MAXPID]; /* pid -> its current column, -1 none */
	int rows;           /* rows so far */
	int cycle_next;     /* the next step starts the cycle */
	char **notes; int nnotes;
};

static int msc_grow(void **v, int *cap, int n, size_t sz)
{
	if (n < *cap)
		return 0;
	int c = *cap ? 2 * *cap : 16;
	void *nv = realloc(*v, (size_t)c * sz);
	if (!nv)
		return -1;
	*v = nv;
	*cap = c;
	return 0;
}

static char *msc_strdup(const char *s)
{
	return s ? strdup(s) : NULL;
}

static int msc_event(RtMsc *c, int kind, int row, int col, int row2, int col2,
    const char *text, const char *title)
{
	if (msc_grow((void **)&c->ev, &c->ecap, c->nev, sizeof *c->ev) < 0)
		return -1;
	MscEv *e = &c->ev[c->nev];
	*e = (MscEv){ kind, row, col, row2, col2, msc_strdup(text),
	    msc_strdup(title) };
	return c->nev++;
}

/* Spin's name of a proctype (":init:" for init). */
static const char *msc_ptname(const MccModel *m, int pt)
{
	if (pt < 0 || pt >= m->nproctypes)
		return "?";
	return m->proctypes[pt].kind == 1 ? ":init:" : m->proctypes[pt].name;
}

static int msc_is_claim(const MccModel *m, const uint8_t *s, int pid)
{
	int pt = m->proc_type(s, pid);
	return pt >= 0 && pt < m->nproctypes && m->proctypes[pt].kind == 2;
}

static int msc_column(RtMsc *c, const uint8_t *s, int pid, int row)
{
	if (pid < 0 || pid >= MSC_MAXPID ||
	    msc_grow((void **)&c->cols, &c->ccap, c->ncols, sizeof *c->cols) < 0)
		return -1;
	MscCol *k = &c->cols[c->ncols];
	k->pid = pid;
	snprintf(k->name, sizeof k->name, "%s:%d",
	    msc_ptname(c->m, c->m->proc_type(s, pid)), pid);
	k->row0 = row;
	k->row1 = -1;
	c->colof[pid] = c->ncols;
	return c->ncols++;
}

RtMsc *rt_msc_new(const MccModel *m, const uint8_t *init)
{
	RtMsc *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	c->m = m;
	c->d = m->ll;
	for (int i = 0; i < MSC_MAXPID; i++)
		c->colof[i] = -1;
	int n = m->nprocs(init);
	for (int pid = 0; pid < n && pid < MSC_MAXPID; pid++)
		if (!msc_is_claim(m, init, pid) && msc_column(c, init, pid, -1) < 0) {
			rt_msc_free(c);
			return NULL;
		}
	return c;
}

/* ------------------------------------------------------------ channels */

/* The name of the channel variable holding channel `id` in s, into buf. */
static void msc_chan_name(const RtMsc *c, const uint8_t *s, int id, char *buf,
    size_t n)
{
	const MccModel *m = c->m;
	int np = m->nprocs(s);
	for (int k = 0; k < m->nvars; k++) {
		const MccVarInfo *v = &m->vars[k];
		if (v->type != MCC_VT_CHAN || v->hidden)
			continue;
		for (int pid = v->proctype < 0 ? -1 : 0; pid < (v->proctype < 0 ? 0 : np); pid++) {
			const uint8_t *base = s + v->offset;
			if (pid >= 0) {
				if (m->proc_type(s, pid) != v->proctype)
					continue;
				base = s + m->proc_offset(s, pid) + v->offset;
			}
			for (int i = 0; i < v->count; i++)
				if (rt_ll_chanvar(v, base, i) == id) {
					if (v->count > 1)
						snprintf(buf, n, "%s[%d]", v->name, i);
					else
						snprintf(buf, n, "%s", v->name);
					return;
				}
		}
	}
	snprintf(buf, n, "chan %d", id);
}

/* "NAME!v1,v2" for message msg of queue qd into buf. */
static void msc_msg_text(const RtLlQD *qd, const char *name, char op,
    const uint8_t *msg, char *buf, size_t n)
{
	size_t l = (size_t)snprintf(buf, n, "%s%c", name, op);
	for (int f = 0; f < qd->nf && l < n; f++)
		l += (size_t)snprintf(buf + l, n - l, "%s%d", f ? "," : "",
		    (int)rt_ll_qload(msg + qd->foff[f], qd->fty[f]));
}

/* A message sent: drawn as pending until taken. */
static int msc_send(RtMsc *c, int qid, int col, int row, const uint8_t *msg,
    int msz, const char *text, const char *title)
{
	if (msc_grow((void **)&c->pend, &c->pcap, c->npend, sizeof *c->pend) < 0)
		return -1;
	MscPend *p = &c->pend[c->npend];
	p->msg = malloc(msz ? (size_t)msz : 1);
	if (!p->msg)
		return -1;
	memcpy(p->msg, msg, (size_t)msz);
	p->msz = msz;
	p->qid = qid;
	p->col = col;
	p->row = row;
	p->ev = msc_event(c, EV_PEND, row, col, row, col, text, title);
	if (p->ev < 0)
		return -1;
	c->npend++;
	return 0;
}

/* A message taken: the earliest pending send of the same bytes becomes an
 * arrow to (col, row). */
static void msc_recv(RtMsc *c, int qid, int col, int row, const uint8_t *msg,
    int msz)
{
	for (int i = 0; i < c->npend; i++) {
		MscPend *p = &c->pend[i];
		if (p->qid != qid || p->msz != msz || memcmp(p->msg, msg, (size_t)msz))
			continue;
		MscEv *e = &c->ev[p->ev];
		e->kind = EV_MSG;
		e->row2 = row;
		e->col2 = col;
		free(p->msg);
		memmove(p, p + 1, (size_t)(c->npend - i - 1) * sizeof *p);
		c->npend--;
		return;
	}
}

/* The messages of one queue that a step added and removed (a multiset
 * difference, so that sorted sends and random receives are seen too). */
static int msc_queue_diff(RtMsc *c, int qid, const RtLlQD *qd,
    const uint8_t *qb, const uint8_t *qa, int col, int row,
    const uint8_t *after, const char *title)
{
	int lb = qb[0], la = qa[0], msz = qd->msz;
	uint8_t used[256] = {0};
	char name[96], text[256];
	if (lb > 255 || la > 255 || (lb == la && !memcmp(qb, qa,
	    1 + (size_t)lb * (size_t)msz)))
		return 0;
	msc_chan_name(c, after, qid, name, sizeof name);
	for (int i = 0; i < lb; i++) {
		const uint8_t *mb = qb + 1 + (size_t)i * msz;
		int j = 0;
		while (j < la && (used[j] || memcmp(mb, qa + 1 + (size_t)j * msz, (size_t)msz)))
			j++;
		if (j < la)
			used[j] = 1;
		else
			msc_recv(c, qid, col, row, mb, msz);
	}
	for (int j = 0; j < la; j++) {
		if (used[j])
			continue;
		const uint8_t *ma = qa + 1 + (size_t)j * msz;
		msc_msg_text(qd, name, '!', ma, text, sizeof text);
		if (msc_send(c, qid, col, row, ma, msz, text, title) < 0)
			return -1;
	}
	return 0;
}

/* Every queue present before and after the step (the dying process's own
 * queues excepted). */
static int msc_channels(RtMsc *c, const uint8_t *before, const MccStep *st,
    const uint8_t *after, int col, int row, const char *title)
{
	const RtLlDesc *d = c->d;
	if (!d || col < 0)
		return 0;
	int np = before[0] < after[0] ? before[0] : after[0];
	int nid = d->ngq + np * (d->maxlq > 0 ? d->maxlq : 0);
	for (int id = 1; id <= nid; id++) {
		const RtLlQD *qb, *qa;
		const uint8_t *b = rt_ll_queue(d, before, id, &qb);
		const uint8_t *a = rt_ll_queue(d, after, id, &qa);
		if (!a || !b || qa != qb || qa->cap == 0)
			continue;
		if (id > d->ngq && (st->flags & MCC_STEP_DEATH) &&
		    (id - d->ngq - 1) / d->maxlq == st->pid)
			continue;
		if (msc_queue_diff(c, id, qa, b, a, col, row, after, title) < 0)
			return -1;
	}
	return 0;
}

/* ------------------------------------------------------------ steps */

static const MccTransInfo *msc_trans(const MccModel *m, int t)
{
	return t >= 0 && t < m->ntrans ? &m->trans[t] : NULL;
}

/* "LINE: TEXT" of transition t into buf. */
static void msc_step_text(const MccModel *m, int t, char *buf, size_t n)
{
	const MccTransInfo *ti = msc_trans(m, t);
	if (ti)
		snprintf(buf, n, "%d: %s", ti->line, ti->text ? ti->text : "");
	else
		snprintf(buf, n, "?");
}

static int msc_created(RtMsc *c, const uint8_t *before, const uint8_t *after,
    int col, int row)
{
	int nb = c->m->nprocs(before), na = c->m->nprocs(after);
	for (int pid = nb; pid < na && pid < MSC_MAXPID; pid++) {
		if (msc_is_claim(c->m, after, pid))
			continue;
		int k = msc_column(c, after, pid, row);
		if (k < 0 || msc_event(c, EV_CREATE, row, col, row, k, NULL,
		    c->cols[k].name) < 0)
			return -1;
	}
	return 0;
}

static int msc_error(RtMsc *c, const MccStep *st, int col, int row)
{
	const MccTransInfo *ti = msc_trans(c->m, st->error_trans);
	const char *what = rt_err_wording(st->error);
	const char *text = st->error_text ? st->error_text : ti ? ti->text : NULL;
	char buf[512];
	if (st->error == MCC_ERR_ASSERT || st->error == MCC_ERR_RV_POLL_ASSERT)
		snprintf(buf, sizeof buf, "%s: %s", what, text ? text : "");
	else
		snprintf(buf, sizeof buf, "%s", what);
	return msc_event(c, EV_ERR, row, col, row, col, buf, NULL) < 0 ? -1 : 0;
}

int rt_msc_step(RtMsc *c, uint64_t no, const uint8_t *before,
    const MccStep *st, const uint8_t *after)
{
	int row = c->rows++;
	char text[512], title[1100];
	if (c->cycle_next) {
		c->cycle_next = 0;
		if (msc_event(c, EV_CYCLE, row, 0, row, 0, "cycle starts", NULL) < 0)
			return -1;
	}
	if (st->pid < 0)
		return msc_event(c, EV_STUTTER, row, 0, row, 0,
		    "no process moves (stutter)", NULL) < 0 ? -1 : 0;
	int col = st->pid < MSC_MAXPID ? c->colof[st->pid] : -1;
	if (st->flags & MCC_STEP_DEATH) {
		if (col >= 0) {
			c->cols[col].row1 = row;
			c->colof[st->pid] = -1;
			if (msc_event(c, EV_END, row, col, row, col, "terminates", NULL) < 0)
				return -1;
		}
		return 0;
	}
	msc_step_text(c->m, st->trans, text, sizeof text);
	snprintf(title, sizeof title, "step %llu: %s", (unsigned long long)no, text);
	if (st->pid2 >= 0) {
		int col2 = st->pid2 < MSC_MAXPID ? c->colof[st->pid2] : -1;
		const MccTransInfo *ti = msc_trans(c->m, st->trans);
		char t2[512];
		msc_step_text(c->m, st->trans2, t2, sizeof t2);
		snprintf(title, sizeof title, "step %llu: %s / %s",
		    (unsigned long long)no, text, t2);
		if (msc_event(c, EV_RV, row, col, row, col2,
		    ti && ti->text ? ti->text : "?", title) < 0)
			return -1;
	} else if (msc_event(c, EV_STEP, row, col, row, col, text, title) < 0)
		return -1;
	if (msc_created(c, before, after, col, row) < 0 ||
	    msc_channels(c, before, st, after, col, row, title) < 0)
		return -1;
	if (st->error)
		return msc_error(c, st, col, row);
	return 0;
}

void rt_msc_cycle(RtMsc *c)
{
	c->cycle_next = 1;
}

void rt_msc_note(RtMsc *c, const char *text)
{
	char **nn = realloc(c->notes, (size_t)(c->nnotes + 1) * sizeof *nn);
	if (!nn)
		return;
	c->notes = nn;
	if ((c->notes[c->nnotes] = strdup(text)))
		c->nnotes++;
}

/* ------------------------------------------------------------ SVG */

enum { COLW = 190, ROWH = 28, X0 = 110, TOP = 96, HEADH = 24 };

static int msc_x(int col) { return X0 + col * COLW; }
static int msc_y(int row) { return TOP + row * ROWH; }

/* Text escaped for XML, cut to `max` characters (0: no limit). */
static void msc_esc(FILE *f, const char *s, int max)
{
	int n = 0;
	for (; s && *s; s++, n++) {
		if (max && n == max) {
			fputs("...", f);
			return;
		}
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		default:
			if ((unsigned char)*s >= 0x20)
				fputc(*s, f);
			else
				fputc(' ', f);
		}
	}
}

static void msc_title(FILE *f, const char *t)
{
	if (!t)
		return;
	fputs("<title>", f);
	msc_esc(f, t, 0);
	fputs("</title>", f);
}

static void msc_head(FILE *f, const MscCol *k, int col)
{
	int x = msc_x(col), y = k->row0 < 0 ? TOP - 56 : msc_y(k->row0) - HEADH / 2;
	fprintf(f, "<g class=\"head\"><rect x=\"%d\" y=\"%d\" width=\"%d\" "
	    "height=\"%d\" rx=\"4\" fill=\"#e8eef7\" stroke=\"#4e79a7\"/>"
	    "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">",
	    x - COLW / 2 + 12, y, COLW - 24, HEADH, x, y + 16);
	msc_esc(f, k->name, 24);
	fputs("</text></g>\n", f);
}

static void msc_lifeline(FILE *f, const MscCol *k, int col, int rows)
{
	int x = msc_x(col);
	int y0 = k->row0 < 0 ? TOP - 56 + HEADH : msc_y(k->row0) + HEADH / 2;
	int y1 = k->row1 >= 0 ? msc_y(k->row1) : msc_y(rows);
	fprintf(f, "<line class=\"lifeline\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
	    "y2=\"%d\" stroke=\"#888\" stroke-dasharray=\"2,3\">", x, y0, x, y1);
	msc_title(f, k->name);
	fputs("</line>\n", f);
}

/* A labelled arrow of class cls from (x1,y1) to (x2,y2). */
static void msc_arrow(FILE *f, const char *cls, int x1, int y1, int x2,
    int y2, const char *color, const char *dash, const MscEv *e)
{
	fprintf(f, "<g class=\"%s\"><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
	    "stroke=\"%s\" stroke-width=\"1.5\"%s%s marker-end=\"url(#ah)\"/>",
	    cls, x1, y1, x2, y2, color, dash ? " stroke-dasharray=" : "",
	    dash ? dash : "");
	fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\">",
	    (x1 + x2) / 2, (y1 + y2) / 2 - 4, color);
	msc_esc(f, e->text, 40);
	fputs("</text>", f);
	msc_title(f, e->title);
	fputs("</g>\n", f);
}

static void msc_box(FILE *f, const char *cls, int x, int y, const char *fill,
    const char *text, const char *title, int max)
{
	fprintf(f, "<g class=\"%s\"><rect x=\"%d\" y=\"%d\" width=\"10\" "
	    "height=\"10\" fill=\"%s\" stroke=\"#333\"/><text x=\"%d\" y=\"%d\"%s>",
	    cls, x - 5, y - 5, fill, x + 9, !strcmp(cls, "error") ? y + 4 : y - 4,
	    !strcmp(cls, "error") ? " fill=\"#c00\" font-weight=\"bold\"" : "");
	msc_esc(f, text, max);
	fputs("</text>", f);
	msc_title(f, title);
	fputs("</g>\n", f);
}

static void msc_draw(FILE *f, const MscEv *e, int width)
{
	int x = e->col >= 0 ? msc_x(e->col) : 20, y = msc_y(e->row);
	int x2 = e->col2 >= 0 ? msc_x(e->col2) : x + COLW / 2;
	switch (e->kind) {
	case EV_STEP:
		msc_box(f, "step", x, y, "#fff", e->text, e->title, 26);
		break;
	case EV_ERR:
		msc_box(f, "error", x, y + ROWH / 2, "#f88", e->text, e->title, 60);
		break;
	case EV_MSG:
		msc_arrow(f, "msg", x, y, x2, msc_y(e->row2), "#1f5fa0", NULL, e);
		break;
	case EV_PEND:
		msc_arrow(f, "pending", x, y, x + COLW / 2, y + ROWH / 2, "#999",
		    "\"4,3\"", e);
		break;
	case EV_RV:
		msc_arrow(f, "rv", x, y, x2, y, "#b3541e", NULL, e);
		break;
	case EV_CREATE:
		msc_arrow(f, "create", x, y, x2 - COLW / 2 + 12, y, "#59a14f",
		    "\"5,3\"", e);
		break;
	case EV_END:
		fprintf(f, "<g class=\"end\"><path d=\"M%d %d l12 12 M%d %d l-12 12\" "
		    "stroke=\"#333\" stroke-width=\"2\"/>", x - 6, y - 6, x + 6, y - 6);
		msc_title(f, "terminates");
		fputs("</g>\n", f);
		break;
	case EV_CYCLE:
		fprintf(f, "<g class=\"cycle\"><line x1=\"10\" y1=\"%d\" x2=\"%d\" "
		    "y2=\"%d\" stroke=\"#c00\" stroke-dasharray=\"8,4\"/><text x=\"12\" "
		    "y=\"%d\" fill=\"#c00\">cycle starts</text></g>\n",
		    y - ROWH / 2, width - 10, y - ROWH / 2, y - ROWH / 2 - 3);
		break;
	case EV_STUTTER:
		fprintf(f, "<text class=\"stutter\" x=\"12\" y=\"%d\" fill=\"#777\">", y + 4);
		msc_esc(f, e->text, 0);
		fputs("</text>\n", f);
		break;
	}
}

int rt_msc_write(RtMsc *c, const char *path)
{
	FILE *f = fopen(path, "w");
	if (!f) {
		perror(path);
		return -1;
	}
	int w = X0 + (c->ncols > 0 ? c->ncols : 1) * COLW + 120;
	int h = msc_y(c->rows) + 30 + 18 * c->nnotes;
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">\n"
	    "<defs><marker id=\"ah\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
	    "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path "
	    "d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>\n"
	    "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	    "<text x=\"10\" y=\"18\" font-size=\"13\">", w, h, w, h);
	msc_esc(f, c->m->source ? c->m->source : c->m->name, 0);
	fputs(": message sequence chart of the trail</text>\n", f);
	for (int k = 0; k < c->ncols; k++)
		msc_lifeline(f, &c->cols[k], k, c->rows);
	for (int k = 0; k < c->ncols; k++)
		msc_head(f, &c->cols[k], k);
	for (int i = 0; i < c->nev; i++)
		msc_draw(f, &c->ev[i], w);
	for (int i = 0; i < c->nnotes; i++) {
		fprintf(f, "<text class=\"note\" x=\"10\" y=\"%d\">",
		    msc_y(c->rows) + 18 * (i + 1));
		msc_esc(f, c->notes[i], 0);
		fputs("</text>\n", f);
	}
	fputs("</svg>\n", f);
	int bad = ferror(f);
	if (fclose(f) != 0 || bad) {
		fprintf(stderr, "pan: cannot write %s\n", path);
		return -1;
	}
	return 0;
}

void rt_msc_free(RtMsc *c)
{
	if (!c)
		return;
	for (int i = 0; i < c->nev; i++) {
		free(c->ev[i].text);
		free(c->ev[i].title);
	}
	for (int i = 0; i < c->npend; i++)
		free(c->pend[i].msg);
	for (int i = 0; i < c->nnotes; i++)
		free(c->notes[i]);
	free(c->notes);
	free(c->ev);
	free(c->pend);
	free(c->cols);
	free(c);
}
