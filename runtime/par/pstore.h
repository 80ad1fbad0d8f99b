/*
 * pstore.h -- the concurrent state store of the multi-threaded checks.
 *
 * A set of fixed-size state vectors shared by all worker threads: each
 * state is stored once, gets a number, and is found by every thread.
 *
 * Records: state number i lives in block i >> bshift at slot i & (bsize-1);
 * a record is `extra` zero-initialised bytes the caller owns (the shared
 * union-find node, see puf.h), then the vector, padded to 8 bytes.  Blocks
 * are allocated on first use (calloc, published with a CAS) and never move,
 * so a record's address is stable.
 *
 * Numbers are handed out per thread: a worker claims a chunk of 2^cshift
 * consecutive numbers with one atomic add and fills it alone (PsLocal), so
 * inserting a new state touches no shared counter.  A number claimed for a
 * state that another thread inserted first is kept for the worker's next
 * new state; only the unused tail of each worker's last chunk stays empty.
 *
 * Index: lock-free open addressing with linear probing over 2^log2 64-bit
 * slots; 0 = empty, else (tag << 40) | (number + 1), tag = the top 24 bits
 * of the XXH3 hash.  An insert writes the record first, then publishes it
 * with a CAS on an empty slot (release), so whoever sees the slot (acquire)
 * sees the vector; if the CAS loses, the slot's new owner is compared like
 * any other.  Slots never change once set, so lookups need no lock.
 *
 * Growth: when the table is 3/4 full, the inserting worker doubles it.
 * Every worker registered with the store (ps_local_init) raises its own
 * `busy` flag (its own cache line) around each table operation; the
 * grower raises `resizing`, waits until no flag is up, rehashes alone into
 * a table twice as big and drops `resizing`; a worker that finds
 * `resizing` up drops its flag and waits (Dekker-style, sequentially
 * consistent flags: either the worker sees `resizing` or the grower sees
 * the worker busy).  Records do not move, so state numbers and union-find
 * nodes stay valid.  Only the limit (PS_MAX_LOG2, or the memory limit
 * refusing the new table or a block) ends inserts: the search then stops
 * "incomplete".  The first table is small (2^16 slots, or 2^-w).
 *
 * Invariants: a published number's record is fully written; no vector is
 * published twice; stored states <= 3/4 of the slots + PS_COUNT_BATCH per
 * worker (the shared count is updated in batches, so that inserting
 * does not bounce its cache line between workers).
 */
#ifndef RT_PSTORE_H
#define RT_PSTORE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#define PS_IDX_BITS 40
#define PS_NONE UINT64_MAX

#define PS_MAX_WORKERS 1024
#define PS_COUNT_BATCH 64

typedef struct PsLocal PsLocal;

typedef struct PsStore {
	/* read by every operation, written only while resizing */
	uint32_t vsize;               /* bytes per state vector */
	uint32_t extra;               /* caller bytes before each vector */
	uint32_t rsize;               /* bytes per record (multiple of 8) */
	int log2;                     /* the index has 2^log2 slots */
	_Atomic uint64_t *slots;      /* the index, see above */
	int bshift;                   /* a block holds 2^bshift records */
	int cshift;                   /* a chunk holds 2^cshift numbers */
	size_t nblocks;               /* entries of `blocks` */
	_Atomic(uint8_t *) *blocks;   /* record blocks, NULL until used */
	uint64_t limit;               /* memory limit in bytes, 0 none */
	_Atomic uint64_t *other;      /* if not NULL: bytes the caller holds
	                                 besides the store, counted against
	                                 the same limit (set before use) */
	uint64_t max_count;           /* 3/4 of the slots */
	int max_log2;                 /* the table never grows beyond */
	atomic_int resizing;          /* a worker is rehashing */
	/* written now and then: each on its own cache line */
	_Alignas(64) _Atomic uint64_t next; /* first number of the next chunk */
	_Alignas(64) _Atomic uint64_t count;/* states stored, updated by each
	                                 worker every PS_COUNT_BATCH inserts */
	_Alignas(64) _Atomic uint64_t bytes;/* memory held (index, blocks) */
	atomic_int full;              /* set once an insert was refused */
	atomic_int nlocal;            /* workers registered */
	PsLocal *loc[PS_MAX_WORKERS]; /* them */
	uint64_t grows;               /* doublings done */
} PsStore;

/* One worker's chunk of numbers and its table flag. */
struct PsLocal {
	_Alignas(64) atomic_int busy; /* in a table operation (own line) */
	uint64_t next, end;           /* numbers [next, end) are this worker's */
	uint64_t pending;             /* claimed number holding no state, or
	                                 PS_NONE */
	uint64_t inserted;            /* states this worker inserted */
	uint64_t unflushed;           /* of them, not yet added to count */
	uint64_t probes;              /* occupied slots passed */
	char pad[64];                 /* keep the next worker's data away */
};

/* A store of `vsize`-byte vectors with `extra` bytes per record and a
 * first index of 2^log2 slots (log2 <= 0: 2^16); it grows up to
 * 2^max_log2 slots (<= 0: PS_MAX_LOG2) within `limit` bytes (0: none).
 * NULL if out of memory. */
PsStore *ps_new(uint32_t vsize, uint32_t extra, int log2, int max_log2,
    uint64_t limit);
void ps_free(PsStore *ps);
/* Register a worker (before the workers start); -1 if too many. */
int ps_local_init(PsStore *ps, PsLocal *l);

/* Look `s` up, inserting it if absent: 1 inserted, 0 found (*idx is its
 * number either way), -1 refused (table full or memory limit). */
int ps_find_or_put(PsStore *ps, PsLocal *l, const uint8_t *s, uint64_t *idx);

/* Look `s` up without inserting: 1 and *idx if present, else 0.  Not
 * concurrent with inserts (used after the workers joined). */
int ps_find(PsStore *ps, const uint8_t *s, uint64_t *idx);

/* The record of number i (its `extra` bytes, then the vector). */
static inline uint8_t *ps_rec(const PsStore *ps, uint64_t i)
{
	uint8_t *b = atomic_load_explicit(&ps->blocks[i >> ps->bshift],
	    memory_order_acquire);
	return b + (size_t)(i & (((uint64_t)1 << ps->bshift) - 1)) * ps->rsize;
}

static inline const uint8_t *ps_state(const PsStore *ps, uint64_t i)
{
	return ps_rec(ps, i) + ps->extra;
}

/* States stored (exact when no worker is inserting). */
uint64_t ps_count(PsStore *ps);

/* Highest number handed out + 1 (numbers below may be unused). */
static inline uint64_t ps_bound(PsStore *ps)
{
	return atomic_load(&ps->next);
}

#endif
