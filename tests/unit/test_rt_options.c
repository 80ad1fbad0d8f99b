/* test_rt_options.c -- pan's command line (runtime/options.c): what a
 * Spin user types that pan does not take, and what pan says instead;
 * sizes out of range are errors about the option. */
#include <stdio.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/options.h"

/* rt_options_parse on the words of `line` (at most 15), stderr to a file
 * whose text goes to err (n bytes). */
static int parse(RtOptions *o, const char *line, char *err, size_t n)
{
	char buf[512], *argv[16] = { "pan" };
	int argc = 1;
	snprintf(buf, sizeof buf, "%s", line);
	for (char *t = strtok(buf, " "); t && argc < 15; t = strtok(NULL, " "))
		argv[argc++] = t;
	fflush(stderr);
	FILE *saved = stderr, *f = tmpfile();
	CU_ASSERT_PTR_NOT_NULL_FATAL(f);
	stderr = f;
	int r = rt_options_parse(o, argc, argv);
	stderr = saved;
	rewind(f);
	size_t k = fread(err, 1, n - 1, f);
	err[k] = 0;
	fclose(f);
	return r;
}

/* -DNAME: Spin's compile-time defines get the run-time option that does
 * the same, or why none is needed; unknown ones point to --help. */
static void test_spin_defines(void)
{
	static const struct { const char *def, *want; } cases[] = {
		{ "BITSTATE", "instead of -DBITSTATE use --bitstate:" },
		{ "SAFETY", "use --safety:" },
		{ "NOREDUCE", "instead of -DNOREDUCE use --por=off:" },
		{ "NOREDUCE", "--por=off" },
		{ "NOREDUCE", "mcc --no-reduce" },
		{ "MEMLIM=8000", "use --memlim 8000:" },
		{ "MEMLIM", "use --memlim MB:" },
		{ "MEMCNT=33", "use --memlim 8192:" },   /* 2^33 bytes */
		{ "HC4", "use --store=hc:" },
		{ "COLLAPSE", "use --store=tree:" },
		{ "NP", "use -l:" },
		{ "BFS", "use --bfs:" },
		{ "NCORE=4", "use -j 4:" },
		{ "NOFAIR", "nothing is needed" },
	};
	char m[1024];
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		CU_ASSERT_EQUAL(rt_options_spin_define(cases[i].def, m, sizeof m), 1);
		CU_ASSERT_PTR_NOT_NULL(strstr(m, "compile-time define of Spin's pan.c"));
		if (!strstr(m, cases[i].want))
			CU_FAIL(cases[i].def);
	}
	CU_ASSERT_EQUAL(rt_options_spin_define("NPX", m, sizeof m), 0);
	CU_ASSERT_PTR_NOT_NULL(strstr(m, "NPX is not one pan knows"));
	CU_ASSERT_EQUAL(rt_options_spin_define("BITSTATE", m, 40), -1);
}

/* Without --por pan reduces with stubborn sets, except in a verifier
 * built with mcc --no-reduce (MCC_POR_NOREDUCE in its table) and under
 * --mpi, where the report says why; an explicit --por always wins. */
static void test_por_default(void)
{
	RtOptions o;
	char err[2048];
	static const int32_t plain[3] = { 1, 0, 0 };
	static const int32_t noreduce[3] = { 1, 0, MCC_POR_NOREDUCE };
	static const int32_t prio_noreduce[3] = { 1, 0,
		MCC_POR_OFF_PRIORITY | MCC_POR_NOREDUCE };
	MccModel m, mn, mp;
	memset(&m, 0, sizeof m);
	mn = mp = m;
	m.por = plain;
	mn.por = noreduce;
	mp.por = prio_noreduce;
	CU_ASSERT_EQUAL(parse(&o, "-c0", err, sizeof err), 0);
	CU_ASSERT_FALSE(o.por_given);
	rt_options_por_default(&o, &m);
	CU_ASSERT_EQUAL(o.por, RT_POR_STUBBORN);
	CU_ASSERT_PTR_NULL(o.por_why);
	CU_ASSERT_EQUAL(parse(&o, "--bfs -j 2", err, sizeof err), 0);
	rt_options_por_default(&o, &m);
	CU_ASSERT_EQUAL(o.por, RT_POR_STUBBORN);
	CU_ASSERT_EQUAL(parse(&o, "-c0", err, sizeof err), 0);
	rt_options_por_default(&o, &mn);
	CU_ASSERT_EQUAL(o.por, RT_POR_OFF);
	CU_ASSERT_PTR_NOT_NULL(o.por_why && strstr(o.por_why, "mcc --no-reduce"));
	rt_options_por_default(&o, &mp);
	CU_ASSERT_EQUAL(o.por, RT_POR_OFF);
	CU_ASSERT_EQUAL(parse(&o, "--por=stubborn", err, sizeof err), 0);
	CU_ASSERT_TRUE(o.por_given);
	rt_options_por_default(&o, &mn);
	CU_ASSERT_EQUAL(o.por, RT_POR_STUBBORN);
	CU_ASSERT_PTR_NULL(o.por_why);
	CU_ASSERT_EQUAL(parse(&o, "--por=off", err, sizeof err), 0);
	rt_options_por_default(&o, &m);
	CU_ASSERT_EQUAL(o.por, RT_POR_OFF);
	CU_ASSERT_PTR_NULL(o.por_why);
	CU_ASSERT_EQUAL(parse(&o, "--mpi", err, sizeof err), 0);
	rt_options_por_default(&o, &m);
	CU_ASSERT_EQUAL(o.por, RT_POR_OFF);
	CU_ASSERT_PTR_NOT_NULL(o.por_why && strstr(o.por_why, "--mpi"));
	CU_ASSERT_EQUAL(parse(&o, "--mpi --por=ample", err, sizeof err), 0);
	rt_options_por_default(&o, &m);
	CU_ASSERT_EQUAL(o.por, RT_POR_AMPLE); /* --mpi then refuses it */
	/* a model without a table: stubborn asked, rt_por_new says none */
	CU_ASSERT_EQUAL(parse(&o, "", err, sizeof err), 0);
	rt_options_por_default(&o, NULL);
	CU_ASSERT_EQUAL(o.por, RT_POR_STUBBORN);
}

