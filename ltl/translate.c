/* translate.c -- LTL -> TGBA through a very weak alternating automaton.
 *
 * Gastin & Oddoux (CAV'01, "LTL2BA") with transition-based generalized
 * Büchi acceptance kept as the result:
 *  1. the formula is simplified and put in NNF; W and M are rewritten
 *     (a W b = b R (a|b), a M b = b U (a&b));
 *  2. VWAA: one state per non-Boolean-connective subformula; delta is
 *     computed with the usual expansion rules and simplified by removing
 *     dominated transitions (label implied, successor superset);
 *  3. TGBA: states are sets of VWAA states (conjunctions); the transitions
 *     of a set are the product of its members' transitions; one acceptance
 *     set per U/F state u, containing the transitions that do not keep u
 *     pending (u not in the target, or some u-transition avoiding u is
 *     included in this one); dominated transitions are removed;
 *  4. post-processing: pruning, simulation, acceptance simplification;
 *  5. obligations: the minimal weak deterministic automaton (wdba.c) when
 *     it is not larger.
 * Labels are BDDs over AP variables.
 */
#include "ltl/ltl_int.h"

const LtlTransOpts ltl_trans_default = { 1, 1, 1, 1 };

typedef struct TList {
    unsigned n, cap;   /* entries */
    int *lab;          /* referenced BDD labels */
    uint64_t *bits;    /* n * W words: successor sets */
} TList;

typedef struct Tr {
    LtlContext *ctx;     /* context */
    unsigned W;          /* words per VWAA state set */
    unsigned nv;         /* number of VWAA states */
    LtlFormula **vf;     /* VWAA state -> formula */
    unsigned *vidx;      /* formula id -> VWAA state (or -1u) */
    unsigned nids;       /* size of vidx */
    TList **delta;       /* memoized delta per VWAA state */
    unsigned nacc;       /* acceptance sets */
    unsigned *acc_state; /* set k -> VWAA state */
    /* TGBA states */
    uint64_t *sbits;     /* nstates * W */
    unsigned ns, scap;   /* count, capacity */
    unsigned *htab;      /* hash table (id+1) */
    unsigned hcap;
    int overflow;        /* too many acceptance sets */
} Tr;

/* ---- transition lists ------------------------------------------------------- */

static TList *tl_new(void) { return ltl_xcalloc(1, sizeof(TList)); }

static void tl_add(Tr *t, TList *l, int lab, const uint64_t *bits)
{
    if (lab == bdd_false()) return;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4;
        l->lab = ltl_xrealloc(l->lab, l->cap * sizeof *l->lab);
        l->bits = ltl_xrealloc(l->bits, (size_t)l->cap * t->W * sizeof *l->bits);
    }
    l->lab[l->n] = bref(lab);
    if (bits) memcpy(l->bits + (size_t)l->n * t->W, bits, t->W * sizeof *bits);
    else memset(l->bits + (size_t)l->n * t->W, 0, t->W * sizeof *bits);
    l->n++;
}

static void tl_free(TList *l)
{
    if (!l) return;
    for (unsigned i = 0; i < l->n; i++) bunref(l->lab[i]);
    free(l->lab);
    free(l->bits);
    free(l);
}

static uint64_t *tl_bits(Tr *t, TList *l, unsigned i) { return l->bits + (size_t)i * t->W; }

static int subset(Tr *t, const uint64_t *a, const uint64_t *b)
{
    for (unsigned w = 0; w < t->W; w++) if (a[w] & ~b[w]) return 0;
    return 1;
}

static int has(const uint64_t *a, unsigned i) { return (int)((a[i >> 6] >> (i & 63)) & 1); }

/* lab_j minus lab; 1 if nothing is left */
static int cut_label(TList *l, unsigned j, int lab)
{
    int d = bref(bdd_apply(l->lab[j], lab, bddop_diff));
    bunref(l->lab[j]);
    l->lab[j] = d;
    return d == bdd_false();
}

/* removes dominated letters of entries (an entry whose set strictly
 * contains another's loses that one's letters: a conjunction with fewer
 * obligations), merges entries with equal sets */
