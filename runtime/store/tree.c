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
 * are stored once, so a state costs little more than its root pair.
 *
 * A table is an append-only array of pairs (node numbers never change),
 * packed: in chunks of 2^16 pairs, each chunk with its own bit widths
 * for the left and right values (the widest value it holds: a root pair
 * of two node numbers below 2^17 takes 34 bits, not 64), repacked wider
 * when a value does not fit (only the last chunk takes new pairs, so
 * only it is ever repacked); and an open-addressing index of 32-bit
 * slots, (tag << log2) | (number + 1), at most 7/8 full (the number + 1
 * fits the low log2 bits), doubled when fuller; the home slot is the top
 * log2 bits of a mix of the pair and the tag the low 32 - log2 bits, so
 * a probe passes most occupied slots without reading their pairs, and
 * growth needs no other data.  Where the caller needs no state numbers
 * (SsConfig.nonum: the DFS), the root pairs go to the compact root table
 * below instead of table 0 (left empty), and ss_get is not available.
 * phils.6 (14.3M states): 3.2 bytes per state in the DFS (2.9 of them
 * the compact root table, 2^24 slots of 20 bits), 9.4 numbered (4.7 the
 * root index, most of the rest packed root pairs).
 * Incremental: the store keeps the last vector it encoded (or decoded with
 * ss_get, as the BFS and the emptiness checks do before expanding a
 * state) with the node numbers on its path; for the next vector, a
 * subtree whose words did not change keeps its number without any
 * lookup, so a successor that changes one word costs about log2(W)
 * lookups instead of W - 1.
 * Invariants: table j holds no pair twice; every pair of table j refers
 * to existing nodes of its children's tables; count = table 0's size
 * (the root table's without numbers).
 */
#include <stdlib.h>
#include <string.h>
#include "runtime/store/store.h"

#define SST_MIN_LOG2 4

#define SST_CHUNK_SHIFT 16 /* pairs are kept in chunks of 2^16 */
#define SST_CHUNK ((uint64_t)1 << SST_CHUNK_SHIFT)

/* One chunk of packed pairs: entry i holds (left << rw) | right in lw +
 * rw bits at bit i * (lw + rw) of w (entries may straddle two words). */
typedef struct SsTreeChunk {
	uint64_t *w;          /* the bits, zero beyond the entries written */
	uint8_t lw, rw;       /* bits of the left and right values (1..32) */
} SsTreeChunk;

typedef struct SsTreeTable {
	SsTreeChunk *chunk;   /* node number n -> chunk n >> SST_CHUNK_SHIFT */
	uint64_t nchunks;     /* chunks allocated (the entries of `chunk`) */
	uint64_t n;           /* nodes */
	uint64_t cap;         /* nodes that fit in the chunks (the last one
	                         grows by doubling up to SST_CHUNK: small
	                         tables stay small) */
	uint32_t *slots;      /* the index: 0 empty, else (tag << log2) |
	                         (node number + 1), the tag being the low
	                         32 - log2 bits of the pair's hash */
	int log2;             /* the index has 2^log2 slots (<= 32) */
} SsTreeTable;
typedef struct SsTreeRoot {
	uint64_t *w;          /* 2^log2 entries of ebits bits, packed */
	int log2;             /* slots: 2^log2 (8..32) */
	int lw, rw;           /* bits of the left and right values */
	int kbits;            /* L = lw + rw (>= log2 + 1, <= 64) */
	int ebits;            /* L - log2 + SST_DBITS (<= 64) */
	uint64_t n;           /* keys stored */
	uint64_t c1i, c2i;    /* inverses of the mix's multipliers */
	size_t bytes;         /* size of w */
} SsTreeRoot;

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
	SsTreeRoot *root;     /* the compact root table (SsConfig.nonum),
	                         in place of table 0; NULL: numbered */
	size_t bytes;         /* memory reserved */
} SsTree;

static inline uint64_t sst_emask(int e)
{
	return e >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << e) - 1;
}

/* Entry i of chunk c as (left << 32) | right. */
static inline uint64_t sst_cget(const SsTreeChunk *c, uint64_t i)
{
	int e = c->lw + c->rw;
	uint64_t off = i * (uint64_t)e;
	unsigned sh = off & 63;
	const uint64_t *w = c->w + (off >> 6);
	uint64_t v = w[0] >> sh;
	if (sh + e > 64)
		v |= w[1] << (64 - sh);
	v &= sst_emask(e);
	return (v >> c->rw) << 32 | (v & sst_emask(c->rw));
}

