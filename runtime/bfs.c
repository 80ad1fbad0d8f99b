/*
 * bfs.c -- breadth-first search (--bfs, -i): shortest error trails.
 *
 * Stored states are numbered in insertion order, so the BFS queue is the
 * store itself: state `cur` is expanded when all states with smaller
 * numbers have been.  Each stored state keeps a link to the state it was
 * first reached from and the steps of that edge (more than one when the edge
 * runs through an atomic sequence, whose inner states are never stored:
 * they are expanded on the spot by a small depth-first walk, the chain).
 * Invariant: links[i].depth == links[parent].depth + the depths of its
 * steps (rt_step_depth: 2 for a rendezvous, else 1).
 *
 * Partial-order reduction (rs->por): a stored state is expanded with its
 * reduced set; if any state that set leads to (at the end of an atomic
 * chain too) was already stored, the rest of its successors are expanded
 * as well: the visited proviso of runtime/por/README.md, which leaves a
 * fully expanded state on every cycle of the reduced graph.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/search.h"
#include "runtime/succbuf.h"
#include "runtime/por/por.h"

typedef struct BfsLink {
	uint64_t parent;   /* state this one was first reached from */
	uint64_t first;    /* its steps: log[first .. first+nsteps-1] */
	uint32_t nsteps;   /* steps on that edge (atomic chain + last step) */
	uint32_t depth;    /* depth (search.h) */
} BfsLink;

/* A step of a stored link: what a trail needs (trail.c writes pid, trans
 * and the receiver's pair), a quarter of an MccStep's 48 bytes.  The
 * last step of an error's path is kept whole (bfs_path). */
typedef struct BfsStep {
	int16_t pid, pid2;
	int32_t trans, trans2;
} BfsStep;

typedef struct BfsLevel {
	const uint8_t *state;  /* the state of this chain level */
	const MccStep *step;   /* step that led here (NULL at level 0) */
	int excl;              /* atomic holder, -1 at level 0 */
	uint8_t *succ;         /* successor vectors */
	MccStep *steps;        /* their steps */
	uint32_t n, cap, next; /* count, capacity, next to consider */
	int failed;            /* the buffer could not grow */
	uint64_t depth;        /* depth of this state (search.h) */
} BfsLevel;

typedef struct Bfs {
	RtSearch *rs;          /* shared search context */
	uint32_t vsize;        /* state vector size */
	BfsLink *links;        /* one per stored state */
	uint64_t links_cap;    /* capacity of links */
	BfsStep *log;          /* steps of all links */
	uint64_t log_n, log_cap; /* used and allocated entries of log */
	BfsLevel *lv;          /* chain levels */
	uint64_t lv_cap, sp;   /* allocated, top */
	uint64_t cur;          /* the stored state being expanded */
	size_t bytes;          /* memory reserved */
	int reduced;           /* POR: cur's successors are a reduced set */
	int seen;              /* POR: ... one of which was already stored */
	int no_proviso;        /* PAN_POR_NO_PROVISO: the proviso is off
	                          (unsound: tests only, as in dfs.c) */
	uint8_t *s0;           /* POR: a copy of cur's vector (the store's
	                          is valid only until it changes) */
} Bfs;

/* Grow *p (elements of `size`) to hold `need`; 0 or -1. */
static int bfs_grow(Bfs *b, void **p, uint64_t *cap, uint64_t need, size_t size)
{
	return rt_mem_grow(&b->rs->mem, p, cap, need, size, &b->bytes);
}

static void bfs_error(Bfs *b, const char *msg, const MccStep *last);

static void bfs_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	Bfs *b = ctx;
	BfsLevel *l = &b->lv[b->sp];
	if (step->flags & MCC_STEP_REPORT) {
		/* not a move: the error is reported here, nothing is kept */
		char msg[256];
		if (rt_step_error(b->rs, step, succ, msg, sizeof msg))
			bfs_error(b, msg, step);
		return;
	}
	if (l->n == l->cap) {
		uint64_t c1 = l->cap, c2 = l->cap;
		if (l->failed ||
		    bfs_grow(b, (void **)&l->succ, &c1, l->n + 1, b->vsize) < 0 ||
		    bfs_grow(b, (void **)&l->steps, &c2, l->n + 1, sizeof(MccStep)) < 0) {
			l->failed = 1;
			return;
		}
		l->cap = (uint32_t)(c1 < c2 ? c1 : c2);
	}
	memcpy(l->succ + (size_t)l->n * b->vsize, succ, b->vsize);
	l->steps[l->n++] = *step;
}