static TList *tl_simplify(Tr *t, TList *l)
{
    unsigned char *dead = ltl_xcalloc(l->n + 1, 1);
    for (unsigned i = 0; i < l->n; i++) {
        if (dead[i]) continue;
        for (unsigned j = 0; j < l->n; j++) {
            if (i == j || dead[j]) continue;
            /* set_i strictly inside set_j: j loses the letters of i (equal
             * sets are merged below) */
            if (subset(t, tl_bits(t, l, i), tl_bits(t, l, j)) &&
                !subset(t, tl_bits(t, l, j), tl_bits(t, l, i)))
                dead[j] = cut_label(l, j, l->lab[i]);
        }
    }
    TList *r = tl_new();
    for (unsigned i = 0; i < l->n; i++) {
        if (dead[i]) continue;
        unsigned k;
        for (k = 0; k < r->n; k++)
            if (!memcmp(tl_bits(t, r, k), tl_bits(t, l, i), t->W * sizeof(uint64_t))) break;
        if (k < r->n) {
            int o = bref(bdd_or(r->lab[k], l->lab[i]));
            bunref(r->lab[k]);
            r->lab[k] = o;
        } else {
            tl_add(t, r, l->lab[i], tl_bits(t, l, i));
        }
    }
    free(dead);
    tl_free(l);
    return r;
}

static TList *tl_product(Tr *t, const TList *a, const TList *b)
{
    TList *r = tl_new();
    uint64_t *u = ltl_xmalloc(t->W * sizeof *u);
    for (unsigned i = 0; i < a->n; i++)
        for (unsigned j = 0; j < b->n; j++) {
            int l = bref(bdd_and(a->lab[i], b->lab[j]));
            if (l != bdd_false()) {
                for (unsigned w = 0; w < t->W; w++)
                    u[w] = a->bits[(size_t)i * t->W + w] | b->bits[(size_t)j * t->W + w];
                tl_add(t, r, l, u);
            }
            bunref(l);
        }
    free(u);
    return r;
}

static TList *tl_union(Tr *t, TList *a, const TList *b)
{
    for (unsigned i = 0; i < b->n; i++) tl_add(t, a, b->lab[i], tl_bits(t, (TList *)b, i));
    return a;
}

static TList *tl_copy(Tr *t, const TList *a) { return tl_union(t, tl_new(), a); }

/* ---- VWAA ---------------------------------------------------------------------- */

/* rewrites W and M away */
static LtlFormula *rw(LtlContext *c, LtlFormula *f)
{
    LtlFormula *a, *b;
    switch (f->op) {
    case LTL_TRUE: case LTL_FALSE: case LTL_AP: case LTL_NOT: return f;
    case LTL_AND: case LTL_OR: {
        LtlFormula **v = ltl_xmalloc(f->nargs * sizeof *v);
        for (unsigned i = 0; i < f->nargs; i++) v[i] = rw(c, f->args[i]);
        LtlFormula *r = ltl_nary(c, f->op, v, f->nargs);
        free(v);
        return r;
    }
    case LTL_X: case LTL_F: case LTL_G: return ltl_unop(c, f->op, rw(c, f->args[0]));
    default:
        a = rw(c, f->args[0]);
        b = rw(c, f->args[1]);
        if (f->op == LTL_W) return ltl_binop(c, LTL_R, b, ltl_binop(c, LTL_OR, a, b));
        if (f->op == LTL_M) return ltl_binop(c, LTL_U, b, ltl_binop(c, LTL_AND, a, b));
        return ltl_binop(c, f->op, a, b);
    }
}

/* VWAA states: every subformula but AND/OR, and the disjunctions under
 * an X (X(a | b) goes to one state a | b that reads the next letter, not
 * to a guess of a or b: no subset explosion for G(a | X(b | X c)..)). */
static void collect_as(Tr *t, LtlFormula *f, int state)
{
    if (f->id < t->nids && t->vidx[f->id] != -1u) return;
    if (state || (f->op != LTL_AND && f->op != LTL_OR)) {
        if (f->id >= t->nids) {
            unsigned n = f->id * 2 + 16;
            t->vidx = ltl_xrealloc(t->vidx, n * sizeof *t->vidx);
            for (unsigned i = t->nids; i < n; i++) t->vidx[i] = -1u;
            t->nids = n;
        }
        t->vidx[f->id] = t->nv;
        t->vf = ltl_xrealloc(t->vf, (t->nv + 1) * sizeof *t->vf);
        t->vf[t->nv++] = f;
    }
    for (unsigned i = 0; i < f->nargs; i++)
        collect_as(t, f->args[i], f->op == LTL_X && f->args[i]->op == LTL_OR);
}

