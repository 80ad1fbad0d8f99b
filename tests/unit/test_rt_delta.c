/* test_rt_delta.c -- CUnit tests of the state vector codes
 * (runtime/delta.h): the code turns one vector into the other and back,
 * stays within rt_delta_max, and is short when little changed. */
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/delta.h"

static uint64_t rng = 88172645463325252ULL;

static uint32_t rnd(uint32_t n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng % n);
}

/* Encode a -> b (n bytes), check the code both ways and its bound. */
static size_t round_trip(const uint8_t *a, const uint8_t *b, size_t n)
{
	uint8_t *code = malloc(rt_delta_max(n) + 8), *s = malloc(n + 1);
	CU_ASSERT_PTR_NOT_NULL_FATAL(code);
	CU_ASSERT_PTR_NOT_NULL_FATAL(s);
	memset(code, 0xa5, rt_delta_max(n) + 8);
	size_t len = rt_delta_encode(code, a, b, n);
	CU_ASSERT(len <= rt_delta_max(n));
	CU_ASSERT_EQUAL(code[rt_delta_max(n)], 0xa5);
	s[n] = 0x5a;
	memcpy(s, a, n);
	rt_delta_apply(s, code, len);
	CU_ASSERT(memcmp(s, b, n) == 0);
	rt_delta_apply(s, code, len);
	CU_ASSERT(memcmp(s, a, n) == 0);
	CU_ASSERT_EQUAL(s[n], 0x5a); /* nothing written past the vector */
	free(code);
	free(s);
	return len;
}

/* Random pairs of every size up to 300 bytes and a few large ones, with
 * few, many or all bytes changed. */
static void test_random_pairs(void)
{
	size_t sizes[310];
	int k = 0;
	for (size_t n = 0; n <= 300; n++)
		sizes[k++] = n;
	sizes[k++] = 700;
	sizes[k++] = 4096;
	sizes[k++] = 70000; /* gaps and runs of more than one LEB128 byte */
	for (int i = 0; i < k; i++) {
		size_t n = sizes[i];
		uint8_t *a = malloc(n + 1), *b = malloc(n + 1);
		CU_ASSERT_PTR_NOT_NULL_FATAL(a);
		CU_ASSERT_PTR_NOT_NULL_FATAL(b);
		for (int pass = 0; pass < 4; pass++) {
			for (size_t j = 0; j < n; j++)
				a[j] = b[j] = (uint8_t)rnd(256);
			uint32_t pct = pass == 0 ? 1 : pass == 1 ? 20 :
			    pass == 2 ? 70 : 100;
			for (size_t j = 0; j < n; j++)
				if (rnd(100) < pct)
					b[j] ^= (uint8_t)(1 + rnd(255));
			round_trip(a, b, n);
		}
		free(a);
		free(b);
	}
}

/* The worst pattern for the run headers: one changed byte in three or
 * four; equal vectors give an empty code; a long run of changes. */
static void test_patterns(void)
{
	enum { N = 1000 };
	uint8_t a[N], b[N];
	memset(a, 7, N);
	memcpy(b, a, N);
	CU_ASSERT_EQUAL(round_trip(a, b, N), 0);
	for (int step = 1; step <= 5; step++) {
		memcpy(b, a, N);
		for (int j = 0; j < N; j += step)
			b[j] = 9;
		round_trip(a, b, N);
	}
	memcpy(b, a, N);
	memset(b + 100, 1, 600);
	round_trip(a, b, N);
}

/* What a step usually changes in a 700-byte vector (a program counter
 * and a variable far apart) costs a few bytes, not the vector. */
static void test_small_change(void)
{
	uint8_t a[700], b[700];
	for (int j = 0; j < 700; j++)
		a[j] = (uint8_t)j;
	memcpy(b, a, sizeof b);
	b[13] ^= 1;
	b[600] += 3;
	b[601] += 1;
	CU_ASSERT(round_trip(a, b, sizeof a) <= 10);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_delta", NULL, NULL);
	CU_add_test(s, "random pairs round trip", test_random_pairs);
	CU_add_test(s, "patterns and the size bound", test_patterns);
	CU_add_test(s, "a small change costs a few bytes", test_small_change);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
