/* emptiness.c -- products and emptiness checks on explicit automata with
 * any Emerson-Lei acceptance (DNF of the condition; for each disjunct the
 * edges in its Fin sets are removed and an SCC carrying all its Inf sets is
 * searched), lasso extraction, and acceptance of ultimately periodic words.
 */
#include "ltl/ltl_int.h"

unsigned ltl_acc_cycle_in(const LtlAut *a, const unsigned char *mask, unsigned char *edges_out,
                          LtlMarks *fin_out);

LtlAut *ltl_product(const LtlAut *a, const LtlAut *b)
{
    if (a->nsets + b->nsets > LTL_MAX_SETS) return NULL;
    LtlAcc *acc = ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_copy(a->acc), ltl_acc_shift(b->acc, a->nsets));
    LtlAut *r = ltl_aut_new(a->ctx, 0, a->nsets + b->nsets, acc);
    size_t nb = b->nstates;
    unsigned *id = ltl_xmalloc(((size_t)a->nstates * nb + 1) * sizeof *id);
    for (size_t i = 0; i < (size_t)a->nstates * nb; i++) id[i] = -1u;
    unsigned *qa = ltl_xmalloc(16 * sizeof *qa), *qb = ltl_xmalloc(16 * sizeof *qb), nq = 0, cq = 16, h = 0;
#define PGET(x, y, out) do { size_t _k = (size_t)(x) * nb + (y); if (id[_k] == -1u) { \
        id[_k] = r->nstates++; if (nq == cq) { cq *= 2; qa = ltl_xrealloc(qa, cq * sizeof *qa); \
        qb = ltl_xrealloc(qb, cq * sizeof *qb); } qa[nq] = (x); qb[nq++] = (y); } out = id[_k]; } while (0)
    unsigned init;
    if (a->nstates && b->nstates) {
        PGET(a->init, b->init, init);
        r->init = init;
    } else {
        r->nstates = 1;
    }
    while (h < nq) {
        unsigned x = qa[h], y = qb[h], src = id[(size_t)x * nb + y];
        h++;
        for (unsigned i = a->first[x]; i < a->first[x + 1]; i++)
            for (unsigned j = b->first[y]; j < b->first[y + 1]; j++) {
                int l = bref(bdd_and(a->edges[i].label, b->edges[j].label));
                if (l != bdd_false()) {
                    unsigned d;
                    PGET(a->edges[i].dst, b->edges[j].dst, d);
                    ltl_aut_add_edge(r, src, d, l, a->edges[i].marks | (b->edges[j].marks << a->nsets));
                }
                bunref(l);
            }
    }
#undef PGET
    free(id); free(qa); free(qb);
    ltl_aut_finish(r);
    return r;
}

void ltl_run_free(LtlRun *r)
{
    if (!r) return;
    free(r->prefix); free(r->cycle); free(r->pvals); free(r->cvals);
    memset(r, 0, sizeof *r);
}

static uint64_t pick_val(int label)
{
    uint64_t v = 0;
    int b = bref(bdd_satone(label));
    int c = b;
    while (c != bdd_true() && c != bdd_false()) {
        int var = bdd_var(c);
        if (bdd_low(c) == bdd_false()) {
            if (var < 64) v |= (uint64_t)1 << var;
            c = bdd_high(c);
        } else {
            c = bdd_low(c);
        }
    }
    bunref(b);
    return v;
}

/* BFS from s to any state with target[t], using edges with allowed[e]
 * (NULL = all); appends edge indices to *path; returns the end state. */
static unsigned bfs_path(const LtlAut *a, unsigned s, const unsigned char *target,
                         const unsigned char *allowed, unsigned **path, unsigned *np, int need_step)
{
    unsigned n = a->nstates;
    unsigned *pred = ltl_xmalloc((n + 1) * sizeof *pred), *q = ltl_xmalloc((n + 1) * sizeof *q);
    unsigned char *seen = ltl_xcalloc(n + 1, 1);
    unsigned h = 0, t = 0, end = -1u;
    for (unsigned i = 0; i < n; i++) pred[i] = -1u;
    if (!need_step && target[s]) end = s;
    q[t++] = s;
    if (need_step) { /* s itself only counts after at least one edge */ } else seen[s] = 1;
    while (h < t && end == -1u) {
        unsigned v = q[h++];
        for (unsigned i = a->first[v]; i < a->first[v + 1]; i++) {
            if (allowed && !allowed[i]) continue;
            unsigned w = a->edges[i].dst;
            if (seen[w]) continue;
            seen[w] = 1;
            pred[w] = i;
            if (target[w]) { end = w; break; }
            q[t++] = w;
        }
    }
    if (end != -1u) {
        unsigned len = 0, *tmp = ltl_xmalloc((n + 1) * sizeof *tmp);
        unsigned w = end;
        while (pred[w] != -1u && len <= n) {
            tmp[len++] = pred[w];
            w = a->edges[pred[w]].src;
            if (w == s && !need_step) break;
            if (w == s && need_step) break;
        }
        *path = ltl_xrealloc(*path, (*np + len + 1) * sizeof **path);
        for (unsigned i = 0; i < len; i++) (*path)[*np + i] = tmp[len - 1 - i];
        *np += len;
        free(tmp);
    }
    free(pred); free(q); free(seen);
    return end;
}

