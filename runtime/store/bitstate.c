/*
 * bitstate.c -- bitstate hashing, "supertrace" (--bitstate, or
 * --store=bitstate): Holzmann's scheme as Spin's -DBITSTATE, a Bloom
 * filter of 2^bits bits (--bits N, or -wN; default 27: 16 MB, as Spin,
 * or the largest that takes at most half of a smaller --memlim)
 * in which a state sets k bits (-k K, default 3).
 *
 * A state is taken as seen when its k bits are all set already; a new
 * state whose bits were all set by others is lost, with its successors.
 * The k bit positions are h1 + i*h2 (i < k; Kirsch and Mitzenmacher's
 * double hashing) from the two halves of the state's seeded 128-bit XXH3
 * hash, so a different seed (--swarm) gives different collisions.
 * The memory is allocated once, up front, and never grows: the search
 * runs to the end however many states there are, and the report gives
 * Spin's hash factor (bits / states) and an estimate of the coverage:
 * when a state is inserted while a fraction f of the bits is set, a new
 * state would have been lost with probability p = f^k, so about
 * p / (1 - p) new states were lost per state inserted; the sum of these
 * over the search is the expected number of states lost directly (their
 * successors, which the search then may not reach, are not counted).
 * Invariant: bits_set is the number of 1 bits in the array.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>
#include "runtime/store/store.h"

#define SSB_DEFAULT_BITS 27
#define SSB_DEFAULT_K 3
#define SSB_MAX_K 32

typedef struct SsBits {
	SsStore base;         /* vsize, count, conflicts, mem */
	int bits;             /* the array has 2^bits bits */
	int k;                /* bits set per state */
	uint64_t *words;      /* the bit array */
	uint64_t bits_set;    /* 1 bits in the array */
	uint64_t seed;        /* hash seed */
	double lost;          /* expected new states lost so far */
} SsBits;

static size_t ssb_array_bytes(const SsBits *b)
{
	return b->bits >= 6 ? ((size_t)1 << (b->bits - 3)) : 8;
}

static SsStore *ssb_new(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	SsBits *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->base.mem = mem;
	b->bits = cfg->bits > 0 ? cfg->bits : cfg->log2 > 0 ? cfg->log2 :
	    SSB_DEFAULT_BITS;
	/* the default shrinks to half of a smaller memory limit */
	while (!cfg->bits && cfg->log2 <= 0 && mem && mem->limit &&
	    b->bits > 6 && ssb_array_bytes(b) > mem->limit / 2)
		b->bits--;
	if (b->bits < 6)
		b->bits = 6;
	if (b->bits > 40)
		b->bits = 40;
	b->k = cfg->k > 0 ? (cfg->k > SSB_MAX_K ? SSB_MAX_K : cfg->k) :
	    SSB_DEFAULT_K;
	b->seed = cfg->seed;
	size_t n = ssb_array_bytes(b);
	if (rt_mem_reserve(mem, n) < 0) {
		free(b);
		return NULL;
	}
	if (!(b->words = calloc(1, n))) {
		rt_mem_release(mem, n);
		free(b);
		return NULL;
	}
	return &b->base;
}

static void ssb_free(SsStore *ss)
{
	SsBits *b = (SsBits *)ss;
	rt_mem_release(ss->mem, ssb_array_bytes(b));
	free(b->words);
	free(b);
}

/* The k bit positions of state s. */
static void ssb_positions(const SsBits *b, const uint8_t *s, uint64_t *pos)
{
	XXH128_hash_t h = XXH3_128bits_withSeed(s, b->base.vsize, b->seed);
	uint64_t h1 = h.low64, h2 = h.high64 | 1;
	int sh = 64 - b->bits;
	for (int i = 0; i < b->k; i++)
		pos[i] = (h1 + (uint64_t)i * h2) >> sh;
}

static int ssb_test(const SsBits *b, const uint64_t *pos)
{
	for (int i = 0; i < b->k; i++)
		if (!(b->words[pos[i] >> 6] & ((uint64_t)1 << (pos[i] & 63))))
			return 0;
	return 1;
}

static int ssb_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsBits *b = (SsBits *)ss;
	uint64_t pos[SSB_MAX_K];
	ssb_positions(b, s, pos);
	*idx = 0;
	return ssb_test(b, pos);
}

static int ssb_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsBits *b = (SsBits *)ss;
	uint64_t pos[SSB_MAX_K];
	ssb_positions(b, s, pos);
	*idx = ss->count;
	if (ssb_test(b, pos))
		return 0;
	/* the chance that a new state would have been taken for a seen one
	 * now (see above) */
	double f = (double)b->bits_set / ((double)((uint64_t)1 << b->bits)), p = 1;
	for (int i = 0; i < b->k; i++)
		p *= f;
	b->lost += p < 1 ? p / (1 - p) : 0;
	for (int i = 0; i < b->k; i++) {
		uint64_t *w = &b->words[pos[i] >> 6], m = (uint64_t)1 << (pos[i] & 63);
		if (!(*w & m)) {
			*w |= m;
			b->bits_set++;
		} else {
			ss->conflicts++;
		}
	}
	ss->count++;
	return 1;
}

static size_t ssb_bytes(const SsStore *ss)
{
	return ssb_array_bytes((const SsBits *)ss);
}

/* Estimated coverage: states stored / (stored + expected lost). */
static double ssb_coverage(const SsBits *b)
{
	double n = (double)b->base.count;
	return n > 0 ? n / (n + b->lost) : 1.0;
}

static void ssb_report(const SsStore *ss, FILE *f)
{
	const SsBits *b = (const SsBits *)ss;
	double nbits = (double)((uint64_t)1 << b->bits);
	fprintf(f, "%9.3f\tmemory used for the bitstate array (2^%d bits)\n",
		ssb_array_bytes(b) / 1048576.0, b->bits);
	fprintf(f, "\tbits set per state: %d (-k%d)\n", b->k, b->k);
	fprintf(f, "\thash factor: %g (best if > 100.)\n",
		b->base.count ? nbits / (double)b->base.count : nbits);
	fprintf(f, "\tbits set: %.3g%%; expected states missed %.3g: "
		"coverage about %.4g%% of the states reached\n",
		100.0 * (double)b->bits_set / nbits, b->lost,
		100.0 * ssb_coverage(b));
}

static void ssb_json(const SsStore *ss, FILE *f)
{
	const SsBits *b = (const SsBits *)ss;
	double nbits = (double)((uint64_t)1 << b->bits);
	fprintf(f, ",\"bitstate_bits\":%d,\"bitstate_k\":%d,\"hash_factor\":%.6g,"
		"\"bits_set\":%llu,\"expected_lost\":%.6g,\"coverage\":%.6f",
		b->bits, b->k, b->base.count ? nbits / (double)b->base.count : nbits,
		(unsigned long long)b->bits_set, b->lost, ssb_coverage(b));
}

const SsAlgo ss_algo_bitstate = {
	.name = "bitstate",
	.descr = "bitstate hashing, supertrace: 2^N bits (--bits N), K of "
		 "them per state (-k K); lossy, fixed memory",
	.flags = 0,
	.new_ = ssb_new,
	.free_ = ssb_free,
	.find_or_put = ssb_find_or_put,
	.find = ssb_find,
	.get = NULL,
	.bytes = ssb_bytes,
	.report = ssb_report,
	.json = ssb_json,
};
