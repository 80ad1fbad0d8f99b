/*
 * tree.c -- recursive tree compression (--store=tree), after Laarman, van
 * de Pol and Weber, "Parallel recursive state compression for free"
 * (SPIN 2011): sequential, lossless.
 *
 * The state vector, padded with zeros to W >= 2 32-bit words, is the
 * sequence of leaves of a fixed binary tree (each internal node splits its
 * range of words in two halves).  Every internal node position j (W - 1
 * of them, node 0 the root) has its own table of the distinct pairs
 * (left value, right value) seen there, where a value is a word for a
 * leaf and a node's number in its table otherwise.  A state is stored as
 * the path of pairs to its root, and its number is the root pair's number
 * in table 0: states are numbered in insertion order, as the hash store's.
 * Sub-vectors that many states share (a process's local part, a channel)
 * are stored once, so a state costs little more than its root pair: 8
 * bytes plus its index slot (4 bytes at a load between 3/8 and 3/4).
 *
 * A table is an append-only array of 64-bit pairs in chunks (node numbers
 * never change) and an open-addressing index of 32-bit slots (0 empty,
 * else number + 1), doubled when 3/4 full; the home slot comes from a mix
 * of the pair, so growth needs no other data.
 * Incremental: the store keeps the last vector it encoded (or decoded with
 * ss_get, as the BFS and the emptiness checks do before expanding a
 * state) with the node numbers on its path; for the next vector, a
 * subtree whose words did not change keeps its number without any
 * lookup, so a successor that changes one word costs about log2(W)
 * lookups instead of W - 1.
 * Invariants: table j holds no pair twice; every pair of table j refers
 * to existing nodes of its children's tables; count = table 0's size.
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/store/store.h"

#define SST_MIN_LOG2 4

#define SST_CHUNK_SHIFT 16 /* pairs are kept in chunks of 2^16 (512 KB) */
#define SST_CHUNK ((uint64_t)1 << SST_CHUNK_SHIFT)

typedef struct SsTreeTable {
	uint64_t **chunk;     /* node number -> (left << 32) | right, in
	                         chunks (the first one grows by doubling up
	                         to SST_CHUNK: small tables stay small) */
	uint64_t nchunks;     /* chunks allocated (the entries of `chunk`) */
	uint64_t n;           /* nodes */
	uint64_t cap;         /* nodes that fit in the chunks */
	uint32_t *slots;      /* the index: 0 or node number + 1 */
	int log2;             /* the index has 2^log2 slots */
} SsTreeTable;

typedef struct SsTreeNode {
	uint32_t lo, mid, hi; /* words [lo, mid) left, [mid, hi) right */
	int32_t left, right;  /* child node positions, -1 for a leaf */
} SsTreeNode;

typedef struct SsTree {
	SsStore base;         /* vsize, count, conflicts, mem */
	uint32_t w;           /* words per padded vector (>= 2) */
	SsTreeNode *node;     /* the W - 1 node positions, parents first */
	SsTreeTable *tab;     /* one table per node position */
	uint32_t *enc;        /* the vector being encoded (padded) */
	uint32_t *ref;        /* the last vector encoded completely */
	uint32_t *refval;     /* its node numbers, per position */
	uint32_t *val;        /* node numbers of the vector being encoded */
	uint8_t *chg;         /* per position: its words differ from ref */
	int have_ref;         /* ref/refval are valid */
	uint8_t *dec;         /* ss_get's buffer (W words) */
	size_t bytes;         /* memory reserved */
} SsTree;

static inline uint64_t sst_pair(const SsTreeTable *tb, uint64_t i)
{
	return tb->chunk[i >> SST_CHUNK_SHIFT][i & (SST_CHUNK - 1)];
}

static uint64_t sst_mix(uint64_t x)
{
	x ^= x >> 31;
	x *= 0x7fb5d329728ea185ULL;
	x ^= x >> 27;
	x *= 0x81dadef4bc2dd44dULL;
	x ^= x >> 33;
	return x;
}