/* pan -DBITSTATE is an error (exit 3) with that message, not the usage. */
static void test_parse_define(void)
{
	RtOptions o;
	char err[2048];
	CU_ASSERT_EQUAL(parse(&o, "-a -DBITSTATE", err, sizeof err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "pan: instead of -DBITSTATE use --bitstate"));
	CU_ASSERT_PTR_NULL(strstr(err, "usage:"));
	CU_ASSERT_PTR_NULL(strstr(err, "bad option"));
	CU_ASSERT_EQUAL(parse(&o, "-DNOREDUCE", err, sizeof err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "instead of -DNOREDUCE use --por=off"));
	/* -D alone is a bad option as before */
	CU_ASSERT_EQUAL(parse(&o, "-D", err, sizeof err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "bad option or argument: -D"));
}

/* -wN and --bits N out of range: an error naming the range, which
 * depends on the memory limit (half of it for the table or array). */
static void test_sizes(void)
{
	static const struct { const char *line, *want; } bad[] = {
		{ "-w40 --memlim 100", "pan: -w40 is out of range: -wN takes N from 1 to 22 here" },
		{ "--memlim 100 -w23", "-wN takes N from 1 to 22 here" },
		{ "-w0", "pan: -w0 is out of range: -wN takes N from 1 to" },
		{ "-w99", "a hash table of 2^N slots" },
		{ "--bitstate -w29 --memlim 100", "-wN takes N from 1 to 28 here: a bitstate array" },
		{ "--bits 5", "pan: --bits 5 is out of range: --bits N takes N from 6 to" },
		{ "--bits 29 --memlim 100", "--bits N takes N from 6 to 28 here" },
		{ "--swarm 2 --memlim 100 -w29", "-wN takes N from 1 to 28" },
	};
	RtOptions o;
	char err[2048];
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		CU_ASSERT_EQUAL(parse(&o, bad[i].line, err, sizeof err), -1);
		if (!strstr(err, bad[i].want))
			CU_FAIL(bad[i].line);
		CU_ASSERT_PTR_NULL(strstr(err, "usage:"));
	}
	CU_ASSERT_EQUAL(parse(&o, "-w22 --memlim 100", err, sizeof err), 0);
	CU_ASSERT_EQUAL(o.hash_log2, 22);
	CU_ASSERT_EQUAL(parse(&o, "--bitstate -w28 --memlim 100", err, sizeof err), 0);
	CU_ASSERT_EQUAL(parse(&o, "--bits 28 --memlim 100", err, sizeof err), 0);
	CU_ASSERT_EQUAL(o.bits, 28);
	CU_ASSERT_EQUAL(parse(&o, "-w", err, sizeof err), -1); /* no number */
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "bad option or argument: -w"));
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rt_options", NULL, NULL);
	CU_add_test(s, "--por's default: stubborn, off under --mpi and mcc --no-reduce",
	    test_por_default);
	CU_add_test(s, "Spin's -D defines: the run-time option instead", test_spin_defines);
	CU_add_test(s, "pan -DNAME: an error with that advice", test_parse_define);
	CU_add_test(s, "-wN, --bits N: the range in the error", test_sizes);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
