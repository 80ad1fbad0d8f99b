/* test_rt_store.c -- CUnit tests of the state stores (runtime/store/):
 * every lossless store passes the same tests (growth, tiny vectors, the
 * memory limit); the lossy ones theirs; and memory accounting
 * (runtime/mem.h). */
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/store/store.h"
#include "runtime/swarm.h"

/* A 12-byte state made from k. */
static void mk(uint8_t *s, uint32_t k)
{
	uint32_t a = k * 2654435761u, b = ~k;
	memcpy(s, &k, 4);
	memcpy(s + 4, &a, 4);
	memcpy(s + 8, &b, 4);
}

static void grow_no_loss(const SsAlgo *a)
{
	RtMem mem = { 0, 0, 0, 0 };
	SsConfig cfg = { .log2 = 1 };
	SsStore *ss = ss_new_algo(a, 12, &cfg, &mem);
	uint8_t s[12];
	uint64_t idx;
	const uint32_t N = 200000;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	for (uint32_t k = 0; k < N; k++) {
		mk(s, k);
		CU_ASSERT_EQUAL(ss_find_or_put(ss, s, &idx), 1);
		CU_ASSERT_EQUAL(idx, k);
	}
	CU_ASSERT_EQUAL(ss->count, N);
	int bad = 0;
	for (uint32_t k = 0; k < N; k++) {
		mk(s, k);
		if (ss_find_or_put(ss, s, &idx) != 0 || idx != k ||
		    memcmp(ss_get(ss, idx), s, 12))
			bad++;
	}
	CU_ASSERT_EQUAL(bad, 0);
	mk(s, N + 7);
	CU_ASSERT_EQUAL(ss_find(ss, s, &idx), 0);
	CU_ASSERT_EQUAL(mem.used, ss_bytes(ss));
	ss_free(ss);
	CU_ASSERT_EQUAL(mem.used, 0);
}

static void tiny_vectors(const SsAlgo *a)
{
	SsStore *ss = ss_new_algo(a, 1, NULL, NULL);
	uint64_t idx;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	for (int round = 0; round < 2; round++)
		for (int v = 0; v < 256; v++) {
			uint8_t b = (uint8_t)v;
			CU_ASSERT_EQUAL(ss_find_or_put(ss, &b, &idx), round == 0);
			CU_ASSERT_EQUAL(idx, (uint64_t)v);
		}
	CU_ASSERT_EQUAL(ss->count, 256);
	ss_free(ss);
}

static void memlim(const SsAlgo *a)
{
	RtMem mem = { 0, 0, 1u << 20, 0 };
	SsConfig cfg = { .log2 = 4 };
	SsStore *ss = ss_new_algo(a, 64, &cfg, &mem);
	uint8_t s[64];
	uint64_t idx, n = 0;
	int r = 1;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	memset(s, 0, sizeof s);
	while (n < 1000000 && (r = ss_find_or_put(ss, (mk(s, (uint32_t)n), s), &idx)) == 1)
		n++;
	CU_ASSERT_EQUAL(r, -1);
	CU_ASSERT(mem.hit);
	CU_ASSERT(mem.used <= mem.limit);
	CU_ASSERT(n > 1000);
	CU_ASSERT_EQUAL(ss->count, n);
	int bad = 0;
	for (uint64_t k = 0; k < n; k++) {
		mk(s, (uint32_t)k);
		if (ss_find(ss, s, &idx) != 1 || idx != k)
			bad++;
	}
	CU_ASSERT_EQUAL(bad, 0);
	ss_free(ss);
	CU_ASSERT_EQUAL(mem.used, 0);
}

/* The tree store against the hash store on random walks: each vector
 * differs from the one before in one or two words (the incremental
 * path), with jumps back to older vectors, lookups of absent ones and
 * ss_get in between; numbers and contents must agree. */
