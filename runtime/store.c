/* store.c -- hash table + state blocks, see store.h. */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/store.h"

#define SS_IDX_MASK ((((uint64_t)1) << SS_IDX_BITS) - 1)
#define SS_DEFAULT_LOG2 10
#define SS_BLOCK_BYTES (1u << 20) /* at most 1 MiB per block */
#define SS_BLOCK_MAXSHIFT 14       /* and at most 2^14 states */

static uint64_t ss_hash(const SsStore *ss, const uint8_t *s)
{
	return XXH3_64bits(s, ss->vsize);
}

static uint64_t ss_tag(uint64_t h)
{
	return h >> SS_IDX_BITS;
}

/* Home slot of hash h in a table of 2^log2 slots (log2 >= 1). */
static uint64_t ss_pos(uint64_t h, int log2)
{
	return h >> (64 - log2);
}

static uint64_t *ss_alloc_table(RtMem *mem, int log2)
{
	size_t n = (size_t)1 << log2;
	if (rt_mem_reserve(mem, n * sizeof(uint64_t)) < 0)
		return NULL;
	uint64_t *t = calloc(n, sizeof(uint64_t));
	if (!t)
		rt_mem_release(mem, n * sizeof(uint64_t));
	return t;
}

SsStore *ss_new(uint32_t vsize, int log2, RtMem *mem)
{
	SsStore *ss = calloc(1, sizeof *ss);
	if (!ss)
		return NULL;
	ss->vsize = vsize ? vsize : 1;
	ss->log2 = log2 > 0 ? (log2 > 40 ? 40 : log2) : SS_DEFAULT_LOG2;
	ss->mem = mem;
	size_t maxb = SS_BLOCK_BYTES;
	if (mem && mem->limit && mem->limit / 16 < maxb)
		maxb = mem->limit / 16; /* keep blocks small under a tight limit */
	int b = 0;
	while (b < SS_BLOCK_MAXSHIFT && ((size_t)ss->vsize << (b + 1)) <= maxb)
		b++;
	ss->bshift = b;
	ss->slots = ss_alloc_table(mem, ss->log2);
	if (!ss->slots) {
		free(ss);
		return NULL;
	}
	return ss;
}

void ss_free(SsStore *ss)
{
	if (!ss)
		return;
	for (size_t i = 0; i < ss->nblocks; i++)
		free(ss->blocks[i]);
	rt_mem_release(ss->mem, ss_table_bytes(ss) + ss_state_bytes(ss));
	free(ss->blocks);
	free(ss->slots);
	free(ss);
}

/* Place `idx` (hash h) into table t of 2^log2 slots (no duplicates check). */
static void ss_place(uint64_t *t, int log2, uint64_t h, uint64_t idx)
{
	uint64_t mask = ((uint64_t)1 << log2) - 1;
	uint64_t pos = ss_pos(h, log2);
	while (t[pos])
		pos = (pos + 1) & mask;
	t[pos] = (ss_tag(h) << SS_IDX_BITS) | (idx + 1);
}

static int ss_grow_table(SsStore *ss)
{
	uint64_t *t = ss_alloc_table(ss->mem, ss->log2 + 1);
	if (!t)
		return -1;
	if (ss->log2 + 1 <= 64 - SS_IDX_BITS) {
		/* the home slot bits are in the tags: no rehashing */
		size_t n = (size_t)1 << ss->log2;
		for (size_t k = 0; k < n; k++) {
			uint64_t v = ss->slots[k];
			if (v)
				ss_place(t, ss->log2 + 1, v & ~SS_IDX_MASK, (v & SS_IDX_MASK) - 1);
		}
	} else {
		for (uint64_t i = 0; i < ss->count; i++)
			ss_place(t, ss->log2 + 1, ss_hash(ss, ss_get(ss, i)), i);
	}
	rt_mem_release(ss->mem, ss_table_bytes(ss));
	free(ss->slots);
	ss->slots = t;
	ss->log2++;
	return 0;
}

/* Make room for state number ss->count in the blocks. */
static int ss_room(SsStore *ss)
{
	size_t b = (size_t)(ss->count >> ss->bshift);
	if (b < ss->nblocks)
		return 0;
	if (ss->nblocks == ss->blocks_cap) {
		size_t cap = ss->blocks_cap ? 2 * ss->blocks_cap : 64;
		uint8_t **nb = realloc(ss->blocks, cap * sizeof *nb);
		if (!nb)
			return -1;
		ss->blocks = nb;
		ss->blocks_cap = cap;
	}
	size_t bytes = (size_t)ss->vsize << ss->bshift;
	if (rt_mem_reserve(ss->mem, bytes) < 0)
		return -1;
	uint8_t *blk = malloc(bytes);
	if (!blk) {
		rt_mem_release(ss->mem, bytes);
		return -1;
	}
	ss->blocks[ss->nblocks++] = blk;
	return 0;
}

/* Probe for s (hash h): returns the slot position where it is or where it
 * would go; *found tells which. */
static uint64_t ss_probe(const SsStore *ss, const uint8_t *s, uint64_t h,
			 int *found, uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << ss->log2) - 1;
	uint64_t pos = ss_pos(h, ss->log2), tag = ss_tag(h);
	for (;;) {
		uint64_t v = ss->slots[pos];
		if (!v) {
			*found = 0;
			return pos;
		}
		if ((v >> SS_IDX_BITS) == tag &&
		    !memcmp(ss_get(ss, (v & SS_IDX_MASK) - 1), s, ss->vsize)) {
			*found = 1;
			return pos;
		}
		(*conflicts)++;
		pos = (pos + 1) & mask;
	}
}

int ss_find(const SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	int found;
	uint64_t dummy = 0;
	uint64_t pos = ss_probe(ss, s, ss_hash(ss, s), &found, &dummy);
	if (found)
		*idx = (ss->slots[pos] & SS_IDX_MASK) - 1;
	return found;
}

int ss_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	uint64_t h = ss_hash(ss, s);
	int found;
	uint64_t pos = ss_probe(ss, s, h, &found, &ss->conflicts);
	if (found) {
		*idx = (ss->slots[pos] & SS_IDX_MASK) - 1;
		return 0;
	}
	if (ss->count + 1 >= SS_IDX_MASK || ss_room(ss) < 0)
		return -1;
	if ((ss->count + 1) * 4 > ((uint64_t)3 << ss->log2)) {
		if (ss_grow_table(ss) < 0)
			return -1;
		pos = ss_probe(ss, s, h, &found, &ss->conflicts);
	}
	uint64_t i = ss->count++;
	memcpy((uint8_t *)ss_get(ss, i), s, ss->vsize);
	ss->slots[pos] = (ss_tag(h) << SS_IDX_BITS) | (i + 1);
	*idx = i;
	return 1;
}

size_t ss_table_bytes(const SsStore *ss)
{
	return ((size_t)1 << ss->log2) * sizeof(uint64_t);
}

size_t ss_state_bytes(const SsStore *ss)
{
	return ss->nblocks * ((size_t)ss->vsize << ss->bshift);
}
