/*
 * test_rt_porvis.c -- CUnit tests of the visibility analysis of
 * partial-order reduction for LTL (runtime/por/visible.c): which rows of
 * the reduction table may change a proposition.
 *
 * A hand-written model (no successor function needed):
 *   byte g; byte arr[3]; record r { f1, f2 };
 *   proctype P0 { byte x; row 0: g = ..; row 1: arr[1] = .. }
 *   proctype P1 { row 2: r.f1 = ..; row 3: reads g; row 4: run P0 }
 *   death rows 5 (P0), 6 (P1): write _nr_pr.
 * Labels: P1 location 1 `lab`, P0 location 2 `fin`.
 * Objects: 0 _nr_pr, 1 g, 2..4 arr[0..2] (one per element), 5 r.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include "runtime/product.h"
#include "runtime/options.h"
#include "runtime/por/por.h"

static const MccTransInfo v_trans[] = {
	{ 0, 0, 1, "v.pml", 1, "g=1", 0, 0 }, { 0, 1, 2, "v.pml", 2, "arr[1]=1", 0, 0 },
	{ 1, 0, 1, "v.pml", 3, "r.f1=1", 0, 0 }, { 1, 1, 2, "v.pml", 4, "(g)", 0, 0 },
	{ 1, 2, 3, "v.pml", 5, "run P0()", 0, 0 },
};
static const MccLocInfo v_locs[] = {
	{ 1, "a", MCC_LOC_INIT, NULL, 0 }, { 1, "b", 0, "lab", 0 },
	{ 1, "c", 0, NULL, 0 }, { 1, "-end-", MCC_LOC_FINAL, NULL, 0 },
};
static const MccProcInfo v_procs[] = {
	{ "P0", 0, 3, v_locs, 0 }, { "P1", 0, 4, v_locs, 0 },
};
static const MccVarInfo v_vars[] = {
	{ "g", -1, 1, MCC_VT_BYTE, 1, 1, 0, 0 },
	{ "arr", -1, 2, MCC_VT_BYTE, 1, 3, 0, 0 },
	{ "r.f1", -1, 5, MCC_VT_BYTE, 1, 1, 0, 0 },
	{ "r.f2", -1, 6, MCC_VT_BYTE, 1, 1, 0, 0 },
	{ "x", 0, 0, MCC_VT_BYTE, 1, 1, 0, 0 },
};
static const MccLabel v_labels[] = { { 1, 1, "lab" }, { 0, 2, "fin" } };
static const char *const v_ap_text[] = { "g > 0", "len(q) > 0" };

static int v_eval(const uint8_t *s, int i) { (void)s; (void)i; return 0; }

static const struct MccModelLtl v_ltl = { .nap = 2, .ap_text = v_ap_text,
	.eval_ap = v_eval, .nlabels = 2, .labels = v_labels };
static uint8_t *v_merge; /* MccModel.merge of the next model, or NULL */

#define R0 (MCC_POR_HDR + 8) /* the header, 8 row offsets (the last: the end) */
static const int32_t v_por[] = { 6, 7, 0, 6, 0, /* no queues: queue 0 would be object 6 */
	R0, R0 + 4, R0 + 8, R0 + 12, R0 + 16, R0 + 20, R0 + 22, R0 + 26,
	0, 1, 1, MCC_POR_W,             /* 0: g */
	0, 1, 3, MCC_POR_W,             /* 1: arr[1] */
	0, 1, 5, MCC_POR_W,             /* 2: r */
	0, 1, 1, MCC_POR_R | MCC_POR_G, /* 3: reads g */
	MCC_POR_RUN, 0,                 /* 4: run */
	0, 1, 0, MCC_POR_W,             /* 5: P0 dies */
	0, 1, 0, MCC_POR_W,             /* 6: P1 dies */
};
/* the same with one object too few: the var rows do not match */
static int32_t v_por_bad[sizeof v_por / sizeof *v_por];

static int v_nprocs(const uint8_t *s) { (void)s; return 0; }
static int v_pt(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }

static MccModel v_model(const int32_t *por)
{
	MccModel m;
	memset(&m, 0, sizeof m);
	m.abi = MCC_MODEL_ABI;
	m.name = "v";
	m.state_size = 8;
	m.nprocs = v_nprocs;
	m.proc_type = v_pt;
	m.proc_loc = v_pt;
	m.proc_offset = v_pt;
	m.ntrans = 5;
	m.trans = v_trans;
	m.nproctypes = 2;
	m.proctypes = v_procs;
	m.nvars = 5;
	m.vars = v_vars;
	m.never = -1;
	m.ltl = &v_ltl;
	m.por = por;
	m.merge = v_merge;
	return m;
}

