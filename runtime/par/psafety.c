/* psafety.c -- the multi-core safety search, see psafety.h. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/par/psafety.h"
#include "runtime/par/pstore.h"
#include "runtime/succbuf.h"
#include "runtime/por/por.h"

#define PSF_ROOT ((uint64_t)-1)      /* parent of the initial state */
#define PSF_POLL 1024                /* expansions between polls */
#define PSF_PROGRESS_SECONDS 5.0
#define PSF_CHAIN_MAX ((size_t)1 << 22) /* rebuild: atomic chain levels */

/* What a record holds before the vector. */
typedef struct PsfMeta {
	uint64_t parent;       /* number of the parent, PSF_ROOT for the
	                          initial state */
	uint32_t depth;        /* depth (search.h) */
	int32_t excl;          /* atomic holder when stored, -1 none */
} PsfMeta;

/* One level of an atomic chain (level 0: the stored state expanded). */
typedef struct PsfLevel {
	const uint8_t *state;  /* this level's state */
	const MccStep *step;   /* step that led here (NULL at level 0) */
	int excl;              /* atomic holder, -1 none */
	uint8_t *succ;         /* collected successor vectors */
	MccStep *steps;        /* their steps */
	uint32_t n, cap;       /* collected, allocated */
	uint32_t next;         /* next to visit */
	uint32_t total;        /* successors that are moves (not reports) */
	uint64_t depth;        /* depth of this state */
	uint64_t base;         /* nearest stored state at or above */
	size_t base_sp;        /* its level */
} PsfLevel;

struct Psf;

/* Levels of an atomic chain walk, with their buffers. */
typedef struct PsfChain {
	struct PsfWorker *w;   /* owner (memory accounting) */
	PsfLevel *lv;          /* levels 0..sp */
	size_t cap, sp;        /* allocated, top */
	int failed;            /* a buffer could not grow */
} PsfChain;

typedef struct PsfWorker {
	_Alignas(64) struct Psf *run; /* workers on their own cache lines */
	int id;                /* 0 .. n-1 */
	pthread_t th;
	PsLocal loc;           /* chunk of state numbers */
	uint64_t *stack;       /* numbers inserted, not expanded */
	size_t sn, scap;       /* entries, allocated */
	PsfChain ch;           /* the walk of the current expansion */
	PsfChain rb;           /* the walk of a path rebuild */
	uint8_t *seen;         /* per transition: executed */
	RtStats st;            /* stored (inserted), matched, atomic,
	                          depth_max, truncated */
	uint64_t expanded;     /* states expanded */
	uint64_t bytes;        /* bytes of this worker's arrays */
	uint64_t polls;        /* countdown to the next poll */
	RtPor *por;            /* this worker's partial-order reduction, or
	                          NULL (one RtPor per thread) */
	int reduced;           /* POR: the state being expanded has its
	                          reduced set ... */
	int hit;               /* ... which led to a state already stored:
	                          the rest follows (visited proviso) */
	double cpu;            /* thread CPU seconds */
	_Atomic uint64_t pub_stored, pub_trans; /* published for progress */
} PsfWorker;

/* A part of a worker's stack handed to the pool. */
typedef struct PsfChunk {
	struct PsfChunk *next;
	size_t n;              /* numbers that follow */
	uint64_t v[];
} PsfChunk;

typedef struct Psf {
	RtSearch *rs;          /* shared context; errors under err_mu */
	const MccModel *m;
	PsStore *ps;           /* records: PsfMeta, then the vector */
	int n;                 /* workers */
	PsfWorker *w;
	uint32_t vsize;
	uint64_t limit;        /* memory limit in bytes */
	_Alignas(64) atomic_int stop;   /* RT_STOP_* (own line) */
	_Alignas(64) atomic_int hungry; /* some worker is idle, pool empty */
	_Alignas(64) _Atomic uint64_t bytes; /* workers' arrays */
	atomic_int truncated;  /* "max search depth too small" printed */
	pthread_mutex_t err_mu;/* rs's error state and trail writing */
	pthread_mutex_t pool_mu; /* pool, idle, done */
	pthread_cond_t pool_cv;
	PsfChunk *pool;        /* shared work */
	int pooled;            /* chunks in it */
	int idle;              /* workers waiting for work */
	int done;              /* every worker idle, pool empty */
	double t_progress;     /* last progress line (worker 0) */
	int bfs;               /* --bfs: level by level (psf_worker_bfs) */
	int no_proviso;        /* PAN_POR_NO_PROVISO: the visited proviso is
	                          off (unsound: tests only, as in dfs.c) */
	pthread_barrier_t bar; /* --bfs: the end of a level */
	uint64_t *cur;         /* --bfs: the level being expanded */
	size_t cur_n, cur_cap; /* its states, allocated */
	int bfs_end;           /* --bfs: no next level (set between the
	                          barriers by one thread) */
	_Alignas(64) _Atomic size_t cur_pos; /* next unclaimed entry */
} Psf;

