/* ec_run.c -- machinery shared by the emptiness checks, see ec_run.h. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/ec/ec_run.h"

#define EC_TIME_EVERY 65536   /* transitions between clock reads */
#define EC_PROGRESS_SECS 3.0  /* seconds between progress reports */

double ec_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* --- arrays --------------------------------------------------------- */

static size_t arr_bytes(const EcArr *a)
{
	return a->cap * a->esz;
}

int ec_arr_fit(EcRun *r, EcArr *a, size_t n)
{
	if (n <= a->cap)
		return 0;
	size_t ncap = a->cap ? a->cap : 64;
	while (ncap < n)
		ncap *= 2;
	size_t add = (ncap - a->cap) * a->esz;
	if (rt_mem_reserve(&r->mem, add) < 0) {
		r->oom = 1;
		return -1;
	}
	void *p = realloc(a->p, ncap * a->esz);
	if (!p) {
		rt_mem_release(&r->mem, add);
		r->oom = 1;
		return -1;
	}
	if (a->side)
		memset((uint8_t *)p + arr_bytes(a), 0, add);
	a->p = p;
	a->cap = ncap;
	return 0;
}

static size_t side_need(const EcRun *r, const EcArr *a)
{
	return (size_t)(r->ss->count >> a->sshift) + 1;
}

int ec_side_fit(EcRun *r)
{
	if (r->ss->count < r->side_ok)
		return 0;
	uint64_t ok = UINT64_MAX;
	for (int i = 0; i < r->narrs; i++) {
		EcArr *a = r->arrs[i];
		if (!a->side)
			continue;
		if (a->cap < side_need(r, a) && ec_arr_fit(r, a, side_need(r, a)) < 0)
			return -1;
		uint64_t covers = (uint64_t)a->cap << a->sshift;
		if (covers < ok)
			ok = covers;
	}
	r->side_ok = ok;
	return 0;
}

int ec_arr_init(EcRun *r, EcArr *a, size_t esz, int side, int sshift)
{
	memset(a, 0, sizeof *a);
	a->esz = esz;
	a->side = side;
	a->sshift = sshift;
	if (r->narrs == EC_MAX_ARRS)
		abort(); /* internal: raise EC_MAX_ARRS */
	r->arrs[r->narrs++] = a;
	if (side) {
		r->side_ok = 0;
		return ec_side_fit(r);
	}
	return 0;
}

/* --- run ------------------------------------------------------------ */

int ec_run_init(EcRun *r, const EcGraph *g, const EcConfig *cfg, EcStats *st)
{
	memset(r, 0, sizeof *r);
	memset(st, 0, sizeof *st);
	r->g = g;
	r->cfg = cfg;
	r->st = st;
	r->mem.limit = cfg->memlim;
	r->esz = sizeof(EcEdge);
	r->insert = 1;
	r->next_time_check = EC_TIME_EVERY;
	r->last_progress = ec_now();
	const SsAlgo *sa = ss_algo_pick(cfg->store, g->state_size);
	r->ss = sa && (sa->flags & SS_LOSSLESS) ?
	    ss_new_algo(sa, g->state_size, NULL, &r->mem) : NULL;
	if (!r->ss) {
		r->oom = 1;
		return -1;
	}
	r->rng = cfg->seed * 0x9E3779B97F4A7C15ULL + 1;
	r->scratch = calloc(1, g->state_size ? g->state_size : 1);
	uint64_t idx;
	if (!r->scratch) {
		r->oom = 1;
		return -1;
	}
	g->initial(g->ctx, r->scratch);
	if (ss_find_or_put(r->ss, r->scratch, &idx) < 0) {
		r->oom = 1;
		return -1;
	}
	return 0;
}

void ec_run_fini(EcRun *r)
{
	EcStats *st = r->st;
	st->states = r->ss ? r->ss->count : 0;
	st->memory = r->mem.used;
	for (int i = 0; i < r->narrs; i++) {
		rt_mem_release(&r->mem, arr_bytes(r->arrs[i]));
		free(r->arrs[i]->p);
		r->arrs[i]->p = NULL;
		r->arrs[i]->cap = 0;
	}
	r->narrs = 0;
	if (r->arena) {
		rt_mem_release(&r->mem, r->acap);
		free(r->arena);
		r->arena = NULL;
	}
	if (r->ss)
		ss_free(r->ss);
	r->ss = NULL;
	free(r->scratch);
	r->scratch = NULL;
}

