/*
 * dve_load.c -- dve_load(): read the file, parse, lower.
 */
#include "frontend/dve/dve_int.h"
#include "frontend/dve/dve_parser.tab.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* flex's reentrant interface (dve_lexer.l) */
int dvelex_init_extra(DveCtx *extra, void **scanner);
int dvelex_destroy(void *scanner);

int dve_parse(DveCtx *c)
{
	void *sc = NULL;
	if (dvelex_init_extra(c, &sc) != 0) {
		dve_error(c, dve_loc(c, 1, 1), "cannot initialise the lexer");
		return 1;
	}
	c->line = 1;
	c->col = 1;
	c->pos = 0;
	int r = dveparse(sc, c);
	dvelex_destroy(sc);
	return r != 0 || c->nerrors != 0;
}

/* Read a whole file into a NUL-terminated malloc'd buffer. */
static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);
	while (buf) {
		size_t k = fread(buf + n, 1, cap - n - 1, f);
		n += k;
		if (n + 1 < cap)
			break;
		cap *= 2;
		char *nb = realloc(buf, cap);
		if (!nb) {
			free(buf);
			buf = NULL;
		} else
			buf = nb;
	}
	int bad = ferror(f);
	fclose(f);
	if (!buf || bad) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

/* A NUL byte would end the lexer's input early: reject binary files. */
static int check_nul(DveCtx *c)
{
	const char *z = memchr(c->text, 0, c->len);
	if (!z)
		return 0;
	int line = 1, col = 1;
	for (const char *p = c->text; p < z; p++) {
		if (*p == '\n') {
			line++;
			col = 1;
		} else
			col++;
	}
	dve_error(c, dve_loc(c, line, col), "NUL byte in the input (binary file?)");
	return 1;
}

IrModel *dve_load(const char *path, const FeOptions *opt)
{
	(void)opt;
	IrModel *m = ir_model_new(path);
	DveCtx *c = ir_alloc(m->arena, sizeof *c);
	c->arena = m->arena;
	c->model = m;
	c->file = m->name;
	size_t len = 0;
	char *text = read_file(path, &len);
	if (!text) {
		fprintf(stderr, "%s:1:1: error: cannot read the model: %s\n", path, strerror(errno ? errno : EIO));
		ir_free(m);
		return NULL;
	}
	c->text = text;
	c->len = len;
	if (check_nul(c)) {
		c->text = NULL;
		free(text);
		ir_free(m);
		return NULL;
	}
	c->ast = ir_alloc(c->arena, sizeof *c->ast);
	int ok = dve_parse(c) == 0;
	if (ok)
		ok = dve_lower(c) == 0 && c->nerrors == 0;
	c->text = NULL;
	free(text);
	if (!ok) {
		if (c->nerrors == 0)
			fprintf(stderr, "%s:1:1: error: cannot load model\n", path);
		ir_free(m);
		return NULL;
	}
	ir_finish(m);
	return m;
}
