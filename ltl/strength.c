/* strength.c -- SCC strength (Renault et al., TACAS'13, Def. 3 and 4) and
 * the decomposition into terminal / weak / strong parts (Def. 5).
 *
 * An SCC is accepting if it contains an accepting cycle (checked for any
 * Emerson-Lei condition).  It is inherently weak if it contains no
 * rejecting cycle: this is checked exactly, by looking for a cycle that
 * satisfies the negated acceptance condition (cheap for the generalized
 * Büchi conditions we produce: the DNF of the negation has one disjunct
 * per set).  Inherently terminal = inherently weak and complete (the
 * labels of the edges staying in the SCC cover true in every state).
 */
#include "ltl/ltl_int.h"

unsigned ltl_acc_cycle_in(const LtlAut *a, const unsigned char *mask, unsigned char *edges_out,
                          LtlMarks *fin_out);

static LtlAcc *acc_neg(const LtlAcc *a)
{
    switch (a->op) {
    case LTL_ACC_T: return ltl_acc_new(LTL_ACC_F, 0, NULL, NULL);
    case LTL_ACC_F: return ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
    case LTL_ACC_INF: return ltl_acc_new(LTL_ACC_FIN, a->set, NULL, NULL);
    case LTL_ACC_FIN: return ltl_acc_new(LTL_ACC_INF, a->set, NULL, NULL);
    case LTL_ACC_AND: return ltl_acc_new(LTL_ACC_OR, 0, acc_neg(a->l), acc_neg(a->r));
    default: return ltl_acc_new(LTL_ACC_AND, 0, acc_neg(a->l), acc_neg(a->r));
    }
}

const char *ltl_strength_name(LtlStrength s)
{
    static const char *n[] = { "non-accepting", "terminal", "weak", "strong" };
    return n[s];
}

void ltl_scc_strength(const LtlAut *a, LtlStrengthInfo *out)
{
    unsigned n = a->nstates;
    memset(out, 0, sizeof *out);
    out->scc = ltl_xmalloc((n + 1) * sizeof *out->scc);
    out->nsccs = ltl_aut_scc(a, out->scc);
    out->strength = ltl_xcalloc(out->nsccs + 1, sizeof *out->strength);
    unsigned char *mask = ltl_xcalloc(n + 1, 1);
    LtlAut neg = *a;
    neg.acc = acc_neg(a->acc);
    for (unsigned c = 0; c < out->nsccs; c++) {
        for (unsigned s = 0; s < n; s++) mask[s] = out->scc[s] == c;
        LtlStrength st;
        if (ltl_acc_cycle_in(a, mask, NULL, NULL) == -1u) {
            st = LTL_NONACC;
        } else if (ltl_acc_cycle_in(&neg, mask, NULL, NULL) != -1u) {
            st = LTL_STRONG;
        } else {
            st = LTL_TERMINAL;
            for (unsigned s = 0; s < n && st == LTL_TERMINAL; s++) {
                if (!mask[s]) continue;
                int cov = bref(bdd_false());
                for (unsigned i = a->first[s]; i < a->first[s + 1]; i++) {
                    if (!mask[a->edges[i].dst]) continue;
                    int o = bref(bdd_or(cov, a->edges[i].label));
                    bunref(cov);
                    cov = o;
                }
                if (cov != bdd_true()) st = LTL_WEAK;
                bunref(cov);
            }
        }
        out->strength[c] = st;
        out->count[st]++;
        if (st > out->overall) out->overall = st;
    }
    ltl_acc_free(neg.acc);
    free(mask);
}

void ltl_strength_free(LtlStrengthInfo *s)
{
    free(s->scc);
    free(s->strength);
    s->scc = NULL;
    s->strength = NULL;
}

LtlAut *ltl_aut_restrict(const LtlAut *a, const unsigned char *keep);

LtlAut *ltl_decompose(const LtlAut *a, int parts)
{
    LtlStrengthInfo si;
    ltl_scc_strength(a, &si);
    unsigned n = a->nstates;
    unsigned char *inx = ltl_xcalloc(a->nedges + 1, 1);
    unsigned nx = 0;
    for (unsigned i = 0; i < a->nedges; i++) {
        const LtlEdge *e = &a->edges[i];
        unsigned c = si.scc[e->src];
        if (c == -1u || c != si.scc[e->dst]) continue;
        LtlStrength st = si.strength[c];
        int want = (st == LTL_TERMINAL && (parts & LTL_PART_T)) ||
                   (st == LTL_WEAK && (parts & LTL_PART_W)) ||
                   (st == LTL_STRONG && (parts & LTL_PART_S));
        if (want) { inx[i] = 1; nx++; }
    }
    if (nx == 0) { free(inx); ltl_strength_free(&si); return NULL; }
    /* Pre(X): backward reachability from sources of X edges */
    unsigned char *pre = ltl_xcalloc(n + 1, 1);
    unsigned *stack = ltl_xmalloc((n + 1) * sizeof *stack), sp = 0;
    for (unsigned i = 0; i < a->nedges; i++)
        if (inx[i] && !pre[a->edges[i].src]) { pre[a->edges[i].src] = 1; stack[sp++] = a->edges[i].src; }
    int changed = 1;
    while (changed) {   /* simple fixpoint: automata are small */
        changed = 0;
        for (unsigned i = 0; i < a->nedges; i++)
            if (pre[a->edges[i].dst] && !pre[a->edges[i].src]) { pre[a->edges[i].src] = 1; changed = 1; }
    }
    pre[a->init] = 1;
    LtlAut *r;
    int genb = ltl_acc_is_gen_buchi(a->acc, a->nsets);
    if (parts == LTL_PART_S && genb) {
        r = ltl_aut_new(a->ctx, n, a->nsets, ltl_acc_copy(a->acc));
        for (unsigned i = 0; i < a->nedges; i++)
            ltl_aut_add_edge(r, a->edges[i].src, a->edges[i].dst, a->edges[i].label,
                             inx[i] ? a->edges[i].marks : 0);
    } else if (!(parts & LTL_PART_S)) {
        r = ltl_aut_new(a->ctx, n, 1, ltl_acc_gen_buchi(1));
        for (unsigned i = 0; i < a->nedges; i++)
            ltl_aut_add_edge(r, a->edges[i].src, a->edges[i].dst, a->edges[i].label, inx[i] ? 1 : 0);
    } else {
        unsigned k = a->nsets;
        if (k >= LTL_MAX_SETS) { free(inx); free(pre); free(stack); ltl_strength_free(&si); return NULL; }
        r = ltl_aut_new(a->ctx, n, k + 1,
                        ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_copy(a->acc),
                                    ltl_acc_new(LTL_ACC_INF, k, NULL, NULL)));
        for (unsigned i = 0; i < a->nedges; i++)
            ltl_aut_add_edge(r, a->edges[i].src, a->edges[i].dst, a->edges[i].label,
                             inx[i] ? a->edges[i].marks | ((LtlMarks)1 << k) : 0);
    }
    r->init = a->init;
    ltl_aut_finish(r);
    LtlAut *q = ltl_aut_restrict(r, pre);
    ltl_aut_free(r);
    if (a->name) { free(q->name); q->name = strdup(a->name); }
    LtlAut *p = ltl_acc_is_gen_buchi(q->acc, q->nsets) ? ltl_aut_postprocess(q) : ltl_aut_prune(q);
    ltl_aut_free(q);
    free(inx); free(pre); free(stack);
    ltl_strength_free(&si);
    return p;
}
