/*
 * compact.c -- the compact store (--store=compact): lossless, each state
 * kept without its zero words, so that what does not exist in a state
 * (process slots nobody runs in, empty channel queues, the unused part of
 * a slot sized for the largest process) costs almost nothing.
 *
 * Encoding of a vector of vsize bytes, read as nw = ceil(vsize / 4)
 * 4-byte words (the last one zero-padded): the words up to the last
 * non-zero one, w = 0..n-1, give m = ceil(n / 8) mask bytes, bit w % 8 of
 * mask byte w / 8 set iff word w is not zero.  The encoding is m (hbytes
 * bytes, little-endian: 1, 2 or 4 as nw needs), the m mask bytes, then the
 * non-zero words in order, 4 bytes each.  It is a function of the vector
 * and gives it back, so equal vectors have equal encodings and the table
 * compares and hashes encodings only: membership stays exact.
 *
 * Each state is a record, [its number: 4 bytes][its encoding], padded to
 * a unit of 2^ushift bytes (4, or 8 where the memory limit allows more
 * than 16 GiB of records), appended to large blocks of 2^bbits bytes (a
 * record never straddles two).  A record's position, in units from the
 * start of the first block, fits 32 bits: the index (stab.h, over the
 * encodings' XXH3 hashes) maps a state to its position, so a lookup
 * touches the table and the record only; pos[i], 4 bytes per state in
 * chunks of 2^SSC_CHUNK_BITS, gives ss_get the position of state i.
 * States are numbered 0, 1, 2, ... in insertion order.
 * Invariants: as hash.c's; every record lies inside one block; positions
 * + 1 < 2^32 (a store that would need more refuses the state: -1);
 * ss_get decodes into one buffer (valid until the next ss_get),
 * zero-padded to vsize.
 */
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include "runtime/store/stab.h"

#define SSC_DEFAULT_LOG2 10
#define SSC_BLOCK_BITS 20       /* blocks of 1 MiB (more for huge vectors) */
#define SSC_CHUNK_BITS 12       /* positions of 4096 states per chunk */
#define SSC_MAXPOS (SST_IDX_MASK - 1) /* positions + 1 fit a slot's value */

typedef struct SsCompact {
	SsStore base;         /* vsize, count, conflicts, mem */
	SsTab tab;            /* the index: encoding's hash -> position */
	uint32_t nw;          /* words per vector: ceil(vsize / 4) */
	int hbytes;           /* bytes of the header (the mask length) */
	uint32_t maxlen;      /* longest encoding */
	uint8_t *enc;         /* the encoding being looked up (maxlen) */
	uint8_t *out;         /* ss_get's buffer (4 * nw bytes) */
	uint32_t npad;        /* vsize rounded up to 16 bytes */
	uint8_t *pad;         /* the vector being encoded, zero-padded */
	uint64_t *bits;       /* its non-zero words, see ssc_bits */
	int ushift;           /* records are padded to 2^ushift bytes */
	int bbits;            /* a block holds 2^bbits bytes */
	uint8_t **blocks;     /* record blocks, allocated on demand */
	size_t nblocks;       /* blocks allocated */
	size_t blocks_cap;    /* capacity of `blocks` */
	uint64_t top;         /* byte position of the next record */
	uint32_t **pos;       /* chunks of positions, by state number */
	size_t nchunks;       /* chunks allocated */
	size_t chunks_cap;    /* capacity of `pos` */
	uint64_t enc_bytes;   /* sum of the stored encodings' lengths */
} SsCompact;

static inline uint32_t ssc_ld(const uint8_t *p)
{
	uint32_t x;
	memcpy(&x, p, 4);
	return x;
}

/* The non-zero words of the padded vector v as bits (bit w % 64 of
 * bits[w / 64] for word w), 4 words at a time; the number of words up to
 * the last non-zero one. */
static uint32_t ssc_bits(const SsCompact *c, const uint8_t *v, uint64_t *bits)
{
	uint32_t ng = c->npad / 16;
	for (uint32_t g = 0; g < ng; g++) {
#ifdef __SSE2__
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(v + 16 * g));
		unsigned z = (unsigned)_mm_movemask_ps(_mm_castsi128_ps(
		    _mm_cmpeq_epi32(x, _mm_setzero_si128())));
		uint64_t nz = ~z & 0xfu;
#else
		uint64_t nz = 0;
		for (unsigned j = 0; j < 4; j++)
			nz |= (uint64_t)(ssc_ld(v + 16 * g + 4 * j) != 0) << j;
#endif
		if (g % 16 == 0)
			bits[g / 16] = nz;
		else
			bits[g / 16] |= nz << (4 * (g % 16));
	}
	for (uint32_t k = (ng + 15) / 16; k-- > 0;)
		if (bits[k])
			return 64 * k + 64 - (uint32_t)__builtin_clzll(bits[k]);
	return 0;
}

