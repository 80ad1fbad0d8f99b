/*
 * owcty.c -- One-Way-Catch-Them-Young, the emptiness check that can run
 * distributed (Černá & Pelánek 2003; Barnat, Brim & Chaloupka, "Parallel
 * breadth-first search LTL model-checking", 2003), here for transition
 * marks and generalized Büchi (Rabin) pairs.
 *
 * Over the ranks of EcConfig.net (NULL: this process alone), every rank
 * holding the same graph; a state belongs to the rank its hash names
 * (runtime/dist/dbatch.h), which alone stores it.  Per stored state: its
 * membership in the set S and a count of the edges into it from S
 * (uint8 + uint32); successors are recomputed in every phase.
 *
 *   reach        S = the states reachable from the initial state;
 *   per pair (fin, inf) of the acceptance: the edges carrying a fin mark
 *   are left out of the graph of S; then, until S no longer shrinks:
 *     reset(i)   for each mark i of inf (or once, with every state of S
 *                a seed, when inf is empty): S = the states of S
 *                reachable inside S from the targets of the edges of S
 *                that carry i; the counts are those of the new S;
 *     eliminate  remove the states of S that have no edge from S into
 *                them, repeatedly (a removed state's successors' counts
 *                go down by one per edge: a message to their owner).
 *   The pair's language is non-empty iff S is not empty at the fixpoint.
 *
 * Why: a state on an accepting cycle is never removed.  Conversely at the
 * fixpoint every state of S has a predecessor in S, so the SCCs of S with
 * no edge from another SCC of S into them ("top" SCCs) are not trivial;
 * each state of a top SCC C is reachable inside S from an i-edge of S for
 * every mark i, and that edge must then lie inside C: C is accepting.
 *
 * Each phase ends by Safra's termination detection (runtime/dist/dterm.h)
 * and a barrier (dn_reduce: no rank sends the next phase's records to a
 * rank still in this one); after a round the ranks sum their numbers at
 * rank 0, which tells every rank the totals (the decision is the same
 * everywhere).  No counterexample is
 * built: a non-empty answer comes with an empty lasso (ec.h allows it),
 * and callers say that no trail was written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/ec/ec.h"
#include "runtime/mem.h"
#include "runtime/store/store.h"
#include "runtime/dist/dnet.h"
#include "runtime/dist/dbatch.h"
#include "runtime/dist/dterm.h"

#define OW_POLL 64              /* expansions between two looks at the net */

/* Message tags (OW_TAG_RECS: the only basic message of Safra's count). */
enum {
	OW_TAG_RECS = 101,     /* a batch of records (dbatch.h; its depth
	                          field: OW_R_*, or the depth in reach) */
	OW_TAG_TOKEN,          /* Safra's token (two int64) */
	OW_TAG_DONE            /* from rank 0: the phase has ended (then
	                          the ranks' numbers are summed: dn_reduce) */
};

enum { OW_REACH, OW_RESET, OW_ELIM };   /* phases */
enum { OW_R_SEED = 0, OW_R_EDGE = 1 };  /* reset records: a seed, or an
                                           edge from the new S (counted) */

#define OW_IN 1                /* flag: the state is in S */
#define OW_HIT 2               /* flag: reached in this reset */

typedef struct Ow {
	const EcGraph *g;
	const EcConfig *cfg;
	const DsNet *net;
	int me, n;
	uint32_t vsize;
	RtMem mem;
	SsStore *st;           /* the states this rank owns */
	uint8_t *flag;         /* per state: OW_IN, OW_HIT */
	uint32_t *cnt;         /* per state: edges from S into it */
	uint32_t *depth;       /* per state: BFS depth of the reach */
	uint64_t cap;          /* elements of flag, cnt, depth */
	uint64_t *queue;       /* states to expand in this phase */
	uint64_t qcap, qhead, qtail;
	uint64_t scan;         /* reset: next state to look for seeds at */
	size_t bytes;          /* arrays and batches, reserved in mem */
	uint8_t *cur;          /* the state being expanded (a copy) */
	DbBatch *out;          /* a batch per rank (own: unused) */
	DtState term;
	int phase;
	int mark;              /* reset: the mark, -1: every state a seed */
	uint32_t fin;          /* edges with one of these are not in S's graph */
	uint32_t cur_depth;    /* reach: depth of the state expanded */
	int failed;            /* out of memory: the answer is incomplete */
	uint64_t trans, expanded, msgs, max_depth;
} Ow;

