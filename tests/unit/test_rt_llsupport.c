/* test_rt_llsupport.c -- CUnit tests of the helpers that LLVM-compiled
 * models call (runtime/llsupport.h): channel queues, process queries and
 * the successor driver, on a hand-built descriptor. */
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/llsupport.h"
#include "runtime/expr.h"

/* Layout: [0] nprocs [1] _last, queue 1 at 4: [len][3 x (u8, i16)],
 * slots from 16, 8 bytes each, 2 slots; proctype 0 has one local queue
 * (cap 1, one u8 field) at frame offset 4. */
static const RtLlQD qd[] = {
	{ 4, 3, 2, 3, { 0, 1 }, { 0, 1 } },
	{ 4, 1, 1, 1, { 0 }, { 0 } },
	{ 0, 0, 0, 0, { 0 }, { 0 } },
};
static const int32_t nlq[] = { 1, 0 };
static const int32_t lq[] = { 1, 0, 0, 0 };
static const MccLocInfo locs0[] = { { 1, "a", 0, 0, 0 }, { 2, "b", MCC_LOC_PROGRESS, 0, 0 },
	{ 3, "-end-", MCC_LOC_END, 0, 0 } };
static const MccProcInfo procs[] = { { "P", 0, 3, locs0, 0 } };
static const MccModel model = { .abi = MCC_MODEL_ABI, .state_size = 32, .nproctypes = 1,
	.proctypes = procs };

/* Process pid moves from pc 0 to pc 1 (one successor), else nothing. */
static int32_t step(RtLlGen *g, int32_t pid)
{
	const uint8_t *P = g->src + 16 + 8 * pid;
	if (*(const uint16_t *)(P + 2) != 0)
		return 0;
	memcpy(g->nxt, g->src, 32);
	*(uint16_t *)(g->nxt + 16 + 8 * pid + 2) = 1;
	rt_ll_fire(g, pid, pid, -1, -1, 0);
	return 1;
}

static const RtLlDesc desc = { &model, 32, 2, 8, 16, 1, 1, 1, 0, 0, 0, 2, qd, nlq, lq,
	step, NULL, NULL };

static void init_state(uint8_t *S)
{
	memset(S, 0, 32);
	S[0] = 2;          /* two processes of type 0 */
	S[16] = 1;
	S[24] = 1;
}

static void test_queue(void)
{
	uint8_t S[32];
	RtLlGen g;
	int32_t len;
	memset(&g, 0, sizeof g);
	g.d = &desc;
	init_state(S);
	int32_t a[] = { 5, -300 }, b[] = { 2, 7 }, c[] = { 9, 1 };
	CU_ASSERT_EQUAL(rt_ll_qhdr(&g, S, 1, &len), 3);
	CU_ASSERT_EQUAL(len, 0);
	rt_ll_qput(&g, S, 1, a, 2, 0);
	rt_ll_qput(&g, S, 1, b, 2, 1);      /* sorted: goes before (5, -300) */
	CU_ASSERT_EQUAL(rt_ll_qlen(&g, S, 1), 2);
	CU_ASSERT_EQUAL(rt_ll_qfield(&g, S, 1, 0, 0), 2);
	CU_ASSERT_EQUAL(rt_ll_qfield(&g, S, 1, 1, 0), 5);
	CU_ASSERT_EQUAL(rt_ll_qfield(&g, S, 1, 1, 1), -300);
	CU_ASSERT_FALSE(rt_ll_qfull(&g, S, 1));
	rt_ll_qput(&g, S, 1, c, 2, 0);
	CU_ASSERT_TRUE(rt_ll_qfull(&g, S, 1));
	CU_ASSERT_FALSE(rt_ll_qsend_ok(&g, S, 1));
	rt_ll_qdel(&g, S, 1, 1);            /* remove the middle message */
	CU_ASSERT_EQUAL(rt_ll_qlen(&g, S, 1), 2);
	CU_ASSERT_EQUAL(rt_ll_qfield(&g, S, 1, 1, 0), 9);
	/* the freed slot is zeroed: equal states stay byte-equal */
	CU_ASSERT_EQUAL(S[5 + 2 * 3], 0);
	CU_ASSERT_EQUAL(g.err, 0);
	/* local queue of the process in slot 1: id = ngq + 1 + 1*maxlq + 0 */
	CU_ASSERT_EQUAL(rt_ll_qhdr(&g, S, 3, &len), 1);
	CU_ASSERT_TRUE(rt_ll_qsend_buf_ok(&g, S, 3));
	/* a bad channel: error recorded, no queue */
	CU_ASSERT_EQUAL(rt_ll_qhdr(&g, S, 7, &len), -1);
	CU_ASSERT_EQUAL(g.err, MCC_ERR_CHAN);
}

static int nsucc, lastpid;

static void cb(void *ctx, const uint8_t *succ, const MccStep *st)
{
	(void)ctx;
	nsucc++;
	lastpid = st->pid;
	CU_ASSERT_EQUAL(succ[1], st->pid); /* has_last: _last updated */
}

