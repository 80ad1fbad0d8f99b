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
#include <sched.h>
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
#define OW_INFLIGHT ((size_t)32 << 20) /* bytes of sends in flight at most
                                         before a rank only receives */

/* Message tags (OW_TAG_RECS: the only basic message of Safra's count). */
enum {
	OW_TAG_RECS = 101,     /* a batch of records (dbatch.h; its depth
	                          field: OW_R_*, or the depth in reach) */
	OW_TAG_TOKEN,          /* Safra's token (two int64) */
	OW_TAG_DONE            /* from rank 0: the phase has ended (then
	                          the ranks' numbers are summed: dn_reduce) */
};

enum { OW_REACH, OW_RESET, OW_ELIM, OW_PTR };   /* phases */
enum { OW_R_SEED = 0, OW_R_EDGE = 1 };  /* reset records: a seed, or an
                                           edge from the new S (counted) */

#define OW_IN 1                /* flag: the state is in S */
#define OW_HIT 2               /* flag: reached in this reset */

#define OW_ROOT UINT32_MAX     /* link rank of the initial state */

/* A state's link to another (its reach parent, or its pointer). */
typedef struct OwLink {
	uint64_t idx;          /* number of the state in its rank's store */
	uint32_t rank;         /* its rank, OW_ROOT: none */
	uint32_t pad;
} OwLink;

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
	OwLink *link;          /* per state: the state it was reached from */
	OwLink *ptr;           /* per state, counterexample: the state of S
	                          it was reached from in the pointer phase
	                          (allocated then) */
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
	uint64_t cur_x;        /* the number of the state expanded */
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

/* Store s (owned here), reached at depth d from state (from, parent). */
static void ow_insert(Ow *o, const uint8_t *s, uint32_t d, uint32_t from,
    uint64_t parent)
{
	uint64_t x, c1 = o->cap, c2 = o->cap, c3 = o->cap, c4 = o->cap;
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
	    rt_mem_grow(&o->mem, (void **)&o->depth, &c3, x + 1, 4, &o->bytes) < 0 ||
	    rt_mem_grow(&o->mem, (void **)&o->link, &c4, x + 1, sizeof(OwLink),
	    &o->bytes) < 0) {
		o->failed = 1;
		return;
	}
	o->cap = c1 < c2 ? (c1 < c3 ? c1 : c3) : (c2 < c3 ? c2 : c3);
	o->cap = o->cap < c4 ? o->cap : c4;
	o->depth[x] = d;
	o->link[x] = (OwLink){ .idx = parent, .rank = from };
	if (d > o->max_depth)
		o->max_depth = d;
}

/* A record for state s owned here, from state (from, parent): what the
 * phase does with it. */
