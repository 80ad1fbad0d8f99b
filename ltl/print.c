/* print.c -- labels as sums of products, HOA v1, never claims, dot. */
#include "ltl/ltl_int.h"

/* ---- irredundant sum of products (Minato-Morreale) -------------------------- */

typedef struct Cover { int *lits; unsigned n, cap; unsigned ncubes; } Cover;

static void cov_push(Cover *c, int x)
{
    if (c->n == c->cap) c->lits = ltl_xrealloc(c->lits, (c->cap = c->cap ? 2 * c->cap : 64) * sizeof *c->lits);
    c->lits[c->n++] = x;
}

/* appends cubes of isop(L,U) prefixed by `pre` literals; returns the
 * referenced BDD of the cover */
static int isop(int L, int U, Cover *c, int *pre, int npre)
{
    if (L == bdd_false()) return bref(bdd_false());
    if (U == bdd_true()) {
        for (int i = 0; i < npre; i++) cov_push(c, pre[i]);
        cov_push(c, -1);
        c->ncubes++;
        return bref(bdd_true());
    }
    int lv = L == bdd_true() ? 1 << 30 : bdd_var2level(bdd_var(L));
    int uv = U == bdd_false() ? 1 << 30 : bdd_var2level(bdd_var(U));
    int v = bdd_level2var(lv < uv ? lv : uv);
    int nv = bref(bdd_nithvar(v)), pv = bref(bdd_ithvar(v));
    int L0 = bref(bdd_restrict(L, nv)), L1 = bref(bdd_restrict(L, pv));
    int U0 = bref(bdd_restrict(U, nv)), U1 = bref(bdd_restrict(U, pv));
    int nU1 = bref(bdd_not(U1)), nU0 = bref(bdd_not(U0));
    int a0 = bref(bdd_and(L0, nU1)), a1 = bref(bdd_and(L1, nU0));
    pre[npre] = 2 * v + 1;
    int r0 = isop(a0, U0, c, pre, npre + 1);
    pre[npre] = 2 * v;
    int r1 = isop(a1, U1, c, pre, npre + 1);
    int nr0 = bref(bdd_not(r0)), nr1 = bref(bdd_not(r1));
    int b0 = bref(bdd_and(L0, nr0)), b1 = bref(bdd_and(L1, nr1));
    int Ln = bref(bdd_or(b0, b1)), Us = bref(bdd_and(U0, U1));
    int rs = isop(Ln, Us, c, pre, npre);
    int t0 = bref(bdd_ite(pv, r1, r0));
    int res = bref(bdd_or(t0, rs));
    int tmp[] = { nv, pv, L0, L1, U0, U1, nU1, nU0, a0, a1, r0, r1, nr0, nr1, b0, b1, Ln, Us, rs, t0 };
    for (unsigned i = 0; i < sizeof tmp / sizeof *tmp; i++) bunref(tmp[i]);
    return res;
}

void ltl_bdd_isop(int f, LtlCubeCb cb, void *user)
{
    Cover c = { 0 };
    int *pre = ltl_xmalloc(((size_t)bdd_varnum() + 2) * sizeof *pre);
    int r = isop(f, f, &c, pre, 0);
    bunref(r);
    free(pre);
    unsigned s = 0;
    for (unsigned i = 0; i < c.n; i++)
        if (c.lits[i] == -1) { cb(user, c.lits + s, (int)(i - s)); s = i + 1; }
    free(c.lits);
}

/* ---- label printing ---------------------------------------------------------- */

typedef struct LP { FILE *out; LtlContext *ctx; int style; const unsigned *map; int k; int ncubes; } LP;

static void count_cb(void *u, const int *l, int n) { (void)l; (void)n; ((LP *)u)->ncubes++; }

