/*
 * expr.c -- run-time propositions: parser and evaluator (see expr.h).
 *
 * Recursive descent, one function per precedence level (lowest first):
 *   impl := or ('->' or)*          or  := and ('||' and)*
 *   and  := bor ('&&' bor)*        bor := bxor ('|' bxor)*  ...
 *   rel  := shift (('<'|'<='|...) shift)*
 *   unary := ('!'|'-'|'~'|'not') unary | primary
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/expr.h"

typedef enum { X_CONST, X_VAR, X_LABEL, X_UN, X_BIN } XKind;

struct RtExpr {
	XKind kind;
	long value;              /* X_CONST */
	int op;                  /* X_UN / X_BIN: operator code (token) */
	const MccVarInfo *var;   /* X_VAR */
	int proctype;            /* X_VAR local / X_LABEL: proctype, else -1 */
	int loc;                 /* X_LABEL: location */
	RtExpr *pid;             /* explicit pid or NULL (first of type) */
	RtExpr *idx;             /* X_VAR: element index or NULL */
	RtExpr *a, *b;           /* operands */
};

enum { T_EOF = 256, T_NUM, T_ID, T_STR, T_AND, T_OR, T_EQ, T_NE, T_LE, T_GE,
	T_SHL, T_SHR, T_ARROW, T_IMPL };

typedef struct P {
	const MccModel *m;
	const char *src;         /* whole text (for columns) */
	const char *s;           /* cursor */
	int tok;                 /* current token */
	const char *tstart;      /* its start */
	char text[256];          /* identifier / string text */
	long num;
	int squote;              /* T_STR was written in single quotes */
	char *err; size_t errlen; int *errcol;
	int failed;
	int depth;               /* #define expansion depth */
} P;

static void fail(P *p, const char *fmt, ...)
{
	if (p->failed)
		return;
	p->failed = 1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->err, p->errlen, fmt, ap);
	va_end(ap);
	*p->errcol = (int)(p->tstart - p->src) + 1;
}

static void next(P *p)
{
	const char *s = p->s;
	while (isspace((unsigned char)*s))
		s++;
	p->tstart = s;
	if (!*s) {
		p->tok = T_EOF;
		p->s = s;
		return;
	}
	if (isdigit((unsigned char)*s)) {
		p->num = strtol(s, (char **)&s, 0);
		p->tok = T_NUM;
	} else if (isalpha((unsigned char)*s) || *s == '_') {
		size_t n = 0;
		while (isalnum((unsigned char)*s) || *s == '_') {
			if (n + 1 < sizeof p->text)
				p->text[n++] = *s;
			s++;
		}
		p->text[n] = 0;
		p->tok = T_ID;
		if (!strcmp(p->text, "and")) p->tok = T_AND;
		else if (!strcmp(p->text, "or")) p->tok = T_OR;
		else if (!strcmp(p->text, "not")) p->tok = '!';
		else if (!strcmp(p->text, "imply")) p->tok = T_IMPL;
	} else if (*s == '"' || *s == '\'') { /* "text", and LTSmin's 'text' */
		size_t n = 0;
		char q = *s++;
		p->squote = q == '\'';
		while (*s && *s != q) {
			if (n + 1 < sizeof p->text)
				p->text[n++] = *s;
			s++;
		}
		p->text[n] = 0;
		if (*s == q)
			s++;
		p->tok = T_STR;
	} else {
		static const struct { const char *t; int k; } ops[] = {
			{ "&&", T_AND }, { "||", T_OR }, { "==", T_EQ }, { "!=", T_NE },
			{ "<=", T_LE }, { ">=", T_GE }, { "<<", T_SHL }, { ">>", T_SHR },
			{ "->", T_ARROW },
		};
		p->tok = (unsigned char)*s++;
		for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
			if (!strncmp(p->tstart, ops[i].t, 2)) {
				p->tok = ops[i].k;
				s = p->tstart + 2;
				break;
			}
		if (p->tok == '\\') { /* LTSmin escapes: \[ \] \. */
			p->s = s;
			next(p);
			return;
		}
	}
	p->s = s;
}