static void collect(Tr *t, LtlFormula *f) { collect_as(t, f, 0); }

static int is_state(Tr *t, LtlFormula *f) { return f->id < t->nids && t->vidx[f->id] != -1u; }

static unsigned vid(Tr *t, LtlFormula *f) { return t->vidx[f->id]; }

/* bar(f): DNF of f as sets of VWAA states, labels true */
static TList *bar(Tr *t, LtlFormula *f)
{
    TList *r = tl_new();
    if (f->op == LTL_FALSE) return r;
    if (f->op == LTL_TRUE) { tl_add(t, r, bdd_true(), NULL); return r; }
    if (f->op == LTL_OR && !is_state(t, f)) {
        for (unsigned i = 0; i < f->nargs; i++) {
            TList *b = bar(t, f->args[i]);
            tl_union(t, r, b);
            tl_free(b);
        }
        return tl_simplify(t, r);
    }
    if (f->op == LTL_AND) {
        tl_add(t, r, bdd_true(), NULL);
        for (unsigned i = 0; i < f->nargs; i++) {
            TList *b = bar(t, f->args[i]), *p = tl_product(t, r, b);
            tl_free(b);
            tl_free(r);
            r = tl_simplify(t, p);
        }
        return r;
    }
    uint64_t *u = ltl_xcalloc(t->W, sizeof *u);
    unsigned i = vid(t, f);
    u[i >> 6] |= (uint64_t)1 << (i & 63);
    tl_add(t, r, bdd_true(), u);
    free(u);
    return r;
}

static TList *delta(Tr *t, LtlFormula *f);

/* one-state list {(true, {f})} */
static TList *self(Tr *t, LtlFormula *f)
{
    TList *r = tl_new();
    uint64_t *u = ltl_xcalloc(t->W, sizeof *u);
    unsigned i = vid(t, f);
    u[i >> 6] |= (uint64_t)1 << (i & 63);
    tl_add(t, r, bdd_true(), u);
    free(u);
    return r;
}

/* Delta(f): transitions of f read now (AND/OR expanded) */
static TList *Delta(Tr *t, LtlFormula *f)
{
    if (f->op == LTL_AND || f->op == LTL_OR) {
        TList *r = tl_new();
        if (f->op == LTL_AND) tl_add(t, r, bdd_true(), NULL);
        for (unsigned i = 0; i < f->nargs; i++) {
            TList *d = Delta(t, f->args[i]);
            if (f->op == LTL_OR) {
                tl_union(t, r, d);
            } else {
                TList *p = tl_product(t, r, d);
                tl_free(r);
                r = tl_simplify(t, p);
            }
            tl_free(d);
        }
        return tl_simplify(t, r);
    }
    return tl_copy(t, delta(t, f));
}

static TList *delta(Tr *t, LtlFormula *f)
{
    unsigned i = vid(t, f);
    if (t->delta[i]) return t->delta[i];
    TList *r = tl_new(), *a, *b, *s, *p;
    int l;
    switch (f->op) {
    case LTL_TRUE: tl_add(t, r, bdd_true(), NULL); break;
    case LTL_FALSE: break;
    case LTL_AP: case LTL_NOT:
        l = ltl_formula_bdd(t->ctx, f);
        tl_add(t, r, l, NULL);
        bunref(l);
        break;
    case LTL_X: tl_free(r); r = bar(t, f->args[0]); break;
    case LTL_OR: tl_free(r); r = Delta(t, f); break;   /* a state under X */
    case LTL_F:   /* Delta(a) | {f} */
        tl_free(r);
        r = Delta(t, f->args[0]);
        s = self(t, f);
        tl_union(t, r, s);
        tl_free(s);
        break;
    case LTL_G:   /* Delta(a) x {f} */
        tl_free(r);
        a = Delta(t, f->args[0]);
        s = self(t, f);
        r = tl_product(t, a, s);
        tl_free(a); tl_free(s);
        break;
    case LTL_U:   /* Delta(b) | Delta(a) x {f} */
        tl_free(r);
        r = Delta(t, f->args[1]);
        a = Delta(t, f->args[0]);
        s = self(t, f);
        p = tl_product(t, a, s);
        tl_union(t, r, p);
        tl_free(a); tl_free(s); tl_free(p);
        break;
    case LTL_R:   /* Delta(b) x (Delta(a) | {f}) */
        tl_free(r);
        b = Delta(t, f->args[1]);
        a = Delta(t, f->args[0]);
        s = self(t, f);
        tl_union(t, a, s);
        r = tl_product(t, b, a);
        tl_free(a); tl_free(b); tl_free(s);
        break;
    default: break;
    }
    r = tl_simplify(t, r);
    t->delta[i] = r;
    return r;
}

