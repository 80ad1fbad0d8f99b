/* mem.c -- memory accounting, see mem.h. */
#include <stdlib.h>
#include <string.h>
#include "runtime/mem.h"

int rt_mem_reserve(RtMem *m, size_t n)
{
	if (!m)
		return 0;
	if (m->limit && (n > m->limit || m->used > m->limit - n)) {
		m->hit = 1;
		return -1;
	}
	m->used += n;
	if (m->used > m->peak)
		m->peak = m->used;
	return 0;
}

void rt_mem_release(RtMem *m, size_t n)
{
	if (!m)
		return;
	m->used = n > m->used ? 0 : m->used - n;
}

void *rt_mem_alloc(RtMem *m, size_t n, int zero)
{
	if (rt_mem_reserve(m, n) < 0)
		return NULL;
	void *p = zero ? calloc(1, n) : malloc(n);
	if (!p)
		rt_mem_release(m, n);
	return p;
}

int rt_mem_grow(RtMem *m, void **p, uint64_t *cap, uint64_t need,
		size_t size, size_t *bytes)
{
	if (need <= *cap)
		return 0;
	uint64_t c = *cap ? *cap : 64;
	while (c < need)
		c *= 2;
	size_t add = (size_t)(c - *cap) * size;
	void *np;
	if (rt_mem_reserve(m, add) < 0)
		return -1;
	if (!(np = realloc(*p, c * size))) {
		rt_mem_release(m, add);
		return -1;
	}
	memset((char *)np + *cap * size, 0, add);
	*p = np;
	*cap = c;
	*bytes += add;
	return 0;
}
