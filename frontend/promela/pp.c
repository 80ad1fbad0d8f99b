/*
 * pp.c -- the C-like preprocessor Spin runs on models, and diagnostics.
 *
 * Output: PmlCtx.buf holds the model text with comments blanked,
 * directives removed and macros expanded; output line i (1-based) comes
 * from PmlCtx.lmap[i-1].  Every input line produces exactly one output
 * line (continuations and multi-line macro calls are padded with empty
 * lines), so columns stay right except inside macro expansions.
 */
#include "frontend/promela/pml.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- diagnostics */

static const char *pml_src_line(PmlCtx *c, const char *file, int line, int *len)
{
	for (int i = 0; i < c->nfiles; i++) {
		if (strcmp(c->files[i]->name, file) != 0)
			continue;
		const char *p = c->files[i]->text;
		for (int l = 1; l < line && *p; p++)
			if (*p == '\n')
				l++;
		const char *e = p;
		while (*e && *e != '\n')
			e++;
		*len = (int)(e - p);
		return p;
	}
	return NULL;
}

static void pml_vdiag(PmlCtx *c, const char *what, const char *file, int line, int col,
                      const char *fmt, va_list ap)
{
	fprintf(stderr, "%s:%d:%d: %s: ", file ? file : "?", line, col, what);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	int len = 0;
	const char *s = file ? pml_src_line(c, file, line, &len) : NULL;
	if (s) {
		fprintf(stderr, "%.*s\n", len, s);
		for (int i = 1; i < col && i <= len; i++)
			fputc(s[i - 1] == '\t' ? '\t' : ' ', stderr);
		fputs("^\n", stderr);
	}
}

static void pml_verror(PmlCtx *c, const char *file, int line, int col,
                       const char *fmt, va_list ap)
{
	c->nerrors++;
	if (c->nerrors > 20)
		return;
	pml_vdiag(c, "error", file, line, col, fmt, ap);
	if (c->nerrors == 20)
		fprintf(stderr, "too many errors, stopping\n");
}

void pml_warning(PmlCtx *c, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pml_vdiag(c, "warning", loc.file, loc.line, loc.col > 0 ? loc.col : 1, fmt, ap);
	va_end(ap);
}

void pml_error_raw(PmlCtx *c, const char *file, int line, int col, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pml_verror(c, file, line, col, fmt, ap);
	va_end(ap);
}

void pml_error(PmlCtx *c, IrLoc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pml_verror(c, loc.file, loc.line, loc.col > 0 ? loc.col : 1, fmt, ap);
	va_end(ap);
}

IrLoc pml_loc(PmlCtx *c, int oline, int col)
{
	IrLoc l = { "?", 0, col };
	if (c->sub_file) {
		l.file = c->sub_file;
		l.line = oline;
		if (c->sub_col > 0)
			l.col = c->sub_col;
		return l;
	}
	if (c->nlmap == 0)
		return l;
	if (oline < 1)
		oline = 1;
	if (oline > c->nlmap)
		oline = c->nlmap;
	l.file = c->lmap[oline - 1].file;
	l.line = c->lmap[oline - 1].line;
	return l;
}

/* ---------------------------------------------------------- buffers */

typedef struct Str {
	char *s;
	size_t n, cap;
} Str;

