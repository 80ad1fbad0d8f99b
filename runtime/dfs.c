/*
 * dfs.c -- iterative depth-first search for safety properties.
 *
 * The stack is an array of levels; level d stands for the state at depth d
 * (the initial state, or a record in level d-1's successor block) and owns
 * a block of its successors.  All blocks live in one contiguous byte
 * stack: level d's block starts at lv[d].base and ends where level d+1's
 * starts (or at `top`); popping a level gives its block back.  Records
 * are addressed by offset, since the byte stack may move when it grows.
 *
 * A level costs what changed, not a state vector.  Only the top level's
 * state is whole, in d->cur.  A record is a DfsRec (the step's numbers,
 * in cursor mode its number among the successors of its window, the
 * code's length), the whole MccStep if the step raised an error, then
 * the code (runtime/delta.h, padded to 8 bytes) that turns its level's
 * state into the successor: a few bytes for a step that moves one
 * process and writes a variable.  Considering a record applies its code
 * to a copy of d->cur (d->succ); a push makes that the top state, and a
 * pop applies the code that led to the level (still in the block below)
 * to it again, which gives the state below back, the code being an
 * exclusive or.  With partial-order reduction the on-stack table
 * compares states of any level: a level gets a checkpoint, a copy of its
 * vector below its block, when the codes since the last one come to a
 * vector's size (DFS_CK_LEVEL), and a level's state is rebuilt from the
 * nearest whole one below it, or from the top, whichever is nearer
 * (dfs_level_state); only a hash match in the table asks for it.
 *
 * The fast path: blocks that start in the first DFS_CURSOR_BYTES of the
 * byte stack (64 MB; PAN_DFS_CURSOR_BYTES sets both thresholds) hold
 * whole records instead (DFS_REC_RAW: the header and the successor's
 * vector), which are considered where they lie, with no code to write or
 * apply; shallow searches cost what they did.  Those blocks are the
 * bottom of the stack, so every level below a whole one is whole too,
 * and popping a level that a whole record led to copies the record
 * below it (or the initial state) back into d->cur.
 *
 * Two ways to fill a block:
 * - whole (levels entered while the byte stack holds less than
 *   DFS_CURSOR_BYTES, levels whose partial-order reduced set is smaller
 *   than the enabled set (it must be computed at once), levels with
 *   shuffled orders, and all levels of a model without next_part): every
 *   successor, generated when the level is entered;
 * - cursor mode (levels entered above DFS_CURSOR_BYTES, where memory
 *   matters more than a second generation): a window of the successors,
 *   generated part by part with MccModel.next_part (a part is one
 *   process's steps), the cursor lv[d].cur saying where the next window
 *   starts.  When a level pushes the successor in one of its records, the
 *   block keeps that record only (the code that leads to the new level);
 *   the records after it are generated again, from the window's start
 *   lv[d].c0, when the level is back on top, leaving out the successors
 *   already taken (lv[d].skip).  A level then costs its DfsLevel plus one
 *   record, whatever the branching, at the price of generating one
 *   process's steps again for each new state whose window had records
 *   left.
 * Both visit the successors in next()'s order: same counts, same trails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/delta.h"
#include "runtime/search.h"
#include "runtime/succbuf.h"
#include "runtime/swarm.h"
#include "runtime/por/por.h"
#include <xxhash.h>

typedef struct DfsLevel {
	uint64_t base;         /* offset of this level's successor block */
	uint64_t hash;         /* with POR: its state's hash (on-stack table) */
	uint32_t rec;          /* offset in level d-1's block of the record
	                          that led here (dfs_lv_rec; level 0: none) */
	uint32_t pos;          /* offset in the block of the next record */
	uint32_t n;            /* successor records kept in the block */
	uint32_t next;         /* next successor to consider */
	uint32_t acc;          /* with POR: code bytes (and DFS_CK_LEVEL a
	                          level) since the nearest checkpoint below */
	uint32_t skip;         /* cursor mode: the successors of the window
	                          to leave out when it is generated again
	                          (from c0 to cur; 0: no need to) */
	MccCursor c0;          /* cursor mode: where the window starts */
	MccCursor cur;         /* and where the next one does */
	int16_t excl;          /* process holding an atomic sequence, or -1 */
	uint8_t moved;         /* a move was generated (kept or settled) */
	uint8_t reduced;       /* POR: the block holds a reduced set */
	uint8_t cycle;         /* POR: a successor of this state, or of the
	                          atomic chain it starts, was on the stack:
	                          the rest is explored when the block is done
	                          (cycle proviso) */
	uint8_t onstack;       /* in the on-stack table */
	uint8_t whole;         /* cursor mode on, but this level (entered
	                          below cursor_bytes) has its whole block */
	uint8_t ck;            /* its vector is whole: DFS_CK_COPY, a
	                          checkpoint (a copy) lies just below its
	                          block, or DFS_CK_RAW, in the record that
	                          led here; 0: only codes */
} DfsLevel;

/* A successor record: this header, the whole MccStep if the step raised
 * an error (DFS_REC_STEP), then the code (delta.h) that turns its level's
 * state into the successor, or (DFS_REC_RAW) the successor's vector,
 * padded to 8 bytes. */
