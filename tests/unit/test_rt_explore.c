/*
 * test_rt_explore.c -- CUnit tests of the safety search (DFS, BFS), the
 * counters, error detection, the depth bound, the memory limit, trails and
 * their replay, on hand-written models (tests/rt/model_*.c) whose expected
 * numbers come from Spin's pan on the same Promela models.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/Basic.h>
#include "runtime/rt.h"
#include "runtime/search.h"
#include "runtime/sim.h"
#include "runtime/trail.h"
#include "tests/rt/model_m.c"
#include "tests/rt/model_r.c"
#include "tests/rt/model_big.c"

static char tmpdir[] = "/tmp/test_rt_explore.XXXXXX";
static char trailpath[512];

static void opts(RtOptions *o)
{
	char *argv[] = { "pan", NULL };
	rt_options_parse(o, 1, argv);
	o->trail = trailpath;
}

/* Run a search; the RtSearch is left for inspection (free it after). */
static void run(RtSearch *rs, const MccModel *m, const RtOptions *o)
{
	CU_ASSERT_FATAL(rt_search_init(rs, m, o) == 0);
	if (o->bfs)
		rt_bfs_run(rs);
	else
		rt_dfs_run(rs);
}

static uint64_t trail_len(const char *path)
{
	MccStep *st;
	uint64_t n = 0;
	if (rt_trail_read(path, &st, &n) < 0)
		return (uint64_t)-1;
	free(st);
	return n;
}

static void test_counts_full(void)
{
	RtSearch rs;
	RtOptions o;
	for (int bfs = 0; bfs < 2; bfs++) {
		opts(&o);
		o.stop_at = 0;
		o.bfs = bfs;
		run(&rs, &model_m, &o);
		CU_ASSERT_EQUAL(rs.st.stored, 33);
		CU_ASSERT_EQUAL(rs.st.matched, 16);
		CU_ASSERT_EQUAL(rs.st.atomic, 9);
		CU_ASSERT_EQUAL(rs.st.errors, 5);
		if (!bfs)
			CU_ASSERT_EQUAL(rs.st.depth_max, 14);
		CU_ASSERT(rt_search_complete(&rs));
		rt_search_free(&rs);
	}
}

static void test_first_error(void)
{
	RtSearch rs;
	RtOptions o;
	opts(&o);
	unlink(trailpath);
	run(&rs, &model_m, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 1);
	CU_ASSERT_EQUAL(rs.st.stored, 8);
	CU_ASSERT_EQUAL(rs.st.matched, 0);
	CU_ASSERT_EQUAL(rs.st.atomic, 2);
	CU_ASSERT_EQUAL(rs.st.depth_max, 9);
	CU_ASSERT_EQUAL(rs.stop, RT_STOP_ERRORS);
	CU_ASSERT_EQUAL(trail_len(trailpath), 10);
	rt_search_free(&rs);
}

static void test_ignore_assert(void)
{
	RtSearch rs;
	RtOptions o;
	opts(&o);
	o.ignore_assert = 1;
	run(&rs, &model_m, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 0);
	CU_ASSERT_EQUAL(rs.st.stored, 33);
	CU_ASSERT(rt_search_complete(&rs));
	rt_search_free(&rs);
}

static void test_depth_limit(void)
{
	static const struct { int m; uint64_t stored, matched, atomic; } exp[] = {
		{ 5, 9, 8, 4 }, { 8, 15, 12, 7 }, { 10, 22, 15, 9 } };
	for (int i = 0; i < 3; i++) {
		RtSearch rs;
		RtOptions o;
		opts(&o);
		o.stop_at = 0;
		o.max_depth = exp[i].m;
		run(&rs, &model_m, &o);
		CU_ASSERT_EQUAL(rs.st.stored, exp[i].stored);
		CU_ASSERT_EQUAL(rs.st.matched, exp[i].matched);
		CU_ASSERT_EQUAL(rs.st.atomic, exp[i].atomic);
		CU_ASSERT(rs.st.truncated > 0);
		CU_ASSERT(!rt_search_complete(&rs));
		rt_search_free(&rs);
	}
}

static void test_bfs_shortest(void)
{
	RtSearch rs;
	RtOptions o;
	opts(&o);
	o.bfs = 1;
	unlink(trailpath);
	run(&rs, &model_m, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 1);
	CU_ASSERT_EQUAL(trail_len(trailpath), 9);
	rt_search_free(&rs);
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o), RT_EXIT_OK);
}

static void test_trail_roundtrip(void)
{
	RtSearch rs;
	RtOptions o;
	MccStep *st;
	uint64_t n;
	opts(&o);
	run(&rs, &model_m, &o);
	rt_search_free(&rs);
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o), RT_EXIT_OK);
	/* break it: step 3 of pid 0 with a transition that is not enabled */
	CU_ASSERT_FATAL(rt_trail_read(trailpath, &st, &n) == 0);
	st[2].trans = 4;
	CU_ASSERT(rt_trail_write(trailpath, st, n) == 0);
	free(st);
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o), RT_EXIT_FAILURE);
}

