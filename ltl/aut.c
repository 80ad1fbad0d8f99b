/* aut.c -- explicit automata: builder, copy, SCCs, acceptance formulas,
 * pruning of unreachable states and useless SCCs. */
#include "ltl/ltl_int.h"

/* ---- acceptance conditions ------------------------------------------------ */

LtlAcc *ltl_acc_new(LtlAccOp op, unsigned set, LtlAcc *l, LtlAcc *r)
{
    LtlAcc *a = ltl_xcalloc(1, sizeof *a);
    a->op = op;
    a->set = set;
    a->l = l;
    a->r = r;
    return a;
}

LtlAcc *ltl_acc_copy(const LtlAcc *a)
{
    if (!a) return NULL;
    return ltl_acc_new(a->op, a->set, ltl_acc_copy(a->l), ltl_acc_copy(a->r));
}

void ltl_acc_free(LtlAcc *a)
{
    if (!a) return;
    ltl_acc_free(a->l);
    ltl_acc_free(a->r);
    free(a);
}

LtlAcc *ltl_acc_gen_buchi(unsigned n)
{
    if (n == 0) return ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
    LtlAcc *a = ltl_acc_new(LTL_ACC_INF, n - 1, NULL, NULL);
    for (unsigned i = n - 1; i-- > 0;)
        a = ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_new(LTL_ACC_INF, i, NULL, NULL), a);
    return a;
}

int ltl_acc_eval(const LtlAcc *a, LtlMarks inf)
{
    switch (a->op) {
    case LTL_ACC_T: return 1;
    case LTL_ACC_F: return 0;
    case LTL_ACC_INF: return (int)((inf >> a->set) & 1);
    case LTL_ACC_FIN: return !((inf >> a->set) & 1);
    case LTL_ACC_AND: return ltl_acc_eval(a->l, inf) && ltl_acc_eval(a->r, inf);
    default: return ltl_acc_eval(a->l, inf) || ltl_acc_eval(a->r, inf);
    }
}

/* collects Inf sets of a pure conjunction of Inf; -1 if other */
static int inf_conj(const LtlAcc *a, LtlMarks *m)
{
    switch (a->op) {
    case LTL_ACC_T: return 0;
    case LTL_ACC_INF: *m |= (LtlMarks)1 << a->set; return 0;
    case LTL_ACC_AND: return inf_conj(a->l, m) < 0 || inf_conj(a->r, m) < 0 ? -1 : 0;
    default: return -1;
    }
}

int ltl_acc_is_gen_buchi(const LtlAcc *a, unsigned n)
{
    LtlMarks m = 0;
    if (!a || inf_conj(a, &m) < 0) return 0;
    return m == (n >= 64 ? ~(LtlMarks)0 : (((LtlMarks)1 << n) - 1));
}

LtlAcc *ltl_acc_shift(const LtlAcc *a, unsigned by)
{
    LtlAcc *c = ltl_acc_copy(a);
    if (c->op == LTL_ACC_INF || c->op == LTL_ACC_FIN) c->set += by;
    if (c->l) { ltl_acc_free(c->l); c->l = ltl_acc_shift(a->l, by); }
    if (c->r) { ltl_acc_free(c->r); c->r = ltl_acc_shift(a->r, by); }
    return c;
}

static void acc_pr(FILE *out, const LtlAcc *a, int parent_or)
{
    switch (a->op) {
    case LTL_ACC_T: fputs("t", out); break;
    case LTL_ACC_F: fputs("f", out); break;
    case LTL_ACC_INF: fprintf(out, "Inf(%u)", a->set); break;
    case LTL_ACC_FIN: fprintf(out, "Fin(%u)", a->set); break;
    case LTL_ACC_AND:
        acc_pr(out, a->l, 0); fputs("&", out); acc_pr(out, a->r, 0); break;
    case LTL_ACC_OR:
        if (!parent_or) fputs("(", out);
        acc_pr(out, a->l, 1); fputs(" | ", out); acc_pr(out, a->r, 1);
        if (!parent_or) fputs(")", out);
        break;
    }
}

void ltl_acc_print(FILE *out, const LtlAcc *a) { acc_pr(out, a, 1); }

/* ---- builder ---------------------------------------------------------------- */

