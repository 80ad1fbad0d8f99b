/* rabin.c -- generalized Rabin form of Emerson-Lei conditions and the
 * automaton conversions built on it: TGRA (one Fin set per pair), Fin-less
 * automata (Bloemen, Duret-Lutz & van de Pol, Proposition 1) and an
 * equivalent generalized Büchi automaton (the same copies, marks renamed).
 */
#include "ltl/ltl_int.h"

/* ---- DNF ------------------------------------------------------------------ */

typedef struct Pairs { unsigned n, cap; LtlRabinPair *p; } Pairs;

static void pairs_add(Pairs *d, LtlMarks fin, LtlMarks inf)
{
    if (fin & inf) return;                 /* Fin(x) & Inf(x): never */
    if (d->n == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 4;
        d->p = ltl_xrealloc(d->p, d->cap * sizeof *d->p);
    }
    d->p[d->n].fin = fin;
    d->p[d->n++].inf = inf;
}

static Pairs dnf(const LtlAcc *a)
{
    Pairs d = { 0, 0, NULL };
    switch (a->op) {
    case LTL_ACC_F: break;
    case LTL_ACC_T: pairs_add(&d, 0, 0); break;
    case LTL_ACC_INF: pairs_add(&d, 0, (LtlMarks)1 << a->set); break;
    case LTL_ACC_FIN: pairs_add(&d, (LtlMarks)1 << a->set, 0); break;
    case LTL_ACC_OR: {
        Pairs l = dnf(a->l), r = dnf(a->r);
        for (unsigned i = 0; i < l.n; i++) pairs_add(&d, l.p[i].fin, l.p[i].inf);
        for (unsigned i = 0; i < r.n; i++) pairs_add(&d, r.p[i].fin, r.p[i].inf);
        free(l.p); free(r.p);
        break;
    }
    case LTL_ACC_AND: {
        Pairs l = dnf(a->l), r = dnf(a->r);
        for (unsigned i = 0; i < l.n; i++)
            for (unsigned j = 0; j < r.n; j++)
                pairs_add(&d, l.p[i].fin | r.p[j].fin, l.p[i].inf | r.p[j].inf);
        free(l.p); free(r.p);
        break;
    }
    }
    return d;
}

/* p subsumes q: every cycle satisfying q satisfies p */
static int subsumes(const LtlRabinPair *p, const LtlRabinPair *q)
{
    return (p->fin & ~q->fin) == 0 && (p->inf & ~q->inf) == 0;
}

unsigned ltl_acc_rabin(const LtlAcc *a, LtlRabinPair **out)
{
    Pairs d = dnf(a);
    unsigned k = 0;
    for (unsigned i = 0; i < d.n; i++) {
        int drop = 0;
        for (unsigned j = 0; j < d.n && !drop; j++)
            if (j != i && subsumes(&d.p[j], &d.p[i]) &&
                (!subsumes(&d.p[i], &d.p[j]) || j < i))
                drop = 1;
        if (!drop) d.p[k++] = d.p[i];
    }
    *out = d.p;
    return k;
}

static LtlAcc *acc_and(LtlAcc *a, LtlAcc *b)
{
    if (!a) return b;
    return ltl_acc_new(LTL_ACC_AND, 0, a, b);
}

LtlAcc *ltl_acc_from_rabin(const LtlRabinPair *p, unsigned n)
{
    LtlAcc *res = NULL;
    for (unsigned i = 0; i < n; i++) {
        LtlAcc *c = NULL;
        for (unsigned b = 0; b < LTL_MAX_SETS; b++)
            if (p[i].fin >> b & 1) c = acc_and(c, ltl_acc_new(LTL_ACC_FIN, b, NULL, NULL));
        for (unsigned b = 0; b < LTL_MAX_SETS; b++)
            if (p[i].inf >> b & 1) c = acc_and(c, ltl_acc_new(LTL_ACC_INF, b, NULL, NULL));
        if (!c) c = ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
        res = res ? ltl_acc_new(LTL_ACC_OR, 0, res, c) : c;
    }
    return res ? res : ltl_acc_new(LTL_ACC_F, 0, NULL, NULL);
}

int ltl_acc_is_finless(const LtlAcc *a)
{
    if (!a) return 1;
    if (a->op == LTL_ACC_FIN) return 0;
    return ltl_acc_is_finless(a->l) && ltl_acc_is_finless(a->r);
}

/* ---- TGRA: one Fin set per pair --------------------------------------------- */

LtlAut *ltl_aut_to_tgra(const LtlAut *a)
{
    LtlRabinPair *p;
    unsigned n = ltl_acc_rabin(a->acc, &p), nsets = a->nsets;
    LtlMarks *newfin = ltl_xcalloc(n + 1, sizeof *newfin);
    for (unsigned i = 0; i < n; i++) {
        if (popc64(p[i].fin) <= 1) continue;
        unsigned k;                      /* a pair with the same Fin set? */
        for (k = 0; k < i && p[k].fin != p[i].fin; k++) ;
        if (k < i && newfin[k]) { newfin[i] = newfin[k]; continue; }
        if (nsets == LTL_MAX_SETS) { free(p); free(newfin); return NULL; }
        newfin[i] = (LtlMarks)1 << nsets++;
    }
    LtlAut *r = ltl_aut_copy(a);
    for (unsigned e = 0; e < r->nedges; e++)
        for (unsigned i = 0; i < n; i++)
            if (newfin[i] && (r->edges[e].marks & p[i].fin))
                r->edges[e].marks |= newfin[i];
    for (unsigned i = 0; i < n; i++)
        if (newfin[i]) p[i].fin = newfin[i];
    ltl_acc_free(r->acc);
    r->acc = ltl_acc_from_rabin(p, n);
    r->nsets = nsets;
    free(p); free(newfin);
    return r;
}