/* --- successors ----------------------------------------------------- */

static int arena_fit(EcRun *r, size_t need)
{
	if (need <= r->acap)
		return 0;
	size_t ncap = r->acap ? r->acap : 4096;
	while (ncap < need)
		ncap *= 2;
	if (rt_mem_reserve(&r->mem, ncap - r->acap) < 0) {
		r->oom = 1;
		return -1;
	}
	uint8_t *p = realloc(r->arena, ncap);
	if (!p) {
		rt_mem_release(&r->mem, ncap - r->acap);
		r->oom = 1;
		return -1;
	}
	r->arena = p;
	r->acap = ncap;
	return 0;
}

static void progress_check(EcRun *r)
{
	r->next_time_check = r->st->transitions + EC_TIME_EVERY;
	if (!r->cfg->progress)
		return;
	double t = ec_now();
	if (t - r->last_progress >= EC_PROGRESS_SECS) {
		r->last_progress = t;
		r->st->states = r->ss->count;
		r->st->memory = r->mem.used;
		r->cfg->progress(r->cfg->progress_arg, r->st);
	}
}

static void expand_cb(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	(void)step;
	EcRun *r = arg;
	uint64_t idx;
	if (r->expand_failed)
		return;
	if (r->insert) {
		int rc = ss_find_or_put(r->ss, succ, &idx);
		if (rc < 0) {
			r->expand_failed = 1;
			r->oom = 1;
			return;
		}
		r->st->transitions++;
		if (rc == 0)
			r->st->revisits++;
	} else if (!ss_find(r->ss, succ, &idx)) {
		return;
	}
	if (arena_fit(r, r->alen + r->esz) < 0) {
		r->expand_failed = 1;
		return;
	}
	EcEdge *e = (EcEdge *)(r->arena + r->alen);
	e->dst = idx;
	e->marks = marks;
	e->pad = 0;
	r->alen += r->esz;
}

long ec_expand(EcRun *r, uint64_t s, size_t *off)
{
	const EcGraph *g = r->g;
	/* the stored vector may move when the store grows: expand a copy */
	memcpy(r->scratch, ss_get(r->ss, s), g->state_size);
	*off = r->alen;
	r->expand_failed = 0;
	g->succ(g->ctx, r->scratch, expand_cb, r);
	if (r->expand_failed || (r->insert && ec_side_fit(r) < 0)) {
		r->alen = *off;
		return -1;
	}
	if (r->st->transitions >= r->next_time_check)
		progress_check(r);
	return (long)((r->alen - *off) / r->esz);
}

static uint64_t rng_next(EcRun *r)
{
	r->rng ^= r->rng >> 12;
	r->rng ^= r->rng << 25;
	r->rng ^= r->rng >> 27;
	return r->rng * 2685821657736338717ULL;
}

/* Fisher-Yates on the n records at off (the arena has room for one more
 * record past its end, used as the swap buffer). */
static int shuffle(EcRun *r, size_t off, uint32_t n)
{
	if (n < 2)
		return 0;
	if (arena_fit(r, r->alen + r->esz) < 0)
		return -1;
	uint8_t *tmp = r->arena + r->alen;
	for (uint32_t i = n - 1; i > 0; i--) {
		uint32_t j = (uint32_t)((rng_next(r) >> 32) % (i + 1));
		if (j == i)
			continue;
		memcpy(tmp, ec_edge(r, off, i), r->esz);
		memcpy(ec_edge(r, off, i), ec_edge(r, off, j), r->esz);
		memcpy(ec_edge(r, off, j), tmp, r->esz);
	}
	return 0;
}