/* ---- TGBA states ----------------------------------------------------------------- */

static unsigned bits_hash(Tr *t, const uint64_t *b)
{
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (unsigned w = 0; w < t->W; w++) h = (h ^ b[w]) * 0xff51afd7ed558ccdull;
    return (unsigned)(h ^ (h >> 29));
}

static unsigned state_of(Tr *t, const uint64_t *b, int *isnew)
{
    unsigned h = bits_hash(t, b) & (t->hcap - 1);
    while (t->htab[h]) {
        unsigned s = t->htab[h] - 1;
        if (!memcmp(t->sbits + (size_t)s * t->W, b, t->W * sizeof *b)) { *isnew = 0; return s; }
        h = (h + 1) & (t->hcap - 1);
    }
    if (t->ns == t->scap) {
        t->scap = t->scap ? 2 * t->scap : 16;
        t->sbits = ltl_xrealloc(t->sbits, (size_t)t->scap * t->W * sizeof *t->sbits);
    }
    memcpy(t->sbits + (size_t)t->ns * t->W, b, t->W * sizeof *b);
    t->htab[h] = ++t->ns;
    *isnew = 1;
    if (2 * t->ns > t->hcap) {
        unsigned nc = t->hcap * 2;
        unsigned *nt = ltl_xcalloc(nc, sizeof *nt);
        for (unsigned s = 0; s < t->ns; s++) {
            unsigned k = bits_hash(t, t->sbits + (size_t)s * t->W) & (nc - 1);
            while (nt[k]) k = (k + 1) & (nc - 1);
            nt[k] = s + 1;
        }
        free(t->htab);
        t->htab = nt;
        t->hcap = nc;
    }
    return t->ns - 1;
}

/* Removes dominated letters of (l, m): j loses the letters of i when
 * set_i is a subset of set_j and m_j of m_i (strict domination: a
 * conjunction with fewer obligations and more marks); merges equal
 * (set, m). */
static TList *prune_marked(Tr *t, TList *l, LtlMarks **mp)
{
    LtlMarks *m = *mp;
    unsigned char *dead = ltl_xcalloc(l->n + 1, 1);
    for (unsigned i = 0; i < l->n; i++) {
        if (dead[i]) continue;
        for (unsigned j = 0; j < l->n; j++) {
            if (i == j || dead[j] || (m[j] & ~m[i])) continue;
            if (!subset(t, tl_bits(t, l, i), tl_bits(t, l, j))) continue;
            if (m[i] == m[j] && subset(t, tl_bits(t, l, j), tl_bits(t, l, i))) {
                /* same set and marks: merge labels into i */
                int o = bref(bdd_or(l->lab[i], l->lab[j]));
                bunref(l->lab[i]);
                l->lab[i] = o;
                dead[j] = 1;
                continue;
            }
            dead[j] = cut_label(l, j, l->lab[i]);   /* i strictly dominates j */
        }
    }
    TList *q = tl_new();
    LtlMarks *qm = ltl_xcalloc(l->n + 1, sizeof *qm);
    for (unsigned i = 0; i < l->n; i++) {
        if (dead[i]) continue;
        qm[q->n] = m[i];
        tl_add(t, q, l->lab[i], tl_bits(t, l, i));
    }
    free(dead);
    free(m);
    tl_free(l);
    *mp = qm;
    return q;
}

/* Transitions of the TGBA state with VWAA set b, with their marks.  The
 * mark of set k (VWAA state u) is tracked while building the product: it
 * is set when u is in b and the chosen u-transition does not loop back to
 * u, or when u is not in the target set.  Dominated transitions are pruned
 * after each factor. */