int ltl_is_empty(const LtlAut *a, LtlRun *run)
{
    unsigned n = a->nstates;
    if (n == 0) return 1;
    unsigned *scc = ltl_xmalloc((n + 1) * sizeof *scc);
    ltl_aut_scc(a, scc);
    unsigned char *mask = ltl_xcalloc(n + 1, 1);
    for (unsigned s = 0; s < n; s++) mask[s] = scc[s] != -1u;
    unsigned char *ein = ltl_xcalloc(a->nedges + 1, 1);
    unsigned v = ltl_acc_cycle_in(a, mask, ein, NULL);
    free(scc);
    if (v == -1u) { free(mask); free(ein); return 1; }
    if (run) {
        memset(run, 0, sizeof *run);
        unsigned char *tgt = ltl_xcalloc(n + 1, 1);
        tgt[v] = 1;
        bfs_path(a, a->init, tgt, NULL, &run->prefix, &run->nprefix, 0);
        /* cycle: visit every mark present on the accepting sub-SCC */
        LtlMarks want = 0, got = 0;
        for (unsigned i = 0; i < a->nedges; i++) if (ein[i]) want |= a->edges[i].marks;
        unsigned cur = v;
        int first = 1;
        while (got != want || first) {
            /* find an edge with a missing mark (or any edge first) */
            unsigned best = -1u;
            for (unsigned i = 0; i < a->nedges && best == -1u; i++)
                if (ein[i] && ((a->edges[i].marks & ~got) || (first && got == want))) best = i;
            if (best == -1u) break;
            memset(tgt, 0, n + 1);
            tgt[a->edges[best].src] = 1;
            bfs_path(a, cur, tgt, ein, &run->cycle, &run->ncycle, 0);
            run->cycle = ltl_xrealloc(run->cycle, (run->ncycle + 1) * sizeof *run->cycle);
            run->cycle[run->ncycle++] = best;
            got |= a->edges[best].marks;
            cur = a->edges[best].dst;
            first = 0;
        }
        memset(tgt, 0, n + 1);
        tgt[v] = 1;
        if (cur != v) bfs_path(a, cur, tgt, ein, &run->cycle, &run->ncycle, 0);
        run->pvals = ltl_xmalloc((run->nprefix + 1) * sizeof *run->pvals);
        run->cvals = ltl_xmalloc((run->ncycle + 1) * sizeof *run->cvals);
        for (unsigned i = 0; i < run->nprefix; i++) run->pvals[i] = pick_val(a->edges[run->prefix[i]].label);
        for (unsigned i = 0; i < run->ncycle; i++) run->cvals[i] = pick_val(a->edges[run->cycle[i]].label);
        free(tgt);
    }
    free(mask);
    free(ein);
    return 0;
}

static int eval_label(int b, uint64_t val)
{
    while (b != bdd_true() && b != bdd_false()) {
        int v = bdd_var(b);
        b = v < 64 && ((val >> v) & 1) ? bdd_high(b) : bdd_low(b);
    }
    return b == bdd_true();
}

int ltl_aut_accepts_lasso(const LtlAut *a, const uint64_t *u, unsigned nu,
                          const uint64_t *v, unsigned nv)
{
    unsigned len = nu + nv, n = a->nstates;
    if (nv == 0 || n == 0) return 0;
    LtlAut *p = ltl_aut_new(a->ctx, n * len, a->nsets, ltl_acc_copy(a->acc));
    p->init = a->init * len;
    for (unsigned q = 0; q < n; q++)
        for (unsigned i = 0; i < len; i++) {
            uint64_t val = i < nu ? u[i] : v[i - nu];
            unsigned ni = i + 1 < len ? i + 1 : nu;
            for (unsigned k = a->first[q]; k < a->first[q + 1]; k++)
                if (eval_label(a->edges[k].label, val))
                    ltl_aut_add_edge(p, q * len + i, a->edges[k].dst * len + ni, bdd_true(), a->edges[k].marks);
        }
    ltl_aut_finish(p);
    int r = !ltl_is_empty(p, NULL);
    ltl_aut_free(p);
    return r;
}