/* --- the net ---------------------------------------------------------------- */

static void ow_die(const Ow *o, const char *what)
{
	fprintf(stderr, "pan: rank %d: %s\n", o->me, what);
	abort(); /* a lost message would be a wrong verdict */
}

static void ow_send(Ow *o, int dest, int tag, const void *buf, size_t n)
{
	if (o->net->send(o->net->ctx, dest, tag, buf, n) < 0)
		ow_die(o, "cannot send");
	if (tag == OW_TAG_RECS) {
		dt_sent(&o->term);
		o->msgs++;
	}
}

/* --- storage ---------------------------------------------------------------- */

static int ow_push(Ow *o, uint64_t x)
{
	if (o->qtail == o->qcap && o->qhead > 0) { /* slide down */
		memmove(o->queue, o->queue + o->qhead,
		    (o->qtail - o->qhead) * sizeof *o->queue);
		o->qtail -= o->qhead;
		o->qhead = 0;
	}
	if (rt_mem_grow(&o->mem, (void **)&o->queue, &o->qcap, o->qtail + 1,
	    sizeof *o->queue, &o->bytes) < 0) {
		o->failed = 1;
		return -1;
	}
	o->queue[o->qtail++] = x;
	return 0;
}

/* Store s (owned here), reached at depth d. */
static void ow_insert(Ow *o, const uint8_t *s, uint32_t d)
{
	uint64_t x, c1 = o->cap, c2 = o->cap, c3 = o->cap;
	if (o->failed)
		return;
	int r = ss_find_or_put(o->st, s, &x);
	if (r < 0) {
		o->failed = 1;
		return;
	}
	if (r == 0)
		return;
	if (rt_mem_grow(&o->mem, (void **)&o->flag, &c1, x + 1, 1, &o->bytes) < 0 ||
	    rt_mem_grow(&o->mem, (void **)&o->cnt, &c2, x + 1, 4, &o->bytes) < 0 ||
	    rt_mem_grow(&o->mem, (void **)&o->depth, &c3, x + 1, 4, &o->bytes) < 0) {
		o->failed = 1;
		return;
	}
	o->cap = c1 < c2 ? (c1 < c3 ? c1 : c3) : (c2 < c3 ? c2 : c3);
	o->depth[x] = d;
	if (d > o->max_depth)
		o->max_depth = d;
}

/* A record for state s owned here: what the phase does with it. */
static void ow_record(Ow *o, const uint8_t *s, uint32_t kind)
{
	uint64_t x;
	if (o->phase == OW_REACH) {
		ow_insert(o, s, kind);
		return;
	}
	if (ss_find(o->st, s, &x) != 1)
		ow_die(o, "a successor is not stored");
	if (!(o->flag[x] & OW_IN))
		return;
	if (o->phase == OW_ELIM) {
		if (o->cnt[x] == 0)
			ow_die(o, "a count went below zero");
		if (--o->cnt[x] == 0) {
			o->flag[x] &= (uint8_t)~OW_IN;
			ow_push(o, x);
		}
		return;
	}
	if (kind == OW_R_EDGE)
		o->cnt[x]++;
	if (!(o->flag[x] & OW_HIT)) {
		o->flag[x] |= OW_HIT;
		ow_push(o, x);
	}
}

static void ow_route(Ow *o, const uint8_t *s, uint32_t kind)
{
	int r = db_owner(s, o->vsize, o->n);
	if (r == o->me) {
		ow_record(o, s, kind);
		return;
	}
	if (db_put(&o->out[r], 0, kind, s, o->vsize)) {
		ow_send(o, r, OW_TAG_RECS, o->out[r].data, o->out[r].n);
		db_clear(&o->out[r]);
	}
}

