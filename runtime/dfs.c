/*
 * dfs.c -- iterative depth-first search for safety properties.
 *
 * The stack is an array of levels; level d holds the state at depth d (a
 * pointer into level d-1's successor buffer, or the initial state), the
 * step that led there, the `excl` process of an atomic sequence, and all
 * successors of the state, generated at once into a per-level buffer that is
 * reused the next time the level is entered.  A level's buffer is written
 * only when its own state is expanded, while no deeper level is live, so
 * the state pointers of deeper levels stay valid.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/search.h"

typedef struct DfsLevel {
	const uint8_t *state;  /* the state at this depth */
	const MccStep *step;   /* step that led here (NULL at depth 0) */
	int excl;              /* process holding an atomic sequence, or -1 */
	uint8_t *succ;         /* successor vectors, n * vsize bytes */
	MccStep *steps;        /* their steps */
	uint32_t n;            /* successors generated */
	uint32_t cap;          /* capacity of succ/steps, in successors */
	uint32_t next;         /* next successor to consider */
	int failed;            /* the successor buffer could not grow */
} DfsLevel;

typedef struct Dfs {
	RtSearch *rs;          /* the shared search context */
	uint32_t vsize;        /* state vector size */
	DfsLevel *lv;          /* levels 0..cap-1 (0..sp live) */
	uint64_t cap;          /* levels allocated */
	uint64_t sp;           /* depth of the top level */
	size_t bytes;          /* bytes of stack memory reserved */
} Dfs;

/* MccSuccFn: append a successor to the level's buffer. */
static void dfs_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	Dfs *d = ctx;
	DfsLevel *l = &d->lv[d->sp];
	if (l->n == l->cap) {
		uint32_t c = l->cap ? 2 * l->cap : 8;
		size_t add = (size_t)(c - l->cap) * (d->vsize + sizeof(MccStep));
		uint8_t *ns = NULL;
		MccStep *nt = NULL;
		if (l->failed || rt_mem_reserve(&d->rs->mem, add) < 0 ||
		    !(ns = realloc(l->succ, (size_t)c * d->vsize)) ||
		    (l->succ = ns, !(nt = realloc(l->steps, c * sizeof *nt)))) {
			l->failed = 1;
			return;
		}
		l->steps = nt;
		l->cap = c;
		d->bytes += add;
	}
	memcpy(l->succ + (size_t)l->n * d->vsize, succ, d->vsize);
	l->steps[l->n++] = *step;
}

/* The path of steps from the initial state to the top level, plus `last`
 * if not NULL; malloc'd, *n steps. */
static MccStep *dfs_path(const Dfs *d, const MccStep *last, uint64_t *n)
{
	uint64_t k = d->sp + (last != NULL);
	MccStep *p = malloc((k ? k : 1) * sizeof *p);
	if (!p) {
		*n = 0;
		return NULL;
	}
	for (uint64_t i = 1; i <= d->sp; i++)
		p[i - 1] = *d->lv[i].step;
	if (last)
		p[k - 1] = *last;
	*n = p ? k : 0;
	return p;
}

static void dfs_error(Dfs *d, const char *msg, const MccStep *last)
{
	uint64_t n;
	MccStep *p = dfs_path(d, last, &n);
	rt_search_error(d->rs, msg, d->sp, p, n);
	free(p);
}

/* Generate the successors of the top level; report a deadlock that is not
 * a valid end state. */
static void dfs_expand(Dfs *d)
{
	RtSearch *rs = d->rs;
	DfsLevel *l = &d->lv[d->sp];
	l->n = l->next = 0;
	l->failed = 0;
	rs->m->next(l->state, l->excl, dfs_collect, d);
	if (l->failed) {
		rs->stop = RT_STOP_MEMORY;
		return;
	}
	if (d->sp > rs->st.depth_max)
		rs->st.depth_max = d->sp;
	if (l->n == 0 && !rs->opt->ignore_end &&
	    !rs->m->valid_end(l->state, rs->opt->strict_end))
		dfs_error(d, "invalid end state", NULL);
}

