/*
 * dve_ast.c -- AST construction helpers and printing of DVE expressions
 * (for IrStmt.text).
 */
#include "frontend/dve/dve_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

DExpr *dx_new(DveCtx *c, DExprKind k, IrLoc loc)
{
	DExpr *e = ir_alloc(c->arena, sizeof *e);
	e->kind = k;
	e->loc = loc;
	return e;
}

DExpr *dx_bin(DveCtx *c, int op, DExpr *a, DExpr *b, IrLoc loc)
{
	DExpr *e = dx_new(c, D_BINOP, loc);
	e->op = op;
	e->a = a;
	e->b = b;
	return e;
}

void dve_list_push(DveCtx *c, void ***arr, int *n, void *item)
{
	ir_push(c->arena, arr, n, item);
}

void dve_order_push(DveCtx *c, char what)
{
	DModel *m = c->ast;
	if (m->norder + 1 >= m->caporder) {
		int cap = m->caporder ? m->caporder * 2 : 64;
		char *o = ir_alloc(c->arena, (size_t)cap);
		if (m->norder)
			memcpy(o, m->order, (size_t)m->norder);
		m->order = o;
		m->caporder = cap;
	}
	m->order[m->norder++] = what;
}

/* ------------------------------------------------------ printing */

/* A growing string buffer (malloc'd, copied into the arena at the end). */
typedef struct Txt {
	char *s;
	size_t n, cap;
} Txt;

static void tx_add(Txt *t, const char *s)
{
	size_t k = strlen(s);
	if (t->n + k + 1 > t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 64;
		while (cap < t->n + k + 1)
			cap *= 2;
		char *ns = realloc(t->s, cap);
		if (!ns) {
			fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
			abort();
		}
		t->s = ns;
		t->cap = cap;
	}
	memcpy(t->s + t->n, s, k + 1);
	t->n += k;
}

static void tx_fmt(Txt *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void tx_fmt(Txt *t, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	tx_add(t, buf);
}

static const char *op_text(int op)
{
	switch (op) {
	case IR_OP_NEG: return "-";
	case IR_OP_NOT: return "not ";
	case IR_OP_BITNOT: return "~";
	case IR_OP_ADD: return "+";
	case IR_OP_SUB: return "-";
	case IR_OP_MUL: return "*";
	case IR_OP_DIV: return "/";
	case IR_OP_MOD: return "%";
	case IR_OP_BITAND: return "&";
	case IR_OP_BITOR: return "|";
	case IR_OP_BITXOR: return "^";
	case IR_OP_SHL: return "<<";
	case IR_OP_SHR: return ">>";
	case IR_OP_LT: return "<";
	case IR_OP_LE: return "<=";
	case IR_OP_GT: return ">";
	case IR_OP_GE: return ">=";
	case IR_OP_EQ: return "==";
	case IR_OP_NE: return "!=";
	case IR_OP_AND: return " && ";
	case IR_OP_OR: return " || ";
	case D_OP_IMPLY: return " imply ";
	}
	return "?";
}

static void tx_expr(Txt *t, const DExpr *e)
{
	if (!e)
		return;
	if (e->paren)
		tx_add(t, "(");
	switch (e->kind) {
	case D_CONST:
		tx_fmt(t, "%lld", e->value);
		break;
	case D_ID:
		tx_add(t, e->name);
		break;
	case D_INDEX:
		tx_add(t, e->name);
		tx_add(t, "[");
		tx_expr(t, e->a);
		tx_add(t, "]");
		break;
	case D_DOT:
		tx_fmt(t, "%s.%s", e->name, e->name2);
		break;
	case D_ARROW:
		tx_fmt(t, "%s->%s", e->name, e->name2);
		if (e->a) {
			tx_add(t, "[");
			tx_expr(t, e->a);
			tx_add(t, "]");
		}
		break;
	case D_UNOP:
		tx_add(t, op_text(e->op));
		tx_expr(t, e->a);
		break;
	case D_BINOP:
		tx_expr(t, e->a);
		tx_add(t, op_text(e->op));
		tx_expr(t, e->b);
		break;
	}
	if (e->paren)
		tx_add(t, ")");
}

static const char *tx_done(DveCtx *c, Txt *t)
{
	const char *s = ir_strdup(c->arena, t->s ? t->s : "");
	free(t->s);
	return s;
}

const char *dve_expr_text(DveCtx *c, const DExpr *e)
{
	Txt t = { 0 };
	tx_expr(&t, e);
	return tx_done(c, &t);
}

/* "src -> dst { guard g; sync c!v; effect x = e, ...; }" */
const char *dve_trans_text(DveCtx *c, const DTrans *tr)
{
	Txt t = { 0 };
	tx_fmt(&t, "%s -> %s {", tr->src.name, tr->dst.name);
	if (tr->guard) {
		tx_add(&t, " guard ");
		tx_expr(&t, tr->guard);
		tx_add(&t, ";");
	}
	if (tr->sync) {
		tx_fmt(&t, " sync %s%s", tr->sync->chan, tr->sync->is_send ? "!" : "?");
		DExprList *v = tr->sync->values;
		if (v && v->n == 1)
			tx_expr(&t, v->items[0]);
		else if (v) {
			tx_add(&t, "{");
			for (int i = 0; i < v->n; i++) {
				if (i)
					tx_add(&t, ",");
				tx_expr(&t, v->items[i]);
			}
			tx_add(&t, "}");
		}
		tx_add(&t, ";");
	}
	if (tr->neffects) {
		tx_add(&t, " effect ");
		for (int i = 0; i < tr->neffects; i++) {
			if (i)
				tx_add(&t, ", ");
			tx_expr(&t, tr->effects[i]->lhs);
			tx_add(&t, " = ");
			tx_expr(&t, tr->effects[i]->rhs);
		}
		tx_add(&t, ";");
	}
	tx_add(&t, " }");
	return tx_done(c, &t);
}