/* Path to the top chain level (+ last); malloc'd, *n steps. */
static MccStep *bfs_path(const Bfs *b, const MccStep *last, uint64_t *n)
{
	uint64_t base = 0;
	for (uint64_t s = b->cur; s != 0; s = b->links[s].parent)
		base += b->links[s].nsteps;
	uint64_t k = base + b->sp + (last != NULL);
	MccStep *p = malloc((k ? k : 1) * sizeof *p);
	*n = 0;
	if (!p)
		return NULL;
	for (uint64_t i = 1; i <= b->sp; i++)
		p[base + i - 1] = *b->lv[i].step;
	if (last)
		p[k - 1] = *last;
	uint64_t pos = base;
	for (uint64_t s = b->cur; pos > 0; s = b->links[s].parent) {
		const BfsLink *lk = &b->links[s];
		pos -= lk->nsteps;
		for (uint32_t i = 0; i < lk->nsteps; i++) {
			const BfsStep *q = &b->log[lk->first + i];
			p[pos + i] = (MccStep){ .pid = q->pid, .pid2 = q->pid2,
			    .trans = q->trans, .trans2 = q->trans2,
			    .error_trans = -1 };
		}
	}
	*n = k;
	return p;
}

static uint64_t bfs_depth(const Bfs *b)
{
	return b->lv[b->sp].depth;
}

/* As dfs_error: an invalid end state (last == NULL) is reported one level
 * up, as Spin does. */
static void bfs_error(Bfs *b, const char *msg, const MccStep *last)
{
	uint64_t n = 0;
	MccStep *p = rt_search_error_wants_path(b->rs) ? bfs_path(b, last, &n) : NULL;
	int64_t depth = rt_error_depth(bfs_depth(b), last);
	rt_search_error(b->rs, msg, depth, p, n);
	free(p);
}

static int bfs_link(Bfs *b, uint64_t idx, const MccStep *last);

static void bfs_expand(Bfs *b)
{
	RtSearch *rs = b->rs;
	BfsLevel *l = &b->lv[b->sp];
	l->n = l->next = 0;
	l->failed = 0;
	if (rs->por && b->sp == 0)
		b->reduced = rt_por_next(rs->por, l->state, l->excl, 0,
		    bfs_collect, b);
	else
		rs->m->next(l->state, l->excl, bfs_collect, b);
	if (l->failed) {
		rs->stop = RT_STOP_MEMORY;
		return;
	}
	if (b->sp > 0 && l->excl >= 0 &&
	    (l->n == 0 || (l->steps[0].flags & MCC_STEP_BROKEN))) {
		/* Spin: the atomic holder is blocked, atomicity is lost and the
		 * state is stored; it is expanded later, at its own level */
		uint64_t idx;
		int r = ss_find_or_put(rs->store, l->state, &idx);
		const MccStep *last = l->step;
		l->n = 0;
		b->sp--;
		if (r < 0 || (r == 1 && bfs_link(b, idx, last) < 0))
			rs->stop = RT_STOP_MEMORY;
		b->sp++;
		if (r == 0) {
			rs->st.matched++;
			b->seen = 1;
		}
		else if (r == 1)
			rs->st.stored++;
		return;
	}
	if (bfs_depth(b) > rs->st.depth_max)
		rs->st.depth_max = bfs_depth(b);
	if (l->n == 0 && !rs->opt->ignore_end &&
	    !rs->m->valid_end(l->state, rs->opt->strict_end))
		bfs_error(b, "invalid end state", NULL);
}

/* Record the link of new state idx: the chain steps plus `last`. */
static int bfs_link(Bfs *b, uint64_t idx, const MccStep *last)
{
	uint64_t ns = b->sp + 1;
	if (bfs_grow(b, (void **)&b->links, &b->links_cap, idx + 1, sizeof(BfsLink)) < 0 ||
	    bfs_grow(b, (void **)&b->log, &b->log_cap, b->log_n + ns, sizeof(BfsStep)) < 0)
		return -1;
	BfsLink *lk = &b->links[idx];
	lk->parent = b->cur;
	lk->first = b->log_n;
	lk->nsteps = (uint32_t)ns;
	lk->depth = (uint32_t)(bfs_depth(b) + rt_step_depth(last));
	for (uint64_t i = 1; i <= b->sp + 1; i++) {
		const MccStep *st = i <= b->sp ? b->lv[i].step : last;
		b->log[b->log_n++] = (BfsStep){ st->pid, st->pid2, st->trans,
		    st->trans2 };
	}
	return 0;
}

