/* test_rt_par.c -- CUnit tests of the concurrent store and the shared
 * union-find of the parallel checks (runtime/par/pstore.h, puf.h), run
 * with several threads at once: every thread inserts overlapping sets of
 * states, or unites overlapping chains; the results must be those of a
 * sequential run. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/par/pstore.h"
#include "runtime/par/puf.h"

enum { NTH = 4, NSTATES = 50000 };

typedef struct Job {
	PsLocal loc;               /* registered before the threads start */
	PsStore *ps;
	Puf *uf;
	int id;
	uint64_t *idx;             /* NSTATES: number of state v (this thread) */
	int failures;
	uint64_t inserted;
} Job;

static void make_state(uint32_t v, uint8_t s[12])
{
	uint32_t w[3] = { v, v * 2654435761u, ~v };
	memcpy(s, w, 12);
}

/* Insert every state, starting at a thread-dependent offset. */
static void *insert_all(void *arg)
{
	Job *j = arg;
	for (uint32_t k = 0; k < NSTATES; k++) {
		uint32_t v = (k + (uint32_t)j->id * (NSTATES / NTH)) % NSTATES;
		uint8_t s[12];
		make_state(v, s);
		if (ps_find_or_put(j->ps, &j->loc, s, &j->idx[v]) < 0)
			j->failures++;
	}
	j->inserted = j->loc.inserted;
	return NULL;
}

static void test_store_concurrent(void)
{
	/* a small first table: it doubles 7 times while the threads insert */
	PsStore *ps = ps_new(12, PUF_NODE_SIZE, 10, 0, 0);
	Job jobs[NTH];
	pthread_t th[NTH];
	uint64_t total = 0;
	CU_ASSERT_PTR_NOT_NULL_FATAL(ps);
	for (int i = 0; i < NTH; i++) {
		memset(&jobs[i], 0, sizeof jobs[i]);
		jobs[i].ps = ps;
		jobs[i].id = i;
		jobs[i].idx = calloc(NSTATES, sizeof(uint64_t));
		ps_local_init(ps, &jobs[i].loc);
	}
	for (int i = 0; i < NTH; i++)
		pthread_create(&th[i], NULL, insert_all, &jobs[i]);
	for (int i = 0; i < NTH; i++)
		pthread_join(th[i], NULL);
	for (int i = 0; i < NTH; i++) {
		CU_ASSERT_EQUAL(jobs[i].failures, 0);
		total += jobs[i].inserted;
	}
	/* each state stored once, same number for every thread, right bytes */
	CU_ASSERT_EQUAL(total, NSTATES);
	CU_ASSERT_EQUAL(ps_count(ps), NSTATES);
	CU_ASSERT_EQUAL(ps->grows, 7);
	CU_ASSERT_EQUAL(ps->log2, 17);
	int same = 1, bytes = 1, found = 1;
	for (uint32_t v = 0; v < NSTATES; v++) {
		uint8_t s[12];
		uint64_t x;
		make_state(v, s);
		for (int i = 1; i < NTH; i++)
			same &= jobs[i].idx[v] == jobs[0].idx[v];
		bytes &= !memcmp(ps_state(ps, jobs[0].idx[v]), s, 12);
		found &= ps_find(ps, s, &x) == 1 && x == jobs[0].idx[v];
	}
	CU_ASSERT(same);
	CU_ASSERT(bytes);
	CU_ASSERT(found);
	for (int i = 0; i < NTH; i++)
		free(jobs[i].idx);
	ps_free(ps);
}

