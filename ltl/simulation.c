/* simulation.c -- direct simulation reduction and acceptance-set cleanup
 * for transition-based generalized Büchi automata.
 *
 * q simulates p (sim[p][q]) iff every edge p -a,m-> p' is covered by edges
 * q -b,m'-> q' with m subset of m' and q' simulating p' (a implies the
 * disjunction of such b).  Greatest fixpoint.  Then states that simulate
 * each other are merged, and "little brother" edges (an edge dominated by
 * a sibling edge with a weaker label, more marks and a simulating target)
 * are removed.  Both preserve the language.  An initial state that no
 * edge enters is replaced by a state with the same edges up to marks
 * (the marks of a run's first step do not count).
 */
#include "ltl/ltl_int.h"

LtlAut *ltl_aut_restrict(const LtlAut *a, const unsigned char *keep);
unsigned ltl_acc_cycle_in(const LtlAut *a, const unsigned char *mask, unsigned char *edges_out,
                          LtlMarks *fin_out);

#define SIM_MAX_STATES 600

/* Does q cover edge e of p under the current relation?  With blind,
 * marks are not compared (for the first step of a run only). */
static int covers_m(const LtlAut *a, const unsigned char *sim, unsigned n, const LtlEdge *e, unsigned q,
                    int blind)
{
    LtlMarks em = blind ? 0 : e->marks;
    /* fast path: one edge of q alone covers e */
    for (unsigned j = a->first[q]; j < a->first[q + 1]; j++) {
        const LtlEdge *f = &a->edges[j];
        if ((em & ~f->marks) || !sim[(size_t)e->dst * n + f->dst]) continue;
        if (f->label == bdd_true() || f->label == e->label || bdd_imp(e->label, f->label) == bdd_true())
            return 1;
    }
    int cover = bref(bdd_false());
    for (unsigned j = a->first[q]; j < a->first[q + 1]; j++) {
        const LtlEdge *f = &a->edges[j];
        if ((em & ~f->marks) || !sim[(size_t)e->dst * n + f->dst]) continue;
        int o = bref(bdd_or(cover, f->label));
        bunref(cover);
        cover = o;
    }
    int ok = bdd_imp(e->label, cover) == bdd_true();
    bunref(cover);
    return ok;
}

static int covers(const LtlAut *a, const unsigned char *sim, unsigned n, const LtlEdge *e, unsigned q)
{
    return covers_m(a, sim, n, e, q, 0);
}

/* p and q cover each other's edges, marks ignored (targets in sim). */
static int blind_equiv(const LtlAut *a, const unsigned char *sim, unsigned n, unsigned p, unsigned q)
{
    for (unsigned i = a->first[p]; i < a->first[p + 1]; i++)
        if (!covers_m(a, sim, n, &a->edges[i], q, 1)) return 0;
    for (unsigned i = a->first[q]; i < a->first[q + 1]; i++)
        if (!covers_m(a, sim, n, &a->edges[i], p, 1)) return 0;
    return 1;
}

/* An initial state without incoming edges is read once: the marks of its
 * edges never count, so it has the language of any state q whose edges
 * match its own up to marks with simulating targets; returns such a q
 * (the initial state of the quotient), or -1u. */
static unsigned init_twin(const LtlAut *a, const unsigned char *sim, const unsigned *rep)
{
    unsigned n = a->nstates;
    for (unsigned i = 0; i < a->nedges; i++) if (a->edges[i].dst == a->init) return -1u;
    for (unsigned p = 0; p < n; p++) if (p != a->init && rep[p] == a->init) return -1u;
    for (unsigned q = 0; q < n; q++)
        if (q != a->init && rep[q] == q && rep[a->init] == a->init && blind_equiv(a, sim, n, a->init, q))
            return q;
    return -1u;
}