LtlAut *ltl_aut_new(LtlContext *ctx, unsigned nstates, unsigned nsets, LtlAcc *acc)
{
    LtlAut *a = ltl_xcalloc(1, sizeof *a);
    a->ctx = ctx;
    a->nstates = nstates;
    a->nsets = nsets;
    a->acc = acc ? acc : ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
    a->cap = 16;
    a->edges = ltl_xmalloc(a->cap * sizeof *a->edges);
    return a;
}

unsigned ltl_aut_add_state(LtlAut *a)
{
    if (a->state_acc) {
        a->state_acc = ltl_xrealloc(a->state_acc, a->nstates + 1);
        a->state_acc[a->nstates] = 0;
    }
    return a->nstates++;
}

void ltl_aut_add_edge(LtlAut *a, unsigned src, unsigned dst, int label, LtlMarks marks)
{
    if (label == bdd_false()) return;
    if (a->nedges == a->cap) a->edges = ltl_xrealloc(a->edges, (a->cap *= 2) * sizeof *a->edges);
    a->edges[a->nedges++] = (LtlEdge){ src, dst, bref(label), marks };
}

static int edge_cmp(const void *x, const void *y)
{
    const LtlEdge *a = x, *b = y;
    if (a->src != b->src) return a->src < b->src ? -1 : 1;
    if (a->dst != b->dst) return a->dst < b->dst ? -1 : 1;
    if (a->marks != b->marks) return a->marks < b->marks ? -1 : 1;
    return 0;
}

void ltl_aut_finish(LtlAut *a)
{
    /* stable sort keeping the insertion order inside equal keys */
    qsort(a->edges, a->nedges, sizeof *a->edges, edge_cmp);
    unsigned k = 0;
    for (unsigned i = 0; i < a->nedges; i++) {
        if (k && edge_cmp(&a->edges[k - 1], &a->edges[i]) == 0) {
            int o = bref(bdd_or(a->edges[k - 1].label, a->edges[i].label));
            bunref(a->edges[k - 1].label);
            bunref(a->edges[i].label);
            a->edges[k - 1].label = o;
        } else {
            a->edges[k++] = a->edges[i];
        }
    }
    a->nedges = k;
    free(a->first);
    a->first = ltl_xcalloc(a->nstates + 1, sizeof *a->first);
    for (unsigned i = 0; i < a->nedges; i++) a->first[a->edges[i].src + 1]++;
    for (unsigned s = 0; s < a->nstates; s++) a->first[s + 1] += a->first[s];
}

void ltl_aut_free(LtlAut *a)
{
    if (!a) return;
    for (unsigned i = 0; i < a->nedges; i++) bunref(a->edges[i].label);
    free(a->edges);
    free(a->first);
    free(a->state_acc);
    free(a->name);
    ltl_acc_free(a->acc);
    free(a);
}

LtlAut *ltl_aut_copy(const LtlAut *a)
{
    LtlAut *c = ltl_aut_new(a->ctx, a->nstates, a->nsets, ltl_acc_copy(a->acc));
    c->init = a->init;
    c->is_ba = a->is_ba;
    if (a->state_acc) {
        c->state_acc = ltl_xmalloc(a->nstates + 1);
        memcpy(c->state_acc, a->state_acc, a->nstates);
    }
    if (a->name) c->name = strdup(a->name);
    for (unsigned i = 0; i < a->nedges; i++)
        ltl_aut_add_edge(c, a->edges[i].src, a->edges[i].dst, a->edges[i].label, a->edges[i].marks);
    ltl_aut_finish(c);
    return c;
}

unsigned *ltl_aut_aps(const LtlAut *a, unsigned *n)
{
    int nv = bdd_varnum();
    unsigned char *used = ltl_xcalloc((size_t)nv + 1, 1);
    for (unsigned i = 0; i < a->nedges; i++) {
        int s = bref(bdd_support(a->edges[i].label));
        for (int b = s; b != bdd_true() && b != bdd_false(); b = bdd_high(b))
            used[bdd_var(b)] = 1;
        bunref(s);
    }
    unsigned *r = ltl_xmalloc(((size_t)nv + 1) * sizeof *r), k = 0;
    for (int v = 0; v < nv; v++) if (used[v]) r[k++] = (unsigned)v;
    free(used);
    *n = k;
    return r;
}

