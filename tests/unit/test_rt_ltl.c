/*
 * test_rt_ltl.c -- CUnit tests of pan's LTL mode (runtime/product.c,
 * ltlprop.c, ltlcheck.c, ltlreplay.c) through rt_main on a hand-written
 * model, with every emptiness check, lasso trails and their replay.
 *
 * The model (state: [0] x, [1] y, [2] nprocs = 2):
 *   A (pid 0), location = x:  x < 2 -> x++  |  x == 2 -> x = 0
 *              (with `t_dead`: x == 2 blocks: A stops at x == 2)
 *              location 0 carries a progress label;
 *   B (pid 1), location 0:    y = 1 - y     (absent with `t_dead`).
 * So with t_dead the system deadlocks at x == 2 and stutters there.
 * With t_atomic, x = 1 happens inside an atomic sequence of A (the step
 * 0 -> 1 is flagged MCC_STEP_ATOMIC and only A moves from x == 1).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/Basic.h>
#include "runtime/rt.h"
#include "runtime/ec/ec.h"
#include "runtime/ltlcheck.h"

static int t_dead;               /* deadlocking variant */
static int t_atomic;             /* A's step 0 -> 1 enters an atomic
                                    sequence: x == 1 is never seen */

static const MccTransInfo t_trans[] = {
	{ 0, 0, 1, "t.pml", 3, "x = (x+1)", 0, 0 },
	{ 0, 2, 0, "t.pml", 4, "x = 0", 0, 0 },
	{ 1, 0, 0, "t.pml", 7, "y = (1-y)", 0, 0 },
};
static const MccLocInfo t_locs_a[] = {
	{ 3, "x = (x+1)", MCC_LOC_PROGRESS, "progress", 0 },
	{ 3, "x = (x+1)", 0, NULL, 0 },
	{ 4, "x = 0", 0, NULL, 0 },
};
static const MccLocInfo t_locs_b[] = { { 7, "y = (1-y)", 0, NULL, 0 } };
static const MccProcInfo t_procs[] = {
	{ "A", 0, 3, t_locs_a, 0 },
	{ "B", 0, 1, t_locs_b, 0 },
};
static const MccVarInfo t_vars[] = {
	{ "x", -1, 0, MCC_VT_BYTE, 1, 1, 0, 0 },
	{ "y", -1, 1, MCC_VT_BYTE, 1, 1, 0, 0 },
};

static int t_initial(uint8_t *s)
{
	memset(s, 0, 4);
	s[2] = t_dead ? 1 : 2;
	return 0;
}

static int t_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	uint8_t n[4];
	MccStep st = { 0, -1, 0, -1, 0, 0, -1, NULL, 0 };
	int k = 0;
	if (excl == 0 && s[0] == 1) {
		memcpy(n, s, 4);
		n[0] = 2;
		st.pid = 0;
		st.trans = 0;
		cb(ctx, n, &st);
		return 1;
	}
	if (s[2] >= 2) {
		memcpy(n, s, 4);
		n[1] = 1 - s[1];
		st.pid = 1;
		st.trans = 2;
		cb(ctx, n, &st);
		k++;
	}
	if (s[0] < 2 || !t_dead) {
		memcpy(n, s, 4);
		n[0] = s[0] < 2 ? s[0] + 1 : 0;
		st.pid = 0;
		st.trans = s[0] < 2 ? 0 : 1;
		st.flags = t_atomic && n[0] == 1 ? MCC_STEP_ATOMIC : 0;
		cb(ctx, n, &st);
		st.flags = 0;
		k++;
	}
	return k;
}

static int t_nprocs(const uint8_t *s) { return s[2]; }
static int t_proc_type(const uint8_t *s, int pid) { (void)s; return pid; }
static int t_proc_loc(const uint8_t *s, int pid) { return pid ? 0 : s[0]; }
static int t_proc_offset(const uint8_t *s, int pid) { (void)s; (void)pid; return 3; }
static int t_valid_end(const uint8_t *s, int strict) { (void)s; (void)strict; return 0; }