static PsfMeta *psf_meta(const PsStore *ps, uint64_t i)
{
	return (PsfMeta *)ps_rec(ps, i);
}

/* --- stop, memory ------------------------------------------------------ */

static void psf_stop(Psf *p, int why)
{
	pthread_mutex_lock(&p->err_mu);
	if (!p->rs->stop)
		p->rs->stop = why;
	atomic_store(&p->stop, p->rs->stop);
	pthread_mutex_unlock(&p->err_mu);
	pthread_mutex_lock(&p->pool_mu);
	pthread_cond_broadcast(&p->pool_cv);
	pthread_mutex_unlock(&p->pool_mu);
}

static int psf_reserve(PsfWorker *w, size_t n)
{
	Psf *p = w->run;
	uint64_t was = atomic_fetch_add(&p->bytes, n);
	if (p->limit && was + n + atomic_load(&p->ps->bytes) > p->limit) {
		atomic_fetch_sub(&p->bytes, n);
		return -1;
	}
	w->bytes += n;
	return 0;
}

/* Grow *ptr (elements of size sz, *cap of them) to hold need; 0 or -1. */
static int psf_grow(PsfWorker *w, void **ptr, size_t *cap, size_t need,
    size_t sz)
{
	if (need <= *cap)
		return 0;
	size_t c = *cap ? *cap : 64;
	while (c < need)
		c *= 2;
	void *np;
	if (psf_reserve(w, (c - *cap) * sz) < 0)
		return -1;
	if (!(np = realloc(*ptr, c * sz))) {
		atomic_fetch_sub(&w->run->bytes, (c - *cap) * sz);
		w->bytes -= (c - *cap) * sz;
		return -1;
	}
	*ptr = np;
	*cap = c;
	return 0;
}

/* --- atomic chain walks -------------------------------------------------- */

static void psf_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	PsfChain *c = ctx;
	PsfLevel *l = &c->lv[c->sp];
	uint32_t vs = c->w->run->vsize;
	if (l->n == l->cap) {
		size_t c1 = l->cap, c2 = l->cap;
		if (c->failed ||
		    psf_grow(c->w, (void **)&l->succ, &c1, l->n + 1, vs) < 0 ||
		    psf_grow(c->w, (void **)&l->steps, &c2, l->n + 1,
		    sizeof(MccStep)) < 0) {
			c->failed = 1;
			return;
		}
		l->cap = (uint32_t)(c1 < c2 ? c1 : c2);
	}
	memcpy(l->succ + (size_t)l->n * vs, succ, vs);
	l->steps[l->n++] = *step;
	if (!(step->flags & MCC_STEP_REPORT))
		l->total++;
}

/* Collect the successors of the top level (of the expansion's level 0,
 * with POR: the reduced set; path rebuilds see every successor); -1 if
 * memory ran out. */
static int psf_collect_level(PsfChain *c)
{
	PsfWorker *w = c->w;
	const MccModel *m = w->run->m;
	PsfLevel *l = &c->lv[c->sp];
	l->n = l->next = l->total = 0;
	c->failed = 0;
	if (w->por && c == &w->ch && c->sp == 0)
		w->reduced = rt_por_next(w->por, l->state, l->excl, 0,
		    psf_collect, c);
	else
		m->next(l->state, l->excl, psf_collect, c);
	return c->failed ? -1 : 0;
}

/* Make room for `need` levels; 0 or -1. */
static int psf_chain_fit(PsfChain *c, size_t need)
{
	size_t cap = c->cap;
	if (need <= cap)
		return 0;
	if (psf_grow(c->w, (void **)&c->lv, &cap, need, sizeof(PsfLevel)) < 0)
		return -1;
	memset(c->lv + c->cap, 0, (cap - c->cap) * sizeof(PsfLevel));
	c->cap = cap;
	return 0;
}

/* A new top level for successor i of the top level; -1 if refused. */
static int psf_chain_push(PsfChain *c, uint32_t i)
{
	if (psf_chain_fit(c, c->sp + 2) < 0)
		return -1;
	PsfLevel *up = &c->lv[c->sp], *l = &c->lv[c->sp + 1];
	l->state = up->succ + (size_t)i * c->w->run->vsize;
	l->step = &up->steps[i];
	l->excl = rt_step_excl(l->step);
	l->depth = up->depth + rt_step_depth(l->step);
	l->base = up->base;
	l->base_sp = up->base_sp;
	c->sp++;
	return 0;
}

static void psf_chain_free(PsfChain *c)
{
	for (size_t i = 0; i < c->cap; i++) {
		free(c->lv[i].succ);
		free(c->lv[i].steps);
	}
	free(c->lv);
	memset(c, 0, sizeof *c);
}

