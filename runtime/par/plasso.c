/* plasso.c -- counterexamples of the parallel checks, see pwork.h
 * (pw_lasso).  Runs after the workers joined: single-threaded. */
#include <stdlib.h>
#include <string.h>
#include "runtime/par/pwork.h"

/* A search node / path step: reached `s` by an edge with `marks`. */
typedef struct LNode {
	uint64_t s;
	uint64_t parent;           /* node index, UINT64_MAX for the start */
	uint32_t marks, pad;
} LNode;

typedef struct Lx {
	PwRun *r;
	PwThread *t;               /* accounting */
	uint64_t cls;              /* the accepting class */
	PwArr nodes;               /* LNode */
	PwArr nsteps;              /* step bytes per node */
	size_t nn;
	PwArr succ;                /* LNode (parent unused) of one expansion */
	PwArr ssteps;
	size_t ns;
	int failed;
	PwArr path;                /* LNode: the cycle under construction */
	PwArr psteps;
	size_t np;
	int anywhere;              /* collect any stored state (prefix search) */
} Lx;

static void lx_collect(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	Lx *x = arg;
	uint64_t idx;
	size_t ss = x->r->g->step_size;
	/* the cycle stays in the class and off Fin edges (par_tgra.c) */
	if (x->failed || (!x->anywhere && (marks & x->r->g->fin_mask)) ||
	    !ps_find(x->r->ps, succ, &idx) ||
	    (!x->anywhere && puf_find(&x->r->uf, idx) != x->cls))
		return;
	if (pw_arr_fit(x->t, &x->succ, x->ns + 1) < 0 ||
	    pw_arr_fit(x->t, &x->ssteps, (x->ns + 1) * (ss ? ss : 1)) < 0) {
		x->failed = 1;
		return;
	}
	LNode *n = (LNode *)x->succ.p + x->ns;
	n->s = idx;
	n->marks = marks;
	memcpy((uint8_t *)x->ssteps.p + x->ns * ss, step, ss);
	x->ns++;
}

static int lx_add_node(Lx *x, PwMap *seen, uint64_t s, uint64_t parent,
    uint32_t marks, const uint8_t *step)
{
	size_t ss = x->r->g->step_size;
	if (pw_arr_fit(x->t, &x->nodes, x->nn + 1) < 0 ||
	    pw_arr_fit(x->t, &x->nsteps, (x->nn + 1) * (ss ? ss : 1)) < 0 ||
	    pw_map_put(x->t, seen, s, x->nn) < 0)
		return -1;
	LNode *n = (LNode *)x->nodes.p + x->nn;
	n->s = s;
	n->parent = parent;
	n->marks = marks;
	if (ss && step)
		memcpy((uint8_t *)x->nsteps.p + x->nn * ss, step, ss);
	x->nn++;
	return 0;
}

/* Append to the cycle the node chain ending at node k. */
static int lx_append(Lx *x, uint64_t k)
{
	size_t ss = x->r->g->step_size, len = 0, base = x->np;
	for (uint64_t j = k; ((LNode *)x->nodes.p)[j].parent != UINT64_MAX;
	    j = ((LNode *)x->nodes.p)[j].parent)
		len++;
	if (pw_arr_fit(x->t, &x->path, base + len) < 0 ||
	    pw_arr_fit(x->t, &x->psteps, (base + len) * (ss ? ss : 1)) < 0)
		return -1;
	size_t i = base + len;
	for (uint64_t j = k; ((LNode *)x->nodes.p)[j].parent != UINT64_MAX;
	    j = ((LNode *)x->nodes.p)[j].parent) {
		i--;
		((LNode *)x->path.p)[i] = ((LNode *)x->nodes.p)[j];
		memcpy((uint8_t *)x->psteps.p + i * ss,
		    (uint8_t *)x->nsteps.p + j * ss, ss);
	}
	x->np = base + len;
	return 0;
}

/* Breadth-first from `from` inside the class to an edge with a mark of
 * `want` (want != 0) or into `target`; appends the path.  0, or -1. */
static int lx_bfs(Lx *x, uint64_t from, uint32_t want, uint64_t target)
{
	const EcGraph *g = x->r->g;
	size_t ss = g->step_size;
	PwMap seen;
	int rc = -1;
	x->nn = 0;
	if (pw_map_init(x->t, &seen) < 0 ||
	    lx_add_node(x, &seen, from, UINT64_MAX, 0, NULL) < 0)
		goto out;
	for (size_t q = 0; q < x->nn && rc < 0; q++) {
		uint64_t s = ((LNode *)x->nodes.p)[q].s, v;
		x->ns = 0;
		g->succ(g->ctx, ps_state(x->r->ps, s), lx_collect, x);
		if (x->failed)
			goto out;
		for (size_t i = 0; i < x->ns && rc < 0; i++) {
			LNode e = ((LNode *)x->succ.p)[i];
			const uint8_t *st = (uint8_t *)x->ssteps.p + i * ss;
			int hit = x->anywhere ? puf_find(&x->r->uf, e.s) == x->cls :
			    want ? (e.marks & want) != 0 : e.s == target;
			if (!hit && pw_map_get(&seen, e.s, &v))
				continue;
			if (lx_add_node(x, &seen, e.s, q, e.marks, st) < 0)
				goto out;
			if (hit)
				rc = lx_append(x, x->nn - 1);
		}
	}
out:
	pw_map_free(x->t, &seen);
	return rc;
}