static void str_addn(Str *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t nc = b->cap ? b->cap * 2 : 256;
		while (nc < b->n + n + 1)
			nc *= 2;
		char *ns = realloc(b->s, nc);
		if (!ns) {
			fprintf(stderr, "out of memory\n");
			abort();
		}
		b->s = ns;
		b->cap = nc;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

static void str_add(Str *b, const char *s) { str_addn(b, s, strlen(s)); }
static void str_addc(Str *b, char ch) { str_addn(b, &ch, 1); }

static void pp_emit(PmlCtx *c, const char *text, const char *file, int line)
{
	Str b = { c->buf, c->len, c->cap };
	str_add(&b, text);
	str_addc(&b, '\n');
	c->buf = b.s;
	c->len = b.n;
	c->cap = b.cap;
	if (c->nlmap == c->caplmap) {
		c->caplmap = c->caplmap ? c->caplmap * 2 : 1024;
		PmlLine *nl = realloc(c->lmap, sizeof *nl * (size_t)c->caplmap);
		if (!nl)
			abort();
		c->lmap = nl;
	}
	c->lmap[c->nlmap].file = file;
	c->lmap[c->nlmap].line = line;
	c->nlmap++;
}

/* ---------------------------------------------------------- macros */

static PmlMacro *pp_find(PmlCtx *c, const char *name, size_t n)
{
	for (int i = c->nmacros - 1; i >= 0; i--) {
		PmlMacro *m = c->macros[i];
		if (m->defined && strlen(m->name) == n && memcmp(m->name, name, n) == 0)
			return m;
	}
	return NULL;
}

static int is_id1(int ch) { return isalpha(ch) || ch == '_'; }
static int is_id(int ch) { return isalnum(ch) || ch == '_'; }

/* Skip a string or char literal starting at s[i]; returns index after it. */
static size_t skip_lit(const char *s, size_t i, size_t n)
{
	char q = s[i++];
	while (i < n && s[i] != q) {
		if (s[i] == '\\' && i + 1 < n)
			i++;
		i++;
	}
	return i < n ? i + 1 : n;
}

/* Collect macro arguments after '(' at s[*pi]; returns 0 if unbalanced. */
static int pp_args(const char *s, size_t n, size_t *pi, char ***args, int *nargs)
{
	size_t i = *pi + 1;
	int depth = 0;
	size_t start = i;
	*nargs = 0;
	*args = NULL;
	for (; i < n; i++) {
		char ch = s[i];
		if (ch == '"' || ch == '\'') {
			i = skip_lit(s, i, n) - 1;
			continue;
		}
		if (ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if ((ch == ')' || ch == ']' || ch == '}') && depth > 0)
			depth--;
		else if ((ch == ',' && depth == 0) || (ch == ')' && depth == 0)) {
			*args = realloc(*args, sizeof(char *) * (size_t)(*nargs + 1));
			size_t a = start, b = i;
			while (a < b && isspace((unsigned char)s[a]))
				a++;
			while (b > a && isspace((unsigned char)s[b - 1]))
				b--;
			(*args)[*nargs] = strndup(s + a, b - a);
			(*nargs)++;
			start = i + 1;
			if (ch == ')') {
				*pi = i + 1;
				return 1;
			}
		}
	}
	for (int k = 0; k < *nargs; k++)
		free((*args)[k]);
	free(*args);
	*args = NULL;
	return 0;
}

static void pp_expand(PmlCtx *c, const char *s, size_t n, Str *out,
                      PmlMacro **active, int nactive, int *incomplete);

/* Substitute parameters in a function-like macro body. */
static void pp_subst(PmlMacro *m, char **args, int nargs, Str *out)
{
	const char *s = m->body;
	size_t n = strlen(s);
	for (size_t i = 0; i < n;) {
		if (s[i] == '"' || s[i] == '\'') {
			size_t j = skip_lit(s, i, n);
			str_addn(out, s + i, j - i);
			i = j;
		} else if (s[i] == '#' && i + 1 < n && s[i + 1] == '#') {
			while (out->n > 0 && isspace((unsigned char)out->s[out->n - 1]))
				out->s[--out->n] = 0;
			i += 2;
			while (i < n && isspace((unsigned char)s[i]))
				i++;
		} else if (s[i] == '#' && i + 1 < n && is_id1((unsigned char)s[i + 1])) {
			size_t j = i + 1;
			while (j < n && is_id((unsigned char)s[j]))
				j++;
			int k;
			for (k = 0; k < m->nparams; k++)
				if (strlen(m->params[k]) == j - i - 1 &&
				    memcmp(m->params[k], s + i + 1, j - i - 1) == 0)
					break;
			if (k < m->nparams && k < nargs) {
				str_addc(out, '"');
				str_add(out, args[k]);
				str_addc(out, '"');
			} else
				str_addn(out, s + i, j - i);
			i = j;
		} else if (is_id1((unsigned char)s[i])) {
			size_t j = i;
			while (j < n && is_id((unsigned char)s[j]))
				j++;
			int k;
			for (k = 0; k < m->nparams; k++)
				if (strlen(m->params[k]) == j - i &&
				    memcmp(m->params[k], s + i, j - i) == 0)
					break;
			if (k < m->nparams && k < nargs)
				str_add(out, args[k]);
			else
				str_addn(out, s + i, j - i);
			i = j;
		} else
			str_addc(out, s[i++]);
	}
}

static void pp_expand(PmlCtx *c, const char *s, size_t n, Str *out,
                      PmlMacro **active, int nactive, int *incomplete)
{
	for (size_t i = 0; i < n;) {
		if (out->n > ((size_t)64 << 20)) {
			/* runaway expansion: give up (reported once by pp_file) */
			c->pp_overflow = 1;
			return;
		}
		if (s[i] == '"' || s[i] == '\'') {
			size_t j = skip_lit(s, i, n);
			str_addn(out, s + i, j - i);
			i = j;
			continue;
		}
		if (isdigit((unsigned char)s[i])) {
			/* a preprocessing number, as cpp reads it: letters,
			 * digits, '.', and a sign after e/E/p/P, so the N of
			 * 1..N is not a name (Spin's cpp leaves it alone) */
			size_t j = i;
			while (j < n && (is_id((unsigned char)s[j]) || s[j] == '.' ||
			                 ((s[j] == '+' || s[j] == '-') && strchr("eEpP", s[j - 1]))))
				j++;
			str_addn(out, s + i, j - i);
			i = j;
			continue;
		}
		if (!is_id1((unsigned char)s[i])) {
			str_addc(out, s[i++]);
			continue;
		}
		size_t j = i;
		while (j < n && is_id((unsigned char)s[j]))
			j++;
		PmlMacro *m = pp_find(c, s + i, j - i);
		for (int k = 0; m && k < nactive; k++)
			if (active[k] == m)
				m = NULL;
		if (!m || nactive >= 64) {
			str_addn(out, s + i, j - i);
			i = j;
			continue;
		}
		Str body = { 0 };
		if (m->nparams < 0) {
			str_add(&body, m->body);
			i = j;
		} else {
			size_t k = j;
			while (k < n && isspace((unsigned char)s[k]))
				k++;
			if (k >= n || s[k] != '(') {
				if (k >= n && incomplete)
					*incomplete = 1;
				str_addn(out, s + i, j - i);
				i = j;
				continue;
			}
			char **args;
			int nargs;
			if (!pp_args(s, n, &k, &args, &nargs)) {
				if (incomplete)
					*incomplete = 1;
				str_addn(out, s + i, n - i);
				return;
			}
			int nalloc = nargs;
			if (nargs == 1 && m->nparams == 0 && args[0][0] == 0)
				nargs = 0;
			if (nargs != m->nparams)
				pml_error(c, m->loc, "macro '%s' expects %d arguments, got %d",
				          m->name, m->nparams, nargs);
			pp_subst(m, args, nargs, &body);
			for (int a = 0; a < nalloc; a++)
				free(args[a]);
			free(args);
			i = k;
		}
		active[nactive] = m;
		str_addc(out, ' ');
		if (body.s)
			pp_expand(c, body.s, body.n, out, active, nactive + 1, NULL);
		str_addc(out, ' ');
		free(body.s);
	}
}

/* ------------------------------------------------ #if expressions */

typedef struct PpEval {
	const char *s;
	int err;
} PpEval;

static void ev_ws(PpEval *e)
{
	while (isspace((unsigned char)*e->s))
		e->s++;
}

static long long ev_cond(PpEval *e);

static long long ev_prim(PpEval *e)
{
	ev_ws(e);
	if (*e->s == '(') {
		e->s++;
		long long v = ev_cond(e);
		ev_ws(e);
		if (*e->s == ')')
			e->s++;
		else
			e->err = 1;
		return v;
	}
	if (*e->s == '!') { e->s++; return !ev_prim(e); }
	if (*e->s == '-') { e->s++; return -ev_prim(e); }
	if (*e->s == '+') { e->s++; return ev_prim(e); }
	if (*e->s == '~') { e->s++; return ~ev_prim(e); }
	if (isdigit((unsigned char)*e->s)) {
		char *end;
		long long v = strtoll(e->s, &end, 0);
		e->s = end;
		while (*e->s == 'u' || *e->s == 'U' || *e->s == 'l' || *e->s == 'L')
			e->s++;
		return v;
	}
	if (is_id1((unsigned char)*e->s)) {
		while (is_id((unsigned char)*e->s))
			e->s++;
		return 0; /* unknown identifiers are 0 */
	}
	if (*e->s == '\'') { /* a character constant, as cpp: 'c', '\n', '\\' */
		static const char esc[] = "n\nt\tr\rf\fv\va\ab\b0\0";
		long long v = (unsigned char)e->s[1];
		int n = 1;
		if (e->s[1] == '\\' && e->s[2]) {
			const char *x = strchr(esc, e->s[2]);
			v = x && (x - esc) % 2 == 0 ? (unsigned char)x[1] : (unsigned char)e->s[2];
			n = 2;
		}
		if (!e->s[1] || e->s[1 + n] != '\'') {
			e->err = 1;
			return 0;
		}
		e->s += n + 2;
		return v;
	}
	e->err = 1;
	return 0;
}

static int ev_binop(PpEval *e, int *prec)
{
	static const struct { const char *op; int prec; } ops[] = {
		{ "||", 1 }, { "&&", 2 }, { "==", 6 }, { "!=", 6 }, { "<=", 7 },
		{ ">=", 7 }, { "<<", 8 }, { ">>", 8 }, { "|", 3 }, { "^", 4 },
		{ "&", 5 }, { "<", 7 }, { ">", 7 }, { "+", 9 }, { "-", 9 },
		{ "*", 10 }, { "/", 10 }, { "%", 10 } };
	ev_ws(e);
	for (int i = 0; i < (int)(sizeof ops / sizeof ops[0]); i++)
		if (strncmp(e->s, ops[i].op, strlen(ops[i].op)) == 0) {
			*prec = ops[i].prec;
			return i;
		}
	return -1;
}

static long long ev_apply(PpEval *e, int op, long long a, long long b)
{
	switch (op) {
	case 0: return a || b;
	case 1: return a && b;
	case 2: return a == b;
	case 3: return a != b;
	case 4: return a <= b;
	case 5: return a >= b;
	case 6: return (b >= 0 && b < 64) ? a << b : 0;
	case 7: return (b >= 0 && b < 64) ? a >> b : 0;
	case 8: return a | b;
	case 9: return a ^ b;
	case 10: return a & b;
	case 11: return a < b;
	case 12: return a > b;
	case 13: return a + b;
	case 14: return a - b;
	case 15: return a * b;
	case 16: if (!b) { e->err = 2; return 0; } return a / b;
	case 17: if (!b) { e->err = 2; return 0; } return a % b;
	}
	return 0;
}

static long long ev_bin(PpEval *e, int minprec)
{
	long long a = ev_prim(e);
	for (;;) {
		int prec, op = ev_binop(e, &prec);
		if (op < 0 || prec < minprec)
			return a;
		static const int len[] = { 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
		e->s += len[op];
		long long b = ev_bin(e, prec + 1);
		a = ev_apply(e, op, a, b);
	}
}

static long long ev_cond(PpEval *e)
{
	long long c = ev_bin(e, 1);
	ev_ws(e);
	if (*e->s == '?') {
		e->s++;
		long long a = ev_cond(e);
		ev_ws(e);
		if (*e->s != ':') {
			e->err = 1;
			return 0;
		}
		e->s++;
		long long b = ev_cond(e);
		return c ? a : b;
	}
	return c;
}

/* Replace `defined X` / `defined(X)`, expand macros, evaluate. */
static long long pp_if_value(PmlCtx *c, const char *expr, const char *file,
                             int line, int col)
{
	Str d = { 0 };
	const char *s = expr;
	while (*s) {
		if (strncmp(s, "defined", 7) == 0 && !is_id((unsigned char)s[7]) &&
		    (s == expr || !is_id((unsigned char)s[-1]))) {
			s += 7;
			while (isspace((unsigned char)*s))
				s++;
			int par = *s == '(';
			if (par)
				s++;
			while (isspace((unsigned char)*s))
				s++;
			const char *n0 = s;
			while (is_id((unsigned char)*s))
				s++;
			int def = s > n0 && pp_find(c, n0, (size_t)(s - n0)) != NULL;
			while (isspace((unsigned char)*s))
				s++;
			if (par && *s == ')')
				s++;
			str_add(&d, def ? " 1 " : " 0 ");
		} else
			str_addc(&d, *s++);
	}
	Str x = { 0 };
	PmlMacro *act[64];
	if (d.s)
		pp_expand(c, d.s, d.n, &x, act, 0, NULL);
	PpEval e = { x.s ? x.s : "", 0 };
	long long v = ev_cond(&e);
	ev_ws(&e);
	if (e.err || *e.s || !x.s)
		pml_error_raw(c, file, line, col, "invalid #if expression");
	free(d.s);
	free(x.s);
	return v;
}

/* ------------------------------------------------------ files */

static char *pp_read(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	Str b = { 0 };
	char tmp[8192];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		str_addn(&b, tmp, n);
	fclose(f);
	if (!b.s)
		str_add(&b, "");
	/* NUL bytes would truncate the text: make them spaces; a CR not
	 * followed by LF ends a line, as in the C preprocessor Spin runs
	 * (old Mac line ends): line numbers then are Spin's */
	for (size_t i = 0; i < b.n; i++)
		if (b.s[i] == 0)
			b.s[i] = ' ';
		else if (b.s[i] == '\r' && b.s[i + 1] != '\n')
			b.s[i] = '\n';
	return b.s;
}

/* Blank comments (keeping newlines), join continuation lines. */
static char **pp_lines(PmlCtx *c, const char *file, const char *text, int *nlines)
{
	int cap = 64, n = 0;
	char **lines = malloc(sizeof(char *) * (size_t)cap);
	Str cur = { 0 };
	int in_comment = 0, pad = 0, cline = 0, ccol = 0;
	size_t len = strlen(text);
	for (size_t i = 0; i <= len; i++) {
		char ch = i < len ? text[i] : '\n';
		if (i == len && cur.n == 0 && (len == 0 || text[len - 1] == '\n'))
			break;
		if (in_comment) {
			if (ch == '*' && i + 1 < len && text[i + 1] == '/') {
				in_comment = 0;
				str_add(&cur, "  ");
				i++;
				continue;
			}
			if (ch != '\n') {
				str_addc(&cur, ' ');
				continue;
			}
		} else if (ch == '/' && i + 1 < len && text[i + 1] == '*') {
			in_comment = 1;
			cline = n + 1;
			ccol = (int)cur.n + 1;
			str_add(&cur, "  ");
			i++;
			continue;
		} else if (ch == '/' && i + 1 < len && text[i + 1] == '/') {
			while (i < len && text[i] != '\n')
				i++;
			ch = '\n';
		} else if (ch == '"') {
			size_t j = i + 1;
			while (j < len && text[j] != '"' && text[j] != '\n') {
				if (text[j] == '\\' && j + 1 < len && text[j + 1] != '\n')
					j++;
				j++;
			}
			if (j < len && text[j] == '"')
				j++;
			str_addn(&cur, text + i, j - i);
			i = j - 1;
			continue;
		} else if (ch == '\\' && i + 1 < len && text[i + 1] == '\n') {
			pad++;
			i++;
			continue;
		} else if (ch == '\\' && i + 2 < len && text[i + 1] == '\r' && text[i + 2] == '\n') {
			pad++;
			i += 2;
			continue;
		}
		if (ch == '\r' && (i + 1 >= len || text[i + 1] == '\n'))
			continue;
		if (ch != '\n') {
			str_addc(&cur, ch);
			continue;
		}
		if (n + pad + 2 >= cap) {
			cap = (n + pad + 2) * 2;
			lines = realloc(lines, sizeof(char *) * (size_t)cap);
		}
		lines[n++] = cur.s ? cur.s : strdup("");
		cur = (Str){ 0 };
		for (; pad > 0; pad--)
			lines[n++] = strdup("");
		if (in_comment && i == len)
			break;
	}
	free(cur.s);
	if (in_comment)
		pml_error_raw(c, file, cline, ccol, "unterminated comment");
	*nlines = n;
	return lines;
}

static const char *pp_skipws(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\f' || *s == '\v')
		s++;
	return s;
}

static PmlFile *pp_add_file(PmlCtx *c, const char *path, const char *text)
{
	PmlFile *f = ir_alloc(c->arena, sizeof *f);
	f->name = ir_strdup(c->arena, path);
	f->text = ir_strdup(c->arena, text);
	ir_push(c->arena, (void ***)&c->files, &c->nfiles, f);
	return f;
}

static void pp_define(PmlCtx *c, const char *d, const char *file, int line, int col)
{
	const char *s = pp_skipws(d);
	const char *n0 = s;
	if (!is_id1((unsigned char)*s)) {
		pml_error_raw(c, file, line, col, "macro name missing in #define");
		return;
	}
	while (is_id((unsigned char)*s))
		s++;
	PmlMacro *m = ir_alloc(c->arena, sizeof *m);
	char *nm = strndup(n0, (size_t)(s - n0));
	m->name = ir_strdup(c->arena, nm);
	free(nm);
	m->loc.file = file;
	m->loc.line = line;
	m->loc.col = col;
	m->nparams = -1;
	m->defined = 1;
	if (*s == '(') {
		m->nparams = 0;
		s++;
		for (;;) {
			s = pp_skipws(s);
			if (*s == ')') {
				s++;
				break;
			}
			const char *p0 = s;
			while (is_id((unsigned char)*s) || *s == '.')
				s++;
			if (s == p0) {
				pml_error_raw(c, file, line, col, "bad parameter list in #define %s", m->name);
				return;
			}
			char *pn = strndup(p0, (size_t)(s - p0));
			ir_push(c->arena, (void ***)&m->params, &m->nparams, ir_strdup(c->arena, pn));
			free(pn);
			s = pp_skipws(s);
			if (*s == ',')
				s++;
			else if (*s != ')') {
				pml_error_raw(c, file, line, col, "bad parameter list in #define %s", m->name);
				return;
			}
		}
	}
	s = pp_skipws(s);
	size_t bl = strlen(s);
	while (bl > 0 && isspace((unsigned char)s[bl - 1]))
		bl--;
	char *body = strndup(s, bl);
	m->body = ir_strdup(c->arena, body);
	free(body);
	ir_push(c->arena, (void ***)&c->macros, &c->nmacros, m);
	if (m->nparams < 0) {
		IrDefine *def = ir_alloc(c->arena, sizeof *def);
		def->name = m->name;
		def->body = m->body;
		def->loc = m->loc;
		ir_push(c->arena, (void ***)&c->model->defines, &c->model->ndefines, def);
	}
}

static int pp_file(PmlCtx *c, const char *path, const char *from_file, int from_line, int from_col);

static void pp_include(PmlCtx *c, const char *arg, const char *file, int line, int col)
{
	const char *s = pp_skipws(arg);
	char close = *s == '"' ? '"' : *s == '<' ? '>' : 0;
	if (!close) {
		pml_error_raw(c, file, line, col, "#include expects \"FILE\" or <FILE>");
		return;
	}
	const char *e = strchr(s + 1, close);
	if (!e) {
		pml_error_raw(c, file, line, col, "unterminated file name in #include");
		return;
	}
	char *name = strndup(s + 1, (size_t)(e - s - 1));
	char *try = NULL;
	/* relative to the including file, then -I dirs, then as given */
	const char *slash = strrchr(file, '/');
	if (name[0] != '/' && slash) {
		size_t dl = (size_t)(slash - file) + 1;
		try = malloc(dl + strlen(name) + 1);
		memcpy(try, file, dl);
		strcpy(try + dl, name);
		FILE *f = fopen(try, "r");
		if (f)
			fclose(f);
		else {
			free(try);
			try = NULL;
		}
	}
	for (int i = 0; !try && c->opt && i < c->opt->nincdirs; i++) {
		size_t l = strlen(c->opt->incdirs[i]);
		try = malloc(l + strlen(name) + 2);
		sprintf(try, "%s/%s", c->opt->incdirs[i], name);
		FILE *f = fopen(try, "r");
		if (f)
			fclose(f);
		else {
			free(try);
			try = NULL;
		}
	}
	if (!try)
		try = strdup(name);
	if (c->depth > 40)
		pml_error_raw(c, file, line, col, "#include nested too deeply");
	else
		pp_file(c, try, file, line, col);
	free(try);
	free(name);
}

typedef struct PpCond {
	int active;    /* this branch is being emitted */
	int taken;     /* some branch of this #if was taken */
	int parent;    /* enclosing state was active */
	int line, col; /* where the #if is */
	int seen_else;
} PpCond;

/* Handle one directive; returns nothing, updates the cond stack. */
static void pp_directive(PmlCtx *c, const char *file, int line, const char *text,
                         PpCond *st, int *nst, int active)
{
	const char *s = pp_skipws(text);
	int col = (int)(s - text) + 1;
	s = pp_skipws(s + 1);
	const char *d0 = s;
	while (is_id((unsigned char)*s))
		s++;
	size_t dl = (size_t)(s - d0);
	const char *arg = pp_skipws(s);
#define IS(w) (dl == strlen(w) && strncmp(d0, w, dl) == 0)
	if (IS("if") || IS("ifdef") || IS("ifndef")) {
		if (*nst >= 64) {
			pml_error_raw(c, file, line, col, "#if nested too deeply");
			return;
		}
		int v = 0;
		if (active) {
			if (IS("if"))
				v = pp_if_value(c, arg, file, line, col) != 0;
			else {
				const char *n0 = arg, *n1 = arg;
				while (is_id((unsigned char)*n1))
					n1++;
				if (n1 == n0)
					pml_error_raw(c, file, line, col, "macro name missing after #%.*s", (int)dl, d0);
				v = pp_find(c, n0, (size_t)(n1 - n0)) != NULL;
				if (IS("ifndef"))
					v = !v;
			}
		}
		st[*nst] = (PpCond){ active && v, active && v, active, line, col, 0 };
		(*nst)++;
	} else if (IS("elif")) {
		if (*nst == 0 || st[*nst - 1].seen_else) {
			pml_error_raw(c, file, line, col, "#elif without #if");
			return;
		}
		PpCond *t = &st[*nst - 1];
		if (t->parent && !t->taken) {
			t->active = pp_if_value(c, arg, file, line, col) != 0;
			t->taken = t->active;
		} else
			t->active = 0;
	} else if (IS("else")) {
		if (*nst == 0 || st[*nst - 1].seen_else) {
			pml_error_raw(c, file, line, col, "#else without #if");
			return;
		}
		PpCond *t = &st[*nst - 1];
		t->seen_else = 1;
		t->active = t->parent && !t->taken;
		t->taken = 1;
	} else if (IS("endif")) {
		if (*nst == 0) {
			pml_error_raw(c, file, line, col, "#endif without #if");
			return;
		}
		(*nst)--;
	} else if (!active) {
		return;
	} else if (IS("define")) {
		pp_define(c, arg, file, line, col);
	} else if (IS("undef")) {
		const char *n1 = arg;
		while (is_id((unsigned char)*n1))
			n1++;
		for (int i = 0; i < c->nmacros; i++)
			if (strlen(c->macros[i]->name) == (size_t)(n1 - arg) &&
			    strncmp(c->macros[i]->name, arg, (size_t)(n1 - arg)) == 0)
				c->macros[i]->defined = 0;
	} else if (IS("include")) {
		pp_include(c, arg, file, line, col);
	} else if (IS("error")) {
		pml_error_raw(c, file, line, col, "#error %s", arg);
	} else if (IS("line") || IS("pragma") || IS("warning") || IS("ident") || dl == 0) {
		/* ignored */
	} else {
		pml_error_raw(c, file, line, col, "invalid preprocessing directive #%.*s", (int)dl, d0);
	}
#undef IS
}

static int pp_file(PmlCtx *c, const char *path, const char *from_file, int from_line, int from_col)
{
	char *text = pp_read(path);
	if (!text) {
		if (from_file)
			pml_error_raw(c, from_file, from_line, from_col,
			              "cannot open include file '%s'", path);
		else
			fprintf(stderr, "%s: error: cannot open file\n", path), c->nerrors++;
		return -1;
	}
	PmlFile *f = pp_add_file(c, path, text);
	free(text);
	int n;
	char **lines = pp_lines(c, f->name, f->text, &n);
	PpCond st[64];
	int nst = 0;
	c->depth++;
	for (int i = 0; i < n; i++) {
		int active = nst == 0 || st[nst - 1].active;
		const char *s = pp_skipws(lines[i]);
		if (*s == '#') {
			pp_directive(c, f->name, i + 1, lines[i], st, &nst, active);
			pp_emit(c, "", f->name, i + 1);
			continue;
		}
		if (!active) {
			pp_emit(c, "", f->name, i + 1);
			continue;
		}
		/* expand; pull in following lines for multi-line macro calls */
		Str joined = { 0 };
		str_add(&joined, lines[i]);
		int extra = 0;
		for (;;) {
			Str out = { 0 };
			PmlMacro *act[64];
			int incomplete = 0;
			pp_expand(c, joined.s, joined.n, &out, act, 0, &incomplete);
			int ok = !incomplete || i + extra + 1 >= n;
			if (incomplete && !ok) {
				const char *nx = pp_skipws(lines[i + extra + 1]);
				if (*nx == '#')
					ok = 1;
			}
			if (c->pp_overflow == 1) {
				pml_error_raw(c, f->name, i + 1, 1, "macro expansion too large");
				c->pp_overflow = 2;
				free(out.s);
				out = (Str){ 0 };
			}
			if (ok || extra > 50) {
				pp_emit(c, out.s ? out.s : "", f->name, i + 1);
				free(out.s);
				break;
			}
			free(out.s);
			extra++;
			str_addc(&joined, ' ');
			str_add(&joined, lines[i + extra]);
		}
		free(joined.s);
		for (int k = 0; k < extra; k++)
			pp_emit(c, "", f->name, i + 2 + k);
		i += extra;
	}
	if (nst > 0)
		pml_error_raw(c, f->name, st[nst - 1].line, st[nst - 1].col,
		              "unterminated #if (missing #endif)");
	c->depth--;
	for (int i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
	return 0;
}

char *pp_expand_text(PmlCtx *c, const char *text)
{
	Str out = { 0 };
	PmlMacro *act[64];
	pp_expand(c, text, strlen(text), &out, act, 0, NULL);
	if (!out.s)
		return strdup("");
	return out.s;
}

void pml_add_source(PmlCtx *c, const char *name, const char *text)
{
	pp_add_file(c, name, ir_strdup(c->arena, text));
}

int pp_run(PmlCtx *c, const char *path)
{
	for (int i = 0; c->opt && i < c->opt->ndefines; i++) {
		const char *d = c->opt->defines[i];
		const char *eq = strchr(d, '=');
		char *t;
		if (eq) {
			t = strdup(d);
			t[eq - d] = ' ';
		} else {
			t = malloc(strlen(d) + 3);
			sprintf(t, "%s 1", d);
		}
		pp_define(c, t, "<command line>", 1, 1);
		free(t);
	}
	int r = pp_file(c, path, NULL, 0, 0);
	if (!c->buf)
		pp_emit(c, "", path, 1);
	return r;
}