static RtExpr *node(XKind k)
{
	RtExpr *e = calloc(1, sizeof *e);
	if (!e) {
		fprintf(stderr, "pan: out of memory\n");
		exit(3);
	}
	e->kind = k;
	e->proctype = -1;
	return e;
}

static RtExpr *parse_impl(P *p);

static int find_proctype(const MccModel *m, const char *name)
{
	for (int i = 0; i < m->nproctypes; i++)
		if (m->proctypes[i].name && !strcmp(m->proctypes[i].name, name))
			return i;
	return -1;
}

static int find_label(const MccModel *m, int pt, const char *name)
{
	const MccModelLtl *l = m->ltl;
	if (l)
		for (int i = 0; i < l->nlabels; i++)
			if (l->labels[i].proctype == pt && !strcmp(l->labels[i].name, name))
				return l->labels[i].loc;
	return -1;
}

static const MccVarInfo *find_var(const MccModel *m, int pt, const char *name)
{
	for (int i = 0; i < m->nvars; i++)
		if (m->vars[i].proctype == pt && !strcmp(m->vars[i].name, name))
			return &m->vars[i];
	return NULL;
}

static int find_define(const MccModel *m, const char *name)
{
	const MccModelLtl *l = m->ltl;
	if (l)
		for (int i = 0; i < l->ndefines; i++)
			if (!strcmp(l->define_names[i], name))
				return i;
	return -1;
}

static int find_mtype(const MccModel *m, const char *name)
{
	for (int i = 1; i < m->nmtypes; i++)
		if (m->mtype_names[i] && !strcmp(m->mtype_names[i], name))
			return i;
	return -1;
}

/* An optional `[expr]`: *out is the expression or NULL; -1 on error. */
static int opt_index(P *p, RtExpr **out)
{
	*out = NULL;
	if (p->tok != '[')
		return 0;
	next(p);
	*out = parse_impl(p);
	if (p->tok != ']') {
		fail(p, "expected ']'");
		return -1;
	}
	next(p);
	return 0;
}

/* A variable reference: name, optional [index], optional .field chain
 * (record fields are flattened in the var table as "r.f"). */
static RtExpr *var_ref(P *p, int pt, RtExpr *pid, const char *name)
{
	char full[512];
	snprintf(full, sizeof full, "%s", name);
	RtExpr *idx;
	if (opt_index(p, &idx) < 0)
		return NULL;
	while (p->tok == '.' && !find_var(p->m, pt, full)) {
		next(p);
		if (p->tok != T_ID) {
			fail(p, "expected a field name after '.'");
			return NULL;
		}
		size_t n = strlen(full);
		if (idx && idx->kind == X_CONST) {
			snprintf(full + n, sizeof full - n, "[%ld].%s", idx->value, p->text);
			free(idx);
			idx = NULL;
		} else {
			snprintf(full + n, sizeof full - n, ".%s", p->text);
		}
		next(p);
		if (opt_index(p, &idx) < 0)
			return NULL;
	}
	const MccVarInfo *v = find_var(p->m, pt, full);
	if (!v) {
		if (pt >= 0)
			fail(p, "'%s' is not a local variable of %s", full, p->m->proctypes[pt].name);
		else if (p->tok == '(' && (!strcmp(full, "len") || !strcmp(full, "empty") ||
		    !strcmp(full, "nempty") || !strcmp(full, "full") || !strcmp(full, "nfull")))
			fail(p, "%s() is compiled into the model: give the formula to "
			     "mcc -f or an ltl block", full);
		else
			fail(p, "unknown name '%s'", full);
		return NULL;
	}
	if (v->hidden) {
		fail(p, "'%s' is hidden: it is not part of the state", full);
		return NULL;
	}
	/* a proposition reads this variable: a local must keep its value
	 * where the process no longer needs it, a write-only global the values
	 * the model writes (no dead-variable reset) */
	if (p->m->dv_on)
		p->m->dv_on[v - p->m->vars] = 0;
	/* and every value it takes: inside a merged chain too */
	if (pt >= 0)
		rt_merge_off(p->m);
	RtExpr *e = node(X_VAR);
	e->var = v;
	e->proctype = pt;
	e->pid = pid;
	e->idx = idx;
	return e;
}