/* The first successor of l that is a move. */
static const MccStep *psf_first_move(const PsfLevel *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (!(l->steps[i].flags & MCC_STEP_REPORT))
			return &l->steps[i];
	return NULL;
}

/* Is the top level a chain state that gets stored: the atomic holder is
 * blocked (no move, or moves of all processes flagged BROKEN)? */
static int psf_blocked(const PsfChain *c)
{
	const PsfLevel *l = &c->lv[c->sp];
	return c->sp > 0 && l->excl >= 0 &&
	    (l->total == 0 || (psf_first_move(l)->flags & MCC_STEP_BROKEN));
}

/* --- path rebuild -------------------------------------------------------- */

/* Append the steps from stored state `from` to the stored state whose
 * vector is `to` (a child of `from`) to path[*n..]; 0, or -1 if not found
 * (or out of memory). */
static int psf_edge_steps(PsfWorker *w, uint64_t from, const uint8_t *to,
    MccStep **path, size_t *n, size_t *cap)
{
	Psf *p = w->run;
	PsfChain *c = &w->rb;
	const PsfMeta *mt = psf_meta(p->ps, from);
	if (psf_chain_fit(c, 1) < 0)
		return -1;
	c->sp = 0;
	c->lv[0].state = ps_state(p->ps, from);
	c->lv[0].step = NULL;
	c->lv[0].excl = mt->excl;
	if (psf_collect_level(c) < 0)
		return -1;
	for (;;) {
		PsfLevel *l = &c->lv[c->sp];
		if (l->next == l->n) {
			if (c->sp == 0)
				return -1;
			c->sp--;
			continue;
		}
		uint32_t i = l->next++;
		const MccStep *st = &l->steps[i];
		const uint8_t *s = l->succ + (size_t)i * p->vsize;
		if (st->flags & MCC_STEP_REPORT)
			continue;
		int hit = 0;
		if (!(st->flags & MCC_STEP_ATOMIC)) {
			hit = !memcmp(s, to, p->vsize);
		} else {
			if (c->sp + 1 >= PSF_CHAIN_MAX || psf_chain_push(c, i) < 0 ||
			    psf_collect_level(c) < 0)
				return -1;
			if (!psf_blocked(c))
				continue;
			hit = !memcmp(s, to, p->vsize);
			c->sp--; /* a stored state: the chain ends here */
		}
		if (!hit)
			continue;
		size_t k = *n + c->sp + 1;
		if (k > *cap) {
			size_t nc = 2 * k;
			MccStep *np = realloc(*path, nc * sizeof *np);
			if (!np)
				return -1;
			*path = np;
			*cap = nc;
		}
		for (size_t j = 1; j <= c->sp; j++)
			(*path)[(*n)++] = *c->lv[j].step;
		(*path)[(*n)++] = *st;
		return 0;
	}
}

/* The steps from the initial state to stored state x; malloc'd, or NULL
 * (then *n is 0). */
static MccStep *psf_path_to(PsfWorker *w, uint64_t x, size_t *n)
{
	Psf *p = w->run;
	size_t k = 0, cap = 0, cnt = 0, pcap = 0;
	uint64_t *anc = NULL;
	MccStep *path = NULL;
	*n = 0;
	for (uint64_t y = x; y != PSF_ROOT; y = psf_meta(p->ps, y)->parent) {
		if (k == cap) {
			uint64_t *na = realloc(anc, (cap = cap ? 2 * cap : 64) *
			    sizeof *na);
			if (!na)
				goto fail;
			anc = na;
		}
		anc[k++] = y;
	}
	for (size_t j = k - 1; j > 0; j--)
		if (psf_edge_steps(w, anc[j], ps_state(p->ps, anc[j - 1]), &path,
		    &cnt, &pcap) < 0)
			goto fail;
	free(anc);
	*n = cnt;
	if (!path)
		path = malloc(sizeof *path);
	return path;
fail:
	free(anc);
	free(path);
	return NULL;
}

/* The path to the top level of the worker's walk, then `last`. */
static MccStep *psf_path(PsfWorker *w, const MccStep *last, uint64_t *n)
{
	PsfChain *c = &w->ch;
	const PsfLevel *top = &c->lv[c->sp];
	size_t k;
	MccStep *p = psf_path_to(w, top->base, &k);
	*n = 0;
	if (!p)
		return NULL;
	size_t total = k + (c->sp - top->base_sp) + (last != NULL);
	MccStep *q = realloc(p, (total ? total : 1) * sizeof *q);
	if (!q) {
		free(p);
		return NULL;
	}
	for (size_t j = top->base_sp + 1; j <= c->sp; j++)
		q[k++] = *c->lv[j].step;
	if (last)
		q[k++] = *last;
	*n = k;
	return q;
}

/* --- errors ---------------------------------------------------------------- */

/* Report msg found at the top level (last: the step, NULL for an invalid
 * end state).  Called with err_mu held. */