/* --- expansion ---------------------------------------------------------------- */

/* What an expansion sends: reach: every successor; reset, scanning: the
 * targets of the mark's edges (seeds); reset, from the queue: every edge
 * (counted); eliminate: every edge (a decrement). */
typedef struct OwExp {
	Ow *o;
	int seeds;             /* reset: the scan for seeds */
} OwExp;

static void ow_succ(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	OwExp *e = arg;
	Ow *o = e->o;
	(void)step;
	if (o->phase == OW_REACH) {
		o->trans++;
		ow_route(o, succ, o->cur_depth + 1);
		return;
	}
	if (marks & o->fin)
		return;
	if (!e->seeds)
		ow_route(o, succ, OW_R_EDGE);
	else if (marks >> o->mark & 1)
		ow_route(o, succ, OW_R_SEED);
}

static void ow_expand(Ow *o, uint64_t x, int seeds)
{
	OwExp e = { o, seeds };
	memcpy(o->cur, ss_get(o->st, x), o->vsize);
	o->cur_depth = o->depth[x];
	o->expanded++;
	o->g->succ(o->g->ctx, o->cur, ow_succ, &e);
}

/* One unit of work; 0 if there is none. */
static int ow_work(Ow *o)
{
	if (o->failed)
		return 0; /* the answer is incomplete: just end the phase */
	if (o->phase == OW_REACH) {
		if (o->scan >= o->st->count)
			return 0;
		ow_expand(o, o->scan++, 0);
		return 1;
	}
	if (o->qhead < o->qtail) {
		ow_expand(o, o->queue[o->qhead++], 0);
		return 1;
	}
	while (o->phase == OW_RESET && o->mark >= 0 && o->scan < o->st->count) {
		uint64_t x = o->scan++;
		if (o->flag[x] & OW_IN) {
			ow_expand(o, x, 1);
			return 1;
		}
	}
	return 0;
}

/* --- a phase, until Safra's algorithm says it is over ---------------------- */

static void ow_flush_all(Ow *o)
{
	for (int r = 0; r < o->n; r++)
		if (r != o->me && o->out[r].recs) {
			ow_send(o, r, OW_TAG_RECS, o->out[r].data, o->out[r].n);
			db_clear(&o->out[r]);
		}
}

/* Handle one message; 1 if it ends the phase. */
static int ow_handle(Ow *o, int tag, const uint8_t *buf, size_t n)
{
	size_t pos = 0;
	uint64_t parent;
	uint32_t kind;
	const uint8_t *s;
	switch (tag) {
	case OW_TAG_RECS:
		dt_received(&o->term);
		while (db_get(buf, n, &pos, o->vsize, &parent, &kind, &s) == 0)
			ow_record(o, s, kind);
		return 0;
	case OW_TAG_TOKEN: {
		int64_t t[2];
		memcpy(t, buf, sizeof t);
		dt_token(&o->term, t[0], (int)t[1]);
		return 0;
	}
	case OW_TAG_DONE:
		return 1;
	}
	ow_die(o, "unexpected message");
	return 1;
}

/* Receive messages (block: wait for one); 1 once the phase has ended. */
static int ow_poll(Ow *o, int block)
{
	void *buf;
	size_t n;
	int from, tag, r;
	while ((r = o->net->recv(o->net->ctx, -1, -1, block, &buf, &n, &from,
	    &tag)) == 1) {
		int done = ow_handle(o, tag, buf, n);
		free(buf);
		if (done)
			return 1;
		if (block)
			return 0;
	}
	if (r < 0)
		ow_die(o, "cannot receive");
	return 0;
}

static void ow_phase_run(Ow *o)
{
	dt_init(&o->term, o->me, o->n);
	for (;;) {
		if (o->n > 1 && ow_poll(o, 0))
			return;
		if (o->cfg->stop && *o->cfg->stop)
			o->failed = 1;
		int k = 0;
		while (k < OW_POLL && ow_work(o))
			k++;
		if (k == OW_POLL)
			continue;
		ow_flush_all(o);
		int64_t t[2];
		int black = 0;
		switch (dt_passive(&o->term, &t[0], &black)) {
		case DT_FORWARD:
			t[1] = black;
			ow_send(o, (o->me + 1) % o->n, OW_TAG_TOKEN, t, sizeof t);
			break;
		case DT_DONE:
			for (int r = 1; r < o->n; r++)
				ow_send(o, r, OW_TAG_DONE, NULL, 0);
			return;
		}
		if (ow_poll(o, 1))
			return;
	}
}

