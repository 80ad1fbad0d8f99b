/* dbatch.c -- partitioning and batching, see dbatch.h. */
#include <string.h>
#include "runtime/dist/dbatch.h"
#include "runtime/store/store.h"

int db_owner(const uint8_t *s, uint32_t vsize, int nranks)
{
	uint64_t low = (uint32_t)ss_hash64(s, vsize, 0);
	return (int)((low * (uint64_t)nranks) >> 32);
}

size_t db_rec_bytes(uint32_t vsize)
{
	return DB_HEAD + (size_t)vsize;
}

size_t db_cap(uint32_t vsize)
{
	size_t r = db_rec_bytes(vsize);
	return DB_BYTES > r ? DB_BYTES / r * r : r;
}

int db_full(const DbBatch *b, uint32_t vsize)
{
	return b->n + db_rec_bytes(vsize) > b->cap;
}

int db_put(DbBatch *b, uint64_t parent, uint32_t depth, const uint8_t *s,
    uint32_t vsize)
{
	uint8_t *p = b->data + b->n;
	memcpy(p, &parent, 8);
	memcpy(p + 8, &depth, 4);
	memcpy(p + DB_HEAD, s, vsize);
	b->n += db_rec_bytes(vsize);
	b->recs++;
	return db_full(b, vsize);
}

void db_clear(DbBatch *b)
{
	b->n = 0;
	b->recs = 0;
}

int db_get(const uint8_t *p, size_t n, size_t *pos, uint32_t vsize,
    uint64_t *parent, uint32_t *depth, const uint8_t **s)
{
	if (*pos + db_rec_bytes(vsize) > n)
		return -1;
	memcpy(parent, p + *pos, 8);
	memcpy(depth, p + *pos + 8, 4);
	*s = p + *pos + DB_HEAD;
	*pos += db_rec_bytes(vsize);
	return 0;
}