static unsigned char *compute_sim(const LtlAut *a)
{
    unsigned n = a->nstates;
    unsigned char *sim = ltl_xmalloc((size_t)n * n);
    memset(sim, 1, (size_t)n * n);
    /* necessary condition: the union of p's labels implies q's, and every
     * mark set of p is included in some mark set of q */
    int *all = ltl_xmalloc((n + 1) * sizeof *all);
    LtlMarks *um = ltl_xcalloc(n + 1, sizeof *um);
    for (unsigned p = 0; p < n; p++) {
        all[p] = bref(bdd_false());
        for (unsigned i = a->first[p]; i < a->first[p + 1]; i++) {
            int o = bref(bdd_or(all[p], a->edges[i].label));
            bunref(all[p]);
            all[p] = o;
            um[p] |= a->edges[i].marks;
        }
    }
    for (unsigned p = 0; p < n; p++)
        for (unsigned q = 0; q < n; q++)
            if (p != q && ((um[p] & ~um[q]) || bdd_imp(all[p], all[q]) != bdd_true()))
                sim[(size_t)p * n + q] = 0;
    for (unsigned p = 0; p < n; p++) bunref(all[p]);
    free(all);
    free(um);
    int changed = 1;
    while (changed) {
        changed = 0;
        for (unsigned p = 0; p < n; p++)
            for (unsigned q = 0; q < n; q++) {
                if (p == q || !sim[(size_t)p * n + q]) continue;
                for (unsigned i = a->first[p]; i < a->first[p + 1]; i++)
                    if (!covers(a, sim, n, &a->edges[i], q)) {
                        sim[(size_t)p * n + q] = 0;
                        changed = 1;
                        break;
                    }
            }
    }
    return sim;
}

LtlAut *ltl_aut_simulation(const LtlAut *a)
{
    unsigned n = a->nstates;
    if (n > SIM_MAX_STATES || !ltl_acc_is_gen_buchi(a->acc, a->nsets) || n == 0)
        return ltl_aut_copy(a);
    unsigned char *sim = compute_sim(a);
    /* classes of mutual simulation; representative = smallest member,
     * but the initial state's class is represented by init */
    unsigned *rep = ltl_xmalloc(n * sizeof *rep), *id = ltl_xmalloc(n * sizeof *id), k = 0;
    for (unsigned p = 0; p < n; p++) {
        rep[p] = p;
        for (unsigned q = 0; q < p; q++)
            if (rep[q] == q && sim[(size_t)p * n + q] && sim[(size_t)q * n + p]) { rep[p] = q; break; }
    }
    unsigned twin = init_twin(a, sim, rep);
    if (twin != -1u) rep[a->init] = twin;
    for (unsigned p = 0; p < n; p++) id[p] = rep[p] == p ? k++ : -1u;
    LtlAut *r = ltl_aut_new(a->ctx, k, a->nsets, ltl_acc_copy(a->acc));
    r->init = id[rep[a->init]];
    if (a->name) r->name = strdup(a->name);
    for (unsigned p = 0; p < n; p++) {
        if (rep[p] != p) continue;
        unsigned lo = a->first[p], hi = a->first[p + 1];
        /* each edge loses the letters of the edges that strictly dominate
         * it (more marks, simulating target, not equivalent); equivalent
         * edges get the same target class and marks, and are merged */
        for (unsigned i = lo; i < hi; i++) {
            const LtlEdge *e = &a->edges[i];
            int cut = bref(bdd_false());
            for (unsigned j = lo; j < hi; j++) {
                const LtlEdge *f = &a->edges[j];
                if (i == j || (e->marks & ~f->marks) || !sim[(size_t)e->dst * n + f->dst]) continue;
                if (e->marks == f->marks && sim[(size_t)f->dst * n + e->dst]) continue;
                int o = bref(bdd_or(cut, f->label));
                bunref(cut);
                cut = o;
            }
            int l = bref(bdd_apply(e->label, cut, bddop_diff));
            ltl_aut_add_edge(r, id[p], id[rep[e->dst]], l, e->marks);
            bunref(l);
            bunref(cut);
        }
    }
    ltl_aut_finish(r);
    free(sim); free(rep); free(id);
    return r;
}

/* Generalized Büchi acceptance cleanup: marks only on edges inside
 * accepting SCCs, redundant sets removed, sets renumbered. */
