/*
 * test_rt_por.c -- CUnit tests of partial-order reduction (runtime/por/)
 * on a hand-written model of three processes that each take two steps:
 *
 *   byte g;
 *   active proctype P0() { step; step }   (and P1, P2 alike)
 *
 * With the steps touching nothing shared (table `indep`) the full state
 * space has 3^3 = 27 states and any correct reduction explores one
 * interleaving: 7 states.  With every step writing g (table `shared`) no
 * step accords with another and nothing may be left out.  Vector: [0]
 * nprocs, [1..3] the processes' locations (0, 1, 2 = end), [4] g.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/rt.h"
#include "runtime/search.h"
#include "runtime/por/por.h"

static const MccTransInfo q_trans[] = {
	{ 0, 0, 1, "q.pml", 1, "a", 0, 0 }, { 0, 1, 2, "q.pml", 1, "b", 0, 0 },
	{ 1, 0, 1, "q.pml", 2, "a", 0, 0 }, { 1, 1, 2, "q.pml", 2, "b", 0, 0 },
	{ 2, 0, 1, "q.pml", 3, "a", 0, 0 }, { 2, 1, 2, "q.pml", 3, "b", 0, 0 },
	{ 0, 2, 2, "q.pml", 1, "-end-", 0, 0 }, { 1, 2, 2, "q.pml", 2, "-end-", 0, 0 },
	{ 2, 2, 2, "q.pml", 3, "-end-", 0, 0 },
};
static const MccLocInfo q_locs[] = {
	{ 1, "a", MCC_LOC_INIT, NULL, 0 }, { 1, "b", 0, NULL, 0 },
	{ 1, "-end-", MCC_LOC_FINAL, NULL, 0 },
};
static const MccProcInfo q_procs[] = {
	{ "P0", 0, 3, q_locs, 0 }, { "P1", 0, 3, q_locs, 0 }, { "P2", 0, 3, q_locs, 0 },
};
static const MccVarInfo q_vars[] = { { "g", -1, 4, MCC_VT_BYTE, 1, 1, 0, 0 } };

static int q_initial(uint8_t *s) { memset(s, 0, 5); s[0] = 3; return 0; }

/* Every process not at its end moves; no death steps (they stay). */
static int q_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	int n = 0;
	(void)excl;
	for (int p = 2; p >= 0; p--) {
		if (s[1 + p] >= 2)
			continue;
		uint8_t t[5];
		memcpy(t, s, 5);
		MccStep st = { (int16_t)p, -1, 2 * p + s[1 + p], -1, 0, 0, -1, NULL, 0 };
		t[1 + p]++;
		t[4]++;
		cb(ctx, t, &st);
		n++;
	}
	return n;
}

static int q_nprocs(const uint8_t *s) { return s[0]; }
static int q_proc_type(const uint8_t *s, int pid) { (void)s; return pid; }
static int q_proc_loc(const uint8_t *s, int pid) { return s[1 + pid]; }
static int q_proc_offset(const uint8_t *s, int pid) { (void)s; return 1 + pid; }
static int q_valid_end(const uint8_t *s, int strict)
{
	(void)strict;
	return s[1] == 2 && s[2] == 2 && s[3] == 2;
}

static const struct MccModelLtl q_ltl;

/* [nobj, nrows, off-reason, queue-0 object, global queues, 10 row
 * offsets, rows (flags, n, pairs)] */
#define ROWS0 (MCC_POR_HDR + 10)
static const int32_t por_indep[] = { 2, 9, 0, 2, 0,
	ROWS0, ROWS0 + 2, ROWS0 + 4, ROWS0 + 6, ROWS0 + 8, ROWS0 + 10, ROWS0 + 12,
	ROWS0 + 16, ROWS0 + 20, ROWS0 + 24,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 1, 0, 19, 0, 1, 0, 19, 0, 1, 0, 19 };
static const int32_t por_shared[] = { 2, 9, 0, 2, 0,
	ROWS0, ROWS0 + 4, ROWS0 + 8, ROWS0 + 12, ROWS0 + 16, ROWS0 + 20, ROWS0 + 24,
	ROWS0 + 28, ROWS0 + 32, ROWS0 + 36,
	0, 1, 1, 19, 0, 1, 1, 19, 0, 1, 1, 19, 0, 1, 1, 19, 0, 1, 1, 19, 0, 1, 1, 19,
	0, 1, 0, 19, 0, 1, 0, 19, 0, 1, 0, 19 };
