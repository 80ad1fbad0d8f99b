/* wdba.c -- minimal weak deterministic Büchi automaton of an obligation
 * property (Dax, Eisinger & Klaedtke, ATVA'07; Löding, IPL 2001).
 *
 *  1. subset construction of the TGBA A, made complete (the empty set is
 *     a rejecting sink); labels are split with BDDs, so any number of APs;
 *  2. each SCC of the subset automaton D with a cycle is accepting iff the
 *     word of one of its cycles (after a path from the initial state) is
 *     accepted by A: when L(A) is recognised by a weak deterministic
 *     automaton, D with this acceptance recognises it (Dax et al.);
 *  3. Löding's maximal colouring of the SCCs (colours non-decreasing along
 *     runs, each SCC the largest colour of its parity allowed by its
 *     successors) and Moore partition refinement with even colours as the
 *     final states: the minimal weak DBA;
 *  4. the result is kept only if it is language-equivalent to A, which the
 *     caller checks with A's negation (ltl_wdba_equivalent): not every
 *     formula is an obligation, and then step 2 is wrong.
 * Gives up (NULL) beyond WDBA_MAX_STATES subset states or WDBA_MAX_PARTS
 * letter classes out of one subset.
 */
#include "ltl/ltl_int.h"

#define WDBA_MAX_STATES 512
#define WDBA_MAX_PARTS 1024

LtlAut *ltl_aut_restrict(const LtlAut *a, const unsigned char *keep);

/* ---- subset construction ---------------------------------------------------- */

typedef struct Sub {
    unsigned n, W;        /* states of A, words per subset */
    uint64_t *sets;       /* ns * W bits */
    unsigned ns, cap;     /* subsets and capacity */
} Sub;

static unsigned sub_find(Sub *s, const uint64_t *b, int *isnew)
{
    for (unsigned i = 0; i < s->ns; i++)
        if (!memcmp(s->sets + (size_t)i * s->W, b, s->W * sizeof *b)) { *isnew = 0; return i; }
    if (s->ns == s->cap) s->sets = ltl_xrealloc(s->sets, (size_t)(s->cap = s->cap ? 2 * s->cap : 16) * s->W * sizeof *b);
    memcpy(s->sets + (size_t)s->ns * s->W, b, s->W * sizeof *b);
    *isnew = 1;
    return s->ns++;
}

typedef struct Part { int lab; uint64_t *set; } Part;

/* Letter classes leaving subset b: (label, successor subset) pairs whose
 * labels partition true.  Returns the count, or -1u when too many. */
static unsigned split(const LtlAut *a, Sub *s, const uint64_t *b, Part **out)
{
    unsigned np = 1, cp = 16, W = s->W;
    Part *p = ltl_xmalloc(cp * sizeof *p);
    p[0].lab = bref(bdd_true());
    p[0].set = ltl_xcalloc(W, sizeof(uint64_t));
    for (unsigned q = 0; q < s->n; q++) {
        if (!((b[q >> 6] >> (q & 63)) & 1)) continue;
        for (unsigned i = a->first[q]; i < a->first[q + 1]; i++) {
            const LtlEdge *e = &a->edges[i];
            unsigned m = np;
            for (unsigned k = 0; k < m && np <= WDBA_MAX_PARTS; k++) {
                int in = bref(bdd_and(p[k].lab, e->label));
                if (in == bdd_false()) { bunref(in); continue; }
                int outl = bref(bdd_apply(p[k].lab, e->label, bddop_diff));
                if (outl == bdd_false()) {  /* whole class goes to dst too */
                    bunref(outl); bunref(in);
                    p[k].set[e->dst >> 6] |= (uint64_t)1 << (e->dst & 63);
                    continue;
                }
                if (np == cp) p = ltl_xrealloc(p, (cp *= 2) * sizeof *p);
                p[np].lab = in;
                p[np].set = ltl_xmalloc(W * sizeof(uint64_t));
                memcpy(p[np].set, p[k].set, W * sizeof(uint64_t));
                p[np].set[e->dst >> 6] |= (uint64_t)1 << (e->dst & 63);
                np++;
                bunref(p[k].lab);
                p[k].lab = outl;
            }
        }
    }
    if (np > WDBA_MAX_PARTS) {
        for (unsigned k = 0; k < np; k++) { bunref(p[k].lab); free(p[k].set); }
        free(p);
        return -1u;
    }
    *out = p;
    return np;
}

