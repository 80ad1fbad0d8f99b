/* dsafety.c -- the distributed safety search, see dsafety.h. */
#include <sched.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/dist/dsafety.h"
#include "runtime/dist/dbatch.h"
#include "runtime/dist/dterm.h"
#include "runtime/succbuf.h"
#include "runtime/report.h"

#define DS_ROOT UINT32_MAX      /* parent rank of the initial state */
#define DS_POLL 64              /* expansions between two looks at the net */
#define DS_INFLIGHT ((size_t)32 << 20) /* bytes of sends in flight at most */

/* Message tags.  Basic messages (Safra's count) are those below
 * DS_TAG_TOKEN: they are sent during the search and may make their
 * receiver active. */
enum {
	DS_TAG_STATES = 1,     /* a batch of states (dbatch.h) */
	DS_TAG_ERROR,          /* to rank 0: an error (DsErr + its steps) */
	DS_TAG_STOP,           /* from rank 0: the search stops (int) */
	DS_TAG_TOKEN,          /* Safra's token (DsToken) */
	DS_TAG_DONE,           /* from rank 0: termination detected */
	DS_TAG_STATS,          /* to rank 0 after the search: DsRankStats */
	DS_TAG_ANC,            /* from rank 0: a state's vector and parent? */
	DS_TAG_ANC_REP,        /* the answer: DsLink, then the vector */
	DS_TAG_FIN             /* from rank 0: DsFin, the run is over */
};

/* What each stored state keeps (16 bytes, indexed by its number). */
typedef struct DsLink {
	uint64_t parent;       /* the parent's number in its rank's store */
	uint32_t prank;        /* the parent's rank, DS_ROOT: none */
	uint32_t depth;        /* depth (search.h) */
} DsLink;

/* An error, as sent to rank 0; nsteps MccStep follow (error_text NULL):
 * from the stored state (base_rank, base) through the atomic chain to the
 * error's step. */
typedef struct DsErr {
	int64_t depth;         /* as printed */
	uint64_t base;         /* the stored state expanded */
	uint32_t base_rank;
	int32_t kind;          /* DS_ERR_* */
	int32_t fatal;         /* ends the search whatever -c says */
	int32_t procs_full;    /* search.h: process slots, once met */
	uint32_t nsteps;
	char msg[256];
} DsErr;

enum { DS_ERR_MODEL = 0, DS_ERR_MEMORY = 1 };

typedef struct DsToken {
	int64_t count;
	int64_t black;
} DsToken;

/* One rank's numbers, gathered by rank 0 (the report's per-rank lines). */
typedef struct DsRankStats {
	uint64_t stored, matched, atomic, truncated, depth_max;
	uint64_t expanded;     /* states expanded */
	uint64_t msgs, bytes;  /* messages and bytes sent */
	uint64_t store_bytes;  /* its store's memory */
	uint64_t other_bytes;  /* links, chain levels, batches */
	uint64_t inflight;     /* most bytes of sends in flight */
	uint64_t throttled;    /* times it waited for them to drain */
	uint64_t conflicts;    /* its store's */
	uint64_t rss_peak;     /* its process's peak resident set, bytes
	                          (getrusage; threads of one process, as in
	                          the unit tests, share it) */
	int32_t stop;          /* its own stop (RT_STOP_MEMORY) */
	int32_t pad;
} DsRankStats;

/* The end of the run, from rank 0 to all. */
typedef struct DsFin {
	int32_t stop;
	int32_t pad;
	uint64_t errors, truncated;
} DsFin;

/* One level of an atomic chain (level 0: the stored state expanded). */
typedef struct DsLevel {
	const uint8_t *state;  /* this level's state */
	const MccStep *step;   /* step that led here (NULL at level 0) */
	int excl;              /* atomic holder, -1 none */
	uint8_t *succ;         /* collected successor vectors */
	MccStep *steps;        /* their steps (moves only) */
	uint32_t n, cap, next; /* collected, allocated, next to visit */
	uint64_t depth;        /* depth of this state */
} DsLevel;

typedef struct Ds {
	RtSearch *rs;          /* this rank's search: store, counters */
	const MccModel *m;
	const DsNet *net;
	int me, n;             /* rank, ranks */
	uint32_t vsize;
	DsLink *links;         /* one per stored state */
	uint64_t links_cap;
	DsLevel *lv;           /* chain levels 0..sp */
	uint64_t lv_cap, sp;
	uint64_t cur;          /* the state being expanded; those below are */
	int failed;            /* a level's buffers could not grow */
	const uint8_t *find;   /* rebuilding a path: the child looked for */
	MccStep *found;        /* the steps to it, once found (malloc'd) */
	uint64_t nfound;
	DbBatch *out;          /* a batch per rank (own: unused) */
	DtState term;
	int stop;              /* RT_STOP_*: no more expanding or storing */
	uint64_t msgs, sent;   /* messages and bytes sent */
	size_t inflight_max;   /* flow control: above this many bytes of
	                          sends in flight, the rank only receives
	                          (PAN_MPI_INFLIGHT overrides DS_INFLIGHT) */
	size_t inflight;       /* the most there were */
	uint64_t throttled;    /* times it waited for them to drain */
	uint64_t expanded;
	uint64_t die_at;       /* tests: this rank kills itself after
	                          expanding this many states (environment
	                          PAN_MPI_TEST_DIE=RANK), 0: never */
	size_t bytes;          /* reserved through rs->mem */
	/* rank 0 */
	DsErr **trails;        /* the errors whose trails are written (each
	                          malloc'd: DsErr, then its steps) */
	uint64_t *trail_nos;   /* their numbers (-e), 0: not numbered */
	uint64_t ntrails, trails_cap;
	int mem_rank;          /* first rank out of memory, -1 none */
} Ds;

