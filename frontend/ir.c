/*
 * ir.c -- arena, construction helpers, numbering and printing of the IR.
 */
#include "frontend/ir.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- arena */

typedef struct IrBlock {
	struct IrBlock *next; /* previous block in the chain */
	size_t used, cap;     /* bytes used / available in data */
	max_align_t data[];   /* payload */
} IrBlock;

struct IrArena {
	IrBlock *head; /* current block; older blocks follow */
};

static void ir_die(const char *what)
{
	fprintf(stderr, "%s:%d: out of memory (%s)\n", __FILE__, __LINE__, what);
	abort();
}

IrArena *ir_arena_new(void)
{
	IrArena *a = calloc(1, sizeof *a);
	if (!a)
		ir_die("arena");
	return a;
}

void *ir_alloc(IrArena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if (!a->head || a->head->cap - a->head->used < n) {
		size_t cap = n > 65536 ? n : 65536;
		IrBlock *b = malloc(sizeof *b + cap);
		if (!b)
			ir_die("block");
		b->next = a->head;
		b->used = 0;
		b->cap = cap;
		a->head = b;
	}
	void *p = (char *)a->head->data + a->head->used;
	a->head->used += n;
	memset(p, 0, n);
	return p;
}

char *ir_strdup(IrArena *a, const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s);
	char *p = ir_alloc(a, n + 1);
	memcpy(p, s, n + 1);
	return p;
}

void ir_arena_free(IrArena *a)
{
	if (!a)
		return;
	IrBlock *b = a->head;
	while (b) {
		IrBlock *n = b->next;
		free(b);
		b = n;
	}
	free(a);
}

/* Arrays grow to powers of two: a capacity is implied by the count. */
void ir_push(IrArena *a, void ***arr, int *n, void *item)
{
	int cnt = *n;
	if (cnt == 0 || (cnt & (cnt - 1)) == 0) {
		int cap = cnt == 0 ? 4 : cnt * 2;
		if (cnt != 0 && cnt < 4)
			cap = 4;
		if (cnt == 0 || cnt >= 4) {
			void **na = ir_alloc(a, sizeof(void *) * (size_t)cap);
			if (cnt)
				memcpy(na, *arr, sizeof(void *) * (size_t)cnt);
			*arr = na;
		}
	}
	(*arr)[cnt] = item;
	*n = cnt + 1;
}

IrModel *ir_model_new(const char *name)
{
	IrArena *a = ir_arena_new();
	IrModel *m = ir_alloc(a, sizeof *m);
	m->arena = a;
	m->name = ir_strdup(a, name ? name : "model");
	return m;
}

void ir_free(IrModel *m)
{
	if (m)
		ir_arena_free(m->arena);
}

static void ir_number(IrAutomaton *aut, int *next)
{
	for (int i = 0; i < aut->nedges; i++) {
		aut->edges[i]->id = (*next)++;
		if (aut->edges[i]->stmt && aut->edges[i]->stmt->kind == IR_S_DSTEP &&
		    aut->edges[i]->stmt->body)
			ir_number(aut->edges[i]->stmt->body, next);
	}
}

void ir_finish(IrModel *m)
{
	int next = 0;
	for (int p = 0; p < m->nprocs; p++)
		ir_number(&m->procs[p]->aut, &next);
	m->ntrans = next;
}

int ir_type_size(const IrType *t)
{
	switch (t->kind) {
	case IR_T_BIT: case IR_T_BOOL: case IR_T_BYTE: case IR_T_MTYPE:
	case IR_T_CHAN: case IR_T_PID: case IR_T_CHAN_ANY:
		return 1;
	case IR_T_SHORT:
		return 2;
	case IR_T_INT:
		return 4;
	case IR_T_UNSIGNED:
		return t->bits <= 8 ? 1 : t->bits <= 16 ? 2 : 4;
	case IR_T_STRUCT: {
		int s = 0;
		if (!t->st)
			return 0;
		for (int i = 0; i < t->st->nfields; i++) {
			IrField *f = t->st->fields[i];
			s += ir_type_size(&f->type) * (f->array_len ? f->array_len : 1);
		}
		return s;
	}
	}
	return 4;
}

/* ------------------------------------------------------------- dump */

static const char *ir_type_name(const IrType *t)
{
	static const char *n[] = { "bit", "bool", "byte", "short", "int",
		"unsigned", "mtype", "chan", "pid", "struct", "chan-any" };
	if (t->kind == IR_T_STRUCT && t->st)
		return t->st->name;
	if ((unsigned)t->kind < sizeof n / sizeof n[0])
		return n[t->kind];
	return "?";
}

