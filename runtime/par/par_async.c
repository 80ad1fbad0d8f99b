/*
 * par_async.c -- the asynchronous (producer/consumer) form of the
 * Dijkstra strategy of Renault, Duret-Lutz, Kordon & Poitrenaud (LMCS
 * 2016, Sect. 4.1 and Algorithm 2): `par-dijkstra-async`.
 *
 * The workers are split into producers and consumers (default: ceil(N/2)
 * producers; EcConfig.consumers chooses; at least one of each when N >= 2).
 *   Producers run the Dijkstra strategy of par_uf.c, swarmed, but never
 *   write the union-find: where par-dijkstra unites d with a popped
 *   root, a producer puts {unite, d, root, marks} into its own queue, and
 *   where it kills a root it puts {dead, root}.  A producer skips a state
 *   that is in its own dead set (the states it forgot when it left their
 *   roots: the consumers may not have killed them yet) or whose own
 *   parent is Dead (puf_maybe_dead: a read, no path halving, so it only
 *   sees representatives of dead classes, usually those of other
 *   producers' SCCs).
 *   Consumers take elements from every queue and apply them: unite (the
 *   nodes exist from the store, make_set is implicit) or kill.  A union
 *   whose class holds every inf mark is a counterexample: the consumer
 *   stops everyone.
 * The queue of a producer is a bounded ring with one sequence number per
 * slot (single producer, several consumers, lock-free): the producer
 * fills slot `tail` when its sequence says the previous lap's element was
 * taken and publishes it by storing tail + 1; a consumer claims position
 * `head` by a CAS once the slot's sequence is head + 1, copies it, and
 * frees the slot for the next lap (head + size).  When the ring is full
 * the producer waits (it applies elements of its own queue itself when
 * there is no consumer: one worker interleaves both roles).
 *
 * Why the producers' verdicts are sound, and why one producer's search
 * is complete: the queued unions only ever join states of one SCC, as in
 * par_uf.c, and a producer puts {dead, r} only once it has explored the
 * whole SCC of r (every edge inside it, whose marks it accumulated on its
 * roots, so the SCC has no accepting cycle: else the producer would have
 * seen all inf marks first); the states it skips are dead or in SCCs it
 * closed itself.  So a producer whose roots gather every inf mark has
 * found an accepting cycle on its own: it puts a last union carrying all
 * the marks (a consumer then reports it) and stops producing.  A producer
 * whose stack empties has explored everything; the other producers stop,
 * and so do the consumers once every producer is done and every queue is
 * empty.  Only then is the verdict "empty" (the verdict would be right
 * without the drain; with it, no union is left unapplied when the run
 * says empty).
 * Every thread, once its producing is over, helps drain the queues.
 *
 * Counterexample: after the threads joined, the elements left in the
 * queues are applied in the calling thread (unions only), so the
 * accepting class holds every union its producers sent, hence an
 * accepting cycle (as with par-dijkstra); then pw_lasso, with as prefix
 * the stack of the producer whose element closed the class up to its
 * first state in the class (there is one: the producer never left that
 * SCC, and the root of its partial SCC, on its stack, is united with
 * every state it merged into it), else (a defence) a breadth-first path
 * over the stored states.
 *
 * Statistics: counters puts (producers), gets (whoever applied them),
 * shared-finds (1 when the class was closed by unions of several
 * producers before any of them had seen every mark: the collaborative
 * detection of the paper; never with one producer, whose roots hold at
 * least the marks of the classes it sent), lasso-fallbacks (must stay
 * 0).
 */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/par/pwork.h"

/* Kinds of queue elements: a union, the last union of a producer that
 * saw every inf mark alone, a kill. */
enum { PA_UNITE, PA_ALONE, PA_DEAD };
enum { PA_LOG2 = 12 };          /* 4096 elements (128 KB) per producer */
enum { PA_BATCH = 64 };         /* a consumer's takes from one queue in a
                                   row before it looks at the next one */

/* One queue element, with its slot's sequence number. */
typedef struct PaSlot {
	_Atomic uint64_t seq;      /* position + 1: filled for position;
	                              position + size: free for the next lap */
	uint64_t src, dst;         /* unite src with dst; dead: src */
	uint32_t acc;              /* marks of the union */
	uint32_t kind;             /* PA_UNITE, PA_ALONE or PA_DEAD */
} PaSlot;

/* A producer's queue (one writer, any number of readers), on three
 * cache lines: the consumers', the read-only one, the producer's. */
