/*
 * dbatch.h -- partitioning and batching for the distributed search.
 *
 * A state lives on the rank its hash names: the store's hash (XXH3 of the
 * vector with seed 0, ss_hash64), its low 32 bits scaled to the number of
 * ranks (multiply and shift).  The hash table of each rank's store indexes
 * with the top bits of the same hash, so the bits that choose the rank do
 * not thin out any rank's table.
 *
 * States for another rank are appended to that rank's batch: records of a
 * fixed size, one after the other,
 *     uint64 parent   number of the parent in the sender's store
 *     uint32 depth    the state's depth (search.h)
 *     vsize bytes     the state vector
 * (the parent's rank is the sender's), sent when the batch is full or the
 * sender runs out of work.  A batch is a plain byte buffer of capacity
 * DB_BYTES or one record, whichever is larger.
 */
#ifndef RT_DBATCH_H
#define RT_DBATCH_H

#include <stddef.h>
#include <stdint.h>

#define DB_BYTES ((size_t)64 << 10) /* a batch is sent once this full */
#define DB_HEAD 12                  /* record bytes before the vector */

typedef struct DbBatch {
	uint8_t *data;         /* the records */
	size_t n;              /* bytes used */
	size_t cap;            /* bytes allocated: a whole number of records */
	uint32_t recs;         /* records in it */
} DbBatch;

/* The rank of state s (vsize bytes) among nranks. */
int db_owner(const uint8_t *s, uint32_t vsize, int nranks);

/* Bytes per record, and the capacity of a batch, for vsize-byte states. */
size_t db_rec_bytes(uint32_t vsize);
size_t db_cap(uint32_t vsize);

/* Append a record; the batch must have room (db_full is 0).  Returns 1
 * if the batch is now full (the next record would not fit). */
int db_put(DbBatch *b, uint64_t parent, uint32_t depth, const uint8_t *s,
    uint32_t vsize);
int db_full(const DbBatch *b, uint32_t vsize);
void db_clear(DbBatch *b);

/* Read the record at *pos of the n bytes at p into *parent, *depth and
 * the vector's address; advances *pos.  0, or -1 at the end or if what
 * is left is not a whole record. */
int db_get(const uint8_t *p, size_t n, size_t *pos, uint32_t vsize,
    uint64_t *parent, uint32_t *depth, const uint8_t **s);

#endif
