/*
 * store.h -- the state store: a set of fixed-size state vectors.
 *
 * States are copied into large blocks (2^bshift states per block, never one
 * allocation per state) and numbered 0, 1, 2, ... in insertion order; a state
 * keeps its number and its address for the life of the store.
 * The index is an open-addressing (linear probing) table of 64-bit slots:
 * 0 is an empty slot, otherwise the slot holds (tag << SS_IDX_BITS) |
 * (index + 1), where tag is the top 32 bits of the state's XXH3 hash, so
 * most probes that do not match are rejected without touching the state.
 * A state's home slot is given by the top log2 bits of its hash: up to
 * 2^32 slots they are part of the tag, so the table doubles (when 3/4
 * full: no size has to be guessed) without hashing the states again;
 * beyond that, growth rehashes the stored states.
 * Invariants: count < 2^SS_IDX_BITS; count <= 3/4 * 2^log2; every stored
 * state is reachable from its hash position by probing without crossing
 * an empty slot; no state is stored twice.
 * All memory is reserved through the RtMem given to ss_new (may be NULL).
 */
#ifndef RT_STORE_H
#define RT_STORE_H

#include <stddef.h>
#include <stdint.h>
#include "runtime/mem.h"

#define SS_IDX_BITS 32

typedef struct SsStore {
	uint32_t vsize;       /* bytes per state vector (>= 1) */
	int log2;             /* the table has 2^log2 slots */
	uint64_t *slots;      /* the hash table, see above */
	uint64_t count;       /* number of stored states */
	int bshift;           /* a block holds 2^bshift states */
	uint8_t **blocks;     /* state blocks, allocated on demand */
	size_t nblocks;       /* blocks allocated */
	size_t blocks_cap;    /* capacity of `blocks` */
	uint64_t conflicts;   /* probes that passed an occupied slot */
	RtMem *mem;           /* accounting, not owned, may be NULL */
} SsStore;

/* A store for `vsize`-byte states with an initial table of 2^log2 slots
 * (log2 <= 0: a default).  NULL if out of memory or over the limit. */
SsStore *ss_new(uint32_t vsize, int log2, RtMem *mem);
void ss_free(SsStore *ss);

/* Look `s` up; insert a copy if absent.  Sets *idx to the state's number.
 * Returns 1 if inserted, 0 if it was already there, -1 if the memory limit
 * (or malloc) refused the growth needed (nothing is inserted then). */
int ss_find_or_put(SsStore *ss, const uint8_t *s, uint64_t *idx);

/* Look `s` up without inserting: 1 and *idx if present, else 0. */
int ss_find(const SsStore *ss, const uint8_t *s, uint64_t *idx);

/* The stored vector number `idx` (idx < count). */
static inline const uint8_t *ss_get(const SsStore *ss, uint64_t idx)
{
	return ss->blocks[idx >> ss->bshift] +
	       (size_t)(idx & (((uint64_t)1 << ss->bshift) - 1)) * ss->vsize;
}

/* Bytes used by the table, and by the state blocks. */
size_t ss_table_bytes(const SsStore *ss);
size_t ss_state_bytes(const SsStore *ss);

#endif
