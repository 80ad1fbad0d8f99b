/*
 * spinno.c -- the numbers Spin gives the elements of a proctype body: the
 * "(state N)" of spin -p and spin -t -p, the states of pan -d, the values
 * of pc_value().
 *
 * Spin numbers elements in the order its parser creates them, from 1 in
 * each body: a statement's element is made when the statement is added to
 * its sequence, after everything nested in it was parsed (post-order).
 * if/do add their element, then a '.' target (do: and a break target);
 * unless adds the escape's element, the main part's, then its own and a
 * '.' (a labelled { }, atomic or d_step as the main part: its own
 * element after the '.', sn_unless_lifted); for/select add the loop
 * variable's start value to the enclosing sequence, then the condition
 * (for a record over a channel's messages: and a receive and a send), the
 * body, the increment, (else and) a goto
 * to the break target, then the do's three elements; an inline call
 * is parsed as a { } block of the inline's body, once per call; a
 * declaration after the first statement adds an assignment per variable;
 * a goto or break labelled end/accept/progress gets a skip after it (the
 * skip takes the label); the body ends with -end-.  This pass walks the
 * AST in that order and keeps the number of each (node, role, inline call
 * path); lower.c looks them up as it builds the automaton.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/promela/pml.h"

typedef struct SnEntry {
	const PNode *p;        /* statement (NULL: empty slot) */
	uint64_t path;         /* hash of the inline calls it sits in */
	int role;              /* PML_SN_* */
	int no;                /* Spin's number */
} SnEntry;

struct PmlSpinNo {
	SnEntry *t;            /* open addressing, cap a power of two */
	size_t cap, n;
	PNode **inlines;       /* the model's inline definitions (borrowed) */
	int ninlines;
	const PNode *calls[64];/* inline calls being walked */
	int ncalls;
	int cnt;               /* next number */
	int init_ok;           /* declarations still initialize at creation */
	int end;               /* number of -end- */
	const PNode **decl;    /* the P_IVARs of the body's declarations */
	char *decl_rec;        /* so far, and whether each is a record */
	int ndecl, capdecl;
	int (*is_rec)(void *, const char *); /* other names (pml_sn_new) */
	void *rec_ctx;
};

uint64_t pml_sn_path(const PNode *const *calls, int n)
{
	uint64_t h = 1469598103934665603ULL;
	for (int i = 0; i < n; i++) {
		h ^= (uint64_t)(uintptr_t)calls[i];
		h *= 1099511628211ULL;
	}
	return h;
}

static size_t sn_slot(const PmlSpinNo *s, const PNode *p, int role,
    uint64_t path)
{
	uint64_t h = ((uint64_t)(uintptr_t)p * 31 + (uint64_t)role) ^ path;
	h *= 0x9E3779B97F4A7C15ULL;
	size_t i = (size_t)(h >> 20) & (s->cap - 1);
	while (s->t[i].p && (s->t[i].p != p || s->t[i].role != role ||
	    s->t[i].path != path))
		i = (i + 1) & (s->cap - 1);
	return i;
}

static void sn_grow(PmlSpinNo *s)
{
	SnEntry *old = s->t;
	size_t oc = s->cap;
	s->cap = oc ? oc * 2 : 256;
	s->t = calloc(s->cap, sizeof *s->t);
	for (size_t i = 0; i < oc; i++)
		if (old[i].p)
			s->t[sn_slot(s, old[i].p, old[i].role, old[i].path)] = old[i];
	free(old);
}

/* The next number for (p, role) in the current inline call path. */
static void sn_set(PmlSpinNo *s, const PNode *p, int role)
{
	if (2 * (s->n + 1) > s->cap)
		sn_grow(s);
	uint64_t path = pml_sn_path(s->calls, s->ncalls);
	size_t i = sn_slot(s, p, role, path);
	if (!s->t[i].p)
		s->n++;
	s->t[i] = (SnEntry){ p, path, role, s->cnt++ };
}

int pml_sn_get(const PmlSpinNo *s, const PNode *p, int role, uint64_t path)
{
	if (!s || !s->cap)
		return 0;
	size_t i = sn_slot(s, p, role, path);
	return s->t[i].p ? s->t[i].no : 0;
}

int pml_sn_end(const PmlSpinNo *s)
{
	return s ? s->end : 0;
}

static void sn_seq(PmlSpinNo *s, const PNode *seq);
static void sn_stmt(PmlSpinNo *s, const PNode *p);

static const PNode *sn_inline(const PmlSpinNo *s, const PNode *call)
{
	for (int i = 0; i < s->ninlines; i++)
		if (!strcmp(s->inlines[i]->str, call->str))
			return s->inlines[i];
	return NULL;
}

/* A declaration after the first statement: one assignment per variable
 * (not for an array with a scalar initializer, nor a channel with one:
 * Spin only warns about those). */
