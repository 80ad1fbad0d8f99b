/*
 * par_term.c -- parallel check for terminal graphs: reachability of an
 * accepting edge with a shared open set (the parallel form of
 * runtime/ec/terminal.c; Renault et al., TACAS'13, part A_T).
 *
 * Assumptions (EC_NEEDS_TERMINAL, as terminal.c): no dead ends (the
 * product adds a stutter edge at deadlocks) and every accepting SCC is
 * complete, so an accepting edge that can be reached proves a non-empty
 * language.
 *
 * Workers share one open set: a stack of state numbers under a mutex.  A
 * state enters it once, by the worker whose atomic exchange on the
 * state's `queued` flag (in its store record) turns it from 0 to 1; so
 * every reachable state is expanded once by some worker.  A worker takes
 * a state, expands it, queues the successors it claimed (one lock per
 * expansion), and at an accepting edge s -> t walks from t along
 * accepting edges only (a DFS on its own stack) until the walk closes a
 * cycle: that cycle is accepting, whatever the assumptions.  States whose
 * walk found no cycle are remembered per worker and not walked again.
 * Under the assumptions the first walk closes a cycle at once.
 *
 * Termination: a worker that finds the open set empty waits; when every
 * worker waits and the set is empty, everything reachable was expanded
 * and no walk found a cycle: the graph is empty.  A waiting worker also
 * wakes up on the stop flag (polled every few milliseconds).
 *
 * Counterexample (after the join): the states of the walk's cycle are
 * united into one class of the union-find (their edges carry inf_mask),
 * then pw_lasso() builds a breadth-first prefix over the stored states
 * into that class and the cycle inside it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/par/pwork.h"

/* The store record's extra bytes: the union-find node, then the flag. */
typedef struct TNode {
	_Atomic uint64_t parent;   /* puf.h's node (used for the lasso) */
	_Atomic uint32_t acc;
	uint32_t pad;
	atomic_uint queued;        /* entered the open set */
	uint32_t pad2;
} TNode;

typedef struct TShared {
	pthread_mutex_t lk;
	pthread_cond_t cv;
	uint64_t *open;            /* the open set (a stack) */
	size_t n, cap;
	int idle;                  /* workers waiting for states */
	int done;                  /* the open set is exhausted */
	int nomem;
} TShared;

enum { W_STACK = 1, W_DONE = 2 };

typedef struct TWork {
	TShared *sh;
	PwArr walk;                /* PwFrame: the accepting walk */
	size_t wdepth;
	PwMap wcol;                /* walk colours (W_DONE persists) */
	uint64_t *buf;             /* successors claimed by one expansion */
	size_t nbuf, cbuf;
	size_t hit;                /* walk frame where the cycle closes */
} TWork;

static TNode *tn(PwRun *r, uint64_t x)
{
	return (TNode *)ps_rec(r->ps, x);
}

static int claim(PwRun *r, uint64_t x)
{
	return atomic_exchange(&tn(r, x)->queued, 1) == 0;
}

/* Push the buffered states; -1 out of memory. */
static int open_push(TShared *sh, const uint64_t *s, size_t n)
{
	int rc = 0;
	pthread_mutex_lock(&sh->lk);
	if (sh->n + n > sh->cap) {
		size_t nc = sh->cap ? sh->cap : 1024;
		while (nc < sh->n + n)
			nc *= 2;
		uint64_t *p = realloc(sh->open, nc * sizeof *p);
		if (!p) {
			sh->nomem = 1;
			rc = -1;
		} else {
			sh->open = p;
			sh->cap = nc;
		}
	}
	if (rc == 0) {
		memcpy(sh->open + sh->n, s, n * sizeof *s);
		sh->n += n;
		if (sh->idle)
			pthread_cond_broadcast(&sh->cv);
	}
	pthread_mutex_unlock(&sh->lk);
	return rc;
}