static void psf_report_locked(PsfWorker *w, const char *msg,
    const MccStep *last)
{
	Psf *p = w->run;
	RtSearch *rs = p->rs;
	uint64_t n = 0;
	MccStep *path = NULL;
	if (rt_search_error_wants_path(rs)) {
		path = psf_path(w, last, &n);
		if (!path)
			printf("pan: could not rebuild the path of this error\n");
	}
	int64_t depth = rt_error_depth(w->ch.lv[w->ch.sp].depth, last);
	rt_search_error(rs, msg, depth, path, n);
	free(path);
	if (rs->stop)
		atomic_store(&p->stop, rs->stop);
}

/* Step st (successor s) of the top level raises an error: report it if
 * enabled. */
static void psf_step_error(PsfWorker *w, const MccStep *st, const uint8_t *s)
{
	Psf *p = w->run;
	char msg[256];
	if (!rt_error_enabled(p->rs, st))
		return;
	pthread_mutex_lock(&p->err_mu);
	if (rt_step_error(p->rs, st, s, msg, sizeof msg))
		psf_report_locked(w, msg, st);
	pthread_mutex_unlock(&p->err_mu);
	if (atomic_load(&p->stop))
		psf_stop(p, atomic_load(&p->stop)); /* wake idle workers */
}

static void psf_end_error(PsfWorker *w)
{
	Psf *p = w->run;
	pthread_mutex_lock(&p->err_mu);
	if (!p->rs->stop)
		psf_report_locked(w, "invalid end state", NULL);
	pthread_mutex_unlock(&p->err_mu);
	if (atomic_load(&p->stop))
		psf_stop(p, atomic_load(&p->stop));
}

/* --- the search ------------------------------------------------------------ */

/* Store s with its record; 1 new, 0 known (both counted), -1 refused. */
static int psf_store(PsfWorker *w, const uint8_t *s, uint64_t parent,
    uint64_t depth, int excl, uint64_t *idx)
{
	Psf *p = w->run;
	int r = ps_find_or_put(p->ps, &w->loc, s, idx);
	if (r < 0) {
		psf_stop(p, RT_STOP_MEMORY);
		return -1;
	}
	if (r == 0) {
		w->st.matched++;
		w->hit = 1; /* stored before: the visited proviso */
		return 0;
	}
	PsfMeta *mt = psf_meta(p->ps, *idx);
	mt->parent = parent;
	mt->depth = (uint32_t)depth;
	mt->excl = excl;
	w->st.stored++;
	return 1;
}

static int psf_push(PsfWorker *w, uint64_t x)
{
	if (w->sn == w->scap &&
	    psf_grow(w, (void **)&w->stack, &w->scap, w->sn + 1, sizeof(uint64_t)) < 0) {
		psf_stop(w->run, RT_STOP_MEMORY);
		return -1;
	}
	w->stack[w->sn++] = x;
	return 0;
}

static void psf_mark(PsfWorker *w, const MccStep *st)
{
	int nt = w->run->m->ntrans;
	if (st->trans >= 0 && st->trans < nt)
		w->seen[st->trans] = 1;
	if (st->trans2 >= 0 && st->trans2 < nt)
		w->seen[st->trans2] = 1;
}

/* Collect the top level's successors; what dfs_expand does besides.
 * Leaves n = 0 when there is nothing to visit. */
static void psf_expand_level(PsfWorker *w)
{
	Psf *p = w->run;
	const RtOptions *o = p->rs->opt;
	PsfChain *c = &w->ch;
	PsfLevel *l = &c->lv[c->sp];
	if (psf_collect_level(c) < 0) {
		psf_stop(p, RT_STOP_MEMORY);
		l->n = 0;
		return;
	}
	if (l->total == 0 && l->n > 0) {
		/* only reports: their errors come before the deadlock */
		for (uint32_t i = 0; i < l->n && !atomic_load_explicit(&p->stop,
		    memory_order_relaxed); i++) {
			const MccStep *st = &l->steps[i];
			psf_mark(w, st);
			psf_step_error(w, st, l->succ + (size_t)i * p->vsize);
		}
		l->n = 0;
	}
	if (psf_blocked(c)) {
		uint64_t idx;
		if (psf_store(w, l->state, c->lv[c->sp - 1].base, l->depth,
		    l->excl, &idx) <= 0) {
			l->n = 0;
			return;
		}
		l->base = idx;
		l->base_sp = c->sp;
	}
	if (l->depth > w->st.depth_max)
		w->st.depth_max = l->depth;
	if (l->total == 0 && !o->ignore_end &&
	    !p->m->valid_end(l->state, o->strict_end))
		psf_end_error(w);
}