typedef struct PaQueue {
	_Alignas(64) _Atomic uint64_t head; /* next position to take */
	_Alignas(64) PaSlot *slots; /* 2^PA_LOG2 slots */
	uint64_t mask;             /* slots - 1 */
	PwArr ring;                /* the slots' memory (the producer's) */
	_Alignas(64) uint64_t tail; /* next position to fill */
} PaQueue;

/* What the producers and consumers share, besides the PwRun. */
typedef struct PaShared {
	PaQueue *q;                /* one queue per producer (aligned) */
	int nprod, ncons;          /* producers are threads 0 .. nprod-1 */
	_Alignas(64) atomic_int pdone; /* producers that put their last
	                              element (release: their puts are seen) */
	atomic_int explored;       /* a producer's search ended: the others
	                              stop */
	atomic_int alone;          /* PA_ALONE elements taken so far */
} PaShared;

/* A potential root (as in par_uf.c). */
typedef struct PaRoot {
	uint64_t p;                /* dfs position */
	uint32_t acc;              /* marks of its partial SCC */
	uint32_t pad;
} PaRoot;

/* A worker: its producer part (unused by consumers) and its consumer
 * part. */
typedef struct PAsync {
	PaShared *sh;
	int q;                     /* own queue (producers), -1 otherwise */
	PwArr dfs;                 /* PwFrame */
	size_t depth;
	PwArr roots;               /* PaRoot */
	size_t nroots;
	PwArr live;                /* uint64_t: live states off the stack */
	size_t nlive;
	PwMap num;                 /* live state -> live number */
	uint64_t nlivenum;         /* live numbers in use */
	PwMap dead;                /* states this producer left for dead */
	size_t sweep_at;           /* entries of `dead` at the next sweep */
	int next_q;                /* consumer: queue to look at first */
	int hitq;                  /* consumer: queue of the element that
	                              closed the accepting class */
	int shared;                /* consumer: that element was a PA_UNITE
	                              and no PA_ALONE had been taken (no
	                              producer had seen every mark) */
} PAsync;

#define FR(u) ((PwFrame *)(u)->dfs.p)
#define ROOT(u) ((PaRoot *)(u)->roots.p)

/* --- the queues ------------------------------------------------------ */

static int pa_queue_init(PwThread *t, PaQueue *q)
{
	size_t n = (size_t)1 << PA_LOG2;
	q->ring.esz = sizeof(PaSlot);
	if (pw_arr_fit(t, &q->ring, n) < 0)
		return -1;
	q->slots = q->ring.p;
	for (size_t i = 0; i < n; i++)
		atomic_init(&q->slots[i].seq, i);
	atomic_init(&q->head, 0);
	q->tail = 0;
	q->mask = n - 1;
	return 0;
}

/* Take the element at the head of q into *e; 0 if q is empty. */
static int pa_take(PaQueue *q, PaSlot *e)
{
	uint64_t pos = atomic_load_explicit(&q->head, memory_order_relaxed);
	for (;;) {
		PaSlot *s = &q->slots[pos & q->mask];
		uint64_t seq = atomic_load_explicit(&s->seq,
		    memory_order_acquire);
		int64_t dif = (int64_t)(seq - (pos + 1));
		if (dif < 0)
			return 0;          /* not filled yet: empty */
		if (dif > 0) {             /* taken by another consumer */
			pos = atomic_load_explicit(&q->head,
			    memory_order_relaxed);
			continue;
		}
		/* on failure pos becomes the current head */
		if (atomic_compare_exchange_weak_explicit(&q->head, &pos,
		    pos + 1, memory_order_relaxed, memory_order_relaxed)) {
			e->src = s->src;
			e->dst = s->dst;
			e->acc = s->acc;
			e->kind = s->kind;
			atomic_store_explicit(&s->seq, pos + q->mask + 1,
			    memory_order_release);
			return 1;
		}
	}
}

/* Wait a little, longer the longer one has waited (n: waits so far). */
static void pa_backoff(unsigned n)
{
	if (n < 16) {
		sched_yield();
		return;
	}
	long us = n < 24 ? 1L << (n - 16) : 256;
	struct timespec ts = { 0, us * 1000 };
	nanosleep(&ts, NULL);
}

/* --- consumers ------------------------------------------------------- */