/* Lay out node positions for words [lo, hi) from position *next. */
static int32_t sst_layout(SsTree *t, uint32_t lo, uint32_t hi, int32_t *next)
{
	if (hi - lo == 1)
		return -1;
	int32_t j = (*next)++;
	uint32_t mid = lo + (hi - lo + 1) / 2;
	t->node[j].lo = lo;
	t->node[j].mid = mid;
	t->node[j].hi = hi;
	t->node[j].left = sst_layout(t, lo, mid, next);
	t->node[j].right = sst_layout(t, mid, hi, next);
	return j;
}

static int sst_reserve(SsTree *t, size_t n)
{
	if (rt_mem_reserve(t->base.mem, n) < 0)
		return -1;
	t->bytes += n;
	return 0;
}

static void sst_release(SsTree *t, size_t n)
{
	rt_mem_release(t->base.mem, n);
	t->bytes -= n;
}

static int sst_table_init(SsTree *t, SsTreeTable *tb, int log2)
{
	size_t n = (size_t)1 << log2;
	if (sst_reserve(t, n * sizeof(uint32_t) + 16 * sizeof(uint64_t)) < 0)
		return -1;
	tb->slots = calloc(n, sizeof(uint32_t));
	tb->chunk = calloc(1, sizeof *tb->chunk);
	tb->chunk[0] = tb->chunk ? malloc(16 * sizeof(uint64_t)) : NULL;
	tb->nchunks = 1;
	tb->cap = 16;
	tb->log2 = log2;
	return tb->slots && tb->chunk && tb->chunk[0] ? 0 : -1;
}

static void sst_free(SsStore *ss)
{
	SsTree *t = (SsTree *)ss;
	for (uint32_t j = 0; t->tab && j + 1 < t->w; j++) {
		for (uint64_t c = 0; t->tab[j].chunk && c < t->tab[j].nchunks; c++)
			free(t->tab[j].chunk[c]);
		free(t->tab[j].chunk);
		free(t->tab[j].slots);
	}
	rt_mem_release(ss->mem, t->bytes);
	free(t->tab);
	free(t->node);
	free(t->enc);
	free(t->ref);
	free(t->refval);
	free(t->val);
	free(t->chg);
	free(t->dec);
	free(t);
}

static SsStore *sst_new(uint32_t vsize, const SsConfig *cfg, RtMem *mem)
{
	SsTree *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->base.mem = mem;
	t->base.vsize = vsize;
	t->w = (vsize + 3) / 4 < 2 ? 2 : (vsize + 3) / 4;
	uint32_t n = t->w - 1;
	t->node = calloc(n, sizeof *t->node);
	t->tab = calloc(n, sizeof *t->tab);
	t->enc = calloc(t->w, 4);
	t->ref = calloc(t->w, 4);
	t->dec = calloc(t->w, 4);
	t->refval = calloc(n, 4);
	t->val = calloc(n, 4);
	t->chg = calloc(n, 1);
	if (!t->node || !t->tab || !t->enc || !t->ref || !t->dec || !t->refval ||
	    !t->val || !t->chg) {
		sst_free(&t->base);
		return NULL;
	}
	int32_t next = 0;
	sst_layout(t, 0, t->w, &next);
	/* the root table gets -wN; the others start small */
	int rl = cfg && cfg->log2 > 0 ? (cfg->log2 > 32 ? 32 : cfg->log2) : 10;
	for (uint32_t j = 0; j < n; j++)
		if (sst_table_init(t, &t->tab[j], j ? SST_MIN_LOG2 : rl) < 0) {
			sst_free(&t->base);
			return NULL;
		}
	return &t->base;
}

/* Probe table tb for pair p: the slot where it is or would go. */
static uint64_t sst_probe(const SsTreeTable *tb, uint64_t p, int *found,
			  uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << tb->log2) - 1;
	uint64_t pos = sst_mix(p) >> (64 - tb->log2);
	for (;;) {
		uint32_t v = tb->slots[pos];
		if (!v || sst_pair(tb, v - 1) == p) {
			*found = v != 0;
			return pos;
		}
		(*conflicts)++;
		pos = (pos + 1) & mask;
	}
}