/* ---- SCCs (iterative Tarjan) ------------------------------------------------- */

unsigned ltl_aut_scc(const LtlAut *a, unsigned *scc)
{
    unsigned n = a->nstates, cnt = 0, idx = 0;
    unsigned *index = ltl_xmalloc(n * sizeof *index), *low = ltl_xmalloc(n * sizeof *low);
    unsigned *stack = ltl_xmalloc(n * sizeof *stack), sp = 0;
    unsigned *cs = ltl_xmalloc(n * sizeof *cs), *ce = ltl_xmalloc(n * sizeof *ce), csp = 0;
    unsigned char *on = ltl_xcalloc(n, 1);
    for (unsigned i = 0; i < n; i++) { index[i] = -1u; scc[i] = -1u; }
    if (n == 0) goto out;
    cs[csp] = a->init; ce[csp++] = a->first[a->init];
    index[a->init] = low[a->init] = idx++;
    stack[sp++] = a->init; on[a->init] = 1;
    while (csp) {
        unsigned v = cs[csp - 1];
        if (ce[csp - 1] < a->first[v + 1]) {
            unsigned w = a->edges[ce[csp - 1]++].dst;
            if (index[w] == -1u) {
                index[w] = low[w] = idx++;
                stack[sp++] = w; on[w] = 1;
                cs[csp] = w; ce[csp++] = a->first[w];
            } else if (on[w] && index[w] < low[v]) {
                low[v] = index[w];
            }
            continue;
        }
        csp--;
        if (csp && low[v] < low[cs[csp - 1]]) low[cs[csp - 1]] = low[v];
        if (low[v] == index[v]) {
            unsigned w;
            do { w = stack[--sp]; on[w] = 0; scc[w] = cnt; } while (w != v);
            cnt++;
        }
    }
out:
    free(index); free(low); free(stack); free(cs); free(ce); free(on);
    return cnt;
}

/* ---- acceptance DNF: disjuncts of (fin set, inf set) ------------------------- */

typedef struct Dnf { unsigned n; LtlMarks *fin, *inf; } Dnf;

static Dnf dnf_of(const LtlAcc *a)
{
    Dnf d = { 0, NULL, NULL };
    switch (a->op) {
    case LTL_ACC_F: return d;
    case LTL_ACC_T: case LTL_ACC_INF: case LTL_ACC_FIN:
        d.n = 1;
        d.fin = ltl_xcalloc(1, sizeof *d.fin);
        d.inf = ltl_xcalloc(1, sizeof *d.inf);
        if (a->op == LTL_ACC_INF) d.inf[0] = (LtlMarks)1 << a->set;
        if (a->op == LTL_ACC_FIN) d.fin[0] = (LtlMarks)1 << a->set;
        return d;
    case LTL_ACC_OR: {
        Dnf l = dnf_of(a->l), r = dnf_of(a->r);
        d.n = l.n + r.n;
        d.fin = ltl_xmalloc((d.n + 1) * sizeof *d.fin);
        d.inf = ltl_xmalloc((d.n + 1) * sizeof *d.inf);
        for (unsigned i = 0; i < l.n; i++) { d.fin[i] = l.fin[i]; d.inf[i] = l.inf[i]; }
        for (unsigned i = 0; i < r.n; i++) { d.fin[l.n + i] = r.fin[i]; d.inf[l.n + i] = r.inf[i]; }
        free(l.fin); free(l.inf); free(r.fin); free(r.inf);
        return d;
    }
    default: {
        Dnf l = dnf_of(a->l), r = dnf_of(a->r);
        d.fin = ltl_xmalloc((l.n * r.n + 1) * sizeof *d.fin);
        d.inf = ltl_xmalloc((l.n * r.n + 1) * sizeof *d.inf);
        for (unsigned i = 0; i < l.n; i++)
            for (unsigned j = 0; j < r.n; j++) {
                LtlMarks fi = l.fin[i] | r.fin[j], in = l.inf[i] | r.inf[j];
                if (fi & in) continue;   /* Fin(x) & Inf(x) unsatisfiable */
                d.fin[d.n] = fi; d.inf[d.n++] = in;
            }
        free(l.fin); free(l.inf); free(r.fin); free(r.inf);
        return d;
    }
    }
}

