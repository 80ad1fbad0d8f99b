/* pstore.c -- the concurrent state store, see pstore.h. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/par/pstore.h"

#define PS_FIRST_LOG2 16      /* 64 K slots: 512 KB */
#define PS_MAX_LOG2 34
#define PS_MIN_LOG2 8
#define PS_IDX_MASK (((uint64_t)1 << PS_IDX_BITS) - 1)

/* Largest table the memory limit allows: at most a quarter of it. */
static int ps_limit_log2(uint64_t limit)
{
	int l = PS_MAX_LOG2;
	while (limit && l > PS_MIN_LOG2 && ((uint64_t)8 << l) > limit / 4)
		l--;
	return l;
}

static uint64_t ps_max_count(int log2)
{
	return ((uint64_t)1 << log2) / 4 * 3;
}

PsStore *ps_new(uint32_t vsize, uint32_t extra, int log2, int max_log2,
    uint64_t limit)
{
	PsStore *ps = aligned_alloc(64, (sizeof *ps + 63) & ~(size_t)63);
	if (!ps)
		return NULL;
	memset(ps, 0, sizeof *ps);
	if (max_log2 <= 0 || max_log2 > ps_limit_log2(limit))
		max_log2 = ps_limit_log2(limit);
	if (log2 <= 0)
		log2 = PS_FIRST_LOG2;
	if (log2 < PS_MIN_LOG2)
		log2 = PS_MIN_LOG2;
	if (log2 > max_log2)
		log2 = max_log2;
	ps->vsize = vsize ? vsize : 1;
	ps->extra = extra;
	ps->rsize = (extra + ps->vsize + 7) & ~7u;
	ps->log2 = log2;
	ps->max_log2 = max_log2;
	ps->limit = limit;
	ps->max_count = ps_max_count(log2);
	ps->bshift = max_log2 - 16 > 12 ? max_log2 - 16 : 12;
	ps->cshift = 10;
	ps->nblocks = (size_t)(((uint64_t)1 << max_log2) >> ps->bshift) + 1;
	ps->slots = calloc((size_t)1 << log2, sizeof *ps->slots);
	ps->blocks = calloc(ps->nblocks, sizeof *ps->blocks);
	if (!ps->slots || !ps->blocks) {
		ps_free(ps);
		return NULL;
	}
	atomic_init(&ps->bytes, ((uint64_t)8 << log2) +
	    ps->nblocks * sizeof *ps->blocks);
	return ps;
}

void ps_free(PsStore *ps)
{
	if (!ps)
		return;
	for (size_t b = 0; ps->blocks && b < ps->nblocks; b++)
		free(atomic_load(&ps->blocks[b]));
	free(ps->blocks);
	free(ps->slots);
	free(ps);
}

int ps_local_init(PsStore *ps, PsLocal *l)
{
	memset(l, 0, sizeof *l);
	atomic_init(&l->busy, 0);
	l->pending = PS_NONE;
	int k = atomic_fetch_add(&ps->nlocal, 1);
	if (k >= PS_MAX_WORKERS)
		return -1;
	ps->loc[k] = l;
	return 0;
}

uint64_t ps_count(PsStore *ps)
{
	uint64_t n = 0;
	int k = atomic_load(&ps->nlocal);
	for (int i = 0; i < k && i < PS_MAX_WORKERS; i++)
		n += ps->loc[i]->inserted;
	return n;
}

/* Bytes the caller counts against the same limit (PsStore.other). */
static uint64_t ps_other(const PsStore *ps)
{
	return ps->other ? atomic_load_explicit(ps->other, memory_order_relaxed) : 0;
}

/* --- growth ---------------------------------------------------------- */

/* Enter a table operation; waits while the table is being rehashed. */
static void ps_enter(PsStore *ps, PsLocal *l)
{
	for (;;) {
		atomic_store(&l->busy, 1);
		if (!atomic_load(&ps->resizing))
			return;
		atomic_store(&l->busy, 0);
		while (atomic_load(&ps->resizing))
			sched_yield();
	}
}

static void ps_leave(PsLocal *l)
{
	atomic_store_explicit(&l->busy, 0, memory_order_release);
}

/* Put published value v in table t of 2^log2 slots (single-threaded). */
static void ps_rehash_one(PsStore *ps, _Atomic uint64_t *t, int log2,
    uint64_t v)
{
	uint64_t mask = ((uint64_t)1 << log2) - 1;
	uint64_t h = XXH3_64bits(ps_state(ps, (v & PS_IDX_MASK) - 1),
	    ps->vsize);
	uint64_t pos = h & mask;
	while (atomic_load_explicit(&t[pos], memory_order_relaxed))
		pos = (pos + 1) & mask;
	atomic_store_explicit(&t[pos], v, memory_order_relaxed);
}

/* Double the table if it still has 2^old slots; -1 if it cannot grow.
 * Called outside any table operation. */