/* A phase, then a barrier: a rank must not send the next phase's
 * records to one that has not yet seen this phase end. */
static void ow_phase(Ow *o)
{
	uint64_t none = 0;
	ow_phase_run(o);
	dn_reduce(o->net, &none, 1, 0);
}

/* --- the algorithm ------------------------------------------------------------ */

/* Numbers summed at the end of a phase. */
enum { OW_N_S, OW_N_FAILED, OW_N_STOP, OW_N };

static uint64_t ow_sync(Ow *o)
{
	uint64_t v[OW_N] = { 0 };
	for (uint64_t x = 0; x < o->st->count; x++)
		v[OW_N_S] += o->flag[x] & OW_IN;
	v[OW_N_FAILED] = (uint64_t)o->failed;
	v[OW_N_STOP] = o->cfg->stop && *o->cfg->stop;
	dn_reduce(o->net, v, OW_N, 0);
	if (v[OW_N_FAILED] || v[OW_N_STOP])
		o->failed = 1;
	return v[OW_N_S];
}

static void ow_reset(Ow *o, int mark)
{
	o->phase = OW_RESET;
	o->mark = mark;
	o->scan = o->qhead = o->qtail = 0;
	for (uint64_t x = 0; x < o->st->count; x++) {
		o->cnt[x] = 0;
		if (mark < 0 && (o->flag[x] & OW_IN)) {
			o->flag[x] |= OW_HIT;
			ow_push(o, x);
		}
	}
	ow_phase(o);
	for (uint64_t x = 0; x < o->st->count; x++)
		o->flag[x] = (o->flag[x] & OW_HIT) ? (o->flag[x] & OW_IN) : 0;
}

static void ow_eliminate(Ow *o)
{
	o->phase = OW_ELIM;
	o->qhead = o->qtail = 0;
	for (uint64_t x = 0; x < o->st->count; x++)
		if ((o->flag[x] & OW_IN) && o->cnt[x] == 0) {
			o->flag[x] = 0;
			ow_push(o, x);
		}
	ow_phase(o);
}

/* One pair: 1 non-empty, 0 empty, -1 incomplete. */
static int ow_pair(Ow *o, uint32_t fin, uint32_t inf, uint64_t *rounds)
{
	uint64_t prev = UINT64_MAX;
	o->fin = fin;
	for (uint64_t x = 0; x < o->st->count; x++)
		o->flag[x] = OW_IN;
	for (;;) {
		++*rounds;
		if (!inf)
			ow_reset(o, -1);
		for (int i = 0; i < 32; i++)
			if (inf >> i & 1)
				ow_reset(o, i);
		ow_eliminate(o);
		uint64_t size = ow_sync(o);
		if (o->failed)
			return -1;
		if (size == 0)
			return 0;
		if (size == prev)
			return 1;
		prev = size;
	}
}

static void ow_stats(Ow *o, EcStats *st, uint64_t rounds)
{
	enum { S, T, MEM, DEPTH, EXP, MSGS, K };
	uint64_t v[K] = { o->st->count, o->trans, o->mem.peak, o->max_depth,
	    o->expanded, o->msgs };
	dn_reduce(o->net, v, K, 1u << DEPTH);
	memset(st, 0, sizeof *st);
	st->states = v[S];
	st->transitions = v[T];
	st->memory = v[MEM];
	st->max_depth = v[DEPTH];
	st->counters[0] = rounds;
	st->counters[1] = v[EXP];
	st->counters[2] = v[MSGS];
	st->counters[3] = (uint64_t)o->n;
}