static void test_driver(void)
{
	uint8_t S[32];
	init_state(S);
	nsucc = 0;
	CU_ASSERT_EQUAL(rt_ll_next(&desc, S, -1, cb, NULL), 2);
	CU_ASSERT_EQUAL(nsucc, 2);
	CU_ASSERT_EQUAL(lastpid, 0);        /* highest pid first, as Spin */
	nsucc = 0;
	CU_ASSERT_EQUAL(rt_ll_next(&desc, S, 1, cb, NULL), 1);
	CU_ASSERT_EQUAL(lastpid, 1);
	CU_ASSERT_EQUAL(rt_ll_nprocs(S), 2);
	CU_ASSERT_EQUAL(rt_ll_proc_type(&desc, S, 1), 0);
	CU_ASSERT_EQUAL(rt_ll_proc_type(&desc, S, 2), -1);
	CU_ASSERT_EQUAL(rt_ll_proc_offset(&desc, S, 1), 24);
	CU_ASSERT_TRUE(rt_ll_np(&desc, S));
	CU_ASSERT_FALSE(rt_ll_valid_end(&desc, S, 0));
	*(uint16_t *)(S + 16 + 2) = 1;
	CU_ASSERT_FALSE(rt_ll_np(&desc, S));
	CU_ASSERT_TRUE(rt_ll_at_label(&desc, S, 0, 0, 1));
	CU_ASSERT_FALSE(rt_ll_at_label(&desc, S, 0, 1, 1));
	CU_ASSERT_EQUAL(rt_ll_pc_value(&desc, S, 0), 1);
	*(uint16_t *)(S + 16 + 2) = 2;
	*(uint16_t *)(S + 24 + 2) = 2;
	CU_ASSERT_TRUE(rt_ll_valid_end(&desc, S, 1));
	int32_t v[] = { 1, 1 };
	RtLlGen g;
	memset(&g, 0, sizeof g);
	g.d = &desc;
	rt_ll_qput(&g, S, 1, v, 2, 0);
	CU_ASSERT_TRUE(rt_ll_valid_end(&desc, S, 0));
	CU_ASSERT_FALSE(rt_ll_valid_end(&desc, S, 1)); /* -q: channels empty */
	/* enabled(): counts without reporting */
	init_state(S);
	nsucc = 0;
	g.src = S;
	CU_ASSERT_TRUE(rt_ll_proc_enabled(&g, S, -1, 1));
	CU_ASSERT_FALSE(rt_ll_proc_enabled(&g, S, -1, 5));
	CU_ASSERT_EQUAL(nsucc, 0);
	CU_ASSERT_EQUAL(g.err, 0);
	/* a process asking about itself: an error, no recursion */
	CU_ASSERT_FALSE(rt_ll_proc_enabled(&g, S, 1, 1));
	CU_ASSERT_EQUAL(g.err, MCC_ERR_ENABLED);
	g.err = 0;
}

/* Statement merging: rt_ll_fire flags a step of a merging transition
 * atomic (the process goes on alone), not a rendezvous, not an error
 * report, and nothing once the runtime cleared the table. */
static uint32_t fired;
static void cb_flags(void *ctx, const uint8_t *succ, const MccStep *st)
{
	(void)ctx;
	(void)succ;
	fired = st->flags;
}

static void test_merge_flag(void)
{
	static uint8_t merge[2] = { 0, 1 };
	MccModel mm = model;
	mm.ntrans = 2;
	mm.merge = merge;
	RtLlDesc dd = desc;
	dd.model = &mm;
	uint8_t S[32], N[32];
	RtLlGen g;
	memset(&g, 0, sizeof g);
	init_state(S);
	g.d = &dd;
	g.src = S;
	g.nxt = N;
	g.cb = cb_flags;
	rt_ll_fire(&g, 0, 1, -1, -1, 0);
	CU_ASSERT_EQUAL(fired, MCC_STEP_ATOMIC);
	rt_ll_fire(&g, 0, 0, -1, -1, 0);
	CU_ASSERT_EQUAL(fired, 0);
	rt_ll_fire(&g, 0, 1, 1, 0, 0);      /* a rendezvous pair: never */
	CU_ASSERT_EQUAL(fired, 0);
	rt_ll_fire(&g, 0, 1, -1, -1, MCC_STEP_REPORT);
	CU_ASSERT_EQUAL(fired, MCC_STEP_REPORT);
	rt_ll_fire(&g, 0, 3, -1, -1, 0);    /* a death step (ntrans + T) */
	CU_ASSERT_EQUAL(fired, 0);
	rt_merge_off(&mm);
	rt_ll_fire(&g, 0, 1, -1, -1, 0);
	CU_ASSERT_EQUAL(fired, 0);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rt_llsupport", NULL, NULL);
	CU_add_test(s, "queues: put, sorted put, fields, delete, bad channel", test_queue);
	CU_add_test(s, "driver and process queries", test_driver);
	CU_add_test(s, "statement merging: merged steps are atomic ones", test_merge_flag);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