static void sn_decl(PmlSpinNo *s, const PNode *d)
{
	const PNode *vd = d->a;
	for (int i = 0; vd && i < vd->n; i++) {
		const PNode *iv = vd->list[i];
		if ((iv->b && iv->c) || iv->d)
			continue;
		sn_set(s, iv, PML_SN_EL);
	}
}

/* Remember the variables a declaration makes (the record ones). */
static void sn_note_decl(PmlSpinNo *s, const PNode *d)
{
	const PNode *vd = d->a;
	int rec = vd && vd->a && vd->a->kind == P_TYPE && vd->a->op == IR_T_STRUCT;
	for (int i = 0; vd && i < vd->n; i++) {
		if (s->ndecl == s->capdecl) {
			int cap = s->capdecl ? 2 * s->capdecl : 16;
			const PNode **nd = realloc(s->decl, sizeof *nd * (size_t)cap);
			char *nr = nd ? realloc(s->decl_rec, (size_t)cap) : NULL;
			if (nd)
				s->decl = nd;
			if (!nr)
				return;
			s->decl_rec = nr;
			s->capdecl = cap;
		}
		s->decl[s->ndecl] = vd->list[i];
		s->decl_rec[s->ndecl++] = (char)rec;
	}
}

/* Is x, the variable of a `for (x in ...)`, a record (Spin's test for a
 * loop over a channel's messages)?  An inline's parameter stands for its
 * argument; then the latest declaration of the name walked so far, else
 * the caller's answer (a global or a parameter). */
static int sn_for_record(const PmlSpinNo *s, const PNode *x)
{
	if (!x || x->kind != P_NAME || !x->str)
		return 0;
	const char *name = x->str;
	for (int i = s->ncalls - 1; i >= 0; i--) {
		const PNode *def = sn_inline(s, s->calls[i]);
		for (int k = 0; def && k < def->n; k++)
			if (!strcmp(def->list[k]->str, name)) {
				const PNode *arg = k < s->calls[i]->n ? s->calls[i]->list[k] : NULL;
				if (!arg || arg->kind != P_NAME || !arg->str)
					return 0;
				name = arg->str;
				break;
			}
	}
	for (int i = s->ndecl - 1; i >= 0; i--)
		if (!strcmp(s->decl[i]->str, name))
			return s->decl_rec[i];
	return s->is_rec ? s->is_rec(s->rec_ctx, name) : 0;
}

int pml_select_is_if(const PNode *p, int in_inline)
{
	/* p->op: the parser saw the form Spin's lexer expands (plain decimal
	 * bounds, an alphanumeric name, no newline inside: select_expands) */
	if (in_inline || !p->op || !p->a || p->a->kind != P_NAME || !p->a->str ||
	    !p->b || !p->c || p->b->kind != P_CONST || p->c->kind != P_CONST ||
	    p->b->ival < 0 || p->c->ival < p->b->ival ||
	    p->c->ival - p->b->ival > 32)
		return 0;
	for (const char *c = p->a->str; *c; c++)
		if (!isalnum((unsigned char)*c))
			return 0;
	return 1;
}

static int sn_const_range(const PmlSpinNo *s, const PNode *p)
{
	return pml_select_is_if(p, s->ncalls > 0);
}

/* What the parse of p numbers before p itself is added to its sequence. */
static void sn_parse(PmlSpinNo *s, const PNode *p)
{
	switch (p->kind) {
	case P_LABEL:
		sn_parse(s, p->a);
		return;
	case P_SEQ:
		sn_seq(s, p);
		return;
	case P_IF: case P_DO:
		for (int i = 0; i < p->n; i++) {
			s->init_ok = 0;
			sn_seq(s, p->list[i]);
		}
		return;
	case P_ATOMIC: case P_DSTEP: case P_BLOCK:
		s->init_ok = 0;
		sn_seq(s, p->a);
		return;
	case P_CALL: {
		const PNode *def = sn_inline(s, p);
		s->init_ok = 0;
		if (!def || s->ncalls >= 64)
			return;
		for (int i = 0; i < s->ncalls; i++)
			if (s->calls[i] == p)
				return; /* recursion: lower.c reports it */
		s->calls[s->ncalls++] = p;
		sn_seq(s, def->a);
		s->ncalls--;
		return;
	}
	case P_UNLESS:
		sn_parse(s, p->a);
		sn_parse(s, p->b);
		s->init_ok = 0;
		return;
	case P_SELECT:
		if (sn_const_range(s, p)) {
			for (long long v = p->b->ival; v <= p->c->ival; v++)
				sn_set(s, p, PML_SN_SEL0 + (int)(v - p->b->ival));
			return;
		}
		/* fall through */
	case P_FOR: case P_FOR_IN:
		sn_set(s, p, PML_SN_FOR_INIT);  /* in the enclosing sequence */
		s->init_ok = 0;
		sn_set(s, p, PML_SN_FOR_COND);
		if (p->kind == P_FOR_IN && sn_for_record(s, p->a)) {
			sn_set(s, p, PML_SN_FOR_RECV);
			sn_set(s, p, PML_SN_FOR_SEND);
		}
		if (p->kind != P_SELECT)
			sn_seq(s, p->d);
		sn_set(s, p, PML_SN_FOR_INC);
		if (p->kind != P_SELECT)
			sn_set(s, p, PML_SN_FOR_ELSE);
		sn_set(s, p, PML_SN_FOR_GOTO);
		return;
	default:
		return;
	}
}