typedef struct DfsRec {
	int16_t pid, pid2;     /* the step's MccStep fields ... */
	int32_t trans, trans2;
	uint32_t flags;        /* ... (the rest: error 0, error_text NULL,
	                          error_trans trans or -1 (DFS_REC_NOET)) */
	uint32_t seq;          /* cursor mode: its number in its level's
	                          window */
	uint32_t len;          /* bytes of the code, and DFS_REC_* */
} DfsRec;

enum {
	DFS_REC_STEP = 1u << 31, /* the whole MccStep follows the header */
	DFS_REC_NOET = 1u << 30, /* error_trans is -1 (not trans) */
	DFS_REC_RAW = 1u << 29,  /* the successor's vector itself follows
	                            (a block below raw_bytes), not a code */
	DFS_REC_LEN = DFS_REC_RAW - 1
};

/* POR's cycle proviso needs "is this state on the stack": an open
 * addressing table of level numbers (linear probing, deletion by
 * backward shift), keyed by the levels' states. */
typedef struct DfsOnStack {
	uint64_t *slot;        /* level + 1, 0 empty */
	uint64_t mask;         /* slots - 1 */
	uint64_t n;            /* entries */
} DfsOnStack;

typedef struct Dfs {
	RtSearch *rs;          /* the shared search context */
	uint32_t vsize;        /* state vector size */
	size_t vpad;           /* vsize padded to 8 bytes (a checkpoint) */
	size_t recmax;         /* the most bytes a record takes */
	int cursor;            /* cursor mode (above) */
	DfsLevel *lv;          /* levels 0..cap-1 (0..sp live) */
	uint64_t cap;          /* levels allocated */
	uint64_t sp;           /* index of the top level */
	uint64_t depth;        /* the top level's depth (search.h) */
	uint32_t seq;          /* cursor mode: successors of the top level's
	                          window reported so far (record numbers) */
	uint8_t *cur;          /* the top level's state (vpad bytes) */
	uint8_t *succ;         /* the successor being considered (dfs_visit;
	                          a push swaps it with cur) */
	uint8_t *tmp;          /* a level's state rebuilt (dfs_level_state) */
	uint8_t *mem;          /* the byte stack of successor records */
	size_t top;            /* bytes in use in mem */
	size_t memcap;         /* bytes allocated for mem */
	int failed;            /* the byte stack could not grow */
	size_t bytes;          /* bytes of stack memory reserved */
	int settle;            /* settle known successors when generated */
	size_t settle_bytes;   /* from this stack size on (DFS_SETTLE_BYTES) */
	size_t cursor_bytes;   /* cursor mode for levels entered from this
	                          stack size on (DFS_CURSOR_BYTES) */
	size_t raw_bytes;      /* blocks that start below this offset hold
	                          vectors, not codes (DFS_CURSOR_BYTES too) */
	uint64_t rng;          /* successor shuffling (rs->order_seed) */
	uint8_t *swap;         /* a block of scratch space for it ... */
	size_t swapcap;        /* ... of this many bytes ... */
	uint64_t *perm;        /* ... and its records' offsets ... */
	uint32_t permcap;      /* ... room for this many */
	RtPor *por;            /* partial-order reduction or NULL */
	int no_proviso;        /* PAN_POR_NO_PROVISO set: the cycle proviso is
	                          off, so that tests can show that their
	                          models need it (unsound: tests only) */
	DfsOnStack on;         /* with por: the stored states on the stack */
} Dfs;

/* Above this many bytes of successor records, a successor that is already
 * stored is settled when it is generated (its transition marked, the match
 * counted: all that dfs_visit would do with it later) instead of being kept
 * on the stack.  Deep searches (sliding puzzles: millions of levels) then
 * keep about one record per level instead of all siblings; shallow ones
 * avoid the second hash lookup per new state.  Counts are unchanged
 * (the test suite checks it with PAN_DFS_SETTLE_BYTES=0 in the
 * environment, which overrides the threshold). */
#ifndef DFS_SETTLE_BYTES
#define DFS_SETTLE_BYTES ((size_t)64 << 20)
#endif

/* Levels entered while the byte stack holds less than this keep their
 * whole block of successors, whole records (no second generation, no
 * codes: shallow searches run as fast as without the cursor); deeper
 * ones a cursor and codes (their memory is what matters).  Counts and
 * trails are the same either way (the test suite runs with
 * PAN_DFS_CURSOR_BYTES=0, a cursor and codes at every level). */
#ifndef DFS_CURSOR_BYTES
#define DFS_CURSOR_BYTES ((size_t)64 << 20)
#endif

/* With POR, the on-stack table compares states of any level, which the
 * stack keeps as codes only: a level gets a checkpoint, a copy of its
 * vector, when the codes (and this many bytes a level) since the last
 * one come to a vector's size.  Rebuilding a level's state then reads a
 * vector and at most about a vector's worth of codes; the checkpoints
 * cost about as much as the codes. */
#define DFS_CK_LEVEL 8

enum { DFS_CK_COPY = 1, DFS_CK_RAW = 2 }; /* DfsLevel.ck */

