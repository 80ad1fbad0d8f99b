/* never.c -- Spin never-claim reader.
 *
 * Accepts what `spin -f` and ltl_print_never write:
 *   never { [/ * c * /]  (label: )* stmt ... }
 *   stmt := if opt+ fi [;] | do opt+ od [;] | skip [;] | false [;] | goto L [;]
 *   opt  := :: guard -> goto L [;] | :: guard -> skip | :: atomic { guard -> assert(...) }
 * A state is accepting when one of its labels starts with "accept".
 * Reaching the end of the claim (skip as last statement, atomic-assert
 * options) is a match: modelled by an accepting sink with a true loop.
 * Guards are Boolean formulas parsed with ltl_parse (Spin syntax, falling
 * back to the AUTO syntax).  Result: state-based Büchi automaton.
 */
#include "ltl/ltl_int.h"
#include <ctype.h>

typedef struct Opt { int guard; char *target; int kind; int off; } Opt; /* kind 0 goto, 1 end, 2 self */
typedef struct Stmt {
    char **labels; unsigned nlabels;  /* labels naming this statement */
    int kind;                         /* 0 if/do, 1 skip, 2 false, 3 goto */
    Opt *opts; unsigned nopts;        /* options of if/do; goto target in opts[0] */
    int isdo;                         /* do (self loops for skip options) */
} Stmt;

typedef struct NP {
    LtlContext *ctx; const char *s; int i, n; LtlError *err; int failed;
    Stmt *st; unsigned nst;
    int noarrow;      /* last guard had no '->' (":: false") */
} NP;

static void loc(NP *p, int off, int *line, int *col)
{
    *line = 1; *col = 1;
    for (int k = 0; k < off && k < p->n; k++) {
        if (p->s[k] == '\n') { (*line)++; *col = 1; } else (*col)++;
    }
}

static int nfail(NP *p, int off, const char *msg, const char *arg)
{
    if (p->failed) return 0;
    int l, c;
    loc(p, off, &l, &c);
    ltl_err(p->err, l, c, msg, arg);
    p->failed = 1;
    return 0;
}

static void ws(NP *p)
{
    for (;;) {
        while (p->i < p->n && isspace((unsigned char)p->s[p->i])) p->i++;
        if (p->i + 1 < p->n && p->s[p->i] == '/' && p->s[p->i + 1] == '*') {
            const char *e = strstr(p->s + p->i + 2, "*/");
            p->i = e ? (int)(e - p->s) + 2 : p->n;
            continue;
        }
        if (p->i + 1 < p->n && p->s[p->i] == '/' && p->s[p->i + 1] == '/') {
            while (p->i < p->n && p->s[p->i] != '\n') p->i++;
            continue;
        }
        return;
    }
}

static int lit(NP *p, const char *w)
{
    ws(p);
    size_t l = strlen(w);
    if (strncmp(p->s + p->i, w, l)) return 0;
    if (isalnum((unsigned char)w[l - 1]) && (isalnum((unsigned char)p->s[p->i + l]) || p->s[p->i + l] == '_'))
        return 0;
    p->i += (int)l;
    return 1;
}

static char *ident(NP *p)
{
    ws(p);
    int b = p->i;
    while (p->i < p->n && (isalnum((unsigned char)p->s[p->i]) || p->s[p->i] == '_')) p->i++;
    if (p->i == b || isdigit((unsigned char)p->s[b])) { p->i = b; return NULL; }
    char *r = ltl_xmalloc((size_t)(p->i - b) + 1);
    memcpy(r, p->s + b, (size_t)(p->i - b));
    r[p->i - b] = 0;
    return r;
}