/* Apply one element; stops everyone if a class gets every inf mark. */
static void pa_apply(PwThread *t, PAsync *u, const PaSlot *e, int qi)
{
	Puf *uf = &t->run->uf;
	t->st.counters[1]++;
	if (e->kind == PA_DEAD) {
		puf_kill(uf, e->src);
		return;
	}
	/* A producer that put its PA_ALONE helps consume: it may apply it
	 * while another consumer still holds an earlier PA_UNITE of the
	 * same class, which then closes the class first.  The count,
	 * raised before the union ORs the marks in (both seq_cst), tells
	 * that consumer the find was not shared. */
	if (e->kind == PA_ALONE)
		atomic_fetch_add(&u->sh->alone, 1);
	PufUnite r = puf_unite(uf, e->src, e->dst, e->acc);
	if (!r.dead && pw_accepting(t->run, r.marks)) {
		u->hitq = qi;
		u->shared = e->kind == PA_UNITE &&
		    atomic_load(&u->sh->alone) == 0;
		pw_found(t, e->src);
	}
}

/* Take one element from some queue (round robin, PA_BATCH in a row);
 * 0 if all were empty. */
static int pa_take_any(PAsync *u, PaSlot *e, int *qi, unsigned *run)
{
	PaShared *sh = u->sh;
	for (int k = 0; k < sh->nprod; k++) {
		int i = (u->next_q + k) % sh->nprod;
		if (pa_take(&sh->q[i], e)) {
			if (i != u->next_q) {
				u->next_q = i;
				*run = 0;
			}
			if (++*run >= PA_BATCH) {
				u->next_q = (i + 1) % sh->nprod;
				*run = 0;
			}
			*qi = i;
			return 1;
		}
	}
	return 0;
}

/* Apply elements until everyone stops, or every producer is done and
 * every queue empty: then, if a search ended (explored), the verdict is
 * "empty" unless a union found a cycle meanwhile. */
static void pa_consume(PwThread *t, PAsync *u)
{
	PaShared *sh = u->sh;
	unsigned idle = 0, run = 0;
	while (!pw_poll(t)) {
		/* read before looking at the queues: every put of a done
		 * producer is then visible */
		int fin = atomic_load(&sh->pdone) == sh->nprod;
		PaSlot e;
		int qi;
		if (pa_take_any(u, &e, &qi, &run)) {
			pa_apply(t, u, &e, qi);
			idle = 0;
			continue;
		}
		if (fin) {
			if (atomic_load(&sh->explored))
				atomic_store(&t->run->completed, 1);
			return;
		}
		pa_backoff(idle++);
	}
}

/* --- producers ------------------------------------------------------- */

/* Put an element into the producer's queue; -1 if stopped meanwhile. */
static int pa_put(PwThread *t, PAsync *u, uint32_t kind, uint64_t src,
    uint64_t dst, uint32_t acc)
{
	PaShared *sh = u->sh;
	PaQueue *q = &sh->q[u->q];
	PaSlot *s = &q->slots[q->tail & q->mask];
	unsigned waits = 0;
	while (atomic_load_explicit(&s->seq, memory_order_acquire) != q->tail) {
		/* full: the element of the previous lap is not taken yet */
		PaSlot e;
		if (sh->ncons == 0 && pa_take(q, &e))
			pa_apply(t, u, &e, u->q);
		if (pw_poll(t))
			return -1;
		if (sh->ncons > 0)
			pa_backoff(waits++);
	}
	s->src = src;
	s->dst = dst;
	s->acc = acc;
	s->kind = kind;
	atomic_store_explicit(&s->seq, q->tail + 1, memory_order_release);
	q->tail++;
	t->st.counters[0]++;
	return 0;
}

static int pa_is_dead(PwThread *t, PAsync *u, uint64_t s)
{
	uint64_t v;
	return pw_map_get(&u->dead, s, &v) || puf_maybe_dead(&t->run->uf, s);
}

/* Add s to the dead set.  Now and then, entries the union-find now
 * shows dead (puf_maybe_dead) are dropped: the test above still skips
 * them, and with many small SCCs most entries are such representatives.
 * A sweep costs the map's capacity; the next one waits until the set has
 * doubled or reached a quarter of the capacity, so at least cap/8
 * insertions pay for it. */
static int pa_add_dead(PwThread *t, PAsync *u, uint64_t s)
{
	PwMap *m = &u->dead;
	if (m->n >= u->sweep_at) {
		for (size_t i = 0; i < m->cap; ) {
			uint64_t k = m->slots[i].key;
			/* a deletion may shift a later entry into slot i */
			if (k && puf_maybe_dead(&t->run->uf, k - 1))
				pw_map_del(m, k - 1);
			else
				i++;
		}
		u->sweep_at = 2 * m->n > m->cap / 4 ? 2 * m->n : m->cap / 4;
	}
	return pw_map_put(t, m, s, 0);
}

