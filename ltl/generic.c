/* generic.c -- LTL -> automaton with generic (Emerson-Lei) acceptance:
 * the top-level Boolean structure of the formula is kept as acceptance
 * structure.  `G F b` (b Boolean) is one state with Inf on the edges
 * reading b, `F G b` one state with Fin on the edges reading !b; the
 * operands of an AND / OR that contain no such part are translated
 * together to a TGBA.  AND is the product (conjunction of conditions), OR
 * the product with the disjunction of the conditions when both automata
 * are complete (each run of one is paired with some run of the other),
 * else the union under a fresh initial state.
 */
#include "ltl/ltl_int.h"

/* G F b: 1, F G b: 2, else 0 */
static int suspendable(const LtlFormula *f)
{
    if (f->op == LTL_G && f->args[0]->op == LTL_F && f->args[0]->args[0]->boolean)
        return 1;
    if (f->op == LTL_F && f->args[0]->op == LTL_G && f->args[0]->args[0]->boolean)
        return 2;
    return 0;
}

/* The simplifier folds F G b1 | F G b2 into F (G b1 | G b2) and
 * G F b1 & G F b2 into G (F b1 & F b2): unfold them (op1 = F, op2 = G,
 * inner OR, or op1 = G, op2 = F, inner AND). */
static LtlFormula *unfold(LtlContext *ctx, LtlFormula *f)
{
    LtlOp in = f->op == LTL_F ? LTL_OR : LTL_AND, op2 = f->op == LTL_F ? LTL_G : LTL_F;
    if (f->op == LTL_AND || f->op == LTL_OR) {
        LtlFormula **v = ltl_xmalloc((f->nargs + 1) * sizeof *v);
        int changed = 0;
        for (unsigned i = 0; i < f->nargs; i++) {
            v[i] = unfold(ctx, f->args[i]);
            changed |= v[i] != f->args[i];
        }
        LtlFormula *r = changed ? ltl_nary(ctx, f->op, v, f->nargs) : f;
        free(v);
        return r;
    }
    if ((f->op != LTL_F && f->op != LTL_G) || f->args[0]->op != in) return f;
    const LtlFormula *x = f->args[0];
    for (unsigned i = 0; i < x->nargs; i++)
        if (x->args[i]->op != op2 || !x->args[i]->args[0]->boolean) return f;
    LtlFormula **v = ltl_xmalloc((x->nargs + 1) * sizeof *v);
    for (unsigned i = 0; i < x->nargs; i++) v[i] = ltl_unop(ctx, f->op, x->args[i]);
    LtlFormula *r = ltl_nary(ctx, in, v, x->nargs);
    free(v);
    return r;
}

/* Does the top-level Boolean structure of f hold a suspendable part? */
static int splittable(const LtlFormula *f)
{
    if (suspendable(f)) return 1;
    if (f->op != LTL_AND && f->op != LTL_OR) return 0;
    for (unsigned i = 0; i < f->nargs; i++)
        if (splittable(f->args[i])) return 1;
    return 0;
}

static LtlAut *one_state(LtlContext *ctx, const LtlFormula *b, int fin)
{
    LtlAcc *acc = ltl_acc_new(fin ? LTL_ACC_FIN : LTL_ACC_INF, 0, NULL, NULL);
    LtlAut *a = ltl_aut_new(ctx, 1, 1, acc);
    int p = ltl_formula_bdd(ctx, b), np = bref(bdd_not(p));
    if (p != bdd_false()) ltl_aut_add_edge(a, 0, 0, p, fin ? 0 : 1);
    if (np != bdd_false()) ltl_aut_add_edge(a, 0, 0, np, fin ? 1 : 0);
    bunref(p);
    bunref(np);
    ltl_aut_finish(a);
    return a;
}

static int complete(const LtlAut *a)
{
    for (unsigned s = 0; s < a->nstates; s++) {
        int u = bref(bdd_false());
        for (unsigned k = a->first[s]; k < a->first[s + 1]; k++) {
            int v = bref(bdd_or(u, a->edges[k].label));
            bunref(u);
            u = v;
        }
        int full = u == bdd_true();
        bunref(u);
        if (!full) return 0;
    }
    return 1;
}

/* Union of a and b under a fresh initial state; acceptance a | b.  A
 * side whose condition holds on a cycle without marks (t, Fin) would
 * accept the other side's cycles: its edges get a fresh set that its
 * condition then requires. */