/* Write pair p as entry i of chunk c (its bits are still zero). */
static inline void sst_cput(SsTreeChunk *c, uint64_t i, uint64_t p)
{
	int e = c->lw + c->rw;
	uint64_t off = i * (uint64_t)e;
	unsigned sh = off & 63;
	uint64_t *w = c->w + (off >> 6);
	uint64_t v = (p >> 32) << c->rw | (uint32_t)p;
	w[0] |= v << sh;
	if (sh + e > 64)
		w[1] |= v >> (64 - sh);
}

/* Bytes of a chunk of cap entries of e bits. */
static inline size_t sst_cbytes(uint64_t cap, int e)
{
	return (size_t)((cap * (uint64_t)e + 63) / 64) * sizeof(uint64_t);
}

static inline int sst_bits(uint32_t x)
{
	return x ? 32 - __builtin_clz(x) : 1;
}

/* The pair of node i of table tb. */
static inline uint64_t sst_pair(const SsTreeTable *tb, uint64_t i)
{
	return sst_cget(&tb->chunk[i >> SST_CHUNK_SHIFT], i & (SST_CHUNK - 1));
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
	if (sst_reserve(t, n * sizeof(uint32_t) + sst_cbytes(16, 2)) < 0)
		return -1;
	tb->slots = calloc(n, sizeof(uint32_t));
	tb->chunk = calloc(1, sizeof *tb->chunk);
	tb->log2 = log2;
	if (!tb->slots || !tb->chunk)
		return -1;
	tb->chunk[0].lw = tb->chunk[0].rw = 1;
	tb->chunk[0].w = calloc(1, sst_cbytes(16, 2));
	tb->nchunks = 1;
	tb->cap = 16;
	return tb->chunk[0].w ? 0 : -1;
}

static void sst_free(SsStore *ss)
{
	SsTree *t = (SsTree *)ss;
	for (uint32_t j = 0; t->tab && j + 1 < t->w; j++) {
		for (uint64_t c = 0; t->tab[j].chunk && c < t->tab[j].nchunks; c++)
			free(t->tab[j].chunk[c].w);
		free(t->tab[j].chunk);
		free(t->tab[j].slots);
	}
	if (t->root)
		free(t->root->w);
	free(t->root);
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

static int sst_root_init(SsTree *t, SsTreeRoot *r, int log2, int lw, int rw);

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
	/* without numbers (SsConfig.nonum) the root table replaces table 0 */
	int num = !(cfg && cfg->nonum);
	for (uint32_t j = 0; j < n; j++)
		if (sst_table_init(t, &t->tab[j], j || !num ? SST_MIN_LOG2 : rl) < 0) {
			sst_free(&t->base);
			return NULL;
		}
	if (!num && (!(t->root = malloc(sizeof *t->root)) ||
	    sst_root_init(t, t->root, rl < 8 ? 8 : rl, 4, 4) < 0)) {
		if (t->root)
			t->root->w = NULL;
		sst_free(&t->base);
		return NULL;
	}
	return &t->base;
}

/* The tag of hash h in an index of 2^log2 slots, shifted into place. */
static inline uint32_t sst_tag(uint64_t h, int log2)
{
	return log2 >= 32 ? 0 : (uint32_t)h >> log2 << log2;
}

/* Probe table tb for pair p of hash h: the slot where it is or would
 * go.  A slot whose tag differs is passed without reading its pair. */