int ec_frame_push(EcRun *r, EcArr *stack, size_t *depth, uint64_t s)
{
	if (ec_arr_fit(r, stack, *depth + 1) < 0)
		return -1;
	EcFrame *f = (EcFrame *)stack->p + *depth;
	long n = ec_expand(r, s, &f->off);
	if (n < 0 || (r->cfg->seed && shuffle(r, f->off, (uint32_t)n) < 0))
		return -1;
	f->s = s;
	f->n = (uint32_t)n;
	f->i = 0;
	(*depth)++;
	if (*depth > r->st->max_depth)
		r->st->max_depth = *depth;
	return 0;
}

/* --- paths and lassos ----------------------------------------------- */

EcPath *ec_path_new(EcRun *r, uint64_t s0)
{
	EcPath *p = &r->path;
	if (!r->path_ready) {
		r->path_ready = 1;
		ec_arr_init(r, &p->states, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &p->marks, sizeof(uint32_t), 0, 0);
	}
	p->n = 0;
	if (ec_arr_fit(r, &p->states, 1) < 0)
		return NULL;
	((uint64_t *)p->states.p)[0] = s0;
	return p;
}

static int path_push(EcRun *r, EcPath *p, uint64_t dst, uint32_t marks)
{
	if (ec_arr_fit(r, &p->states, p->n + 2) < 0 ||
	    ec_arr_fit(r, &p->marks, p->n + 1) < 0)
		return -1;
	((uint32_t *)p->marks.p)[p->n] = marks;
	p->n++;
	((uint64_t *)p->states.p)[p->n] = dst;
	return 0;
}

int ec_path_add(EcRun *r, EcPath *p, const EcEdge *e)
{
	return path_push(r, p, e->dst, e->marks);
}

int ec_path_frames(EcRun *r, EcPath *p, const EcFrame *frames, size_t k)
{
	for (size_t j = 0; j < k; j++)
		if (ec_path_add(r, p, ec_edge(r, frames[j].off, frames[j].i - 1)) < 0)
			return -1;
	return 0;
}

/* BFS node: a state reached, its parent node and the marks of the edge
 * to it. */
typedef struct BfsNode {
	uint64_t s;
	uint64_t parent;
	uint32_t marks;
} BfsNode;

typedef struct Bfs {
	EcArr seen;                /* side, 1 bit per state */
	EcArr nodes;               /* BfsNode, in BFS order */
} Bfs;

static int bfs_seen(Bfs *b, uint64_t x)
{
	return ((const uint8_t *)b->seen.p)[x >> 3] >> (x & 7) & 1;
}

static void bfs_mark(Bfs *b, uint64_t x)
{
	((uint8_t *)b->seen.p)[x >> 3] |= (uint8_t)(1u << (x & 7));
}

/* Append the path root -> node `last` to p. */
static int bfs_append(EcRun *r, EcPath *p, Bfs *b, uint64_t last)
{
	/* collect the node chain backwards, then push it forwards */
	size_t len = 0;
	BfsNode *nodes = b->nodes.p;
	for (uint64_t v = last; v != UINT64_MAX; v = nodes[v].parent)
		len++;
	uint64_t *chain = malloc(len * sizeof *chain);
	if (!chain)
		return -2;
	size_t k = len;
	for (uint64_t v = last; v != UINT64_MAX; v = nodes[v].parent)
		chain[--k] = v;
	int rc = 0;
	/* chain[0] is the root (no step) */
	for (size_t j = 1; j < len && rc == 0; j++) {
		const BfsNode *nd = &nodes[chain[j]];
		rc = path_push(r, p, nd->s, nd->marks);
	}
	free(chain);
	return rc < 0 ? -2 : 0;
}

/* Record the edge e from node `head` as node `tail`. */
static int bfs_node(EcRun *r, Bfs *b, size_t head, size_t tail,
    const EcEdge *e)
{
	if (ec_arr_fit(r, &b->nodes, tail + 1) < 0)
		return -1;
	BfsNode *nd = (BfsNode *)b->nodes.p + tail;
	nd->s = e->dst;
	nd->parent = head;
	nd->marks = e->marks;
	bfs_mark(b, e->dst);
	return 0;
}