static void test_tree_walk(void)
{
	for (uint32_t vs = 1; vs <= 41; vs += 5) {
		RtMem mem = { 0, 0, 0, 0 };
		SsStore *h = ss_new(vs, 0, NULL);
		SsStore *t = ss_new_algo(&ss_algo_tree, vs, NULL, &mem);
		CU_ASSERT_PTR_NOT_NULL_FATAL(t);
		uint8_t v[41], w[41];
		uint64_t ih, it, x = 88172645463325252ULL;
		int bad = 0;
		memset(v, 0, sizeof v);
		for (int step = 0; step < 60000; step++) {
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			if (x % 10 == 0 && h->count) { /* back to an old vector */
				memcpy(v, ss_get(h, x / 10 % h->count), vs);
			} else {
				v[x / 7 % vs] = (uint8_t)(x >> 40) & 7;
				if (x % 3 == 0)
					v[x / 11 % vs] ^= 1;
			}
			if (x % 13 == 0) { /* a lookup, maybe of an absent one */
				memcpy(w, v, vs);
				w[0] ^= 0x80;
				int fh = ss_find(h, w, &ih), ft = ss_find(t, w, &it);
				bad += fh != ft || (fh && ih != it);
			}
			int rh = ss_find_or_put(h, v, &ih), rt = ss_find_or_put(t, v, &it);
			bad += rh != rt || ih != it;
			if (x % 17 == 0)
				bad += memcmp(ss_get(t, it), v, vs) != 0;
		}
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_EQUAL(h->count, t->count);
		for (uint64_t i = 0; i < h->count; i++)
			bad += memcmp(ss_get(h, i), ss_get(t, i), vs) != 0;
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_EQUAL(mem.used, ss_bytes(t));
		ss_free(h);
		ss_free(t);
		CU_ASSERT_EQUAL(mem.used, 0);
	}
}

/* The tree store with more states than one chunk of pairs holds (its
 * root table grows, its chunks are repacked wider as node numbers and
 * leaf values grow): the same numbers as the hash store, every state
 * given back, the memory accounted. */
static void test_tree_many(void)
{
	RtMem mem = { 0, 0, 0, 0 };
	SsStore *h = ss_new(16, 0, NULL);
	SsStore *t = ss_new_algo(&ss_algo_tree, 16, NULL, &mem);
	CU_ASSERT_PTR_NOT_NULL_FATAL(t);
	uint32_t v[4];
	uint64_t ih, it, x = 1;
	int bad = 0;
	for (uint32_t i = 0; i < 300000; i++) {
		x ^= x << 13; x ^= x >> 7; x ^= x << 17;
		v[0] = i % 1000;                /* a small part ... */
		v[1] = (uint32_t)(x % 300);     /* ... a random one */
		v[2] = i < 200000 ? i / 7 : (uint32_t)(x >> 32); /* widening */
		v[3] = i % 3;
		int rh = ss_find_or_put(h, (uint8_t *)v, &ih);
		int rt = ss_find_or_put(t, (uint8_t *)v, &it);
		bad += rh != rt || ih != it;
	}
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT_EQUAL(h->count, t->count);
	CU_ASSERT(t->count > 2 * 65536);
	for (uint64_t i = 0; i < h->count; i += 1 + i % 3)
		bad += memcmp(ss_get(h, i), ss_get(t, i), 16) != 0;
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT_EQUAL(mem.used, ss_bytes(t));
	ss_free(h);
	ss_free(t);
	CU_ASSERT_EQUAL(mem.used, 0);
}

/* The tree store without numbers (SsConfig.nonum, its compact root
 * table): the same answers (new, known, present) as the hash store on
 * walks that fill the root table past several doublings and widen the
 * root's values (leaf words of up to 32 bits for short vectors). */