static uint64_t sst_probe(const SsTreeTable *tb, uint64_t p, uint64_t h,
			  int *found, uint64_t *conflicts)
{
	uint64_t mask = ((uint64_t)1 << tb->log2) - 1;
	uint64_t pos = h >> (64 - tb->log2);
	uint32_t tag = sst_tag(h, tb->log2);
	uint32_t nmask = tb->log2 >= 32 ? ~0u : ((uint32_t)1 << tb->log2) - 1;
	for (;;) {
		uint32_t v = tb->slots[pos];
		if (!v || ((v & ~nmask) == tag &&
			   sst_pair(tb, (v & nmask) - 1) == p)) {
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
	if (nl > 32 || sst_reserve(t, n * sizeof(uint32_t)) < 0)
		return -1;
	uint32_t *s = calloc(n, sizeof(uint32_t));
	if (!s) {
		sst_release(t, n * sizeof(uint32_t));
		return -1;
	}
	for (uint64_t i = 0; i < tb->n; i++) {
		uint64_t h = sst_mix(sst_pair(tb, i));
		uint64_t pos = h >> (64 - nl);
		while (s[pos])
			pos = (pos + 1) & (n - 1);
		s[pos] = sst_tag(h, nl) | (uint32_t)(i + 1);
	}
	sst_release(t, ((size_t)1 << tb->log2) * sizeof(uint32_t));
	free(tb->slots);
	tb->slots = s;
	tb->log2 = nl;
	return 0;
}

/* Give the last chunk of tb room for cap entries of lw + rw bits,
 * repacking the entries it holds; 0 or -1. */
static int sst_repack(SsTree *t, SsTreeTable *tb, uint64_t cap, int lw,
		      int rw)
{
	SsTreeChunk *c = &tb->chunk[tb->nchunks - 1];
	uint64_t first = (tb->nchunks - 1) << SST_CHUNK_SHIFT;
	uint64_t oldcap = tb->cap - first;
	size_t ob = sst_cbytes(oldcap, c->lw + c->rw), nb = sst_cbytes(cap, lw + rw);
	SsTreeChunk nc = { NULL, (uint8_t)lw, (uint8_t)rw };
	if (sst_reserve(t, nb) < 0)
		return -1;
	if (!(nc.w = calloc(1, nb))) {
		sst_release(t, nb);
		return -1;
	}
	for (uint64_t i = first; i < tb->n; i++)
		sst_cput(&nc, i - first, sst_cget(c, i - first));
	free(c->w);
	sst_release(t, ob);
	*c = nc;
	tb->cap = first + cap;
	return 0;
}

/* Room for node number tb->n with pair p: the last chunk doubles up to
 * SST_CHUNK entries, then a chunk is added (with the widths of the one
 * before); a chunk is repacked wider when p's values do not fit it. */
static int sst_more(SsTree *t, SsTreeTable *tb, uint64_t p)
{
	if (tb->n == tb->cap) {
		uint64_t first = (tb->nchunks - 1) << SST_CHUNK_SHIFT;
		const SsTreeChunk *c = &tb->chunk[tb->nchunks - 1];
		if (tb->cap - first < SST_CHUNK)
			return sst_repack(t, tb, 2 * (tb->cap - first), c->lw,
					  c->rw) < 0 ? -1 : sst_more(t, tb, p);
		SsTreeChunk *nc = realloc(tb->chunk, (tb->nchunks + 1) * sizeof *nc);
		if (!nc)
			return -1;
		tb->chunk = nc;
		size_t nb = sst_cbytes(SST_CHUNK, nc[tb->nchunks - 1].lw +
		    nc[tb->nchunks - 1].rw);
		if (sst_reserve(t, nb) < 0)
			return -1;
		nc[tb->nchunks] = nc[tb->nchunks - 1];
		if (!(nc[tb->nchunks].w = calloc(1, nb))) {
			sst_release(t, nb);
			return -1;
		}
		tb->nchunks++;
		tb->cap += SST_CHUNK;
	}
	const SsTreeChunk *c = &tb->chunk[tb->nchunks - 1];
	int lw = sst_bits((uint32_t)(p >> 32)), rw = sst_bits((uint32_t)p);
	if (lw <= c->lw && rw <= c->rw)
		return 0;
	uint64_t first = (tb->nchunks - 1) << SST_CHUNK_SHIFT;
	return sst_repack(t, tb, tb->cap - first, lw > c->lw ? lw : c->lw,
			  rw > c->rw ? rw : c->rw);
}

/* Find pair p in table tb, inserting it if `put`: 1 new, 0 found, -1
 * absent (find only) or out of memory; *num gets its node number. */
static int sst_lookup(SsTree *t, SsTreeTable *tb, uint64_t p, int put,
		      uint32_t *num)
{
	int found;
	uint64_t h = sst_mix(p);
	uint64_t pos = sst_probe(tb, p, h, &found, &t->base.conflicts);
	uint32_t nmask = tb->log2 >= 32 ? ~0u : ((uint32_t)1 << tb->log2) - 1;
	if (found) {
		*num = (tb->slots[pos] & nmask) - 1;
		return 0;
	}
	if (!put || tb->n >= 0xFFFFFFFEu)
		return -1;
	if (sst_more(t, tb, p) < 0)
		return -1;
	/* at most 7/8 full: node number + 1 < 2^log2 fits below the tag */
	if ((tb->n + 1) * 8 > ((uint64_t)7 << tb->log2)) {
		if (sst_grow_index(t, tb) < 0)
			return -1;
		pos = sst_probe(tb, p, h, &found, &t->base.conflicts);
	}
	sst_cput(&tb->chunk[tb->n >> SST_CHUNK_SHIFT], tb->n & (SST_CHUNK - 1), p);
	tb->slots[pos] = sst_tag(h, tb->log2) | (uint32_t)(tb->n + 1);
	*num = (uint32_t)tb->n++;
	return 1;
}

/* ---- the compact root table (SsConfig.nonum: no numbers, no ss_get) ----
 *
 * Only membership of root pairs is needed, so the pair itself is not
 * kept: the key k = (left << rw) | right, of L = lw + rw bits (the widths
 * cover the children's node numbers with room to spare), is mixed by a
 * bijection of L-bit integers into h; the top log2 bits of h are the home
 * slot and only the other L - log2 bits (the quotient) are stored, with
 * the distance from home + 1 in SST_DBITS bits (0: empty slot), in an
 * array of 2^log2 packed entries.  Robin Hood linear probing (an entry
 * never passes one further from its home) bounds that distance; a key is
 * recovered from its slot (home = slot - distance, h = home:quotient,
 * k = the inverse mix of h), so the table is rebuilt from itself when it
 * doubles (more than 7/8 full, or a distance that does not fit) or when a
 * child's numbers outgrow the key's widths. */
#ifndef SST_DBITS
#define SST_DBITS 6 /* (tests build it smaller) */
#endif
#define SST_DMAX ((1 << SST_DBITS) - 2) /* the largest distance kept */


#define SST_C1 0x9e3779b97f4a7c15ULL
#define SST_C2 0xc2b2ae3d27d4eb4fULL

static uint64_t sst_inv(uint64_t c)
{
	uint64_t y = c; /* Newton's iteration: correct bits double */
	for (int i = 0; i < 6; i++)
		y *= 2 - c * y;
	return y;
}

/* A bijection of kbits-bit integers and its inverse (each xorshift by
 * s >= kbits / 2 is its own inverse). */
static uint64_t sst_kmix(const SsTreeRoot *r, uint64_t x)
{
	uint64_t m = sst_emask(r->kbits);
	int s = (r->kbits + 1) / 2;
	x ^= x >> s;
	x = x * SST_C1 & m;
	x ^= x >> s;
	x = x * SST_C2 & m;
	return x ^ x >> s;
}

static uint64_t sst_kunmix(const SsTreeRoot *r, uint64_t x)
{
	uint64_t m = sst_emask(r->kbits);
	int s = (r->kbits + 1) / 2;
	x ^= x >> s;
	x = x * r->c2i & m;
	x ^= x >> s;
	x = x * r->c1i & m;
	return x ^ x >> s;
}

static inline uint64_t sst_rget(const SsTreeRoot *r, uint64_t i)
{
	uint64_t off = i * (uint64_t)r->ebits;
	unsigned sh = off & 63;
	const uint64_t *w = r->w + (off >> 6);
	uint64_t v = w[0] >> sh;
	if (sh + r->ebits > 64)
		v |= w[1] << (64 - sh);
	return v & sst_emask(r->ebits);
}

static inline void sst_rset(SsTreeRoot *r, uint64_t i, uint64_t v)
{
	uint64_t off = i * (uint64_t)r->ebits, m = sst_emask(r->ebits);
	unsigned sh = off & 63;
	uint64_t *w = r->w + (off >> 6);
	w[0] = (w[0] & ~(m << sh)) | v << sh;
	if (sh + r->ebits > 64)
		w[1] = (w[1] & ~(m >> (64 - sh))) | v >> (64 - sh);
}

/* An empty root table of 2^log2 slots for keys of lw + rw bits (lw is
 * raised so that L > log2); 0 or -1. */
static int sst_root_init(SsTree *t, SsTreeRoot *r, int log2, int lw, int rw)
{
	if (lw + rw < log2 + 1)
		lw = log2 + 1 - rw;
	memset(r, 0, sizeof *r);
	r->log2 = log2;
	r->lw = lw;
	r->rw = rw;
	r->kbits = lw + rw;
	r->ebits = r->kbits - log2 + SST_DBITS;
	r->c1i = sst_inv(SST_C1);
	r->c2i = sst_inv(SST_C2);
	r->bytes = (size_t)((((uint64_t)r->ebits << log2) + 63) / 64) * 8;
	if (r->kbits > 64 || r->ebits > 64 || sst_reserve(t, r->bytes) < 0)
		return -1;
	if (!(r->w = calloc(1, r->bytes))) {
		sst_release(t, r->bytes);
		return -1;
	}
	return 0;
}

/* Find key k (of r's widths) in r: 1 and *pos its slot if there, else 0
 * with *pos and *d where its insertion starts. */
static int sst_root_find(const SsTreeRoot *r, uint64_t k, uint64_t *pos,
			 int *dist, uint64_t *conflicts)
{
	int qb = r->kbits - r->log2;
	uint64_t h = sst_kmix(r, k), q = h & sst_emask(qb);
	uint64_t mask = ((uint64_t)1 << r->log2) - 1, p = h >> qb;
	for (int d = 0; d <= SST_DMAX; d++, p = (p + 1) & mask) {
		uint64_t e = sst_rget(r, p);
		int ed = (int)(e & ((1 << SST_DBITS) - 1)) - 1;
		if (ed < d) { /* empty, or an entry closer to its home */
			*pos = p;
			*dist = d;
			return 0;
		}
		if (ed == d && e >> SST_DBITS == q) {
			*pos = p;
			return 1;
		}
		(*conflicts)++;
	}
	*pos = p;
	*dist = SST_DMAX + 1;
	return 0;
}

/* Insert the entry (quotient q, distance d) from slot p on (the place
 * sst_root_find gave); 0, or -1 with the entry still to place in *q, *d,
 * *p (a distance over SST_DMAX: the table must grow). */
static int sst_root_place(SsTreeRoot *r, uint64_t *p, uint64_t *q, int *d)
{
	uint64_t mask = ((uint64_t)1 << r->log2) - 1;
	while (*d <= SST_DMAX) {
		uint64_t e = sst_rget(r, *p);
		int ed = (int)(e & ((1 << SST_DBITS) - 1)) - 1;
		if (ed < *d) {
			sst_rset(r, *p, *q << SST_DBITS | (uint64_t)(*d + 1));
			if (ed < 0)
				return 0;
			*q = e >> SST_DBITS; /* carry the one displaced */
			*d = ed;
		}
		*p = (*p + 1) & mask;
		(*d)++;
	}
	return -1;
}

/* The key held by an entry (quotient q, distance d) at slot p. */
static uint64_t sst_root_key(const SsTreeRoot *r, uint64_t p, uint64_t q,
			     int d)
{
	int qb = r->kbits - r->log2;
	uint64_t home = (p - (uint64_t)d) & (((uint64_t)1 << r->log2) - 1);
	return sst_kunmix(r, home << qb | q);
}

static int sst_root_put_key(SsTreeRoot *r, uint64_t a, uint64_t b)
{
	uint64_t k = a << r->rw | b, p, dummy = 0;
	int d;
	if (sst_root_find(r, k, &p, &d, &dummy))
		return 0;
	uint64_t q = sst_kmix(r, k) & sst_emask(r->kbits - r->log2);
	return sst_root_place(r, &p, &q, &d);
}

/* Rebuild r with 2^log2 slots and widths lw, rw, holding its keys and the
 * extra pair (a, b) (if have_x); 0 or -1 (memory: r unchanged). */
static int sst_root_rebuild(SsTree *t, SsTreeRoot *r, int log2, int lw,
			    int rw, int have_x, uint64_t a, uint64_t b)
{
	for (;; log2++) {
		SsTreeRoot nr;
		if (log2 > 32 || sst_root_init(t, &nr, log2, lw, rw) < 0)
			return -1;
		int ok = !have_x || sst_root_put_key(&nr, a, b) == 0;
		uint64_t cnt = have_x ? 1 : 0;
		for (uint64_t p = 0; ok && p < ((uint64_t)1 << r->log2); p++) {
			uint64_t e = sst_rget(r, p);
			int d = (int)(e & ((1 << SST_DBITS) - 1)) - 1;
			if (d < 0)
				continue;
			uint64_t k = sst_root_key(r, p, e >> SST_DBITS, d);
			ok = sst_root_put_key(&nr, k >> r->rw,
			    k & sst_emask(r->rw)) == 0;
			cnt++;
		}
		if (ok) {
			nr.n = cnt;
			free(r->w);
			sst_release(t, r->bytes);
			*r = nr;
			return 0;
		}
		free(nr.w); /* a distance too long: twice the slots */
		sst_release(t, nr.bytes);
	}
}

/* Bits to give the values of child position c (-1: a leaf) so that its
 * value v and twice its table's present numbers fit. */
static int sst_root_width(const SsTree *t, int32_t c, uint32_t v)
{
	int w = sst_bits(v) + 1;
	if (c >= 0 && sst_bits((uint32_t)t->tab[c].n) + 1 > w)
		w = sst_bits((uint32_t)t->tab[c].n) + 1;
	return w > 32 ? 32 : w;
}

/* Look the root pair (a, b) up in the compact root table, inserting it
 * if `put`: 1 new, 0 found, -1 absent (find) or out of memory. */
static int sst_root_lookup(SsTree *t, uint32_t a, uint32_t b, int put)
{
	SsTreeRoot *r = t->root;
	int fits = sst_bits(a) <= r->lw && sst_bits(b) <= r->rw;
	uint64_t p, k = (uint64_t)a << r->rw | b;
	int d;
	if (fits && sst_root_find(r, k, &p, &d, &t->base.conflicts))
		return 0;
	if (!put)
		return -1;
	if (!fits) {
		const SsTreeNode *nd = &t->node[0];
		int lw = sst_root_width(t, nd->left, a);
		int rw = sst_root_width(t, nd->right, b);
		return sst_root_rebuild(t, r, r->log2, lw > r->lw ? lw : r->lw,
		    rw > r->rw ? rw : r->rw, 1, a, b) < 0 ? -1 : 1;
	}
	if ((r->n + 1) * 8 > ((uint64_t)7 << r->log2))
		return sst_root_rebuild(t, r, r->log2 + 1, r->lw, r->rw, 1, a,
		    b) < 0 ? -1 : 1;
	uint64_t q = sst_kmix(r, k) & sst_emask(r->kbits - r->log2);
	if (sst_root_place(r, &p, &q, &d) < 0) {
		/* the entry left over is the new one or one it displaced */
		uint64_t x = sst_root_key(r, p, q, d);
		/* (out of memory here loses that key: the search stops) */
		return sst_root_rebuild(t, r, r->log2 + 1, r->lw, r->rw, 1,
		    x >> r->rw, x & sst_emask(r->rw)) < 0 ? -1 : 1;
	}
	r->n++;
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
		if (j == 0 && t->root) {
			r = sst_root_lookup(t, a, b, put);
			t->val[0] = 0;
		} else
			r = sst_lookup(t, &t->tab[j], (uint64_t)a << 32 | b,
				       put, &t->val[j]);
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
	if (t->root)
		*idx = ss->count; /* no numbers: the insertion count */
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
	if (t->root)
		return NULL; /* not numbered (SsConfig.nonum) */
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
	if (t->root)
		nodes += t->root->n;
	fprintf(f, "%9.3f\tmemory used for the tree (%u leaves of 4 bytes, "
		"%llu nodes, %llu of them roots)\n", t->bytes / 1048576.0, t->w,
		(unsigned long long)nodes, (unsigned long long)ss->count);
	if (t->root)
		fprintf(f, "%9.3f\tof it the compact root table (2^%d slots of "
			"%d bits)\n", t->root->bytes / 1048576.0, t->root->log2,
			t->root->ebits);
}

static void sst_json(const SsStore *ss, FILE *f)
{
	const SsTree *t = (const SsTree *)ss;
	uint64_t nodes = 0;
	for (uint32_t j = 0; j + 1 < t->w; j++)
		nodes += t->tab[j].n;
	if (t->root) {
		nodes += t->root->n;
		fprintf(f, ",\"tree_root_bytes\":%zu", t->root->bytes);
	}
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