/* --- memory, sending ------------------------------------------------------ */

static int ds_grow(Ds *d, void **p, uint64_t *cap, uint64_t need, size_t sz)
{
	return rt_mem_grow(&d->rs->mem, p, cap, need, sz, &d->bytes);
}

static void ds_send(Ds *d, int dest, int tag, const void *buf, size_t n)
{
	if (d->net->send(d->net->ctx, dest, tag, buf, n) < 0) {
		fprintf(stderr, "pan: rank %d: cannot send to rank %d\n", d->me, dest);
		abort(); /* the run must end: a lost message is a wrong count */
	}
	if (tag < DS_TAG_TOKEN) {
		dt_sent(&d->term);
		d->msgs++;
		d->sent += n;
	}
	size_t p = d->net->pending(d->net->ctx);
	if (p > d->inflight)
		d->inflight = p;
}

static void ds_flush(Ds *d, int dest)
{
	DbBatch *b = &d->out[dest];
	if (b->recs && !d->stop)
		ds_send(d, dest, DS_TAG_STATES, b->data, b->n);
	db_clear(b);
}

static void ds_flush_all(Ds *d)
{
	for (int r = 0; r < d->n; r++)
		if (r != d->me)
			ds_flush(d, r);
}

/* --- errors and stopping ---------------------------------------------------- */

/* Rank 0: every rank stops (why: RT_STOP_*). */
static void ds_stop_all(Ds *d, int why)
{
	int32_t w = why;
	if (d->stop)
		return;
	d->stop = why;
	d->rs->stop = why;
	for (int r = 1; r < d->n; r++)
		ds_send(d, r, DS_TAG_STOP, &w, sizeof w);
}

/* Rank 0: keep error e (and its steps) to write its trail after the
 * search. */
static void ds_keep_trail(Ds *d, const DsErr *e, const MccStep *steps)
{
	size_t sz = sizeof *e + e->nsteps * sizeof(MccStep);
	uint64_t c1 = d->trails_cap, c2 = d->trails_cap;
	DsErr *k = malloc(sz);
	if (!k || ds_grow(d, (void **)&d->trails, &c1, d->ntrails + 1,
	    sizeof *d->trails) < 0 || ds_grow(d, (void **)&d->trail_nos, &c2,
	    d->ntrails + 1, sizeof *d->trail_nos) < 0) {
		free(k);
		printf("pan: out of memory keeping the path of this error\n");
		return;
	}
	d->trails_cap = c1;
	memcpy(k, e, sizeof *e);
	memcpy(k + 1, steps, e->nsteps * sizeof(MccStep));
	d->trails[d->ntrails] = k;
	d->trail_nos[d->ntrails++] = d->rs->opt->every_error ?
	    d->rs->st.errors + 1 : 0;
}

/* Rank 0: an error found by some rank (steps: e->nsteps of them). */
static void ds_error_at0(Ds *d, const DsErr *e, const MccStep *steps)
{
	RtSearch *rs = d->rs;
	if (d->stop)
		return;
	if (e->kind == DS_ERR_MEMORY) {
		if (d->mem_rank < 0)
			d->mem_rank = (int)e->base_rank;
		ds_stop_all(d, RT_STOP_MEMORY);
		return;
	}
	const char *nl = strchr(e->msg, '\n');
	if (nl) { /* two errors of one step (MCC_ERR_RV_POLL_ASSERT) */
		DsErr one = *e;
		snprintf(one.msg, sizeof one.msg, "%.*s", (int)(nl - e->msg), e->msg);
		ds_error_at0(d, &one, steps);
		snprintf(one.msg, sizeof one.msg, "%s", nl + 1);
		ds_error_at0(d, &one, steps);
		return;
	}
	rs->fatal_pending = e->fatal;
	if (e->procs_full)
		rs->procs_full = e->procs_full;
	if (rt_search_error_wants_path(rs))
		ds_keep_trail(d, e, steps);
	rt_search_error(rs, e->msg, e->depth, NULL, 0);
	if (rs->stop) {
		int why = rs->stop;
		rs->stop = 0; /* ds_stop_all sets it */
		ds_stop_all(d, why);
	}
}

