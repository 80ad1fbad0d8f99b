/*
 * fe.c -- fe_load(): preprocess, parse, lower; AST helpers.
 */
#include "frontend/promela/pml.h"

#include <stdlib.h>
#include <string.h>

PNode *pn_new(PmlCtx *c, PKind k, IrLoc loc)
{
	PNode *p = ir_alloc(c->arena, sizeof *p);
	p->kind = k;
	p->loc = loc;
	return p;
}

void pn_add(PmlCtx *c, PNode *list, PNode *item)
{
	ir_push(c->arena, (void ***)&list->list, &list->n, item);
}

static int in_list(const char **a, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (strcmp(a[i], s) == 0)
			return 1;
	return 0;
}

int pml_is_pname(PmlCtx *c, const char *s) { return in_list(c->pnames, c->npnames, s); }
int pml_is_uname(PmlCtx *c, const char *s) { return in_list(c->unames, c->nunames, s); }
int pml_is_iname(PmlCtx *c, const char *s) { return in_list(c->inames, c->ninames, s); }

IrModel *fe_load(const char *path, const FeOptions *opt)
{
	IrModel *m = ir_model_new(path);
	PmlCtx *c = ir_alloc(m->arena, sizeof *c);
	c->arena = m->arena;
	c->model = m;
	c->opt = opt;
	int ok = pp_run(c, path) == 0 && c->nerrors == 0;
	if (ok)
		ok = pml_parse(c) == 0 && c->nerrors == 0 && c->root;
	if (ok && c->root)
		ok = pml_lower(c) == 0 && c->nerrors == 0;
	free(c->buf);
	free(c->lmap);
	if (!ok) {
		if (c->nerrors == 0)
			fprintf(stderr, "%s:1:1: error: cannot load model\n", path);
		ir_free(m);
		return NULL;
	}
	ir_finish(m);
	return m;
}
