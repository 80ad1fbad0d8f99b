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
#include "tests/rt/model_deep.c"
#include "tests/rt/model_wide.c"
#include "tests/rt/fixture.c"

static char tmpdir[] = "/tmp/test_rt_explore.XXXXXX";

/* Run a search; the RtSearch is left for inspection (free it after). */
static void run(RtSearch *rs, const MccModel *m, const RtOptions *o)
{
	CU_ASSERT_FATAL(rt_search_init(rs, m, o) == 0);
	if (o->bfs)
		rt_bfs_run(rs);
	else
		rt_dfs_run(rs);
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
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o, trailpath), RT_EXIT_OK);
}

static void test_trail_roundtrip(void)
{
	RtSearch rs;
	RtOptions o;
	MccStep *st;
	int claim;
	uint64_t n;
	opts(&o);
	run(&rs, &model_m, &o);
	rt_search_free(&rs);
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o, trailpath), RT_EXIT_OK);
	/* break it: step 3 of pid 0 with a transition that is not enabled */
	CU_ASSERT_FATAL(rt_trail_read(trailpath, &st, &n, &claim) == 0);
	st[2].trans = 4;
	CU_ASSERT(rt_trail_write(trailpath, st, n) == 0);
	free(st);
	CU_ASSERT_EQUAL(rt_replay(&model_m, &o, trailpath), RT_EXIT_FAILURE);
}

/* Trail names (trail.h): never Spin's MODEL.trail. */
static void test_trail_names(void)
{
	char b[256];
	MccModel m = model_m;
	m.source = "dir/sub/m.pml";
	rt_trail_path(b, sizeof b, &m, NULL, 0, NULL);
	CU_ASSERT_STRING_EQUAL(b, "m.pml.mcc.trail");
	rt_trail_path(b, sizeof b, &m, NULL, 2, NULL);
	CU_ASSERT_STRING_EQUAL(b, "m.pml2.mcc.trail");
	rt_trail_path(b, sizeof b, &m, NULL, 3, "p1");
	CU_ASSERT_STRING_EQUAL(b, "m.pml.p1.mcc.trail");
	rt_trail_path(b, sizeof b, &m, "out/t.trail", 0, "p1");
	CU_ASSERT_STRING_EQUAL(b, "out/t.trail");
	rt_trail_path(b, sizeof b, &m, "t", 4, "p1");
	CU_ASSERT_STRING_EQUAL(b, "t4.trail");
	CU_ASSERT_EQUAL(rt_trail_find(b, sizeof b, &m, "x.trail", 2, "p"), 0);
	CU_ASSERT_STRING_EQUAL(b, "x.trail");
	CU_ASSERT_EQUAL(rt_trail_find(b, sizeof b, &m, NULL, 0, "p1"), 0);
	CU_ASSERT_STRING_EQUAL(b, "m.pml.p1.mcc.trail");
	m.source = NULL;
	m.name = NULL;
	rt_trail_path(b, sizeof b, &m, NULL, 0, NULL);
	CU_ASSERT_STRING_EQUAL(b, "pan.mcc.trail");
}

