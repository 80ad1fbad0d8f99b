/* pwork.c -- workers of the multi-threaded checks, see pwork.h. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/par/pwork.h"

static uint64_t pw_rand(PwThread *t)
{
	/* xorshift64* */
	t->rng ^= t->rng >> 12;
	t->rng ^= t->rng << 25;
	t->rng ^= t->rng >> 27;
	return t->rng * 2685821657736338717ULL;
}

int pw_reserve(PwThread *t, size_t n)
{
	PwRun *r = t->run;
	uint64_t was = atomic_fetch_add(&r->bytes, n);
	uint64_t store = atomic_load(&r->ps->bytes);
	if (r->cfg->memlim && was + n + store > r->cfg->memlim) {
		atomic_fetch_sub(&r->bytes, n);
		atomic_store(&r->oom, 1);
		atomic_store(&r->stop, 1);
		return -1;
	}
	t->bytes += n;
	return 0;
}

static void pw_release(PwThread *t, size_t n)
{
	atomic_fetch_sub(&t->run->bytes, n);
	t->bytes -= n;
}

int pw_arr_fit(PwThread *t, PwArr *a, size_t n)
{
	if (n <= a->cap)
		return 0;
	size_t ncap = a->cap ? a->cap : 64;
	while (ncap < n)
		ncap *= 2;
	size_t add = (ncap - a->cap) * a->esz;
	if (pw_reserve(t, add) < 0)
		return -1;
	void *p = realloc(a->p, ncap * a->esz);
	if (!p) {
		pw_release(t, add);
		atomic_store(&t->run->oom, 1);
		atomic_store(&t->run->stop, 1);
		return -1;
	}
	a->p = p;
	a->cap = ncap;
	return 0;
}

void pw_arr_free(PwThread *t, PwArr *a)
{
	pw_release(t, a->cap * a->esz);
	free(a->p);
	a->p = NULL;
	a->cap = 0;
}

/* --- live-number maps ------------------------------------------------ */

static uint64_t pw_hash(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return x;
}

static int pw_map_alloc(PwThread *t, PwMap *m, size_t cap)
{
	if (pw_reserve(t, cap * sizeof(PwSlot)) < 0)
		return -1;
	m->slots = calloc(cap, sizeof(PwSlot));
	if (!m->slots) {
		pw_release(t, cap * sizeof(PwSlot));
		atomic_store(&t->run->oom, 1);
		return -1;
	}
	m->cap = cap;
	m->n = 0;
	return 0;
}

int pw_map_init(PwThread *t, PwMap *m)
{
	memset(m, 0, sizeof *m);
	return pw_map_alloc(t, m, 1024);
}

int pw_map_get(const PwMap *m, uint64_t x, uint64_t *v)
{
	size_t mask = m->cap - 1, i = pw_hash(x) & mask;
	for (; m->slots[i].key; i = (i + 1) & mask)
		if (m->slots[i].key == x + 1) {
			*v = m->slots[i].val;
			return 1;
		}
	return 0;
}

static void pw_map_set(PwMap *m, uint64_t key, uint64_t v)
{
	size_t mask = m->cap - 1, i = pw_hash(key - 1) & mask;
	while (m->slots[i].key && m->slots[i].key != key)
		i = (i + 1) & mask;
	if (!m->slots[i].key)
		m->n++;
	m->slots[i].key = key;
	m->slots[i].val = v;
}

int pw_map_put(PwThread *t, PwMap *m, uint64_t x, uint64_t v)
{
	if (2 * (m->n + 1) > m->cap) {
		PwMap o = *m;
		if (pw_map_alloc(t, m, o.cap * 2) < 0) {
			*m = o;
			return -1;
		}
		for (size_t i = 0; i < o.cap; i++)
			if (o.slots[i].key)
				pw_map_set(m, o.slots[i].key, o.slots[i].val);
		free(o.slots);
		pw_release(t, o.cap * sizeof(PwSlot));
	}
	pw_map_set(m, x + 1, v);
	return 0;
}

void pw_map_del(PwMap *m, uint64_t x)
{
	size_t mask = m->cap - 1, i = pw_hash(x) & mask;
	while (m->slots[i].key && m->slots[i].key != x + 1)
		i = (i + 1) & mask;
	if (!m->slots[i].key)
		return;
	m->n--;
	/* backward shift: move later entries of the run into the hole */
	for (size_t j = (i + 1) & mask; m->slots[j].key; j = (j + 1) & mask) {
		size_t h = pw_hash(m->slots[j].key - 1) & mask;
		if (((j - h) & mask) >= ((j - i) & mask)) {
			m->slots[i] = m->slots[j];
			i = j;
		}
	}
	m->slots[i].key = 0;
}

void pw_map_free(PwThread *t, PwMap *m)
{
	if (m->slots)
		pw_release(t, m->cap * sizeof(PwSlot));
	free(m->slots);
	memset(m, 0, sizeof *m);
}