/* Report an error at the top chain level (last: its step, NULL for an
 * invalid end state) or, with kind DS_ERR_MEMORY, that this rank ran out
 * of memory. */
static void ds_error(Ds *d, int kind, const char *msg, const MccStep *last)
{
	RtSearch *rs = d->rs;
	uint32_t ns = kind == DS_ERR_MODEL ? (uint32_t)d->sp + (last != NULL) : 0;
	size_t sz = sizeof(DsErr) + ns * sizeof(MccStep);
	DsErr *e = calloc(1, sz);
	if (!e) {
		fprintf(stderr, "pan: rank %d: out of memory reporting an error\n", d->me);
		abort();
	}
	MccStep *st = (MccStep *)(e + 1);
	e->kind = kind;
	if (kind == DS_ERR_MODEL)
		e->depth = rt_error_depth(d->lv[d->sp].depth, last);
	e->base = d->cur;
	e->base_rank = (uint32_t)d->me;
	e->fatal = rs->fatal_pending;
	e->procs_full = rs->procs_full;
	rs->fatal_pending = 0;
	snprintf(e->msg, sizeof e->msg, "%s", msg ? msg : "");
	if (kind == DS_ERR_MODEL) {
		for (uint64_t i = 1; i <= d->sp; i++)
			st[i - 1] = *d->lv[i].step;
		if (last)
			st[ns - 1] = *last;
		for (uint32_t i = 0; i < ns; i++)
			st[i].error_text = NULL;
		e->nsteps = ns;
	}
	if (d->me == 0)
		ds_error_at0(d, e, st);
	else
		ds_send(d, 0, DS_TAG_ERROR, e, sizeof(DsErr) + e->nsteps * sizeof(MccStep));
	free(e);
}

/* This rank cannot go on: its memory limit was reached. */
static void ds_out_of_memory(Ds *d)
{
	if (d->stop)
		return;
	ds_error(d, DS_ERR_MEMORY, NULL, NULL);
	d->stop = RT_STOP_MEMORY;
	d->rs->stop = RT_STOP_MEMORY;
}

/* --- storing ------------------------------------------------------------------ */

/* Store state s (owned here) reached from (prank, parent) at depth. */
static void ds_insert(Ds *d, const uint8_t *s, uint32_t prank, uint64_t parent,
    uint32_t depth)
{
	RtSearch *rs = d->rs;
	uint64_t idx;
	int r = ss_find_or_put(rs->store, s, &idx);
	if (r < 0 || (r == 1 && ds_grow(d, (void **)&d->links, &d->links_cap,
	    idx + 1, sizeof(DsLink)) < 0)) {
		ds_out_of_memory(d);
		return;
	}
	if (r == 0) {
		rs->st.matched++;
		return;
	}
	d->links[idx] = (DsLink){ .parent = parent, .prank = prank,
				  .depth = depth };
	rs->st.stored++;
}

/* A stored state's successor s (or a chain state whose holder is
 * blocked) at depth: to its owner. */
static void ds_route(Ds *d, const uint8_t *s, uint64_t depth)
{
	int r = db_owner(s, d->vsize, d->n);
	if (r == d->me) {
		ds_insert(d, s, (uint32_t)d->me, d->cur, (uint32_t)depth);
		return;
	}
	if (db_put(&d->out[r], d->cur, (uint32_t)depth, s, d->vsize))
		ds_flush(d, r);
}

/* --- the walk through atomic chains --------------------------------------- */

static void ds_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	Ds *d = ctx;
	DsLevel *l = &d->lv[d->sp];
	if (step->flags & MCC_STEP_REPORT) {
		/* not a move: reported here, nothing is kept */
		char msg[256];
		if (!d->find && rt_step_error(d->rs, step, succ, msg, sizeof msg))
			ds_error(d, DS_ERR_MODEL, msg, step);
		return;
	}
	if (l->n == l->cap) {
		uint64_t c1 = l->cap, c2 = l->cap;
		if (d->failed ||
		    ds_grow(d, (void **)&l->succ, &c1, l->n + 1, d->vsize) < 0 ||
		    ds_grow(d, (void **)&l->steps, &c2, l->n + 1, sizeof(MccStep)) < 0) {
			d->failed = 1;
			return;
		}
		l->cap = (uint32_t)(c1 < c2 ? c1 : c2);
	}
	memcpy(l->succ + (size_t)l->n * d->vsize, succ, d->vsize);
	l->steps[l->n++] = *step;
}

/* Rebuilding: is s the child looked for?  Then keep the steps to it. */
static int ds_hit(Ds *d, const uint8_t *s, const MccStep *last)
{
	if (memcmp(s, d->find, d->vsize))
		return 0;
	d->nfound = d->sp + (last != NULL);
	d->found = malloc((d->nfound ? d->nfound : 1) * sizeof(MccStep));
	if (!d->found)
		return 0;
	for (uint64_t i = 1; i <= d->sp; i++)
		d->found[i - 1] = *d->lv[i].step;
	if (last)
		d->found[d->nfound - 1] = *last;
	return 1;
}