/* Finds, inside the states with mask[s]==1, an SCC (of the subgraph that
 * avoids edges carrying `fin`) having an internal edge and all `inf`
 * marks.  Returns one state of it or -1u; if `edges_out` is non-NULL it is
 * filled with 1 for the edges internal to that SCC. */
unsigned ltl_find_acc_scc(const LtlAut *a, const unsigned char *mask, LtlMarks fin,
                          LtlMarks inf, unsigned char *edges_out);

unsigned ltl_find_acc_scc(const LtlAut *a, const unsigned char *mask, LtlMarks fin,
                          LtlMarks inf, unsigned char *edges_out)
{
    /* Tarjan over all masked states (several roots) */
    unsigned n = a->nstates, idx = 0, found = -1u;
    unsigned *index = ltl_xmalloc(n * sizeof *index), *low = ltl_xmalloc(n * sizeof *low);
    unsigned *stack = ltl_xmalloc(n * sizeof *stack), sp = 0;
    unsigned *cs = ltl_xmalloc(n * sizeof *cs), *ce = ltl_xmalloc(n * sizeof *ce), csp = 0;
    unsigned *comp = ltl_xmalloc(n * sizeof *comp), ncomp = 0;
    unsigned char *on = ltl_xcalloc(n, 1);
    for (unsigned i = 0; i < n; i++) { index[i] = -1u; comp[i] = -1u; }
    for (unsigned root = 0; root < n && found == -1u; root++) {
        if (!mask[root] || index[root] != -1u) continue;
        cs[csp] = root; ce[csp++] = a->first[root];
        index[root] = low[root] = idx++;
        stack[sp++] = root; on[root] = 1;
        while (csp && found == -1u) {
            unsigned v = cs[csp - 1];
            if (ce[csp - 1] < a->first[v + 1]) {
                const LtlEdge *e = &a->edges[ce[csp - 1]++];
                unsigned w = e->dst;
                if (!mask[w] || (e->marks & fin)) continue;
                if (index[w] == -1u) {
                    index[w] = low[w] = idx++;
                    stack[sp++] = w; on[w] = 1;
                    cs[csp] = w; ce[csp++] = a->first[w];
                } else if (on[w] && index[w] < low[v]) {
                    low[v] = index[w];
                }
                continue;
            }
            csp--;
            if (csp && low[v] < low[cs[csp - 1]]) low[cs[csp - 1]] = low[v];
            if (low[v] != index[v]) continue;
            unsigned w, c = ncomp++, base = sp;
            do { w = stack[--base]; } while (w != v);
            for (unsigned i = base; i < sp; i++) { comp[stack[i]] = c; on[stack[i]] = 0; }
            /* marks of internal edges */
            LtlMarks m = 0;
            int internal = 0;
            for (unsigned i = base; i < sp; i++) {
                unsigned s = stack[i];
                for (unsigned k = a->first[s]; k < a->first[s + 1]; k++) {
                    const LtlEdge *e = &a->edges[k];
                    if (comp[e->dst] == c && mask[e->dst] && !(e->marks & fin)) {
                        internal = 1;
                        m |= e->marks;
                    }
                }
            }
            if (internal && (m & inf) == inf) {
                found = v;
                if (edges_out)
                    for (unsigned i = base; i < sp; i++) {
                        unsigned s = stack[i];
                        for (unsigned k = a->first[s]; k < a->first[s + 1]; k++) {
                            const LtlEdge *e = &a->edges[k];
                            if (comp[e->dst] == c && mask[e->dst] && !(e->marks & fin))
                                edges_out[k] = 1;
                        }
                    }
            }
            sp = base;
        }
        csp = 0;
        while (sp) on[stack[--sp]] = 0;
    }
    free(index); free(low); free(stack); free(cs); free(ce); free(comp); free(on);
    return found;
}

/* Does the subgraph of states with mask[s] (a union of SCCs or one SCC)
 * contain an accepting cycle?  Returns a state on it or -1u, and the
 * internal edges of the accepting sub-SCC in edges_out (may be NULL). */
