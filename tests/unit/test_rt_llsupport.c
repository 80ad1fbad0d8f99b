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

/* next_part: a richer process for the cursor test.  pc 0: to pc 1
 * (transition 0) and, while byte 2 is 0, to pc 2 (transition 1); with
 * byte 3 set, process 1 first raises an error, which next() hands to
 * the next successor reported, another process's if 1 has none; pc 1: to pc 2
 * on timeout only (transition 2); pc 2: nothing. */
static int32_t step2(RtLlGen *g, int32_t pid)
{
	const uint8_t *P = g->src + 16 + 8 * pid;
	uint16_t pc = *(const uint16_t *)(P + 2);
	int32_t n = 0;
	if (pid == 1 && g->src[3])
		g->err = MCC_ERR_CHAN;
	if (pc == 0 || (pc == 1 && g->timeout)) {
		memcpy(g->nxt, g->src, 32);
		*(uint16_t *)(g->nxt + 16 + 8 * pid + 2) = pc == 0 ? 1 : 2;
		rt_ll_fire(g, pid, pc == 0 ? 0 : 2, -1, -1, 0);
		n++;
	}
	if (pc == 0 && !g->src[2]) {
		memcpy(g->nxt, g->src, 32);
		*(uint16_t *)(g->nxt + 16 + 8 * pid + 2) = 2;
		g->nxt[2] = 1;
		rt_ll_fire(g, pid, 1, -1, -1, 0);
		n++;
	}
	return n;
}

/* One successor as the callback saw it. */
typedef struct Seen {
	uint8_t s[32];
	int pid, trans, error;
	uint32_t flags;
} Seen;
typedef struct SeenList {
	Seen v[16];
	int n;
} SeenList;

static void cb_seen(void *ctx, const uint8_t *succ, const MccStep *st)
{
	SeenList *l = ctx;
	CU_ASSERT_FATAL(l->n < 16);
	Seen *e = &l->v[l->n++];
	memcpy(e->s, succ, 32);
	e->pid = st->pid;
	e->trans = st->trans;
	e->error = st->error;
	e->flags = st->flags;
}

/* next() and next_part() called until done give the same successors in
 * the same order (flags and carried errors included), and the parts are
 * one process each. */
static void same_as_next(const RtLlDesc *d, const uint8_t *S, int excl, int want)
{
	SeenList a = { .n = 0 }, b = { .n = 0 };
	int na = rt_ll_next(d, S, excl, cb_seen, &a);
	CU_ASSERT_EQUAL(na, want);
	MccCursor c;
	memset(&c, 0, sizeof c);
	int nb = 0, calls = 0;
	while (c.stage != MCC_CUR_DONE && calls < 64) {
		int before = b.n;
		int k = rt_ll_next_part(d, S, excl, &c, cb_seen, &b);
		CU_ASSERT_EQUAL(k, b.n - before);
		for (int i = before + 1; i < b.n; i++)  /* one process a part */
			CU_ASSERT_EQUAL(b.v[i].pid, b.v[before].pid);
		nb += k;
		calls++;
	}
	CU_ASSERT_EQUAL(c.stage, MCC_CUR_DONE);
	CU_ASSERT_EQUAL(rt_ll_next_part(d, S, excl, &c, cb_seen, &b), 0);
	CU_ASSERT_EQUAL(nb, na);
	CU_ASSERT_EQUAL_FATAL(a.n, b.n);
	for (int i = 0; i < a.n; i++) {
		CU_ASSERT_EQUAL(memcmp(a.v[i].s, b.v[i].s, 32), 0);
		CU_ASSERT_EQUAL(a.v[i].pid, b.v[i].pid);
		CU_ASSERT_EQUAL(a.v[i].trans, b.v[i].trans);
		CU_ASSERT_EQUAL(a.v[i].error, b.v[i].error);
		CU_ASSERT_EQUAL(a.v[i].flags, b.v[i].flags);
	}
}

static void set_pc(uint8_t *S, int pid, uint16_t pc)
{
	*(uint16_t *)(S + 16 + 8 * pid + 2) = pc;
}

static void test_next_part(void)
{
	RtLlDesc d = desc, dnt = desc;
	d.step = step2;
	d.has_timeout = 1;
	dnt.step = step2;
	dnt.has_timeout = 0;
	uint8_t S[32];
	SeenList l = { .n = 0 };

	init_state(S);                 /* both at pc 0: 2 moves each */
	same_as_next(&d, S, -1, 4);
	same_as_next(&d, S, 0, 2);     /* the atomic holder alone */
	same_as_next(&d, S, 5, 4);     /* no such process: everybody */
	S[2] = 1;                      /* the second moves are disabled */
	same_as_next(&d, S, -1, 2);

	init_state(S);                 /* holder blocked: atomicity lost */
	set_pc(S, 1, 2);
	same_as_next(&d, S, 1, 2);
	rt_ll_next(&d, S, 1, cb_seen, &l);
	CU_ASSERT_TRUE(l.n > 0 && (l.v[0].flags & MCC_STEP_BROKEN));

	init_state(S);                 /* nothing but timeout moves */
	set_pc(S, 0, 1);
	set_pc(S, 1, 1);
	same_as_next(&d, S, -1, 2);
	l.n = 0;
	rt_ll_next(&d, S, -1, cb_seen, &l);
	CU_ASSERT_TRUE(l.n == 2 && (l.v[0].flags & MCC_STEP_TIMEOUT));
	same_as_next(&dnt, S, -1, 0);  /* no timeout in the model: none */
	set_pc(S, 0, 2);
	same_as_next(&d, S, -1, 1);
	set_pc(S, 1, 2);               /* every process at its end */
	same_as_next(&d, S, -1, 0);

	init_state(S);                 /* pid 1's error on its own move */
	S[3] = 1;
	same_as_next(&d, S, -1, 4);
	l.n = 0;
	rt_ll_next(&d, S, -1, cb_seen, &l);
	CU_ASSERT_TRUE(l.n == 4 && l.v[0].pid == 1 && l.v[0].error == MCC_ERR_CHAN);
	CU_ASSERT_EQUAL(l.v[1].error, 0);
	set_pc(S, 1, 2);               /* pid 1 has no move: carried to pid 0 */
	same_as_next(&d, S, -1, 2);
	l.n = 0;
	rt_ll_next(&d, S, -1, cb_seen, &l);
	CU_ASSERT_TRUE(l.n == 2 && l.v[0].pid == 0 && l.v[0].error == MCC_ERR_CHAN);
	CU_ASSERT_EQUAL(l.v[1].error, 0);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rt_llsupport", NULL, NULL);
	CU_add_test(s, "queues: put, sorted put, fields, delete, bad channel", test_queue);
	CU_add_test(s, "driver and process queries", test_driver);
	CU_add_test(s, "statement merging: merged steps are atomic ones", test_merge_flag);
	CU_add_test(s, "next_part, a process at a time, is next()", test_next_part);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