/* guard text up to "->" at depth 0; returns the BDD (referenced) or -1 */
static int guard(NP *p)
{
    ws(p);
    int b = p->i, d = 0;
    while (p->i < p->n) {
        char c = p->s[p->i];
        if (c == '(') d++;
        else if (c == ')') d--;
        else if (d == 0 && c == '-' && p->s[p->i + 1] == '>') break;
        else if (c == '\n' && d == 0) break;
        p->i++;
    }
    int e = p->i, arrow = p->i < p->n && p->s[p->i] == '-';
    if (!arrow && p->i >= p->n) return nfail(p, p->i, "expected '->' after guard%s", ""), -1;
    while (e > b && isspace((unsigned char)p->s[e - 1])) e--;
    if (e == b) return nfail(p, b, "empty guard%s", ""), -1;
    p->noarrow = !arrow;
    char *g = ltl_xmalloc((size_t)(e - b) + 1);
    memcpy(g, p->s + b, (size_t)(e - b));
    g[e - b] = 0;
    LtlError ge;
    LtlFormula *f = ltl_parse(p->ctx, g, LTL_SYN_SPIN, &ge);
    if (!f) f = ltl_parse(p->ctx, g, LTL_SYN_AUTO, NULL);
    free(g);
    if (!f) return nfail(p, b + ge.col - 1, "bad guard: %s", ge.msg), -1;
    if (!f->boolean) return nfail(p, b, "guard has temporal operators%s", ""), -1;
    if (arrow) p->i += 2;
    return ltl_formula_bdd(p->ctx, f);
}

static int option(NP *p, Stmt *st)
{
    Opt o = { -1, NULL, 0, p->i };
    ws(p);
    o.off = p->i;
    if (lit(p, "atomic")) {
        if (!lit(p, "{")) return nfail(p, p->i, "expected '{' after atomic%s", "");
        if ((o.guard = guard(p)) < 0) return 0;
        if (!lit(p, "assert")) return nfail(p, p->i, "expected assert%s", "");
        int d = 0;
        ws(p);
        while (p->i < p->n) {
            if (p->s[p->i] == '(') d++;
            if (p->s[p->i] == ')' && --d == 0) { p->i++; break; }
            p->i++;
        }
        lit(p, ";");
        if (!lit(p, "}")) return nfail(p, p->i, "expected '}' closing atomic%s", "");
        o.kind = 1;
    } else {
        if ((o.guard = guard(p)) < 0) return 0;
        if (p->noarrow) {
            o.kind = 2;   /* guard only: loop (do) or fall through (if) */
        } else if (lit(p, "goto")) {
            if (!(o.target = ident(p))) return nfail(p, p->i, "expected a label after goto%s", "");
        } else if (lit(p, "skip")) {
            o.kind = 2;
        } else {
            return nfail(p, p->i, "expected 'goto' or 'skip'%s", "");
        }
    }
    lit(p, ";");
    st->opts = ltl_xrealloc(st->opts, (st->nopts + 1) * sizeof *st->opts);
    st->opts[st->nopts++] = o;
    return 1;
}

static int statement(NP *p, Stmt *st)
{
    ws(p);
    int at = p->i;
    if (lit(p, "if") || lit(p, "do")) {
        st->isdo = p->s[at] == 'd';
        const char *end = st->isdo ? "od" : "fi";
        while (lit(p, "::"))
            if (!option(p, st)) return 0;
        if (!lit(p, end)) return nfail(p, p->i, "expected '::' or '%s'", end);
        st->kind = 0;
    } else if (lit(p, "skip")) {
        st->kind = 1;
    } else if (lit(p, "false")) {
        st->kind = 2;
    } else if (lit(p, "goto")) {
        st->kind = 3;
        Opt o = { bref(bdd_true()), ident(p), 0, p->i };
        if (!o.target) return nfail(p, p->i, "expected a label after goto%s", "");
        st->opts = ltl_xmalloc(sizeof *st->opts);
        st->opts[0] = o;
        st->nopts = 1;
    } else {
        return nfail(p, at, "expected a statement (if, do, skip, false, goto)%s", "");
    }
    lit(p, ";");
    return 1;
}

static int find_label(NP *p, const char *name)
{
    for (unsigned k = 0; k < p->nst; k++)
        for (unsigned j = 0; j < p->st[k].nlabels; j++)
            if (!strcmp(p->st[k].labels[j], name)) return (int)k;
    return -1;
}