static int bfs_push(Bfs *b, const uint8_t *s, const MccStep *st)
{
	if (bfs_grow(b, (void **)&b->lv, &b->lv_cap, b->sp + 2, sizeof(BfsLevel)) < 0)
		return -1;
	uint64_t depth = bfs_depth(b) + rt_step_depth(st);
	BfsLevel *l = &b->lv[++b->sp];
	l->depth = depth;
	l->state = s;
	l->step = st;
	l->excl = rt_step_excl(st); /* an atomic step: bfs_visit */
	bfs_expand(b);
	return 0;
}

static void bfs_visit(Bfs *b, const uint8_t *s, const MccStep *st)
{
	RtSearch *rs = b->rs;
	uint64_t idx;
	char msg[256];
	if (rt_step_error(rs, st, s, msg, sizeof msg)) {
		bfs_error(b, msg, st);
		if (rs->stop)
			return;
	}
	if (st->flags & MCC_STEP_ATOMIC)
		rs->st.atomic++; /* Spin counts it when executed */
	if (rs->opt->max_depth &&
	    bfs_depth(b) + rt_step_depth(st) >= rs->opt->max_depth) {
		if (!rs->st.truncated++)
			printf("error: max search depth too small\n");
		rs->st.matched++;
		return;
	}
	if (st->flags & MCC_STEP_ATOMIC) {
		if (bfs_push(b, s, st) < 0)
			rs->stop = RT_STOP_MEMORY;
		return;
	}
	int r = ss_find_or_put(rs->store, s, &idx);
	if (r < 0 || (r == 1 && bfs_link(b, idx, st) < 0)) {
		rs->stop = RT_STOP_MEMORY;
		return;
	}
	if (r == 0) {
		rs->st.matched++;
		b->seen = 1;
	} else
		rs->st.stored++;
}

/* POR's visited proviso: the successors of b->cur that its reduced set
 * left out (rt_por_next with rest), in place of the level-0 block. */
static void bfs_rest(Bfs *b)
{
	BfsLevel *l = &b->lv[0];
	l->n = l->next = 0;
	l->failed = 0;
	b->reduced = 0;
	rt_por_next(b->rs->por, l->state, l->excl, 1, bfs_collect, b);
	if (l->failed)
		b->rs->stop = RT_STOP_MEMORY;
}

/* Expand stored state b->cur with its atomic chains. */
static void bfs_expand_state(Bfs *b)
{
	RtSearch *rs = b->rs;
	b->sp = 0;
	b->lv[0].state = ss_get(rs->store, b->cur);
	if (b->s0) {
		memcpy(b->s0, b->lv[0].state, b->vsize);
		b->lv[0].state = b->s0;
	}
	b->lv[0].step = NULL;
	b->lv[0].excl = -1;
	b->lv[0].depth = b->links[b->cur].depth;
	b->reduced = b->seen = 0;
	bfs_expand(b);
	for (;;) {
		if (rs->stop)
			return;
		BfsLevel *l = &b->lv[b->sp];
		if (l->next == l->n) {
			if (b->sp == 0 && b->reduced && b->seen &&
			    !b->no_proviso) {
				bfs_rest(b);
				continue;
			}
			if (b->sp == 0)
				return;
			b->sp--;
			continue;
		}
		uint32_t i = l->next++;
		bfs_visit(b, l->succ + (size_t)i * b->vsize, &l->steps[i]);
	}
}

static void bfs_free(Bfs *b)
{
	for (uint64_t i = 0; i < b->lv_cap; i++) {
		free(b->lv[i].succ);
		free(b->lv[i].steps);
	}
	free(b->lv);
	free(b->links);
	free(b->log);
	free(b->s0);
	rt_mem_release(&b->rs->mem, b->bytes);
}

void rt_bfs_run(RtSearch *rs)
{
	Bfs b;
	uint64_t idx;
	memset(&b, 0, sizeof b);
	b.rs = rs;
	b.vsize = rs->m->state_size;
	b.no_proviso = getenv("PAN_POR_NO_PROVISO") != NULL;
	if (ss_find_or_put(rs->store, rs->init_state, &idx) < 0 ||
	    bfs_grow(&b, (void **)&b.links, &b.links_cap, 1, sizeof(BfsLink)) < 0 ||
	    bfs_grow(&b, (void **)&b.lv, &b.lv_cap, 1, sizeof(BfsLevel)) < 0 ||
	    (rs->por && !(b.s0 = malloc(b.vsize ? b.vsize : 1)))) {
		rs->stop = RT_STOP_MEMORY;
		bfs_free(&b);
		return;
	}
	rs->st.stored = 1;
	b.links[0].parent = 0;
	for (b.cur = 0; b.cur < rs->store->count && !rs->stop; b.cur++) {
		bfs_expand_state(&b);
		rt_search_poll(rs, b.links[b.cur].depth);
	}
	rs->st.stack_bytes = b.bytes;
	bfs_free(&b);
}
