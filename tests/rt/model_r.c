/*
 * model_r.c -- hand-written model with a rendezvous and a deadlock, for
 * tests/unit/test_rt_explore.c.  In Promela:
 *
 *   chan c = [0] of { byte }; byte v;
 *   active proctype P() { c!7; v == 5 }     (pid 0: blocks after sending)
 *   active proctype Q() { c?v }             (pid 1)
 *
 * The send and receive are one step (pid 0 + pid2 1).  After it, P waits
 * forever on v == 5 outside an end state: an invalid end state at depth 1.
 * Vector: [0] nprocs, [1] P.pc, [2] Q.pc, [3] v.
 */
#include <string.h>
#include "runtime/model.h"

static const MccTransInfo r_trans[] = {
	{ 0, 0, 1, "r.pml", 2, "c!7", 0, 0 },
	{ 1, 0, 1, "r.pml", 3, "c?v", 0, 0 },
	{ 0, 1, 2, "r.pml", 2, "((v==5))", 0, 0 },
};
static const MccLocInfo r_locs_p[] = {
	{ 2, "c!7", MCC_LOC_INIT, NULL, 0 }, { 2, "((v==5))", 0, NULL, 0 },
	{ 2, "-end-", MCC_LOC_FINAL, NULL, 0 },
};
static const MccLocInfo r_locs_q[] = {
	{ 3, "c?v", MCC_LOC_INIT, NULL, 0 }, { 3, "-end-", MCC_LOC_FINAL, NULL, 0 },
};
static const MccProcInfo r_procs[] = {
	{ "P", 0, 3, r_locs_p, 0 }, { "Q", 0, 2, r_locs_q, 0 },
};
static const MccVarInfo r_vars[] = {
	{ "v", -1, 3, MCC_VT_BYTE, 1, 1, 0, 0 },
};

static int r_initial(uint8_t *s) { memset(s, 0, 4); s[0] = 2; return 0; }

static int r_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	uint8_t t[4];
	(void)excl;
	memcpy(t, s, 4);
	if (s[1] == 0 && s[2] == 0) {
		MccStep st = { 0, 1, 0, 1, 0, 0, -1, NULL, 0 };
		t[1] = 1; t[2] = 1; t[3] = 7;
		cb(ctx, t, &st);
		return 1;
	}
	if (s[1] == 1 && s[3] == 5) {
		MccStep st = { 0, -1, 2, -1, 0, 0, -1, NULL, 0 };
		t[1] = 2;
		cb(ctx, t, &st);
		return 1;
	}
	return 0;
}

static int r_nprocs(const uint8_t *s) { return s[0]; }
static int r_proc_type(const uint8_t *s, int pid) { (void)s; return pid; }
static int r_proc_loc(const uint8_t *s, int pid) { return s[1 + pid]; }
static int r_proc_offset(const uint8_t *s, int pid) { (void)s; return 1 + pid; }
static int r_valid_end(const uint8_t *s, int strict)
{
	(void)strict;
	return s[1] == 2 && s[2] == 1;
}

static const struct MccModelLtl r_ltl; /* no LTL parts */

static const MccModel model_r = {
	MCC_MODEL_ABI, "r", "r.pml", 4, r_initial, r_next, r_nprocs,
	r_proc_type, r_proc_loc, r_proc_offset, r_valid_end,
	3, r_trans, 2, r_procs, 1, r_vars, 0, NULL, -1, &r_ltl, NULL, NULL, NULL, NULL, NULL, NULL,
	.merge = NULL,
};