static int bfs_run(EcRun *r, Bfs *b, EcPath *p, EcInSet in, void *arg,
    uint32_t forbid, uint32_t want, uint64_t target)
{
	if (ec_arr_fit(r, &b->nodes, 1) < 0)
		return -2;
	BfsNode *root = b->nodes.p;
	root->s = ec_path_last(p);
	root->parent = UINT64_MAX;
	root->marks = 0;
	bfs_mark(b, root->s);
	size_t head = 0, tail = 1;
	int rc = -1;
	while (head < tail && rc == -1) {
		size_t off;
		long n = ec_expand(r, ((BfsNode *)b->nodes.p)[head].s, &off);
		if (n < 0)
			return -2;
		for (long i = 0; i < n && rc == -1; i++) {
			EcEdge *e = ec_edge(r, off, (uint32_t)i);
			if ((e->marks & forbid) || !in(arg, e->dst))
				continue;
			int goal = want ? (e->marks & want) != 0 : e->dst == target;
			if (!goal && bfs_seen(b, e->dst))
				continue;
			if (bfs_node(r, b, head, tail, e) < 0)
				rc = -2;
			else if (goal)
				rc = bfs_append(r, p, b, tail);
			else
				tail++;
		}
		r->alen = off;
		head++;
	}
	return rc;
}

int ec_path_bfs(EcRun *r, EcPath *p, EcInSet in, void *arg, uint32_t forbid,
    uint32_t want, uint64_t target)
{
	Bfs b;
	int narrs = r->narrs, rc = -2;
	/* the arrays are local: registered for growth, freed here */
	if (ec_arr_init(r, &b.seen, 1, 1, 3) == 0) {
		ec_arr_init(r, &b.nodes, sizeof(BfsNode), 0, 0);
		r->insert = 0;
		rc = bfs_run(r, &b, p, in, arg, forbid, want, target);
		r->insert = 1;
	}
	for (int j = narrs; j < r->narrs; j++) {
		rt_mem_release(&r->mem, r->arrs[j]->cap * r->arrs[j]->esz);
		free(r->arrs[j]->p);
	}
	r->narrs = narrs;
	return rc;
}

/* Finding the step of a path edge again: the first successor of the
 * source with the destination's bytes and the edge's marks (another edge
 * with the same destination and marks, if any, is as good a step). */
typedef struct StepFind {
	const EcGraph *g;          /* state_size, step_size */
	const uint8_t *dst;        /* destination vector */
	uint32_t marks;            /* marks of the edge */
	uint8_t *out;              /* step_size bytes to fill */
	int found;
} StepFind;

static void step_find_cb(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	StepFind *f = arg;
	if (f->found || marks != f->marks ||
	    memcmp(succ, f->dst, f->g->state_size) != 0)
		return;
	f->found = 1;
	if (f->g->step_size)
		memcpy(f->out, step, f->g->step_size);
}

int ec_path_lasso(EcRun *r, const EcPath *p, size_t k, EcLasso *l)
{
	const EcGraph *g = r->g;
	size_t n = p->n;
	l->states = malloc((n + 1) * (size_t)(g->state_size ? g->state_size : 1));
	l->steps = malloc((n ? n : 1) * (size_t)(g->step_size ? g->step_size : 1));
	if (!l->states || !l->steps)
		goto fail;
	const uint64_t *st = p->states.p;
	for (size_t j = 0; j <= n; j++)
		memcpy(l->states + j * g->state_size, ss_get(r->ss, st[j]),
		    g->state_size);
	/* the steps are not kept on the DFS stacks (they would be most of the
	 * stack's memory): each edge of the path is found again among the
	 * successors of its source */
	const uint32_t *marks = p->marks.p;
	for (size_t j = 0; j < n; j++) {
		StepFind f = {
			.g = g, .dst = l->states + (j + 1) * g->state_size,
			.marks = marks[j], .out = l->steps + j * g->step_size,
		};
		memcpy(r->scratch, l->states + j * g->state_size, g->state_size);
		g->succ(g->ctx, r->scratch, step_find_cb, &f);
		if (!f.found)
			goto fail;
	}
	l->nprefix = k;
	l->ncycle = n - k;
	return 0;
fail:
	free(l->states);
	free(l->steps);
	memset(l, 0, sizeof *l);
	return -1;
}