/* Encode the vector s into e (maxlen bytes); its length. */
static uint32_t ssc_encode(const SsCompact *c, const uint8_t *s, uint8_t *e)
{
	uint8_t *v = c->pad;
	uint64_t *bits = c->bits;
	memcpy(v, s, c->base.vsize); /* the rest of pad stays zero */
	uint32_t n = ssc_bits(c, v, bits), m = (n + 7) / 8;
	for (int k = 0; k < c->hbytes; k++)
		e[k] = (uint8_t)(m >> (8 * k));
	uint8_t *mask = e + c->hbytes, *w = mask + m;
	for (uint32_t k = 0; k < m; k++)
		mask[k] = (uint8_t)(bits[k / 8] >> (8 * (k % 8)));
	for (uint32_t k = 0; k < (n + 63) / 64; k++)
		for (uint64_t x = bits[k]; x; x &= x - 1) {
			memcpy(w, v + 4 * (64 * k + (uint32_t)__builtin_ctzll(x)), 4);
			w += 4;
		}
	return (uint32_t)(w - e);
}

static uint32_t ssc_mlen(const SsCompact *c, const uint8_t *p)
{
	uint32_t m = 0;
	for (int k = 0; k < c->hbytes; k++)
		m |= (uint32_t)p[k] << (8 * k);
	return m;
}

/* Length of the encoding at p. */
static uint32_t ssc_len(const SsCompact *c, const uint8_t *p)
{
	uint32_t m = ssc_mlen(c, p), n = 0;
	for (uint32_t k = 0; k < m; k++)
		n += (uint32_t)__builtin_popcount(p[c->hbytes + k]);
	return (uint32_t)c->hbytes + m + 4 * n;
}

/* Decode the encoding at p into out (4 * nw bytes). */
static void ssc_decode(const SsCompact *c, const uint8_t *p, uint8_t *out)
{
	uint32_t m = ssc_mlen(c, p);
	const uint8_t *mask = p + c->hbytes, *w = mask + m;
	memset(out, 0, (size_t)4 * c->nw);
	for (uint32_t k = 0; k < m; k++)
		for (unsigned x = mask[k]; x; x &= x - 1) {
			memcpy(out + 4 * (8 * k + (uint32_t)__builtin_ctz(x)), w, 4);
			w += 4;
		}
}

/* The record at position p (in units). */
static inline const uint8_t *ssc_rec(const SsCompact *c, uint64_t p)
{
	uint64_t at = p << c->ushift;
	return c->blocks[at >> c->bbits] + (at & (((uint64_t)1 << c->bbits) - 1));
}

static inline uint64_t ssc_posof(const SsCompact *c, uint64_t i)
{
	return c->pos[i >> SSC_CHUNK_BITS][i & ((1u << SSC_CHUNK_BITS) - 1)];
}

static inline uint32_t ssc_recno(const uint8_t *r)
{
	return ssc_ld(r);
}

static size_t ssc_state_bytes(const SsCompact *c)
{
	return (c->nblocks << c->bbits) +
	    c->nchunks * ((size_t)sizeof(uint32_t) << SSC_CHUNK_BITS);
}

/* Units of 4 bytes, or 8 when the limit allows more than 16 GiB; blocks
 * of 1 MiB, less under a tight limit, with room for 16 of the longest
 * records. */
static void ssc_sizes(SsCompact *c, const RtMem *mem)
{
	size_t lim = mem ? mem->limit : 0;
	c->ushift = lim && lim <= ((size_t)16 << 30) ? 2 : 3;
	int b = SSC_BLOCK_BITS;
	while (b > 12 && lim && ((size_t)1 << b) > lim / 16)
		b--;
	while (((uint64_t)1 << b) < (uint64_t)16 * (c->maxlen + 8))
		b++;
	c->bbits = b;
}