/* The visible rows (bit r) for one proposition, parsed at run time
 * (compiled < 0) or compiled AP `compiled`; -1 when not analysable. */
static int visible(const int32_t *table, const char *text, int compiled)
{
	MccModel m = v_model(table);
	const char *why = NULL;
	RtPor *por = rt_por_new(&m, RT_POR_STUBBORN, &why);
	CU_ASSERT_PTR_NOT_NULL_FATAL(por);
	RtAp ap = { compiled, NULL };
	if (compiled < 0) {
		char err[256];
		int col;
		ap.expr = rt_expr_parse(&m, text, err, sizeof err, &col);
		CU_ASSERT_PTR_NOT_NULL_FATAL(ap.expr);
	}
	uint8_t *vis = rt_product_visible(&m, por, &ap, 1, 0, &why);
	int bits = -1;
	if (vis) {
		bits = 0;
		for (int r = 0; r < rt_por_nrows(por); r++)
			bits |= vis[r] ? 1 << r : 0;
		CU_ASSERT_PTR_NULL(why);
	} else {
		CU_ASSERT_PTR_NOT_NULL(why);
	}
	free(vis);
	rt_expr_free(ap.expr);
	rt_por_free(por);
	return bits;
}

static void test_globals(void)
{
	CU_ASSERT_EQUAL(visible(v_por, "g > 0", -1), 1 << 0);
	/* one object per element: only the row writing arr[1] */
	CU_ASSERT_EQUAL(visible(v_por, "arr[1] == 2", -1), 1 << 1);
	CU_ASSERT_EQUAL(visible(v_por, "arr[2] == 2", -1), 0);
	/* an index that is not constant: every element, and what it reads */
	CU_ASSERT_EQUAL(visible(v_por, "arr[g] == 0", -1), 1 << 0 | 1 << 1);
	/* a record is one object */
	CU_ASSERT_EQUAL(visible(v_por, "r.f2 == 1", -1), 1 << 2);
	CU_ASSERT_EQUAL(visible(v_por, "true", -1), 0);
}

static void test_remote(void)
{
	/* a location of P1: the rows of P1 that enter or leave it (2, 3),
	 * its death and every run */
	CU_ASSERT_EQUAL(visible(v_por, "P1@lab", -1),
	    1 << 2 | 1 << 3 | 1 << 4 | 1 << 6);
	/* a local of P0: every row of P0 and every run */
	CU_ASSERT_EQUAL(visible(v_por, "P0:x == 1", -1),
	    1 << 0 | 1 << 1 | 1 << 4 | 1 << 5);
}

static void test_locations(void)
{
	static uint8_t merge[5];
	/* P0@fin (location 2): the row entering it, P0's death, runs; not
	 * row 0 (0 -> 1) */
	CU_ASSERT_EQUAL(visible(v_por, "P0@fin", -1), 1 << 1 | 1 << 4 | 1 << 5);
	/* row 0 starts a merged chain: where the chain ends is not its
	 * target, so it is visible too */
	merge[0] = 1;
	v_merge = merge;
	CU_ASSERT_EQUAL(visible(v_por, "P0@fin", -1),
	    1 << 0 | 1 << 1 | 1 << 4 | 1 << 5);
	v_merge = NULL;
}

static void test_compiled(void)
{
	CU_ASSERT_EQUAL(visible(v_por, NULL, 0), 1 << 0);
	/* text the run-time parser cannot read: no reduction */
	CU_ASSERT_EQUAL(visible(v_por, NULL, 1), -1);
}

static void test_mismatch(void)
{
	memcpy(v_por_bad, v_por, sizeof v_por);
	v_por_bad[0] = 5;
	CU_ASSERT_EQUAL(visible(v_por_bad, "g > 0", -1), -1);
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 1;
	CU_pSuite s = CU_add_suite("rt_porvis", NULL, NULL);
	CU_add_test(s, "globals and elements", test_globals);
	CU_add_test(s, "remote references", test_remote);
	CU_add_test(s, "locations", test_locations);
	CU_add_test(s, "compiled propositions", test_compiled);
	CU_add_test(s, "table mismatch", test_mismatch);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