static void test_tree_nonum(void)
{
	SsConfig cfg = { .nonum = 1 };
	for (uint32_t vs = 1; vs <= 41; vs += 8) {
		RtMem mem = { 0, 0, 0, 0 };
		SsStore *h = ss_new(vs, 0, NULL);
		SsStore *t = ss_new_algo(&ss_algo_tree, vs, &cfg, &mem);
		CU_ASSERT_PTR_NOT_NULL_FATAL(t);
		uint8_t v[41], w[41];
		uint64_t ih, it, x = 88172645463325252ULL + vs;
		int bad = 0;
		memset(v, 0, sizeof v);
		for (int step = 0; step < 200000; step++) {
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			if (x % 10 == 0 && h->count) {
				memcpy(v, ss_get(h, x / 10 % h->count), vs);
			} else {
				v[x / 7 % vs] = (uint8_t)(x >> 40) &
				    (step < 100000 ? 7 : 255);
				if (x % 3 == 0)
					v[x / 11 % vs] ^= 1;
			}
			if (x % 13 == 0) {
				memcpy(w, v, vs);
				w[0] ^= 0x80;
				bad += ss_find(h, w, &ih) != ss_find(t, w, &it);
			}
			bad += ss_find_or_put(h, v, &ih) != ss_find_or_put(t, v, &it);
		}
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_EQUAL(h->count, t->count);
		for (uint64_t i = 0; i < h->count; i += 1 + i % 5)
			bad += ss_find(t, ss_get(h, i), &it) != 1;
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_PTR_NULL(ss_get(t, 0));
		CU_ASSERT_EQUAL(mem.used, ss_bytes(t));
		ss_free(h);
		ss_free(t);
		CU_ASSERT_EQUAL(mem.used, 0);
	}
}

/* A vector of vs bytes made from k, with process-slot-like holes: only
 * the first (k % vs) bytes can be non-zero, and every third word of those
 * is zero, so the vectors differ in where their zero tails start. */
static void mk_sparse(uint8_t *s, uint32_t vs, uint32_t k)
{
	uint32_t x = k * 2654435761u + 1, live = vs > 1 ? k % vs + 1 : 1;
	memset(s, 0, vs);
	for (uint32_t i = 0; i < live; i++) {
		x ^= x << 13; x ^= x >> 17; x ^= x << 5;
		if ((i / 4) % 3 != 2)
			s[i] = (uint8_t)x;
	}
	memcpy(s, &k, vs < 4 ? vs : 4); /* distinct for distinct k */
}

/* The compact store against the hash store: vectors of many sizes (not
 * multiples of 4 too) with zero tails of every length and zero words
 * inside; same numbers, same answers, ss_get gives back the whole vector
 * (its zero tail included); across table growth. */
static void test_compact_round_trip(void)
{
	static const uint32_t sizes[] = { 1, 3, 4, 5, 15, 16, 17, 63, 64, 65,
					  700, 1031, 2053 };
	for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
		uint32_t vs = sizes[z], N = vs > 256 ? 20000 : 40000;
		RtMem mem = { 0, 0, 0, 0 };
		SsConfig cfg = { .log2 = 1 };
		SsStore *h = ss_new(vs, 0, NULL);
		SsStore *c = ss_new_algo(&ss_algo_compact, vs, &cfg, &mem);
		CU_ASSERT_PTR_NOT_NULL_FATAL(c);
		uint8_t *v = malloc(vs), *g = malloc(vs);
		uint64_t ih, ic;
		int bad = 0;
		for (uint32_t k = 0; k < N; k++) {
			mk_sparse(v, vs, k % (N / 2)); /* every vector twice */
			int rh = ss_find_or_put(h, v, &ih), rc = ss_find_or_put(c, v, &ic);
			bad += rh != rc || ih != ic || rc < 0;
		}
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_EQUAL(c->count, h->count);
		for (uint64_t i = 0; i < c->count; i++) {
			memset(g, 0xa5, vs);
			memcpy(g, ss_get(c, i), vs);
			bad += memcmp(g, ss_get(h, i), vs) != 0;
			bad += ss_find(c, g, &ic) != 1 || ic != i;
		}
		CU_ASSERT_EQUAL(bad, 0);
		CU_ASSERT_EQUAL(mem.used, ss_bytes(c));
		ss_free(h);
		ss_free(c);
		CU_ASSERT_EQUAL(mem.used, 0);
		free(v);
		free(g);
	}
}

/* Vectors that differ only in their last byte, or only in how far their
 * trailing non-zero bytes reach, are different states; a vector of zeros
 * is one too. */