/* Successor i of the top level (dfs_visit). */
static void psf_visit(PsfWorker *w, uint32_t i)
{
	Psf *p = w->run;
	const RtOptions *o = p->rs->opt;
	PsfChain *c = &w->ch;
	PsfLevel *l = &c->lv[c->sp];
	const MccStep *st = &l->steps[i];
	const uint8_t *s = l->succ + (size_t)i * p->vsize;
	psf_mark(w, st);
	if (st->error) {
		psf_step_error(w, st, s);
		if (atomic_load_explicit(&p->stop, memory_order_relaxed))
			return;
	}
	if (st->flags & MCC_STEP_REPORT)
		return;
	if (st->flags & MCC_STEP_ATOMIC)
		w->st.atomic++;
	if (o->max_depth && l->depth + rt_step_depth(st) >= o->max_depth) {
		if (!w->st.truncated++ && !atomic_exchange(&p->truncated, 1))
			printf("error: max search depth too small\n");
		w->st.matched++;
		return;
	}
	if (!(st->flags & MCC_STEP_ATOMIC)) {
		uint64_t idx;
		if (psf_store(w, s, l->base, l->depth + rt_step_depth(st), -1,
		    &idx) == 1)
			psf_push(w, idx);
		return;
	}
	if (psf_chain_push(c, i) < 0) {
		psf_stop(p, RT_STOP_MEMORY);
		return;
	}
	psf_expand_level(w);
}

/* The visited proviso (runtime/por/README.md): the reduced set of the
 * state being expanded led to a state stored before, so the successors
 * it left out become level 0's block. */
static void psf_rest(PsfWorker *w)
{
	PsfChain *c = &w->ch;
	PsfLevel *l = &c->lv[0];
	l->n = l->next = l->total = 0;
	c->failed = 0;
	w->reduced = 0;
	rt_por_next(w->por, l->state, l->excl, 1, psf_collect, c);
	if (c->failed) {
		psf_stop(w->run, RT_STOP_MEMORY);
		l->n = 0;
	}
}

/* Expand stored state x with its atomic chains. */
static void psf_expand(PsfWorker *w, uint64_t x)
{
	Psf *p = w->run;
	PsfChain *c = &w->ch;
	const PsfMeta *mt = psf_meta(p->ps, x);
	c->sp = 0;
	c->lv[0].state = ps_state(p->ps, x);
	c->lv[0].step = NULL;
	c->lv[0].excl = mt->excl;
	c->lv[0].depth = mt->depth;
	c->lv[0].base = x;
	c->lv[0].base_sp = 0;
	w->expanded++;
	w->reduced = w->hit = 0;
	psf_expand_level(w);
	while (!atomic_load_explicit(&p->stop, memory_order_relaxed)) {
		PsfLevel *l = &c->lv[c->sp];
		if (l->next == l->n) {
			if (c->sp == 0 && w->reduced && w->hit &&
			    !p->no_proviso) {
				psf_rest(w);
				continue;
			}
			if (c->sp == 0)
				return;
			c->sp--;
			continue;
		}
		psf_visit(w, l->next++);
	}
}

/* --- work sharing and termination ------------------------------------------ */

/* Hand the older half of the stack to the pool if a worker waits. */
static void psf_share(PsfWorker *w)
{
	Psf *p = w->run;
	size_t k = w->sn / 2, sz = sizeof(PsfChunk) + k * sizeof(uint64_t);
	PsfChunk *ch = NULL;
	uint64_t was = atomic_fetch_add(&p->bytes, sz);
	if ((p->limit && was + sz + atomic_load(&p->ps->bytes) > p->limit) ||
	    !(ch = malloc(sz))) {
		/* keep the work: the worker goes on with it */
		atomic_fetch_sub(&p->bytes, sz);
		return;
	}
	pthread_mutex_lock(&p->pool_mu);
	if (p->idle <= p->pooled) {
		pthread_mutex_unlock(&p->pool_mu);
		free(ch);
		atomic_fetch_sub(&p->bytes, sz);
		return;
	}
	ch->n = k;
	memcpy(ch->v, w->stack, k * sizeof(uint64_t));
	memmove(w->stack, w->stack + k, (w->sn - k) * sizeof(uint64_t));
	w->sn -= k;
	ch->next = p->pool;
	p->pool = ch;
	p->pooled++;
	atomic_store(&p->hungry, p->idle > p->pooled);
	pthread_cond_signal(&p->pool_cv);
	pthread_mutex_unlock(&p->pool_mu);
}

/* Wait for work from the pool: 1 with the stack refilled, 0 when the
 * search is over (done or stopped). */
