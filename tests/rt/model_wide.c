/*
 * model_wide.c -- a hand-written model for the DFS's cost per level when
 * the vector is large: one path c = 0 .. WIDE_LEN over a WIDE_VSIZE-byte
 * vector, two processes.  Process 1 has two steps, c+1 (which also
 * writes c's low byte to a pad byte that moves with c, so that a step
 * changes two places far apart) and a self loop; process 0 a self loop.
 * A level costs what the step changed, not the vector (runtime/dfs.c).
 * model_wide_whole is the same model without next_part.
 * Vector: [0] nprocs, [1..3] zero, [4..7] c, [8..] the pad.
 */
#include <string.h>
#include "runtime/model.h"

#ifndef WIDE_LEN
#define WIDE_LEN 50000
#endif
#define WIDE_VSIZE 1024

static const MccTransInfo wide_trans[] = {
	{ 0, 0, 0, "wide.pml", 1, "c = (c+1)", 0, 0 },
	{ 0, 0, 0, "wide.pml", 2, "skip", 0, 0 },
};
static const MccLocInfo wide_locs[] = { { 1, "c = (c+1)", MCC_LOC_INIT | MCC_LOC_END, NULL, 0 } };
static const MccProcInfo wide_procs[] = { { "P", 0, 1, wide_locs, 0 } };
static const MccVarInfo wide_vars[] = { { "c", -1, 4, MCC_VT_INT, 4, 1, 0, 0 } };

static int wide_initial(uint8_t *s)
{
	memset(s, 0, WIDE_VSIZE);
	s[0] = 2;
	for (int i = 8; i < WIDE_VSIZE; i++)
		s[i] = (uint8_t)(i * 7);
	return 0;
}

/* The steps of process p in s. */
static int wide_proc(const uint8_t *s, int p, MccSuccFn cb, void *ctx)
{
	uint8_t t[WIDE_VSIZE];
	uint32_t c;
	int n = 0;
	memcpy(&c, s + 4, 4);
	memcpy(t, s, WIDE_VSIZE);
	if (p == 1 && c < WIDE_LEN) {
		MccStep st = { (int16_t)p, -1, 0, -1, 0, 0, -1, NULL, 0 };
		uint32_t d = c + 1;
		memcpy(t + 4, &d, 4);
		t[8 + (d * 37) % (WIDE_VSIZE - 8)] = (uint8_t)d;
		cb(ctx, t, &st);
		memcpy(t, s, WIDE_VSIZE);
		n++;
	}
	MccStep st = { (int16_t)p, -1, 1, -1, 0, 0, -1, NULL, 0 };
	cb(ctx, t, &st);
	return n + 1;
}

static int wide_next_part(const uint8_t *s, int excl, MccCursor *cur, MccSuccFn cb,
    void *ctx)
{
	(void)excl;
	if (cur->stage == MCC_CUR_START) {
		cur->stage = 1;
		cur->pid = 1;
	}
	if (cur->stage == MCC_CUR_DONE)
		return 0;
	int n = wide_proc(s, cur->pid--, cb, ctx);
	if (cur->pid < 0)
		cur->stage = MCC_CUR_DONE;
	cur->n += n;
	return n;
}

static int wide_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	MccCursor cur;
	memset(&cur, 0, sizeof cur);
	while (cur.stage != MCC_CUR_DONE)
		wide_next_part(s, excl, &cur, cb, ctx);
	return cur.n;
}

static int wide_nprocs(const uint8_t *s) { return s[0]; }
static int wide_proc_type(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int wide_proc_loc(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int wide_proc_offset(const uint8_t *s, int pid) { (void)s; (void)pid; return 1; }
static int wide_valid_end(const uint8_t *s, int strict) { (void)s; (void)strict; return 1; }

static const struct MccModelLtl wide_ltl; /* no LTL parts */

#define WIDE_MODEL(name, part) \
	static const MccModel name = { \
		MCC_MODEL_ABI, "wide", "wide.pml", WIDE_VSIZE, wide_initial, wide_next, \
		wide_nprocs, wide_proc_type, wide_proc_loc, wide_proc_offset, \
		wide_valid_end, 2, wide_trans, 1, wide_procs, 1, wide_vars, 0, NULL, -1, \
		&wide_ltl, NULL, NULL, NULL, NULL, NULL, part, .merge = NULL, \
	}
WIDE_MODEL(model_wide, wide_next_part);
WIDE_MODEL(model_wide_whole, NULL);