static int sst_grow_index(SsTree *t, SsTreeTable *tb)
{
	int nl = tb->log2 + 1;
	size_t n = (size_t)1 << nl;
	if (nl > 33 || sst_reserve(t, n * sizeof(uint32_t)) < 0)
		return -1;
	uint32_t *s = calloc(n, sizeof(uint32_t));
	if (!s) {
		sst_release(t, n * sizeof(uint32_t));
		return -1;
	}
	for (uint64_t i = 0; i < tb->n; i++) {
		uint64_t pos = sst_mix(sst_pair(tb, i)) >> (64 - nl);
		while (s[pos])
			pos = (pos + 1) & (n - 1);
		s[pos] = (uint32_t)(i + 1);
	}
	sst_release(t, ((size_t)1 << tb->log2) * sizeof(uint32_t));
	free(tb->slots);
	tb->slots = s;
	tb->log2 = nl;
	return 0;
}

/* Room for more pairs: the first chunk doubles up to SST_CHUNK, then
 * chunks are added. */
static int sst_more(SsTree *t, SsTreeTable *tb)
{
	if (tb->cap < SST_CHUNK) {
		uint64_t *np;
		if (sst_reserve(t, tb->cap * sizeof(uint64_t)) < 0)
			return -1;
		if (!(np = realloc(tb->chunk[0], 2 * tb->cap * sizeof(uint64_t)))) {
			sst_release(t, tb->cap * sizeof(uint64_t));
			return -1;
		}
		tb->chunk[0] = np;
		tb->cap *= 2;
		return 0;
	}
	uint64_t **nc = realloc(tb->chunk, (tb->nchunks + 1) * sizeof *nc);
	if (!nc)
		return -1;
	tb->chunk = nc;
	if (sst_reserve(t, SST_CHUNK * sizeof(uint64_t)) < 0)
		return -1;
	if (!(nc[tb->nchunks] = malloc(SST_CHUNK * sizeof(uint64_t)))) {
		sst_release(t, SST_CHUNK * sizeof(uint64_t));
		return -1;
	}
	tb->nchunks++;
	tb->cap += SST_CHUNK;
	return 0;
}

/* Find pair p in table tb, inserting it if `put`: 1 new, 0 found, -1
 * absent (find only) or out of memory; *num gets its node number. */
static int sst_lookup(SsTree *t, SsTreeTable *tb, uint64_t p, int put,
		      uint32_t *num)
{
	int found;
	uint64_t pos = sst_probe(tb, p, &found, &t->base.conflicts);
	if (found) {
		*num = tb->slots[pos] - 1;
		return 0;
	}
	if (!put || tb->n >= 0xFFFFFFFEu)
		return -1;
	if (tb->n == tb->cap && sst_more(t, tb) < 0)
		return -1;
	if ((tb->n + 1) * 4 > ((uint64_t)3 << tb->log2)) {
		if (sst_grow_index(t, tb) < 0)
			return -1;
		pos = sst_probe(tb, p, &found, &t->base.conflicts);
	}
	tb->chunk[tb->n >> SST_CHUNK_SHIFT][tb->n & (SST_CHUNK - 1)] = p;
	tb->slots[pos] = (uint32_t)(tb->n + 1);
	*num = (uint32_t)tb->n++;
	return 1;
}