/* Collect the top level's successors; what the BFS does with a level
 * besides (bfs_expand): a chain state whose atomic holder is blocked is
 * routed (or, rebuilding, compared) and not walked; a deadlock is
 * checked.  Leaves n = 0 when there is nothing to walk. */
static void ds_level(Ds *d)
{
	RtSearch *rs = d->rs;
	DsLevel *l = &d->lv[d->sp];
	l->n = l->next = 0;
	d->failed = 0;
	d->m->next(l->state, l->excl, ds_collect, d);
	if (d->failed) {
		l->n = 0;
		if (!d->find)
			ds_out_of_memory(d);
		return;
	}
	if (d->sp > 0 && l->excl >= 0 &&
	    (l->n == 0 || (l->steps[0].flags & MCC_STEP_BROKEN))) {
		l->n = 0;
		if (d->find) {
			d->sp--;
			ds_hit(d, l->state, l->step);
			d->sp++;
		} else {
			ds_route(d, l->state, l->depth);
		}
		return;
	}
	if (d->find)
		return;
	if (l->depth > rs->st.depth_max)
		rs->st.depth_max = l->depth;
	if (l->n == 0 && !rs->opt->ignore_end &&
	    !d->m->valid_end(l->state, rs->opt->strict_end))
		ds_error(d, DS_ERR_MODEL, "invalid end state", NULL);
}

/* Walk into a new chain level for successor s reached by st. */
static void ds_push(Ds *d, const uint8_t *s, const MccStep *st)
{
	if (ds_grow(d, (void **)&d->lv, &d->lv_cap, d->sp + 2, sizeof(DsLevel)) < 0) {
		if (!d->find)
			ds_out_of_memory(d);
		return;
	}
	uint64_t depth = d->lv[d->sp].depth + rt_step_depth(st);
	DsLevel *l = &d->lv[++d->sp];
	l->state = s;
	l->step = st;
	l->excl = rt_step_excl(st);
	l->depth = depth;
	ds_level(d);
}

/* Successor s (step st) of the top level: bfs_visit, but routed. */
static void ds_visit(Ds *d, const uint8_t *s, const MccStep *st)
{
	RtSearch *rs = d->rs;
	uint64_t depth = d->lv[d->sp].depth + rt_step_depth(st);
	char msg[256];
	if (d->find) {
		if (st->flags & MCC_STEP_ATOMIC)
			ds_push(d, s, st);
		else
			ds_hit(d, s, st);
		return;
	}
	if (rt_step_error(rs, st, s, msg, sizeof msg))
		ds_error(d, DS_ERR_MODEL, msg, st);
	if (d->stop)
		return;
	if (st->flags & MCC_STEP_ATOMIC)
		rs->st.atomic++;
	if (rs->opt->max_depth && depth >= rs->opt->max_depth) {
		rs->st.truncated++;
		rs->st.matched++;
		return;
	}
	if (st->flags & MCC_STEP_ATOMIC)
		ds_push(d, s, st);
	else
		ds_route(d, s, depth);
}

/* Walk the chains of a stored state (vector s, number x) at depth. */
static void ds_walk(Ds *d, const uint8_t *s, uint64_t x, uint64_t depth)
{
	d->cur = x;
	d->sp = 0;
	d->lv[0] = (DsLevel){ .state = s, .excl = -1, .depth = depth,
	    .succ = d->lv[0].succ, .steps = d->lv[0].steps, .cap = d->lv[0].cap };
	ds_level(d);
	while ((d->find || !d->stop) && !d->found) {
		DsLevel *l = &d->lv[d->sp];
		if (l->next == l->n) {
			if (d->sp == 0)
				return;
			d->sp--;
			continue;
		}
		uint32_t i = l->next++;
		ds_visit(d, l->succ + (size_t)i * d->vsize, &l->steps[i]);
	}
}

/* --- messages ------------------------------------------------------------------ */

static void ds_states(Ds *d, int from, const uint8_t *p, size_t n)
{
	size_t pos = 0;
	uint64_t parent;
	uint32_t depth;
	const uint8_t *s;
	while (!d->stop && db_get(p, n, &pos, d->vsize, &parent, &depth, &s) == 0)
		ds_insert(d, s, (uint32_t)from, parent, depth);
}

/* Handle a message of the search; 1 if it was DS_TAG_DONE. */
static int ds_handle(Ds *d, int from, int tag, void *buf, size_t n)
{
	if (tag < DS_TAG_TOKEN)
		dt_received(&d->term);
	switch (tag) {
	case DS_TAG_STATES:
		ds_states(d, from, buf, n);
		break;
	case DS_TAG_ERROR:
		if (n >= sizeof(DsErr))
			ds_error_at0(d, buf, (const MccStep *)((DsErr *)buf + 1));
		break;
	case DS_TAG_STOP:
		if (!d->stop)
			d->stop = d->rs->stop = *(int32_t *)buf;
		break;
	case DS_TAG_TOKEN: {
		const DsToken *t = buf;
		dt_token(&d->term, t->count, (int)t->black);
		break;
	}
	case DS_TAG_DONE:
		return 1;
	default:
		fprintf(stderr, "pan: rank %d: unexpected message (tag %d) from "
			"rank %d\n", d->me, tag, from);
		abort();
	}
	return 0;
}

