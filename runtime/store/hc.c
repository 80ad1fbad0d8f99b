/*
 * hc.c -- hash compaction (--store=hc, --store=hc32): the store keeps a
 * b-bit signature of each state (b = 64 or 32), not the state, in an
 * open-addressing table that doubles when 3/4 full (the idea of Spin's
 * -DHC4; Wolper and Leroy, "Reliable hashing without collision
 * detection", CAV'93).
 *
 * A state whose signature equals that of a state already stored is taken
 * for it and lost, with its successors; with n states stored, the next
 * new state is lost with probability about n / 2^b, so the expected
 * number of states lost over a search of n states is n(n-1) / 2^(b+1):
 * 3e-8 for a million states with b = 64, 116 with b = 32.  The report
 * prints it.  Bytes per state: 8 (hc) or 4 (hc32) over the table's load
 * (between 3/8 and 3/4), i.e. 5.3 to 21 bytes per state for hc.
 * The signature is the state's seeded XXH3 hash; its top bits also give
 * the home slot, so growing the table needs no state (hc32: up to 2^32
 * slots).  Signature 0 marks an empty slot: a hash of 0 is stored as 1.
 * Invariant: every signature is reachable from its home slot by probing
 * without crossing an empty slot; no signature is stored twice.
 */
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "runtime/store/store.h"

#define SSC_DEFAULT_LOG2 10

typedef struct SsHc {
	SsStore base;         /* vsize, count, conflicts, mem */
	int wide;             /* 1: 64-bit signatures, 0: 32-bit */
	int log2;             /* the table has 2^log2 slots */
	void *slots;          /* uint64_t or uint32_t signatures, 0 empty */
	uint64_t seed;        /* hash seed */
} SsHc;

static size_t ssc_slot_bytes(const SsHc *c)
{
	return c->wide ? 8 : 4;
}

static size_t ssc_table_bytes(const SsHc *c)
{
	return ((size_t)1 << c->log2) * ssc_slot_bytes(c);
}

/* The signature of hash h (never 0). */
static uint64_t ssc_sig(const SsHc *c, uint64_t h)
{
	uint64_t s = c->wide ? h : h >> 32;
	return s ? s : 1;
}

/* Home slot of signature s in a table of 2^log2 slots. */
static uint64_t ssc_home(const SsHc *c, uint64_t s, int log2)
{
	return c->wide ? s >> (64 - log2) : (s << 32) >> (64 - log2);
}

static uint64_t ssc_at(const SsHc *c, const void *t, uint64_t pos)
{
	return c->wide ? ((const uint64_t *)t)[pos] : ((const uint32_t *)t)[pos];
}

static void ssc_set(const SsHc *c, void *t, uint64_t pos, uint64_t s)
{
	if (c->wide)
		((uint64_t *)t)[pos] = s;
	else
		((uint32_t *)t)[pos] = (uint32_t)s;
}

static void *ssc_alloc(SsHc *c, int log2)
{
	return rt_mem_alloc(c->base.mem, ((size_t)1 << log2) * ssc_slot_bytes(c), 1);
}

static SsStore *ssc_new_bits(uint32_t vsize, const SsConfig *cfg, RtMem *mem,
			     int wide)
{
	SsHc *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	c->wide = wide;
	c->base.mem = mem;
	c->seed = cfg->seed;
	int max = wide ? 40 : 32;
	c->log2 = cfg->log2 > 0 ? (cfg->log2 > max ? max : cfg->log2) :
	    SSC_DEFAULT_LOG2;
	if (!(c->slots = ssc_alloc(c, c->log2))) {
		free(c);
		return NULL;
	}
	return &c->base;
}

static SsStore *ssc_new64(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	return ssc_new_bits(vsize, cfg, mem, 1);
}

static SsStore *ssc_new32(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	return ssc_new_bits(vsize, cfg, mem, 0);
}

static void ssc_free(SsStore *ss)
{
	SsHc *c = (SsHc *)ss;
	rt_mem_release(ss->mem, ssc_table_bytes(c));
	free(c->slots);
	free(c);
}

/* Probe for signature s: its slot or the empty slot where it would go. */
static uint64_t ssc_probe(const SsHc *c, uint64_t s, int *found,
			  uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << c->log2) - 1;
	uint64_t pos = ssc_home(c, s, c->log2);
	for (;;) {
		uint64_t v = ssc_at(c, c->slots, pos);
		if (v == s || !v) {
			*found = v != 0;
			return pos;
		}
		(*conflicts)++;
		pos = (pos + 1) & mask;
	}
}