/* The complete subset automaton of a (no acceptance), or NULL. */
static LtlAut *subset_aut(const LtlAut *a)
{
    Sub s = { a->nstates, (a->nstates + 63) / 64 ? (a->nstates + 63) / 64 : 1, NULL, 0, 0 };
    uint64_t *b = ltl_xcalloc(s.W, sizeof *b);
    int isnew;
    b[a->init >> 6] |= (uint64_t)1 << (a->init & 63);
    sub_find(&s, b, &isnew);
    free(b);
    LtlAut *d = ltl_aut_new(a->ctx, 0, 0, NULL);
    int ok = 1;
    for (unsigned x = 0; x < s.ns && ok; x++) {
        Part *p;
        uint64_t *cur = ltl_xmalloc(s.W * sizeof *cur);
        memcpy(cur, s.sets + (size_t)x * s.W, s.W * sizeof *cur);
        unsigned np = split(a, &s, cur, &p);
        free(cur);
        if (np == -1u) { ok = 0; break; }
        for (unsigned k = 0; k < np; k++) {
            unsigned y = sub_find(&s, p[k].set, &isnew);
            if (s.ns > WDBA_MAX_STATES) ok = 0;
            ltl_aut_add_edge(d, x, y, p[k].lab, 0);
            bunref(p[k].lab);
            free(p[k].set);
        }
        free(p);
    }
    d->nstates = s.ns;
    free(s.sets);
    ltl_aut_finish(d);
    if (!ok) { ltl_aut_free(d); return NULL; }
    return d;
}

/* ---- acceptance of the SCCs of D ------------------------------------------- */

/* BFS in D from `from` to `to`, through states with mask[s] (NULL: all);
 * fills path[] with edge indices, returns its length or -1u. */
static unsigned bfs_path(const LtlAut *d, unsigned from, unsigned to, const unsigned *scc,
                         unsigned c, unsigned *path, int nonempty)
{
    unsigned n = d->nstates, *par = ltl_xmalloc((n + 1) * sizeof *par), *q = ltl_xmalloc((n + 1) * sizeof *q);
    for (unsigned i = 0; i < n; i++) par[i] = -1u;
    unsigned h = 0, t = 0, len = -1u, hit = -1u;
    if (!nonempty && from == to) { free(par); free(q); return 0; }
    q[t++] = from;
    while (h < t && hit == -1u) {
        unsigned x = q[h++];
        for (unsigned i = d->first[x]; i < d->first[x + 1]; i++) {
            unsigned y = d->edges[i].dst;
            if (c != -1u && scc[y] != c) continue;
            if (y == to) { hit = i; break; }
            if (par[y] != -1u || y == from) continue;
            par[y] = i;
            q[t++] = y;
        }
    }
    if (hit != -1u) {
        len = 0;
        for (unsigned e = hit;; e = par[d->edges[e].src]) {
            path[len++] = e;
            if (d->edges[e].src == from) break;
        }
        for (unsigned i = 0; i < len / 2; i++) { unsigned t2 = path[i]; path[i] = path[len - 1 - i]; path[len - 1 - i] = t2; }
    }
    free(par); free(q);
    return len;
}

/* Is the word of the lasso (prefix, cycle: edges of d) accepted by a? */
static int lasso_accepted(const LtlAut *a, const LtlAut *d, const unsigned *pre, unsigned np,
                          const unsigned *cyc, unsigned nc)
{
    LtlAut *w = ltl_aut_new(a->ctx, np + nc, 0, NULL);
    w->init = 0;
    for (unsigned i = 0; i < np + nc; i++) {
        const LtlEdge *e = &d->edges[i < np ? pre[i] : cyc[i - np]];
        int one = bref(bdd_satone(e->label));
        ltl_aut_add_edge(w, i, i + 1 < np + nc ? i + 1 : np, one, 0);
        bunref(one);
    }
    ltl_aut_finish(w);
    LtlAut *p = ltl_product(a, w);
    int acc = p && !ltl_is_empty(p, NULL);
    if (p) ltl_aut_free(p);
    ltl_aut_free(w);
    return acc;
}

/* ---- colouring and minimisation ---------------------------------------------- */