/* Receive and handle one message (or all there are, without block); 1
 * once DS_TAG_DONE came. */
static int ds_poll(Ds *d, int block)
{
	void *buf;
	size_t n;
	int from, tag, r, done = 0;
	while (!done && (r = d->net->recv(d->net->ctx, -1, -1, block, &buf, &n,
	    &from, &tag)) == 1) {
		done = ds_handle(d, from, tag, buf, n);
		free(buf);
		if (block)
			break;
	}
	if (!done && r < 0) {
		fprintf(stderr, "pan: rank %d: cannot receive\n", d->me);
		abort();
	}
	return done;
}

/* The search on this rank, until termination. */
static void ds_search(Ds *d)
{
	SsStore *st = d->rs->store;
	for (;;) {
		if (ds_poll(d, 0))
			return;
		if (!d->stop && d->net->pending(d->net->ctx) > d->inflight_max) {
			/* flow control: let the peers take what was sent */
			d->throttled++;
			sched_yield();
			continue;
		}
		int k = 0;
		while (!d->stop && d->cur < st->count && k++ < DS_POLL) {
			uint64_t x = d->cur;
			if (++d->expanded == d->die_at)
				raise(SIGKILL);
			ds_walk(d, ss_get(st, x), x, d->links[x].depth);
			d->cur = x + 1;
		}
		if (!d->stop && d->cur < st->count)
			continue;
		ds_flush_all(d);
		DsToken t;
		int black = 0;
		switch (dt_passive(&d->term, &t.count, &black)) {
		case DT_FORWARD:
			t.black = black;
			ds_send(d, (d->me + 1) % d->n, DS_TAG_TOKEN, &t, sizeof t);
			break;
		case DT_DONE:
			for (int r = 1; r < d->n; r++)
				ds_send(d, r, DS_TAG_DONE, NULL, 0);
			return;
		}
		if (ds_poll(d, 1))
			return;
	}
}

/* --- after the search: statistics, the trail, the end ------------------------- */

/* Receive the message with tag from rank src; its bytes (malloc'd). */
static void *ds_expect(Ds *d, int src, int tag, size_t *n)
{
	void *buf;
	int from, got;
	if (d->net->recv(d->net->ctx, src, tag, 1, &buf, n, &from, &got) != 1) {
		fprintf(stderr, "pan: rank %d: cannot receive from rank %d\n", d->me, src);
		abort();
	}
	return buf;
}

static void ds_my_stats(const Ds *d, DsRankStats *s)
{
	const RtSearch *rs = d->rs;
	memset(s, 0, sizeof *s);
	s->stored = rs->st.stored;
	s->matched = rs->st.matched;
	s->atomic = rs->st.atomic;
	s->truncated = rs->st.truncated;
	s->depth_max = rs->st.depth_max;
	s->expanded = d->expanded;
	s->msgs = d->msgs;
	s->bytes = d->sent;
	s->store_bytes = ss_bytes(rs->store);
	s->other_bytes = d->bytes;
	s->inflight = d->inflight;
	s->throttled = d->throttled;
	s->conflicts = rs->store->conflicts;
	s->rss_peak = rt_rss_peak_bytes();
	s->stop = d->stop == RT_STOP_MEMORY && d->rs->mem.hit ? RT_STOP_MEMORY : 0;
}

/* The store rank 0's report sees: every rank's, summed, with lines for
 * each rank. */
typedef struct DsView {
	SsStore base;
	SsStore *local;        /* rank 0's own store (owned) */
	int n;                 /* ranks */
	DsRankStats *r;        /* theirs (owned) */
	uint64_t bytes;        /* all stores */
} DsView;

static void dsv_free(SsStore *ss)
{
	DsView *v = (DsView *)ss;
	ss_free(v->local);
	free(v->r);
	free(v);
}

static int dsv_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	(void)ss; (void)s; (void)idx;
	return -1; /* a view: the ranks store */
}

static int dsv_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	(void)ss; (void)s; (void)idx;
	return 0;
}

static const uint8_t *dsv_get(SsStore *ss, uint64_t idx)
{
	(void)ss; (void)idx;
	return NULL;
}

static size_t dsv_bytes(const SsStore *ss)
{
	return (size_t)((const DsView *)ss)->bytes;
}

