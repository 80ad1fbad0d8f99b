/*
 * model_deep.c -- a hand-written model for the DFS's cost per level: one
 * long path c = 0 .. DEEP_LEN and DEEP_PROCS processes that may all move
 * at every state.  The highest pid has two steps, c+1 (new: the search
 * goes one level deeper) and a self loop; every other process has a self
 * loop.  A level whose block holds all successors keeps DEEP_PROCS + 1
 * records; one with a cursor (next_part, one part per process) keeps one.
 * model_deep_whole is the same model without next_part.
 * Vector: [0] nprocs, [1..3] zero, [4..7] c.
 */
#include <string.h>
#include "runtime/model.h"

#ifndef DEEP_LEN
#define DEEP_LEN 100000
#endif
#define DEEP_PROCS 8

static const MccTransInfo deep_trans[] = {
	{ 0, 0, 0, "deep.pml", 1, "c = (c+1)", 0, 0 },
	{ 0, 0, 0, "deep.pml", 2, "skip", 0, 0 },
};
static const MccLocInfo deep_locs[] = { { 1, "c = (c+1)", MCC_LOC_INIT | MCC_LOC_END, NULL, 0 } };
static const MccProcInfo deep_procs[] = { { "P", 0, 1, deep_locs, 0 } };
static const MccVarInfo deep_vars[] = { { "c", -1, 4, MCC_VT_INT, 4, 1, 0, 0 } };

static int deep_initial(uint8_t *s) { memset(s, 0, 8); s[0] = DEEP_PROCS; return 0; }

/* The steps of process p in s. */
static int deep_proc(const uint8_t *s, int p, MccSuccFn cb, void *ctx)
{
	uint8_t t[8];
	uint32_t c;
	int n = 0;
	memcpy(&c, s + 4, 4);
	memcpy(t, s, 8);
	if (p == DEEP_PROCS - 1 && c < DEEP_LEN) {
		MccStep st = { (int16_t)p, -1, 0, -1, 0, 0, -1, NULL, 0 };
		uint32_t d = c + 1;
		memcpy(t + 4, &d, 4);
		cb(ctx, t, &st);
		memcpy(t + 4, &c, 4);
		n++;
	}
	MccStep st = { (int16_t)p, -1, 1, -1, 0, 0, -1, NULL, 0 };
	cb(ctx, t, &st);
	return n + 1;
}

static int deep_next_part(const uint8_t *s, int excl, MccCursor *cur, MccSuccFn cb,
    void *ctx)
{
	(void)excl;
	if (cur->stage == MCC_CUR_START) {
		cur->stage = 1;
		cur->pid = DEEP_PROCS - 1;
	}
	if (cur->stage == MCC_CUR_DONE)
		return 0;
	int n = deep_proc(s, cur->pid--, cb, ctx);
	if (cur->pid < 0)
		cur->stage = MCC_CUR_DONE;
	cur->n += n;
	return n;
}

static int deep_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	MccCursor cur;
	memset(&cur, 0, sizeof cur);
	while (cur.stage != MCC_CUR_DONE)
		deep_next_part(s, excl, &cur, cb, ctx);
	return cur.n;
}

static int deep_nprocs(const uint8_t *s) { return s[0]; }
static int deep_proc_type(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int deep_proc_loc(const uint8_t *s, int pid) { (void)s; (void)pid; return 0; }
static int deep_proc_offset(const uint8_t *s, int pid) { (void)s; (void)pid; return 1; }
static int deep_valid_end(const uint8_t *s, int strict) { (void)s; (void)strict; return 1; }

static const struct MccModelLtl deep_ltl; /* no LTL parts */

#define DEEP_MODEL(name, part) \
	static const MccModel name = { \
		MCC_MODEL_ABI, "deep", "deep.pml", 8, deep_initial, deep_next, deep_nprocs, \
		deep_proc_type, deep_proc_loc, deep_proc_offset, deep_valid_end, \
		2, deep_trans, 1, deep_procs, 1, deep_vars, 0, NULL, -1, &deep_ltl, NULL, NULL, \
		NULL, NULL, NULL, part, .merge = NULL, \
	}
DEEP_MODEL(model_deep, deep_next_part);
DEEP_MODEL(model_deep_whole, NULL);
