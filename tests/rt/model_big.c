/*
 * model_big.c -- a hand-written model with a large, regular state space for
 * store and memory-limit tests: one process stepping a 32-bit counter c
 * through c+1 and 2c+1 (mod 2^BIG_BITS); 2^BIG_BITS states, all reachable.
 * Vector: [0] nprocs, [1] pc, [2..3] zero, [4..7] c, [8..15] zero.
 */
#include <string.h>
#include "runtime/model.h"

#ifndef BIG_BITS
#define BIG_BITS 16
#endif

static const MccTransInfo big_trans[] = {
	{ 0, 0, 0, "big.pml", 1, "c = (c+1)", 0, 0 },
	{ 0, 0, 0, "big.pml", 2, "c = ((2*c)+1)", 0, 0 },
};
static const MccLocInfo big_locs[] = { { 1, "c = (c+1)", MCC_LOC_INIT, NULL, 0 } };
static const MccProcInfo big_procs[] = { { "C", 0, 1, big_locs, 0 } };
static const MccVarInfo big_vars[] = { { "c", -1, 4, MCC_VT_INT, 4, 1, 0, 0 } };

static int big_initial(uint8_t *s) { memset(s, 0, 16); s[0] = 1; return 0; }

static int big_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	uint8_t t[16];
	uint32_t c, mask = (uint32_t)((1ULL << BIG_BITS) - 1);
	(void)excl;
	memcpy(&c, s + 4, 4);
	for (int k = 0; k < 2; k++) {
		uint32_t d = (k ? 2 * c + 1 : c + 1) & mask;
		MccStep st = { 0, -1, k, -1, 0, 0, -1, NULL, 0 };
		memcpy(t, s, 16);
		memcpy(t + 4, &d, 4);
		cb(ctx, t, &st);
	}
	return 2;
}

static int big_nprocs(const uint8_t *s) { return s[0]; }
static int big_proc_type(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int big_proc_loc(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int big_proc_offset(const uint8_t *s, int pid) { (void)s; (void)pid; return 1; }
static int big_valid_end(const uint8_t *s, int strict) { (void)s; (void)strict; return 1; }

static const struct MccModelLtl big_ltl; /* no LTL parts */

static const MccModel model_big = {
	MCC_MODEL_ABI, "big", "big.pml", 16, big_initial, big_next, big_nprocs,
	big_proc_type, big_proc_loc, big_proc_offset, big_valid_end,
	2, big_trans, 1, big_procs, 1, big_vars, 0, NULL, -1, &big_ltl, NULL, NULL, NULL, NULL, NULL, NULL,
	.merge = NULL,
};
