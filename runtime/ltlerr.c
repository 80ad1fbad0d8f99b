/* ltlerr.c -- errors in the scope of a property, see ltlerr.h. */
#include <stdlib.h>
#include <string.h>
#include "runtime/ltlerr.h"
#include "runtime/mem.h"
#include "runtime/store/store.h"

/* The search: product states are numbered by the store in insertion
 * order, which is the breadth-first order, so the queue is implicit; per
 * state, the state it was reached from and the step. */
typedef struct ErrBfs {
	RtErrSearch *r;
	SsStore *ss;
	RtMem mem;
	uint64_t *parent;        /* per state: its predecessor, or UINT64_MAX */
	MccStep *via;            /* per state: the system step that reached it */
	uint64_t cap;
	uint64_t cur;            /* the state being expanded */
	int found;               /* RT_ERR_* of an event met by the callback */
	MccStep found_step;      /* its step */
	int failed;              /* out of memory */
} ErrBfs;

static int err_grow(ErrBfs *b, uint64_t need)
{
	if (need <= b->cap)
		return 0;
	uint64_t c = b->cap ? 2 * b->cap : 4096;
	while (c < need)
		c *= 2;
	size_t add = (size_t)(c - b->cap) * (sizeof *b->parent + sizeof *b->via);
	uint64_t *np;
	MccStep *nv;
	if (rt_mem_reserve(&b->mem, add) < 0)
		return -1;
	if (!(np = realloc(b->parent, c * sizeof *np)))
		return -1;
	b->parent = np;
	if (!(nv = realloc(b->via, c * sizeof *nv)))
		return -1;
	b->via = nv;
	b->cap = c;
	return 0;
}

/* EcSuccFn: a successor of state b->cur. */
static void err_succ(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	ErrBfs *b = arg;
	RtPStep ps;
	uint64_t idx;
	(void)marks;
	if (b->found || b->failed)
		return;
	memcpy(&ps, step, sizeof ps);
	b->r->transitions++;
	uint32_t q = rt_product_q(b->r->p, succ);
	if (b->r->qfinal && q < b->r->p->aut->nstates && b->r->qfinal[q]) {
		b->found = b->r->qfinal[q] == 1 ? RT_ERR_CLAIM_END :
		    RT_ERR_CLAIM_ASSERT;
		b->found_step = ps.st;
		b->r->q = q;
		return;
	}
	int r = ss_find_or_put(b->ss, succ, &idx);
	if (r < 0 || (r > 0 && err_grow(b, idx + 1) < 0)) {
		b->failed = 1;
		return;
	}
	if (r > 0) {
		b->parent[idx] = b->cur;
		b->via[idx] = ps.st;
	}
}

/* The system steps from the initial state to state i, then `last`;
 * stutter steps (no process moved) are left out. */
static int err_path(ErrBfs *b, uint64_t i, const MccStep *last)
{
	uint64_t n = 1;
	for (uint64_t k = i; b->parent[k] != UINT64_MAX; k = b->parent[k])
		n++;
	MccStep *path = malloc(n * sizeof *path);
	if (!path)
		return -1;
	uint64_t w = n;
	if (last->pid >= 0)
		path[--w] = *last;
	for (uint64_t k = i; b->parent[k] != UINT64_MAX; k = b->parent[k])
		if (b->via[k].pid >= 0)
			path[--w] = b->via[k];
	memmove(path, path + w, (n - w) * sizeof *path);
	b->r->path = path;
	b->r->npath = n - w;
	return 0;
}

int rt_ltl_errors(RtErrSearch *r)
{
	RtProduct *p = r->p;
	ErrBfs b;
	memset(&b, 0, sizeof b);
	b.r = r;
	b.mem.limit = r->memlim;
	r->kind = RT_ERR_INCOMPLETE;
	r->path = NULL;
	r->npath = r->states = r->transitions = 0;
	int raw = p->raw;
	uint8_t *s0 = malloc(p->psize);
	b.ss = s0 ? ss_new(p->psize, 0, &b.mem) : NULL;
	uint64_t idx;
	if (!b.ss || err_grow(&b, 1) < 0) {
		free(s0);
		goto out;
	}
	p->raw = 1;
	p->g.initial(p, s0);
	ss_find_or_put(b.ss, s0, &idx);
	b.parent[0] = UINT64_MAX;
	memset(&b.via[0], 0, sizeof b.via[0]);
	if (p->init_err.error) { /* raised creating the initial processes */
		r->err = p->init_err;
		if (err_path(&b, 0, &p->init_err) < 0)
			goto out;
		r->kind = RT_ERR_SYSTEM;
		goto out;
	}
	for (b.cur = 0; b.cur < b.ss->count; b.cur++) {
		if (r->stop && *r->stop)
			goto out;
		p->err_seen = 0;
		/* the store's blocks do not move: the state stays valid */
		if (p->g.succ(p, ss_get(b.ss, b.cur), err_succ, &b) < 0 || b.failed)
			goto out;
		if (p->err_seen) {      /* a step of this state raised an error */
			r->err = p->err_step;
			if (err_path(&b, b.cur, &p->err_step) < 0)
				goto out;
			r->kind = RT_ERR_SYSTEM;
			goto out;
		}
		if (b.found) {
			if (err_path(&b, b.cur, &b.found_step) < 0)
				goto out;
			r->kind = b.found;
			goto out;
		}
	}
	r->kind = RT_ERR_NONE;
out:
	p->raw = raw;
	r->states = b.ss ? b.ss->count : 0;
	r->memory = b.mem.peak;
	ss_free(b.ss);
	free(b.parent);
	free(b.via);
	free(s0);
	return r->kind;
}
