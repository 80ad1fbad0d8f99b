/*
 * fold.c -- constant folding on the IR, for every backend.
 *
 * tcc 0.9.27 (Debian 12's) miscompiles some logical expressions whose
 * operands are constants: `!((1 || x) || ((x && 1) || ...))` or
 * `0 && ((x == 1 || 0) && 1)` evaluate to garbage instead of 0 (its code
 * for the operands it skips as dead code is wrong).  Such expressions are
 * what `spin -f` writes into never claims (`! ((true)) && ...`) and what
 * #define'd constants make of guards, so a verifier built with tcc gave
 * wrong verdicts.  This pass leaves no constant operand to `!`, `&&`,
 * `||` or `?:` where the result does not depend on evaluating something
 * that can fail, and folds operators whose operands are all constants:
 *
 *   !c, c1 op c2              the constant (no folding that overflows or
 *                             divides by zero: those stay for run time)
 *   c && x, c || x            0 or (x != 0); 1 or (x != 0)
 *   x && c, x || c            (x != 0) where c decides nothing; where it
 *                             decides, the constant if x cannot fail
 *   c ? a : b                 a or b
 *   x ? k : k                 k if x cannot fail
 *
 * "Cannot fail": no array index, division, channel operation, remote
 * reference, run, enabled/pc_value/priority, C expression or poll in it;
 * an error of evaluation is part of Promela's semantics (Spin reports
 * it), so such an operand is evaluated as before.  Short-circuit order is
 * kept: nothing that was not evaluated before is evaluated now.
 */
#include <stdint.h>
#include <string.h>

#include "frontend/ir.h"

/* Is e a constant?  A negative one is -(c): the printers write constants
 * as they are, and "x - -2" would read as "x-- 2". */
static int const_val(const IrExpr *e, int64_t *v)
{
	if (!e)
		return 0;
	if (e->kind == IR_E_CONST || e->kind == IR_E_MTYPE) {
		*v = e->value;
		return 1;
	}
	if (e->kind == IR_E_UNOP && e->op == IR_OP_NEG && e->a[0] &&
	    e->a[0]->kind == IR_E_CONST) {
		*v = -e->a[0]->value;
		return 1;
	}
	return 0;
}

/* An expression whose evaluation cannot raise an error. */
static int cannot_fail(const IrExpr *e)
{
	if (!e)
		return 1;
	switch (e->kind) {
	case IR_E_CONST: case IR_E_MTYPE: case IR_E_VAR: case IR_E_PID:
	case IR_E_NR_PR: case IR_E_LAST: case IR_E_TIMEOUT: case IR_E_NP:
		return 1;
	case IR_E_FIELD:
		return cannot_fail(e->a[0]);
	case IR_E_UNOP:
		return cannot_fail(e->a[0]);
	case IR_E_BINOP:
		return e->op != IR_OP_DIV && e->op != IR_OP_MOD &&
		    cannot_fail(e->a[0]) && cannot_fail(e->a[1]);
	case IR_E_COND:
		return cannot_fail(e->a[0]) && cannot_fail(e->a[1]) &&
		    cannot_fail(e->a[2]);
	default:
		return 0;
	}
}

/* Does e yield 0 or 1 only? */
static int is_bool(const IrExpr *e)
{
	if (e->kind == IR_E_UNOP)
		return e->op == IR_OP_NOT;
	if (e->kind == IR_E_BINOP)
		return e->op >= IR_OP_LT && e->op <= IR_OP_OR;
	int64_t v;
	return const_val(e, &v) && (v == 0 || v == 1);
}

static void set_const(IrArena *A, IrExpr *e, int64_t v)
{
	IrLoc loc = e->loc;
	memset(e, 0, sizeof *e);
	e->kind = IR_E_CONST;
	e->value = v < 0 ? -v : v;
	e->loc = loc;
	e->type.kind = IR_T_INT;
	if (v < 0) {
		IrExpr *c = ir_alloc(A, sizeof *c);
		*c = *e;
		e->kind = IR_E_UNOP;
		e->op = IR_OP_NEG;
		e->value = 0;
		e->a[0] = c;
	}
}

/* e becomes (x != 0), or x itself where x is 0 or 1 already. */
static void set_truth(IrArena *A, IrExpr *e, IrExpr *x)
{
	IrLoc loc = e->loc;
	if (is_bool(x)) {
		*e = *x;
		return;
	}
	IrExpr *zero = ir_alloc(A, sizeof *zero);
	zero->kind = IR_E_CONST;
	zero->loc = loc;
	zero->type.kind = IR_T_INT;
	IrExpr *copy = ir_alloc(A, sizeof *copy);
	*copy = *x;
	memset(e, 0, sizeof *e);
	e->kind = IR_E_BINOP;
	e->op = IR_OP_NE;
	e->a[0] = copy;
	e->a[1] = zero;
	e->loc = loc;
	e->type.kind = IR_T_INT;
}

/* c1 op c2 as the generated code computes it (32-bit int); 0 when the
 * result is left to run time (overflow, division by zero, shifts). */