/* colour[s] for every state of d (Löding's maximal colouring). */
static unsigned *colours(const LtlAut *a, const LtlAut *d)
{
    unsigned n = d->nstates, *scc = ltl_xmalloc((n + 1) * sizeof *scc);
    unsigned nscc = ltl_aut_scc(d, scc);
    unsigned *col = ltl_xmalloc((nscc + 1) * sizeof *col), *rep = ltl_xmalloc((nscc + 1) * sizeof *rep);
    unsigned char *cyc = ltl_xcalloc(nscc + 1, 1);
    for (unsigned c = 0; c < nscc; c++) rep[c] = -1u;
    for (unsigned s = 0; s < n; s++) if (rep[scc[s]] == -1u) rep[scc[s]] = s;
    for (unsigned i = 0; i < d->nedges; i++)
        if (scc[d->edges[i].src] == scc[d->edges[i].dst]) cyc[scc[d->edges[i].src]] = 1;
    unsigned *pre = ltl_xmalloc((n + 1) * sizeof *pre), *cy = ltl_xmalloc((n + 1) * sizeof *cy);
    unsigned top = 2 * nscc + 2;
    for (unsigned c = 0; c < nscc; c++) {   /* successors first */
        unsigned k = top;
        for (unsigned i = 0; i < d->nedges; i++)
            if (scc[d->edges[i].src] == c && scc[d->edges[i].dst] != c && col[scc[d->edges[i].dst]] < k)
                k = col[scc[d->edges[i].dst]];
        if (!cyc[c]) { col[c] = k; continue; }
        unsigned s = rep[c];
        unsigned np = bfs_path(d, d->init, s, scc, -1u, pre, 0);
        unsigned nc = bfs_path(d, s, s, scc, c, cy, 1);
        int acc = lasso_accepted(a, d, pre, np, cy, nc);
        col[c] = (k & 1) == (acc ? 0u : 1u) ? k : k - 1;
    }
    unsigned *res = ltl_xmalloc((n + 1) * sizeof *res);
    for (unsigned s = 0; s < n; s++) res[s] = col[scc[s]];
    free(scc); free(col); free(rep); free(cyc); free(pre); free(cy);
    return res;
}

/* Signature of state s under partition cls: its class, then its edges
 * grouped by target class (labels ORed), sorted by class. */
typedef struct Sig { unsigned n; unsigned *v; } Sig;

static Sig signature(const LtlAut *d, const unsigned *cls, unsigned s)
{
    unsigned m = d->first[s + 1] - d->first[s];
    Sig g = { 1, ltl_xmalloc((2 * m + 1) * sizeof(unsigned)) };
    g.v[0] = cls[s];
    for (unsigned i = d->first[s]; i < d->first[s + 1]; i++) {
        unsigned c = cls[d->edges[i].dst], j;
        for (j = 1; j < g.n && g.v[j] != c; j += 2) {}
        if (j < g.n) {
            int o = bref(bdd_or((int)g.v[j + 1], d->edges[i].label));
            bunref((int)g.v[j + 1]);
            g.v[j + 1] = (unsigned)o;
        } else {
            g.v[g.n++] = c;
            g.v[g.n++] = (unsigned)bref(d->edges[i].label);
        }
    }
    for (unsigned i = 1; i < g.n; i += 2)         /* insertion sort by class */
        for (unsigned j = i; j > 1 && g.v[j - 2] > g.v[j]; j -= 2) {
            unsigned t0 = g.v[j - 2], t1 = g.v[j - 1];
            g.v[j - 2] = g.v[j]; g.v[j - 1] = g.v[j + 1];
            g.v[j] = t0; g.v[j + 1] = t1;
        }
    return g;
}

static void sig_free(Sig *g)
{
    for (unsigned i = 2; i < g->n; i += 2) bunref((int)g->v[i]);
    free(g->v);
}

