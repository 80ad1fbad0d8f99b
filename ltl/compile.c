/* compile.c -- flat, BDD-free automaton for the model checker's hot loop. */
#include "ltl/ltl_int.h"

typedef struct CB { LtlCompiled *c; unsigned *map; unsigned ncubes, cap; } CB;

static void cube_cb(void *u, const int *lits, int n)
{
    CB *b = u;
    if (b->ncubes == b->cap) b->c->cubes = ltl_xrealloc(b->c->cubes, (b->cap = b->cap ? 2 * b->cap : 64) * sizeof *b->c->cubes);
    LtlCube q = { 0, 0 };
    for (int i = 0; i < n; i++) {
        unsigned k = b->map[lits[i] / 2];
        if (lits[i] & 1) q.neg |= (uint64_t)1 << k;
        else q.pos |= (uint64_t)1 << k;
    }
    b->c->cubes[b->ncubes++] = q;
}

/* Search order of a state's edges: first those that leave its SCC (the
 * way towards the accepting SCCs below it), then those inside it, the
 * self-loops last; on a tie, more acceptance marks first.  A depth-first
 * product search thus tries to enter an accepting part before it walks the
 * whole system in the initial state's copy, as with Spin's never claims
 * (their accepting branch is listed before the `(1)` loop): on a non-empty
 * product the lasso is found after far fewer states (phils.7, G F eat: 28M
 * states and out of memory in the automaton's first order).  Only the
 * order changes, so no check's answer does. */
static unsigned edge_rank(const LtlAut *a, const unsigned *scc, unsigned s,
                          const LtlEdge *e)
{
    unsigned r = scc[e->dst] != scc[s] ? 0 : e->dst != s ? 1 : 2;
    return r * 64 + (63 - (unsigned)__builtin_popcountll((unsigned long long)e->marks));
}

/* perm[first[s] .. first[s+1]): a's edge indices of s in search order. */
static void edge_order(const LtlAut *a, const unsigned *scc, unsigned *perm)
{
    for (unsigned s = 0; s < a->nstates; s++) {
        unsigned lo = a->first[s], hi = a->first[s + 1];
        for (unsigned i = lo; i < hi; i++) {   /* stable insertion sort */
            unsigned k = i, r = edge_rank(a, scc, s, &a->edges[i]);
            while (k > lo && edge_rank(a, scc, s, &a->edges[perm[k - 1]]) > r) {
                perm[k] = perm[k - 1];
                k--;
            }
            perm[k] = i;
        }
    }
}

LtlCompiled *ltl_aut_compile(const LtlAut *a)
{
    unsigned naps, *aps = ltl_aut_aps(a, &naps);
    if (naps > 64) { free(aps); return NULL; }
    LtlCompiled *c = ltl_xcalloc(1, sizeof *c);
    c->nstates = a->nstates;
    c->init = a->init;
    c->nsets = a->nsets;
    c->naps = naps;
    c->ap_index = aps;
    c->ap_names = ltl_xmalloc((naps + 1) * sizeof *c->ap_names);
    for (unsigned i = 0; i < naps; i++) c->ap_names[i] = ltl_ap_name(a->ctx, aps[i]);
    unsigned *map = ltl_xcalloc((size_t)bdd_varnum() + 1, sizeof *map);
    for (unsigned i = 0; i < naps; i++) map[aps[i]] = i;
    c->first = ltl_xmalloc((a->nstates + 1) * sizeof *c->first);
    memcpy(c->first, a->first, (a->nstates + 1) * sizeof *c->first);
    c->edges = ltl_xcalloc(a->nedges + 1, sizeof *c->edges);
    if (naps <= 16) c->tts = ltl_xcalloc((size_t)a->nedges * 1024 + 1, sizeof *c->tts);
    CB b = { c, map, 0, 0 };
    LtlStrengthInfo si;
    ltl_scc_strength(a, &si);
    unsigned *perm = ltl_xmalloc((a->nedges + 1) * sizeof *perm);
    edge_order(a, si.scc, perm);
    for (unsigned i = 0; i < a->nedges; i++) {
        LtlCEdge *e = &c->edges[i];
        const LtlEdge *ae = &a->edges[perm[i]];
        e->dst = ae->dst;
        e->marks = ae->marks;
        e->cube0 = b.ncubes;
        ltl_bdd_isop(ae->label, cube_cb, &b);
        e->ncubes = b.ncubes - e->cube0;
    }
    free(perm);
    if (c->tts) {
        unsigned lim = 1u << naps;
        for (unsigned i = 0; i < a->nedges; i++) {
            LtlCEdge *e = &c->edges[i];
            uint64_t *tt = c->tts + (size_t)i * 1024;
            e->tt = NULL;
            /* valuations of the naps low bits, then replicated: bits at
             * or above naps are not APs of this automaton */
            for (unsigned val = 0; val < 65536; val++) {
                unsigned low = val & (lim - 1);
                int h = low == val ? ltl_cedge_holds(c, e, val)
                                   : (int)((tt[low >> 6] >> (low & 63)) & 1);
                if (h) tt[val >> 6] |= (uint64_t)1 << (val & 63);
            }
            e->tt = tt;
        }
    }
    if (a->state_acc) {
        c->state_acc = ltl_xmalloc(a->nstates + 1);
        memcpy(c->state_acc, a->state_acc, a->nstates);
    }
    c->acc = ltl_acc_copy(a->acc);
    c->scc_strength = ltl_xcalloc(a->nstates + 1, sizeof *c->scc_strength);
    for (unsigned s = 0; s < a->nstates; s++)
        c->scc_strength[s] = si.scc[s] == -1u ? LTL_NONACC : si.strength[si.scc[s]];
    ltl_strength_free(&si);
    free(map);
    return c;
}

void ltl_compiled_free(LtlCompiled *c)
{
    if (!c) return;
    free(c->ap_index);
    free(c->ap_names);
    free(c->first);
    free(c->edges);
    free(c->cubes);
    free(c->tts);
    free(c->state_acc);
    free(c->scc_strength);
    ltl_acc_free(c->acc);
    free(c);
}
