/*
 * test_rt_dist.c -- CUnit tests of the pure logic of the distributed
 * safety search (runtime/dist/): Safra's termination detection (dterm.c)
 * driven by a random scheduler that delays and reorders messages, and
 * partitioning and batching (dbatch.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/dist/dbatch.h"
#include "runtime/dist/dterm.h"

/* --- Safra's algorithm under a random scheduler ------------------------- */

#define TK 6          /* ranks */
#define TMSG 4096     /* messages in flight at most */

typedef struct TMsg {
	int to;
	int token;        /* 1: the token (count, black) */
	int64_t count;
	int black;
} TMsg;

typedef struct TWorld {
	DtState t[TK];
	int work[TK];     /* units of work left: active while > 0 */
	TMsg fly[TMSG];
	int nfly;
	int budget;       /* basic messages still to be sent */
	int done;         /* DT_DONE seen */
	int early;        /* DT_DONE while work or messages remained */
} TWorld;

static void tw_post(TWorld *w, TMsg m)
{
	CU_ASSERT_FATAL(w->nfly < TMSG);
	w->fly[w->nfly++] = m;
}

/* Rank i does one unit of work, which may send messages. */
static void tw_work(TWorld *w, int i)
{
	w->work[i]--;
	while (w->budget > 0 && rand() % 3 == 0) {
		w->budget--;
		dt_sent(&w->t[i]);
		tw_post(w, (TMsg){ .to = rand() % TK });
	}
}

/* Deliver a random message in flight. */
static void tw_deliver(TWorld *w)
{
	int k = rand() % w->nfly;
	TMsg m = w->fly[k];
	w->fly[k] = w->fly[--w->nfly];
	if (m.token) {
		dt_token(&w->t[m.to], m.count, m.black);
	} else {
		dt_received(&w->t[m.to]);
		w->work[m.to] += 1 + rand() % 3;
	}
}

static void tw_passive(TWorld *w, int i)
{
	int64_t c;
	int b;
	switch (dt_passive(&w->t[i], &c, &b)) {
	case DT_FORWARD:
		tw_post(w, (TMsg){ .to = (i + 1) % TK, .token = 1, .count = c,
				   .black = b });
		break;
	case DT_DONE: {
		int basic = 0;
		for (int k = 0; k < w->nfly; k++)
			basic += !w->fly[k].token;
		for (int k = 0; k < TK; k++)
			basic += w->work[k];
		w->early |= basic != 0;
		w->done = 1;
		break;
	}
	}
}

static void test_safra_random(void)
{
	uint64_t sent = 0;
	int multi = 0;
	for (int run = 0; run < 300; run++) {
		TWorld w;
		memset(&w, 0, sizeof w);
		srand(run + 1);
		for (int i = 0; i < TK; i++)
			dt_init(&w.t[i], i, TK);
		w.work[rand() % TK] = 5;
		int budget = w.budget = 200 + rand() % 500;
		long steps = 0;
		while (!w.done && steps++ < 2000000) {
			int i = rand() % TK, e = rand() % 3;
			if (e == 0 && w.nfly)
				tw_deliver(&w);
			else if (w.work[i] > 0)
				tw_work(&w, i);
			else
				tw_passive(&w, i);
		}
		CU_ASSERT(w.done);
		CU_ASSERT_EQUAL(w.early, 0);
		sent += (uint64_t)(budget - w.budget);
		multi += w.t[0].rounds > 1;
	}
	/* the runs did send messages, and most needed several rounds */
	CU_ASSERT(sent > 10000);
	CU_ASSERT(multi > 150);
}

/* One rank: terminated as soon as it is passive. */
static void test_safra_one(void)
{
	DtState t;
	int64_t c;
	int b;
	dt_init(&t, 0, 1);
	CU_ASSERT_EQUAL(dt_passive(&t, &c, &b), DT_DONE);
}

/* Three ranks, a message in flight during the first round: that round
 * must fail, the next (after delivery) succeed. */
