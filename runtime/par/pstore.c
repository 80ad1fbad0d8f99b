/* pstore.c -- the concurrent state store, see pstore.h. */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/par/pstore.h"

#define PS_DEFAULT_LOG2 22    /* 4M slots: 32 MB of address space */
#define PS_MAX_LOG2 34
#define PS_MIN_LOG2 10
#define PS_IDX_MASK (((uint64_t)1 << PS_IDX_BITS) - 1)

/* Index size from the memory limit: at most a quarter of it, at least the
 * default (if the limit allows it). */
static int ps_pick_log2(uint64_t limit)
{
	int l = PS_DEFAULT_LOG2;
	if (!limit)
		return l;
	while (l > PS_MIN_LOG2 && ((uint64_t)8 << l) > limit / 4)
		l--;
	return l;
}

PsStore *ps_new(uint32_t vsize, uint32_t extra, int log2, uint64_t limit)
{
	PsStore *ps = calloc(1, sizeof *ps);
	if (!ps)
		return NULL;
	if (log2 <= 0)
		log2 = ps_pick_log2(limit);
	if (log2 < PS_MIN_LOG2)
		log2 = PS_MIN_LOG2;
	if (log2 > PS_MAX_LOG2)
		log2 = PS_MAX_LOG2;
	ps->vsize = vsize ? vsize : 1;
	ps->extra = extra;
	ps->rsize = (extra + ps->vsize + 7) & ~7u;
	ps->log2 = log2;
	ps->limit = limit;
	ps->max_count = ((uint64_t)1 << log2) / 8 * 7;
	ps->bshift = log2 - 4 < 16 ? (log2 - 4 < 8 ? 8 : log2 - 4) : 16;
	ps->cshift = ps->bshift < 10 ? ps->bshift : 10;
	ps->nblocks = (size_t)(((uint64_t)1 << log2) >> ps->bshift) + 1;
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

void ps_local_init(PsLocal *l)
{
	memset(l, 0, sizeof *l);
	l->pending = PS_NONE;
}

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
	if ((ps->limit && was + sz > ps->limit) || !(p = calloc(1, sz))) {
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

int ps_find_or_put(PsStore *ps, PsLocal *l, const uint8_t *s, uint64_t *idx)
{
	uint64_t h = XXH3_64bits(s, ps->vsize), tag = h >> PS_IDX_BITS;
	uint64_t mask = ((uint64_t)1 << ps->log2) - 1, pos = h & mask;
	for (uint64_t k = 0; k <= mask; k++, pos = (pos + 1) & mask) {
		uint64_t v = atomic_load_explicit(&ps->slots[pos],
		    memory_order_acquire);
		if (v == 0) {
			if (atomic_load_explicit(&ps->count,
			    memory_order_relaxed) >= ps->max_count)
				break;
			uint64_t i = ps_claim(ps, l);
			if (i == PS_NONE)
				break;
			memcpy(ps_rec(ps, i) + ps->extra, s, ps->vsize);
			uint64_t nv = (tag << PS_IDX_BITS) | (i + 1);
			if (atomic_compare_exchange_strong_explicit(&ps->slots[pos],
			    &v, nv, memory_order_acq_rel, memory_order_acquire)) {
				l->pending = PS_NONE;
				l->inserted++;
				atomic_fetch_add_explicit(&ps->count, 1,
				    memory_order_relaxed);
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
	atomic_store(&ps->full, 1);
	return -1;
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