static void test_deadlock_rendezvous(void)
{
	RtSearch rs;
	RtOptions o;
	MccStep *st;
	int claim;
	uint64_t n;
	opts(&o);
	unlink(trailpath);
	run(&rs, &model_r, &o);
	CU_ASSERT_EQUAL(rs.st.errors, 1);
	CU_ASSERT_EQUAL(rs.st.stored, 2);
	CU_ASSERT_EQUAL(rs.st.depth_max, 2); /* send + receive, as Spin */
	rt_search_free(&rs);
	CU_ASSERT_FATAL(rt_trail_read(trailpath, &st, &n, &claim) == 0);
	CU_ASSERT_EQUAL(n, 1);
	CU_ASSERT(n == 1 && st[0].pid == 0 && st[0].pid2 == 1 &&
		  st[0].trans == 0 && st[0].trans2 == 1);
	free(st);
	CU_ASSERT_EQUAL(rt_replay(&model_r, &o, trailpath), RT_EXIT_OK);
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
	CU_ASSERT_EQUAL(rt_main(2, a1, &model_m), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(rt_main(4, a2, &model_r), RT_EXIT_OK);
	CU_ASSERT_EQUAL(rt_main(2, a3, &model_m), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(rt_main(2, a4, &model_big), RT_EXIT_INCOMPLETE);
	/* -a on a model without property nor accept label: Spin's warning,
	 * then the safety search (which finds the assertion) */
	char *a5[] = { "pan", "-a", mopt, NULL };
	CU_ASSERT_EQUAL(rt_main(3, a5, &model_m), RT_EXIT_ERRORS);
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

/* Run f with stdout going to a file; returns the malloc'd output. */
static int replay_default(const MccModel *m, const RtOptions *o)
{
	return rt_replay(m, o, o->trail);
}

static char *capture(int (*f)(const MccModel *, const RtOptions *),
		     const MccModel *m, const RtOptions *o, int *status)
{
	char path[600];
	snprintf(path, sizeof path, "%s/out.txt", tmpdir);
	fflush(stdout);
	int saved = dup(1);
	FILE *out = fopen(path, "w+");
	if (!out || saved < 0)
		return NULL;
	dup2(fileno(out), 1);
	*status = f(m, o);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	long n = ftell(out);
	char *buf = calloc(1, n > 0 ? (size_t)n + 1 : 1);
	rewind(out);
	if (buf && n > 0 && fread(buf, 1, (size_t)n, out) != (size_t)n)
		buf[0] = 0;
	fclose(out);
	unlink(path);
	return buf;
}

/* The replay is what spin -t -p -g -l prints for this trail of m.pml,
 * line for line (Spin's state numbers are in model_m's tables). */
static void test_replay_text(void)
{
	static const char want[] =
		"  1:\tproc  1 (B:1) m.pml:11 (state 1)\t[x = (x+1)]\n"
		"\t\tx = 1\n"
		"  2: proc 1 terminates\n"
		"  3:\tproc  0 (A:1) m.pml:5 (state 1)\t[((x<3))]\n"
		"  4:\tproc  0 (A:1) m.pml:5 (state 2)\t[x = (x+1)]\n"
		"\t\tx = 2\n"
		"  5:\tproc  0 (A:1) m.pml:5 (state 3)\t[i = (i+1)]\n"
		"\t\tA(0):i = 1\n"
		"  6:\tproc  0 (A:1) m.pml:5 (state 1)\t[((x<3))]\n"
		"  7:\tproc  0 (A:1) m.pml:5 (state 2)\t[x = (x+1)]\n"
		"\t\tx = 3\n"
		"  8:\tproc  0 (A:1) m.pml:5 (state 3)\t[i = (i+1)]\n"
		"\t\tA(0):i = 2\n"
		"  9:\tproc  0 (A:1) m.pml:6 (state 5)\t[((x>=3))]\n"
		"spin: m.pml:8, Error: assertion violated\n"
		"spin: text of failed assertion: assert((x<3))\n"
		" 10:\tproc  0 (A:1) m.pml:8 (state 10)\t[assert((x<3))]\n"
		"spin: trail ends after 10 steps\n"
		"#processes: 1\n"
		"\t\tx = 3\n"
		" 10:\tproc  0 (A:1) m.pml:9 (state 11) <valid end state>\n"
		"\t\tA(0):i = 2\n"
		"2 processes created\n"
		"pan: replay ok: every step of the trail is a step of the model\n";
	RtSearch rs;
	RtOptions o;
	int status = -1;
	opts(&o);
	run(&rs, &model_m, &o);
	rt_search_free(&rs);
	char *got = capture(replay_default, &model_m, &o, &status);
	CU_ASSERT_PTR_NOT_NULL_FATAL(got);
	CU_ASSERT_EQUAL(status, RT_EXIT_OK);
	CU_ASSERT_STRING_EQUAL(got, want);
	free(got);
}

static int main_r_json(const MccModel *m, const RtOptions *o)
{
	char *argv[] = { "pan", "-E", "--json", NULL };
	(void)o;
	return rt_main(3, argv, m);
}

static void test_report_text(void)
{
	RtOptions o;
	int status = -1;
	opts(&o);
	char *got = capture(main_r_json, &model_r, &o, &status);
	CU_ASSERT_PTR_NOT_NULL_FATAL(got);
	CU_ASSERT_EQUAL(status, RT_EXIT_OK);
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "\tinvalid end states\t- (disabled by -E flag)\n"));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "State-vector 4 byte, depth reached 2, errors: 0\n"));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "        2 states, stored\n"));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "unreached in proctype P\n"
		"\tr.pml:2, state 2, \"-end-\"\n\t(1 of 3 states)\n"
		"unreached in proctype Q\n\t(0 of 2 states)\n"));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "{\"model\":\"r\",\"states_stored\":2,"
		"\"states_matched\":0,\"transitions\":2,\"atomic_steps\":0,"
		"\"depth\":2,\"errors\":0,\"state_vector_bytes\":4,"));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "\"complete\":true,\"result\":\"ok\","
		"\"store\":\"hash\","));
	CU_ASSERT_PTR_NOT_NULL(strstr(got, "\tstate store: hash ("));
	free(got);
}