/* The cycle from x0 through every inf mark back to x0. */
static int lx_cycle(Lx *x, uint64_t x0)
{
	uint32_t need = x->r->g->inf_mask;
	uint64_t cur = x0;
	size_t start = x->np;
	while (need) {
		size_t from = x->np;
		if (lx_bfs(x, cur, need, 0) < 0)
			return -1;
		for (size_t i = from; i < x->np; i++)
			need &= ~((LNode *)x->path.p)[i].marks;
		cur = ((LNode *)x->path.p)[x->np - 1].s;
	}
	if (cur != x0 || x->np == start)
		return lx_bfs(x, cur, 0, x0);
	return 0;
}

static int lx_build(Lx *x, const PwFrame *dfs, size_t k, EcLasso *l)
{
	const EcGraph *g = x->r->g;
	size_t vs = g->state_size, ss = g->step_size;
	size_t nst = k + x->np + 1, nsp = k + x->np;
	l->states = malloc(nst * (vs ? vs : 1));
	l->steps = malloc((nsp ? nsp : 1) * (ss ? ss : 1));
	if (!l->states || !l->steps)
		return -1;
	l->nprefix = k;
	l->ncycle = x->np;
	for (size_t j = 0; j <= k; j++)
		memcpy(l->states + j * vs, ps_state(x->r->ps, dfs[j].s), vs);
	for (size_t j = 0; j < k; j++) {
		const PwEdge *e = pw_edge(x->t, dfs[j].off, dfs[j].i - 1);
		memcpy(l->steps + j * ss, e + 1, ss);
	}
	for (size_t i = 0; i < x->np; i++) {
		const LNode *n = (LNode *)x->path.p + i;
		memcpy(l->states + (k + 1 + i) * vs, ps_state(x->r->ps, n->s), vs);
		memcpy(l->steps + (k + i) * ss, (uint8_t *)x->psteps.p + i * ss,
		    ss);
	}
	return 0;
}

/* The lasso when the prefix is x->path[0..k) from the initial state. */
static int lx_build_bfs(Lx *x, size_t k, EcLasso *l)
{
	const EcGraph *g = x->r->g;
	size_t vs = g->state_size, ss = g->step_size;
	l->states = malloc((x->np + 1) * (vs ? vs : 1));
	l->steps = malloc((x->np ? x->np : 1) * (ss ? ss : 1));
	if (!l->states || !l->steps)
		return -1;
	l->nprefix = k;
	l->ncycle = x->np - k;
	memcpy(l->states, ps_state(x->r->ps, x->r->init), vs);
	for (size_t i = 0; i < x->np; i++) {
		const LNode *n = (LNode *)x->path.p + i;
		memcpy(l->states + (i + 1) * vs, ps_state(x->r->ps, n->s), vs);
		memcpy(l->steps + i * ss, (uint8_t *)x->psteps.p + i * ss, ss);
	}
	return 0;
}

/* Prefix by breadth-first search into the class, then the cycle. */
static int lx_from_init(Lx *x, EcLasso *l)
{
	uint64_t x0 = x->r->init;
	size_t k = 0;
	if (puf_find(&x->r->uf, x0) != x->cls) {
		x->anywhere = 1;
		int rc = lx_bfs(x, x0, 0, 0);
		x->anywhere = 0;
		if (rc < 0)
			return -1;
		k = x->np;
		x0 = ((LNode *)x->path.p)[k - 1].s;
	}
	if (lx_cycle(x, x0) < 0)
		return -1;
	return lx_build_bfs(x, k, l);
}

int pw_lasso(PwRun *r, PwThread *t, const PwFrame *dfs, size_t depth,
    EcLasso *l)
{
	Lx x;
	size_t k = 0;
	int rc = -1;
	memset(&x, 0, sizeof x);
	memset(l, 0, sizeof *l);
	x.r = r;
	x.t = t;
	x.cls = puf_find(&r->uf, r->hit);
	x.nodes.esz = x.succ.esz = x.path.esz = sizeof(LNode);
	x.nsteps.esz = x.ssteps.esz = x.psteps.esz = 1;
	if (x.cls == PUF_DEAD)
		return -1;
	if (!dfs) {
		rc = lx_from_init(&x, l);

	} else {
		while (k < depth && puf_find(&r->uf, dfs[k].s) != x.cls)
			k++;
		if (k < depth && lx_cycle(&x, dfs[k].s) == 0)
			rc = lx_build(&x, dfs, k, l);
	}
	if (rc < 0)
		ec_lasso_free(l);
	pw_arr_free(t, &x.nodes);
	pw_arr_free(t, &x.nsteps);
	pw_arr_free(t, &x.succ);
	pw_arr_free(t, &x.ssteps);
	pw_arr_free(t, &x.path);
	pw_arr_free(t, &x.psteps);
	return rc;
}