static const int32_t por_off[] = { 2, 9, MCC_POR_OFF_C_CODE };

#define Q_MODEL(name, table) \
	static const MccModel name = { MCC_MODEL_ABI, "q", "q.pml", 5, q_initial, q_next, \
		q_nprocs, q_proc_type, q_proc_loc, q_proc_offset, q_valid_end, 6, q_trans, 3, \
		q_procs, 1, q_vars, 0, NULL, -1, &q_ltl, NULL, NULL, NULL, table, NULL, NULL, .merge = NULL }
Q_MODEL(q_indep, por_indep);
Q_MODEL(q_shared, por_shared);
Q_MODEL(q_noreduce, por_off);

static uint64_t states(const MccModel *m, int por)
{
	RtSearch rs;
	RtOptions o;
	char *argv[] = { "pan", NULL };
	rt_options_parse(&o, 1, argv);
	o.por = por;
	o.no_unreached = 1;
	CU_ASSERT_FATAL(rt_search_init(&rs, m, &o) == 0);
	rt_dfs_run(&rs);
	uint64_t n = rs.st.stored;
	CU_ASSERT_EQUAL(rs.st.errors, 0);
	CU_ASSERT(rt_search_complete(&rs));
	rt_search_free(&rs);
	return n;
}

static void test_independent(void)
{
	CU_ASSERT_EQUAL(states(&q_indep, RT_POR_OFF), 27);
	CU_ASSERT_EQUAL(states(&q_indep, RT_POR_STUBBORN), 7);
	CU_ASSERT_EQUAL(states(&q_indep, RT_POR_AMPLE), 7);
}

static void test_dependent(void)
{
	/* g makes states differ by how many steps were taken only, so the
	 * full graph has 27 states; no reduction may drop any */
	CU_ASSERT_EQUAL(states(&q_shared, RT_POR_STUBBORN), states(&q_shared, RT_POR_OFF));
	CU_ASSERT_EQUAL(states(&q_shared, RT_POR_AMPLE), states(&q_shared, RT_POR_OFF));
}

static void test_off_reason(void)
{
	const char *why = NULL;
	CU_ASSERT_PTR_NULL(rt_por_new(&q_noreduce, RT_POR_STUBBORN, &why));
	CU_ASSERT_PTR_NOT_NULL(why);
	if (why)
		CU_ASSERT_PTR_NOT_NULL(strstr(why, "embedded C"));
}

/* The rest of a reduced set is exactly what it left out. */
static int ncalls;
static int seen[8];
static void count(void *ctx, const uint8_t *succ, const MccStep *st)
{
	(void)ctx;
	(void)succ;
	ncalls++;
	if (st->trans >= 0 && st->trans < 8)
		seen[st->trans]++;
}

static void test_rest(void)
{
	for (int algo = RT_POR_STUBBORN; algo <= RT_POR_AMPLE; algo++) {
		const char *why;
		RtPor *p = rt_por_new(&q_indep, algo, &why);
		CU_ASSERT_PTR_NOT_NULL_FATAL(p);
		uint8_t s[5];
		q_initial(s);
		memset(seen, 0, sizeof seen);
		ncalls = 0;
		CU_ASSERT_EQUAL(rt_por_next(p, s, -1, 0, count, NULL), 1);
		CU_ASSERT_EQUAL(ncalls, 1);
		CU_ASSERT_EQUAL(rt_por_next(p, s, -1, 1, count, NULL), 0);
		CU_ASSERT_EQUAL(ncalls, 3);
		CU_ASSERT(seen[0] == 1 && seen[2] == 1 && seen[4] == 1);
		/* inside an atomic sequence nothing is reduced */
		ncalls = 0;
		CU_ASSERT_EQUAL(rt_por_next(p, s, 0, 0, count, NULL), 0);
		CU_ASSERT_EQUAL(ncalls, 3);
		CU_ASSERT_EQUAL(rt_por_stats(p)->reduced, 1);
		CU_ASSERT_EQUAL(rt_por_stats(p)->proviso, 1);
		rt_por_free(p);
	}
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rt_por", NULL, NULL);
	CU_add_test(s, "independent steps: one interleaving", test_independent);
	CU_add_test(s, "dependent steps: no reduction", test_dependent);
	CU_add_test(s, "models without reduction say why", test_off_reason);
	CU_add_test(s, "rest = the complement of a reduced set", test_rest);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned nf = CU_get_number_of_failures();
	CU_cleanup_registry();
	return nf ? 1 : 0;
}
