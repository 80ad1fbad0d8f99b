/*
 * test_rt_psafety.c -- CUnit tests of the multi-core safety search
 * (runtime/par/psafety.c, depth-first and --bfs) against the sequential
 * DFS on the hand-written models of tests/rt/: counts at 1, 2, 4 and 8
 * workers, the --bfs trail as short as the sequential BFS's, repeated runs
 * (termination must never lose a state), the first error's trail and
 * every trail of -e replayed, the memory limit.
 * MCC_PSAFETY_STRESS_N (default 30) sets the number of repeated runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/Basic.h>
#include "runtime/rt.h"
#include "runtime/par/psafety.h"
#include "runtime/search.h"
#include "runtime/sim.h"
#include "runtime/trail.h"
#define BIG_BITS 18
#include "tests/rt/model_m.c"
#include "tests/rt/model_r.c"
#include "tests/rt/model_big.c"
#include "tests/rt/fixture.c"

static char tmpdir[] = "/tmp/test_rt_psafety.XXXXXX";

/* Run with n workers (0: the sequential DFS); rs left for inspection. */
static void run(RtSearch *rs, const MccModel *m, const RtOptions *o, int n)
{
	CU_ASSERT_FATAL(rt_search_init(rs, m, o) == 0);
	if (n)
		rt_psafety_run(rs, n);
	else
		rt_dfs_run(rs);
}

static void test_counts(void)
{
	const MccModel *ms[] = { &model_m, &model_r, &model_big };
	for (int k = 0; k < 3; k++) {
		for (int v = 0; v < 4; v++) {
			int ign = v & 1, bfs = v >> 1;
			RtSearch seq, par;
			RtOptions o;
			opts(&o);
			o.stop_at = 0;
			o.ignore_end = ign;
			o.bfs = 0;
			run(&seq, ms[k], &o, 0);
			CU_ASSERT(rt_search_complete(&seq));
			o.bfs = bfs;
			for (int n = 1; n <= 8; n *= 2) {
				run(&par, ms[k], &o, n);
				CU_ASSERT_EQUAL(par.st.stored, seq.st.stored);
				CU_ASSERT_EQUAL(par.st.matched, seq.st.matched);
				CU_ASSERT_EQUAL(par.st.atomic, seq.st.atomic);
				CU_ASSERT_EQUAL(par.st.errors, seq.st.errors);
				CU_ASSERT_EQUAL(par.store->count, seq.st.stored);
				CU_ASSERT(rt_search_complete(&par));
				CU_ASSERT_EQUAL(memcmp(par.trans_seen, seq.trans_seen,
				    (size_t)ms[k]->ntrans), 0);
				rt_search_free(&par);
			}
			rt_search_free(&seq);
		}
	}
}

/* Termination under contention: every run stores every state. */
static void test_stress(void)
{
	const char *e = getenv("MCC_PSAFETY_STRESS_N");
	int runs = e ? atoi(e) : 30, bad = 0;
	for (int i = 0; i < runs; i++) {
		RtSearch rs;
		RtOptions o;
		opts(&o);
		o.stop_at = 0;
		o.bfs = i % 2;
		run(&rs, &model_big, &o, 2 + i % 3);
		if (rs.st.stored != (1u << BIG_BITS) || !rt_search_complete(&rs))
			bad++;
		rt_search_free(&rs);
	}
	CU_ASSERT_EQUAL(bad, 0);
}

static void test_first_error_trail(void)
{
	for (int i = 0; i < 20; i++) {
		RtSearch rs;
		RtOptions o;
		opts(&o);
		unlink(trailpath);
		run(&rs, &model_m, &o, 1 + i % 4);
		CU_ASSERT_EQUAL(rs.st.errors, 1);
		CU_ASSERT_EQUAL(rs.stop, RT_STOP_ERRORS);
		rt_search_free(&rs);
		CU_ASSERT_EQUAL(access(trailpath, R_OK), 0);
		CU_ASSERT_EQUAL(rt_replay(&model_m, &o, trailpath), RT_EXIT_OK);
	}
}

/* --bfs -j N: the first error's trail is as short as the sequential
 * BFS's (9 steps on model_m, test_rt_explore.c). */
static void test_bfs_shortest(void)
{
	for (int i = 0; i < 12; i++) {
		RtSearch rs;
		RtOptions o;
		opts(&o);
		o.bfs = 1;
		unlink(trailpath);
		run(&rs, &model_m, &o, 1 + i % 4);
		CU_ASSERT_EQUAL(rs.st.errors, 1);
		rt_search_free(&rs);
		CU_ASSERT_EQUAL(trail_len(trailpath), 9);
		CU_ASSERT_EQUAL(rt_replay(&model_m, &o, trailpath), RT_EXIT_OK);
	}
}

/* -e -c0: one trail per error, each replays. */
static void test_every_error(void)
{
	RtSearch rs;
	RtOptions o;
	char name[600];
	opts(&o);
	o.stop_at = 0;
	o.every_error = 1;
	run(&rs, &model_m, &o, 4);
	CU_ASSERT_EQUAL(rs.st.errors, 5);
	rt_search_free(&rs);
	for (uint64_t k = 1; k <= 5; k++) {
		rt_trail_path(name, sizeof name, &model_m, trailpath, k, NULL);
		CU_ASSERT_EQUAL(rt_replay(&model_m, &o, name), RT_EXIT_OK);
		unlink(name);
	}
}

static void test_memlim(void)
{
	RtSearch rs;
	RtOptions o;
	opts(&o);
	o.memlim = 2 << 20;
	run(&rs, &model_big, &o, 4);
	CU_ASSERT_EQUAL(rs.stop, RT_STOP_MEMORY);
	CU_ASSERT(!rt_search_complete(&rs));
	CU_ASSERT(rs.st.stored < (1u << BIG_BITS));
	/* the store and the workers' arrays share the limit */
	CU_ASSERT(ss_bytes(rs.store) + rs.st.stack_bytes <= o.memlim);
	rt_search_free(&rs);
}

int main(void)
{
	if (!mkdtemp(tmpdir))
		return 1;
	snprintf(trailpath, sizeof trailpath, "%s/t.trail", tmpdir);
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_psafety", NULL, NULL);
	CU_add_test(s, "counts at 1/2/4/8 workers = sequential DFS", test_counts);
	CU_add_test(s, "repeated runs store every state", test_stress);
	CU_add_test(s, "first error: stop, trail replays", test_first_error_trail);
	CU_add_test(s, "-e -c0: every trail replays", test_every_error);
	CU_add_test(s, "--bfs: trail as short as the sequential BFS's", test_bfs_shortest);
	CU_add_test(s, "memory limit stops the search", test_memlim);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	unlink(trailpath);
	rmdir(tmpdir);
	return f ? 1 : 0;
}
