/*
 * hash.c -- the plain store (--store=hash, the default for vectors under
 * SS_COMPACT_VSIZE bytes, store.h): a hash table
 * over full state vectors.
 *
 * States are copied into large blocks (2^bshift states per block, never one
 * allocation per state) and numbered 0, 1, 2, ... in insertion order; a state
 * keeps its number and its address for the life of the store.
 * The index (stab.h) maps the states' XXH3 hashes to their numbers; it
 * doubles when 3/4 full (no size has to be guessed).
 * Invariants: count < 2^SST_IDX_BITS - 1; count <= 3/4 of the slots; every stored
 * state is reachable from its hash position by probing without crossing
 * an empty slot; no state is stored twice.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/store/stab.h"

#define SSH_DEFAULT_LOG2 10
#define SSH_BLOCK_BYTES (1u << 20) /* at most 1 MiB per block */
#define SSH_BLOCK_MAXSHIFT 14       /* and at most 2^14 states */

typedef struct SsHash {
	SsStore base;         /* vsize, count, conflicts, mem */
	SsTab tab;            /* the index, see stab.h */
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

static size_t ssh_state_bytes(const SsHash *h)
{
	return h->nblocks * ((size_t)h->base.vsize << h->bshift);
}

static SsStore *ssh_new(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	SsHash *h = calloc(1, sizeof *h);
	if (!h)
		return NULL;
	int log2 = cfg ? cfg->log2 : 0;
	h->base.vsize = vsize ? vsize : 1;
	h->base.mem = mem;
	size_t maxb = SSH_BLOCK_BYTES;
	if (mem && mem->limit && mem->limit / 16 < maxb)
		maxb = mem->limit / 16; /* keep blocks small under a tight limit */
	int b = 0;
	while (b < SSH_BLOCK_MAXSHIFT && ((size_t)h->base.vsize << (b + 1)) <= maxb)
		b++;
	h->bshift = b;
	if (sst_init(&h->tab, mem, log2 > 0 ? (log2 > 40 ? 40 : log2) :
	    SSH_DEFAULT_LOG2) < 0) {
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
	rt_mem_release(ss->mem, ssh_state_bytes(h));
	sst_free(&h->tab, ss->mem);
	free(h->blocks);
	free(h);
}

static uint64_t ssh_rehash(const void *ctx, uint64_t i, uint64_t *value)
{
	const SsHash *h = ctx;
	*value = i;
	return ss_hash64(ssh_state(h, i), h->base.vsize, 0);
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
	uint8_t *blk = rt_mem_alloc(h->base.mem, (size_t)h->base.vsize << h->bshift, 0);
	if (!blk)
		return -1;
	h->blocks[h->nblocks++] = blk;
	return 0;
}

/* Probe for s (hash hv): returns the slot position where it is or where it
 * would go; *found tells which. */
static uint64_t ssh_probe(const SsHash *h, const uint8_t *s, uint64_t hv,
			  int *found, uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << h->tab.log2) - 1;
	uint64_t pos = sst_pos(hv, h->tab.log2), tag = sst_tag(hv);
	for (;;) {
		uint64_t v = h->tab.slots[pos];
		if (!v) {
			*found = 0;
			return pos;
		}
		if ((v >> SST_IDX_BITS) == tag &&
		    !memcmp(ssh_state(h, sst_idx(v)), s, h->base.vsize)) {
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
		*idx = sst_idx(h->tab.slots[pos]);
	return found;
}

static int ssh_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsHash *h = (SsHash *)ss;
	uint64_t hv = ss_hash64(s, ss->vsize, 0);
	int found;
	uint64_t pos = ssh_probe(h, s, hv, &found, &ss->conflicts);
	if (found) {
		*idx = sst_idx(h->tab.slots[pos]);
		return 0;
	}
	if (ss->count + 1 >= SST_IDX_MASK || ssh_room(h) < 0)
		return -1;
	if ((ss->count + 1) * 4 > ((uint64_t)3 << h->tab.log2)) {
		if (sst_grow(&h->tab, ss->mem, ss->count, ssh_rehash, h) < 0)
			return -1;
		pos = ssh_probe(h, s, hv, &found, &ss->conflicts);
	}
	uint64_t i = ss->count++;
	memcpy((uint8_t *)ssh_state(h, i), s, ss->vsize);
	h->tab.slots[pos] = (sst_tag(hv) << SST_IDX_BITS) | (i + 1);
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
	return sst_bytes(&h->tab) + ssh_state_bytes(h);
}

static void ssh_report(const SsStore *ss, FILE *f)
{
	const SsHash *h = (const SsHash *)ss;
	sst_report(&h->tab, ssh_state_bytes(h), f);
}

static void ssh_json(const SsStore *ss, FILE *f)
{
	const SsHash *h = (const SsHash *)ss;
	sst_json(&h->tab, ssh_state_bytes(h), f);
}

const SsAlgo ss_algo_hash = {
	.name = "hash",
	.descr = "full state vectors in a hash table; lossless, the default "
		 "under 128 bytes",
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