static void test_safra_in_flight(void)
{
	DtState t[3];
	int64_t c;
	int b;
	for (int i = 0; i < 3; i++)
		dt_init(&t[i], i, 3);
	dt_sent(&t[2]);                 /* rank 2 -> rank 1, not delivered */
	CU_ASSERT_EQUAL(dt_passive(&t[0], &c, &b), DT_FORWARD);
	dt_token(&t[1], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[1], &c, &b), DT_FORWARD);
	dt_token(&t[2], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[2], &c, &b), DT_FORWARD);
	CU_ASSERT_EQUAL(c, 1);
	dt_token(&t[0], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[0], &c, &b), DT_FORWARD); /* again */
	dt_received(&t[1]);             /* delivered: rank 1 black */
	dt_token(&t[1], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[1], &c, &b), DT_FORWARD);
	CU_ASSERT(b);
	dt_token(&t[2], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[2], &c, &b), DT_FORWARD);
	dt_token(&t[0], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[0], &c, &b), DT_FORWARD); /* black */
	for (int i = 1; i < 3; i++) {
		dt_token(&t[i], c, b);
		CU_ASSERT_EQUAL(dt_passive(&t[i], &c, &b), DT_FORWARD);
	}
	dt_token(&t[0], c, b);
	CU_ASSERT_EQUAL(dt_passive(&t[0], &c, &b), DT_DONE);
	CU_ASSERT_EQUAL(t[0].rounds, 3);
}

/* --- partitioning and batching ------------------------------------------- */

static void test_batch(void)
{
	uint32_t vs = 24;
	DbBatch b = { 0 };
	b.cap = db_cap(vs);
	b.data = malloc(b.cap);
	CU_ASSERT_FATAL(b.data != NULL);
	CU_ASSERT_EQUAL(b.cap % db_rec_bytes(vs), 0);
	uint8_t s[24];
	uint32_t k = 0;
	while (!db_full(&b, vs)) {
		memset(s, (int)k, sizeof s);
		db_put(&b, 1000 + k, k * 3, s, vs);
		k++;
	}
	CU_ASSERT_EQUAL(k, b.cap / db_rec_bytes(vs));
	CU_ASSERT_EQUAL(b.recs, k);
	size_t pos = 0;
	uint64_t parent;
	uint32_t depth, i = 0;
	const uint8_t *v;
	while (db_get(b.data, b.n, &pos, vs, &parent, &depth, &v) == 0) {
		CU_ASSERT_EQUAL(parent, 1000 + i);
		CU_ASSERT_EQUAL(depth, i * 3);
		CU_ASSERT_EQUAL(v[0], (uint8_t)i);
		CU_ASSERT_EQUAL(v[vs - 1], (uint8_t)i);
		i++;
	}
	CU_ASSERT_EQUAL(i, k);
	/* a torn record is not read */
	pos = 0;
	CU_ASSERT_EQUAL(db_get(b.data, db_rec_bytes(vs) - 1, &pos, vs, &parent,
	    &depth, &v), -1);
	db_clear(&b);
	CU_ASSERT_EQUAL(b.n, 0);
	free(b.data);
}

static void test_owner(void)
{
	int cnt[7] = { 0 };
	for (uint32_t x = 0; x < 70000; x++) {
		uint8_t s[8] = { 0 };
		memcpy(s, &x, sizeof x);
		CU_ASSERT_EQUAL(db_owner(s, 8, 1), 0);
		int r = db_owner(s, 8, 7);
		CU_ASSERT(r >= 0 && r < 7);
		cnt[r]++;
	}
	for (int r = 0; r < 7; r++) /* 10000 each, give or take */
		CU_ASSERT(cnt[r] > 9000 && cnt[r] < 11000);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_dist", NULL, NULL);
	CU_add_test(s, "Safra: one rank", test_safra_one);
	CU_add_test(s, "Safra: a message in flight fails a round", test_safra_in_flight);
	CU_add_test(s, "Safra: random delays, never early, always ends", test_safra_random);
	CU_add_test(s, "batches: records round-trip, full at capacity", test_batch);
	CU_add_test(s, "owner: in range, balanced", test_owner);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