static TList *expand(Tr *t, const uint64_t *b, LtlMarks **marks_out)
{
    TList *r = tl_new();
    tl_add(t, r, bdd_true(), NULL);
    LtlMarks *m = ltl_xcalloc(2, sizeof *m);
    uint64_t *u = ltl_xmalloc(t->W * sizeof *u);
    for (unsigned i = 0; i < t->nv; i++) {
        if (!has(b, i)) continue;
        TList *d = delta(t, t->vf[i]), *p = tl_new();
        LtlMarks bit = 0;
        for (unsigned k = 0; k < t->nacc; k++)
            if (t->acc_state[k] == i) bit = (LtlMarks)1 << k;
        LtlMarks *pm = ltl_xcalloc((size_t)r->n * d->n + 1, sizeof *pm);
        for (unsigned x = 0; x < r->n; x++)
            for (unsigned y = 0; y < d->n; y++) {
                int l = bref(bdd_and(r->lab[x], d->lab[y]));
                if (l != bdd_false()) {
                    const uint64_t *bx = tl_bits(t, r, x), *by = tl_bits(t, d, y);
                    for (unsigned w = 0; w < t->W; w++) u[w] = bx[w] | by[w];
                    pm[p->n] = m[x] | (has(by, i) ? 0 : bit);
                    tl_add(t, p, l, u);
                }
                bunref(l);
            }
        tl_free(r);
        free(m);
        r = prune_marked(t, p, &pm);
        m = pm;
    }
    free(u);
    for (unsigned j = 0; j < r->n; j++)
        for (unsigned k = 0; k < t->nacc; k++)
            if (!has(tl_bits(t, r, j), t->acc_state[k])) m[j] |= (LtlMarks)1 << k;
    r = prune_marked(t, r, &m);
    *marks_out = m;
    return r;
}

/* Syntactic classes (Etessami & Holzmann; Babiak et al.): eventual
 * (f = F f), universal (f = G f); both is suspendable, i.e. prefix
 * independent: f holds on a word iff it holds on any suffix. */
static int eventual(const LtlFormula *f);
static int universal(const LtlFormula *f)
{
    switch (f->op) {
    case LTL_TRUE: case LTL_FALSE: case LTL_G: return 1;
    case LTL_F: case LTL_X: return universal(f->args[0]);
    case LTL_R: return f->args[0]->op == LTL_FALSE;
    case LTL_AND: case LTL_OR:
        for (unsigned i = 0; i < f->nargs; i++) if (!universal(f->args[i])) return 0;
        return 1;
    default: return 0;
    }
}

static int eventual(const LtlFormula *f)
{
    switch (f->op) {
    case LTL_TRUE: case LTL_FALSE: case LTL_F: return 1;
    case LTL_G: case LTL_X: return eventual(f->args[0]);
    case LTL_U: return f->args[0]->op == LTL_TRUE;
    case LTL_AND: case LTL_OR:
        for (unsigned i = 0; i < f->nargs; i++) if (!eventual(f->args[i])) return 0;
        return 1;
    default: return 0;
    }
}

/* a's minimal WDBA if f is an obligation and it has at most a's states
 * (then it replaces a, which is freed); the equivalence check translates
 * the negation of f without this step. */
static LtlAut *try_wdba(LtlContext *ctx, LtlFormula *f, const LtlTransOpts *opts, LtlAut *a)
{
    LtlAut *wc, *w = ltl_wdba_minimize(a, &wc);
    if (!w) return a;
    LtlAut *neg = NULL;
    if (w->nstates <= a->nstates) {
        LtlTransOpts o = *opts;
        o.wdba = 0;
        neg = ltl_translate(ctx, ltl_negate(ctx, f), &o);
    }
    if (neg && ltl_wdba_equivalent(a, neg, w, wc)) {
        LtlAut *s = ltl_aut_simplify_acc(w);
        ltl_aut_free(a);
        a = s;
    }
    if (neg) ltl_aut_free(neg);
    ltl_aut_free(w);
    ltl_aut_free(wc);
    return a;
}

