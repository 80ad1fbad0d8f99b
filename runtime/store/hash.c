/*
 * hash.c -- the plain store (--store=hash, the default): a hash table
 * over full state vectors.
 *
 * States are copied into large blocks (2^bshift states per block, never one
 * allocation per state) and numbered 0, 1, 2, ... in insertion order; a state
 * keeps its number and its address for the life of the store.
 * The index is an open-addressing (linear probing) table of 64-bit slots:
 * 0 is an empty slot, otherwise the slot holds (tag << SSH_IDX_BITS) |
 * (index + 1), where tag is the top 32 bits of the state's XXH3 hash, so
 * most probes that do not match are rejected without touching the state.
 * A state's home slot is given by the top log2 bits of its hash: up to
 * 2^32 slots they are part of the tag, so the table doubles (when 3/4
 * full: no size has to be guessed) without hashing the states again;
 * beyond that, growth rehashes the stored states.
 * Invariants: count < 2^SSH_IDX_BITS; count <= 3/4 * 2^log2; every stored
 * state is reachable from its hash position by probing without crossing
 * an empty slot; no state is stored twice.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/store/store.h"

#define SSH_IDX_BITS 32
#define SSH_IDX_MASK ((((uint64_t)1) << SSH_IDX_BITS) - 1)
#define SSH_DEFAULT_LOG2 10
#define SSH_BLOCK_BYTES (1u << 20) /* at most 1 MiB per block */
#define SSH_BLOCK_MAXSHIFT 14       /* and at most 2^14 states */

typedef struct SsHash {
	SsStore base;         /* vsize, count, conflicts, mem */
	int log2;             /* the table has 2^log2 slots */
	uint64_t *slots;      /* the hash table, see above */
	int bshift;           /* a block holds 2^bshift states */
	uint8_t **blocks;     /* state blocks, allocated on demand */
	size_t nblocks;       /* blocks allocated */
	size_t blocks_cap;    /* capacity of `blocks` */
} SsHash;

uint64_t ss_hash64(const void *p, size_t n, uint64_t seed)
{
	return seed ? XXH3_64bits_withSeed(p, n, seed) : XXH3_64bits(p, n);
}

static inline const uint8_t *ssh_state(const SsHash *h, uint64_t idx)
{
	return h->blocks[idx >> h->bshift] +
	       (size_t)(idx & (((uint64_t)1 << h->bshift) - 1)) * h->base.vsize;
}

static uint64_t ssh_tag(uint64_t hv)
{
	return hv >> SSH_IDX_BITS;
}

/* Home slot of hash hv in a table of 2^log2 slots (log2 >= 1). */
static uint64_t ssh_pos(uint64_t hv, int log2)
{
	return hv >> (64 - log2);
}

static size_t ssh_table_bytes(const SsHash *h)
{
	return ((size_t)1 << h->log2) * sizeof(uint64_t);
}

static size_t ssh_state_bytes(const SsHash *h)
{
	return h->nblocks * ((size_t)h->base.vsize << h->bshift);
}

static uint64_t *ssh_alloc_table(RtMem *mem, int log2)
{
	size_t n = (size_t)1 << log2;
	if (rt_mem_reserve(mem, n * sizeof(uint64_t)) < 0)
		return NULL;
	uint64_t *t = calloc(n, sizeof(uint64_t));
	if (!t)
		rt_mem_release(mem, n * sizeof(uint64_t));
	return t;
}

static SsStore *ssh_new(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	SsHash *h = calloc(1, sizeof *h);
	if (!h)
		return NULL;
	int log2 = cfg ? cfg->log2 : 0;
	h->base.vsize = vsize ? vsize : 1;
	h->log2 = log2 > 0 ? (log2 > 40 ? 40 : log2) : SSH_DEFAULT_LOG2;
	h->base.mem = mem;
	size_t maxb = SSH_BLOCK_BYTES;
	if (mem && mem->limit && mem->limit / 16 < maxb)
		maxb = mem->limit / 16; /* keep blocks small under a tight limit */
	int b = 0;
	while (b < SSH_BLOCK_MAXSHIFT && ((size_t)h->base.vsize << (b + 1)) <= maxb)
		b++;
	h->bshift = b;
	h->slots = ssh_alloc_table(mem, h->log2);
	if (!h->slots) {
		free(h);
		return NULL;
	}
	return &h->base;
}

static void ssh_free(SsStore *ss)
{
	SsHash *h = (SsHash *)ss;
	for (size_t i = 0; i < h->nblocks; i++)
		free(h->blocks[i]);
	rt_mem_release(ss->mem, ssh_table_bytes(h) + ssh_state_bytes(h));
	free(h->blocks);
	free(h->slots);
	free(h);
}

/* Place `idx` (hash hv) into table t of 2^log2 slots (no duplicates check). */
static void ssh_place(uint64_t *t, int log2, uint64_t hv, uint64_t idx)
{
	uint64_t mask = ((uint64_t)1 << log2) - 1;
	uint64_t pos = ssh_pos(hv, log2);
	while (t[pos])
		pos = (pos + 1) & mask;
	t[pos] = (ssh_tag(hv) << SSH_IDX_BITS) | (idx + 1);
}