static int psf_get_work(PsfWorker *w)
{
	Psf *p = w->run;
	PsfChunk *ch = NULL;
	pthread_mutex_lock(&p->pool_mu);
	p->idle++;
	atomic_store(&p->hungry, p->idle > p->pooled);
	while (!p->pool && !p->done && !atomic_load(&p->stop)) {
		if (p->idle == p->n) {
			p->done = 1;
			pthread_cond_broadcast(&p->pool_cv);
			break;
		}
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 20 * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&p->pool_cv, &p->pool_mu, &ts);
		if (w->id == 0 && p->rs->interrupted && *p->rs->interrupted) {
			pthread_mutex_unlock(&p->pool_mu);
			psf_stop(p, RT_STOP_INTERRUPT);
			pthread_mutex_lock(&p->pool_mu);
		}
	}
	if (p->pool && !p->done && !atomic_load(&p->stop)) {
		ch = p->pool;
		p->pool = ch->next;
		p->pooled--;
		p->idle--;
	}
	atomic_store(&p->hungry, p->idle > p->pooled);
	pthread_mutex_unlock(&p->pool_mu);
	if (!ch)
		return 0;
	size_t sz = sizeof *ch + ch->n * sizeof(uint64_t);
	int ok = psf_grow(w, (void **)&w->stack, &w->scap, ch->n,
	    sizeof(uint64_t)) == 0;
	if (ok) {
		memcpy(w->stack, ch->v, ch->n * sizeof(uint64_t));
		w->sn = ch->n;
	} else {
		psf_stop(p, RT_STOP_MEMORY);
	}
	/* the chunk's bytes were counted by its donor */
	atomic_fetch_sub(&p->bytes, sz);
	free(ch);
	return ok;
}

/* --- progress -------------------------------------------------------------- */

static void psf_publish(PsfWorker *w)
{
	atomic_store_explicit(&w->pub_stored, w->st.stored, memory_order_relaxed);
	atomic_store_explicit(&w->pub_trans, w->st.stored + w->st.matched,
	    memory_order_relaxed);
}

static void psf_progress(PsfWorker *w)
{
	Psf *p = w->run;
	double now = rt_now();
	if (now - p->t_progress < PSF_PROGRESS_SECONDS)
		return;
	uint64_t s = 1, tr = 1;
	for (int i = 0; i < p->n; i++) {
		s += atomic_load_explicit(&p->w[i].pub_stored, memory_order_relaxed);
		tr += atomic_load_explicit(&p->w[i].pub_trans, memory_order_relaxed);
	}
	double t = now - p->rs->t_start;
	fprintf(stderr,
		"Depth= %9llu States= %8.3g Transitions= %8.3g Memory= %9.3f\t"
		"t= %8.3g R= %7.0g (%d threads)\n",
		(unsigned long long)w->st.depth_max, (double)s, (double)tr,
		(atomic_load(&p->ps->bytes) + atomic_load(&p->bytes)) / 1048576.0,
		t, t > 0 ? s / t : 0.0, p->n);
	p->t_progress = now;
}

static void psf_poll(PsfWorker *w)
{
	Psf *p = w->run;
	w->polls = PSF_POLL;
	psf_publish(w);
	if (w->id != 0)
		return;
	if (p->rs->interrupted && *p->rs->interrupted)
		psf_stop(p, RT_STOP_INTERRUPT);
	psf_progress(w);
}

static double psf_cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void *psf_worker(void *arg)
{
	PsfWorker *w = arg;
	Psf *p = w->run;
	double c0 = psf_cpu();
	w->polls = PSF_POLL;
	while (!atomic_load_explicit(&p->stop, memory_order_relaxed)) {
		if (w->sn == 0 && !psf_get_work(w))
			break;
		psf_expand(w, w->stack[--w->sn]);
		if (w->sn >= 2 &&
		    atomic_load_explicit(&p->hungry, memory_order_relaxed))
			psf_share(w);
		if (--w->polls == 0)
			psf_poll(w);
	}
	psf_publish(w);
	w->cpu = psf_cpu() - c0;
	return NULL;
}

/* --bfs: the states the workers stored at the last level become the
 * level to expand (one thread, between two barriers); 0 or -1. */
static int psf_next_level(PsfWorker *w)
{
	Psf *p = w->run;
	size_t total = 0;
	for (int i = 0; i < p->n; i++)
		total += p->w[i].sn;
	if (psf_grow(w, (void **)&p->cur, &p->cur_cap, total ? total : 1,
	    sizeof(uint64_t)) < 0)
		return -1;
	p->cur_n = 0;
	for (int i = 0; i < p->n; i++) {
		PsfWorker *v = &p->w[i];
		memcpy(p->cur + p->cur_n, v->stack, v->sn * sizeof(uint64_t));
		p->cur_n += v->sn;
		v->sn = 0;
	}
	atomic_store(&p->cur_pos, 0);
	return 0;
}

#define PSF_BFS_CHUNK 16

/* --bfs: every level is split among the workers in chunks of
 * PSF_BFS_CHUNK states; new states go to the storing worker's stack,
 * which is the next level's share. */