static const char *const t_ltl_names[] = { "inf0", "safe" };
static const char *const t_ltl_texts[] = { "[] <> (x == 0)", "[] (x <= 2)" };
static const struct MccModelLtl t_ltl = {
	0, NULL, NULL, NULL, 2, t_ltl_names, t_ltl_texts, NULL,
	0, NULL, NULL, 0, NULL, NULL, NULL
};

static const MccModel t_model = {
	MCC_MODEL_ABI, "t", "t.pml", 4, t_initial, t_next, t_nprocs,
	t_proc_type, t_proc_loc, t_proc_offset, t_valid_end,
	3, t_trans, 2, t_procs, 2, t_vars, 0, NULL, -1, &t_ltl, NULL, NULL, NULL, NULL, NULL, NULL,
	.merge = NULL,
};

static char tmpdir[] = "/tmp/test_rt_ltl.XXXXXX";
static char trail[600], trailopt[700];

/* Run pan with the given arguments (NULL-terminated), output to /dev/null. */
static int t_pan(const char *a0, ...)
{
	char *argv[32];
	int argc = 0;
	va_list ap;
	argv[argc++] = "pan";
	va_start(ap, a0);
	for (const char *a = a0; a && argc < 30; a = va_arg(ap, const char *))
		argv[argc++] = (char *)a;
	va_end(ap);
	argv[argc] = NULL;
	fflush(stdout);
	int saved = dup(1), saved2 = dup(2);
	FILE *null = fopen("/dev/null", "w");
	dup2(fileno(null), 1);
	dup2(fileno(null), 2);
	int r = rt_main(argc, argv, &t_model);
	fflush(stdout);
	fflush(stderr);
	dup2(saved, 1);
	dup2(saved2, 2);
	close(saved);
	close(saved2);
	fclose(null);
	return r;
}

/* The verdict of `formula` with every applicable check, plus replay. */
static void t_all_algos(const char *formula, const char *extra, int want)
{
	for (const EcAlgo *const *a = ec_algos; *a; a++) {
		char algo[64];
		snprintf(algo, sizeof algo, "--algo=%s", (*a)->name);
		unlink(trail);
		int r = extra ? t_pan("--ltl", formula, algo, trailopt, extra, NULL) :
		    t_pan("--ltl", formula, algo, trailopt, NULL);
		if (r == RT_EXIT_FAILURE)
			continue; /* not applicable */
		CU_ASSERT_EQUAL(r, want);
		if (r != want)
			fprintf(stderr, "\n%s %s %s: %d, want %d\n", formula,
			    extra ? extra : "", (*a)->name, r, want);
		if (r == RT_EXIT_ERRORS)
			CU_ASSERT_EQUAL(t_pan("-r", trailopt, NULL), RT_EXIT_OK);
	}
	unlink(trail);
	int r = extra ? t_pan("--ltl", formula, trailopt, extra, NULL) :
	    t_pan("--ltl", formula, trailopt, NULL);
	CU_ASSERT_EQUAL(r, want);
	if (r == RT_EXIT_ERRORS)
		CU_ASSERT_EQUAL(t_pan("-r", trailopt, NULL), RT_EXIT_OK);
	r = extra ? t_pan("--ltl", formula, "--decompose=off", trailopt, extra,
	    NULL) : t_pan("--ltl", formula, "--decompose=off", trailopt, NULL);
	CU_ASSERT_EQUAL(r, want);
}

static void test_verdicts(void)
{
	t_dead = 0;
	t_all_algos("[] (x <= 2)", NULL, RT_EXIT_OK);
	t_all_algos("[] (x < 2)", NULL, RT_EXIT_ERRORS);
	t_all_algos("[] <> (x == 0)", NULL, RT_EXIT_ERRORS); /* B alone */
	t_all_algos("<> (x == 1)", NULL, RT_EXIT_ERRORS);
	t_all_algos("[] (x == 1 -> <> (x == 2))", NULL, RT_EXIT_ERRORS);
	t_all_algos("<> [] (y == 0)", NULL, RT_EXIT_ERRORS);
	t_all_algos("[] <> (y == 0) || [] <> (x == 2)", NULL, RT_EXIT_OK);
}