static DfsRec *dfs_rec(const Dfs *d, uint64_t rec)
{
	return (DfsRec *)(d->mem + rec);
}

/* The step of record rec. */
static inline void dfs_step(const Dfs *d, uint64_t rec, MccStep *st)
{
	const DfsRec *r = dfs_rec(d, rec);
	if (r->len & DFS_REC_STEP) {
		memcpy(st, r + 1, sizeof *st);
		return;
	}
	*st = (MccStep){ .pid = r->pid, .pid2 = r->pid2, .trans = r->trans,
	    .trans2 = r->trans2, .flags = r->flags,
	    .error_trans = r->len & DFS_REC_NOET ? -1 : r->trans };
}

/* The code of record rec, or its vector (DFS_REC_RAW). */
static const uint8_t *dfs_code(const Dfs *d, uint64_t rec)
{
	const DfsRec *r = dfs_rec(d, rec);
	return (const uint8_t *)(r + 1) + (r->len & DFS_REC_STEP ? sizeof(MccStep) : 0);
}

/* Bytes of the record at rec. */
static size_t dfs_recsize(const Dfs *d, uint64_t rec)
{
	const DfsRec *r = dfs_rec(d, rec);
	return sizeof(DfsRec) + (r->len & DFS_REC_STEP ? sizeof(MccStep) : 0) +
	    (r->len & DFS_REC_RAW ? d->vpad : ((r->len & DFS_REC_LEN) + 7) & ~(size_t)7);
}

/* The offset of the record that led to level k > 0. */
static uint64_t dfs_lv_rec(const Dfs *d, uint64_t k)
{
	return d->lv[k - 1].base + d->lv[k].rec;
}

/* Does record rec hold its successor's vector? */
static int dfs_is_raw(const Dfs *d, uint64_t rec)
{
	return (dfs_rec(d, rec)->len & DFS_REC_RAW) != 0;
}

/* Apply the code of record rec to state s (both ways: delta.h). */
static void dfs_apply(const Dfs *d, uint8_t *s, uint64_t rec)
{
	rt_delta_apply(s, dfs_code(d, rec), dfs_rec(d, rec)->len & DFS_REC_LEN);
}

/* The vector of level c, the initial state, a checkpoint or the vector
 * of the record that led to it. */
static const uint8_t *dfs_whole(const Dfs *d, uint64_t c)
{
	if (c == 0)
		return d->rs->init_state;
	if (d->lv[c].ck == DFS_CK_COPY)
		return d->mem + d->lv[c].base - d->vpad;
	return dfs_code(d, dfs_lv_rec(d, c));
}

/* The state of level k: the top level's is d->cur; another's is whole
 * (dfs_whole) or rebuilt in d->tmp, from the nearest whole one below it
 * or from the top, whichever is nearer. */
static const uint8_t *dfs_level_state(Dfs *d, uint64_t k)
{
	if (k == d->sp)
		return d->cur;
	uint64_t c = k;
	while (c > 0 && !d->lv[c].ck)
		c--;
	if (c == k)
		return dfs_whole(d, k);
	if (k - c <= d->sp - k) {
		memcpy(d->tmp, dfs_whole(d, c), d->vsize);
		for (uint64_t j = c + 1; j <= k; j++)
			dfs_apply(d, d->tmp, dfs_lv_rec(d, j));
	} else {
		memcpy(d->tmp, d->cur, d->vsize);
		for (uint64_t j = d->sp; j > k; j--)
			dfs_apply(d, d->tmp, dfs_lv_rec(d, j));
	}
	return d->tmp;
}

static uint64_t dfs_hash(const Dfs *d, const uint8_t *s)
{
	return XXH3_64bits(s, d->vsize);
}

static int dfs_on_grow(Dfs *d);

/* Level k's state enters the on-stack table; 0 or -1 (memory). */
static int dfs_on_put(Dfs *d, uint64_t k)
{
	DfsOnStack *o = &d->on;
	if (2 * (o->n + 1) > o->mask + 1 && dfs_on_grow(d) < 0)
		return -1;
	d->lv[k].hash = dfs_hash(d, dfs_level_state(d, k));
	uint64_t i = d->lv[k].hash & o->mask;
	while (o->slot[i])
		i = (i + 1) & o->mask;
	o->slot[i] = k + 1;
	o->n++;
	d->lv[k].onstack = 1;
	return 0;
}

static int dfs_on_grow(Dfs *d)
{
	DfsOnStack old = d->on;
	uint64_t n = old.slot ? 2 * (old.mask + 1) : 1024;
	if (rt_mem_reserve(&d->rs->mem, n * sizeof(uint64_t)) < 0 ||
	    !(d->on.slot = calloc(n, sizeof(uint64_t)))) {
		d->on = old;
		return -1;
	}
	d->bytes += n * sizeof(uint64_t);
	d->on.mask = n - 1;
	d->on.n = 0;
	for (uint64_t i = 0; old.slot && i <= old.mask; i++)
		if (old.slot[i]) {
			uint64_t k = old.slot[i] - 1, j = d->lv[k].hash & d->on.mask;
			while (d->on.slot[j])
				j = (j + 1) & d->on.mask;
			d->on.slot[j] = k + 1;
			d->on.n++;
		}
	free(old.slot);
	return 0;
}