LtlAut *ltl_aut_simplify_acc(const LtlAut *a)
{
    if (!ltl_acc_is_gen_buchi(a->acc, a->nsets) || a->nsets == 0) return ltl_aut_copy(a);
    unsigned n = a->nstates, ns = a->nsets;
    LtlMarks all = ns >= 64 ? ~(LtlMarks)0 : (((LtlMarks)1 << ns) - 1);
    unsigned *scc = ltl_xmalloc((n + 1) * sizeof *scc);
    unsigned nscc = ltl_aut_scc(a, scc);
    LtlMarks *um = ltl_xcalloc(nscc + 1, sizeof *um);
    for (unsigned i = 0; i < a->nedges; i++) {
        const LtlEdge *e = &a->edges[i];
        if (scc[e->src] != -1u && scc[e->src] == scc[e->dst]) um[scc[e->src]] |= e->marks;
    }
    LtlMarks *em = ltl_xmalloc((a->nedges + 1) * sizeof *em);
    for (unsigned i = 0; i < a->nedges; i++) {
        const LtlEdge *e = &a->edges[i];
        int acc = scc[e->src] != -1u && scc[e->src] == scc[e->dst] && um[scc[e->src]] == all;
        em[i] = acc ? e->marks : 0;
    }
    /* redundant sets */
    LtlMarks keep = all;
    for (unsigned j = 0; j < ns; j++) {
        for (unsigned i = 0; i < ns; i++) {
            if (i == j || !((keep >> i) & 1)) continue;
            int incl = 1, eq = 1;
            for (unsigned k = 0; k < a->nedges && incl; k++) {
                int hi = (em[k] >> i) & 1, hj = (em[k] >> j) & 1;
                if (hi && !hj) incl = 0;
                if (hi != hj) eq = 0;
            }
            if (incl && (!eq || i < j)) { keep &= ~((LtlMarks)1 << j); break; }
        }
    }
    /* a set containing every accepting edge is redundant if another remains */
    int anyacc = 0;
    for (unsigned k = 0; k < a->nedges; k++) if (em[k] == all) anyacc = 1;
    for (unsigned j = 0; j < ns && popc64(keep) > 1; j++) {
        if (!((keep >> j) & 1)) continue;
        int full = 1;
        for (unsigned k = 0; k < a->nedges && full; k++) {
            const LtlEdge *e = &a->edges[k];
            int internal_acc = scc[e->src] != -1u && scc[e->src] == scc[e->dst] && um[scc[e->src]] == all;
            if (internal_acc && !((em[k] >> j) & 1)) full = 0;
        }
        if (full && anyacc) keep &= ~((LtlMarks)1 << j);
    }
    unsigned nk = (unsigned)popc64(keep);
    LtlAut *r = ltl_aut_new(a->ctx, n, nk, ltl_acc_gen_buchi(nk));
    r->init = a->init;
    if (a->name) r->name = strdup(a->name);
    for (unsigned k = 0; k < a->nedges; k++) {
        LtlMarks m = 0;
        unsigned b = 0;
        for (unsigned j = 0; j < ns; j++)
            if ((keep >> j) & 1) { if ((em[k] >> j) & 1) m |= (LtlMarks)1 << b; b++; }
        ltl_aut_add_edge(r, a->edges[k].src, a->edges[k].dst, a->edges[k].label, m);
    }
    ltl_aut_finish(r);
    free(scc); free(um); free(em);
    return r;
}

LtlAut *ltl_aut_postprocess(const LtlAut *a)
{
    LtlAut *cur = ltl_aut_prune(a);
    for (int it = 0; it < 3; it++) {
        unsigned ns = cur->nstates, ne = cur->nedges, nsets = cur->nsets;
        LtlAut *b = ltl_aut_simplify_acc(cur);
        ltl_aut_free(cur);
        LtlAut *c = ltl_aut_simulation(b);
        ltl_aut_free(b);
        cur = ltl_aut_prune(c);
        ltl_aut_free(c);
        if (cur->nstates == ns && cur->nedges == ne && cur->nsets == nsets) break;
    }
    return cur;
}
