/* puf.c -- the shared union-find with a Dead class, see puf.h. */
#include <stdlib.h>
#include "runtime/par/puf.h"

typedef struct PufNode {
	_Atomic uint64_t parent;   /* see puf.h */
	_Atomic uint32_t acc;      /* marks of the class */
	uint32_t pad;
} PufNode;

_Static_assert(sizeof(PufNode) == PUF_NODE_SIZE, "node size");

static PufNode *node(Puf *u, uint64_t x)
{
	return (PufNode *)ps_rec(u->ps, x);
}

int puf_init(Puf *u, PsStore *ps, PufMode mode)
{
	u->ps = ps;
	u->mode = mode;
	u->stripes = NULL;
	if (mode == PUF_LOCKING) {
		u->stripes = malloc(PUF_NSTRIPES * sizeof *u->stripes);
		if (!u->stripes)
			return -1;
		for (int i = 0; i < PUF_NSTRIPES; i++)
			pthread_mutex_init(&u->stripes[i], NULL);
	}
	return 0;
}

void puf_fini(Puf *u)
{
	if (u->stripes)
		for (int i = 0; i < PUF_NSTRIPES; i++)
			pthread_mutex_destroy(&u->stripes[i]);
	free(u->stripes);
	u->stripes = NULL;
}

uint64_t puf_find(Puf *u, uint64_t x)
{
	for (;;) {
		PufNode *n = node(u, x);
		uint64_t p = atomic_load_explicit(&n->parent,
		    memory_order_acquire);
		if (p == 0)
			return x;
		if (p == PUF_DEAD)
			return PUF_DEAD;
		uint64_t gp = atomic_load_explicit(&node(u, p - 1)->parent,
		    memory_order_acquire);
		uint64_t seen = p;
		if (gp != 0) /* path halving: x skips its parent */
			atomic_compare_exchange_weak(&n->parent, &seen, gp);
		x = p - 1;
	}
}

int puf_maybe_dead(Puf *u, uint64_t x)
{
	return atomic_load_explicit(&node(u, x)->parent,
	    memory_order_acquire) == PUF_DEAD;
}

void puf_lock_pair(pthread_mutex_t *x, pthread_mutex_t *y)
{
	if (x > y) {
		pthread_mutex_t *t = x;
		x = y;
		y = t;
	}
	pthread_mutex_lock(x);
	if (y != x)
		pthread_mutex_lock(y);
}

void puf_unlock_pair(pthread_mutex_t *x, pthread_mutex_t *y)
{
	pthread_mutex_unlock(x);
	if (y != x)
		pthread_mutex_unlock(y);
}

static pthread_mutex_t *stripe(Puf *u, uint64_t x)
{
	return &u->stripes[(x * 0x9E3779B97F4A7C15ull) >> 54];
}

static void lock2(Puf *u, uint64_t a, uint64_t b)
{
	puf_lock_pair(stripe(u, a), stripe(u, b));
}

static void unlock2(Puf *u, uint64_t a, uint64_t b)
{
	puf_unlock_pair(stripe(u, a), stripe(u, b));
}

static int is_root(Puf *u, uint64_t r)
{
	/* seq_cst, not acquire: add_marks() does fetch_or(acc) then this
	 * load, link() does CAS(parent) then a load of acc; only with both
	 * sides sequentially consistent does one of them see the other's
	 * write, so marks are never lost (free on x86, needed on ARM) */
	return atomic_load(&node(u, r)->parent) == 0;
}

/* OR m into the class of x; its marks, or dead. */
static PufUnite add_marks(Puf *u, uint64_t x, uint32_t m)
{
	PufUnite res = { 0, 0 };
	for (;;) {
		uint64_t r = puf_find(u, x);
		if (r == PUF_DEAD) {
			res.dead = 1;
			return res;
		}
		if (u->mode == PUF_LOCKING)
			lock2(u, r, r);
		uint32_t a = atomic_fetch_or(&node(u, r)->acc, m) | m;
		int still = is_root(u, r);
		if (u->mode == PUF_LOCKING)
			unlock2(u, r, r);
		if (still) {
			res.marks = a;
			return res;
		}
		x = r;
	}
}

/* Link root c under root r (c > r); 1 done, 0 lost a race. */
static int link(Puf *u, uint64_t c, uint64_t r)
{
	uint64_t zero = 0;
	if (u->mode == PUF_LOCKFREE)
		return atomic_compare_exchange_strong(&node(u, c)->parent, &zero,
		    r + 1);
	lock2(u, c, r);
	int ok = is_root(u, c) && is_root(u, r);
	if (ok)
		atomic_store(&node(u, c)->parent, r + 1);
	unlock2(u, c, r);
	return ok;
}

PufUnite puf_unite(Puf *u, uint64_t a, uint64_t b, uint32_t m)
{
	PufUnite dead = { 0, 1 };
	for (;;) {
		uint64_t ra = puf_find(u, a), rb = puf_find(u, b);
		if (ra == PUF_DEAD || rb == PUF_DEAD)
			return dead;
		if (ra == rb)
			return add_marks(u, ra, m);
		uint64_t c = ra > rb ? ra : rb, r = ra > rb ? rb : ra;
		if (!link(u, c, r))
			continue;
		/* marks OR-ed into c after this read see c linked and retry */
		return add_marks(u, r, m | atomic_load(&node(u, c)->acc));
	}
}

void puf_kill(Puf *u, uint64_t x)
{
	for (;;) {
		uint64_t r = puf_find(u, x), zero = 0;
		if (r == PUF_DEAD)
			return;
		if (u->mode == PUF_LOCKING) {
			lock2(u, r, r);
			int ok = is_root(u, r);
			if (ok)
				atomic_store(&node(u, r)->parent, PUF_DEAD);
			unlock2(u, r, r);
			if (ok)
				return;
		} else if (atomic_compare_exchange_strong(&node(u, r)->parent,
		    &zero, PUF_DEAD)) {
			return;
		}
	}
}

uint32_t puf_marks(Puf *u, uint64_t x)
{
	PufUnite r = add_marks(u, x, 0);
	return r.dead ? 0 : r.marks;
}
