/* store_table.c -- the table of state stores, see store.h. */
#include <string.h>
#include "runtime/store/store.h"

const SsAlgo *const ss_algos[] = {
	&ss_algo_hash,
	&ss_algo_compact,
	&ss_algo_tree,
	&ss_algo_hc,
	&ss_algo_hc32,
	&ss_algo_bitstate,
	NULL
};

const SsAlgo *ss_algo_find(const char *name)
{
	if (!name || !*name)
		return &ss_algo_hash;
	for (int i = 0; ss_algos[i]; i++)
		if (!strcmp(ss_algos[i]->name, name))
			return ss_algos[i];
	return NULL;
}

const SsAlgo *ss_algo_pick(const char *name, uint32_t vsize)
{
	if (name && *name)
		return ss_algo_find(name);
	return vsize >= SS_COMPACT_VSIZE ? &ss_algo_compact : &ss_algo_hash;
}

SsStore *ss_new_algo(const SsAlgo *a, uint32_t vsize, const SsConfig *cfg,
		     RtMem *mem)
{
	SsConfig none = { 0 };
	if (!a)
		a = &ss_algo_hash;
	SsStore *ss = a->new_(vsize ? vsize : 1, cfg ? cfg : &none, mem);
	if (ss) {
		ss->algo = a;
		ss->vsize = vsize ? vsize : 1;
		ss->mem = mem;
	}
	return ss;
}

SsStore *ss_new(uint32_t vsize, int log2, RtMem *mem)
{
	SsConfig cfg = { .log2 = log2 };
	return ss_new_algo(&ss_algo_hash, vsize, &cfg, mem);
}

void ss_free(SsStore *ss)
{
	if (ss)
		ss->algo->free_(ss);
}
