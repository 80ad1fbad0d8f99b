/*
 * model_m.c -- a hand-written model implementing runtime/model.h, used by
 * tests/unit/test_rt_explore.c and tests/rt/pan_m.c.  It mirrors the
 * Promela model tests/rt/m.pml the way Spin's pan explores it (spin -o1 -o2
 * -o3 -a; cc -DNOREDUCE): processes are tried from the highest pid down,
 * a process may only terminate when no higher pid is alive, and the first
 * statement of an atomic sequence is an interleaving point.
 *
 *   byte x;
 *   active proctype A() { byte i;
 *     do :: x < 3 -> atomic { x++; i++ } :: x >= 3 -> break od;
 *     assert(x < 3) }
 *   active proctype B() { x = x + 1 }
 *
 * Spin's answers (./pan -m100000000 -c0): 33 states stored, 16 matched,
 * 49 transitions, 9 atomic steps, depth reached 14, 5 errors;
 * with the default -c1: error at depth 9, 8 stored, 0 matched, 2 atomic.
 *
 * Vector: [0] x, [1] nprocs, [2] A.pc, [3] A.i, [4] B.pc, [5..7] zero.
 */
#include <string.h>
#include "runtime/model.h"

enum { M_X, M_NPR, M_APC, M_AI, M_BPC, M_SIZE = 8 };

static const MccTransInfo m_trans[] = {
	{ 0, 0, 1, "m.pml", 5, "((x<3))", 0, 1 },
	{ 0, 1, 2, "m.pml", 5, "x = (x+1)", MCC_TRANS_ATOMIC, 2 },
	{ 0, 2, 0, "m.pml", 5, "i = (i+1)", 0, 3 },
	{ 0, 0, 3, "m.pml", 6, "((x>=3))", 0, 5 },
	{ 0, 3, 4, "m.pml", 8, "assert((x<3))", MCC_TRANS_ASSERT, 10 },
	{ 1, 0, 1, "m.pml", 11, "x = (x+1)", 0, 1 },
};

static const MccLocInfo m_locs_a[] = {
	{ 5, "((x<3))", MCC_LOC_INIT, NULL, 7 },
	{ 5, "x = (x+1)", 0, NULL, 4 },
	{ 5, "i = (i+1)", MCC_LOC_ATOMIC, NULL, 3 },
	{ 8, "assert((x<3))", 0, NULL, 10 },
	{ 9, "-end-", MCC_LOC_FINAL, NULL, 11 },
};

static const MccLocInfo m_locs_b[] = {
	{ 11, "x = (x+1)", MCC_LOC_INIT, NULL, 1 },
	{ 12, "-end-", MCC_LOC_FINAL, NULL, 2 },
};

static const MccProcInfo m_procs[] = {
	{ "A", 0, 5, m_locs_a, 0 },
	{ "B", 0, 2, m_locs_b, 0 },
};

static const MccVarInfo m_vars[] = {
	{ "x", -1, M_X, MCC_VT_BYTE, 1, 1, 0, 0 },
	{ "i", 0, 1, MCC_VT_BYTE, 1, 1, 0, 0 },
};

static int m_initial(uint8_t *s)
{
	memset(s, 0, M_SIZE);
	s[M_NPR] = 2;
	return 0;
}

static void m_emit(MccSuccFn cb, void *ctx, const uint8_t *t, int pid,
		   int trans, unsigned flags, int err)
{
	MccStep st = { (int16_t)pid, -1, trans, -1, flags, err, err ? trans : -1, NULL, 0 };
	cb(ctx, t, &st);
}

static int m_moves_a(const uint8_t *s, MccSuccFn cb, void *ctx)
{
	uint8_t t[M_SIZE];
	int n = 0;
	memcpy(t, s, M_SIZE);
	switch (s[M_APC]) {
	case 0:
		if (s[M_X] < 3) { t[M_APC] = 1; m_emit(cb, ctx, t, 0, 0, 0, 0); n++; }
		memcpy(t, s, M_SIZE);
		if (s[M_X] >= 3) { t[M_APC] = 3; m_emit(cb, ctx, t, 0, 3, 0, 0); n++; }
		break;
	case 1:
		t[M_X]++; t[M_APC] = 2;
		m_emit(cb, ctx, t, 0, 1, MCC_STEP_ATOMIC, 0); n++;
		break;
	case 2:
		t[M_AI]++; t[M_APC] = 0;
		m_emit(cb, ctx, t, 0, 2, 0, 0); n++;
		break;
	case 3:
		t[M_APC] = 4;
		m_emit(cb, ctx, t, 0, 4, 0, s[M_X] < 3 ? 0 : MCC_ERR_ASSERT); n++;
		break;
	case 4:
		if (s[M_NPR] == 1) {
			t[M_NPR] = 0; t[M_APC] = 0; t[M_AI] = 0;
			m_emit(cb, ctx, t, 0, -1, MCC_STEP_DEATH, 0); n++;
		}
		break;
	}
	return n;
}

static int m_moves_b(const uint8_t *s, MccSuccFn cb, void *ctx)
{
	uint8_t t[M_SIZE];
	memcpy(t, s, M_SIZE);
	if (s[M_BPC] == 0) {
		t[M_X]++; t[M_BPC] = 1;
		m_emit(cb, ctx, t, 1, 5, 0, 0);
	} else {
		t[M_NPR] = 1; t[M_BPC] = 0;
		m_emit(cb, ctx, t, 1, -1, MCC_STEP_DEATH, 0);
	}
	return 1;
}

static int m_moves(const uint8_t *s, int pid, MccSuccFn cb, void *ctx)
{
	if (pid >= s[M_NPR])
		return 0;
	return pid == 0 ? m_moves_a(s, cb, ctx) : m_moves_b(s, cb, ctx);
}

static int m_next(const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	int n = 0;
	if (excl >= 0 && (n = m_moves(s, excl, cb, ctx)) > 0)
		return n;
	for (int pid = s[M_NPR] - 1; pid >= 0; pid--)
		n += m_moves(s, pid, cb, ctx);
	return n;
}

static int m_nprocs(const uint8_t *s) { return s[M_NPR]; }
static int m_proc_type(const uint8_t *s, int pid) { (void)s; return pid; }
static int m_proc_loc(const uint8_t *s, int pid)
{
	return pid == 0 ? s[M_APC] : s[M_BPC];
}
static int m_proc_offset(const uint8_t *s, int pid)
{
	(void)s;
	return pid == 0 ? M_APC : M_BPC;
}

static int m_valid_end(const uint8_t *s, int strict)
{
	(void)strict;
	if (s[M_NPR] >= 1 && s[M_APC] != 4)
		return 0;
	if (s[M_NPR] >= 2 && s[M_BPC] != 1)
		return 0;
	return 1;
}

static const struct MccModelLtl m_ltl; /* no LTL parts */

static const MccModel model_m = {
	MCC_MODEL_ABI, "m", "m.pml", M_SIZE, m_initial, m_next, m_nprocs,
	m_proc_type, m_proc_loc, m_proc_offset, m_valid_end,
	6, m_trans, 2, m_procs, 2, m_vars, 0, NULL, -1, &m_ltl, NULL, NULL, NULL, NULL, NULL, NULL,
	.merge = NULL,
};