static void dsv_report(const SsStore *ss, FILE *f)
{
	const DsView *v = (const DsView *)ss;
	uint64_t msgs = 0, bytes = 0, exp = 0;
	fprintf(f, "%9.3f\tmemory used for the stores of %d ranks (%s each)\n",
		v->bytes / 1048576.0, v->n, v->local->algo->name);
	for (int i = 0; i < v->n; i++) {
		const DsRankStats *r = &v->r[i];
		double per = r->expanded ? (double)r->bytes / r->expanded : 0.0;
		fprintf(f, "\trank %d: %llu states, store %.3f MB, links, chains "
			"and batches %.3f MB, peak resident %.3f MB; sent %llu "
			"messages, %.3f MB (%.1f bytes per state expanded), at "
			"most %.3f MB in flight (waited %llu times)\n", i,
			(unsigned long long)r->stored, r->store_bytes / 1048576.0,
			r->other_bytes / 1048576.0, r->rss_peak / 1048576.0,
			(unsigned long long)r->msgs,
			r->bytes / 1048576.0, per, r->inflight / 1048576.0,
			(unsigned long long)r->throttled);
		msgs += r->msgs;
		bytes += r->bytes;
		exp += r->expanded;
	}
	fprintf(f, "\tall ranks: %llu messages, %.3f MB sent, %.1f bytes per "
		"state, %.1f states per message\n", (unsigned long long)msgs,
		bytes / 1048576.0, exp ? (double)bytes / exp : 0.0,
		msgs ? (double)exp / msgs : 0.0);
}

/* ,"key":[a,b,...]: the uint64_t at offset off of each rank's stats */
static void dsv_json_ranks(const DsView *v, FILE *f, const char *key,
    size_t off)
{
	fprintf(f, ",\"%s\":[", key);
	for (int i = 0; i < v->n; i++) {
		uint64_t x;
		memcpy(&x, (const uint8_t *)&v->r[i] + off, sizeof x);
		fprintf(f, "%s%llu", i ? "," : "", (unsigned long long)x);
	}
	fputc(']', f);
}

static void dsv_json(const SsStore *ss, FILE *f)
{
	const DsView *v = (const DsView *)ss;
	uint64_t msgs = 0, bytes = 0;
	for (int i = 0; i < v->n; i++) {
		msgs += v->r[i].msgs;
		bytes += v->r[i].bytes;
	}
	fprintf(f, ",\"mpi_ranks\":%d,\"mpi_messages\":%llu,\"mpi_bytes\":%llu",
		v->n, (unsigned long long)msgs, (unsigned long long)bytes);
	dsv_json_ranks(v, f, "mpi_rank_states", offsetof(DsRankStats, stored));
	dsv_json_ranks(v, f, "mpi_rank_store_bytes",
		offsetof(DsRankStats, store_bytes));
	dsv_json_ranks(v, f, "mpi_rank_other_bytes",
		offsetof(DsRankStats, other_bytes));
	dsv_json_ranks(v, f, "mpi_rank_rss_peak_bytes",
		offsetof(DsRankStats, rss_peak));
	dsv_json_ranks(v, f, "mpi_rank_messages", offsetof(DsRankStats, msgs));
	dsv_json_ranks(v, f, "mpi_rank_bytes", offsetof(DsRankStats, bytes));
}

static const SsAlgo ds_view_algo = {
	.name = "dist",
	.descr = "the ranks' stores of the distributed search (--mpi)",
	.flags = SS_LOSSLESS,
	.free_ = dsv_free,
	.find_or_put = dsv_find_or_put,
	.find = dsv_find,
	.get = dsv_get,
	.bytes = dsv_bytes,
	.report = dsv_report,
	.json = dsv_json,
};

/* Rank 0: sum the ranks' numbers into rs, give rs the view. */
static void ds_gather(Ds *d)
{
	RtSearch *rs = d->rs;
	DsView *v = calloc(1, sizeof *v);
	DsRankStats *all = calloc((size_t)d->n, sizeof *all);
	if (!v || !all) {
		fprintf(stderr, "pan: out of memory gathering the counts\n");
		abort();
	}
	ds_my_stats(d, &all[0]);
	for (int r = 1; r < d->n; r++) {
		size_t n;
		uint8_t *buf = ds_expect(d, r, DS_TAG_STATS, &n);
		memcpy(&all[r], buf, sizeof all[r]);
		for (int t = 0; t < d->m->ntrans; t++)
			rs->trans_seen[t] |= buf[sizeof all[r] + t];
		free(buf);
	}
	rs->st.stored = rs->st.matched = rs->st.atomic = rs->st.truncated = 0;
	rs->st.depth_max = rs->st.stack_bytes = 0;
	for (int r = 0; r < d->n; r++) {
		const DsRankStats *s = &all[r];
		rs->st.stored += s->stored;
		rs->st.matched += s->matched;
		rs->st.atomic += s->atomic;
		rs->st.truncated += s->truncated;
		if (s->depth_max > rs->st.depth_max)
			rs->st.depth_max = s->depth_max;
		rs->st.stack_bytes += s->other_bytes;
		v->bytes += s->store_bytes;
		v->base.conflicts += s->conflicts;
		v->base.count += s->stored;
		if (s->stop == RT_STOP_MEMORY && d->mem_rank < 0)
			d->mem_rank = r;
	}
	v->base.algo = &ds_view_algo;
	v->base.vsize = d->vsize;
	v->local = rs->store;
	v->n = d->n;
	v->r = all;
	rs->store = &v->base;
}