/* Is state s the state of a level in the table? */
static int dfs_on_find(Dfs *d, const uint8_t *s)
{
	const DfsOnStack *o = &d->on;
	if (!o->slot)
		return 0;
	uint64_t h = dfs_hash(d, s);
	for (uint64_t i = h & o->mask; o->slot[i]; i = (i + 1) & o->mask)
		if (d->lv[o->slot[i] - 1].hash == h &&
		    !memcmp(dfs_level_state(d, o->slot[i] - 1), s, d->vsize))
			return 1;
	return 0;
}

/* The nearest stored level at or below the top (where an atomic chain
 * that leads to the top began): the one the cycle proviso marks. */
static uint64_t dfs_stored_level(const Dfs *d)
{
	uint64_t k = d->sp;
	while (k > 0 && d->lv[k].excl >= 0)
		k--;
	return k;
}

/* Level k (the top one, about to be popped) leaves the table. */
static void dfs_on_del(Dfs *d, uint64_t k)
{
	DfsOnStack *o = &d->on;
	uint64_t i = d->lv[k].hash & o->mask;
	while (o->slot[i] != k + 1)
		i = (i + 1) & o->mask;
	o->slot[i] = 0;
	o->n--;
	/* backward shift: move up entries whose probe passed the hole */
	for (uint64_t j = (i + 1) & o->mask; o->slot[j]; j = (j + 1) & o->mask) {
		uint64_t h = d->lv[o->slot[j] - 1].hash & o->mask;
		if (((j - h) & o->mask) >= ((j - i) & o->mask)) {
			o->slot[i] = o->slot[j];
			o->slot[j] = 0;
			i = j;
		}
	}
	d->lv[k].onstack = 0;
}

/* A successor of the top level was found on the stack: the nearest
 * stored state below (the top level, or where the atomic chain that led
 * here started) must not keep its reduced set. */
static void dfs_cycle(Dfs *d)
{
	if (d->no_proviso)
		return;
	uint64_t k = dfs_stored_level(d);
	/* marked even while its set is being collected (reduced not known
	 * yet: a settled match); dfs_rest looks at it only if reduced */
	d->lv[k].cycle = 1;
}

static int dfs_grow_mem(Dfs *d, size_t need)
{
	size_t c = d->memcap ? d->memcap : 4096;
	while (c < need)
		c *= 2;
	uint8_t *nm;
	if (rt_mem_reserve(&d->rs->mem, c - d->memcap) < 0 ||
	    !(nm = realloc(d->mem, c)))
		return -1;
	d->bytes += c - d->memcap;
	d->mem = nm;
	d->memcap = c;
	return 0;
}

static void dfs_error(Dfs *d, const char *msg, const MccStep *last);

/* MccSuccFn: append a successor record to the byte stack. */
static void dfs_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	Dfs *d = ctx;
	DfsLevel *l = &d->lv[d->sp];
	uint64_t idx;
	uint32_t seq = d->seq++;
	if (seq < l->skip)
		return; /* generated again: already taken */
	/* A report (an error raised while testing a guard) is no move: it is
	 * kept in its place among the successors and reported when the
	 * search gets there, as Spin reports it when it tries that
	 * transition, after the subtrees of the transitions before it */
	int report = (step->flags & MCC_STEP_REPORT) != 0;
	if (!report)
		l->moved = 1;
	if (!report && d->settle && l->excl < 0 && !(step->flags & MCC_STEP_ATOMIC) &&
	    !rt_error_enabled(d->rs, step) &&
	    ss_find(d->rs->store, succ, &idx)) {
		rt_search_mark(d->rs, step);
		d->rs->st.matched++;
		if (d->por && dfs_on_find(d, succ))
			dfs_cycle(d); /* as dfs_visit would: the stack above
			                 this level is the same then */
		return;
	}
	/* (a block's offsets are 32-bit: one larger than 4 GB fails) */
	size_t need = d->top + d->recmax;
	if ((need > d->memcap || need - l->base > UINT32_MAX) &&
	    (d->failed || need - l->base > UINT32_MAX || dfs_grow_mem(d, need) < 0)) {
		d->failed = 1;
		return;
	}
	DfsRec *r = dfs_rec(d, d->top);
	uint8_t *code = (uint8_t *)(r + 1);
	r->pid = step->pid;
	r->pid2 = step->pid2;
	r->trans = step->trans;
	r->trans2 = step->trans2;
	r->flags = step->flags;
	r->seq = seq;
	r->len = 0;
	int raw = l->base < d->raw_bytes;
	if (step->error || step->error_text ||
	    (step->error_trans != step->trans && step->error_trans != -1)) {
		r->len = DFS_REC_STEP;
		memcpy(code, step, sizeof *step);
		code += sizeof *step;
	} else if (step->error_trans != step->trans)
		r->len = DFS_REC_NOET;
	size_t len;
	if (raw) {
		r->len |= DFS_REC_RAW;
		memcpy(code, succ, d->vsize);
		len = d->vpad;
	} else {
		len = rt_delta_encode(code, d->cur, succ, d->vsize);
		r->len |= (uint32_t)len;
		len = (len + 7) & ~(size_t)7;
	}
	d->top = (size_t)(code - d->mem) + len;
	l->n++;
}