/* After a process name (and optional [pid]): @label, :var, ->var, .x,
 * or == "state". */
static RtExpr *proc_ref(P *p, int pt)
{
	RtExpr *pid;
	if (opt_index(p, &pid) < 0)
		return NULL;
	int sep = p->tok;
	if (sep == '@' || sep == ':' || sep == T_ARROW || sep == '.') {
		next(p);
		if (p->tok != T_ID) {
			fail(p, "expected a name after the process name");
			return NULL;
		}
		char name[256];
		snprintf(name, sizeof name, "%s", p->text);
		next(p);
		int loc = (sep == '@' || sep == '.') ? find_label(p->m, pt, name) : -1;
		if (loc >= 0) {
			RtExpr *e = node(X_LABEL);
			e->proctype = pt;
			e->loc = loc;
			e->pid = pid;
			return e;
		}
		if (sep == '@') {
			fail(p, "%s has no label '%s'", p->m->proctypes[pt].name, name);
			return NULL;
		}
		return var_ref(p, pt, pid, name);
	}
	if ((sep == T_EQ || sep == T_NE)) {
		const char *save = p->s;
		const char *tsave = p->tstart;
		next(p);
		/* LTSmin: P=="state", P!='state', P==state (a process is no
		 * value: whatever name follows must be one of its states) */
		if (p->tok == T_STR || p->tok == T_ID) {
			int loc = find_label(p->m, pt, p->text);
			if (loc < 0) {
				fail(p, "%s has no state '%s'", p->m->proctypes[pt].name, p->text);
				return NULL;
			}
			next(p);
			RtExpr *e = node(X_LABEL);
			e->proctype = pt;
			e->loc = loc;
			e->pid = pid;
			if (sep == T_NE) {
				RtExpr *n = node(X_UN);
				n->op = '!';
				n->a = e;
				return n;
			}
			return e;
		}
		p->s = save;
		p->tstart = tsave;
		p->tok = sep;
	}
	fail(p, "a process name must be followed by @label, :var, .state or == state");
	return NULL;
}

/* Is t an integer literal ("-12", "0")?  The LTSmin formula files write
 * variable values that way: var=="0". */
static int str_int(const char *t, long *v)
{
	char *end;
	if (!*t || (!isdigit((unsigned char)*t) && !(*t == '-' && isdigit((unsigned char)t[1]))))
		return 0;
	*v = strtol(t, &end, 10);
	return *end == '\0';
}