/* --- expansion ------------------------------------------------------- */

void pw_record_edge(PwThread *t, const uint8_t *key, uint32_t marks,
    const void *step)
{
	PwRun *r = t->run;
	uint64_t idx;
	if (t->expand_failed)
		return;
	if (t->alen + r->esz > t->acap) {
		size_t nc = t->acap ? 2 * t->acap : 4096;
		uint8_t *p;
		if (pw_reserve(t, nc - t->acap) < 0 ||
		    !(p = realloc(t->arena, nc))) {
			t->expand_failed = 1;
			return;
		}
		t->arena = p;
		t->acap = nc;
	}
	int rc = ps_find_or_put(r->ps, &t->loc, key, &idx);
	if (rc < 0) {
		t->expand_failed = 1;
		return;
	}
	t->st.transitions++;
	if (!rc)
		t->st.revisits++;
	PwEdge *e = (PwEdge *)(t->arena + t->alen);
	e->dst = idx;
	e->marks = marks;
	e->pad = 0;
	if (r->esz > sizeof(PwEdge)) /* the step bytes have room */
		memcpy(e + 1, step, r->g->step_size);
	t->alen += r->esz;
}

/* EcSuccFn: the stored key is the successor itself. */
static void pw_collect(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	pw_record_edge(arg, succ, marks, step);
}

/* Swap two successor records (esz is a multiple of 8). */
static void rec_swap(uint8_t *a, uint8_t *b, size_t esz)
{
	for (size_t k = 0; k < esz; k += 8) {
		uint64_t x, y;
		memcpy(&x, a + k, 8);
		memcpy(&y, b + k, 8);
		memcpy(a + k, &y, 8);
		memcpy(b + k, &x, 8);
	}
}

void pw_shuffle(PwThread *t, size_t off, uint32_t n)
{
	size_t esz = t->run->esz;
	uint8_t *base = t->arena + off;
	for (uint32_t i = n; i > 1; i--) {
		uint32_t j = (uint32_t)(pw_rand(t) % i);
		if (j != i - 1)
			rec_swap(base + (size_t)j * esz,
			    base + (size_t)(i - 1) * esz, esz);
	}
}

void pw_reverse(PwThread *t, size_t off, uint32_t n)
{
	size_t esz = t->run->esz;
	uint8_t *base = t->arena + off;
	for (uint32_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--)
		rec_swap(base + (size_t)i * esz, base + (size_t)j * esz, esz);
}

int pw_expand(PwThread *t, uint64_t s, size_t *off, uint32_t *n)
{
	PwRun *r = t->run;
	*off = t->alen;
	t->expand_failed = 0;
	r->g->succ(t->ctx, ps_state(r->ps, s), pw_collect, t);
	if (t->expand_failed) {
		t->alen = *off;
		atomic_store(&r->oom, 1);
		atomic_store(&r->stop, 1);
		return -1;
	}
	*n = (uint32_t)((t->alen - *off) / r->esz);
	if (t->id > 0 || r->cfg->seed) /* worker 0: the graph's own order */
		pw_shuffle(t, *off, *n);
	return 0;
}

int pw_frame_push(PwThread *t, PwArr *dfs, size_t *depth, uint64_t s,
    uint32_t in, uint64_t pos)
{
	size_t off;
	uint32_t n;
	if (pw_arr_fit(t, dfs, *depth + 1) < 0 || pw_expand(t, s, &off, &n) < 0)
		return -1;
	PwFrame *f = (PwFrame *)dfs->p + (*depth)++;
	f->s = s;
	f->off = off;
	f->n = n;
	f->i = 0;
	f->in = in;
	f->pad = 0;
	f->pos = pos;
	if (*depth > t->st.max_depth)
		t->st.max_depth = *depth;
	return 0;
}

int pw_poll(PwThread *t)
{
	PwRun *r = t->run;
	/* the flag is set by a signal handler or a thread of another part
	 * (--decompose=s1): read it atomically */
	if ((++t->polls & 255) == 0 && r->cfg->stop &&
	    __atomic_load_n(r->cfg->stop, __ATOMIC_RELAXED))
		atomic_store(&r->stop, 1);
	return atomic_load_explicit(&r->stop, memory_order_relaxed);
}

void pw_found(PwThread *t, uint64_t s)
{
	PwRun *r = t->run;
	int zero = 0;
	if (atomic_compare_exchange_strong(&r->found, &zero, t->id + 1))
		r->hit = s;
	atomic_store(&r->stop, 1);
}

/* --- runs ------------------------------------------------------------ */

static int pw_init_thread(PwRun *r, PwThread *t, int id)
{
	memset(t, 0, sizeof *t);
	t->run = r;
	t->id = id;
	if (ps_local_init(r->ps, &t->loc) < 0)
		return -1;
	t->rng = (r->cfg->seed ^ 0x9E3779B97F4A7C15ull) +
	    0xD1B54A32D192ED03ull * (uint64_t)(id + 1);
	if (!t->rng)
		t->rng = 1;
	for (int k = 0; k < 4; k++)
		pw_rand(t);
	return 0;
}