/* The path of steps from the initial state to the top level, plus `last`
 * if not NULL; malloc'd, *n steps. */
static MccStep *dfs_path(const Dfs *d, const MccStep *last, uint64_t *n)
{
	uint64_t k = d->sp + (last != NULL);
	MccStep *p = malloc((k ? k : 1) * sizeof *p);
	*n = 0;
	if (!p)
		return NULL;
	for (uint64_t i = 1; i <= d->sp; i++)
		dfs_step(d, dfs_lv_rec(d, i), &p[i - 1]);
	if (last)
		p[k - 1] = *last;
	*n = k;
	return p;
}

/* An error of step `last` from the top state, or (last == NULL) an invalid
 * end state at the top state, which Spin reports one level up. */
static void dfs_error(Dfs *d, const char *msg, const MccStep *last)
{
	uint64_t n = 0;
	MccStep *p = rt_search_error_wants_path(d->rs) ? dfs_path(d, last, &n) : NULL;
	int64_t depth = rt_error_depth(d->depth, last);
	rt_search_error(d->rs, msg, depth, p, n);
	free(p);
}

/* Store state s: 1 if new (counted as stored), 0 if already there (counted
 * as matched), -1 if memory ran out (the search is stopped). */
static int dfs_store(RtSearch *rs, const uint8_t *s)
{
	uint64_t idx;
	int r = ss_find_or_put(rs->store, s, &idx);
	if (r < 0)
		rs->stop = RT_STOP_MEMORY;
	else if (r == 0)
		rs->st.matched++;
	else {
		rs->st.stored++;
		if (rs->sketch)
			rt_sketch_add(rs->sketch, s, rs->m->state_size);
	}
	return r;
}

static void dfs_swap(uint64_t *p, uint32_t i, uint32_t j)
{
	uint64_t t = p[i];
	p[i] = p[j];
	p[j] = t;
}

/* Room for the n records of level l in d->perm and d->swap; 0 or -1. */
static int dfs_shuffle_room(Dfs *d, const DfsLevel *l)
{
	size_t bytes = d->top - l->base;
	if (l->n > d->permcap) {
		uint64_t *p;
		size_t add = (l->n - d->permcap) * sizeof *p;
		if (rt_mem_reserve(&d->rs->mem, add) < 0 ||
		    !(p = realloc(d->perm, l->n * sizeof *p)))
			return -1;
		d->bytes += add;
		d->perm = p;
		d->permcap = l->n;
	}
	if (bytes > d->swapcap) {
		uint8_t *w;
		if (rt_mem_reserve(&d->rs->mem, bytes - d->swapcap) < 0 ||
		    !(w = realloc(d->swap, bytes)))
			return -1;
		d->bytes += bytes - d->swapcap;
		d->swap = w;
		d->swapcap = bytes;
	}
	return 0;
}

/* Reorder the n records of level l (the top one, its block just filled):
 * reversed (order_seed 1), or shuffled (Fisher-Yates, xorshift64).  The
 * records' offsets are permuted, then the block is written anew in
 * their order; -1 if out of memory. */
static int dfs_shuffle(Dfs *d, const DfsLevel *l)
{
	if (dfs_shuffle_room(d, l) < 0)
		return -1;
	uint64_t *p = d->perm;
	for (uint32_t i = 0, rec = 0; i < l->n; i++, rec += dfs_recsize(d, l->base + rec))
		p[i] = l->base + rec;
	if (d->rs->order_seed == 1) {
		for (uint32_t i = 0, j = l->n - 1; i < j; i++, j--)
			dfs_swap(p, i, j);
	} else {
		for (uint32_t i = l->n - 1; i > 0; i--) {
			d->rng ^= d->rng << 13;
			d->rng ^= d->rng >> 7;
			d->rng ^= d->rng << 17;
			uint32_t j = (uint32_t)(d->rng % (i + 1));
			if (j != i)
				dfs_swap(p, i, j);
		}
	}
	size_t at = 0;
	for (uint32_t i = 0; i < l->n; i++) {
		size_t sz = dfs_recsize(d, p[i]);
		memcpy(d->swap + at, d->mem + p[i], sz);
		at += sz;
	}
	memcpy(d->mem + l->base, d->swap, at);
	return 0;
}

static void dfs_visit(Dfs *d, uint64_t rec);

/* The flags of the first record of level l that is a move (l->moved). */
static uint32_t dfs_first_move(const Dfs *d, const DfsLevel *l)
{
	uint64_t rec = l->base;
	while (dfs_rec(d, rec)->flags & MCC_STEP_REPORT)
		rec += dfs_recsize(d, rec);
	return dfs_rec(d, rec)->flags;
}

/* The top level's state, ready to generate successors from (d->cur: it
 * stays where it is while the byte stack grows); the settling mode set. */