static void test_deadlock_rendezvous(void)
{
	RtSearch rs;
	RtOptions o;
	MccStep *st;
	uint64_t n;
	opts(&o);
	unlink(trailpath);
	run(&rs, &model_r, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 1);
	CU_ASSERT_EQUAL(rs.st.stored, 2);
	rt_search_free(&rs);
	CU_ASSERT_FATAL(rt_trail_read(trailpath, &st, &n) == 0);
	CU_ASSERT_EQUAL(n, 1);
	CU_ASSERT(n == 1 && st[0].pid == 0 && st[0].pid2 == 1 &&
		  st[0].trans == 0 && st[0].trans2 == 1);
	free(st);
	CU_ASSERT_EQUAL(rt_replay(&model_r, &o), RT_EXIT_OK);
	o.ignore_end = 1;
	run(&rs, &model_r, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 0);
	CU_ASSERT(rt_search_complete(&rs));
	rt_search_free(&rs);
}

static void test_big_and_memlim(void)
{
	RtSearch rs;
	RtOptions o;
	for (int bfs = 0; bfs < 2; bfs++) {
		opts(&o);
		o.bfs = bfs;
		run(&rs, &model_big, &o);
		CU_ASSERT_EQUAL(rs.st.stored, 1u << BIG_BITS);
		CU_ASSERT_EQUAL(rs.st.matched, (1u << BIG_BITS) + 1);
		CU_ASSERT(rt_search_complete(&rs));
		rt_search_free(&rs);
		opts(&o);
		o.bfs = bfs;
		o.memlim = 1u << 20;
		run(&rs, &model_big, &o);
		CU_ASSERT_EQUAL(rs.stop, RT_STOP_MEMORY);
		CU_ASSERT(rs.st.stored < (1u << BIG_BITS));
		CU_ASSERT(rs.mem.peak <= o.memlim);
		rt_search_free(&rs);
	}
}

static void test_main_status(void)
{
	char mopt[600];
	snprintf(mopt, sizeof mopt, "--trail=%s", trailpath);
	char *a1[] = { "pan", mopt, NULL };
	char *a2[] = { "pan", "-E", "-n", "--json", NULL };
	char *a3[] = { "pan", "-zz", NULL };
	char *a4[] = { "pan", "-m3", NULL };
	char *a5[] = { "pan", "-a", NULL };
	CU_ASSERT_EQUAL(rt_main(2, a1, &model_m), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(rt_main(4, a2, &model_r), RT_EXIT_OK);
	CU_ASSERT_EQUAL(rt_main(2, a3, &model_m), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(rt_main(2, a4, &model_big), RT_EXIT_INCOMPLETE);
	CU_ASSERT_EQUAL(rt_main(2, a5, &model_m), RT_EXIT_FAILURE);
}

static void test_simulate(void)
{
	RtOptions o;
	opts(&o);
	o.mode = RT_MODE_SIMULATE;
	o.seed = 1;
	o.seed_set = 1;
	/* every run of m ends in the assertion violation */
	for (int i = 0; i < 5; i++) {
		o.seed = (uint64_t)i;
		CU_ASSERT_EQUAL(rt_simulate(&model_m, &o), RT_EXIT_ERRORS);
	}
	CU_ASSERT_EQUAL(rt_simulate(&model_r, &o), RT_EXIT_ERRORS);
	o.sim_steps = 10;
	CU_ASSERT_EQUAL(rt_simulate(&model_big, &o), RT_EXIT_OK);
}

int main(void)
{
	if (!mkdtemp(tmpdir))
		return 1;
	snprintf(trailpath, sizeof trailpath, "%s/t.trail", tmpdir);
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_explore", NULL, NULL);
	CU_add_test(s, "full counts match Spin (DFS, BFS)", test_counts_full);
	CU_add_test(s, "first error, stop, trail", test_first_error);
	CU_add_test(s, "-A ignores assertions", test_ignore_assert);
	CU_add_test(s, "-m depth bound matches Spin", test_depth_limit);
	CU_add_test(s, "BFS gives the shortest trail", test_bfs_shortest);
	CU_add_test(s, "trail round trip and mismatch", test_trail_roundtrip);
	CU_add_test(s, "rendezvous + invalid end state", test_deadlock_rendezvous);
	CU_add_test(s, "large model, memory limit", test_big_and_memlim);
	CU_add_test(s, "rt_main exit statuses", test_main_status);
	CU_add_test(s, "random simulation", test_simulate);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	unlink(trailpath);
	rmdir(tmpdir);
	return f ? 1 : 0;
}