static void *psf_worker_bfs(void *arg)
{
	PsfWorker *w = arg;
	Psf *p = w->run;
	double c0 = psf_cpu();
	w->polls = PSF_POLL;
	for (;;) {
		/* one thread decides between the barriers whether the search
		 * goes on: the others may set the stop flag as soon as they
		 * are past the second one */
		if (pthread_barrier_wait(&p->bar) == PTHREAD_BARRIER_SERIAL_THREAD) {
			if (psf_next_level(w) < 0)
				psf_stop(p, RT_STOP_MEMORY);
			p->bfs_end = p->cur_n == 0 || atomic_load(&p->stop);
		}
		pthread_barrier_wait(&p->bar);
		if (p->bfs_end)
			break;
		for (;;) {
			size_t i = atomic_fetch_add(&p->cur_pos, PSF_BFS_CHUNK);
			if (i >= p->cur_n)
				break;
			size_t e = i + PSF_BFS_CHUNK < p->cur_n ? i + PSF_BFS_CHUNK :
			    p->cur_n;
			for (; i < e && !atomic_load_explicit(&p->stop,
			    memory_order_relaxed); i++) {
				psf_expand(w, p->cur[i]);
				if (--w->polls == 0)
					psf_poll(w);
			}
		}
	}
	psf_publish(w);
	w->cpu = psf_cpu() - c0;
	return NULL;
}

/* --- the store as seen by the report --------------------------------------- */

typedef struct PsfView {
	SsStore base;
	PsStore *ps;
} PsfView;

static void psv_free(SsStore *ss)
{
	ps_free(((PsfView *)ss)->ps);
	free(ss);
}

static int psv_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	return ps_find(((PsfView *)ss)->ps, s, idx);
}

static const uint8_t *psv_get(SsStore *ss, uint64_t idx)
{
	return ps_state(((PsfView *)ss)->ps, idx);
}

static size_t psv_bytes(const SsStore *ss)
{
	return (size_t)atomic_load(&((const PsfView *)ss)->ps->bytes);
}

static void psv_report(const SsStore *ss, FILE *f)
{
	const PsStore *ps = ((const PsfView *)ss)->ps;
	fprintf(f, "%9.3f\tmemory used for the shared table (2^%d slots) and "
		"records (%u bytes each, parent links included)\n",
		atomic_load(&ps->bytes) / 1048576.0, ps->log2, ps->rsize);
}

static void psv_json(const SsStore *ss, FILE *f)
{
	const PsStore *ps = ((const PsfView *)ss)->ps;
	fprintf(f, ",\"store_table_log2\":%d,\"store_record_bytes\":%u",
		ps->log2, ps->rsize);
}

static int psv_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	(void)ss; (void)s; (void)idx;
	return -1; /* a view: inserts go through the workers */
}

static const SsAlgo psf_view_algo = {
	.name = "phash",
	.descr = "concurrent lock-free hash table of the -j N search",
	.flags = SS_LOSSLESS,
	.free_ = psv_free,
	.find_or_put = psv_find_or_put,
	.find = psv_find,
	.get = psv_get,
	.bytes = psv_bytes,
	.report = psv_report,
	.json = psv_json,
};

/* --- set up, run, collect -------------------------------------------------- */

int rt_psafety_applies(const RtOptions *o, char *buf, size_t n)
{
	if (o->store && strcmp(o->store, "hash") && !o->store_env) {
		snprintf(buf, n, "--store=%s runs the sequential search (the "
			 "parallel one has its own hash table)", o->store);
		return 0;
	}
	return 1;
}

static int psf_init(Psf *p, RtSearch *rs, int n)
{
	memset(p, 0, sizeof *p);
	p->rs = rs;
	p->m = rs->m;
	p->n = n;
	p->vsize = rs->m->state_size ? rs->m->state_size : 1;
	p->limit = rs->mem.limit;
	p->bfs = rs->opt->bfs;
	p->no_proviso = getenv("PAN_POR_NO_PROVISO") != NULL;
	pthread_barrier_init(&p->bar, NULL, (unsigned)n);
	pthread_mutex_init(&p->err_mu, NULL);
	pthread_mutex_init(&p->pool_mu, NULL);
	pthread_cond_init(&p->pool_cv, NULL);
	p->ps = ps_new(p->vsize, sizeof(PsfMeta), rs->opt->hash_log2, 0, p->limit);
	p->w = aligned_alloc(64, ((size_t)n * sizeof *p->w + 63) & ~(size_t)63);
	if (!p->ps || !p->w)
		return -1;
	p->ps->other = &p->bytes;
	memset(p->w, 0, (size_t)n * sizeof *p->w);
	for (int i = 0; i < n; i++) {
		PsfWorker *w = &p->w[i];
		w->run = p;
		w->id = i;
		w->ch.w = w->rb.w = w;
		const char *why;
		if (ps_local_init(p->ps, &w->loc) < 0 ||
		    !(w->seen = calloc(p->m->ntrans > 0 ? p->m->ntrans : 1, 1)) ||
		    psf_chain_fit(&w->ch, 1) < 0 ||
		    (rs->por && !(w->por = rt_por_new(p->m, rs->opt->por, &why))))
			return -1;
	}
	return 0;
}