static int ow_init(Ow *o, const EcGraph *g, const EcConfig *cfg,
    const DsNet *net)
{
	memset(o, 0, sizeof *o);
	o->g = g;
	o->cfg = cfg;
	o->net = net;
	o->me = net->rank;
	o->n = net->size;
	o->vsize = g->state_size ? g->state_size : 1;
	o->mem.limit = cfg->memlim;
	SsConfig sc = { 0 };
	const SsAlgo *sa = ss_algo_pick(cfg->store, o->vsize);
	if (!sa || !(sa->flags & SS_LOSSLESS))
		sa = ss_algo_pick(NULL, o->vsize);
	o->st = ss_new_algo(sa, o->vsize, &sc, &o->mem);
	uint64_t nb = 0;
	if (!o->st || !(o->cur = rt_mem_alloc(&o->mem, o->vsize, 1)) ||
	    rt_mem_grow(&o->mem, (void **)&o->out, &nb, (uint64_t)o->n,
	    sizeof(DbBatch), &o->bytes) < 0)
		return -1;
	size_t cap = db_cap(o->vsize);
	for (int r = 0; r < o->n; r++) {
		if (r == o->me)
			continue;
		if (!(o->out[r].data = rt_mem_alloc(&o->mem, cap, 0)))
			return -1;
		o->out[r].cap = cap;
	}
	return 0;
}

static void ow_fini(Ow *o)
{
	for (int r = 0; o->out && r < o->n; r++)
		free(o->out[r].data);
	free(o->out);
	free(o->flag);
	free(o->cnt);
	free(o->depth);
	free(o->queue);
	free(o->cur);
	if (o->st)
		ss_free(o->st);
}

/* A net of one rank: nothing is ever sent. */
static int ow_no_send(void *ctx, int dest, int tag, const void *buf, size_t n)
{
	(void)ctx; (void)dest; (void)tag; (void)buf; (void)n;
	return -1;
}

static int ow_no_recv(void *ctx, int src, int tag, int block, void **buf,
    size_t *n, int *from, int *got)
{
	(void)ctx; (void)src; (void)tag; (void)block; (void)buf; (void)n;
	(void)from; (void)got;
	return 0;
}

static size_t ow_no_pending(void *ctx)
{
	(void)ctx;
	return 0;
}

static EcResult ow_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	static const DsNet alone = { .rank = 0, .size = 1, .local = 1,
	    .send = ow_no_send, .recv = ow_no_recv, .pending = ow_no_pending };
	const DsNet *net = cfg->net ? cfg->net : &alone;
	Ow o;
	uint64_t rounds = 0;
	int res = 0;
	if (lasso)
		memset(lasso, 0, sizeof *lasso);
	/* a rank that cannot start ends the run (the others would wait) */
	if (ow_init(&o, g, cfg, net) < 0) {
		if (o.n > 1)
			ow_die(&o, "out of memory starting the check");
		ow_fini(&o);
		if (st)
			memset(st, 0, sizeof *st);
		return EC_INCOMPLETE;
	}
	g->initial(g->ctx, o.cur);
	o.phase = OW_REACH;
	if (db_owner(o.cur, o.vsize, o.n) == o.me)
		ow_insert(&o, o.cur, 0);
	ow_phase(&o);
	ow_sync(&o);
	EcPair one = { g->fin_mask, g->inf_mask };
	const EcPair *pairs = g->npairs ? g->pairs : &one;
	uint32_t np = g->npairs ? g->npairs : 1;
	for (uint32_t i = 0; !o.failed && i < np && res == 0; i++)
		res = ow_pair(&o, pairs[i].fin, pairs[i].inf, &rounds);
	ow_stats(&o, st, rounds);
	ow_fini(&o);
	if (o.failed)
		return EC_INCOMPLETE;
	return res ? EC_NONEMPTY : EC_EMPTY;
}

const EcAlgo ec_owcty = {
	"owcty", "One-Way-Catch-Them-Young: reset and elimination to a "
	"fixpoint, breadth first; distributed under --mpi (no lasso)",
	EC_HANDLES_FIN | EC_HANDLES_PAIRS | EC_NO_LASSO,
	{ "rounds", "expansions", "messages", "ranks" },
	ow_run
};