static int pa_push(PwThread *t, PAsync *u, uint64_t s, uint32_t in)
{
	uint64_t p = u->nlivenum;
	if (pw_arr_fit(t, &u->roots, u->nroots + 1) < 0 ||
	    pw_map_put(t, &u->num, s, p) < 0 ||
	    pw_frame_push(t, &u->dfs, &u->depth, s, in, p) < 0)
		return -1;
	u->nlivenum++;
	PaRoot *r = &ROOT(u)[u->nroots++];
	r->p = u->depth - 1;
	r->acc = 0;
	r->pad = 0;
	return 0;
}

/* A closing edge with marks acc to the live state d (live number dpos):
 * pop the roots above d, sending their unions.  1 if the producer must
 * stop (it found an accepting cycle alone, or was stopped). */
static int pa_update(PwThread *t, PAsync *u, uint32_t acc, uint64_t d,
    uint64_t dpos)
{
	PaRoot *top = &ROOT(u)[u->nroots - 1];
	uint32_t a = top->acc | acc;
	while (dpos < FR(u)[top->p].pos) {
		a |= FR(u)[top->p].in;
		u->nroots--;
		top--;
		a |= top->acc;
		/* the marks go with the last union only: a class then never
		 * holds more marks than its producer's root, so a consumer
		 * closes an accepting class with an ordinary union only
		 * when several producers contributed (shared-finds) */
		int last = dpos >= FR(u)[top->p].pos;
		int all = last && pw_accepting(t->run, a);
		if (pa_put(t, u, all ? PA_ALONE : PA_UNITE, d,
		    FR(u)[top[1].p].s, last ? a : 0) < 0 || all)
			return 1;
	}
	top->acc = a;
	if (!pw_accepting(t->run, a))
		return 0;
	/* the current state and d lie in top's partial SCC: this union
	 * carries every mark, the consumer that applies it reports */
	pa_put(t, u, PA_ALONE, d, FR(u)[u->depth - 1].s, a);
	return 1;
}

/* Leave the top frame; 1 if stopped. */
static int pa_pop(PwThread *t, PAsync *u)
{
	size_t d = u->depth - 1;
	PwFrame *f = &FR(u)[d];
	u->depth--;
	t->alen = f->off;
	if (!u->nroots || ROOT(u)[u->nroots - 1].p != d) {
		/* a non-root: it stays live, off the stack */
		if (pw_arr_fit(t, &u->live, u->nlive + 1) < 0)
			return 1;
		((uint64_t *)u->live.p)[u->nlive++] = f->s;
		return 0;
	}
	/* a root: its SCC is the live states numbered from it on */
	u->nroots--;
	if (pa_put(t, u, PA_DEAD, f->s, 0, 0) < 0 ||
	    pa_add_dead(t, u, f->s) < 0)
		return 1;
	pw_map_del(&u->num, f->s);
	u->nlivenum--;
	while (u->nlivenum > f->pos) {
		uint64_t q = ((uint64_t *)u->live.p)[--u->nlive];
		if (pa_add_dead(t, u, q) < 0)
			return 1;
		pw_map_del(&u->num, q);
		u->nlivenum--;
	}
	return 0;
}

/* The Dijkstra search from the initial state: 0 when the stack emptied,
 * 1 if stopped (by anyone, or by its own accepting cycle). */