static void test_store_full(void)
{
	/* 2^10 slots, no growth: at most 768 states, then a clean refusal */
	PsStore *ps = ps_new(12, 0, 10, 10, 0);
	PsLocal loc;
	int refused = 0;
	uint64_t x;
	ps_local_init(ps, &loc);
	for (uint32_t v = 0; v < 2000; v++) {
		uint8_t s[12];
		make_state(v, s);
		if (ps_find_or_put(ps, &loc, s, &x) < 0)
			refused++;
	}
	CU_ASSERT_EQUAL(ps_count(ps), 768);
	CU_ASSERT_EQUAL(refused, 2000 - 768);
	CU_ASSERT(atomic_load(&ps->full));
	ps_free(ps);
	/* memory limit: the first block does not fit */
	ps = ps_new(12, 0, 12, 12, 34000);
	ps_local_init(ps, &loc);
	uint8_t s[12];
	make_state(1, s);
	CU_ASSERT_EQUAL(ps_find_or_put(ps, &loc, s, &x), -1);
	ps_free(ps);
}

/* Unite v with v+1 for every v of this thread's interleaved share, with
 * mark bit (v % 5). */
static void *unite_chain(void *arg)
{
	Job *j = arg;
	for (uint32_t v = (uint32_t)j->id; v + 1 < NSTATES; v += NTH) {
		PufUnite r = puf_unite(j->uf, j->idx[v], j->idx[v + 1],
		    1u << (v % 5));
		if (r.dead)
			j->failures++;
	}
	return NULL;
}

static void test_uf_concurrent(PufMode mode)
{
	PsStore *ps = ps_new(12, PUF_NODE_SIZE, 0, 0, 0);
	Puf uf;
	Job jobs[NTH];
	pthread_t th[NTH];
	uint64_t *idx = calloc(NSTATES, sizeof *idx);
	PsLocal loc;
	CU_ASSERT_FATAL(ps && idx && puf_init(&uf, ps, mode) == 0);
	ps_local_init(ps, &loc);
	for (uint32_t v = 0; v < NSTATES; v++) {
		uint8_t s[12];
		make_state(v, s);
		ps_find_or_put(ps, &loc, s, &idx[v]);
	}
	for (int i = 0; i < NTH; i++) {
		memset(&jobs[i], 0, sizeof jobs[i]);
		jobs[i].uf = &uf;
		jobs[i].id = i;
		jobs[i].idx = idx;
	}
	for (int i = 0; i < NTH; i++)
		pthread_create(&th[i], NULL, unite_chain, &jobs[i]);
	for (int i = 0; i < NTH; i++)
		pthread_join(th[i], NULL);
	uint64_t r0 = puf_find(&uf, idx[0]);
	int one = 1;
	for (uint32_t v = 0; v < NSTATES; v++)
		one &= puf_find(&uf, idx[v]) == r0;
	CU_ASSERT(one);
	CU_ASSERT_EQUAL(puf_marks(&uf, idx[123]), 0x1f);
	for (int i = 0; i < NTH; i++)
		CU_ASSERT_EQUAL(jobs[i].failures, 0);
	/* killing the class: every member dead, unite reports it */
	puf_kill(&uf, idx[NSTATES - 1]);
	CU_ASSERT(puf_is_dead(&uf, idx[0]));
	CU_ASSERT_EQUAL(puf_marks(&uf, idx[5]), 0);
	uint8_t s[12];
	uint64_t fresh;
	make_state(NSTATES + 1, s);
	ps_find_or_put(ps, &loc, s, &fresh);
	CU_ASSERT(!puf_is_dead(&uf, fresh));
	PufUnite u = puf_unite(&uf, fresh, idx[7], 1);
	CU_ASSERT(u.dead);
	CU_ASSERT(!puf_is_dead(&uf, fresh));
	puf_fini(&uf);
	ps_free(ps);
	free(idx);
}

static void test_uf_lockfree(void)
{
	test_uf_concurrent(PUF_LOCKFREE);
}

static void test_uf_locking(void)
{
	test_uf_concurrent(PUF_LOCKING);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rt_par", NULL, NULL);
	CU_add_test(s, "store: 4 threads insert the same states",
	    test_store_concurrent);
	CU_add_test(s, "store: table full and memory limit", test_store_full);
	CU_add_test(s, "union-find (lock-free): 4 threads unite a chain",
	    test_uf_lockfree);
	CU_add_test(s, "union-find (locking): 4 threads unite a chain",
	    test_uf_locking);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
