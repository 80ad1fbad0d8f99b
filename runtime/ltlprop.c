/* ltlprop.c -- property automata and their propositions, see ltlprop.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bdd.h>
#include "runtime/ltlprop.h"

/* One LTL context for the life of the process: BuDDy (libbdd 2.4) keeps
 * a stale support buffer across bdd_done()/bdd_init(), so a second context
 * after the first was freed crashes in bdd_support().  APs only accumulate
 * in it; each RtLtl binds them afresh for its model. */
static LtlContext *rt_ltl_ctx;

int rt_ltl_open(RtLtl *L, const MccModel *m)
{
	memset(L, 0, sizeof *L);
	L->m = m;
	if (!rt_ltl_ctx)
		rt_ltl_ctx = ltl_context_new();
	L->ctx = rt_ltl_ctx;
	return L->ctx ? 0 : -1;
}

void rt_ltl_close(RtLtl *L)
{
	for (unsigned i = 0; i < L->nbind; i++)
		rt_expr_free(L->bind[i].expr);
	free(L->bind);
	memset(L, 0, sizeof *L);
}

void rt_ltl_error(const char *src, int line, int col, const char *text,
    const char *msg)
{
	fprintf(stderr, "%s:%d:%d: error: %s\n", src, line, col, msg);
	if (!text)
		return;
	fprintf(stderr, "  %s\n  ", text);
	for (int i = 1; i < col && text[i - 1]; i++)
		fputc(text[i - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}

/* Index of `t` among the model's compiled propositions, or -1. */
static int rt_compiled_ap(const MccModel *m, const char *t)
{
	const MccModelLtl *l = m->ltl;
	for (int i = 0; l && i < l->nap; i++)
		if (l->ap_text[i] && !strcmp(l->ap_text[i], t))
			return i;
	return -1;
}

static int rt_bind_grow(RtLtl *L, unsigned n)
{
	if (n <= L->nbind)
		return 0;
	RtAp *nb = realloc(L->bind, n * sizeof *nb);
	if (!nb)
		return -1;
	for (unsigned i = L->nbind; i < n; i++) {
		nb[i].compiled = -2; /* not bound yet */
		nb[i].expr = NULL;
	}
	L->bind = nb;
	L->nbind = n;
	return 0;
}

/* Column of AP text `ap` in `text` (1-based, 1 if not found). */
static int rt_ap_column(const char *text, const char *ap)
{
	const char *at = text ? strstr(text, ap) : NULL;
	return at ? (int)(at - text) + 1 : 1;
}

/* Bind context AP i; 0, or -1 after a located error about p's text. */
static int rt_bind_ap(RtLtl *L, unsigned i, const RtProp *p)
{
	if (rt_bind_grow(L, ltl_ap_count(L->ctx)) < 0)
		return -1;
	RtAp *b = &L->bind[i];
	if (b->compiled != -2)
		return 0;
	const char *name = ltl_ap_name(L->ctx, i);
	int c = rt_compiled_ap(L->m, name);
	if (c >= 0) {
		b->compiled = c;
		return 0;
	}
	char err[256], msg[400];
	int col = 1;
	RtExpr *e = rt_expr_parse(L->m, name, err, sizeof err, &col);
	if (!e) {
		snprintf(msg, sizeof msg, "in proposition '%s': %s", name, err);
		int at = rt_ap_column(p ? p->text : NULL, name);
		rt_ltl_error(p ? p->src : "proposition", p ? p->line : 1,
		    at + col - 1, p ? p->text : name, msg);
		return -1;
	}
	b->compiled = -1;
	b->expr = e;
	return 0;
}

/* Bind every AP occurring in f. */
static int rt_bind_formula(RtLtl *L, const LtlFormula *f, const RtProp *p)
{
	if (f->op == LTL_AP)
		return rt_bind_ap(L, f->ap, p);
	for (unsigned i = 0; i < f->nargs; i++)
		if (rt_bind_formula(L, f->args[i], p) < 0)
			return -1;
	return 0;
}

/* The formula of claim guard `ap`: its boolean structure over the
 * conditions it tests (MccModelLtl.ap_form), or the guard itself. */
static LtlFormula *rt_claim_guard(RtLtl *L, int ap)
{
	const MccModelLtl *l = L->m->ltl;
	LtlContext *ctx = L->ctx;
	int lo = l->ap_form_start ? l->ap_form_start[ap] : 0;
	int hi = l->ap_form_start ? l->ap_form_start[ap + 1] : 0;
	if (lo == hi)
		return ltl_ap(ctx, ltl_ap_intern(ctx, l->ap_text[ap]));
	LtlFormula **st = malloc((size_t)(hi - lo) * sizeof *st);
	int n = 0;
	if (!st)
		return NULL;
	for (int k = lo; k < hi; k++) {
		int32_t v = l->ap_form[k];
		if (v >= 0)
			st[n++] = ltl_ap(ctx, ltl_ap_intern(ctx, l->ap_text[v]));
		else if (v == MCC_FORM_TRUE)
			st[n++] = ltl_true(ctx);
		else if (v == MCC_FORM_FALSE)
			st[n++] = ltl_false(ctx);
		else if (v == MCC_FORM_NOT && n >= 1)
			st[n - 1] = ltl_unop(ctx, LTL_NOT, st[n - 1]);
		else if ((v == MCC_FORM_AND || v == MCC_FORM_OR) && n >= 2) {
			n--;
			st[n - 1] = ltl_binop(ctx, v == MCC_FORM_AND ? LTL_AND : LTL_OR,
			    st[n - 1], st[n]);
		} else {
			n = 0;
			break;
		}
	}
	LtlFormula *f = n == 1 ? st[0] : NULL;
	free(st);
	return f;
}

/* The never claim as a state-based Büchi automaton (mark 0 on the edges
 * leaving accepting states).  The end of the claim and its failed
 * assertions are violations on their own, found by the search for errors
 * in the scope of the property (ltlerr.c): here they are dead ends, so
 * that a cycle the emptiness checks find is an acceptance cycle.  With
 * -A, a failed assertion's place moves on as the assertion's successor
 * (it has its edges). */
static LtlAut *rt_claim_aut(RtLtl *L, const MccClaim *c)
{
	LtlContext *ctx = L->ctx;
	LtlAut *a = ltl_aut_new(ctx, (unsigned)c->nstates, 1,
	    ltl_acc_gen_buchi(1));
	LtlFormula **args = calloc((size_t)c->edge_start[c->nstates] + 1,
	    sizeof *args);
	if (!a || !args) {
		free(args);
		if (a)
			ltl_aut_free(a);
		return NULL;
	}
	a->init = (unsigned)c->init;
	for (int q = 0; q < c->nstates; q++) {
		LtlMarks mk = c->accepting[q] ? 1 : 0;
		int n = 0;
		if (c->final[q] == 1 || (c->final[q] == 2 && !L->ignore_assert))
			continue;
		for (int k = c->edge_start[q]; k < c->edge_start[q + 1]; k++) {
			int ap = c->edges[k].ap;
			if (ap >= 0)
				args[n++] = rt_claim_guard(L, ap);
			else if (ap == -1)
				args[n++] = ltl_true(ctx);
			if (n && !args[n - 1]) {
				free(args);
				ltl_aut_free(a);
				return NULL;
			}
		}
		LtlFormula *els = ltl_unop(ctx, LTL_NOT,
		    ltl_nary(ctx, LTL_OR, args, (unsigned)n));
		for (int k = c->edge_start[q], i = 0; k < c->edge_start[q + 1]; k++) {
			int ap = c->edges[k].ap;
			LtlFormula *g = ap >= -1 ? args[i++] : els;
			int b = ltl_formula_bdd(ctx, g);
			ltl_aut_add_edge(a, q, (unsigned)c->edges[k].dst, b, mk);
			bdd_delref(b);
		}
	}
	free(args);
	ltl_aut_finish(a);
	for (unsigned i = 0; i < ltl_ap_count(ctx); i++)
		if (rt_bind_ap(L, i, NULL) < 0) {
			ltl_aut_free(a);
			return NULL;
		}
	return a;
}

/* One state, a true self-loop, no acceptance set: every run (-l). */
static LtlAut *rt_true_aut(RtLtl *L)
{
	LtlAut *a = ltl_aut_new(L->ctx, 1, 0, NULL);
	ltl_aut_add_edge(a, 0, 0, bdd_true(), 0);
	ltl_aut_finish(a);
	return a;
}

LtlAut *rt_acceptance_convert(const LtlAut *a, int acceptance)
{
	switch (acceptance) {
	case RT_ACC_TGRA: return ltl_aut_to_tgra(a);
	case RT_ACC_TFLA: return ltl_aut_finless(a);
	default: return ltl_aut_to_tgba(a);
	}
}

int rt_is_hoa(const char *text)
{
	return text && !strncmp(text, "HOA:", 4);
}

const char *rt_hoa_source(const char *text)
{
	static char src[512];
	const char *k = strstr(text, "/* mcc-source: ");
	snprintf(src, sizeof src, "automaton");
	if (k) {
		k += 15;
		const char *e = strstr(k, " */");
		size_t n = e ? (size_t)(e - k) : strlen(k);
		snprintf(src, sizeof src, "%.*s", (int)(n < 500 ? n : 500), k);
	}
	return src;
}

/* Bind AP i of a HOA claim, errors located at its "name" in the text. */
static int rt_bind_hoa_ap(RtLtl *L, unsigned i, const char *text,
    const char *src)
{
	const char *name = ltl_ap_name(L->ctx, i);
	size_t nl = strlen(name);
	const char *at = text;
	while ((at = strchr(at, '"')) && (strncmp(at + 1, name, nl) ||
	    at[nl + 1] != '"'))
		at++;
	if (!at)
		at = text;
	int line = 1;
	const char *bol = text;
	for (const char *q = text; q < at; q++)
		if (*q == '\n') {
			line++;
			bol = q + 1;
		}
	size_t ll = strcspn(bol, "\n");
	char *one = malloc(ll + 1);
	if (!one)
		return -1;
	memcpy(one, bol, ll);
	one[ll] = 0;
	RtProp q;
	memset(&q, 0, sizeof q);
	q.text = one;
	q.src = src;
	q.line = line;
	int r = rt_bind_ap(L, i, &q);
	free(one);
	return r;
}

/* mcc --automaton: the HOA claim, in the form --acceptance asks for. */
static LtlAut *rt_hoa_aut(RtLtl *L, const RtProp *p)
{
	LtlError err;
	char src[512];
	snprintf(src, sizeof src, "%s", rt_hoa_source(p->text));
	memset(&err, 0, sizeof err);
	LtlAut *h = ltl_parse_hoa(L->ctx, p->text, src, &err);
	if (!h) {
		fprintf(stderr, "%s:%d:%d: error: %s\n", src, err.line, err.col,
		    err.msg);
		return NULL;
	}
	unsigned n, *aps = ltl_aut_aps(h, &n);
	for (unsigned k = 0; k < n; k++)
		if (rt_bind_hoa_ap(L, aps[k], p->text, src) < 0) {
			free(aps);
			ltl_aut_free(h);
			return NULL;
		}
	free(aps);
	LtlAut *a = rt_acceptance_convert(h, L->acceptance);
	ltl_aut_free(h);
	if (!a)
		fprintf(stderr, "%s: error: too many acceptance sets\n", src);
	return a;
}

static LtlAut *rt_formula_aut(RtLtl *L, const RtProp *p)
{
	/* statement merging hides steps that only move a process inside
	 * its own state: no matter to formulas without X (they cannot count
	 * such steps), but it may to other automata */
	if (rt_is_hoa(p->text)) {
		L->stutter_why = "an automaton (HOA) is not known to be "
		    "stutter-invariant";
		rt_merge_off(L->m);
		return rt_hoa_aut(L, p);
	}
	LtlError err;
	memset(&err, 0, sizeof err);
	LtlFormula *f = ltl_parse(L->ctx, p->text, (LtlSyntax)p->syntax, &err);
	if (!f) {
		rt_ltl_error(p->src, p->line, err.col, p->text, err.msg);
		return NULL;
	}
	if (rt_bind_formula(L, f, p) < 0)
		return NULL;
	if (f->has_x) {
		L->stutter_why = "the formula has X (not known to be "
		    "stutter-invariant)";
		rt_merge_off(L->m);
	}
	if (p->kind == RT_PROP_LTL)
		f = ltl_negate(L->ctx, f);
	LtlAut *t = L->acceptance == RT_ACC_TGBA ? ltl_translate(L->ctx, f, NULL)
	    : ltl_translate_generic(L->ctx, f, NULL);
	LtlAut *a = NULL;
	if (t && L->acceptance == RT_ACC_TGBA)
		a = ltl_aut_postprocess(t);
	else if (t)
		a = rt_acceptance_convert(t, L->acceptance);
	if (t)
		ltl_aut_free(t);
	if (!a)
		rt_ltl_error(p->src, p->line, 1, p->text,
		    "formula too large to translate");
	return a;
}

LtlAut *rt_prop_automaton(RtLtl *L, const RtProp *p)
{
	L->stutter_why = NULL;
	switch (p->kind) {
	case RT_PROP_NP: /* <>[] np_: stutter-invariant; np_ is made
		                  visible (runtime/por/visible.c) */
		return rt_true_aut(L);
	case RT_PROP_ACCEPT: /* []<> at an accept label: made visible too */
		return rt_true_aut(L);
	case RT_PROP_NEVER:
		L->stutter_why = "a never claim is not known to be "
		    "stutter-invariant";
		if (!L->m->ltl || !L->m->ltl->claim) {
			fprintf(stderr, "pan: the model has no never claim\n");
			return NULL;
		}
		rt_merge_off(L->m);
		return rt_claim_aut(L, L->m->ltl->claim);
	default:
		return rt_formula_aut(L, p);
	}
}

LtlAut *rt_prop_part(const LtlAut *full, const char *part)
{
	if (!strcmp(part, "all"))
		return ltl_aut_copy(full);
	if (!strcmp(part, "ba"))
		return ltl_degeneralize(full, NULL);
	if (!strcmp(part, "T"))
		return ltl_decompose(full, LTL_PART_T);
	if (!strcmp(part, "W"))
		return ltl_decompose(full, LTL_PART_W);
	if (!strcmp(part, "TW"))
		return ltl_decompose(full, LTL_PART_T | LTL_PART_W);
	if (!strcmp(part, "S"))
		return ltl_decompose(full, LTL_PART_S);
	return NULL;
}

int rt_part_strength(const char *part, const LtlAut *a)
{
	if (!strcmp(part, "T"))
		return EC_STRENGTH_TERMINAL;
	if (!strcmp(part, "W") || !strcmp(part, "TW"))
		return EC_STRENGTH_WEAK;
	return EC_STRENGTH_GENERAL;
}

LtlCompiled *rt_prop_compile(RtLtl *L, const LtlAut *a, RtAp **aps)
{
	*aps = NULL;
	LtlCompiled *c = ltl_aut_compile(a);
	if (!c) {
		fprintf(stderr, "pan: the property has more than 64 "
		    "propositions\n");
		return NULL;
	}
	*aps = calloc(c->naps ? c->naps : 1, sizeof **aps);
	if (!*aps || rt_bind_grow(L, ltl_ap_count(L->ctx)) < 0) {
		ltl_compiled_free(c);
		free(*aps);
		*aps = NULL;
		return NULL;
	}
	for (unsigned i = 0; i < c->naps; i++) {
		unsigned k = c->ap_index[i];
		if (L->bind[k].compiled == -2 && rt_bind_ap(L, k, NULL) < 0) {
			ltl_compiled_free(c);
			free(*aps);
			*aps = NULL;
			return NULL;
		}
		(*aps)[i] = L->bind[k];
	}
	return c;
}