static void ds_send_stats(Ds *d)
{
	size_t sz = sizeof(DsRankStats) + (size_t)d->m->ntrans;
	uint8_t *buf = malloc(sz);
	if (!buf) {
		fprintf(stderr, "pan: rank %d: out of memory\n", d->me);
		abort();
	}
	ds_my_stats(d, (DsRankStats *)buf);
	memcpy(buf + sizeof(DsRankStats), d->rs->trans_seen, (size_t)d->m->ntrans);
	ds_send(d, 0, DS_TAG_STATS, buf, sz);
	free(buf);
}

/* Rank 0: the vector and link of state x of rank r, into s and *lk. */
static void ds_ancestor(Ds *d, uint32_t r, uint64_t x, uint8_t *s, DsLink *lk)
{
	if (r == 0) {
		memcpy(s, ss_get(d->rs->store, x), d->vsize);
		*lk = d->links[x];
		return;
	}
	size_t n;
	ds_send(d, (int)r, DS_TAG_ANC, &x, sizeof x);
	uint8_t *buf = ds_expect(d, (int)r, DS_TAG_ANC_REP, &n);
	memcpy(lk, buf, sizeof *lk);
	memcpy(s, buf + sizeof *lk, d->vsize);
	free(buf);
}

/* Append the steps from stored state `from` to its stored successor `to`
 * to *path (n steps, cap allocated); 0 or -1. */
static int ds_edge(Ds *d, const uint8_t *from, const uint8_t *to,
    MccStep **path, uint64_t *n, uint64_t *cap)
{
	d->find = to;
	d->found = NULL;
	ds_walk(d, from, 0, 0);
	d->find = NULL;
	if (!d->found)
		return -1;
	if (*n + d->nfound > *cap) {
		uint64_t c = 2 * (*n + d->nfound);
		MccStep *np = realloc(*path, c * sizeof *np);
		if (!np) {
			free(d->found);
			return -1;
		}
		*path = np;
		*cap = c;
	}
	memcpy(*path + *n, d->found, d->nfound * sizeof(MccStep));
	*n += d->nfound;
	free(d->found);
	d->found = NULL;
	return 0;
}

/* Rank 0: the vectors from the error's stored state back to the initial
 * state, fetched from their owners; malloc'd, *k of them. */
static uint8_t *ds_ancestors(Ds *d, const DsErr *e, uint64_t *k)
{
	uint32_t r = e->base_rank;
	uint64_t x = e->base, cap = 0;
	uint8_t *v = NULL;
	DsLink lk;
	*k = 0;
	for (;;) {
		if (*k == cap) {
			uint8_t *nv = realloc(v, (cap = cap ? 2 * cap : 64) * d->vsize);
			if (!nv) {
				free(v);
				return NULL;
			}
			v = nv;
		}
		ds_ancestor(d, r, x, v + *k * d->vsize, &lk);
		++*k;
		if (lk.prank == DS_ROOT)
			return v;
		r = lk.prank;
		x = lk.parent;
	}
}

/* Rank 0: rebuild and write the trail (number no) of error e. */
static void ds_trail(Ds *d, const DsErr *e, uint64_t no)
{
	uint64_t k, n = 0, cap = 0;
	MccStep *path = NULL;
	uint8_t *v = ds_ancestors(d, e, &k);
	int ok = v != NULL;
	for (uint64_t j = k - 1; ok && j > 0; j--)
		ok = ds_edge(d, v + j * d->vsize, v + (j - 1) * d->vsize, &path,
		    &n, &cap) == 0;
	free(v);
	uint32_t ns = e->nsteps;
	MccStep *np = ok ? realloc(path, (n + ns + 1) * sizeof *np) : NULL;
	if (!np) {
		printf("pan: could not rebuild the path of this error\n");
		free(path);
		return;
	}
	memcpy(np + n, (const MccStep *)(e + 1), ns * sizeof *np);
	rt_search_trail(d->rs, no, np, n + ns);
	free(np);
}

/* Ranks but 0 after the search: answer rank 0's questions until it says
 * the run is over. */
