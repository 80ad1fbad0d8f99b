/*
 * dve_diag.c -- located diagnostics of the DVE frontend:
 * `file:line:col: error: message`, the source line and a caret.
 */
#include "frontend/dve/dve_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

IrLoc dve_loc(DveCtx *c, int line, int col)
{
	IrLoc l = { c->file, line, col };
	return l;
}

/* Print line `line` of the source and a caret under column `col`. */
static void diag_caret(DveCtx *c, int line, int col)
{
	if (!c->text || line < 1)
		return;
	const char *p = c->text, *end = c->text + c->len;
	for (int l = 1; l < line && p < end; p++)
		if (*p == '\n')
			l++;
	if (p >= end && line > 1)
		return;
	const char *e = memchr(p, '\n', (size_t)(end - p));
	if (!e)
		e = end;
	fprintf(stderr, "%.*s\n", (int)(e - p), p);
	for (int i = 1; i < col && p + i - 1 < e; i++)
		fputc(p[i - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}

static void diag(DveCtx *c, IrLoc loc, const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "%s:%d:%d: %s: ", loc.file ? loc.file : c->file, loc.line, loc.col, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	diag_caret(c, loc.line, loc.col);
}

void dve_error(DveCtx *c, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	/* after many errors, stop printing: the rest are usually follow-ups */
	if (c->nerrors < 20)
		diag(c, loc, "error", fmt, ap);
	va_end(ap);
	c->nerrors++;
}

void dve_warning(DveCtx *c, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag(c, loc, "warning", fmt, ap);
	va_end(ap);
}

/* Location just after the last non-blank character of the file. */
IrLoc dve_end_loc(DveCtx *c)
{
	int line = 1, col = 1, eline = 1, ecol = 1;
	for (size_t i = 0; c->text && i < c->len; i++) {
		if (c->text[i] == '\n') {
			line++;
			col = 1;
			continue;
		}
		col++;
		if (c->text[i] != ' ' && c->text[i] != '\t' && c->text[i] != '\r') {
			eline = line;
			ecol = col;
		}
	}
	return dve_loc(c, eline, ecol);
}