/* Take a state; PS_NONE when the set is exhausted or the run stops. */
static uint64_t open_pop(PwThread *t, TShared *sh)
{
	PwRun *r = t->run;
	uint64_t s = PS_NONE;
	pthread_mutex_lock(&sh->lk);
	for (;;) {
		if (sh->n) {
			s = sh->open[--sh->n];
			break;
		}
		if (sh->done || atomic_load(&r->stop))
			break;
		if (++sh->idle == r->nthreads) {
			sh->done = 1;  /* nobody can add states any more */
			pthread_cond_broadcast(&sh->cv);
			break;
		}
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 5000000;
		if (ts.tv_nsec >= 1000000000) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&sh->cv, &sh->lk, &ts);
		sh->idle--;
		/* the external stop flag (Ctrl-C, another part) */
		if (r->cfg->stop && __atomic_load_n(r->cfg->stop, __ATOMIC_RELAXED))
			atomic_store(&r->stop, 1);
	}
	pthread_mutex_unlock(&sh->lk);
	return s;
}

static int walk_push(PwThread *t, TWork *w, uint64_t s)
{
	if (pw_map_put(t, &w->wcol, s, W_STACK) < 0)
		return -1;
	return pw_frame_push(t, &w->walk, &w->wdepth, s, 0, 0);
}

/* Walk accepting edges from s: 1 cycle (w->hit), 0 none, -1 stopped. */
static int walk(PwThread *t, TWork *w, uint64_t s)
{
	PwRun *r = t->run;
	size_t base = t->alen;
	t->st.counters[0]++;
	w->wdepth = 0;
	if (walk_push(t, w, s) < 0)
		return -1;
	t->st.counters[1]++;
	while (w->wdepth) {
		if (pw_poll(t))
			return -1;
		PwFrame *f = (PwFrame *)w->walk.p + w->wdepth - 1;
		if (f->i == f->n) {
			if (pw_map_put(t, &w->wcol, f->s, W_DONE) < 0)
				return -1;
			t->alen = f->off;
			w->wdepth--;
			continue;
		}
		PwEdge *e = pw_edge(t, f->off, f->i++);
		uint64_t c, d = e->dst;
		if (!pw_accepting(r, e->marks))
			continue;
		if (pw_map_get(&w->wcol, d, &c)) {
			if (c == W_STACK) {
				for (w->hit = 0; ((PwFrame *)w->walk.p)[w->hit].s != d;
				    w->hit++)
					;
				return 1;
			}
			continue;
		}
		t->st.counters[1]++;
		if (walk_push(t, w, d) < 0)
			return -1;
	}
	t->alen = base;
	return 0;
}

static void term_search(PwThread *t, TWork *w)
{
	PwRun *r = t->run;
	TShared *sh = w->sh;
	for (;;) {
		if (pw_poll(t))
			return;
		uint64_t s = open_pop(t, sh);
		if (s == PS_NONE)
			break;
		size_t off;
		uint32_t n;
		if (pw_expand(t, s, &off, &n) < 0)
			return;
		if (n > w->cbuf) {
			size_t nc = w->cbuf ? w->cbuf : 16;
			while (nc < n)
				nc *= 2;
			uint64_t *p = realloc(w->buf, nc * sizeof *p);
			if (!p) {
				atomic_store(&r->oom, 1);
				atomic_store(&r->stop, 1);
				return;
			}
			w->buf = p;
			w->cbuf = nc;
		}
		w->nbuf = 0;
		for (uint32_t i = 0; i < n; i++) {
			PwEdge *e = pw_edge(t, off, i);
			uint64_t c, d = e->dst;
			if (pw_accepting(r, e->marks) &&
			    !pw_map_get(&w->wcol, d, &c)) {
				int rc = walk(t, w, d);
				if (rc < 0)
					return;
				if (rc) {
					pw_found(t, ((PwFrame *)w->walk.p)[w->hit].s);
					pthread_mutex_lock(&sh->lk);
					pthread_cond_broadcast(&sh->cv);
					pthread_mutex_unlock(&sh->lk);
					return;
				}
			}
			if (claim(r, d))
				w->buf[w->nbuf++] = d;
		}
		t->alen = off;
		/* the open set is a stack: push the successors last to first,
		 * so that the first is taken next, as in the sequential DFS
		 * (and Spin's); popping the last successor first sent bridge.3
		 * (BEEM) through 61M states where the DFS meets the goal
		 * after 3.3M */
		for (size_t i = 0, j = w->nbuf; i + 1 < j; i++, j--) {
			uint64_t x = w->buf[i];
			w->buf[i] = w->buf[j - 1];
			w->buf[j - 1] = x;
		}
		if (w->nbuf && open_push(sh, w->buf, w->nbuf) < 0) {
			atomic_store(&r->oom, 1);
			atomic_store(&r->stop, 1);
			return;
		}
	}
	pthread_mutex_lock(&sh->lk);
	int done = sh->done;
	pthread_mutex_unlock(&sh->lk);
	if (done && !atomic_load(&r->stop)) {
		t->finished = 1;
		atomic_store(&r->completed, 1);
		atomic_store(&r->stop, 1);
	}
}

