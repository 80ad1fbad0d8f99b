/* test_rt_msc.c -- CUnit tests of the message sequence charts of replayed
 * trails (runtime/msc.h) on a hand-built model: which arrows a sequence
 * of steps draws, and the chart's labels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/llsupport.h"
#include "runtime/msc.h"

/* Layout: [0] nprocs, [2] the global `chan q` (holds channel 1), queue 1
 * at 4: [len][2 x u8]; slots from 16, 8 bytes each: [0] proctype + 1,
 * [2..3] pc. */
static const RtLlQD qd[] = {
	{ 4, 2, 1, 1, { 0 }, { 0 } },
	{ 0, 0, 0, 0, { 0 }, { 0 } },
};
static const int32_t nlq[] = { 0, 0 };
static const int32_t lq[] = { 0, 0 };
static const MccLocInfo locs[] = { { 1, "a", 0, 0, 0 } };
static const MccProcInfo procs[] = { { "P", 0, 1, locs, 0 },
	{ "init", 1, 1, locs, 0 } };
static const MccTransInfo trans[] = {
	{ 0, 0, 0, "t.pml", 3, "q!v", 0, 0 },
	{ 0, 0, 0, "t.pml", 4, "q?x", 0, 0 },
	{ 0, 0, 0, "t.pml", 5, "c!1", 0, 0 },
	{ 0, 0, 0, "t.pml", 6, "c?y", 0, 0 },
	{ 0, 0, 0, "t.pml", 7, "assert(x<8)", MCC_TRANS_ASSERT, 0 },
	{ 0, 0, 0, "t.pml", 8, "x = x & y", 0, 0 },
};
static const MccVarInfo vars[] = { { "q", -1, 2, MCC_VT_CHAN, 1, 1, 0, 0 } };

static int t_nprocs(const uint8_t *s) { return s[0]; }
static int t_proc_type(const uint8_t *s, int pid) { return s[16 + 8 * pid] - 1; }
static int t_proc_offset(const uint8_t *s, int pid) { (void)s; return 16 + 8 * pid; }

static const RtLlDesc desc;
static const MccModel model = { .abi = MCC_MODEL_ABI, .name = "t.pml",
	.source = "t.pml", .state_size = 32, .nprocs = t_nprocs,
	.proc_type = t_proc_type, .proc_offset = t_proc_offset, .ntrans = 6,
	.trans = trans, .nproctypes = 2, .proctypes = procs, .nvars = 1,
	.vars = vars, .ll = &desc };
static const RtLlDesc desc = { &model, 32, 3, 8, 16, 1, 0, 0, 0, 0, 0, 1, qd,
	nlq, lq, NULL, NULL, NULL };

/* The chart written to a temporary file, as a string (malloc'd). */
static char *chart(RtMsc *c)
{
	char path[] = "/tmp/test_rt_msc_XXXXXX";
	int fd = mkstemp(path);
	CU_ASSERT_FATAL(fd >= 0);
	CU_ASSERT_EQUAL(rt_msc_write(c, path), 0);
	FILE *f = fopen(path, "r");
	CU_ASSERT_FATAL(f != NULL);
	char *buf = calloc(1, 1 << 16);
	size_t n = fread(buf, 1, (1 << 16) - 1, f);
	buf[n] = 0;
	fclose(f);
	remove(path);
	return buf;
}

static int count(const char *s, const char *sub)
{
	int n = 0;
	for (const char *p = strstr(s, sub); p; p = strstr(p + 1, sub))
		n++;
	return n;
}

static void step(RtMsc *c, uint8_t *cur, uint8_t *next, int pid, int tr,
    int pid2, int tr2, uint32_t fl, int err)
{
	static uint64_t no;
	MccStep st = { (int16_t)pid, (int16_t)pid2, tr, tr2, fl, err, tr, NULL, 0 };
	CU_ASSERT_EQUAL(rt_msc_step(c, ++no, cur, &st, next), 0);
	memcpy(cur, next, 32);
}

static void test_chart(void)
{
	uint8_t s[32] = {0}, n[32];
	s[0] = 2;                  /* P:0 and :init::1 */
	s[2] = 1;                  /* q = channel 1 */
	s[16] = 1;
	s[24] = 2;
	RtMsc *c = rt_msc_new(&model, s);
	CU_ASSERT_FATAL(c != NULL);
	memcpy(n, s, 32); n[4] = 1; n[5] = 7;             /* P sends 7 */
	step(c, s, n, 0, 0, -1, -1, 0, 0);
	memcpy(n, s, 32); n[4] = 2; n[6] = 8;             /* P sends 8 */
	step(c, s, n, 0, 0, -1, -1, 0, 0);
	memcpy(n, s, 32); n[4] = 1; n[5] = 8; n[6] = 0;   /* init takes 7 */
	step(c, s, n, 1, 1, -1, -1, 0, 0);
	rt_msc_cycle(c);
	memcpy(n, s, 32);                                 /* rendezvous */
	step(c, s, n, 0, 2, 1, 3, 0, 0);
	memcpy(n, s, 32); n[24] = 0; n[0] = 1;            /* init ends */
	step(c, s, n, 1, -1, -1, -1, MCC_STEP_DEATH, 0);
	memcpy(n, s, 32);                                 /* P: a failed assert */
	step(c, s, n, 0, 4, -1, -1, 0, MCC_ERR_ASSERT);
	memcpy(n, s, 32); n[0] = 2; n[24] = 1;            /* P runs a new P */
	step(c, s, n, 0, 5, -1, -1, 0, 0);
	rt_msc_note(c, "the end & more");
	char *svg = chart(c);
	CU_ASSERT_EQUAL(count(svg, "class=\"lifeline\""), 3);
	CU_ASSERT_EQUAL(count(svg, "class=\"msg\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"pending\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"rv\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"end\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"error\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"cycle\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"create\""), 1);
	CU_ASSERT_EQUAL(count(svg, "class=\"step\""), 5);
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">P:0<"));
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">:init::1<"));
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">P:1<"));     /* the new process */
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">q!7<"));     /* taken */
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">q!8<"));     /* still queued */
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, "assertion violated: assert(x&lt;8)"));
	CU_ASSERT_PTR_NOT_NULL(strstr(svg, "the end &amp; more"));
	CU_ASSERT_PTR_NULL(strstr(svg, "x<8"));           /* escaped */
	free(svg);
	rt_msc_free(c);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_msc", NULL, NULL);
	CU_add_test(s, "chart of a trail", test_chart);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
