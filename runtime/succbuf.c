/* succbuf.c -- successor buffers and step helpers, see succbuf.h. */
#include <stdlib.h>
#include <string.h>
#include "runtime/succbuf.h"

void rt_succbuf_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	RtSuccBuf *b = ctx;
	uint32_t vs = b->vsize;
	if (b->drop_reports && (step->flags & MCC_STEP_REPORT)) {
		b->reports++;
		b->report = *step;
		return;
	}
	if (b->n == b->cap) {
		uint32_t c = b->cap ? 2 * b->cap : 16;
		uint8_t *ns = realloc(b->sbuf, (size_t)c * (vs ? vs : 1));
		if (ns)
			b->sbuf = ns;
		MccStep *nt = ns ? realloc(b->steps, c * sizeof *nt) : NULL;
		if (!nt) {
			b->failed = 1;
			return;
		}
		b->steps = nt;
		b->cap = c;
	}
	memcpy(b->sbuf + (size_t)b->n * vs, succ, vs);
	b->steps[b->n++] = *step;
}

int rt_succbuf_next(const MccModel *m, RtSuccBuf *b, const uint8_t *s,
    int excl)
{
	b->n = 0;
	b->failed = 0;
	b->reports = 0;
	m->next(s, excl, rt_succbuf_collect, b);
	return b->failed ? -1 : 0;
}

void rt_succbuf_free(RtSuccBuf *b)
{
	free(b->sbuf);
	free(b->steps);
	b->sbuf = NULL;
	b->steps = NULL;
	b->n = b->cap = 0;
}

int32_t rt_step_excl(const MccStep *st)
{
	if (!(st->flags & MCC_STEP_ATOMIC))
		return -1;
	return st->pid2 >= 0 ? st->pid2 : st->pid;
}

int rt_step_same(const MccStep *a, const MccStep *b)
{
	if (a->pid < 0 || b->pid < 0)
		return a->pid < 0 && b->pid < 0;
	return a->pid == b->pid && a->trans == b->trans &&
	    a->pid2 == b->pid2 && (a->pid2 < 0 || a->trans2 == b->trans2);
}
