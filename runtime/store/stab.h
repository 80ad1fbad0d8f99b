/*
 * stab.h -- the index of the lossless hash stores (hash.c, compact.c): an
 * open-addressing (linear probing) table of 64-bit slots mapping a state's
 * hash to its number.
 *
 * 0 is an empty slot, otherwise the slot holds (tag << SST_IDX_BITS) |
 * (index + 1), where tag is the top 32 bits of the state's 64-bit hash, so
 * most probes that do not match are rejected without touching the state.
 * A state's home slot is given by the top log2 bits of its hash: up to
 * 2^32 slots they are part of the tag, so the table doubles without
 * hashing the states again; beyond that, growth asks the store for the
 * hash and value of each stored state (sst_grow's `rehash`).
 * Invariants (kept by the stores): every stored state is reachable from its
 * home slot by probing without crossing an empty slot; value < 2^32 - 1.
 * The table's memory is reserved through the store's RtMem.
 */
#ifndef RT_STORE_STAB_H
#define RT_STORE_STAB_H

#include <stdlib.h>
#include "runtime/store/store.h"

#define SST_IDX_BITS 32
#define SST_IDX_MASK ((((uint64_t)1) << SST_IDX_BITS) - 1)

typedef struct SsTab {
	int log2;              /* the table has 2^log2 slots (>= 1) */
	uint64_t *slots;       /* the slots, see above */
} SsTab;

static inline uint64_t sst_tag(uint64_t hv)
{
	return hv >> SST_IDX_BITS;
}

/* Home slot of hash hv in a table of 2^log2 slots (log2 >= 1). */
static inline uint64_t sst_pos(uint64_t hv, int log2)
{
	return hv >> (64 - log2);
}

static inline size_t sst_bytes(const SsTab *t)
{
	return ((size_t)1 << t->log2) * sizeof(uint64_t);
}

/* The report lines and JSON fields a store over this table prints: the
 * table's memory and `states` bytes of state records. */
static inline void sst_report(const SsTab *t, size_t states, FILE *f)
{
	fprintf(f, "%9.3f\tactual memory usage for states\n",
		states / 1048576.0);
	fprintf(f, "%9.3f\tmemory used for hash table (2^%d slots)\n",
		sst_bytes(t) / 1048576.0, t->log2);
}

static inline void sst_json(const SsTab *t, size_t states, FILE *f)
{
	fprintf(f, ",\"store_table_bytes\":%zu,\"store_state_bytes\":%zu",
		sst_bytes(t), states);
}

/* The value held by slot v (v != 0). */
static inline uint64_t sst_idx(uint64_t v)
{
	return (v & SST_IDX_MASK) - 1;
}

/* A zeroed table of 2^log2 slots in *t; 0, or -1 (limit, malloc). */
static inline int sst_init(SsTab *t, RtMem *mem, int log2)
{
	size_t n = (size_t)1 << log2;
	if (rt_mem_reserve(mem, n * sizeof(uint64_t)) < 0)
		return -1;
	t->slots = calloc(n, sizeof(uint64_t));
	if (!t->slots) {
		rt_mem_release(mem, n * sizeof(uint64_t));
		return -1;
	}
	t->log2 = log2;
	return 0;
}

static inline void sst_free(SsTab *t, RtMem *mem)
{
	if (t->slots)
		rt_mem_release(mem, sst_bytes(t));
	free(t->slots);
	t->slots = NULL;
}

/* Place value `idx` (hash hv) into slots of 2^log2 (no duplicates check). */
static inline void sst_place(uint64_t *slots, int log2, uint64_t hv, uint64_t idx)
{
	uint64_t mask = ((uint64_t)1 << log2) - 1;
	uint64_t pos = sst_pos(hv, log2);
	while (slots[pos])
		pos = (pos + 1) & mask;
	slots[pos] = (sst_tag(hv) << SST_IDX_BITS) | (idx + 1);
}

/* Double the table holding states 0..count-1; rehash(ctx, i, &value)
 * gives the hash (and the value) of state i when the home slot bits are no
 * longer in the tags.  0, or -1 with the table unchanged. */
static inline int sst_grow(SsTab *t, RtMem *mem, uint64_t count,
    uint64_t (*rehash)(const void *ctx, uint64_t i, uint64_t *value),
    const void *ctx)
{
	SsTab n;
	if (sst_init(&n, mem, t->log2 + 1) < 0)
		return -1;
	if (n.log2 <= 64 - SST_IDX_BITS) {
		size_t k, len = (size_t)1 << t->log2;
		for (k = 0; k < len; k++) {
			uint64_t v = t->slots[k];
			if (v)
				sst_place(n.slots, n.log2, v & ~SST_IDX_MASK, sst_idx(v));
		}
	} else {
		for (uint64_t i = 0; i < count; i++) {
			uint64_t value, hv = rehash(ctx, i, &value);
			sst_place(n.slots, n.log2, hv, value);
		}
	}
	sst_free(t, mem);
	*t = n;
	return 0;
}

#endif