static int pa_search(PwThread *t, PAsync *u)
{
	PwRun *r = t->run;
	if (pa_push(t, u, r->init, 0) < 0)
		return 1;
	while (u->depth) {
		if (pw_poll(t) || atomic_load_explicit(&u->sh->explored,
		    memory_order_relaxed))
			return 1;
		PwFrame *f = &FR(u)[u->depth - 1];
		if (f->i == f->n) {
			if (pa_pop(t, u))
				return 1;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t dpos;
		if (pw_map_get(&u->num, e->dst, &dpos)) {
			if (pa_update(t, u, e->marks, e->dst, dpos))
				return 1;
		} else if (!pa_is_dead(t, u, e->dst)) {
			if (pa_push(t, u, e->dst, e->marks) < 0)
				return 1;
		}
	}
	return 0;
}

static void *pa_worker(void *arg)
{
	PwThread *t = arg;
	PAsync *u = t->algo;
	u->dfs.esz = sizeof(PwFrame);
	u->roots.esz = sizeof(PaRoot);
	u->live.esz = sizeof(uint64_t);
	if (u->q >= 0) {
		int ok = pw_map_init(t, &u->num) == 0 &&
		    pw_map_init(t, &u->dead) == 0;
		if (ok && !pa_search(t, u)) {
			t->finished = 1;
			atomic_store(&u->sh->explored, 1);
		}
		atomic_fetch_add(&u->sh->pdone, 1);
	}
	pa_consume(t, u);
	return NULL;
}

/* --- the run --------------------------------------------------------- */

/* Producers and consumers among n workers. */
static void pa_split(const EcConfig *cfg, int n, int *nprod, int *ncons)
{
	int c = n - (n + 1) / 2;
	if (cfg->consumers > 0)
		c = cfg->consumers < n ? cfg->consumers : n - 1;
	*ncons = c;
	*nprod = n - c;
}

/* After the join: apply the unions left in the queues (kills are not
 * needed for the lasso), so the accepting class is whole. */
static void pa_drain(PwRun *r, PaShared *sh)
{
	PaSlot e;
	for (int i = 0; i < sh->nprod; i++)
		while (pa_take(&sh->q[i], &e))
			if (e.kind != PA_DEAD)
				puf_unite(&r->uf, e.src, e.dst, e.acc);
}

/* The lasso: prefix along the stack of the producer whose element closed
 * the class, if it reaches the class.  0, or -1. */
static int pa_lasso(PwRun *r, PAsync *us, EcLasso *lasso)
{
	PwThread *c = &r->t[atomic_load(&r->found) - 1];
	int qi = us[c->id].hitq;
	PwThread *p = &r->t[qi];
	PAsync *u = &us[qi];
	uint64_t cls = puf_find(&r->uf, r->hit);
	size_t k = 0;
	while (k < u->depth && puf_find(&r->uf, FR(u)[k].s) != cls)
		k++;
	if (k < u->depth)
		return pw_lasso(r, p, u->dfs.p, u->depth, lasso);
	return pw_lasso(r, c, NULL, 0, lasso);
}

static void pa_free(PwRun *r, PAsync *us, PaShared *sh)
{
	for (int i = 0; i < r->nthreads; i++) {
		PwThread *t = &r->t[i];
		pw_arr_free(t, &us[i].dfs);
		pw_arr_free(t, &us[i].roots);
		pw_arr_free(t, &us[i].live);
		pw_map_free(t, &us[i].num);
		pw_map_free(t, &us[i].dead);
		if (i < sh->nprod)
			pw_arr_free(t, &sh->q[i].ring);
	}
}

static EcResult pa_run(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	PwRun run;
	PaShared sh;
	int n = cfg->threads > 0 ? cfg->threads : 1, fallback = 0, ok = 1;
	if (pw_run_init(&run, g, cfg, n, PUF_LOCKFREE, PUF_NODE_SIZE, 0) < 0) {
		memset(st, 0, sizeof *st);
		return EC_INCOMPLETE;
	}
	memset(&sh, 0, sizeof sh);
	pa_split(cfg, run.nthreads, &sh.nprod, &sh.ncons);
	PAsync *us = calloc((size_t)run.nthreads, sizeof *us);
	sh.q = aligned_alloc(64, (size_t)sh.nprod * sizeof *sh.q);
	EcResult res = EC_INCOMPLETE;
	if (us && sh.q) {
		memset(sh.q, 0, (size_t)sh.nprod * sizeof *sh.q);
		for (int i = 0; i < run.nthreads; i++) {
			us[i].sh = &sh;
			us[i].q = i < sh.nprod ? i : -1;
			us[i].next_q = i % sh.nprod;
			run.t[i].algo = &us[i];
			if (i < sh.nprod && ok)
				ok = pa_queue_init(&run.t[i], &sh.q[i]) == 0;
		}
		if (ok)
			pw_run_threads(&run, pa_worker);
		res = pw_result(&run);
		if (res == EC_NONEMPTY) {
			PwThread *c = &run.t[atomic_load(&run.found) - 1];
			c->st.counters[2] = us[c->id].shared;
		}
		if (res == EC_NONEMPTY && cfg->want_lasso && lasso) {
			pa_drain(&run, &sh);
			fallback = pa_lasso(&run, us, lasso) < 0;
		}
		pa_free(&run, us, &sh);
	}
	free(us);
	free(sh.q);
	pw_run_fini(&run, st);
	if (fallback && pw_sequential(g, cfg, st, lasso) != EC_NONEMPTY)
		memset(lasso, 0, sizeof *lasso);
	return res;
}

const EcAlgo ec_par_dijkstra_async = {
	"par-dijkstra-async",
	"par-dijkstra split into producers (the searches) and consumers "
	"(the union-find) with queues (-j N)",
	EC_PARALLEL, { "puts", "gets", "shared-finds", "lasso-fallbacks" },
	pa_run
};