static void lit_print(LP *p, int lit)
{
    unsigned v = (unsigned)lit / 2;
    int neg = lit & 1;
    const char *name = ltl_ap_name(p->ctx, v);
    switch (p->style) {
    case 0: fprintf(p->out, "%s%u", neg ? "!" : "", p->map ? p->map[v] : v); break;
    case 1: fprintf(p->out, "%s(%s)", neg ? "!" : "", name); break;
    default: {
        int plain = 1;
        for (const char *s = name; *s; s++)
            if (!(s[0] == '_' || (s[0] >= 'a' && s[0] <= 'z') || (s != name && ((s[0] >= '0' && s[0] <= '9') || (s[0] >= 'A' && s[0] <= 'Z'))))) plain = 0;
        if (plain) fprintf(p->out, "%s%s", neg ? "!" : "", name);
        else fprintf(p->out, "%s\\\"%s\\\"", neg ? "!" : "", name);
    }
    }
}

static void print_cb(void *u, const int *l, int n)
{
    LP *p = u;
    const char *and = p->style == 1 ? " && " : p->style == 0 ? "&" : " & ";
    const char *or = p->style == 1 ? " || " : p->style == 0 ? " | " : " | ";
    if (p->k++) fputs(or, p->out);
    int par = p->ncubes > 1 && n > 1;
    if (par || (p->style == 1 && p->ncubes > 1)) fputs("(", p->out);
    if (n == 0) fputs(p->style == 1 ? "1" : p->style == 0 ? "t" : "1", p->out);
    for (int i = 0; i < n; i++) {
        if (i) fputs(and, p->out);
        lit_print(p, l[i]);
    }
    if (par || (p->style == 1 && p->ncubes > 1)) fputs(")", p->out);
}

void ltl_print_label(FILE *out, LtlContext *ctx, int bdd, int style, const unsigned *apmap)
{
    LP p = { out, ctx, style, apmap, 0, 0 };
    if (bdd == bdd_true()) { fputs(style == 0 ? "t" : "1", out); return; }
    if (bdd == bdd_false()) { fputs(style == 0 ? "f" : "0", out); return; }
    ltl_bdd_isop(bdd, count_cb, &p);
    ltl_bdd_isop(bdd, print_cb, &p);
}

/* ---- HOA ---------------------------------------------------------------------- */

static void hoa_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

static void marks_print(FILE *out, LtlMarks m)
{
    fputs(" {", out);
    int first = 1;
    for (unsigned i = 0; i < 64; i++)
        if ((m >> i) & 1) { fprintf(out, first ? "%u" : " %u", i); first = 0; }
    fputs("}", out);
}

void ltl_print_hoa(FILE *out, const LtlAut *a)
{
    unsigned naps, *aps = ltl_aut_aps(a, &naps);
    unsigned *map = ltl_xcalloc((size_t)bdd_varnum() + 1, sizeof *map);
    for (unsigned i = 0; i < naps; i++) map[aps[i]] = i;
    fputs("HOA: v1\n", out);
    if (a->name) { fputs("name: ", out); hoa_string(out, a->name); fputs("\n", out); }
    fprintf(out, "States: %u\nStart: %u\nAP: %u", a->nstates, a->init, naps);
    for (unsigned i = 0; i < naps; i++) { fputc(' ', out); hoa_string(out, ltl_ap_name(a->ctx, aps[i])); }
    fputs("\n", out);
    if (a->is_ba && a->state_acc) fputs("acc-name: Buchi\n", out);
    else if (ltl_acc_is_gen_buchi(a->acc, a->nsets)) {
        if (a->nsets == 0) fputs("acc-name: all\n", out);
        else if (a->nsets == 1) fputs("acc-name: Buchi\n", out);
        else fprintf(out, "acc-name: generalized-Buchi %u\n", a->nsets);
    }
    fprintf(out, "Acceptance: %u ", a->nsets);
    ltl_acc_print(out, a->acc);
    fputs("\nproperties: trans-labels explicit-labels ", out);
    fputs(a->is_ba && a->state_acc ? "state-acc\n" : "trans-acc\n", out);
    fputs("--BODY--\n", out);
    for (unsigned s = 0; s < a->nstates; s++) {
        fprintf(out, "State: %u", s);
        int sacc = a->is_ba && a->state_acc;
        if (sacc && a->state_acc[s]) fputs(" {0}", out);
        fputs("\n", out);
        for (unsigned i = a->first[s]; i < a->first[s + 1]; i++) {
            const LtlEdge *e = &a->edges[i];
            fputs("[", out);
            ltl_print_label(out, a->ctx, e->label, 0, map);
            fprintf(out, "] %u", e->dst);
            if (!sacc && e->marks) marks_print(out, e->marks);
            fputs("\n", out);
        }
    }
    fputs("--END--\n", out);
    free(map);
    free(aps);
}