LtlAut *ltl_translate(LtlContext *ctx, LtlFormula *f, const LtlTransOpts *opts)
{
    if (!opts) opts = &ltl_trans_default;
    LtlFormula *g = opts->simplify ? ltl_simplify(ctx, f) : ltl_nnf(ctx, f);
    g = rw(ctx, g);
    Tr t;
    memset(&t, 0, sizeof t);
    t.ctx = ctx;
    collect(&t, g);
    t.W = (t.nv + 63) / 64 ? (t.nv + 63) / 64 : 1;
    t.delta = ltl_xcalloc(t.nv + 1, sizeof *t.delta);
    t.acc_state = ltl_xmalloc((t.nv + 1) * sizeof *t.acc_state);
    for (unsigned i = 0; i < t.nv; i++)
        if (t.vf[i]->op == LTL_U || t.vf[i]->op == LTL_F) t.acc_state[t.nacc++] = i;
    if (t.nacc > LTL_MAX_SETS) {
        free(t.delta); free(t.acc_state); free(t.vf); free(t.vidx);
        return NULL;
    }
    t.hcap = 64;
    t.htab = ltl_xcalloc(t.hcap, sizeof *t.htab);

    LtlAut *a = ltl_aut_new(ctx, 0, t.nacc, ltl_acc_gen_buchi(t.nacc));
    TList *init = bar(&t, g);
    unsigned *queue = NULL, qh = 0, qt = 0, qcap = 0;
    int isnew;
    /* a suspendable formula with an eventuality gets a fresh initial
     * state with a true self-loop (no marks): waiting before starting the
     * automaton changes nothing, and the simulation then merges away the
     * waiting states of F G and G F parts */
    int susp = t.nacc > 0 && eventual(g) && universal(g);
    unsigned fresh = init->n != 1 || susp ? 0 : -1u;
    for (unsigned i = 0; i < init->n; i++) state_of(&t, tl_bits(&t, init, i), &isnew);
    if (init->n == 1) a->init = 0;
    qcap = 64;
    queue = ltl_xmalloc(qcap * sizeof *queue);
    for (unsigned s = 0; s < t.ns; s++) queue[qt++] = s;
    /* edges are recorded in a temporary list, states counted at the end */
    typedef struct { unsigned src, dst; int lab; LtlMarks m; } TmpE;
    TmpE *te = NULL;
    unsigned nte = 0, cte = 0;
    while (qh < qt) {
        unsigned s = queue[qh++];
        LtlMarks *m;
        uint64_t *sb = ltl_xmalloc(t.W * sizeof *sb);
        memcpy(sb, t.sbits + (size_t)s * t.W, t.W * sizeof *sb);
        TList *ex = expand(&t, sb, &m);
        free(sb);
        for (unsigned j = 0; j < ex->n; j++) {
            unsigned d = state_of(&t, tl_bits(&t, ex, j), &isnew);
            if (isnew) {
                if (qt == qcap) queue = ltl_xrealloc(queue, (qcap *= 2) * sizeof *queue);
                queue[qt++] = d;
            }
            if (nte == cte) te = ltl_xrealloc(te, (cte = cte ? 2 * cte : 64) * sizeof *te);
            te[nte++] = (TmpE){ s, d, bref(ex->lab[j]), m[j] };
        }
        free(m);
        tl_free(ex);
    }
    a->nstates = t.ns + (fresh != -1u);
    if (fresh != -1u) {
        a->init = t.ns;
        for (unsigned i = 0; i < init->n; i++) {
            unsigned s = state_of(&t, tl_bits(&t, init, i), &isnew);
            for (unsigned k = 0; k < nte; k++)
                if (te[k].src == s) ltl_aut_add_edge(a, a->init, te[k].dst, te[k].lab, te[k].m);
        }
        if (susp) ltl_aut_add_edge(a, a->init, a->init, bdd_true(), 0);
    }
    for (unsigned k = 0; k < nte; k++) {
        ltl_aut_add_edge(a, te[k].src, te[k].dst, te[k].lab, te[k].m);
        bunref(te[k].lab);
    }
    free(te);
    free(queue);
    tl_free(init);
    ltl_aut_finish(a);
    for (unsigned i = 0; i < t.nv; i++) tl_free(t.delta[i]);
    free(t.delta); free(t.acc_state); free(t.vf); free(t.vidx); free(t.sbits); free(t.htab);

    char *name = ltl_to_string(f, LTL_SYN_SPOT);
    LtlAut *r = a;
    if (opts->prune || opts->simulation) {
        r = opts->simulation ? ltl_aut_postprocess(a) : ltl_aut_prune(a);
        ltl_aut_free(a);
    }
    if (opts->simulation && opts->wdba) r = try_wdba(ctx, f, opts, r);
    free(r->name);
    r->name = name;
    return r;
}