static LtlAut *aut_union(const LtlAut *a, const LtlAut *b)
{
    unsigned na = a->nstates, sb = a->nsets, n = a->nsets + b->nsets;
    int ga = ltl_acc_eval(a->acc, 0), gb = ltl_acc_eval(b->acc, 0);
    unsigned ta = n, tb = n + (unsigned)ga;
    if (n + (unsigned)ga + (unsigned)gb > LTL_MAX_SETS) return NULL;
    LtlAcc *aa = ltl_acc_copy(a->acc), *ab = ltl_acc_shift(b->acc, sb);
    if (ga) aa = ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_new(LTL_ACC_INF, ta, NULL, NULL), aa);
    if (gb) ab = ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_new(LTL_ACC_INF, tb, NULL, NULL), ab);
    LtlAut *r = ltl_aut_new(a->ctx, 1 + na + b->nstates, n + (unsigned)ga + (unsigned)gb,
                            ltl_acc_new(LTL_ACC_OR, 0, aa, ab));
    r->init = 0;
    for (unsigned k = 0; k < a->nedges; k++) {
        const LtlEdge *e = &a->edges[k];
        LtlMarks m = e->marks | (ga ? (LtlMarks)1 << ta : 0);
        ltl_aut_add_edge(r, 1 + e->src, 1 + e->dst, e->label, m);
        if (e->src == a->init) ltl_aut_add_edge(r, 0, 1 + e->dst, e->label, m);
    }
    for (unsigned k = 0; k < b->nedges; k++) {
        const LtlEdge *e = &b->edges[k];
        LtlMarks m = (e->marks << sb) | (gb ? (LtlMarks)1 << tb : 0);
        ltl_aut_add_edge(r, 1 + na + e->src, 1 + na + e->dst, e->label, m);
        if (e->src == b->init) ltl_aut_add_edge(r, 0, 1 + na + e->dst, e->label, m);
    }
    ltl_aut_finish(r);
    return r;
}

static LtlAut *combine(LtlOp op, LtlAut *a, LtlAut *b)
{
    LtlAut *r = NULL;
    if (a && b && a->nsets + b->nsets <= LTL_MAX_SETS) {
        if (op == LTL_AND) {
            r = ltl_product(a, b);
        } else if (complete(a) && complete(b)) {
            r = ltl_product(a, b);
            if (r) {
                ltl_acc_free(r->acc);
                r->acc = ltl_acc_new(LTL_ACC_OR, 0, ltl_acc_copy(a->acc),
                                     ltl_acc_shift(b->acc, a->nsets));
            }
        } else {
            r = aut_union(a, b);
        }
    }
    if (a) ltl_aut_free(a);
    if (b) ltl_aut_free(b);
    return r;
}

/* Operands in the order of their text: n-ary operands are sorted by
 * formula id, which depends on what the context met before, and the
 * automaton (its set numbers, its edge order) must not: a trail names
 * automaton edges, and replay rebuilds the automaton in a fresh context. */
static int cmp_text(const void *x, const void *y)
{
    char *a = ltl_to_string(*(LtlFormula *const *)x, LTL_SYN_SPOT);
    char *b = ltl_to_string(*(LtlFormula *const *)y, LTL_SYN_SPOT);
    int c = strcmp(a, b);
    free(a);
    free(b);
    return c;
}

static LtlAut *gen(LtlContext *ctx, LtlFormula *f, const LtlTransOpts *o)
{
    int k = suspendable(f);
    if (k) return one_state(ctx, f->args[0]->args[0], k == 2);
    if (!splittable(f)) return ltl_translate(ctx, f, o);
    /* AND / OR: split parts one by one, the rest translated together */
    LtlFormula **rest = ltl_xmalloc((f->nargs + 1) * sizeof *rest);
    LtlFormula **args = ltl_xmalloc((f->nargs + 1) * sizeof *args);
    memcpy(args, f->args, f->nargs * sizeof *args);
    qsort(args, f->nargs, sizeof *args, cmp_text);
    unsigned nrest = 0;
    LtlAut *acc = NULL;
    int first = 1;
    for (unsigned i = 0; i < f->nargs; i++) {
        if (!splittable(args[i])) {
            rest[nrest++] = args[i];
            continue;
        }
        LtlAut *p = gen(ctx, args[i], o);
        acc = first ? p : combine(f->op, acc, p);
        first = 0;
        if (!acc) break;
    }
    if (acc && nrest)
        acc = combine(f->op, acc, ltl_translate(ctx, ltl_nary(ctx, f->op, rest, nrest), o));
    free(rest);
    free(args);
    return acc;
}

LtlAut *ltl_translate_generic(LtlContext *ctx, LtlFormula *f, const LtlTransOpts *opts)
{
    const LtlTransOpts *o = opts ? opts : &ltl_trans_default;
    LtlFormula *g = o->simplify ? ltl_simplify(ctx, f) : ltl_nnf(ctx, f);
    LtlAut *a = gen(ctx, unfold(ctx, g), o);
    if (!a) return NULL;
    LtlAut *p = ltl_aut_prune(a);
    ltl_aut_free(a);
    return p;
}