static void test_fairness(void)
{
	t_dead = 0;
	t_all_algos("[] <> (x == 0)", "-f", RT_EXIT_OK);
	t_all_algos("[] <> (x == 0) && [] <> (y == 1)", "-f", RT_EXIT_OK);
	t_all_algos("<> [] (x == 1)", "-f", RT_EXIT_ERRORS); /* A must move */
	t_all_algos("<> [] (x == 1)", NULL, RT_EXIT_ERRORS);
	t_all_algos("[] (y == 1 -> <> (y == 0))", "-f", RT_EXIT_OK);
	t_all_algos("[] (x < 2)", "-f", RT_EXIT_ERRORS);
}

static void test_stutter(void)
{
	t_dead = 1;
	/* the deadlock at x == 2 stutters: runs are infinite */
	t_all_algos("<> (x == 2)", NULL, RT_EXIT_OK);
	t_all_algos("<> [] (x == 2)", NULL, RT_EXIT_OK);
	t_all_algos("[] <> (x == 0)", NULL, RT_EXIT_ERRORS);
	t_dead = 0;
}

static void test_atomic(void)
{
	t_dead = 0;
	t_atomic = 1;
	/* the property automaton does not see states inside atomic steps */
	t_all_algos("[] (x != 1)", NULL, RT_EXIT_OK);
	t_all_algos("[] <> (x == 1)", NULL, RT_EXIT_ERRORS);
	t_all_algos("[] <> (x == 2)", "-f", RT_EXIT_OK);
	t_all_algos("[] (x == 0 -> <> (x == 2))", "-f", RT_EXIT_OK);
	t_all_algos("<> [] (x == 0)", NULL, RT_EXIT_ERRORS);
	t_atomic = 0;
	t_all_algos("[] (x != 1)", NULL, RT_EXIT_ERRORS);
}

static void test_nonprogress(void)
{
	t_dead = 0;
	unlink(trail);
	CU_ASSERT_EQUAL(t_pan("-l", trailopt, NULL), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(t_pan("-r", trailopt, NULL), RT_EXIT_OK);
	CU_ASSERT_EQUAL(t_pan("-l", "-f", trailopt, NULL), RT_EXIT_OK);
	CU_ASSERT_EQUAL(t_pan("-l", "--algo", "ascc", trailopt, NULL),
	    RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(t_pan("-l", "--algo", "se05", trailopt, NULL),
	    RT_EXIT_FAILURE); /* needs a Büchi graph */
	t_dead = 1; /* the run ends at x == 2: as in Spin's -l, a run that
	               ends is no non-progress cycle (no stutter under -l) */
	CU_ASSERT_EQUAL(t_pan("-l", trailopt, NULL), RT_EXIT_OK);
	t_dead = 0;
}

static void test_blocks(void)
{
	t_dead = 0;
	/* inf0 is violated (B alone), safe holds: exit 1 */
	CU_ASSERT_EQUAL(t_pan(trailopt, NULL), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(t_pan("-N", "safe", trailopt, NULL), RT_EXIT_OK);
	CU_ASSERT_EQUAL(t_pan("-N", "inf0", trailopt, NULL), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(t_pan("-N", "inf0", "-f", trailopt, NULL), RT_EXIT_OK);
	CU_ASSERT_EQUAL(t_pan("-N", "nope", NULL), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--safety", "-E", NULL), RT_EXIT_OK);
	/* par-dijkstra-async with a chosen split: two consumers of three */
	unlink(trail);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] <> (x == 0)", "--algo",
	    "par-dijkstra-async", "-j", "3", "--consumers", "2", trailopt,
	    NULL), RT_EXIT_ERRORS);
	CU_ASSERT_EQUAL(t_pan("-r", trailopt, NULL), RT_EXIT_OK);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] (x <= 2)", "--algo",
	    "par-dijkstra-async", "-j", "2", "--consumers=5", trailopt, NULL),
	    RT_EXIT_OK);
}