static void test_compact_tails(void)
{
	enum { VS = 203 };
	SsStore *c = ss_new_algo(&ss_algo_compact, VS, NULL, NULL);
	CU_ASSERT_PTR_NOT_NULL_FATAL(c);
	uint8_t v[VS];
	uint64_t idx, n = 0;
	memset(v, 0, VS);
	CU_ASSERT_EQUAL(ss_find_or_put(c, v, &idx), 1);
	CU_ASSERT_EQUAL(idx, n++);
	for (int last = 0; last < VS; last++) { /* 1 at byte last, rest 0 */
		memset(v, 0, VS);
		v[last] = 1;
		CU_ASSERT_EQUAL(ss_find_or_put(c, v, &idx), 1);
		CU_ASSERT_EQUAL(idx, n++);
	}
	for (int b = 1; b < 256; b++) { /* the last byte alone differs */
		memset(v, 7, VS);
		v[VS - 1] = (uint8_t)b;
		CU_ASSERT_EQUAL(ss_find_or_put(c, v, &idx), 1);
		CU_ASSERT_EQUAL(idx, n++);
	}
	memset(v, 0, VS);
	CU_ASSERT_EQUAL(ss_find(c, v, &idx), 1);
	CU_ASSERT_EQUAL(idx, 0);
	v[VS - 1] = 1;
	CU_ASSERT_EQUAL(ss_find(c, v, &idx), 1);
	CU_ASSERT_EQUAL(idx, VS);
	CU_ASSERT_EQUAL(memcmp(ss_get(c, idx), v, VS), 0);
	v[VS - 2] = 1;
	CU_ASSERT_EQUAL(ss_find(c, v, &idx), 0);
	CU_ASSERT_EQUAL(c->count, n);
	ss_free(c);
}

/* Sparse vectors cost the compact store less than the hash store: 700
 * bytes with 60 in use need at most a quarter of the memory. */
static void test_compact_saves(void)
{
	enum { VS = 700, N = 50000 };
	RtMem mh = { 0, 0, 0, 0 }, mc = { 0, 0, 0, 0 };
	SsStore *h = ss_new(VS, 0, &mh);
	SsStore *c = ss_new_algo(&ss_algo_compact, VS, NULL, &mc);
	CU_ASSERT_PTR_NOT_NULL_FATAL(c);
	uint8_t v[VS];
	uint64_t idx;
	for (uint32_t k = 0; k < N; k++) {
		mk_sparse(v, 60, k);
		memset(v + 60, 0, VS - 60);
		ss_find_or_put(h, v, &idx);
		ss_find_or_put(c, v, &idx);
	}
	CU_ASSERT_EQUAL(c->count, h->count);
	CU_ASSERT(4 * ss_bytes(c) <= ss_bytes(h));
	ss_free(h);
	ss_free(c);
}

/* Run f on every lossless store. */
static void each_lossless(void (*f)(const SsAlgo *))
{
	for (int i = 0; ss_algos[i]; i++)
		if (ss_algos[i]->flags & SS_LOSSLESS)
			f(ss_algos[i]);
}

static void test_grow_no_loss(void) { each_lossless(grow_no_loss); }
static void test_tiny_vectors(void) { each_lossless(tiny_vectors); }
static void test_memlim(void) { each_lossless(memlim); }

static void test_table(void)
{
	CU_ASSERT_PTR_EQUAL(ss_algo_find(NULL), &ss_algo_hash);
	CU_ASSERT_PTR_EQUAL(ss_algo_find("hash"), &ss_algo_hash);
	CU_ASSERT_PTR_NULL(ss_algo_find("nosuch"));
	/* no name: the default for the vector size */
	CU_ASSERT_PTR_EQUAL(ss_algo_pick(NULL, SS_COMPACT_VSIZE - 1), &ss_algo_hash);
	CU_ASSERT_PTR_EQUAL(ss_algo_pick(NULL, SS_COMPACT_VSIZE), &ss_algo_compact);
	CU_ASSERT_PTR_EQUAL(ss_algo_pick("", 4096), &ss_algo_compact);
	CU_ASSERT_PTR_EQUAL(ss_algo_pick("hash", 4096), &ss_algo_hash);
	CU_ASSERT_PTR_EQUAL(ss_algo_pick("tree", 8), &ss_algo_tree);
	CU_ASSERT_PTR_NULL(ss_algo_pick("nosuch", 8));
	for (int i = 0; ss_algos[i]; i++) {
		SsStore *ss = ss_new_algo(ss_algos[i], 8, NULL, NULL);
		CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
		CU_ASSERT_PTR_EQUAL(ss->algo, ss_algos[i]);
		CU_ASSERT_EQUAL(!!(ss_algos[i]->flags & SS_LOSSLESS),
		    ss_algos[i]->get != NULL);
		ss_free(ss);
	}
}