static void ow_record(Ow *o, const uint8_t *s, uint32_t kind, uint32_t from,
    uint64_t parent)
{
	uint64_t x;
	if (o->phase == OW_REACH) {
		ow_insert(o, s, kind, from, parent);
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
	if (kind == OW_R_EDGE && o->phase == OW_RESET)
		o->cnt[x]++;
	if (!(o->flag[x] & OW_HIT)) {
		o->flag[x] |= OW_HIT;
		if (o->phase == OW_PTR)
			o->ptr[x] = (OwLink){ .idx = parent, .rank = from };
		ow_push(o, x);
	}
}

static void ow_route(Ow *o, const uint8_t *s, uint32_t kind)
{
	int r = db_owner(s, o->vsize, o->n);
	if (r == o->me) {
		ow_record(o, s, kind, (uint32_t)o->me, o->cur_x);
		return;
	}
	if (db_put(&o->out[r], o->cur_x, kind, s, o->vsize)) {
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
	else if (o->mark < 0 || (marks >> o->mark & 1))
		ow_route(o, succ, OW_R_SEED);
}

static void ow_expand(Ow *o, uint64_t x, int seeds)
{
	OwExp e = { o, seeds };
	memcpy(o->cur, ss_get(o->st, x), o->vsize);
	o->cur_depth = o->depth[x];
	o->cur_x = x;
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
	while ((o->phase == OW_RESET || o->phase == OW_PTR) && o->scan < o->st->count &&
	    (o->mark >= 0 || o->phase == OW_PTR)) {
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
static int ow_handle(Ow *o, int from, int tag, const uint8_t *buf, size_t n)
{
	size_t pos = 0;
	uint64_t parent;
	uint32_t kind;
	const uint8_t *s;
	switch (tag) {
	case OW_TAG_RECS:
		dt_received(&o->term);
		while (db_get(buf, n, &pos, o->vsize, &parent, &kind, &s) == 0)
			ow_record(o, s, kind, (uint32_t)from, parent);
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
		int done = ow_handle(o, from, tag, buf, n);
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
		if (o->net->pending(o->net->ctx) > OW_INFLIGHT) {
			/* flow control: let the peers take what was sent */
			sched_yield();
			continue;
		}
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
	free(o->link);
	free(o->ptr);
	free(o->queue);
	free(o->cur);
	if (o->st)
		ss_free(o->st);
}

/* --- the counterexample ------------------------------------------------ */

/* At the fixpoint of a pair with at most one Inf mark m, S is reachable
 * inside itself from the targets of its m-edges (every edge, without Inf
 * marks).  The pointer phase is that reset once more, each state of S
 * keeping the state whose message reached it first: a state reached by a
 * BFS message points to one reached before it, a seed to the source of
 * an m-edge.  Walking the pointers back from any state of S must repeat
 * a state, and the pointers met in between form a cycle of S, read
 * backwards, in which the reach times go down except at m-edges: the
 * cycle holds one.  Rank 0 walks (asking the owners), then follows the
 * reach parents from the cycle's state back to the initial state, and
 * finds each edge's step bytes by expanding its source again.  With two
 * or more Inf marks the check runs again on the counter degeneralization
 * of the pair (ow_deg_*), which has one. */

enum {
	OW_TAG_ASK = 111,      /* from rank 0: a state's links (uint64 x;
	                          OW_FIRST: the first state of S) */
	OW_TAG_ANS,            /* the answer: OwAns, then the vector */
	OW_TAG_END             /* from rank 0: no more questions */
};
#define OW_FIRST UINT64_MAX

typedef struct OwAns {
	OwLink ptr;            /* its pointer (OW_FIRST: the state's number) */
	OwLink par;            /* its reach parent */
} OwAns;

/* Every rank: the pointer phase over S (o->mark, o->fin as left by
 * ow_pair). */
static void ow_pointers(Ow *o)
{
	uint64_t c = 0;
	if (rt_mem_grow(&o->mem, (void **)&o->ptr, &c, o->st->count + 1,
	    sizeof(OwLink), &o->bytes) < 0)
		o->failed = 1;
	o->phase = OW_PTR;
	o->scan = o->qhead = o->qtail = 0;
	for (uint64_t x = 0; x < o->st->count; x++)
		o->flag[x] &= (uint8_t)~OW_HIT;
	ow_phase(o);
}

/* State x's answer (x == OW_FIRST: the first state of S), into a (and its
 * vector into v). */
static void ow_answer(Ow *o, uint64_t x, OwAns *a, uint8_t *v)
{
	memset(a, 0, sizeof *a);
	if (x == OW_FIRST) {
		a->ptr.idx = OW_FIRST;
		for (uint64_t y = 0; y < o->st->count; y++)
			if (o->flag[y] & OW_IN) {
				a->ptr.idx = y;
				break;
			}
		return;
	}
	if (x >= o->st->count)
		ow_die(o, "a question about a state not stored");
	a->ptr = o->ptr[x];
	a->par = o->link[x];
	memcpy(v, ss_get(o->st, x), o->vsize);
}

/* Rank 0: ask rank r about state x. */
static void ow_ask(Ow *o, uint32_t r, uint64_t x, OwAns *a, uint8_t *v)
{
	if (r == 0) {
		ow_answer(o, x, a, v);
		return;
	}
	void *buf;
	size_t n;
	int from, tag;
	ow_send(o, (int)r, OW_TAG_ASK, &x, sizeof x);
	if (o->net->recv(o->net->ctx, (int)r, OW_TAG_ANS, 1, &buf, &n, &from,
	    &tag) != 1 || n != sizeof *a + o->vsize)
		ow_die(o, "no answer");
	memcpy(a, buf, sizeof *a);
	memcpy(v, (uint8_t *)buf + sizeof *a, o->vsize);
	free(buf);
}

/* Ranks but 0: answer until rank 0 is done. */
static void ow_serve(Ow *o)
{
	uint8_t *rep = malloc(sizeof(OwAns) + o->vsize);
	if (!rep)
		ow_die(o, "out of memory");
	for (;;) {
		void *buf;
		size_t n;
		int from, tag;
		uint64_t x;
		if (o->net->recv(o->net->ctx, 0, -1, 1, &buf, &n, &from, &tag) != 1)
			ow_die(o, "cannot receive");
		if (tag == OW_TAG_END) {
			free(buf);
			break;
		}
		if (tag != OW_TAG_ASK || n != sizeof x)
			ow_die(o, "unexpected message");
		memcpy(&x, buf, sizeof x);
		free(buf);
		ow_answer(o, x, (OwAns *)rep, rep + sizeof(OwAns));
		ow_send(o, 0, OW_TAG_ANS, rep, sizeof(OwAns) + o->vsize);
	}
	free(rep);
}

/* A growing list of states: vectors and where they live. */
typedef struct OwPath {
	uint8_t *v;            /* vectors */
	OwLink *at;            /* rank and number of each */
	OwLink *par;           /* its reach parent */
	uint64_t n, cap;
} OwPath;

static int ow_path_add(OwPath *p, uint32_t vsize, uint32_t r, uint64_t x,
    const OwAns *a, const uint8_t *v)
{
	if (p->n == p->cap) {
		uint64_t c = p->cap ? 2 * p->cap : 64;
		uint8_t *nv = realloc(p->v, c * vsize);
		if (nv)
			p->v = nv;
		OwLink *na = realloc(p->at, c * sizeof *na);
		if (na)
			p->at = na;
		OwLink *np = realloc(p->par, c * sizeof *np);
		if (np)
			p->par = np;
		if (!nv || !na || !np)
			return -1;
		p->cap = c;
	}
	memcpy(p->v + p->n * vsize, v, vsize);
	p->at[p->n] = (OwLink){ .idx = x, .rank = r };
	p->par[p->n++] = a->par;
	return 0;
}

static void ow_path_free(OwPath *p)
{
	free(p->v);
	free(p->at);
	free(p->par);
}

/* Finding an edge's step: the best edge from the state expanded to `to`
 * (cycle: no Fin mark, the most Inf marks). */
typedef struct OwFind {
	const Ow *o;
	const uint8_t *to;
	int cycle;
	uint32_t inf;
	int best;              /* score of the step kept, -1 none */
	uint8_t *step;
	uint32_t marks;
} OwFind;

static void ow_find_cb(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	OwFind *f = arg;
	if (memcmp(succ, f->to, f->o->vsize))
		return;
	int score = !f->cycle ? 0 : (marks & f->o->fin) ? -1 :
	    __builtin_popcount(marks & f->inf);
	if (score > f->best) {
		f->best = score;
		f->marks = marks;
		memcpy(f->step, step, f->o->g->step_size);
	}
}

/* Rank 0: the lasso from the walk (w[0..t], w[t] == w[i]) and the stem
 * to w[i] (stem[0] = w[i], then its parents up to the initial state). */
static int ow_lasso_make(Ow *o, const OwPath *w, uint64_t i, uint64_t t,
    const OwPath *stem, uint32_t inf, EcLasso *l)
{
	const EcGraph *g = o->g;
	uint64_t np = stem->n - 1, nc = t - i, ns = np + nc + 1;
	l->states = malloc(ns * o->vsize);
	l->steps = malloc((np + nc) * (g->step_size ? g->step_size : 1));
	if (!l->states || !l->steps)
		return -1;
	for (uint64_t k = 0; k <= np; k++)
		memcpy(l->states + k * o->vsize, stem->v + (np - k) * o->vsize,
		    o->vsize);
	for (uint64_t k = 1; k <= nc; k++) /* w[t-1], ..., w[i] */
		memcpy(l->states + (np + k) * o->vsize, w->v + (t - k) * o->vsize,
		    o->vsize);
	uint32_t seen = 0;
	for (uint64_t k = 0; k < np + nc; k++) {
		OwFind f = { o, l->states + (k + 1) * o->vsize, k >= np, inf, -1,
		    l->steps + k * g->step_size, 0 };
		memcpy(o->cur, l->states + k * o->vsize, o->vsize);
		g->succ(g->ctx, o->cur, ow_find_cb, &f);
		if (f.best < 0)
			return -1;
		if (k >= np)
			seen |= f.marks;
	}
	if ((seen & inf) != inf || (seen & o->fin))
		return -1; /* cannot be: an internal error, no lasso */
	l->nprefix = np;
	l->ncycle = nc;
	return 0;
}

/* Rank 0: walk the pointers from a state of S on rank r, then the reach
 * parents; the lasso into l (left empty if something fails). */
static void ow_walk(Ow *o, uint32_t r, uint32_t inf, EcLasso *l)
{
	OwPath w = { 0 }, stem = { 0 };
	OwAns a;
	uint8_t *v = malloc(o->vsize);
	SsStore *seen = ss_new(sizeof(OwLink), 0, NULL);
	uint64_t x, pos = 0;
	int ok = v && seen;
	if (ok)
		ow_ask(o, r, OW_FIRST, &a, v);
	ok = ok && a.ptr.idx != OW_FIRST;
	x = ok ? a.ptr.idx : 0;
	while (ok) {
		OwLink key = { .idx = x, .rank = r };
		int in = ss_find_or_put(seen, (const uint8_t *)&key, &pos);
		if (in < 0) {
			ok = 0;
			break;
		}
		if (in == 0)
			break; /* w[pos] again: the cycle */
		ow_ask(o, r, x, &a, v);
		if (a.ptr.rank == OW_ROOT || ow_path_add(&w, o->vsize, r, x, &a, v) < 0)
			ok = 0;
		r = a.ptr.rank;
		x = a.ptr.idx;
	}
	if (ok) { /* w[w.n] would be w[pos]: the stem from w[pos] */
		r = w.at[pos].rank;
		x = w.at[pos].idx;
		for (;;) {
			ow_ask(o, r, x, &a, v);
			if (ow_path_add(&stem, o->vsize, r, x, &a, v) < 0) {
				ok = 0;
				break;
			}
			if (a.par.rank == OW_ROOT)
				break;
			r = a.par.rank;
			x = a.par.idx;
		}
	}
	/* Closing the cycle: w[pos] again, copied out first, since adding
	 * may move w.v. */
	if (ok)
		memcpy(v, w.v + pos * o->vsize, o->vsize);
	if (ok && ow_path_add(&w, o->vsize, w.at[pos].rank, w.at[pos].idx, &a,
	    v) < 0)
		ok = 0;
	if (ok && ow_lasso_make(o, &w, pos, w.n - 1, &stem, inf, l) < 0) {
		ec_lasso_free(l);
		ok = 0;
	}
	if (!ok)
		fprintf(stderr, "pan: owcty: the counterexample could not be "
		    "built\n");
	for (int k = 1; k < o->n; k++)
		ow_send(o, k, OW_TAG_END, NULL, 0);
	ow_path_free(&w);
	ow_path_free(&stem);
	free(v);
	if (seen)
		ss_free(seen);
}

/* Every rank, at the fixpoint of a pair with at most one Inf mark: rank
 * 0's lasso into l. */
static void ow_lasso(Ow *o, uint32_t inf, EcLasso *l)
{
	o->mark = inf ? __builtin_ctz(inf) : -1;
	ow_pointers(o);
	uint64_t v[2] = { 0, (uint64_t)o->failed }; /* a rank with S, failed */
	for (uint64_t x = 0; !v[0] && x < o->st->count; x++)
		if (o->flag[x] & OW_IN)
			v[0] = (uint64_t)o->me + 1;
	dn_reduce(o->net, v, 2, 3);
	uint64_t has = v[0];
	if (v[1] || !has) { /* every rank knows */
		if (o->me == 0)
			fprintf(stderr, "pan: owcty: out of memory for the "
			    "counterexample\n");
		return;
	}
	if (o->me == 0)
		ow_walk(o, (uint32_t)(has - 1), inf, l);
	else
		ow_serve(o);
}

/* The counter degeneralization of one pair (fin, bits b[0..k)) of a
 * graph: states (s, j), j the next mark awaited; an edge with the marks
 * b[j], b[j+1], ... moves j on, and when it passes b[k-1] (back to 0) it
 * is accepting.  A cycle of it is accepting iff its image is. */
typedef struct OwDeg {
	const EcGraph *g;
	uint32_t fin;
	uint32_t b[32];
	uint32_t k, vs;        /* marks, bytes of a state of g */
	uint8_t *out;          /* a successor being reported */
	EcGraph dg;            /* the degeneralized graph */
} OwDeg;

enum { OW_DEG_FIN = 1, OW_DEG_ACC = 2 };

typedef struct OwDegCall {
	OwDeg *d;
	uint32_t j;
	EcSuccFn cb;
	void *arg;
} OwDegCall;

static void ow_deg_initial(void *ctx, uint8_t *s)
{
	OwDeg *d = ctx;
	d->g->initial(d->g->ctx, s);
	memset(s + d->vs, 0, 4);
}

static void ow_deg_cb(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	OwDegCall *c = arg;
	OwDeg *d = c->d;
	uint32_t j = c->j, m = (marks & d->fin) ? OW_DEG_FIN : 0;
	while (j < d->k && (marks & d->b[j]))
		j++;
	if (j == d->k) {
		j = 0;
		m |= OW_DEG_ACC;
	}
	memcpy(d->out, succ, d->vs);
	memcpy(d->out + d->vs, &j, 4);
	c->cb(c->arg, d->out, m, step);
}

static int ow_deg_succ(void *ctx, const uint8_t *s, EcSuccFn cb, void *arg)
{
	OwDeg *d = ctx;
	OwDegCall c = { d, 0, cb, arg };
	memcpy(&c.j, s + d->vs, 4);
	return d->g->succ(d->g->ctx, s, ow_deg_cb, &c);
}

static int ow_deg_init(OwDeg *d, const EcGraph *g, EcPair p)
{
	memset(d, 0, sizeof *d);
	d->g = g;
	d->fin = p.fin;
	d->vs = g->state_size;
	for (uint32_t i = 0; i < 32; i++)
		if (p.inf >> i & 1)
			d->b[d->k++] = 1u << i;
	if (!(d->out = malloc(d->vs + 4)))
		return -1;
	d->dg = *g;
	d->dg.ctx = d;
	d->dg.state_size = d->vs + 4;
	d->dg.inf_mask = OW_DEG_ACC;
	d->dg.fin_mask = OW_DEG_FIN;
	d->dg.npairs = 0;
	d->dg.pairs = NULL;
	d->dg.initial = ow_deg_initial;
	d->dg.succ = ow_deg_succ;
	d->dg.accepting_scc = NULL;
	d->dg.clone = NULL;
	d->dg.clone_free = NULL;
	return 0;
}

/* A lasso of the degeneralized graph as one of g: drop the counters. */
static int ow_deg_project(const OwDeg *d, EcLasso *l)
{
	size_t n = l->nprefix + l->ncycle + 1;
	uint8_t *s = malloc(n * d->vs);
	if (!s)
		return -1;
	for (size_t i = 0; i < n; i++)
		memcpy(s + i * d->vs, l->states + i * (d->vs + 4), d->vs);
	free(l->states);
	l->states = s;
	return 0;
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

static const DsNet ow_alone = { .rank = 0, .size = 1, .local = 1,
    .send = ow_no_send, .recv = ow_no_recv, .pending = ow_no_pending };

/* The check of g over net; the lasso (want: 1) of a pair with at most
 * one Inf mark, else *deg = 1 + the index of the pair that accepts. */
static EcResult ow_check(const EcGraph *g, const EcConfig *cfg,
    const DsNet *net, int want, EcStats *st, EcLasso *lasso, uint32_t *deg)
{
	Ow o;
	uint64_t rounds = 0;
	int res = 0;
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
		ow_insert(&o, o.cur, 0, OW_ROOT, 0);
	ow_phase(&o);
	ow_sync(&o);
	EcPair one = { g->fin_mask, g->inf_mask };
	const EcPair *pairs = g->npairs ? g->pairs : &one;
	uint32_t np = g->npairs ? g->npairs : 1, i;
	for (i = 0; !o.failed && i < np && res == 0; i++)
		res = ow_pair(&o, pairs[i].fin, pairs[i].inf, &rounds);
	if (res == 1 && want && lasso) {
		uint32_t inf = pairs[i - 1].inf;
		if (inf & (inf - 1))
			*deg = i;
		else
			ow_lasso(&o, inf, lasso);
	}
	ow_stats(&o, st, rounds);
	ow_fini(&o);
	if (o.failed)
		return EC_INCOMPLETE;
	return res ? EC_NONEMPTY : EC_EMPTY;
}

static EcResult ow_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	const DsNet *net = cfg->net ? cfg->net : &ow_alone;
	uint32_t deg = 0;
	if (lasso)
		memset(lasso, 0, sizeof *lasso);
	EcResult r = ow_check(g, cfg, net, cfg->want_lasso, st, lasso, &deg);
	if (r != EC_NONEMPTY || !deg)
		return r;
	/* two Inf marks or more: the lasso of the degeneralized pair (the
	 * statistics are the check's, not this run's) */
	EcPair p = g->npairs ? g->pairs[deg - 1] : (EcPair){ g->fin_mask,
	    g->inf_mask };
	OwDeg d;
	EcStats dst;
	uint32_t none = 0;
	if (ow_deg_init(&d, g, p) < 0) {
		if (net->size > 1)
			ow_die(&(Ow){ .me = net->rank }, "out of memory");
		return r;
	}
	EcResult dr = ow_check(&d.dg, cfg, net, 1, &dst, lasso, &none);
	if (dr != EC_NONEMPTY && net->rank == 0)
		fprintf(stderr, "pan: owcty: the degeneralized check found %s: "
		    "no counterexample\n", dr == EC_EMPTY ? "no cycle" :
		    "no answer");
	if (lasso && lasso->ncycle && ow_deg_project(&d, lasso) < 0)
		ec_lasso_free(lasso);
	free(d.out);
	return r;
}

const EcAlgo ec_owcty = {
	"owcty", "One-Way-Catch-Them-Young: reset and elimination to a "
	"fixpoint, breadth first; distributed under --mpi",
	EC_HANDLES_FIN | EC_HANDLES_PAIRS,
	{ "rounds", "expansions", "messages", "ranks" },
	ow_run
};