static void test_errors(void)
{
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] (x <= ", NULL), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] (zz > 1)", NULL), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] A@nolabel", NULL), RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] x", "--algo", "nope", NULL),
	    RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] <> x", "--algo", "terminal", NULL),
	    RT_EXIT_FAILURE);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] x", "--consumers", "0", NULL),
	    RT_EXIT_FAILURE);
}

static void test_ltl_file(void)
{
	char path[700];
	snprintf(path, sizeof path, "%s/f.ltl", tmpdir);
	FILE *f = fopen(path, "w");
	CU_ASSERT_FATAL(f != NULL);
	fprintf(f, "# comment\n[] (x <= 2)\tholds\n[] <> (x == 0)\tviolated\n"
	    "[] (y <= 1)\tunknown\n");
	fclose(f);
	CU_ASSERT_EQUAL(t_pan("--ltl-file", path, trailopt, NULL), RT_EXIT_OK);
	f = fopen(path, "w");
	fprintf(f, "[] (x <= 2)\tviolated\n");
	fclose(f);
	CU_ASSERT_EQUAL(t_pan("--ltl-file", path, trailopt, NULL),
	    RT_EXIT_ERRORS);
	f = fopen(path, "w");
	fprintf(f, "[] (x <= 2)\tholds\n[] (q <= 2)\tholds\n");
	fclose(f);
	CU_ASSERT_EQUAL(t_pan("--ltl-file", path, trailopt, NULL),
	    RT_EXIT_FAILURE);
	unlink(path);
}

static void test_bad_trail(void)
{
	t_dead = 0;
	unlink(trail);
	CU_ASSERT_EQUAL(t_pan("--ltl", "[] <> (x == 0)", trailopt, NULL),
	    RT_EXIT_ERRORS);
	/* drop the cycle's last step: the cycle no longer closes */
	FILE *f = fopen(trail, "r");
	char buf[8192];
	size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
	if (f)
		fclose(f);
	buf[n] = 0;
	char *last = n > 1 ? strrchr(buf, '\n') : NULL;
	if (last) {
		*last = 0;
		last = strrchr(buf, '\n');
	}
	CU_ASSERT_FATAL(last != NULL);
	last[1] = 0;
	f = fopen(trail, "w");
	fputs(buf, f);
	fclose(f);
	CU_ASSERT_EQUAL(t_pan("-r", trailopt, NULL), RT_EXIT_FAILURE);
	unlink(trail);
}

int main(void)
{
	if (!mkdtemp(tmpdir))
		return 1;
	snprintf(trail, sizeof trail, "%s/t.trail", tmpdir);
	snprintf(trailopt, sizeof trailopt, "--trail=%s", trail);
	CU_initialize_registry();
	CU_pSuite s = CU_add_suite("rt_ltl", NULL, NULL);
	CU_add_test(s, "verdicts with every check", test_verdicts);
	CU_add_test(s, "weak fairness", test_fairness);
	CU_add_test(s, "stutter at deadlock", test_stutter);
	CU_add_test(s, "atomic sequences", test_atomic);
	CU_add_test(s, "non-progress cycles", test_nonprogress);
	CU_add_test(s, "ltl blocks and -N", test_blocks);
	CU_add_test(s, "located errors", test_errors);
	CU_add_test(s, "--ltl-file verdicts", test_ltl_file);
	CU_add_test(s, "replay rejects a broken lasso", test_bad_trail);
	CU_basic_set_mode(CU_BRM_NORMAL);
	CU_basic_run_tests();
	unsigned fails = CU_get_number_of_failures();
	CU_cleanup_registry();
	rmdir(tmpdir);
	return fails ? 1 : 0;
}
