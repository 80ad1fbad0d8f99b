/*
 * store.h -- the state store: one interface, one implementation per file.
 *
 * Every search (DFS, BFS) and sequential emptiness check (runtime/ec/)
 * keeps the states it has seen in an SsStore.  An implementation lives in
 * runtime/store/<name>.c and exports one `const SsAlgo ss_algo_<name>`;
 * store_table.c lists them, `pan --store=NAME` picks one (ss_algo_find),
 * and pan's report names the one that ran.
 *
 * Two kinds:
 *  - lossless (SS_LOSSLESS): a state is a member iff it was inserted;
 *    states are numbered 0, 1, 2, ... in insertion order and ss_get gives
 *    a stored state back by its number (hash.c: the plain hash table;
 *    compact.c: the same over vectors without their zero words;
 *    tree.c: recursive tree compression).  The BFS and the emptiness
 *    checks, which keep state numbers, need this kind.
 *  - lossy (hc.c: hash compaction; bitstate.c: bitstate hashing): a new
 *    state may be taken for one already seen (never the other way
 *    round), so parts of the state space can be missed; *idx is the insertion count
 *    and ss_get is NULL.  Only the DFS uses them; the report prints the
 *    store's estimate of what may have been missed (ss_report).
 *
 * Return values: find_or_put gives 1 if the state was new (now inserted),
 * 0 if already there, -1 if the memory limit (or malloc) refused the growth
 * needed (nothing inserted).  All memory is reserved through the RtMem
 * given to ss_new (may be NULL).  A store is used by one thread.
 */
#ifndef RT_STORE_H
#define RT_STORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "runtime/mem.h"

enum {
	SS_LOSSLESS = 1        /* exact membership, numbering, ss_get */
};

/* What a store may be tuned with (0: the store's default). */
typedef struct SsConfig {
	int log2;              /* -wN: initial table of 2^N slots */
	int bits;              /* --bits N: bitstate array of 2^N bits */
	int k;                 /* -k K: bitstate hash functions */
	uint64_t seed;         /* hash seed (swarm runs differ by it) */
	int nonum;             /* the caller uses neither the numbers nor
	                          ss_get (the DFS safety search): a lossless
	                          store may then keep less (tree.c), give
	                          the insertion count as *idx, and NULL
	                          from ss_get */
} SsConfig;

typedef struct SsStore SsStore;

typedef struct SsAlgo {
	const char *name;      /* what --store= takes */
	const char *descr;     /* one line for --store=list */
	int flags;             /* SS_LOSSLESS or 0 */
	SsStore *(*new_)(uint32_t vsize, const SsConfig *cfg, RtMem *mem);
	void (*free_)(SsStore *ss);
	int (*find_or_put)(SsStore *ss, const uint8_t *s, uint64_t *idx);
	/* 1 and *idx if present, else 0 (lossy: "present" may be wrong) */
	int (*find)(SsStore *ss, const uint8_t *s, uint64_t *idx);
	/* the state number idx (lossless only, else NULL); valid until the
	 * next call of get (tree.c decodes into one buffer) */
	const uint8_t *(*get)(SsStore *ss, uint64_t idx);
	size_t (*bytes)(const SsStore *ss);   /* memory held, all of it */
	/* report lines (pan's memory section), and JSON fields (each
	 * ",\"key\":value") */
	void (*report)(const SsStore *ss, FILE *f);
	void (*json)(const SsStore *ss, FILE *f);
} SsAlgo;

/* The part every implementation starts with. */
struct SsStore {
	const SsAlgo *algo;    /* the implementation */
	uint32_t vsize;        /* bytes per state vector (>= 1) */
	uint64_t count;        /* states inserted */
	uint64_t conflicts;    /* probes that passed an occupied slot */
	RtMem *mem;            /* accounting, not owned, may be NULL */
};

/* The implementations, and the table of them (NULL-terminated). */
extern const SsAlgo ss_algo_hash, ss_algo_compact, ss_algo_tree, ss_algo_hc,
    ss_algo_hc32, ss_algo_bitstate;
extern const SsAlgo *const ss_algos[];

/* The store named `name` (NULL: hash, the default kind), or NULL if
 * unknown. */
const SsAlgo *ss_algo_find(const char *name);

/* Vectors of at least this many bytes get the compact store by default:
 * measured, it stores them in less memory at the hash store's speed (a
 * process slot per `run` makes vectors long and mostly zero); shorter
 * ones get the hash store, faster on them by 15-25%. */
#define SS_COMPACT_VSIZE 128

/* The store `name`, or when name is NULL or "" the default for
 * vsize-byte vectors (see SS_COMPACT_VSIZE); NULL if unknown. */
const SsAlgo *ss_algo_pick(const char *name, uint32_t vsize);

/* A store of algorithm `a` (NULL: the default) for `vsize`-byte states;
 * NULL if out of memory or over the limit. */
SsStore *ss_new_algo(const SsAlgo *a, uint32_t vsize, const SsConfig *cfg,
		     RtMem *mem);
/* The default store with an initial table of 2^log2 slots (0: default). */
SsStore *ss_new(uint32_t vsize, int log2, RtMem *mem);
void ss_free(SsStore *ss);

static inline int ss_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	return ss->algo->find_or_put(ss, s, idx);
}

static inline int ss_find(SsStore *ss, const uint8_t *s, uint64_t *idx)
{
	return ss->algo->find(ss, s, idx);
}

static inline const uint8_t *ss_get(SsStore *ss, uint64_t idx)
{
	return ss->algo->get(ss, idx);
}

static inline int ss_lossless(const SsStore *ss)
{
	return (ss->algo->flags & SS_LOSSLESS) != 0;
}

static inline size_t ss_bytes(const SsStore *ss)
{
	return ss->algo->bytes(ss);
}

/* Seeded 64-bit hash of n bytes (XXH3), shared by the implementations. */
uint64_t ss_hash64(const void *p, size_t n, uint64_t seed);

#endif