/* Hash compaction: 64-bit signatures lose nothing on 200000 states (the
 * expected loss is 1e-9); 32-bit ones about 200000^2 / 2^33 = 4.7 states;
 * every state inserted is found again; growth keeps them. */
static void hc_store(const SsAlgo *a, uint32_t maxlost)
{
	RtMem mem = { 0, 0, 0, 0 };
	SsStore *ss = ss_new_algo(a, 12, NULL, &mem);
	uint8_t s[12];
	uint64_t idx;
	const uint32_t N = 200000;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	CU_ASSERT_PTR_NULL(ss->algo->get);
	uint32_t ins = 0, bad = 0;
	for (uint32_t k = 0; k < N; k++)
		ins += ss_find_or_put(ss, (mk(s, k), s), &idx) == 1;
	CU_ASSERT(ins + maxlost >= N && ins <= N);
	CU_ASSERT_EQUAL(ss->count, ins);
	for (uint32_t k = 0; k < N; k++) {
		mk(s, k);
		if (ss_find_or_put(ss, s, &idx) != 0 || ss_find(ss, s, &idx) != 1)
			bad++;
	}
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT_EQUAL(mem.used, ss_bytes(ss));
	/* 8 (or 4) bytes per slot, the table at most 3/4 full */
	CU_ASSERT(ss_bytes(ss) <= (a == &ss_algo_hc ? 8 : 4) * 2 * 4 * (size_t)N / 3 + 64);
	ss_free(ss);
	CU_ASSERT_EQUAL(mem.used, 0);
}

static void test_hc(void)
{
	hc_store(&ss_algo_hc, 0);
	hc_store(&ss_algo_hc32, 100);
	/* over the memory limit: -1, nothing lost */
	RtMem mem = { 0, 0, 1u << 16, 0 };
	SsStore *ss = ss_new_algo(&ss_algo_hc, 12, NULL, &mem);
	uint8_t s[12];
	uint64_t idx, n = 0;
	int r;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	while ((r = ss_find_or_put(ss, (mk(s, (uint32_t)n), s), &idx)) == 1)
		n++;
	CU_ASSERT_EQUAL(r, -1);
	CU_ASSERT(n > 1000 && mem.used <= mem.limit);
	ss_free(ss);
}

/* Bitstate: with a hash factor of 2^20 / 10000 = 105 and k = 3 few states
 * are lost; every inserted state is found again; a 2^10-bit array fills
 * up and then loses nearly everything, but never fails; the seed changes
 * which states collide. */