static RtExpr *primary(P *p)
{
	long v;
	if (p->tok == T_STR && p->squote && p->text[0] && !p->text[1]) { /* 'c' */
		RtExpr *e = node(X_CONST);
		e->value = (unsigned char)p->text[0];
		next(p);
		return e;
	}
	if (p->tok == T_STR && str_int(p->text, &v)) {
		RtExpr *e = node(X_CONST);
		e->value = v;
		next(p);
		return e;
	}
	if (p->tok == T_NUM) {
		RtExpr *e = node(X_CONST);
		e->value = p->num;
		next(p);
		return e;
	}
	if (p->tok == '(') {
		next(p);
		RtExpr *e = parse_impl(p);
		if (p->tok != ')') {
			fail(p, "expected ')'");
			return e;
		}
		next(p);
		return e;
	}
	if (p->tok != T_ID) {
		fail(p, p->tok == T_EOF ? "unexpected end of proposition" : "unexpected '%.*s'",
		    (int)(p->s - p->tstart), p->tstart);
		return NULL;
	}
	char name[256];
	snprintf(name, sizeof name, "%s", p->text);
	if (!strcmp(name, "true") || !strcmp(name, "false")) {
		RtExpr *e = node(X_CONST);
		e->value = name[0] == 't';
		next(p);
		return e;
	}
	next(p);
	int pt = find_proctype(p->m, name);
	if (pt >= 0 && (p->tok == '[' || p->tok == '@' || p->tok == ':' || p->tok == T_ARROW ||
	    p->tok == '.' || p->tok == T_EQ || p->tok == T_NE))
		return proc_ref(p, pt);
	int d = find_define(p->m, name);
	if (d >= 0) {
		if (p->depth > 32) {
			fail(p, "#define '%s' expands recursively", name);
			return NULL;
		}
		P q = *p;
		q.src = q.s = p->m->ltl->define_bodies[d];
		q.depth++;
		next(&q);
		RtExpr *e = parse_impl(&q);
		if (!q.failed && q.tok != T_EOF)
			fail(&q, "junk after the expansion of '%s'", name);
		if (q.failed) {
			char inner[200];
			snprintf(inner, sizeof inner, "%s", p->err);
			p->failed = 0;
			fail(p, "in the expansion of '%s': %s", name, inner);
			return NULL;
		}
		return e;
	}
	int mt = find_mtype(p->m, name);
	if (mt >= 0) {
		RtExpr *e = node(X_CONST);
		e->value = mt;
		return e;
	}
	return var_ref(p, -1, NULL, name);
}

static RtExpr *unary(P *p)
{
	if (p->tok == '!' || p->tok == '-' || p->tok == '~') {
		int op = p->tok;
		next(p);
		RtExpr *e = node(X_UN);
		e->op = op;
		e->a = unary(p);
		return e;
	}
	return primary(p);
}

static RtExpr *bin(int op, RtExpr *a, RtExpr *b)
{
	RtExpr *e = node(X_BIN);
	e->op = op;
	e->a = a;
	e->b = b;
	return e;
}

/* Precedence levels, lowest first (from `or`). */
static const int levels[][5] = {
	{ T_OR, 0 }, { T_AND, 0 }, { '|', 0 }, { '^', 0 }, { '&', 0 },
	{ T_EQ, T_NE, 0 }, { '<', '>', T_LE, T_GE, 0 }, { T_SHL, T_SHR, 0 },
	{ '+', '-', 0 }, { '*', '/', '%', 0 },
};
#define NLEVELS (int)(sizeof levels / sizeof *levels)

static int at_level(int lv, int tok)
{
	for (int i = 0; levels[lv][i]; i++)
		if (levels[lv][i] == tok)
			return 1;
	return 0;
}

static RtExpr *level(P *p, int lv)
{
	if (lv == NLEVELS)
		return unary(p);
	RtExpr *e = level(p, lv + 1);
	while (!p->failed && at_level(lv, p->tok)) {
		int op = p->tok;
		next(p);
		e = bin(op, e, level(p, lv + 1));
	}
	return e;
}

static RtExpr *parse_impl(P *p)
{
	RtExpr *e = level(p, 0);
	while (!p->failed && (p->tok == T_ARROW || p->tok == T_IMPL)) {
		next(p);
		e = bin(T_IMPL, e, level(p, 0));
	}
	return e;
}

RtExpr *rt_expr_parse(const MccModel *m, const char *text, char *err,
    size_t errlen, int *errcol)
{
	P p = { .m = m, .src = text, .s = text, .err = err, .errlen = errlen,
	    .errcol = errcol };
	next(&p);
	RtExpr *e = parse_impl(&p);
	if (!p.failed && p.tok != T_EOF)
		fail(&p, "unexpected '%.*s' after the proposition", (int)(p.s - p.tstart), p.tstart);
	if (p.failed) {
		rt_expr_free(e);
		return NULL;
	}
	return e;
}

void rt_expr_free(RtExpr *e)
{
	if (!e)
		return;
	rt_expr_free(e->a);
	rt_expr_free(e->b);
	rt_expr_free(e->pid);
	rt_expr_free(e->idx);
	free(e);
}

