/* mem.c -- memory accounting, see mem.h. */
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