static void test_bitstate(void)
{
	SsConfig cfg = { .bits = 20, .k = 3 };
	RtMem mem = { 0, 0, 0, 0 };
	SsStore *ss = ss_new_algo(&ss_algo_bitstate, 12, &cfg, &mem);
	uint8_t s[12];
	uint64_t idx;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
	CU_ASSERT_EQUAL(mem.used, (1u << 20) / 8);
	uint32_t ins = 0, bad = 0;
	for (uint32_t k = 0; k < 10000; k++)
		ins += ss_find_or_put(ss, (mk(s, k), s), &idx) == 1;
	CU_ASSERT(ins > 9990 && ins <= 10000);
	for (uint32_t k = 0; k < 10000; k++)
		bad += ss_find(ss, (mk(s, k), s), &idx) != 1;
	CU_ASSERT_EQUAL(bad, 0);
	ss_free(ss);
	CU_ASSERT_EQUAL(mem.used, 0);
	uint32_t got[2];
	for (int seed = 0; seed < 2; seed++) {
		SsConfig small = { .bits = 10, .k = 2, .seed = (uint64_t)seed * 77 + 1 };
		ss = ss_new_algo(&ss_algo_bitstate, 12, &small, NULL);
		CU_ASSERT_PTR_NOT_NULL_FATAL(ss);
		got[seed] = 0;
		for (uint32_t k = 0; k < 100000; k++) {
			int r = ss_find_or_put(ss, (mk(s, k), s), &idx);
			CU_ASSERT(r == 0 || r == 1);
			got[seed] += (uint32_t)r << (k & 31);
		}
		CU_ASSERT(ss->count < 1024);
		ss_free(ss);
	}
	CU_ASSERT_NOT_EQUAL(got[0], got[1]);
	/* the array is reserved up front, within the limit or not at all */
	RtMem tight = { 0, 0, 1000, 0 };
	CU_ASSERT_PTR_NULL(ss_new_algo(&ss_algo_bitstate, 12, &cfg, &tight));
	CU_ASSERT_EQUAL(tight.used, 0);
}

/* The swarm's HyperLogLog sketch: counts within 5%, the merge of two
 * overlapping sketches estimates the union. */
static void test_sketch(void)
{
	static uint8_t a[RT_SKETCH_SIZE], b[RT_SKETCH_SIZE], u[RT_SKETCH_SIZE];
	uint8_t s[12];
	CU_ASSERT(rt_sketch_count(a) < 1);
	for (uint32_t k = 0; k < 100; k++)
		rt_sketch_add(a, (mk(s, k), s), 12);
	CU_ASSERT(rt_sketch_count(a) > 95 && rt_sketch_count(a) < 105);
	for (uint32_t k = 0; k < 200000; k++) {
		rt_sketch_add(a, (mk(s, k), s), 12);
		rt_sketch_add(a, s, 12); /* twice: counted once */
		rt_sketch_add(b, (mk(s, k + 100000), s), 12);
	}
	for (unsigned j = 0; j < RT_SKETCH_SIZE; j++)
		u[j] = a[j] > b[j] ? a[j] : b[j];
	double na = rt_sketch_count(a), nu = rt_sketch_count(u);
	CU_ASSERT(na > 190000 && na < 210000);
	CU_ASSERT(nu > 285000 && nu < 315000);
}

static void test_mem_reserve(void)
{
	RtMem m = { 0, 0, 100, 0 };
	CU_ASSERT_EQUAL(rt_mem_reserve(&m, 60), 0);
	CU_ASSERT_EQUAL(rt_mem_reserve(&m, 60), -1);
	CU_ASSERT_EQUAL(m.used, 60);
	CU_ASSERT(m.hit);
	rt_mem_release(&m, 60);
	CU_ASSERT_EQUAL(rt_mem_reserve(&m, 100), 0);
	CU_ASSERT_EQUAL(m.peak, 100);
	CU_ASSERT_EQUAL(rt_mem_reserve(NULL, 1000), 0);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_store", NULL, NULL);
	CU_add_test(s, "the table of stores", test_table);
	CU_add_test(s, "growth keeps every state", test_grow_no_loss);
	CU_add_test(s, "one-byte vectors", test_tiny_vectors);
	CU_add_test(s, "memory limit stops insertion cleanly", test_memlim);
	CU_add_test(s, "tree store = hash store on random walks", test_tree_walk);
	CU_add_test(s, "tree store: many states, wider values", test_tree_many);
	CU_add_test(s, "tree store without numbers = hash store", test_tree_nonum);
	CU_add_test(s, "compact store = hash store, zero tails", test_compact_round_trip);
	CU_add_test(s, "compact store: vectors that differ at the end", test_compact_tails);
	CU_add_test(s, "compact store: sparse vectors take less", test_compact_saves);
	CU_add_test(s, "hash compaction", test_hc);
	CU_add_test(s, "bitstate", test_bitstate);
	CU_add_test(s, "swarm sketch", test_sketch);
	CU_add_test(s, "memory reservations", test_mem_reserve);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