static int ssh_grow_table(SsHash *h)
{
	uint64_t *t = ssh_alloc_table(h->base.mem, h->log2 + 1);
	if (!t)
		return -1;
	if (h->log2 + 1 <= 64 - SSH_IDX_BITS) {
		/* the home slot bits are in the tags: no rehashing */
		size_t n = (size_t)1 << h->log2;
		for (size_t k = 0; k < n; k++) {
			uint64_t v = h->slots[k];
			if (v)
				ssh_place(t, h->log2 + 1, v & ~SSH_IDX_MASK, (v & SSH_IDX_MASK) - 1);
		}
	} else {
		for (uint64_t i = 0; i < h->base.count; i++)
			ssh_place(t, h->log2 + 1,
			    ss_hash64(ssh_state(h, i), h->base.vsize, 0), i);
	}
	rt_mem_release(h->base.mem, ssh_table_bytes(h));
	free(h->slots);
	h->slots = t;
	h->log2++;
	return 0;
}

/* Make room for state number count in the blocks. */
static int ssh_room(SsHash *h)
{
	size_t b = (size_t)(h->base.count >> h->bshift);
	if (b < h->nblocks)
		return 0;
	if (h->nblocks == h->blocks_cap) {
		size_t cap = h->blocks_cap ? 2 * h->blocks_cap : 64;
		uint8_t **nb = realloc(h->blocks, cap * sizeof *nb);
		if (!nb)
			return -1;
		h->blocks = nb;
		h->blocks_cap = cap;
	}
	size_t bytes = (size_t)h->base.vsize << h->bshift;
	if (rt_mem_reserve(h->base.mem, bytes) < 0)
		return -1;
	uint8_t *blk = malloc(bytes);
	if (!blk) {
		rt_mem_release(h->base.mem, bytes);
		return -1;
	}
	h->blocks[h->nblocks++] = blk;
	return 0;
}

/* Probe for s (hash hv): returns the slot position where it is or where it
 * would go; *found tells which. */
static uint64_t ssh_probe(const SsHash *h, const uint8_t *s, uint64_t hv,
			  int *found, uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << h->log2) - 1;
	uint64_t pos = ssh_pos(hv, h->log2), tag = ssh_tag(hv);
	for (;;) {
		uint64_t v = h->slots[pos];
		if (!v) {
			*found = 0;
			return pos;
		}
		if ((v >> SSH_IDX_BITS) == tag &&
		    !memcmp(ssh_state(h, (v & SSH_IDX_MASK) - 1), s, h->base.vsize)) {
			*found = 1;
			return pos;
		}
		(*conflicts)++;
		pos = (pos + 1) & mask;
	}
}

static int ssh_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsHash *h = (SsHash *)ss;
	int found;
	uint64_t dummy = 0;
	uint64_t pos = ssh_probe(h, s, ss_hash64(s, ss->vsize, 0), &found, &dummy);
	if (found)
		*idx = (h->slots[pos] & SSH_IDX_MASK) - 1;
	return found;
}

static int ssh_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsHash *h = (SsHash *)ss;
	uint64_t hv = ss_hash64(s, ss->vsize, 0);
	int found;
	uint64_t pos = ssh_probe(h, s, hv, &found, &ss->conflicts);
	if (found) {
		*idx = (h->slots[pos] & SSH_IDX_MASK) - 1;
		return 0;
	}
	if (ss->count + 1 >= SSH_IDX_MASK || ssh_room(h) < 0)
		return -1;
	if ((ss->count + 1) * 4 > ((uint64_t)3 << h->log2)) {
		if (ssh_grow_table(h) < 0)
			return -1;
		pos = ssh_probe(h, s, hv, &found, &ss->conflicts);
	}
	uint64_t i = ss->count++;
	memcpy((uint8_t *)ssh_state(h, i), s, ss->vsize);
	h->slots[pos] = (ssh_tag(hv) << SSH_IDX_BITS) | (i + 1);
	*idx = i;
	return 1;
}

static const uint8_t *ssh_get(SsStore *ss, uint64_t idx)
{
	return ssh_state((const SsHash *)ss, idx);
}

static size_t ssh_bytes(const SsStore *ss)
{
	const SsHash *h = (const SsHash *)ss;
	return ssh_table_bytes(h) + ssh_state_bytes(h);
}

static void ssh_report(const SsStore *ss, FILE *f)
{
	const SsHash *h = (const SsHash *)ss;
	fprintf(f, "%9.3f\tactual memory usage for states\n",
		ssh_state_bytes(h) / 1048576.0);
	fprintf(f, "%9.3f\tmemory used for hash table (2^%d slots)\n",
		ssh_table_bytes(h) / 1048576.0, h->log2);
}

static void ssh_json(const SsStore *ss, FILE *f)
{
	const SsHash *h = (const SsHash *)ss;
	fprintf(f, ",\"store_table_bytes\":%zu,\"store_state_bytes\":%zu",
		ssh_table_bytes(h), ssh_state_bytes(h));
}

const SsAlgo ss_algo_hash = {
	.name = "hash",
	.descr = "full state vectors in a hash table; lossless, the default",
	.flags = SS_LOSSLESS,
	.new_ = ssh_new,
	.free_ = ssh_free,
	.find_or_put = ssh_find_or_put,
	.find = ssh_find,
	.get = ssh_get,
	.bytes = ssh_bytes,
	.report = ssh_report,
	.json = ssh_json,
};
