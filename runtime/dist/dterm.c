/* dterm.c -- Safra's termination detection, see dterm.h. */
#include <string.h>
#include "runtime/dist/dterm.h"

void dt_init(DtState *t, int rank, int nranks)
{
	memset(t, 0, sizeof *t);
	t->rank = rank;
	t->nranks = nranks;
}

void dt_sent(DtState *t)
{
	t->count++;
}

void dt_received(DtState *t)
{
	t->count--;
	t->black = 1;
}

void dt_token(DtState *t, int64_t count, int black)
{
	t->has_token = 1;
	t->tok_count = count;
	t->tok_black = black;
}

/* Rank 0 sends a fresh white token and turns white. */
static int dt_new_round(DtState *t, int64_t *count, int *black)
{
	t->out = 1;
	t->black = 0;
	t->rounds++;
	*count = 0;
	*black = 0;
	return DT_FORWARD;
}

int dt_passive(DtState *t, int64_t *count, int *black)
{
	if (t->done)
		return DT_DONE;
	if (t->nranks == 1) {
		t->done = t->count == 0;
		return t->done ? DT_DONE : DT_WAIT;
	}
	if (t->rank != 0) {
		if (!t->has_token)
			return DT_WAIT;
		t->has_token = 0;
		*count = t->tok_count + t->count;
		*black = t->tok_black || t->black;
		t->black = 0;
		return DT_FORWARD;
	}
	if (!t->out)
		return dt_new_round(t, count, black);
	if (!t->has_token)
		return DT_WAIT;
	t->has_token = 0;
	t->out = 0;
	if (!t->tok_black && !t->black && t->tok_count + t->count == 0) {
		t->done = 1;
		return DT_DONE;
	}
	return dt_new_round(t, count, black);
}