/* The DFS's cost per level: a chain 65535 levels deep (model_big: c+1
 * first, 2c+1 kept for later) must cost at most a few hundred bytes per
 * level in all (the level, its successor records, growth by doubling),
 * also when known successors are settled at once. */
static void test_dfs_level_cost(void)
{
	RtSearch rs;
	RtOptions o;
	for (int settle = 0; settle < 2; settle++) {
		if (settle)
			setenv("PAN_DFS_SETTLE_BYTES", "0", 1);
		opts(&o);
		run(&rs, &model_big, &o);
		CU_ASSERT_EQUAL(rs.st.stored, 65536);
		CU_ASSERT(rs.st.depth_max >= 60000);
		double per = (double)rs.st.stack_bytes / (double)rs.st.depth_max;
		printf("\n    DFS stack: %llu bytes at depth %llu: %.1f bytes per "
		       "level%s ", (unsigned long long)rs.st.stack_bytes,
		       (unsigned long long)rs.st.depth_max, per,
		       settle ? " (settling at once)" : "");
		CU_ASSERT(per <= 320);
		rt_search_free(&rs);
		unsetenv("PAN_DFS_SETTLE_BYTES");
	}
}

/* The DFS with a cursor per level (model_deep: a path DEEP_LEN levels
 * deep, DEEP_PROCS + 1 successors per level): one record per level, as
 * the stack's own accounting (stack_bytes) shows, against DEEP_PROCS + 1
 * when the level keeps its whole block (model_deep_whole, or levels
 * entered below PAN_DFS_CURSOR_BYTES); the same counts every way, also
 * when known successors are settled at once. */

/* A DFS of m with PAN_DFS_CURSOR_BYTES and PAN_DFS_SETTLE_BYTES set as
 * given (NULL: unset). */
static void run_env(RtSearch *rs, const MccModel *m, const char *cursor,
    const char *settle)
{
	RtOptions o;
	if (cursor)
		setenv("PAN_DFS_CURSOR_BYTES", cursor, 1);
	if (settle)
		setenv("PAN_DFS_SETTLE_BYTES", settle, 1);
	opts(&o);
	run(rs, m, &o);
	unsetenv("PAN_DFS_CURSOR_BYTES");
	unsetenv("PAN_DFS_SETTLE_BYTES");
}