/* Push a level for state s reached by `step`; 0 or -1 (memory). */
static int dfs_push(Dfs *d, const uint8_t *s, const MccStep *step, int excl)
{
	if (d->sp + 1 == d->cap) {
		uint64_t c = 2 * d->cap;
		size_t add = (size_t)(c - d->cap) * sizeof(DfsLevel);
		DfsLevel *nl;
		if (rt_mem_reserve(&d->rs->mem, add) < 0 ||
		    !(nl = realloc(d->lv, c * sizeof *nl)))
			return -1;
		memset(nl + d->cap, 0, add);
		d->lv = nl;
		d->cap = c;
		d->bytes += add;
	}
	DfsLevel *l = &d->lv[++d->sp];
	l->state = s;
	l->step = step;
	l->excl = excl;
	dfs_expand(d);
	return 0;
}

/* The process that holds the atomic sequence a step enters. */
static int dfs_excl(const MccStep *st)
{
	return st->pid2 >= 0 ? st->pid2 : st->pid;
}

/* Consider successor i of the top level. */
static void dfs_visit(Dfs *d, const uint8_t *s, const MccStep *st)
{
	RtSearch *rs = d->rs;
	const RtOptions *o = rs->opt;
	uint64_t idx;
	rt_search_mark(rs, st);
	if (rt_error_enabled(rs, st)) {
		char msg[256];
		rt_error_text(rs->m, st, msg, sizeof msg);
		dfs_error(d, msg, st);
		if (rs->stop)
			return;
	}
	if (st->flags & MCC_STEP_ATOMIC)
		rs->st.atomic++; /* Spin counts it when executed */
	if (o->max_depth && d->sp + 1 >= o->max_depth) {
		if (!rs->st.truncated++)
			printf("error: max search depth too small\n");
		rs->st.matched++;
		return;
	}
	if (!(st->flags & MCC_STEP_ATOMIC)) {
		int r = ss_find_or_put(rs->store, s, &idx);
		if (r < 0) {
			rs->stop = RT_STOP_MEMORY;
			return;
		}
		if (r == 0) {
			rs->st.matched++;
			return;
		}
		rs->st.stored++;
	}
	int excl = (st->flags & MCC_STEP_ATOMIC) ? dfs_excl(st) : -1;
	if (dfs_push(d, s, st, excl) < 0)
		rs->stop = RT_STOP_MEMORY;
}

static int dfs_init(Dfs *d, RtSearch *rs)
{
	memset(d, 0, sizeof *d);
	d->rs = rs;
	d->vsize = rs->m->state_size;
	d->cap = 64;
	d->bytes = d->cap * sizeof(DfsLevel);
	if (rt_mem_reserve(&rs->mem, d->bytes) < 0)
		return -1;
	d->lv = calloc(d->cap, sizeof(DfsLevel));
	return d->lv ? 0 : -1;
}

static void dfs_free(Dfs *d)
{
	for (uint64_t i = 0; i < d->cap; i++) {
		free(d->lv[i].succ);
		free(d->lv[i].steps);
	}
	free(d->lv);
	rt_mem_release(&d->rs->mem, d->bytes);
}

void rt_dfs_run(RtSearch *rs)
{
	Dfs d;
	uint64_t idx;
	if (dfs_init(&d, rs) < 0 ||
	    ss_find_or_put(rs->store, rs->init_state, &idx) < 0) {
		rs->stop = RT_STOP_MEMORY;
		if (d.lv)
			dfs_free(&d);
		return;
	}
	rs->st.stored = 1;
	d.lv[0].state = rs->init_state;
	d.lv[0].excl = -1;
	dfs_expand(&d);
	while (!rs->stop) {
		DfsLevel *l = &d.lv[d.sp];
		if (l->next == l->n) {
			if (d.sp == 0)
				break;
			d.sp--;
			continue;
		}
		uint32_t i = l->next++;
		dfs_visit(&d, l->succ + (size_t)i * d.vsize, &l->steps[i]);
		rt_search_poll(rs, d.sp);
	}
	rs->st.stack_bytes = d.bytes;
	dfs_free(&d);
}