static SsStore *ssc_new(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	SsCompact *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	int log2 = cfg ? cfg->log2 : 0;
	c->base.vsize = vsize ? vsize : 1;
	c->base.mem = mem;
	c->nw = (c->base.vsize + 3) / 4;
	uint32_t mmax = (c->nw + 7) / 8;
	c->hbytes = mmax < 256 ? 1 : mmax < 65536 ? 2 : 4;
	c->maxlen = (uint32_t)c->hbytes + mmax + 4 * c->nw;
	ssc_sizes(c, mem);
	c->enc = malloc(c->maxlen);
	c->out = malloc((size_t)4 * c->nw);
	c->npad = (c->base.vsize + 15) & ~15u;
	c->pad = calloc(1, c->npad);
	c->bits = malloc((size_t)(c->npad / 16 + 15) / 16 * 8);
	if (!c->enc || !c->out || !c->pad || !c->bits || sst_init(&c->tab, mem, log2 > 0 ?
	    (log2 > 40 ? 40 : log2) : SSC_DEFAULT_LOG2) < 0) {
		free(c->enc);
		free(c->out);
		free(c->pad);
		free(c->bits);
		free(c);
		return NULL;
	}
	return &c->base;
}

static void ssc_free(SsStore *ss)
{
	SsCompact *c = (SsCompact *)ss;
	rt_mem_release(ss->mem, ssc_state_bytes(c));
	for (size_t i = 0; i < c->nblocks; i++)
		free(c->blocks[i]);
	for (size_t i = 0; i < c->nchunks; i++)
		free(c->pos[i]);
	sst_free(&c->tab, ss->mem);
	free(c->blocks);
	free(c->pos);
	free(c->enc);
	free(c->out);
	free(c->pad);
	free(c->bits);
	free(c);
}

static uint64_t ssc_rehash(const void *ctx, uint64_t i, uint64_t *value)
{
	const SsCompact *c = ctx;
	const uint8_t *e = ssc_rec(c, *value = ssc_posof(c, i)) + 4;
	return ss_hash64(e, ssc_len(c, e), 0);
}

/* Grow the array *p of *cap pointers-or-structs of `size` bytes to hold
 * one more than n (not accounted: a pointer per MiB or per 4096 states). */
static int ssc_dir(void **p, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return 0;
	size_t nc = *cap ? 2 * *cap : 64;
	void *np = realloc(*p, nc * size);
	if (!np)
		return -1;
	*p = np;
	*cap = nc;
	return 0;
}

/* Room for a record of len bytes at top (a new block if the current one
 * is full); -1 if the limit, malloc or the 32-bit positions refuse. */
static int ssc_room(SsCompact *c, uint32_t len)
{
	uint64_t bmask = ((uint64_t)1 << c->bbits) - 1;
	if ((c->top >> c->bbits) < c->nblocks && (c->top & bmask) + len <= bmask + 1)
		return (c->top >> c->ushift) < SSC_MAXPOS ? 0 : -1;
	if ((((uint64_t)c->nblocks << c->bbits) >> c->ushift) >= SSC_MAXPOS ||
	    ssc_dir((void **)&c->blocks, &c->blocks_cap, c->nblocks, sizeof *c->blocks) < 0)
		return -1;
	uint8_t *blk = rt_mem_alloc(c->base.mem, (size_t)1 << c->bbits, 0);
	if (!blk)
		return -1;
	c->top = (uint64_t)c->nblocks << c->bbits;
	c->blocks[c->nblocks++] = blk;
	return 0;
}

/* The chunk for the position of state number count. */
static int ssc_chunk(SsCompact *c)
{
	size_t k = (size_t)(c->base.count >> SSC_CHUNK_BITS);
	if (k < c->nchunks)
		return 0;
	if (ssc_dir((void **)&c->pos, &c->chunks_cap, c->nchunks, sizeof *c->pos) < 0)
		return -1;
	uint32_t *p = rt_mem_alloc(c->base.mem, sizeof(uint32_t) << SSC_CHUNK_BITS, 0);
	if (!p)
		return -1;
	c->pos[c->nchunks++] = p;
	return 0;
}

/* Probe for the encoding e (len bytes, hash hv): the slot where it is or
 * would go; *found tells which. */