static int fold_binop(IrOp op, int64_t a, int64_t b, int64_t *r)
{
	if (a < INT32_MIN || a > INT32_MAX || b < INT32_MIN || b > INT32_MAX)
		return 0;
	switch (op) {
	case IR_OP_ADD: *r = a + b; break;
	case IR_OP_SUB: *r = a - b; break;
	case IR_OP_MUL: *r = a * b; break;
	case IR_OP_DIV:
	case IR_OP_MOD:
		if (b == 0 || (a == INT32_MIN && b == -1))
			return 0;
		*r = op == IR_OP_DIV ? a / b : a % b;
		break;
	case IR_OP_BITAND: *r = a & b; break;
	case IR_OP_BITOR: *r = a | b; break;
	case IR_OP_BITXOR: *r = a ^ b; break;
	case IR_OP_LT: *r = a < b; break;
	case IR_OP_LE: *r = a <= b; break;
	case IR_OP_GT: *r = a > b; break;
	case IR_OP_GE: *r = a >= b; break;
	case IR_OP_EQ: *r = a == b; break;
	case IR_OP_NE: *r = a != b; break;
	case IR_OP_AND: *r = a && b; break;
	case IR_OP_OR: *r = a || b; break;
	default: return 0;
	}
	return *r >= INT32_MIN && *r <= INT32_MAX;
}

static void fold_expr(IrArena *A, IrExpr *e);

static void fold_logic(IrArena *A, IrExpr *e)
{
	IrExpr *x = e->a[0], *y = e->a[1];
	int and = e->op == IR_OP_AND;
	int64_t c;
	if (const_val(x, &c)) {
		/* c && y: 0 or (y != 0); c || y: 1 or (y != 0) */
		if ((c != 0) == and)
			set_truth(A, e, y);
		else
			set_const(A, e, !and);
	} else if (const_val(y, &c)) {
		/* x && 1, x || 0: (x != 0); x && 0, x || 1: the constant, if
		 * x cannot fail */
		if ((c != 0) == and)
			set_truth(A, e, x);
		else if (cannot_fail(x))
			set_const(A, e, !and);
	}
}

static void fold_expr(IrArena *A, IrExpr *e)
{
	if (!e)
		return;
	for (int i = 0; i < 3; i++)
		fold_expr(A, e->a[i]);
	for (int i = 0; i < e->nargs; i++)
		fold_expr(A, e->args[i]);
	int64_t u, v, r;
	switch (e->kind) {
	case IR_E_UNOP:
		if (e->op == IR_OP_NEG && e->a[0]->kind == IR_E_CONST)
			break; /* a negative constant already */
		if (const_val(e->a[0], &v)) {
			if (e->op == IR_OP_NOT)
				set_const(A, e, !v);
			else if (e->op == IR_OP_BITNOT && v >= INT32_MIN && v <= INT32_MAX)
				set_const(A, e, ~v);
			else if (e->op == IR_OP_NEG && v > INT32_MIN && v <= INT32_MAX)
				set_const(A, e, -v);
		}
		break;
	case IR_E_BINOP:
		if (const_val(e->a[0], &u) && const_val(e->a[1], &v) &&
		    fold_binop(e->op, u, v, &r))
			set_const(A, e, r);
		else if (e->op == IR_OP_AND || e->op == IR_OP_OR)
			fold_logic(A, e);
		break;
	case IR_E_COND:
		if (const_val(e->a[0], &v)) {
			IrExpr *k = v ? e->a[1] : e->a[2];
			*e = *k;
		} else if (const_val(e->a[1], &u) && const_val(e->a[2], &v) &&
		    u == v && cannot_fail(e->a[0])) {
			set_const(A, e, u);
		}
		break;
	default:
		break;
	}
}

static void fold_stmt(IrArena *A, IrStmt *s);

static void fold_aut(IrArena *A, IrAutomaton *a)
{
	for (int i = 0; i < a->nedges; i++)
		fold_stmt(A, a->edges[i]->stmt);
}

/* An lvalue keeps its shape; only the expressions inside it fold. */
static void fold_lvalue(IrArena *A, IrExpr *e)
{
	if (!e)
		return;
	if (e->kind == IR_E_INDEX) {
		fold_lvalue(A, e->a[0]);
		fold_expr(A, e->a[1]);
	} else if (e->kind == IR_E_FIELD) {
		fold_lvalue(A, e->a[0]);
	} else if (e->kind == IR_E_REMOTE_VAR) {
		fold_expr(A, e->a[0]);
	}
}

static void fold_stmt(IrArena *A, IrStmt *s)
{
	if (!s)
		return;
	if (s->kind == IR_S_RECV) {
		fold_expr(A, s->e);
		for (int i = 0; i < s->nargs; i++) {
			if (s->rargs[i].kind == IR_RA_VAR)
				fold_lvalue(A, s->rargs[i].e);
			else
				fold_expr(A, s->rargs[i].e);
		}
	} else {
		fold_expr(A, s->e);
		for (int i = 0; i < s->nargs && s->args; i++)
			fold_expr(A, s->args[i]);
	}
	fold_lvalue(A, s->lhs);
	fold_expr(A, s->c_guard);
	if (s->body)
		fold_aut(A, s->body);
	fold_stmt(A, s->sync);
	for (int i = 0; i < s->neffects; i++)
		fold_stmt(A, s->effects[i]);
}

static void fold_var(IrArena *A, IrVar *v)
{
	fold_expr(A, v->init);
	for (int i = 0; v->inits && i < v->ninits; i++)
		fold_expr(A, v->inits[i]);
}

void ir_fold(IrModel *m)
{
	IrArena *A = m->arena;
	for (int i = 0; i < m->nglobals; i++)
		fold_var(A, m->globals[i]);
	for (int p = 0; p < m->nprocs; p++) {
		IrProctype *pt = m->procs[p];
		for (int i = 0; i < pt->nlocals; i++)
			fold_var(A, pt->locals[i]);
		fold_expr(A, pt->provided);
		fold_aut(A, &pt->aut);
	}
	for (int i = 0; i < m->naps; i++)
		fold_expr(A, m->aps[i]->e);
}