unsigned ltl_acc_cycle_in(const LtlAut *a, const unsigned char *mask, unsigned char *edges_out,
                          LtlMarks *fin_out);
unsigned ltl_acc_cycle_in(const LtlAut *a, const unsigned char *mask, unsigned char *edges_out,
                          LtlMarks *fin_out)
{
    Dnf d = dnf_of(a->acc);
    unsigned r = -1u;
    for (unsigned i = 0; i < d.n && r == -1u; i++) {
        r = ltl_find_acc_scc(a, mask, d.fin[i], d.inf[i], edges_out);
        if (r != -1u && fin_out) *fin_out = d.fin[i];
    }
    free(d.fin);
    free(d.inf);
    return r;
}

/* ---- pruning ------------------------------------------------------------------ */

/* Keeps states with keep[s]; renumbers; init must be kept. */
LtlAut *ltl_aut_restrict(const LtlAut *a, const unsigned char *keep);
LtlAut *ltl_aut_restrict(const LtlAut *a, const unsigned char *keep)
{
    unsigned *map = ltl_xmalloc((a->nstates + 1) * sizeof *map), n = 0;
    for (unsigned s = 0; s < a->nstates; s++) map[s] = keep[s] ? n++ : -1u;
    if (map[a->init] == -1u) map[a->init] = n++;   /* keep an (empty) init */
    LtlAut *r = ltl_aut_new(a->ctx, n, a->nsets, ltl_acc_copy(a->acc));
    r->init = map[a->init];
    r->is_ba = a->is_ba;
    if (a->name) r->name = strdup(a->name);
    if (a->state_acc) {
        r->state_acc = ltl_xcalloc(n + 1, 1);
        for (unsigned s = 0; s < a->nstates; s++)
            if (map[s] != -1u) r->state_acc[map[s]] = a->state_acc[s];
    }
    for (unsigned i = 0; i < a->nedges; i++) {
        const LtlEdge *e = &a->edges[i];
        if (keep[e->src] && keep[e->dst])
            ltl_aut_add_edge(r, map[e->src], map[e->dst], e->label, e->marks);
    }
    free(map);
    ltl_aut_finish(r);
    return r;
}

LtlAut *ltl_aut_prune(const LtlAut *a)
{
    unsigned n = a->nstates;
    unsigned *scc = ltl_xmalloc((n + 1) * sizeof *scc);
    unsigned nscc = ltl_aut_scc(a, scc);
    unsigned char *useful = ltl_xcalloc(nscc + 1, 1), *mask = ltl_xcalloc(n + 1, 1);
    /* SCC numbers are in reverse topological order: successors first */
    unsigned **members = ltl_xcalloc(nscc + 1, sizeof *members);
    unsigned *cnt = ltl_xcalloc(nscc + 1, sizeof *cnt);
    for (unsigned s = 0; s < n; s++) if (scc[s] != -1u) cnt[scc[s]]++;
    for (unsigned c = 0; c < nscc; c++) { members[c] = ltl_xmalloc((cnt[c] + 1) * sizeof **members); cnt[c] = 0; }
    for (unsigned s = 0; s < n; s++) if (scc[s] != -1u) members[scc[s]][cnt[scc[s]]++] = s;
    for (unsigned c = 0; c < nscc; c++) {
        int u = 0;
        for (unsigned i = 0; i < cnt[c] && !u; i++) {
            unsigned s = members[c][i];
            for (unsigned k = a->first[s]; k < a->first[s + 1]; k++) {
                unsigned d = scc[a->edges[k].dst];
                if (d != c && useful[d]) { u = 1; break; }
            }
        }
        if (!u) {
            for (unsigned i = 0; i < cnt[c]; i++) mask[members[c][i]] = 1;
            u = ltl_acc_cycle_in(a, mask, NULL, NULL) != -1u;
            for (unsigned i = 0; i < cnt[c]; i++) mask[members[c][i]] = 0;
        }
        useful[c] = (unsigned char)u;
    }
    for (unsigned s = 0; s < n; s++) mask[s] = scc[s] != -1u && useful[scc[s]];
    LtlAut *r = ltl_aut_restrict(a, mask);
    for (unsigned c = 0; c < nscc; c++) free(members[c]);
    free(members); free(cnt); free(useful); free(mask); free(scc);
    return r;
}