void pw_drop_steps(PwRun *r)
{
	r->esz = sizeof(PwEdge);
}

int pw_run_init(PwRun *r, const EcGraph *g, const EcConfig *cfg, int n,
    PufMode mode, uint32_t extra, uint32_t tail)
{
	memset(r, 0, sizeof *r);
	r->g = g;
	r->cfg = cfg;
	if (n < 1 || !g->clone)
		n = 1;
	r->nthreads = n;
	r->esz = (sizeof(PwEdge) + g->step_size + 7) & ~(size_t)7;
	r->ps = ps_new(g->state_size + tail, extra, cfg->hash_log2, 0,
	    cfg->memlim);
	r->t = aligned_alloc(64, ((size_t)n * sizeof *r->t + 63) & ~(size_t)63);
	if (r->t)
		memset(r->t, 0, (size_t)n * sizeof *r->t);
	uint8_t *s0 = calloc(1, g->state_size + tail + 1);
	if (!r->ps || !r->t || !s0 || puf_init(&r->uf, r->ps, mode) < 0)
		goto fail;
	for (int i = 0; i < n; i++) {
		if (pw_init_thread(r, &r->t[i], i) < 0)
			goto fail;
		r->t[i].ctx = i == 0 ? g->ctx : g->clone(g->ctx);
		if (!r->t[i].ctx) { /* no more contexts: fewer workers */
			r->nthreads = i;
			break;
		}
	}
	g->initial(g->ctx, s0);
	if (ps_find_or_put(r->ps, &r->t[0].loc, s0, &r->init) < 0)
		goto fail;
	free(s0);
	return 0;
fail:
	free(s0);
	pw_run_fini(r, NULL);
	return -1;
}

static double pw_thread_cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Run the strategy's worker function, timing the thread's CPU. */
static void *pw_trampoline(void *arg)
{
	PwThread *t = arg;
	double c0 = pw_thread_cpu();
	t->run->fn(t);
	t->st.cpu = pw_thread_cpu() - c0;
	return NULL;
}

int pw_run_threads(PwRun *r, void *(*fn)(void *))
{
	int started = 0;
	r->fn = fn;
	if (r->nthreads == 1) {
		pw_trampoline(&r->t[0]);
		return 0;
	}
	for (int i = 0; i < r->nthreads; i++) {
		if (pthread_create(&r->t[i].th, NULL, pw_trampoline, &r->t[i]) != 0) {
			atomic_store(&r->oom, 1);
			atomic_store(&r->stop, 1);
			break;
		}
		started++;
	}
	for (int i = 0; i < started; i++)
		pthread_join(r->t[i].th, NULL);
	return started == r->nthreads ? 0 : -1;
}

EcResult pw_result(PwRun *r)
{
	if (atomic_load(&r->found))
		return EC_NONEMPTY;
	if (atomic_load(&r->completed))
		return EC_EMPTY;
	return EC_INCOMPLETE;
}

void pw_run_fini(PwRun *r, EcStats *st)
{
	if (st)
		memset(st, 0, sizeof *st);
	for (int i = 0; r->t && i < r->nthreads; i++) {
		PwThread *t = &r->t[i];
		if (st) {
			t->st.states = t->loc.inserted;
			t->st.memory = t->bytes + t->acap;
			st->transitions += t->st.transitions;
			st->revisits += t->st.revisits;
			if (t->st.max_depth > st->max_depth)
				st->max_depth = t->st.max_depth;
			for (int k = 0; k < 4; k++)
				st->counters[k] += t->st.counters[k];
			st->cpu += t->st.cpu;
			if (r->cfg->thread_stats)
				r->cfg->thread_stats[i] = t->st;
		}
		free(t->arena);
		if (i > 0 && t->ctx && r->g->clone_free)
			r->g->clone_free(r->g->ctx, t->ctx);
	}
	if (st && r->ps) {
		st->states = ps_count(r->ps);
		st->memory = atomic_load(&r->ps->bytes) + atomic_load(&r->bytes);
	}
	if (r->ps)
		puf_fini(&r->uf);
	ps_free(r->ps);
	free(r->t);
	memset(r, 0, sizeof *r);
}

EcResult pw_sequential(const EcGraph *g, const EcConfig *cfg, EcStats *st,
    EcLasso *lasso)
{
	EcStats s2;
	EcConfig c2 = *cfg;
	const EcAlgo *a = ec_find("uf-dijkstra");
	memset(&s2, 0, sizeof s2);
	c2.threads = 1;
	c2.thread_stats = NULL;
	st->counters[3]++;
	return a ? a->run(g, &c2, &s2, lasso) : EC_FAILURE;
}