static int ps_grow(PsStore *ps, int old)
{
	int zero = 0;
	if (!atomic_compare_exchange_strong(&ps->resizing, &zero, 1)) {
		while (atomic_load(&ps->resizing))
			sched_yield();
		return 0;
	}
	int rc = 0, n = atomic_load(&ps->nlocal);
	for (int k = 0; k < n && k < PS_MAX_WORKERS; k++)
		while (atomic_load(&ps->loc[k]->busy))
			sched_yield();
	if (ps->log2 == old) {
		int nl = old + 1;
		uint64_t add = (uint64_t)8 << old;   /* new minus old table */
		_Atomic uint64_t *t = NULL;
		if (nl > ps->max_log2 || (ps->limit && atomic_load(&ps->bytes) +
		    ps_other(ps) + ((uint64_t)8 << nl) > ps->limit) ||
		    !(t = calloc((size_t)1 << nl, sizeof *t))) {
			rc = -1;
		} else {
			for (uint64_t i = 0; i < ((uint64_t)1 << old); i++) {
				uint64_t v = atomic_load_explicit(&ps->slots[i],
				    memory_order_relaxed);
				if (v)
					ps_rehash_one(ps, t, nl, v);
			}
			free(ps->slots);
			ps->slots = t;
			ps->log2 = nl;
			ps->max_count = ps_max_count(nl);
			ps->grows++;
			atomic_fetch_add(&ps->bytes, add);
		}
	}
	atomic_store(&ps->resizing, 0);
	return rc;
}

/* --- inserts --------------------------------------------------------- */

/* Make sure the block of number i exists; -1 if refused. */
static int ps_block(PsStore *ps, uint64_t i)
{
	size_t b = (size_t)(i >> ps->bshift);
	if (b >= ps->nblocks)
		return -1;
	if (atomic_load_explicit(&ps->blocks[b], memory_order_acquire))
		return 0;
	size_t sz = ((size_t)1 << ps->bshift) * ps->rsize;
	uint64_t was = atomic_fetch_add(&ps->bytes, sz);
	uint8_t *p = NULL, *expect = NULL;
	if ((ps->limit && was + sz + ps_other(ps) > ps->limit) ||
	    !(p = calloc(1, sz))) {
		atomic_fetch_sub(&ps->bytes, sz);
		return -1;
	}
	if (!atomic_compare_exchange_strong(&ps->blocks[b], &expect, p)) {
		free(p);
		atomic_fetch_sub(&ps->bytes, sz);
	}
	return 0;
}

/* A fresh number for this worker; PS_NONE if refused. */
static uint64_t ps_claim(PsStore *ps, PsLocal *l)
{
	if (l->pending != PS_NONE)
		return l->pending;
	if (l->next == l->end) {
		uint64_t n = (uint64_t)1 << ps->cshift;
		l->next = atomic_fetch_add(&ps->next, n);
		l->end = l->next + n;
		if (l->end > PS_IDX_MASK || ps_block(ps, l->next) < 0) {
			l->next = l->end;
			return PS_NONE;
		}
	}
	l->pending = l->next++;
	return l->pending;
}

static int ps_same(const PsStore *ps, uint64_t v, uint64_t tag,
    const uint8_t *s)
{
	return (v >> PS_IDX_BITS) == tag &&
	    !memcmp(ps_state(ps, (v & PS_IDX_MASK) - 1), s, ps->vsize);
}

/* One attempt inside a table operation: 1 inserted, 0 found, -1 refused,
 * -2 the table must grow first. */
static int ps_try(PsStore *ps, PsLocal *l, const uint8_t *s, uint64_t h,
    uint64_t *idx)
{
	uint64_t tag = h >> PS_IDX_BITS;
	uint64_t mask = ((uint64_t)1 << ps->log2) - 1, pos = h & mask;
	for (uint64_t k = 0; k <= mask; k++, pos = (pos + 1) & mask) {
		uint64_t v = atomic_load_explicit(&ps->slots[pos],
		    memory_order_acquire);
		if (v == 0) {
			if (atomic_load_explicit(&ps->count, memory_order_relaxed)
			    + l->unflushed >= ps->max_count)
				return -2;
			uint64_t i = ps_claim(ps, l);
			if (i == PS_NONE)
				return -1;
			memcpy(ps_rec(ps, i) + ps->extra, s, ps->vsize);
			uint64_t nv = (tag << PS_IDX_BITS) | (i + 1);
			if (atomic_compare_exchange_strong_explicit(&ps->slots[pos],
			    &v, nv, memory_order_acq_rel, memory_order_acquire)) {
				l->pending = PS_NONE;
				l->inserted++;
				if (++l->unflushed == PS_COUNT_BATCH) {
					atomic_fetch_add_explicit(&ps->count,
					    PS_COUNT_BATCH, memory_order_relaxed);
					l->unflushed = 0;
				}
				*idx = i;
				return 1;
			}
		}
		if (ps_same(ps, v, tag, s)) {
			*idx = (v & PS_IDX_MASK) - 1;
			return 0;
		}
		l->probes++;
	}
	return -2;
}

int ps_find_or_put(PsStore *ps, PsLocal *l, const uint8_t *s, uint64_t *idx)
{
	uint64_t h = XXH3_64bits(s, ps->vsize);
	for (;;) {
		ps_enter(ps, l);
		int old = ps->log2, rc = ps_try(ps, l, s, h, idx);
		ps_leave(l);
		if (rc != -2 && rc != -1)
			return rc;
		if (rc == -1 || ps_grow(ps, old) < 0) {
			atomic_store(&ps->full, 1);
			return -1;
		}
	}
}

int ps_find(PsStore *ps, const uint8_t *s, uint64_t *idx)
{
	uint64_t h = XXH3_64bits(s, ps->vsize), tag = h >> PS_IDX_BITS;
	uint64_t mask = ((uint64_t)1 << ps->log2) - 1, pos = h & mask;
	for (uint64_t k = 0; k <= mask; k++, pos = (pos + 1) & mask) {
		uint64_t v = atomic_load_explicit(&ps->slots[pos],
		    memory_order_acquire);
		if (v == 0)
			return 0;
		if (ps_same(ps, v, tag, s)) {
			*idx = (v & PS_IDX_MASK) - 1;
			return 1;
		}
	}
	return 0;
}
