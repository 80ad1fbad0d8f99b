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
int pml_is_iname(PmlCtx *c, const char *s)
{
	/* Spin reads an inline body where it is called: by then any inline
	 * defined before the calling proctype is known */
	return in_list(c->inames, c->ninames, s) ||
	       (c->in_inline && in_list(c->all_inames, c->nall_inames, s));
}

static int id_char(char ch) { return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'); }

/* Collect the names after the word `inline` in the preprocessed text
 * (strings skipped). */
void pml_scan_inlines(PmlCtx *c)
{
	const char *b = c->buf;
	size_t n = c->len;
	for (size_t i = 0; i < n; i++) {
		if (b[i] == '"') {
			for (i++; i < n && b[i] != '"' && b[i] != '\n'; i++)
				if (b[i] == '\\')
					i++;
			continue;
		}
		if (b[i] != 'i' || (i > 0 && id_char(b[i - 1])) || n - i < 7 ||
		    memcmp(b + i, "inline", 6) != 0 || id_char(b[i + 6]))
			continue;
		size_t j = i + 6;
		while (j < n && (b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r'))
			j++;
		size_t k = j;
		while (k < n && id_char(b[k]))
			k++;
		if (k > j) {
			char *name = ir_alloc(c->arena, k - j + 1);
			memcpy(name, b + j, k - j);
			ir_push(c->arena, (void ***)&c->all_inames, &c->nall_inames, name);
		}
		i = k > i ? k - 1 : i;
	}
}

IrModel *fe_load(const char *path, const FeOptions *opt)
{
	IrModel *m = ir_model_new(path);
	PmlCtx *c = ir_alloc(m->arena, sizeof *c);
	c->arena = m->arena;
	c->model = m;
	c->opt = opt;
	int ok = pp_run(c, path) == 0 && c->nerrors == 0;
	if (ok)
		pml_scan_inlines(c);
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