/* ---- never claims ---------------------------------------------------------------- */

static void never_name(FILE *out, const LtlAut *a, unsigned s, const unsigned char *acc)
{
    if (s == a->init) fputs(acc[s] ? "accept_init" : "T0_init", out);
    else fprintf(out, acc[s] ? "accept_S%u" : "T0_S%u", s);
}

void ltl_print_never(FILE *out, const LtlAut *a)
{
    LtlAut *ba = NULL;
    if (!(a->is_ba && a->state_acc)) {
        ba = ltl_degeneralize(a, NULL);
        if (!ba) { fputs("/* never claim: acceptance is not generalized Buchi */\n", out); return; }
        a = ba;
    }
    fputs("never {", out);
    if (a->name) {
        fputs(" /* ", out);
        for (const char *p = a->name; *p; p++)
            if (!(p[0] == '*' && p[1] == '/')) fputc(*p, out);
        fputs(" */", out);
    }
    fputs("\n", out);
    /* initial state first */
    unsigned *order = ltl_xmalloc((a->nstates + 1) * sizeof *order), k = 0;
    order[k++] = a->init;
    for (unsigned s = 0; s < a->nstates; s++) if (s != a->init) order[k++] = s;
    for (unsigned i = 0; i < k; i++) {
        unsigned s = order[i];
        never_name(out, a, s, a->state_acc);
        fputs(":\n", out);
        unsigned lo = a->first[s], hi = a->first[s + 1];
        if (lo == hi) { fputs("\tfalse;\n", out); continue; }
        fputs("\tif\n", out);
        for (unsigned j = lo; j < hi; j++) {
            fputs("\t:: (", out);
            ltl_print_label(out, a->ctx, a->edges[j].label, 1, NULL);
            fputs(") -> goto ", out);
            never_name(out, a, a->edges[j].dst, a->state_acc);
            fputs("\n", out);
        }
        fputs("\tfi;\n", out);
    }
    fputs("}\n", out);
    free(order);
    ltl_aut_free(ba);
}

/* ---- dot ----------------------------------------------------------------------------- */

void ltl_print_dot(FILE *out, const LtlAut *a)
{
    fputs("digraph \"\" {\n  rankdir=LR\n", out);
    if (a->name) {
        fputs("  label=\"", out);
        for (const char *p = a->name; *p; p++) {
            if (*p == '"' || *p == '\\') fputc('\\', out);
            fputc(*p, out);
        }
        fputs("\"\n  labelloc=\"t\"\n", out);
    }
    fputs("  node [shape=circle]\n  I [label=\"\", style=invis, width=0]\n", out);
    fprintf(out, "  I -> %u\n", a->init);
    for (unsigned s = 0; s < a->nstates; s++) {
        int acc = a->is_ba && a->state_acc && a->state_acc[s];
        fprintf(out, "  %u [label=\"%u\"%s]\n", s, s, acc ? ", peripheries=2" : "");
        for (unsigned i = a->first[s]; i < a->first[s + 1]; i++) {
            const LtlEdge *e = &a->edges[i];
            fprintf(out, "  %u -> %u [label=\"", s, e->dst);
            ltl_print_label(out, a->ctx, e->label, 2, NULL);
            if (e->marks && !(a->is_ba && a->state_acc)) {
                fputs("\\n{", out);
                int first = 1;
                for (unsigned k = 0; k < 64; k++)
                    if ((e->marks >> k) & 1) { fprintf(out, first ? "%u" : ",%u", k); first = 0; }
                fputs("}", out);
            }
            fputs("\"]\n", out);
        }
    }
    fputs("}\n", out);
}
