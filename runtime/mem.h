/*
 * mem.h -- memory accounting for the verifier (--memlim).
 *
 * Every large allocation of the runtime (state blocks, hash table, search
 * stacks and queues) is reserved here before it is made and released when it
 * is freed, so `used` is the live total of those allocations.  A reservation
 * that would push `used` beyond a non-zero `limit` fails and changes nothing;
 * the caller then stops the search cleanly ("incomplete").
 * Invariant: used <= limit whenever limit != 0; peak >= used.
 */
#ifndef RT_MEM_H
#define RT_MEM_H

#include <stddef.h>
#include <stdint.h>

typedef struct RtMem {
	size_t used;   /* bytes currently reserved */
	size_t peak;   /* highest value `used` has had */
	size_t limit;  /* 0: no limit, else maximum for `used` */
	int hit;       /* set once a reservation was refused */
} RtMem;

/* Reserve `n` bytes; 0 on success, -1 (and m->hit set) if over the limit.
 * A NULL `m` always succeeds. */
int rt_mem_reserve(RtMem *m, size_t n);

/* Give back `n` bytes reserved earlier (NULL `m` is a no-op). */
void rt_mem_release(RtMem *m, size_t n);

/* malloc(n) (calloc when `zero`) with the n bytes reserved in m; NULL,
 * and nothing reserved, if over the limit or out of memory. */
void *rt_mem_alloc(RtMem *m, size_t n, int zero);

/* Grow the array *p of *cap elements of `size` bytes (malloc'd, or NULL
 * with *cap 0) to hold `need`, doubling from 64, the new part zeroed; the
 * growth is reserved in m and added to *bytes.  0, or -1 with nothing
 * changed. */
int rt_mem_grow(RtMem *m, void **p, uint64_t *cap, uint64_t need,
		size_t size, size_t *bytes);

#endif