/* Sum the workers into rs and give rs the store. */
static void psf_collect_stats(Psf *p)
{
	RtSearch *rs = p->rs;
	uint64_t bytes = 0, probes = 0;
	rs->st.stored = rs->st.matched = rs->st.atomic = 0;
	for (int i = 0; i < p->n; i++) {
		PsfWorker *w = &p->w[i];
		rs->st.stored += w->st.stored;
		rs->st.matched += w->st.matched;
		rs->st.atomic += w->st.atomic;
		rs->st.truncated += w->st.truncated;
		if (w->st.depth_max > rs->st.depth_max)
			rs->st.depth_max = w->st.depth_max;
		for (int t = 0; t < p->m->ntrans; t++)
			rs->trans_seen[t] |= w->seen[t];
		bytes += w->bytes;
		probes += w->loc.probes;
		if (w->por && rs->por)
			rt_por_stats_add(rt_por_stats(rs->por), rt_por_stats(w->por));
	}
	rs->st.stack_bytes = bytes;
	PsfView *v = calloc(1, sizeof *v);
	if (!v)
		return; /* the report keeps the sequential store's view */
	ss_free(rs->store);
	v->base.algo = &psf_view_algo;
	v->base.vsize = p->vsize;
	v->base.count = ps_count(p->ps);
	v->base.conflicts = probes;
	v->ps = p->ps;
	p->ps = NULL;
	rs->store = &v->base;
}

static void psf_fini(Psf *p)
{
	for (int i = 0; p->w && i < p->n; i++) {
		PsfWorker *w = &p->w[i];
		psf_chain_free(&w->ch);
		psf_chain_free(&w->rb);
		free(w->stack);
		free(w->seen);
		rt_por_free(w->por);
	}
	while (p->pool) {
		PsfChunk *c = p->pool;
		p->pool = c->next;
		free(c);
	}
	free(p->w);
	free(p->cur);
	ps_free(p->ps);
	pthread_barrier_destroy(&p->bar);
	pthread_mutex_destroy(&p->err_mu);
	pthread_mutex_destroy(&p->pool_mu);
	pthread_cond_destroy(&p->pool_cv);
}

static void psf_print_threads(const Psf *p)
{
	printf("pan: %d threads:", p->n);
	for (int i = 0; i < p->n; i++)
		printf(" [%d] %llu states %.3fs cpu", i,
		       (unsigned long long)p->w[i].expanded, p->w[i].cpu);
	printf("\n");
}

/* Does the model run embedded C (c_code, c_expr)?  Its C globals (c_decl,
 * c_track'ed memory copied in and out around each step) are shared by
 * all threads, so such a model gets one worker.  The ABI has no flag for
 * it: the statement texts tell. */
static int psf_embedded_c(const MccModel *m)
{
	for (int t = 0; t < m->ntrans; t++) {
		const char *x = m->trans[t].text;
		if (x && (strstr(x, "c_code") || strstr(x, "c_expr")))
			return 1;
	}
	return 0;
}

void rt_psafety_run(RtSearch *rs, int n)
{
	Psf p;
	uint64_t idx;
	if (n < 1)
		n = 1;
	if (n > 1 && psf_embedded_c(rs->m)) {
		fprintf(stderr, "pan: -j %d: the model runs embedded C code, whose "
			"C globals all threads would share: one worker\n", n);
		n = 1;
	}
	if (psf_init(&p, rs, n) < 0 ||
	    ps_find_or_put(p.ps, &p.w[0].loc, rs->init_state, &idx) != 1) {
		rs->stop = RT_STOP_MEMORY;
		psf_fini(&p);
		return;
	}
	PsfMeta *mt = psf_meta(p.ps, idx);
	mt->parent = PSF_ROOT;
	mt->depth = 0;
	mt->excl = -1;
	p.w[0].st.stored = 1;
	p.t_progress = rs->t_start;
	psf_push(&p.w[0], idx);
	int started = 0;
	void *(*fn)(void *) = p.bfs ? psf_worker_bfs : psf_worker;
	if (n == 1) {
		fn(&p.w[0]);
	} else {
		for (int i = 0; i < n; i++) {
			if (pthread_create(&p.w[i].th, NULL, fn, &p.w[i])) {
				/* the barrier waits for n: better no search
				 * than a hang */
				if (p.bfs) {
					fprintf(stderr, "pan: cannot start thread %d\n", i);
					abort();
				}
				psf_stop(&p, RT_STOP_MEMORY);
				break;
			}
			started++;
		}
		for (int i = 0; i < started; i++)
			pthread_join(p.w[i].th, NULL);
	}
	rs->stop = atomic_load(&p.stop) ? atomic_load(&p.stop) : rs->stop;
	psf_collect_stats(&p);
	psf_print_threads(&p);
	psf_fini(&p);
}