/* Moore refinement; returns the number of classes, cls[] filled. */
static unsigned minimise(const LtlAut *d, const unsigned *col, unsigned *cls)
{
    unsigned n = d->nstates, k = 0;
    for (unsigned s = 0; s < n; s++) cls[s] = col[s] & 1;
    Sig *g = ltl_xmalloc((n + 1) * sizeof *g);
    unsigned *nc = ltl_xmalloc((n + 1) * sizeof *nc);
    for (unsigned prev = 0;; prev = k) {
        k = 0;
        for (unsigned s = 0; s < n; s++) {
            g[s] = signature(d, cls, s);
            nc[s] = -1u;
            for (unsigned t = 0; t < s; t++)
                if (g[t].n == g[s].n && !memcmp(g[t].v, g[s].v, g[s].n * sizeof *g[s].v)) { nc[s] = nc[t]; break; }
            if (nc[s] == -1u) nc[s] = k++;
        }
        for (unsigned s = 0; s < n; s++) { sig_free(&g[s]); cls[s] = nc[s]; }
        if (k == prev) break;
    }
    free(g); free(nc);
    return k;
}

/* Quotient of d by cls with weak Büchi marks: an edge inside an SCC of
 * even-coloured classes gets set 0; with complement, the odd ones. */
static LtlAut *quotient(const LtlAut *d, const unsigned *cls, unsigned k, const unsigned *col, int complement)
{
    LtlAut *r = ltl_aut_new(d->ctx, k, 1, ltl_acc_gen_buchi(1));
    unsigned *kcol = ltl_xmalloc((k + 1) * sizeof *kcol);
    unsigned char *done = ltl_xcalloc(k + 1, 1);
    r->init = cls[d->init];
    for (unsigned s = 0; s < d->nstates; s++) {
        if (done[cls[s]]) continue;
        done[cls[s]] = 1;
        kcol[cls[s]] = col[s] & 1;
        for (unsigned i = d->first[s]; i < d->first[s + 1]; i++)
            ltl_aut_add_edge(r, cls[s], cls[d->edges[i].dst], d->edges[i].label, 0);
    }
    ltl_aut_finish(r);
    unsigned *scc = ltl_xmalloc((k + 1) * sizeof *scc);
    ltl_aut_scc(r, scc);
    for (unsigned i = 0; i < r->nedges; i++) {
        LtlEdge *e = &r->edges[i];
        if (scc[e->src] == scc[e->dst] && kcol[e->src] == (unsigned)complement && kcol[e->dst] == (unsigned)complement)
            e->marks = 1;
    }
    free(kcol); free(done); free(scc);
    return r;
}

/* Every cycle accepting (safety): acceptance t, no set. */
static void drop_trivial_set(LtlAut *r)
{
    unsigned *scc = ltl_xmalloc((r->nstates + 1) * sizeof *scc);
    ltl_aut_scc(r, scc);
    int all = 1;
    for (unsigned i = 0; i < r->nedges && all; i++)
        if (scc[r->edges[i].src] == scc[r->edges[i].dst] && !r->edges[i].marks) all = 0;
    free(scc);
    if (!all) return;
    for (unsigned i = 0; i < r->nedges; i++) r->edges[i].marks = 0;
    ltl_acc_free(r->acc);
    r->acc = ltl_acc_gen_buchi(0);
    r->nsets = 0;
}

/* ---- entry points -------------------------------------------------------------- */

LtlAut *ltl_wdba_minimize(const LtlAut *a, LtlAut **complement)
{
    *complement = NULL;
    if (!ltl_acc_is_gen_buchi(a->acc, a->nsets) || a->nstates == 0 || a->nstates > WDBA_MAX_STATES)
        return NULL;
    LtlAut *d = subset_aut(a);
    if (!d) return NULL;
    unsigned *col = colours(a, d), *cls = ltl_xmalloc((d->nstates + 1) * sizeof *cls);
    unsigned k = minimise(d, col, cls);
    LtlAut *w = quotient(d, cls, k, col, 0);
    *complement = quotient(d, cls, k, col, 1);
    free(col); free(cls);
    ltl_aut_free(d);
    LtlAut *r = ltl_aut_prune(w);
    ltl_aut_free(w);
    drop_trivial_set(r);
    return r;
}

int ltl_wdba_equivalent(const LtlAut *a, const LtlAut *neg, const LtlAut *w, const LtlAut *wc)
{
    LtlAut *p = ltl_product(w, neg);
    int ok = p && ltl_is_empty(p, NULL);
    if (p) ltl_aut_free(p);
    if (!ok) return 0;
    p = ltl_product(a, wc);
    ok = p && ltl_is_empty(p, NULL);
    if (p) ltl_aut_free(p);
    return ok;
}