static void free_stmts(NP *p)
{
    for (unsigned k = 0; k < p->nst; k++) {
        for (unsigned j = 0; j < p->st[k].nlabels; j++) free(p->st[k].labels[j]);
        free(p->st[k].labels);
        for (unsigned j = 0; j < p->st[k].nopts; j++) {
            free(p->st[k].opts[j].target);
            if (p->st[k].opts[j].guard >= 0) bunref(p->st[k].opts[j].guard);
        }
        free(p->st[k].opts);
    }
    free(p->st);
}

static int parse_body(NP *p)
{
    if (!lit(p, "never")) return nfail(p, p->i, "expected 'never'%s", "");
    free(ident(p));   /* optional claim name */
    if (!lit(p, "{")) return nfail(p, p->i, "expected '{'%s", "");
    for (;;) {
        ws(p);
        if (lit(p, "}")) break;
        if (p->i >= p->n) return nfail(p, p->i, "unexpected end of never claim (missing '}')%s", "");
        p->st = ltl_xrealloc(p->st, (p->nst + 1) * sizeof *p->st);
        Stmt *st = &p->st[p->nst++];
        memset(st, 0, sizeof *st);
        for (;;) {   /* labels */
            int save = p->i;
            char *l = ident(p);
            if (l && strcmp(l, "if") && strcmp(l, "do") && strcmp(l, "skip") &&
                strcmp(l, "false") && strcmp(l, "goto") && lit(p, ":") && p->s[p->i] != ':') {
                st->labels = ltl_xrealloc(st->labels, (st->nlabels + 1) * sizeof *st->labels);
                st->labels[st->nlabels++] = l;
                continue;
            }
            free(l);
            p->i = save;
            break;
        }
        if (!statement(p, st)) return 0;
    }
    ws(p);
    if (p->i < p->n) return nfail(p, p->i, "text after the never claim%s", "");
    return 1;
}

LtlAut *ltl_parse_never(LtlContext *ctx, const char *text, const char *srcname, LtlError *err)
{
    LtlError dummy;
    NP p = { ctx, text, 0, (int)strlen(text), err ? err : &dummy, 0, NULL, 0, 0 };
    (void)srcname;
    if (!parse_body(&p)) { free_stmts(&p); return NULL; }
    if (p.nst == 0) { nfail(&p, 0, "empty never claim%s", ""); free_stmts(&p); return NULL; }
    /* states: one per statement, plus the end sink (index nst) */
    unsigned end = p.nst;
    LtlAut *a = ltl_aut_new(ctx, p.nst + 1, 1, ltl_acc_gen_buchi(1));
    a->state_acc = ltl_xcalloc(p.nst + 2, 1);
    a->is_ba = 1;
    a->init = 0;
    for (unsigned k = 0; k < p.nst; k++)
        for (unsigned j = 0; j < p.st[k].nlabels; j++)
            if (!strncmp(p.st[k].labels[j], "accept", 6)) a->state_acc[k] = 1;
    a->state_acc[end] = 1;
    for (unsigned k = 0; k < p.nst && !p.failed; k++) {
        Stmt *st = &p.st[k];
        LtlMarks m = a->state_acc[k] ? 1 : 0;
        unsigned next = k + 1 < p.nst ? k + 1 : end;
        if (st->kind == 1) ltl_aut_add_edge(a, k, next, bdd_true(), m);
        for (unsigned j = 0; j < st->nopts; j++) {
            Opt *o = &st->opts[j];
            unsigned d;
            if (o->kind == 1) d = end;
            else if (o->kind == 2) d = st->isdo ? k : next;
            else {
                int t = find_label(&p, o->target);
                if (t < 0) { nfail(&p, o->off, "undefined label '%s'", o->target); break; }
                d = (unsigned)t;
            }
            ltl_aut_add_edge(a, k, d, o->guard, m);
        }
    }
    ltl_aut_add_edge(a, end, end, bdd_true(), 1);
    free_stmts(&p);
    if (p.failed) { ltl_aut_free(a); return NULL; }
    ltl_aut_finish(a);
    LtlAut *r = ltl_aut_prune(a);
    ltl_aut_free(a);
    return r;
}