static int sn_special(const char *l)
{
	return !strncmp(l, "end", 3) || !strncmp(l, "accept", 6) ||
	    !strncmp(l, "progress", 8);
}

/* The main part of unless p when it is one label on a { }, an atomic or
 * a d_step (else NULL): Spin's parser turns `L: { A } unless { E }`
 * into `L: { { A } unless { E } }`, wrapping the unless in a new
 * sequence of the main part's kind; the wrapper's element is made after
 * the unless's own two, and it is the one the label names.  (Two labels,
 * or a label on another statement, are refused: "label placed
 * incorrectly".) */
static const PNode *sn_unless_lifted(const PNode *p)
{
	const PNode *m = p->a;
	if (!m || m->kind != P_LABEL || !m->a)
		return NULL;
	m = m->a;
	return m->kind == P_BLOCK || m->kind == P_ATOMIC || m->kind == P_DSTEP ?
	    m : NULL;
}

/* Add p to its sequence: the elements p itself makes. */
static void sn_add(PmlSpinNo *s, const PNode *p)
{
	int special = 0;
	while (p->kind == P_LABEL) {
		special |= sn_special(p->str);
		p = p->a;
	}
	switch (p->kind) {
	case P_SEQ:
		return;
	case P_IF: case P_UNLESS:
		if (p->kind == P_UNLESS) {
			/* the escape's and the main part's own elements,
			 * each unless it is a { } block */
			const PNode *lifted = sn_unless_lifted(p);
			if (p->b->kind != P_BLOCK)
				sn_add(s, p->b);
			if (p->a->kind != P_BLOCK && !lifted)
				sn_add(s, p->a);
			sn_set(s, p, PML_SN_EL);
			sn_set(s, p, PML_SN_DOT);
			/* L: { } / atomic / d_step unless: Spin moves the
			 * label out, `L: { { } unless ... }` (the braces'
			 * kind kept), so the braces' element comes last */
			if (lifted)
				sn_set(s, lifted, PML_SN_EL);
			return;
		}
		sn_set(s, p, PML_SN_EL);
		sn_set(s, p, PML_SN_DOT);
		return;
	case P_SELECT:
		if (sn_const_range(s, p)) {  /* an if */
			sn_set(s, p, PML_SN_EL);
			sn_set(s, p, PML_SN_DOT);
			return;
		}
		/* fall through */
	case P_DO: case P_FOR: case P_FOR_IN:
		sn_set(s, p, PML_SN_EL);
		sn_set(s, p, PML_SN_DOT);
		sn_set(s, p, PML_SN_BRK);
		return;
	case P_GOTO: case P_BREAK:
		sn_set(s, p, PML_SN_EL);
		if (special)
			sn_set(s, p, PML_SN_SKIP);
		return;
	default:
		sn_set(s, p, PML_SN_EL);
		return;
	}
}

static void sn_stmt(PmlSpinNo *s, const PNode *p)
{
	sn_parse(s, p);
	sn_add(s, p);
	s->init_ok = 0;
}

static void sn_seq(PmlSpinNo *s, const PNode *seq)
{
	for (int i = 0; seq && i < seq->n; i++) {
		const PNode *p = seq->list[i];
		if (p->kind == P_XRXS)
			continue;
		if (p->kind == P_DECL) {
			sn_note_decl(s, p);
			if (!s->init_ok)
				sn_decl(s, p);
			continue;
		}
		sn_stmt(s, p);
	}
}

PmlSpinNo *pml_sn_new(const PNode *body, PNode **inlines, int ninlines,
                      int (*is_rec)(void *ctx, const char *name), void *ctx)
{
	PmlSpinNo *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->inlines = inlines;
	s->ninlines = ninlines;
	s->is_rec = is_rec;
	s->rec_ctx = ctx;
	s->cnt = 1;
	s->init_ok = 1;
	sn_grow(s);
	sn_seq(s, body);
	s->end = s->cnt++;
	return s;
}

void pml_sn_free(PmlSpinNo *s)
{
	if (s) {
		free(s->t);
		free(s->decl);
		free(s->decl_rec);
	}
	free(s);
}