static const uint8_t *dfs_top_state(Dfs *d)
{
	d->failed = 0;
	/* inside atomic sequences every record is kept: the first one tells
	 * whether the holder is blocked (dfs_expand); a settled match on
	 * the stack is the cycle proviso's (dfs_collect) */
	d->settle = d->top >= d->settle_bytes && !d->rs->opt->max_depth;
	return d->cur;
}

/* Cursor mode: the top level's next window, from l->cur on, part by part,
 * until it holds a record (with `move`: and a move was generated, which
 * may be a settled one) or the parts are done. */
static void dfs_fill(Dfs *d, const uint8_t *s, int move)
{
	DfsLevel *l = &d->lv[d->sp];
	l->n = l->next = l->pos = 0;
	d->top = l->base;
	while (l->cur.stage != MCC_CUR_DONE && !d->failed &&
	    (l->n == 0 || (move && !l->moved))) {
		if (l->n == 0) {
			l->c0 = l->cur;
			d->seq = 0;
		}
		d->rs->m->next_part(s, l->excl, &l->cur, dfs_collect, d);
	}
}

/* Cursor mode: the top level's window again, from c0 to cur, without its
 * first l->skip successors (taken before its last record was pushed). */
static void dfs_regen(Dfs *d, const uint8_t *s)
{
	DfsLevel *l = &d->lv[d->sp];
	MccCursor end = l->cur;
	l->n = l->next = l->pos = 0;
	d->top = l->base;
	l->cur = l->c0;
	d->seq = 0;
	while (memcmp(&l->cur, &end, sizeof end) && !d->failed)
		d->rs->m->next_part(s, l->excl, &l->cur, dfs_collect, d);
	l->skip = 0;
}

/* Cursor mode: the top level's window is done; 1 if there is more to
 * visit in a new one (or the search must stop), 0 if the level is done. */
static int dfs_more(Dfs *d)
{
	DfsLevel *l = &d->lv[d->sp];
	if (l->cur.stage == MCC_CUR_DONE && !l->skip)
		return 0;
	const uint8_t *s = dfs_top_state(d);
	if (l->skip)
		dfs_regen(d, s);
	if (l->next == l->n)
		dfs_fill(d, s, 0);
	if (d->failed)
		d->rs->stop = RT_STOP_MEMORY;
	return d->failed || l->next < l->n;
}

/* Cursor mode: record rec of the top level is about to be pushed; the
 * level keeps it alone, first in its block, the records after it to be
 * generated again (dfs_regen).  Returns its new offset. */
static uint64_t dfs_keep_one(Dfs *d, uint64_t rec)
{
	DfsLevel *l = &d->lv[d->sp];
	size_t sz = dfs_recsize(d, rec);
	if (l->next < l->n)
		l->skip = dfs_rec(d, rec)->seq + 1;
	if (rec != l->base)
		memmove(d->mem + l->base, d->mem + rec, sz);
	l->n = l->next = 1;
	l->pos = (uint32_t)sz;
	d->top = l->base + sz;
	return l->base;
}

/* Generate the successors of the top level (cursor mode: its first window
 * with a move, if any); report a deadlock that is not a valid end state. */
static void dfs_expand(Dfs *d)
{
	RtSearch *rs = d->rs;
	DfsLevel *l = &d->lv[d->sp];
	l->base = d->top;
	l->n = l->next = l->pos = l->skip = 0;
	l->moved = 0;
	d->seq = 0;
	const uint8_t *s = dfs_top_state(d);
	l->reduced = l->cycle = 0;
	int deep = d->cursor && d->top >= d->cursor_bytes;
	if (d->por) {
		/* deep in the stack, a set that reduces nothing gives way to a
		 * cursor (below): nothing settled before that, or it would be
		 * counted twice */
		int settle = d->settle;
		d->settle = settle && !deep;
		l->reduced = (uint8_t)rt_por_next(d->por, s, l->excl, 0, dfs_collect, d);
		d->settle = settle;
		l->whole = 1;
		l->cur.stage = MCC_CUR_DONE;
	}
	if (d->por && (l->reduced || !deep || d->failed)) {
		/* the reduced set, or a shallow level's whole block */
	} else if (deep) {
		/* (with POR: nothing reduced, the successors generated again) */
		d->top = l->base;
		l->n = l->next = l->pos = 0;
		l->moved = 0;
		d->seq = 0;
		l->cycle = 0;
		l->whole = 0;
		memset(&l->cur, 0, sizeof l->cur);
		dfs_fill(d, s, 1);
	} else {
		l->whole = 1;
		rs->m->next(s, l->excl, dfs_collect, d);
		l->cur.stage = MCC_CUR_DONE;
	}
	if (d->failed) {
		rs->stop = RT_STOP_MEMORY;
		return;
	}
	if (!l->moved && l->n > 0) {
		/* only reports: nothing moves, and Spin reports their errors
		 * before it finds the state a deadlock (below) */
		uint64_t rec = l->base;
		for (uint32_t i = 0; i < l->n && !rs->stop; i++) {
			size_t sz = dfs_recsize(d, rec);
			dfs_visit(d, rec);
			rec += sz;
		}
		l->n = 0;
		l->pos = 0;
		d->top = l->base;
	}
	if (l->excl >= 0 && (!l->moved ||
	    (dfs_first_move(d, l) & MCC_STEP_BROKEN))) {
		/* Spin: the holder of the atomic sequence is blocked, atomicity
		 * is lost and the state is stored like any other */
		if (dfs_store(rs, s) <= 0) {
			l->n = 0;
			l->cur.stage = MCC_CUR_DONE;
			return;
		}
	}
	if (d->depth > rs->st.depth_max)
		rs->st.depth_max = d->depth;
	if (!l->moved && !rs->opt->ignore_end &&
	    !rs->m->valid_end(s, rs->opt->strict_end))
		dfs_error(d, "invalid end state", NULL);
	if (d->rng && l->excl < 0 && l->n > 1 && dfs_shuffle(d, l) < 0)
		rs->stop = RT_STOP_MEMORY;
}