static const char *ir_op_name(IrOp op)
{
	static const char *n[] = { "-", "!", "~", "+", "-", "*", "/", "%", "&",
		"|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!=", "&&", "||" };
	if ((unsigned)op < sizeof n / sizeof n[0])
		return n[op];
	return "?";
}

static void ir_dump_expr(const IrExpr *e, FILE *o)
{
	if (!e) {
		fputs("<null>", o);
		return;
	}
	switch (e->kind) {
	case IR_E_CONST: fprintf(o, "%lld", (long long)e->value); break;
	case IR_E_MTYPE: fprintf(o, "%s=%lld", e->text ? e->text : "?", (long long)e->value); break;
	case IR_E_VAR:
		fprintf(o, "%s%s", e->var->scope == IR_SCOPE_GLOBAL ? "" : ".", e->var->name);
		break;
	case IR_E_INDEX:
		ir_dump_expr(e->a[0], o); fputc('[', o); ir_dump_expr(e->a[1], o); fputc(']', o);
		break;
	case IR_E_FIELD:
		ir_dump_expr(e->a[0], o); fprintf(o, ".%s", e->field->name);
		break;
	case IR_E_UNOP:
		fprintf(o, "(%s", ir_op_name(e->op)); ir_dump_expr(e->a[0], o); fputc(')', o);
		break;
	case IR_E_BINOP:
		fputc('(', o); ir_dump_expr(e->a[0], o); fprintf(o, "%s", ir_op_name(e->op));
		ir_dump_expr(e->a[1], o); fputc(')', o);
		break;
	case IR_E_COND:
		fputc('(', o); ir_dump_expr(e->a[0], o); fputs(" -> ", o); ir_dump_expr(e->a[1], o);
		fputs(" : ", o); ir_dump_expr(e->a[2], o); fputc(')', o);
		break;
	case IR_E_LEN: fputs("len(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_EMPTY: fputs("empty(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_NEMPTY: fputs("nempty(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_FULL: fputs("full(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_NFULL: fputs("nfull(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_PID: fputs("_pid", o); break;
	case IR_E_NR_PR: fputs("_nr_pr", o); break;
	case IR_E_LAST: fputs("_last", o); break;
	case IR_E_TIMEOUT: fputs("timeout", o); break;
	case IR_E_NP: fputs("np_", o); break;
	case IR_E_ENABLED: fputs("enabled(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_PC_VALUE: fputs("pc_value(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_GET_PRIORITY: fputs("get_priority(", o); ir_dump_expr(e->a[0], o); fputc(')', o); break;
	case IR_E_REMOTE_LABEL:
		fprintf(o, "%s", e->proc ? e->proc->name : "?");
		if (e->a[0]) { fputc('[', o); ir_dump_expr(e->a[0], o); fputc(']', o); }
		fprintf(o, "@L%d", e->label ? e->label->index : -1);
		break;
	case IR_E_REMOTE_VAR:
		fprintf(o, "%s", e->proc ? e->proc->name : "?");
		if (e->a[0]) { fputc('[', o); ir_dump_expr(e->a[0], o); fputc(']', o); }
		fprintf(o, ":%s", e->var ? e->var->name : "?");
		if (e->a[1]) { fputc('[', o); ir_dump_expr(e->a[1], o); fputc(']', o); }
		break;
	case IR_E_RUN:
		fprintf(o, "run %s(", e->proc ? e->proc->name : "?");
		for (int i = 0; i < e->nargs; i++) {
			if (i) fputc(',', o);
			ir_dump_expr(e->args[i], o);
		}
		fputc(')', o);
		if (e->a[0]) { fputs(" priority ", o); ir_dump_expr(e->a[0], o); }
		break;
	case IR_E_POLL:
		fputs("poll[", o);
		if (e->recv) fputs(e->recv->text ? e->recv->text : "?", o);
		fputc(']', o);
		break;
	case IR_E_C_EXPR: fprintf(o, "c_expr{%s}", e->text ? e->text : ""); break;
	}
}

static void ir_dump_stmt(const IrStmt *s, FILE *o)
{
	static const char *k[] = { "expr", "assign", "send", "recv", "assert",
		"printf", "printm", "else", "d_step", "c_code", "set_priority" };
	fprintf(o, "%s", (unsigned)s->kind < 11 ? k[s->kind] : "?");
	switch (s->kind) {
	case IR_S_ASSIGN:
		fputc(' ', o); ir_dump_expr(s->lhs, o); fputs(" := ", o); ir_dump_expr(s->e, o);
		break;
	case IR_S_EXPR: case IR_S_ASSERT: case IR_S_PRINTM:
		fputc(' ', o); ir_dump_expr(s->e, o);
		break;
	case IR_S_SEND:
		fputc(' ', o); ir_dump_expr(s->e, o); fputs(s->sorted ? "!!" : "!", o);
		for (int i = 0; i < s->nargs; i++) {
			if (i) fputc(',', o);
			ir_dump_expr(s->args[i], o);
		}
		break;
	case IR_S_RECV:
		fputc(' ', o); ir_dump_expr(s->e, o); fputs(s->random ? "??" : "?", o);
		if (s->peek) fputc('<', o);
		for (int i = 0; i < s->nargs; i++) {
			static const char *rk[] = { "var:", "const:", "eval:", "_" };
			if (i) fputc(',', o);
			fputs(rk[s->rargs[i].kind], o);
			if (s->rargs[i].e) ir_dump_expr(s->rargs[i].e, o);
		}
		if (s->peek) fputc('>', o);
		break;
	case IR_S_PRINTF:
		fprintf(o, " \"%s\"/%d", s->fmt ? s->fmt : "", s->nargs);
		break;
	case IR_S_SET_PRIORITY:
		if (s->nargs == 2) {
			fputc(' ', o); ir_dump_expr(s->args[0], o); fputc(',', o); ir_dump_expr(s->args[1], o);
		}
		break;
	default:
		break;
	}
}

static void ir_dump_aut(const IrAutomaton *a, FILE *o, int ind)
{
	for (int i = 0; i < a->nlocs; i++) {
		const IrLocation *l = a->locs[i];
		fprintf(o, "%*sL%d", ind, "", l->index);
		if (l->flags & IR_LOC_INIT) fputs(" init", o);
		if (l->flags & IR_LOC_FINAL) fputs(" final", o);
		if (l->flags & IR_LOC_ATOMIC) fputs(" atomic", o);
		if (l->flags & IR_LOC_END) fputs(" end", o);
		if (l->flags & IR_LOC_PROGRESS) fputs(" progress", o);
		if (l->flags & IR_LOC_ACCEPT) fputs(" accept", o);
		for (int j = 0; j < l->nlabels; j++)
			fprintf(o, " %s:", l->labels[j]);
		fprintf(o, "  (line %d", l->loc.line);
		if (l->spin_no)
			fprintf(o, ", spin state %d", l->spin_no);
		fputs(")\n", o);
		for (int j = 0; j < l->nout; j++) {
			const IrEdge *e = l->out[j];
			fprintf(o, "%*s  -> L%d [t%d%s", ind, "", e->dst, e->id,
			        e->atomic ? " atom" : "");
			if (e->prio) fprintf(o, " prio %d", e->prio);
			if (e->stmt && e->stmt->spin_no)
				fprintf(o, " s%d", e->stmt->spin_no);
			for (int k = 0; k < e->ndead; k++)
				fprintf(o, "%s%s", k ? "," : " dead ", e->dead[k]->name);
			fprintf(o, "] %s   {", e->stmt && e->stmt->text ? e->stmt->text : "");
			if (e->stmt) ir_dump_stmt(e->stmt, o);
			fputs("}\n", o);
			if (e->stmt && e->stmt->kind == IR_S_DSTEP && e->stmt->body)
				ir_dump_aut(e->stmt->body, o, ind + 6);
		}
	}
}

static void ir_dump_var(const IrVar *v, FILE *o, const char *ind)
{
	fprintf(o, "%s%s%s %s", ind, v->flags & IR_VAR_HIDDEN ? "hidden " : "",
	        ir_type_name(&v->type), v->name);
	if (v->type.kind == IR_T_UNSIGNED)
		fprintf(o, ":%d", v->type.bits);
	if (v->type.kind == IR_T_MTYPE && v->type.mtype_name)
		fprintf(o, " (mtype:%s)", v->type.mtype_name);
	if (v->array_len)
		fprintf(o, "[%d]", v->array_len);
	if (v->init) {
		fputs(" = ", o);
		ir_dump_expr(v->init, o);
	}
	if (v->chan_init) {
		fprintf(o, " = [%d] of {", v->chan_init->capacity);
		for (int i = 0; i < v->chan_init->nfields; i++)
			fprintf(o, "%s%s", i ? "," : "", ir_type_name(&v->chan_init->fields[i]));
		fputc('}', o);
	}
	if (v->flags & IR_VAR_PARAM) fputs(" (param)", o);
	fputc('\n', o);
}

void ir_dump(const IrModel *m, FILE *o)
{
	fprintf(o, "model %s\n", m->name);
	for (int i = 0; i < m->nmtypes; i++)
		fprintf(o, "mtype%s%s %s = %d\n", m->mtypes[i]->mtype_name ? ":" : "",
		        m->mtypes[i]->mtype_name ? m->mtypes[i]->mtype_name : "",
		        m->mtypes[i]->name, m->mtypes[i]->value);
	for (int i = 0; i < m->nstructs; i++) {
		fprintf(o, "typedef %s {\n", m->structs[i]->name);
		for (int j = 0; j < m->structs[i]->nfields; j++) {
			IrField *f = m->structs[i]->fields[j];
			fprintf(o, "  %s %s", ir_type_name(&f->type), f->name);
			if (f->array_len) fprintf(o, "[%d]", f->array_len);
			fputc('\n', o);
		}
		fputs("}\n", o);
	}
	for (int i = 0; i < m->nglobals; i++)
		ir_dump_var(m->globals[i], o, "global ");
	for (int i = 0; i < m->ndefines; i++)
		fprintf(o, "#define %s %s\n", m->defines[i]->name, m->defines[i]->body);
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		static const char *kn[] = { "proctype", "init", "never", "trace", "notrace" };
		fprintf(o, "%s %s (active %d, priority %d%s) locs %d edges %d\n",
		        kn[pt->kind], pt->name, pt->active, pt->priority,
		        pt->deterministic ? ", D" : "", pt->aut.nlocs, pt->aut.nedges);
		if (pt->provided) {
			fputs("  provided ", o);
			ir_dump_expr(pt->provided, o);
			fputc('\n', o);
		}
		for (int i = 0; i < pt->nlocals; i++)
			ir_dump_var(pt->locals[i], o, "  local ");
		ir_dump_aut(&pt->aut, o, 2);
	}
	for (int i = 0; i < m->nltls; i++)
		fprintf(o, "ltl %s { %s }\n", m->ltls[i]->name, m->ltls[i]->text);
	for (int i = 0; i < m->naps; i++) {
		fprintf(o, "proposition \"%s\" = ", m->aps[i]->text);
		ir_dump_expr(m->aps[i]->e, o);
		fputc('\n', o);
	}
	for (int i = 0; i < m->nxrxs; i++)
		fprintf(o, "%s %s in %s\n", m->xrxs[i]->is_send ? "xs" : "xr",
		        m->xrxs[i]->chan->name, m->xrxs[i]->proc->name);
	for (int i = 0; i < m->ncdecls; i++)
		fprintf(o, "c_decl/state/track %d: %s\n", m->cdecls[i]->kind, m->cdecls[i]->text);
	fprintf(o, "ntrans %d\n", m->ntrans);
}

int ir_param_slots(const IrProctype *pt)
{
	int n = 0;
	for (int i = 0; i < pt->nparams; i++)
		n += pt->params[i]->nleaves ? pt->params[i]->nleaves : 1;
	return n;
}

int ir_number_trans(const IrModel *m, IrEdge ***byid, int **owner)
{
	int n = 0;
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			n += m->procs[p]->aut.nedges;
	*byid = calloc((size_t)n + 1, sizeof **byid);
	*owner = calloc((size_t)n + 1, sizeof **owner);
	if (!*byid || !*owner)
		abort();
	int id = 0;
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		if (pt->kind > IR_PROC_INIT)
			continue;
		for (int i = 0; i < pt->aut.nedges; i++, id++) {
			pt->aut.edges[i]->id = id;
			(*byid)[id] = pt->aut.edges[i];
			(*owner)[id] = p;
		}
	}
	return n;
}

void ir_visit_expr(const IrExpr *e, IrExprFn fn, void *ctx)
{
	if (!e)
		return;
	fn(ctx, e);
	for (int i = 0; i < 3; i++)
		ir_visit_expr(e->a[i], fn, ctx);
	for (int i = 0; i < e->nargs; i++)
		ir_visit_expr(e->args[i], fn, ctx);
	ir_visit_stmt(e->recv, fn, ctx);
}

void ir_visit_stmt(const IrStmt *s, IrExprFn fn, void *ctx)
{
	if (!s)
		return;
	ir_visit_expr(s->e, fn, ctx);
	ir_visit_expr(s->lhs, fn, ctx);
	ir_visit_expr(s->c_guard, fn, ctx);
	for (int i = 0; i < s->nargs; i++) {
		if (s->args)
			ir_visit_expr(s->args[i], fn, ctx);
		if (s->rargs)
			ir_visit_expr(s->rargs[i].e, fn, ctx);
	}
	ir_visit_stmt(s->sync, fn, ctx);
	for (int i = 0; i < s->neffects; i++)
		ir_visit_stmt(s->effects[i], fn, ctx);
	for (int i = 0; s->body && i < s->body->nedges; i++)
		ir_visit_stmt(s->body->edges[i]->stmt, fn, ctx);
}

int ir_expr_has_run(const IrExpr *e)
{
	if (!e)
		return 0;
	if (e->kind == IR_E_RUN)
		return 1;
	for (int i = 0; i < 3; i++)
		if (ir_expr_has_run(e->a[i]))
			return 1;
	return 0;
}