static uint64_t ssc_probe(const SsCompact *c, const uint8_t *e, uint32_t len,
			  uint64_t hv, int *found, uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << c->tab.log2) - 1;
	uint64_t pos = sst_pos(hv, c->tab.log2), tag = sst_tag(hv);
	for (;;) {
		uint64_t v = c->tab.slots[pos];
		if (!v) {
			*found = 0;
			return pos;
		}
		if ((v >> SST_IDX_BITS) == tag) {
			/* equal headers and masks: equal lengths */
			const uint8_t *p = ssc_rec(c, sst_idx(v)) + 4;
			uint32_t hm = (uint32_t)c->hbytes + ssc_mlen(c, e);
			if (ssc_mlen(c, p) == ssc_mlen(c, e) && !memcmp(p, e, hm) &&
			    !memcmp(p + hm, e + hm, len - hm)) {
				*found = 1;
				return pos;
			}
		}
		(*conflicts)++;
		pos = (pos + 1) & mask;
	}
}

static int ssc_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsCompact *c = (SsCompact *)ss;
	uint32_t len = ssc_encode(c, s, c->enc);
	int found;
	uint64_t dummy = 0;
	uint64_t pos = ssc_probe(c, c->enc, len, ss_hash64(c->enc, len, 0),
				 &found, &dummy);
	if (found)
		*idx = ssc_recno(ssc_rec(c, sst_idx(c->tab.slots[pos])));
	return found;
}

static int ssc_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsCompact *c = (SsCompact *)ss;
	uint32_t len = ssc_encode(c, s, c->enc);
	uint64_t hv = ss_hash64(c->enc, len, 0);
	int found;
	uint64_t pos = ssc_probe(c, c->enc, len, hv, &found, &ss->conflicts);
	if (found) {
		*idx = ssc_recno(ssc_rec(c, sst_idx(c->tab.slots[pos])));
		return 0;
	}
	uint32_t rlen = (4 + len + (1u << c->ushift) - 1) & ~((1u << c->ushift) - 1);
	if (ss->count + 1 >= SST_IDX_MASK || ssc_room(c, rlen) < 0 ||
	    ssc_chunk(c) < 0)
		return -1;
	if ((ss->count + 1) * 4 > ((uint64_t)3 << c->tab.log2)) {
		if (sst_grow(&c->tab, ss->mem, ss->count, ssc_rehash, c) < 0)
			return -1;
		pos = ssc_probe(c, c->enc, len, hv, &found, &ss->conflicts);
	}
	uint64_t i = ss->count++, p = c->top >> c->ushift;
	uint8_t *r = (uint8_t *)ssc_rec(c, p);
	uint32_t no = (uint32_t)i;
	memcpy(r, &no, 4);
	memcpy(r + 4, c->enc, len);
	c->top += rlen;
	c->enc_bytes += len;
	c->pos[i >> SSC_CHUNK_BITS][i & ((1u << SSC_CHUNK_BITS) - 1)] = (uint32_t)p;
	c->tab.slots[pos] = (sst_tag(hv) << SST_IDX_BITS) | (p + 1);
	*idx = i;
	return 1;
}

static const uint8_t *ssc_get(SsStore *ss, uint64_t idx)
{
	SsCompact *c = (SsCompact *)ss;
	ssc_decode(c, ssc_rec(c, ssc_posof(c, idx)) + 4, c->out);
	return c->out;
}

static size_t ssc_bytes(const SsStore *ss)
{
	const SsCompact *c = (const SsCompact *)ss;
	return sst_bytes(&c->tab) + ssc_state_bytes(c);
}

static void ssc_report(const SsStore *ss, FILE *f)
{
	const SsCompact *c = (const SsCompact *)ss;
	sst_report(&c->tab, ssc_state_bytes(c), f);
	fprintf(f, "%9.1f\tbytes per compact state (of %u in the vector)\n",
		ss->count ? (double)c->enc_bytes / (double)ss->count : 0.0,
		ss->vsize);
}

static void ssc_json(const SsStore *ss, FILE *f)
{
	const SsCompact *c = (const SsCompact *)ss;
	sst_json(&c->tab, ssc_state_bytes(c), f);
	fprintf(f, ",\"store_encoded_bytes\":%llu",
		(unsigned long long)c->enc_bytes);
}

const SsAlgo ss_algo_compact = {
	.name = "compact",
	.descr = "state vectors without their zero words in a hash table; "
		 "lossless, the default from 128 bytes",
	.flags = SS_LOSSLESS,
	.new_ = ssc_new,
	.free_ = ssc_free,
	.find_or_put = ssc_find_or_put,
	.find = ssc_find,
	.get = ssc_get,
	.bytes = ssc_bytes,
	.report = ssc_report,
	.json = ssc_json,
};