static void *term_worker(void *arg)
{
	PwThread *t = arg;
	TWork *w = t->algo;
	w->walk.esz = sizeof(PwFrame);
	if (pw_map_init(t, &w->wcol) == 0) {
		term_search(t, w);
	} else { /* the others would wait for this worker forever */
		atomic_store(&t->run->oom, 1);
		atomic_store(&t->run->stop, 1);
	}
	return NULL;
}

/* Make the walk's cycle one class holding every mark, for pw_lasso. */
static void unite_cycle(PwRun *r, TWork *w)
{
	const PwFrame *f = w->walk.p;
	for (size_t j = w->hit + 1; j < w->wdepth; j++)
		puf_unite(&r->uf, f[w->hit].s, f[j].s, 0);
	puf_unite(&r->uf, f[w->hit].s, f[w->hit].s, r->g->inf_mask);
}

static EcResult par_term_run(const EcGraph *g, const EcConfig *cfg,
    EcStats *st, EcLasso *lasso)
{
	PwRun run;
	int n = cfg->threads > 0 ? cfg->threads : 1;
	if (pw_run_init(&run, g, cfg, n, PUF_LOCKFREE, sizeof(TNode), 0) < 0) {
		memset(st, 0, sizeof *st);
		return EC_INCOMPLETE;
	}
	pw_drop_steps(&run); /* the lasso is rebuilt from the store */
	TShared sh;
	memset(&sh, 0, sizeof sh);
	pthread_mutex_init(&sh.lk, NULL);
	pthread_cond_init(&sh.cv, NULL);
	TWork *ws = calloc((size_t)run.nthreads, sizeof *ws);
	EcResult res = EC_INCOMPLETE;
	claim(&run, run.init);
	if (ws && open_push(&sh, &run.init, 1) == 0) {
		for (int i = 0; i < run.nthreads; i++) {
			ws[i].sh = &sh;
			run.t[i].algo = &ws[i];
		}
		pw_run_threads(&run, term_worker);
		res = pw_result(&run);
		if (res == EC_NONEMPTY) {
			PwThread *t = &run.t[atomic_load(&run.found) - 1];
			unite_cycle(&run, t->algo);
			if (cfg->want_lasso && lasso &&
			    pw_lasso(&run, t, NULL, 0, lasso) < 0)
				t->st.counters[3]++;
		}
	}
	if (ws)
		for (int i = 0; i < run.nthreads; i++) {
			pw_arr_free(&run.t[i], &ws[i].walk);
			pw_map_free(&run.t[i], &ws[i].wcol);
			free(ws[i].buf);
		}
	free(ws);
	free(sh.open);
	pthread_mutex_destroy(&sh.lk);
	pthread_cond_destroy(&sh.cv);
	pw_run_fini(&run, st);
	return res;
}

const EcAlgo ec_par_terminal = {
	"par-terminal",
	"parallel reachability of an accepting edge, shared open set, for "
	"terminal graphs (-j N)",
	EC_NEEDS_TERMINAL | EC_PARALLEL,
	{ "accepting walks", "walked states", NULL, "lasso-fallbacks" },
	par_term_run
};
