/* degen.c -- generalized Büchi (transition-based) -> state-based Büchi.
 *
 * Levels 0..m for m acceptance sets; level m is accepting.  From level l<m
 * an edge in set l goes to level l+1 (with level jumping: past every
 * consecutive set l, l+1, ..., j it contains, to j+1); from level m the
 * count restarts at 0.  Following Blahoudek et al. (SPIN'14):
 *  - init_accepting=0 starts on level 0 so that accepting states are far
 *    from the initial state (better for proving properties with NDFS);
 *  - init_accepting=1 starts on the accepting level (bug hunting).
 * SCC-aware: states in non-accepting SCCs always use level 0, states in
 * weak accepting SCCs (every internal edge in every set) always use level m,
 * and with scc_reset an edge entering another SCC enters it at level 0
 * (resp. m for init_accepting).  The result is reduced by simulation,
 * which preserves state-based acceptance.
 */
#include "ltl/ltl_int.h"

const LtlDegenOpts ltl_degen_verify = { 1, 0, 1 };
const LtlDegenOpts ltl_degen_bughunt = { 1, 1, 1 };

static LtlAut *mark_states(LtlAut *a)
{
    a->is_ba = 1;
    free(a->state_acc);
    a->state_acc = ltl_xcalloc(a->nstates + 1, 1);
    for (unsigned s = 0; s < a->nstates; s++)
        for (unsigned i = a->first[s]; i < a->first[s + 1]; i++)
            if (a->edges[i].marks & 1) a->state_acc[s] = 1;
    return a;
}

LtlAut *ltl_degeneralize(const LtlAut *a, const LtlDegenOpts *o)
{
    if (!o) o = &ltl_degen_verify;
    if (!ltl_acc_is_gen_buchi(a->acc, a->nsets)) return NULL;
    unsigned n = a->nstates, m = a->nsets;
    if (a->is_ba && a->state_acc) return ltl_aut_copy(a);
    if (m == 0) {
        LtlAut *r = ltl_aut_new(a->ctx, n, 1, ltl_acc_gen_buchi(1));
        r->init = a->init;
        if (a->name) r->name = strdup(a->name);
        for (unsigned i = 0; i < a->nedges; i++)
            ltl_aut_add_edge(r, a->edges[i].src, a->edges[i].dst, a->edges[i].label, 1);
        ltl_aut_finish(r);
        return mark_states(r);
    }
    LtlMarks all = m >= 64 ? ~(LtlMarks)0 : (((LtlMarks)1 << m) - 1);
    unsigned *scc = ltl_xmalloc((n + 1) * sizeof *scc);
    unsigned nscc = ltl_aut_scc(a, scc);
    /* per SCC: 0 non-accepting, 1 accepting, 2 weak accepting */
    LtlMarks *um = ltl_xcalloc(nscc + 1, sizeof *um);
    unsigned char *weak = ltl_xmalloc(nscc + 1);
    memset(weak, 1, nscc + 1);
    for (unsigned i = 0; i < a->nedges; i++) {
        const LtlEdge *e = &a->edges[i];
        if (scc[e->src] == -1u || scc[e->src] != scc[e->dst]) continue;
        um[scc[e->src]] |= e->marks;
        if (e->marks != all) weak[scc[e->src]] = 0;
    }
    unsigned char *kind = ltl_xcalloc(nscc + 1, 1);
    for (unsigned c = 0; c < nscc; c++) kind[c] = um[c] != all ? 0 : weak[c] ? 2 : 1;

    unsigned L = m + 1;
    unsigned *id = ltl_xmalloc((size_t)n * L * sizeof *id);
    for (size_t i = 0; i < (size_t)n * L; i++) id[i] = -1u;
    unsigned *qs = NULL, *ql = NULL, nq = 0, cq = 0, head = 0;
    LtlAut *r = ltl_aut_new(a->ctx, 0, 1, ltl_acc_gen_buchi(1));
    if (a->name) r->name = strdup(a->name);
#define FIX_LEVEL(q, l) (scc[q] == -1u ? 0 : kind[scc[q]] == 0 ? 0 : kind[scc[q]] == 2 ? m : (l))
#define GET(q, l, out) do { unsigned _l = FIX_LEVEL(q, l); size_t _k = (size_t)(q) * L + _l; \
        if (id[_k] == -1u) { id[_k] = r->nstates++; \
            if (nq == cq) { cq = cq ? 2 * cq : 64; qs = ltl_xrealloc(qs, cq * sizeof *qs); ql = ltl_xrealloc(ql, cq * sizeof *ql); } \
            qs[nq] = (q); ql[nq++] = _l; } \
        out = id[_k]; } while (0)
    unsigned init;
    GET(a->init, o->init_accepting ? m : 0, init);
    r->init = init;
    while (head < nq) {
        unsigned q = qs[head], l = ql[head++];
        unsigned src = id[(size_t)q * L + l];
        for (unsigned i = a->first[q]; i < a->first[q + 1]; i++) {
            const LtlEdge *e = &a->edges[i];
            unsigned nl, base = l == m ? 0 : l, d;
            if (o->scc_reset && scc[e->dst] != scc[q]) {
                nl = o->init_accepting ? m : 0;
            } else if (o->level_jump) {
                nl = base;
                while (nl < m && ((e->marks >> nl) & 1)) nl++;
            } else {
                nl = l == m ? 0 : ((e->marks >> l) & 1) ? l + 1 : l;
            }
            GET(e->dst, nl, d);
            ltl_aut_add_edge(r, src, d, e->label, l == m ? 1 : 0);
        }
    }
#undef GET
#undef FIX_LEVEL
    /* mark: edges leaving level-m states */
    ltl_aut_finish(r);
    free(id); free(qs); free(ql); free(scc); free(um); free(weak); free(kind);
    LtlAut *s = ltl_aut_simulation(r);
    ltl_aut_free(r);
    LtlAut *p = ltl_aut_prune(s);
    ltl_aut_free(s);
    return mark_states(p);
}