static int pid_of(const RtExpr *e, const MccModel *m, const uint8_t *s)
{
	if (e->pid)
		return (int)rt_expr_eval(e->pid, m, s);
	int n = m->nprocs(s);
	for (int p = 0; p < n; p++)
		if (m->proc_type(s, p) == e->proctype)
			return p;
	return -1;
}

static long load(const MccVarInfo *v, const uint8_t *p)
{
	switch (v->size) {
	case 2: { int16_t x; memcpy(&x, p, 2); return v->type == MCC_VT_UNSIGNED ? (uint16_t)x : x; }
	case 4: { int32_t x; memcpy(&x, p, 4); return v->type == MCC_VT_UNSIGNED ? (long)(uint32_t)x : x; }
	default: return *p;
	}
}

long rt_expr_eval(const RtExpr *e, const MccModel *m, const uint8_t *s)
{
	switch (e->kind) {
	case X_CONST:
		return e->value;
	case X_VAR: {
		long base = 0;
		if (e->proctype >= 0) {
			int pid = pid_of(e, m, s);
			if (pid < 0 || pid >= m->nprocs(s) || m->proc_type(s, pid) != e->proctype)
				return 0;
			base = m->proc_offset(s, pid);
		}
		long i = e->idx ? rt_expr_eval(e->idx, m, s) : 0;
		if (i < 0 || i >= e->var->count)
			return 0;
		return load(e->var, s + base + e->var->offset + i * e->var->size);
	}
	case X_LABEL: {
		int pid = pid_of(e, m, s);
		return pid >= 0 && pid < m->nprocs(s) && m->proc_type(s, pid) == e->proctype &&
		    m->proc_loc(s, pid) == e->loc;
	}
	case X_UN: {
		long a = rt_expr_eval(e->a, m, s);
		return e->op == '!' ? !a : e->op == '-' ? -a : ~a;
	}
	case X_BIN: {
		long a = rt_expr_eval(e->a, m, s);
		switch (e->op) {
		case T_AND: return a && rt_expr_eval(e->b, m, s);
		case T_OR: return a || rt_expr_eval(e->b, m, s);
		case T_IMPL: return !a || rt_expr_eval(e->b, m, s);
		default: break;
		}
		long b = rt_expr_eval(e->b, m, s);
		switch (e->op) {
		case '|': return a | b; case '^': return a ^ b; case '&': return a & b;
		case T_EQ: return a == b; case T_NE: return a != b;
		case '<': return a < b; case '>': return a > b;
		case T_LE: return a <= b; case T_GE: return a >= b;
		case T_SHL: return (b < 0 || b > 62) ? 0 : a << b;
		case T_SHR: return (b < 0 || b > 62) ? 0 : a >> b;
		case '+': return a + b; case '-': return a - b; case '*': return a * b;
		case '/': return b ? a / b : 0;
		case '%': return b ? a % b : 0;
		}
	}
	}
	return 0;
}

void rt_expr_reads(const RtExpr *e, RtExprReadFn cb, void *ctx)
{
	if (!e)
		return;
	switch (e->kind) {
	case X_CONST:
		return;
	case X_VAR:
		cb(ctx, e->var, e->proctype,
		    !e->idx ? 0 : e->idx->kind == X_CONST ? e->idx->value : -1);
		break;
	case X_LABEL:
		cb(ctx, NULL, e->proctype, e->loc);
		break;
	case X_UN:
	case X_BIN:
		break;
	}
	/* a process named by type alone is the first of that type: which
	 * one that is changes as processes are created and die */
	if ((e->kind == X_VAR && e->proctype >= 0) || e->kind == X_LABEL)
		cb(ctx, NULL, e->pid ? -2 : -3, -1);
	rt_expr_reads(e->pid, cb, ctx);
	rt_expr_reads(e->idx, cb, ctx);
	rt_expr_reads(e->a, cb, ctx);
	rt_expr_reads(e->b, cb, ctx);
}

void rt_merge_off(const MccModel *m)
{
	if (m->merge)
		memset(m->merge, 0, (size_t)m->ntrans);
}