static void test_dfs_cursor_cost(void)
{
	static const struct {
		const MccModel *m;
		const char *cursor, *settle, *what;
	} run_of[] = {
		{ &model_deep, "0", NULL, "cursor" },
		{ &model_deep, "0", "0", "cursor, settling at once" },
		{ &model_deep_whole, NULL, NULL, "whole blocks" },
		{ &model_deep, "8000000", NULL, "whole blocks up to 8 MB, then cursor" },
	};
	double per[4];
	for (int i = 0; i < 4; i++) {
		RtSearch rs;
		run_env(&rs, run_of[i].m, run_of[i].cursor, run_of[i].settle);
		CU_ASSERT_EQUAL(rs.st.stored, DEEP_LEN + 1);
		CU_ASSERT_EQUAL(rs.st.matched, (uint64_t)DEEP_PROCS * (DEEP_LEN + 1));
		CU_ASSERT_EQUAL(rs.st.depth_max, DEEP_LEN);
		CU_ASSERT_EQUAL(rs.st.errors, 0);
		per[i] = (double)rs.st.stack_bytes / (double)rs.st.depth_max;
		printf("\n    DFS stack (%s): %llu bytes at depth %llu: %.1f bytes per level ",
		       run_of[i].what, (unsigned long long)rs.st.stack_bytes,
		       (unsigned long long)rs.st.depth_max, per[i]);
		rt_search_free(&rs);
	}
	/* a level (72 bytes) and one record of 24 + 8 bytes, with growth by
	 * doubling; whole blocks keep every record */
	CU_ASSERT(per[0] <= 2 * (72 + 32));
	CU_ASSERT(per[1] <= 2 * (72 + 32));
	CU_ASSERT(per[2] >= (DEEP_PROCS + 1) * 32);
	CU_ASSERT(per[3] > per[0] && per[3] < per[2]);
}

/* A level costs what its step changed, not the vector: on model_wide
 * (a path WIDE_LEN levels deep over a 1024-byte vector, each step
 * changing 5 bytes in two places) the stack takes less than 300 bytes a
 * level in every mode, whole blocks, cursor, settling at once (a level,
 * two or one short records, growth by doubling); a copy of the vector
 * per level would take 1024 and more.  PAN_DFS_CURSOR_BYTES=0: codes
 * from the bottom of the stack (by default the first 64 MB keep
 * vectors); the last run keeps them in the first 4 MB only, the same
 * counts. */
static void test_dfs_wide_cost(void)
{
	static const struct {
		const MccModel *m;
		const char *cursor, *settle;
	} run_of[] = {
		{ &model_wide_whole, "0", NULL },
		{ &model_wide, "0", NULL },
		{ &model_wide, "0", "0" },
		{ &model_wide_whole, "0", "0" },
		{ &model_wide_whole, "4000000", NULL },
	};
	for (int i = 0; i < 5; i++) {
		RtSearch rs;
		run_env(&rs, run_of[i].m, run_of[i].cursor, run_of[i].settle);
		CU_ASSERT_EQUAL(rs.st.stored, WIDE_LEN + 1);
		CU_ASSERT_EQUAL(rs.st.matched, 2 * (WIDE_LEN + 1));
		CU_ASSERT_EQUAL(rs.st.depth_max, WIDE_LEN);
		CU_ASSERT_EQUAL(rs.st.errors, 0);
		double per = (double)rs.st.stack_bytes / (double)rs.st.depth_max;
		printf("\n    DFS stack (1024-byte vector, run %d): %llu bytes at depth "
		       "%llu: %.1f bytes per level ", i,
		       (unsigned long long)rs.st.stack_bytes,
		       (unsigned long long)rs.st.depth_max, per);
		CU_ASSERT(i == 4 || per < 300);
		rt_search_free(&rs);
	}
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
	CU_add_test(s, "replay prints like spin -t -p -g -l", test_replay_text);
	CU_add_test(s, "rendezvous + invalid end state", test_deadlock_rendezvous);
	CU_add_test(s, "trail names are never Spin's", test_trail_names);
	CU_add_test(s, "large model, memory limit", test_big_and_memlim);
	CU_add_test(s, "rt_main exit statuses", test_main_status);
	CU_add_test(s, "report and JSON text", test_report_text);
	CU_add_test(s, "DFS bytes per level", test_dfs_level_cost);
	CU_add_test(s, "DFS cursor: one record per level", test_dfs_cursor_cost);
	CU_add_test(s, "DFS level costs what changed (1024-byte vector)", test_dfs_wide_cost);
	CU_add_test(s, "random simulation", test_simulate);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	unlink(trailpath);
	rmdir(tmpdir);
	return f ? 1 : 0;
}