static int ssc_grow(SsHc *c)
{
	if (!c->wide && c->log2 >= 32)
		return -1;
	void *t = ssc_alloc(c, c->log2 + 1);
	if (!t)
		return -1;
	uint64_t n = (uint64_t)1 << c->log2, mask = 2 * n - 1;
	for (uint64_t k = 0; k < n; k++) {
		uint64_t s = ssc_at(c, c->slots, k);
		if (!s)
			continue;
		uint64_t pos = ssc_home(c, s, c->log2 + 1);
		while (ssc_at(c, t, pos))
			pos = (pos + 1) & mask;
		ssc_set(c, t, pos, s);
	}
	rt_mem_release(c->base.mem, ssc_table_bytes(c));
	free(c->slots);
	c->slots = t;
	c->log2++;
	return 0;
}

static int ssc_find(SsStore *ss, const uint8_t *st, uint64_t *idx)
{
	SsHc *c = (SsHc *)ss;
	int found;
	uint64_t dummy = 0;
	ssc_probe(c, ssc_sig(c, ss_hash64(st, ss->vsize, c->seed)), &found, &dummy);
	if (found)
		*idx = 0; /* no numbers in a lossy store */
	return found;
}

static int ssc_find_or_put(SsStore *ss, const uint8_t *st, uint64_t *idx)
{
	SsHc *c = (SsHc *)ss;
	uint64_t s = ssc_sig(c, ss_hash64(st, ss->vsize, c->seed));
	int found;
	uint64_t pos = ssc_probe(c, s, &found, &ss->conflicts);
	*idx = ss->count;
	if (found)
		return 0;
	if ((ss->count + 1) * 4 > ((uint64_t)3 << c->log2)) {
		if (ssc_grow(c) < 0)
			return -1;
		pos = ssc_probe(c, s, &found, &ss->conflicts);
	}
	ssc_set(c, c->slots, pos, s);
	ss->count++;
	return 1;
}

static size_t ssc_bytes(const SsStore *ss)
{
	return ssc_table_bytes((const SsHc *)ss);
}

/* Expected number of states lost: n(n-1) / 2^(b+1). */
static double ssc_lost(const SsHc *c)
{
	double n = (double)c->base.count;
	return n * (n > 0 ? n - 1 : 0) / ldexp(1.0, c->wide ? 65 : 33);
}

static void ssc_report(const SsStore *ss, FILE *f)
{
	const SsHc *c = (const SsHc *)ss;
	double lost = ssc_lost(c);
	fprintf(f, "%9.3f\tmemory used for hash compaction table (2^%d slots "
		"of %d-bit signatures)\n", ssc_table_bytes(c) / 1048576.0,
		c->log2, c->wide ? 64 : 32);
	fprintf(f, "\thash compaction: expected states missed %.3g; "
		"probability that any was missed <= %.3g\n", lost,
		lost < 1 ? lost : 1.0);
}

static void ssc_json(const SsStore *ss, FILE *f)
{
	const SsHc *c = (const SsHc *)ss;
	fprintf(f, ",\"store_table_bytes\":%zu,\"signature_bits\":%d,"
		"\"expected_lost\":%.6g", ssc_table_bytes(c), c->wide ? 64 : 32,
		ssc_lost(c));
}

const SsAlgo ss_algo_hc = {
	.name = "hc",
	.descr = "hash compaction, 64-bit signatures; lossy, the report gives "
		 "the expected number of states missed",
	.flags = 0,
	.new_ = ssc_new64,
	.free_ = ssc_free,
	.find_or_put = ssc_find_or_put,
	.find = ssc_find,
	.get = NULL,
	.bytes = ssc_bytes,
	.report = ssc_report,
	.json = ssc_json,
};

const SsAlgo ss_algo_hc32 = {
	.name = "hc32",
	.descr = "hash compaction, 32-bit signatures; lossy, half hc's memory",
	.flags = 0,
	.new_ = ssc_new32,
	.free_ = ssc_free,
	.find_or_put = ssc_find_or_put,
	.find = ssc_find,
	.get = NULL,
	.bytes = ssc_bytes,
	.report = ssc_report,
	.json = ssc_json,
};