int ec_lasso_scc(EcRun *r, EcPath *p, EcInSet in, void *arg, uint32_t forbid,
    uint32_t need, EcLasso *l)
{
	size_t k = p->n;
	uint64_t x = ec_path_last(p);
	while (need) {
		size_t from = p->n;
		if (ec_path_bfs(r, p, in, arg, forbid, need, 0) < 0)
			return -1;
		for (size_t j = from; j < p->n; j++)
			need &= ~((uint32_t *)p->marks.p)[j];
	}
	if (p->n == k || ec_path_last(p) != x)
		if (ec_path_bfs(r, p, in, arg, forbid, 0, x) < 0)
			return -1;
	return ec_path_lasso(r, p, k, l);
}

/* --- Fin: accepting sub-SCCs after removing fin edges ---------------- */

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* position of x in the sorted SCC, or -1 */
static long sub_pos(const EcSub *sub, uint64_t x)
{
	const uint64_t *a = sub->srt.p;
	size_t lo = 0, hi = sub->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (a[mid] < x)
			lo = mid + 1;
		else if (a[mid] > x)
			hi = mid;
		else
			return (long)mid;
	}
	return -1;
}

int ec_sub_in_scc(void *arg, uint64_t x)
{
	return sub_pos(arg, x) >= 0;
}

int ec_sub_in(void *arg, uint64_t x)
{
	EcSub *sub = arg;
	long p = sub_pos(sub, x);
	return p >= 0 && ((uint64_t *)sub->comp.p)[p] == sub->acc_comp;
}

static int sub_setup(EcRun *r, EcSub *sub, size_t n)
{
	if (!sub->ready) {
		sub->ready = 1;
		sub->r = r;
		ec_arr_init(r, &sub->srt, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &sub->num, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &sub->low, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &sub->comp, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &sub->accm, sizeof(uint32_t), 0, 0);
		ec_arr_init(r, &sub->cyc, 1, 0, 0);
		ec_arr_init(r, &sub->tstack, sizeof(uint64_t), 0, 0);
		ec_arr_init(r, &sub->frames, sizeof(EcFrame), 0, 0);
	}
	if (ec_arr_fit(r, &sub->srt, n) < 0 || ec_arr_fit(r, &sub->num, n) < 0 ||
	    ec_arr_fit(r, &sub->low, n) < 0 || ec_arr_fit(r, &sub->comp, n) < 0 ||
	    ec_arr_fit(r, &sub->accm, n) < 0 || ec_arr_fit(r, &sub->cyc, n) < 0 ||
	    ec_arr_fit(r, &sub->tstack, n) < 0)
		return -1;
	memset(sub->num.p, 0, n * sizeof(uint64_t));
	memset(sub->comp.p, 0, n * sizeof(uint64_t));
	memset(sub->accm.p, 0, n * sizeof(uint32_t));
	memset(sub->cyc.p, 0, n);
	sub->n = n;
	return 0;
}

/* Tarjan over the SCC without fin edges; fills comp (id+1) per position. */
static int sub_tarjan(EcRun *r, EcSub *sub)
{
	uint64_t *num = sub->num.p, *low = sub->low.p, *comp = sub->comp.p;
	uint64_t *ts = sub->tstack.p, *srt = sub->srt.p;
	uint32_t fin = r->g->fin_mask;
	uint64_t counter = 0, ncomp = 0;
	size_t tsn = 0, depth = 0;
	r->insert = 0;
	for (size_t start = 0; start < sub->n; start++) {
		if (num[start])
			continue;
		if (ec_frame_push(r, &sub->frames, &depth, srt[start]) < 0)
			goto oom;
		num[start] = low[start] = ++counter;
		ts[tsn++] = start;
		while (depth) {
			EcFrame *f = (EcFrame *)sub->frames.p + depth - 1;
			long fp = sub_pos(sub, f->s);
			if (f->i < f->n) {
				EcEdge *e = ec_edge(r, f->off, f->i++);
				long q = sub_pos(sub, e->dst);
				if (q < 0 || (e->marks & fin))
					continue;
				if (!num[q]) {
					if (ec_frame_push(r, &sub->frames, &depth, e->dst) < 0)
						goto oom;
					num[q] = low[q] = ++counter;
					ts[tsn++] = (uint64_t)q;
				} else if (!comp[q] && num[q] < low[fp]) {
					low[fp] = num[q];
				}
				continue;
			}
			r->alen = f->off;
			depth--;
			if (low[fp] == num[fp]) {
				ncomp++;
				uint64_t q;
				do {
					q = ts[--tsn];
					comp[q] = ncomp;
				} while (q != (uint64_t)fp);
			}
			if (depth) {
				long pp = sub_pos(sub, ((EcFrame *)sub->frames.p)[depth - 1].s);
				if (low[fp] < low[pp])
					low[pp] = low[fp];
			}
		}
	}
	r->insert = 1;
	return 0;
oom:
	r->insert = 1; /* the caller pops the arena */
	return -1;
}