/* With POR, the level just pushed (the top) gets a checkpoint if the
 * codes since the last one come to a vector (DFS_CK_LEVEL); 0 or -1. */
static int dfs_checkpoint(Dfs *d)
{
	DfsLevel *l = &d->lv[d->sp];
	uint64_t rec = dfs_lv_rec(d, d->sp);
	uint64_t acc = d->lv[d->sp - 1].acc + DFS_CK_LEVEL +
	    (dfs_rec(d, rec)->len & DFS_REC_LEN);
	l->ck = 0;
	l->acc = (uint32_t)acc;
	if (dfs_is_raw(d, rec)) {
		l->ck = DFS_CK_RAW;
		l->acc = 0;
		return 0;
	}
	if (l->acc < d->vsize)
		return 0;
	if (d->top + d->vpad > d->memcap && dfs_grow_mem(d, d->top + d->vpad) < 0)
		return -1;
	memcpy(d->mem + d->top, d->cur, d->vsize);
	d->top += d->vpad;
	l->ck = DFS_CK_COPY;
	l->acc = 0;
	return 0;
}

/* Push a level for record rec of the top level, whose successor is in
 * d->succ (dfs_visit); 0 or -1 (memory). */
static int dfs_push(Dfs *d, uint64_t rec, int excl)
{
	if (d->sp + 1 == d->cap) {
		uint64_t c = 2 * d->cap;
		size_t add = (size_t)(c - d->cap) * sizeof(DfsLevel);
		DfsLevel *nl;
		if (rt_mem_reserve(&d->rs->mem, add) < 0 ||
		    !(nl = realloc(d->lv, c * sizeof *nl)))
			return -1;
		d->lv = nl;
		d->cap = c;
		d->bytes += add;
	}
	if (dfs_is_raw(d, rec))
		memcpy(d->succ, dfs_code(d, rec), d->vsize);
	if (d->cursor && !d->lv[d->sp].whole)
		rec = dfs_keep_one(d, rec);
	/* (the depth a step adds depends on pid2 alone) */
	MccStep st = { .pid2 = dfs_rec(d, rec)->pid2 };
	DfsLevel *l = &d->lv[++d->sp];
	uint8_t *t = d->cur;
	d->cur = d->succ;
	d->succ = t;
	d->depth += rt_step_depth(&st);
	l->rec = (uint32_t)(rec - d->lv[d->sp - 1].base);
	l->excl = (int16_t)excl;
	l->onstack = 0;
	l->ck = 0;
	if (d->por && (dfs_checkpoint(d) < 0 ||
	    (excl < 0 && dfs_on_put(d, d->sp) < 0)))
		return -1;
	dfs_expand(d);
	return 0;
}

/* Pop the top level: give its block (and checkpoint) back, and turn
 * d->cur back into the state below. */
static void dfs_pop(Dfs *d)
{
	DfsLevel *l = &d->lv[d->sp];
	uint64_t rec = dfs_lv_rec(d, d->sp);
	MccStep st = { .pid2 = dfs_rec(d, rec)->pid2 };
	d->top = l->base - (l->ck == DFS_CK_COPY ? d->vpad : 0);
	if (dfs_is_raw(d, rec)) /* so is the one that led to the level below */
		memcpy(d->cur, dfs_whole(d, d->sp - 1), d->vsize);
	else
		dfs_apply(d, d->cur, rec);
	d->depth -= rt_step_depth(&st);
	d->sp--;
}

/* The top level's block is done: with POR, a reduced set that closed a
 * cycle gets the rest of the successors (1: there are more to visit). */
static int dfs_rest(Dfs *d)
{
	DfsLevel *l = &d->lv[d->sp];
	if (!l->reduced || !l->cycle)
		return 0;
	l->reduced = l->cycle = 0;
	const uint8_t *s = dfs_top_state(d);
	rt_por_next(d->por, s, l->excl, 1, dfs_collect, d);
	if (d->failed)
		d->rs->stop = RT_STOP_MEMORY;
	return l->next < l->n;
}