/* ---- Fin-removal and generalized Büchi -------------------------------------- */

/* Copies of a, one per pair, entered from the original states by any edge
 * that avoids the pair's Fin set; inside copy i only such edges remain.
 * setmap(i, marks) gives the marks of a copy-i edge; the original part
 * carries none. */
typedef LtlMarks (*SetMap)(void *arg, unsigned i, LtlMarks m);

static LtlAut *copies(const LtlAut *a, const LtlRabinPair *p, unsigned n,
                      unsigned nsets, LtlAcc *acc, SetMap map, void *arg)
{
    unsigned N = a->nstates;
    LtlAut *r = ltl_aut_new(a->ctx, N * (n + 1), nsets, acc);
    r->init = a->init;
    for (unsigned e = 0; e < a->nedges; e++) {
        const LtlEdge *t = &a->edges[e];
        ltl_aut_add_edge(r, t->src, t->dst, t->label, 0);
        for (unsigned i = 0; i < n; i++) {
            if (t->marks & p[i].fin) continue;
            unsigned base = N * (i + 1);
            ltl_aut_add_edge(r, t->src, base + t->dst, t->label, 0);
            ltl_aut_add_edge(r, base + t->src, base + t->dst, t->label, map(arg, i, t->marks));
        }
    }
    ltl_aut_finish(r);
    LtlAut *q = ltl_aut_prune(r);
    ltl_aut_free(r);
    return q;
}

/* Fin-less: the inf bits of pair i become sets base[i] .. base[i]+k-1
 * (a pair without Inf gets one set on every edge of its copy). */
typedef struct FlMap { const LtlRabinPair *p; unsigned *base; } FlMap;

static LtlMarks fl_map(void *arg, unsigned i, LtlMarks m)
{
    FlMap *f = arg;
    LtlMarks inf = f->p[i].inf, r = 0;
    if (!inf) return (LtlMarks)1 << f->base[i];
    for (unsigned b = 0, k = 0; b < LTL_MAX_SETS; b++)
        if (inf >> b & 1) {
            if (m >> b & 1) r |= (LtlMarks)1 << (f->base[i] + k);
            k++;
        }
    return r;
}

LtlAut *ltl_aut_finless(const LtlAut *a)
{
    if (ltl_acc_is_finless(a->acc)) return ltl_aut_copy(a);
    LtlRabinPair *p;
    unsigned n = ltl_acc_rabin(a->acc, &p), total = 0;
    unsigned *base = ltl_xcalloc(n + 1, sizeof *base);
    LtlRabinPair *np = ltl_xcalloc(n + 1, sizeof *np);
    for (unsigned i = 0; i < n; i++) {
        unsigned k = p[i].inf ? (unsigned)popc64(p[i].inf) : 1;
        base[i] = total;
        if (total + k > LTL_MAX_SETS) { free(p); free(base); free(np); return NULL; }
        for (unsigned j = 0; j < k; j++) np[i].inf |= (LtlMarks)1 << (total + j);
        total += k;
    }
    FlMap f = { p, base };
    LtlAut *r = copies(a, p, n, total, ltl_acc_from_rabin(np, n), fl_map, &f);
    free(p); free(base); free(np);
    return r;
}

/* Generalized Büchi: the inf bits of pair i become sets 0..k_i-1 and the
 * sets k_i..m-1 (m = the largest k) are put on every edge of copy i. */
typedef struct GbMap { const LtlRabinPair *p; unsigned m; } GbMap;

static LtlMarks gb_map(void *arg, unsigned i, LtlMarks m)
{
    GbMap *g = arg;
    LtlMarks inf = g->p[i].inf, r = 0;
    unsigned k = 0;
    for (unsigned b = 0; b < LTL_MAX_SETS; b++)
        if (inf >> b & 1) {
            if (m >> b & 1) r |= (LtlMarks)1 << k;
            k++;
        }
    for (; k < g->m; k++) r |= (LtlMarks)1 << k;
    return r;
}

LtlAut *ltl_aut_to_tgba(const LtlAut *a)
{
    if (ltl_acc_is_gen_buchi(a->acc, a->nsets)) return ltl_aut_copy(a);
    LtlRabinPair *p;
    unsigned n = ltl_acc_rabin(a->acc, &p), m = 0;
    for (unsigned i = 0; i < n; i++)
        if ((unsigned)popc64(p[i].inf) > m) m = (unsigned)popc64(p[i].inf);
    GbMap g = { p, m };
    LtlAut *r;
    if (n == 1 && !p[0].fin) {           /* rename the sets, no copy */
        r = ltl_aut_copy(a);
        for (unsigned e = 0; e < r->nedges; e++)
            r->edges[e].marks = gb_map(&g, 0, r->edges[e].marks);
        ltl_acc_free(r->acc);
        r->acc = ltl_acc_gen_buchi(m);
        r->nsets = m;
    } else {
        /* at least one set: the original part carries none */
        g.m = m = m ? m : 1;
        r = copies(a, p, n, m, ltl_acc_gen_buchi(m), gb_map, &g);
    }
    free(p);
    return r;
}