int ec_fin_subcheck(EcRun *r, EcSub *sub, const uint64_t *scc, size_t n,
    uint64_t *x)
{
	if (sub_setup(r, sub, n) < 0)
		return -1;
	memcpy(sub->srt.p, scc, n * sizeof(uint64_t));
	qsort(sub->srt.p, n, sizeof(uint64_t), cmp_u64);
	size_t base = r->alen;
	if (sub_tarjan(r, sub) < 0) {
		r->alen = base;
		return -1;
	}
	/* marks of the fin-free edges inside each sub-SCC */
	const uint64_t *srt = sub->srt.p, *comp = sub->comp.p;
	uint32_t *accm = sub->accm.p;
	uint8_t *cyc = sub->cyc.p;
	const EcGraph *g = r->g;
	r->insert = 0;
	for (size_t j = 0; j < n; j++) {
		size_t off;
		long m = ec_expand(r, srt[j], &off);
		if (m < 0) {
			r->insert = 1;
			return -1;
		}
		for (long i = 0; i < m; i++) {
			EcEdge *e = ec_edge(r, off, (uint32_t)i);
			long q = sub_pos(sub, e->dst);
			if (q < 0 || (e->marks & g->fin_mask) || comp[q] != comp[j])
				continue;
			accm[comp[j] - 1] |= e->marks;
			cyc[comp[j] - 1] = 1;
		}
		r->alen = off;
	}
	r->insert = 1;
	for (size_t j = 0; j < n; j++) {
		uint64_t c = comp[j] - 1;
		if (cyc[c] && (accm[c] & g->inf_mask) == g->inf_mask) {
			sub->acc_comp = comp[j];
			*x = srt[j];
			return 1;
		}
	}
	return 0;
}

int ec_lasso_sub(EcRun *r, EcPath *p, EcSub *sub, uint64_t x, EcLasso *l)
{
	if (ec_path_last(p) != x &&
	    ec_path_bfs(r, p, ec_sub_in_scc, sub, 0, 0, x) < 0)
		return -1;
	return ec_lasso_scc(r, p, ec_sub_in, sub, r->g->fin_mask, r->g->inf_mask,
	    l);
}

uint64_t ec_uf_find(uint64_t *par, uint64_t x)
{
	uint64_t root = x, p;
	while ((p = par[root]) != EC_UF_DEAD && p - 1 != root)
		root = p - 1;
	int dead = p == EC_UF_DEAD;
	uint64_t link = dead ? EC_UF_DEAD : root + 1;
	while (x != root && par[x] != link && par[x] != EC_UF_DEAD) {
		uint64_t nx = par[x] - 1;
		par[x] = link;
		x = nx;
	}
	return dead ? EC_UF_DEAD : root;
}

uint32_t ec_uf_unite(uint64_t *par, uint32_t *acc, uint64_t a, uint64_t b,
    uint32_t m, uint64_t *unions)
{
	uint64_t ra = ec_uf_find(par, a), rb = ec_uf_find(par, b);
	if (ra != rb) {
		(*unions)++;
		if (ra > rb) {
			uint64_t t = ra;
			ra = rb;
			rb = t;
		}
		par[rb] = ra + 1;
		acc[ra] |= acc[rb];
	}
	acc[ra] |= m;
	return acc[ra];
}