/* Consider the successor s (d->succ) of record rec of the top level. */
static void dfs_consider(Dfs *d, uint64_t rec, const uint8_t *s)
{
	MccStep step;
	const MccStep *st = &step;
	if (dfs_rec(d, rec)->len & DFS_REC_STEP)
		st = (const MccStep *)(dfs_rec(d, rec) + 1);
	else
		dfs_step(d, rec, &step);
	RtSearch *rs = d->rs;
	const RtOptions *o = rs->opt;
	char msg[256];
	if (st->flags & MCC_STEP_REPORT) {
		if (rt_step_error(rs, st, s, msg, sizeof msg))
			dfs_error(d, msg, st);
		return;
	}
	if (rt_step_error(rs, st, s, msg, sizeof msg)) {
		dfs_error(d, msg, st);
		if (rs->stop)
			return;
	}
	if (st->flags & MCC_STEP_ATOMIC)
		rs->st.atomic++; /* Spin counts it when executed */
	if (o->max_depth &&
	    d->depth + rt_step_depth(st) >= o->max_depth) {
		if (!rs->st.truncated++)
			printf("error: max search depth too small\n");
		rs->st.matched++;
		return;
	}
	if (!(st->flags & MCC_STEP_ATOMIC)) {
		int r = dfs_store(rs, s);
		/* only a reduced set needs to know (its level is expanded,
		 * so reduced is known here) */
		if (r == 0 && d->por && d->lv[dfs_stored_level(d)].reduced &&
		    dfs_on_find(d, s))
			dfs_cycle(d);
		if (r <= 0)
			return;
	}
	int excl = rt_step_excl(st);
	if (dfs_push(d, rec, excl) < 0)
		rs->stop = RT_STOP_MEMORY;
}

/* Consider the successor in record rec of the top level: its vector, or
 * its code turns a copy of the top level's state into it. */
static void dfs_visit(Dfs *d, uint64_t rec)
{
	if (dfs_is_raw(d, rec)) {
		dfs_consider(d, rec, dfs_code(d, rec));
		return;
	}
	memcpy(d->succ, d->cur, d->vsize);
	dfs_apply(d, d->succ, rec);
	dfs_consider(d, rec, d->succ);
}

static int dfs_init(Dfs *d, RtSearch *rs)
{
	memset(d, 0, sizeof *d);
	d->rs = rs;
	d->vsize = rs->m->state_size;
	d->vpad = (d->vsize + 7) & ~(size_t)7;
	d->recmax = sizeof(DfsRec) + sizeof(MccStep) +
	    ((rt_delta_max(d->vsize) + 7) & ~(size_t)7);
	d->cursor = rs->m->next_part && !rs->order_seed &&
	    !getenv("PAN_DFS_WHOLE");
	const char *e = getenv("PAN_DFS_SETTLE_BYTES");
	d->settle_bytes = e ? strtoull(e, NULL, 10) : DFS_SETTLE_BYTES;
	e = getenv("PAN_DFS_CURSOR_BYTES");
	d->cursor_bytes = e && *e ? strtoull(e, NULL, 10) : DFS_CURSOR_BYTES;
	d->raw_bytes = d->cursor_bytes;
	if (rs->order_seed)
		d->rng = rs->order_seed * 0x9E3779B97F4A7C15ULL | 1;
	d->cap = 64;
	d->bytes = d->cap * sizeof(DfsLevel) + 3 * (d->vpad + 8);
	if (rt_mem_reserve(&rs->mem, d->bytes) < 0)
		return -1;
	d->lv = calloc(d->cap, sizeof(DfsLevel));
	d->cur = calloc(1, d->vpad + 8);
	d->succ = calloc(1, d->vpad + 8);
	d->tmp = calloc(1, d->vpad + 8);
	if (!d->lv || !d->cur || !d->succ || !d->tmp)
		return -1;
	memcpy(d->cur, rs->init_state, d->vsize);
	return 0;
}

static void dfs_free(Dfs *d)
{
	free(d->mem);
	free(d->lv);
	free(d->cur);
	free(d->succ);
	free(d->tmp);
	free(d->swap);
	free(d->perm);
	free(d->on.slot);
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
	if (rs->sketch)
		rt_sketch_add(rs->sketch, rs->init_state, rs->m->state_size);
	d.lv[0].excl = -1;
	d.por = rs->por;
	d.no_proviso = getenv("PAN_POR_NO_PROVISO") != NULL;
	if (d.por && dfs_on_put(&d, 0) < 0)
		rs->stop = RT_STOP_MEMORY;
	else
		dfs_expand(&d);
	while (!rs->stop) {
		DfsLevel *l = &d.lv[d.sp];
		if (l->next == l->n) {
			if (d.por && dfs_rest(&d))
				continue;
			if (d.cursor && dfs_more(&d))
				continue;
			if (l->onstack)
				dfs_on_del(&d, d.sp);
			if (d.sp == 0)
				break;
			dfs_pop(&d);
			continue;
		}
		uint64_t rec = l->base + l->pos;
		l->pos += (uint32_t)dfs_recsize(&d, rec);
		l->next++;
		dfs_visit(&d, rec);
		rt_search_poll(rs, d.depth);
	}
	rs->st.stack_bytes = d.bytes;
	dfs_free(&d);
}