static void ds_serve(Ds *d)
{
	for (;;) {
		void *buf;
		size_t n;
		int from, tag;
		if (d->net->recv(d->net->ctx, 0, -1, 1, &buf, &n, &from, &tag) != 1) {
			fprintf(stderr, "pan: rank %d: cannot receive\n", d->me);
			abort();
		}
		if (tag == DS_TAG_FIN) {
			const DsFin *f = buf;
			d->rs->stop = f->stop;
			d->rs->st.errors = f->errors;
			d->rs->st.truncated = f->truncated;
			free(buf);
			return;
		}
		uint64_t x;
		memcpy(&x, buf, sizeof x);
		free(buf);
		uint8_t *rep = malloc(sizeof(DsLink) + d->vsize);
		if (tag != DS_TAG_ANC || !rep || x >= d->rs->store->count) {
			fprintf(stderr, "pan: rank %d: bad request from rank 0\n", d->me);
			abort();
		}
		memcpy(rep, &d->links[x], sizeof(DsLink));
		memcpy(rep + sizeof(DsLink), ss_get(d->rs->store, x), d->vsize);
		ds_send(d, 0, DS_TAG_ANC_REP, rep, sizeof(DsLink) + d->vsize);
		free(rep);
	}
}

/* Rank 0 after the search. */
static void ds_finish0(Ds *d)
{
	RtSearch *rs = d->rs;
	for (uint64_t i = 0; i < d->ntrails; i++)
		ds_trail(d, d->trails[i], d->trail_nos[i]);
	uint64_t errors = rs->st.errors;
	ds_gather(d);
	rs->st.errors = errors;
	if (rs->st.truncated)
		printf("error: max search depth too small\n");
	if (d->mem_rank >= 0) {
		printf("pan: rank %d ran out of memory (%s of %.0f MB per rank)\n",
		       d->mem_rank, rs->opt->memlim ? "--memlim" : "default limit",
		       rs->mem.limit / 1048576.0);
		rs->stop = RT_STOP_MEMORY;
	}
	DsFin f = { .stop = rs->stop, .errors = rs->st.errors,
		    .truncated = rs->st.truncated };
	for (int r = 1; r < d->n; r++)
		ds_send(d, r, DS_TAG_FIN, &f, sizeof f);
}

static int ds_init(Ds *d, RtSearch *rs, const DsNet *net)
{
	memset(d, 0, sizeof *d);
	d->rs = rs;
	d->m = rs->m;
	d->net = net;
	d->me = net->rank;
	d->n = net->size;
	d->vsize = rs->m->state_size ? rs->m->state_size : 1;
	d->mem_rank = -1;
	dt_init(&d->term, d->me, d->n);
	const char *fl = getenv("PAN_MPI_INFLIGHT");
	d->inflight_max = fl && atol(fl) > 0 ? (size_t)atol(fl) : DS_INFLIGHT;
	const char *die = getenv("PAN_MPI_TEST_DIE");
	if (die && *die && atoi(die) == d->me)
		d->die_at = 100;
	uint64_t one = 0;
	if (ds_grow(d, (void **)&d->lv, &d->lv_cap, 1, sizeof(DsLevel)) < 0 ||
	    ds_grow(d, (void **)&d->links, &d->links_cap, 1, sizeof(DsLink)) < 0 ||
	    ds_grow(d, (void **)&d->out, &one, (uint64_t)d->n, sizeof(DbBatch)) < 0)
		return -1;
	size_t cap = db_cap(d->vsize);
	for (int r = 0; r < d->n; r++) {
		if (r == d->me)
			continue;
		if (rt_mem_reserve(&rs->mem, cap) < 0 ||
		    !(d->out[r].data = malloc(cap)))
			return -1;
		d->out[r].cap = cap;
		d->bytes += cap;
	}
	return 0;
}

static void ds_fini(Ds *d)
{
	for (uint64_t i = 0; i < d->lv_cap; i++) {
		free(d->lv[i].succ);
		free(d->lv[i].steps);
	}
	for (int r = 0; d->out && r < d->n; r++)
		free(d->out[r].data);
	free(d->out);
	free(d->lv);
	free(d->links);
	for (uint64_t i = 0; i < d->ntrails; i++)
		free(d->trails[i]);
	free(d->trails);
	free(d->trail_nos);
	rt_mem_release(&d->rs->mem, d->bytes);
}

int rt_dist_applies(const RtOptions *o, char *buf, size_t n)
{
	const SsAlgo *sa = ss_algo_find(o->store);
	if (sa && !(sa->flags & SS_LOSSLESS) && !o->store_env) {
		snprintf(buf, n, "needs a lossless store (--store=%s is lossy)",
			 sa->name);
		return 0;
	}
	if (o->por != RT_POR_OFF) {
		snprintf(buf, n, "does not reduce (--por is not distributed yet)");
		return 0;
	}
	return 1;
}

void rt_dist_run(RtSearch *rs, const DsNet *net)
{
	Ds d;
	rs->trail_later = 1;
	if (ds_init(&d, rs, net) < 0)
		ds_out_of_memory(&d);
	else if (db_owner(rs->init_state, d.vsize, d.n) == d.me)
		ds_insert(&d, rs->init_state, DS_ROOT, 0, 0);
	ds_search(&d);
	if (d.me == 0) {
		ds_finish0(&d);
	} else {
		ds_send_stats(&d);
		ds_serve(&d);
	}
	rs->st.stack_bytes = d.me == 0 ? rs->st.stack_bytes : d.bytes;
	ds_fini(&d);
}