/* Encode state s: 1 new root, 0 known, -1 absent (find) or no memory. */
static int sst_encode(SsTree *t, const uint8_t *s, int put, uint64_t *idx)
{
	t->enc[t->w - 1] = 0;
	t->enc[t->w - 2] = 0;
	memcpy(t->enc, s, t->base.vsize);
	int r = 0;
	for (int32_t j = (int32_t)t->w - 2; j >= 0; j--) {
		const SsTreeNode *nd = &t->node[j];
		int cl = nd->left < 0 ? t->enc[nd->lo] != t->ref[nd->lo] :
		    t->chg[nd->left];
		int cr = nd->right < 0 ? t->enc[nd->mid] != t->ref[nd->mid] :
		    t->chg[nd->right];
		t->chg[j] = !t->have_ref || cl || cr;
		if (!t->chg[j]) {
			t->val[j] = t->refval[j];
			continue;
		}
		uint32_t a = nd->left < 0 ? t->enc[nd->lo] : t->val[nd->left];
		uint32_t b = nd->right < 0 ? t->enc[nd->mid] : t->val[nd->right];
		r = sst_lookup(t, &t->tab[j], (uint64_t)a << 32 | b, put, &t->val[j]);
		if (r < 0)
			return -1;
	}
	/* r is the root's outcome (the root always changes when anything
	 * does; an unchanged vector is the reference itself: known) */
	*idx = t->val[0];
	memcpy(t->ref, t->enc, (size_t)t->w * 4);
	memcpy(t->refval, t->val, (size_t)(t->w - 1) * 4);
	t->have_ref = 1;
	return t->chg[0] ? r : 0;
}

static int sst_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsTree *t = (SsTree *)ss;
	int r = sst_encode(t, s, 1, idx);
	if (r < 0) {
		t->have_ref = 0; /* the path may be partly new */
		return -1;
	}
	if (r == 1)
		ss->count++;
	return r;
}

static int sst_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	SsTree *t = (SsTree *)ss;
	int r = sst_encode(t, s, 0, idx);
	if (r < 0) {
		t->have_ref = 0;
		return 0;
	}
	return 1;
}

static const uint8_t *sst_get(SsStore *ss, uint64_t idx)
{
	SsTree *t = (SsTree *)ss;
	/* walk down from the root (positions are parents first), into the
	 * reference: the state's words and node numbers are a complete
	 * encoding, so its successors are encoded incrementally next */
	t->refval[0] = (uint32_t)idx;
	for (uint32_t j = 0; j + 1 < t->w; j++) {
		const SsTreeNode *nd = &t->node[j];
		uint64_t p = sst_pair(&t->tab[j], t->refval[j]);
		uint32_t a = (uint32_t)(p >> 32), b = (uint32_t)p;
		if (nd->left < 0)
			t->ref[nd->lo] = a;
		else
			t->refval[nd->left] = a;
		if (nd->right < 0)
			t->ref[nd->mid] = b;
		else
			t->refval[nd->right] = b;
	}
	t->have_ref = 1;
	memcpy(t->dec, t->ref, (size_t)t->w * 4);
	return t->dec;
}

static size_t sst_bytes(const SsStore *ss)
{
	return ((const SsTree *)ss)->bytes;
}

static void sst_report(const SsStore *ss, FILE *f)
{
	const SsTree *t = (const SsTree *)ss;
	uint64_t nodes = 0;
	for (uint32_t j = 0; j + 1 < t->w; j++)
		nodes += t->tab[j].n;
	fprintf(f, "%9.3f\tmemory used for the tree (%u leaves of 4 bytes, "
		"%llu nodes, %llu of them roots)\n", t->bytes / 1048576.0, t->w,
		(unsigned long long)nodes, (unsigned long long)t->tab[0].n);
}

static void sst_json(const SsStore *ss, FILE *f)
{
	const SsTree *t = (const SsTree *)ss;
	uint64_t nodes = 0;
	for (uint32_t j = 0; j + 1 < t->w; j++)
		nodes += t->tab[j].n;
	fprintf(f, ",\"tree_leaves\":%u,\"tree_nodes\":%llu", t->w,
		(unsigned long long)nodes);
}

const SsAlgo ss_algo_tree = {
	.name = "tree",
	.descr = "recursive tree compression of the state vector; lossless",
	.flags = SS_LOSSLESS,
	.new_ = sst_new,
	.free_ = sst_free,
	.find_or_put = sst_find_or_put,
	.find = sst_find,
	.get = sst_get,
	.bytes = sst_bytes,
	.report = sst_report,
	.json = sst_json,
};
