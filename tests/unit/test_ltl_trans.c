/* test_ltl_trans.c -- translation, degeneralization, strength,
 * decomposition, HOA and never-claim I/O (round trips, errors), products,
 * emptiness and lassos, compiled automata. */
#include "ltl/ltl.h"
#include <CUnit/Basic.h>
#include <bdd.h>
#include <stdlib.h>
#include <string.h>

static LtlContext *ctx;

static LtlFormula *P(const char *s)
{
    LtlError e;
    LtlFormula *f = ltl_parse(ctx, s, LTL_SYN_AUTO, &e);
    if (!f) fprintf(stderr, "\nparse error in '%s': %s\n", s, e.msg);
    return f;
}

static LtlAut *T(const char *s) { return ltl_translate(ctx, P(s), NULL); }

/* L(a) == L(f): a x A(!f) empty and A(f) x ... checked by products */
static int equiv_formula(const LtlAut *a, const char *f)
{
    LtlAut *n = ltl_translate(ctx, ltl_negate(ctx, P(f)), NULL);
    LtlAut *p = ltl_translate(ctx, P(f), NULL);
    LtlAut *na = NULL;
    int ok = 1;
    LtlAut *x = ltl_product(a, n);
    ok &= ltl_is_empty(x, NULL);
    ltl_aut_free(x);
    /* p subset of a: p x complement(a) -- approximate with random lassos */
    uint64_t s = 77;
    for (int i = 0; i < 200 && ok; i++) {
        uint64_t u[3], v[3];
        unsigned nu = (unsigned)(s % 3), nv = 1 + (unsigned)((s >> 8) % 3);
        for (unsigned k = 0; k < 3; k++) { s = s * 6364136223846793005ull + 1442695040888963407ull; u[k] = (s >> 33) & 7; v[k] = (s >> 40) & 7; }
        ok &= ltl_aut_accepts_lasso(a, u, nu, v, nv) == ltl_aut_accepts_lasso(p, u, nu, v, nv);
    }
    ltl_aut_free(n);
    ltl_aut_free(p);
    ltl_aut_free(na);
    return ok;
}

static void test_translate_sizes(void)
{
    struct { const char *f; unsigned states, sets; } cases[] = {
        { "G F a & G F b", 1, 2 }, { "a U b", 2, 1 }, { "G a", 1, 0 }, { "F a", 2, 1 },
        { "F G a", 2, 1 }, { "G F a", 1, 1 }, { "G (a -> F b)", 2, 1 }, { "1", 1, 0 },
        { "a", 2, 0 }, { "X a", 3, 0 }, { "G (a -> X b)", 2, 0 }, { "a W b", 2, 0 },
        /* as small as Spot 2.12's ltl2tgba (issue 24): a disjunction under X
         * is one state (was 1025 states) */
        { "G(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X(!a | X !a)))))))))))", 12, 0 },
        /* the initial state replaced by its twin up to marks (was 2) */
        { "G (F a & F !a)", 1, 2 },
        /* suspendable: the initial state waits (was 4) */
        { "F G a | G F b", 3, 1 }, { "G F a -> G F b", 3, 1 },
        /* simplifier: G(a & XF(b & XF c)) = G a & GF b & GF c (was 3);
         * G(a -> F(b -> F c)) = G(!a | F(!b | c)) (was 3, 2 sets);
         * G !a | GF b = !a W GF b (was 3); G(XF !b | G a) = G(a | XF !b) (was 3) */
        { "G (a & X F (b & X F c))", 1, 2 }, { "G (a -> F (b -> F c))", 2, 1 },
        { "G !a | G F b", 2, 1 }, { "G (X F !b | G a)", 2, 1 },
        /* obligations: minimal weak deterministic automaton (was 5, 4, 5) */
        { "!(F a <-> F b)", 3, 1 }, { "F a -> (b U a)", 3, 0 }, { "G !a | F (a & F b)", 3, 1 },
        /* F G !a & X F !a = F G !a (suspendable implication), G F(G a | X !b)
         * = G F(G a | !b), F G(a & X b) = F G(a & b) (were 3, 4 before issue 24
         * and 3 after its first rules, 2) */
        { "F G !a & X F !a", 2, 1 }, { "G F (G a | X !b)", 2, 1 }, { "F G (a & X b)", 2, 1 },
    };
    /* a U b and F a: 2 states; X a: init, X-state, true sink */
    for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
        LtlAut *a = T(cases[i].f);
        CU_ASSERT_PTR_NOT_NULL_FATAL(a);
        if (a->nstates != cases[i].states || a->nsets != cases[i].sets)
            fprintf(stderr, "\n%s: %u states %u sets, expected %u %u\n", cases[i].f, a->nstates,
                    a->nsets, cases[i].states, cases[i].sets);
        CU_ASSERT_EQUAL(a->nstates, cases[i].states);
        CU_ASSERT_EQUAL(a->nsets, cases[i].sets);
        CU_ASSERT(ltl_acc_is_gen_buchi(a->acc, a->nsets));
        CU_ASSERT(equiv_formula(a, cases[i].f));
        ltl_aut_free(a);
    }
    /* G(e | G b | G c) is not G(e | b | c): b and c alternating without a
     * (ltlcross found this rewriting wrong); F(u & F b & F c) is not
     * F(u & b & c): a always, b and c alternating */
    uint64_t A = 1ull << ltl_ap_intern(ctx, "a"), B = 1ull << ltl_ap_intern(ctx, "b"),
             C = 1ull << ltl_ap_intern(ctx, "c"), alt[2] = { B, C }, alt2[2] = { A | B, A | C };
    LtlAut *g = T("G (F a | G b | G c)");
    CU_ASSERT(!ltl_aut_accepts_lasso(g, NULL, 0, alt, 2));
    CU_ASSERT(equiv_formula(g, "G (F a | G b | G c)"));
    ltl_aut_free(g);
    g = T("F (G a & F b & F c)");
    CU_ASSERT(ltl_aut_accepts_lasso(g, NULL, 0, alt2, 2));
    ltl_aut_free(g);
    LtlAut *f = T("a & !a");
    CU_ASSERT(ltl_is_empty(f, NULL));
    ltl_aut_free(f);
    f = T("G a & F !a");
    CU_ASSERT(ltl_is_empty(f, NULL));
    ltl_aut_free(f);
}

/* ltl_wdba_minimize: deterministic, equivalent for an obligation, and
 * rejected by the equivalence check for G F a (not an obligation). */
static void test_wdba(void)
{
    LtlTransOpts o = ltl_trans_default;
    o.wdba = 0;
    const char *obl[] = { "!(F a <-> F b)", "G !a | F (a & F b)", "(a U b) | G c", "F (a & X (b & X c))" };
    for (unsigned i = 0; i < sizeof obl / sizeof *obl; i++) {
        LtlAut *a = ltl_translate(ctx, P(obl[i]), &o), *wc;
        LtlAut *n = ltl_translate(ctx, ltl_negate(ctx, P(obl[i])), &o);
        LtlAut *w = ltl_wdba_minimize(a, &wc);
        CU_ASSERT_PTR_NOT_NULL_FATAL(w);
        CU_ASSERT(ltl_wdba_equivalent(a, n, w, wc));
        CU_ASSERT(equiv_formula(w, obl[i]));
        for (unsigned s = 0; s < w->nstates; s++)     /* deterministic */
            for (unsigned x = w->first[s]; x < w->first[s + 1]; x++)
                for (unsigned y = x + 1; y < w->first[s + 1]; y++)
                    CU_ASSERT(bdd_and(w->edges[x].label, w->edges[y].label) == bdd_false());
        ltl_aut_free(a); ltl_aut_free(n); ltl_aut_free(w); ltl_aut_free(wc);
    }
    LtlAut *a = ltl_translate(ctx, P("G F a"), &o), *wc = NULL;
    LtlAut *n = ltl_translate(ctx, P("F G !a"), &o);
    LtlAut *w = ltl_wdba_minimize(a, &wc);
    CU_ASSERT(!w || !ltl_wdba_equivalent(a, n, w, wc));
    ltl_aut_free(a); ltl_aut_free(n);
    if (w) ltl_aut_free(w);
    if (wc) ltl_aut_free(wc);
}

static void test_degeneralize(void)
{
    const char *fs[] = { "G F a & G F b", "G F a & G F b & G F c", "F G a | G F b", "a U b", "G a" };
    for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) {
        LtlAut *a = T(fs[i]);
        LtlAut *b = ltl_degeneralize(a, &ltl_degen_verify);
        LtlAut *c = ltl_degeneralize(a, &ltl_degen_bughunt);
        LtlDegenOpts nojump = { 0, 0, 0 };
        LtlAut *d = ltl_degeneralize(a, &nojump);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        CU_ASSERT_PTR_NOT_NULL_FATAL(c);
        CU_ASSERT_PTR_NOT_NULL_FATAL(d);
        CU_ASSERT(b->is_ba && b->state_acc && b->nsets == 1);
        /* state-based: every edge of an accepting state carries mark 0, no other */
        for (unsigned e = 0; e < b->nedges; e++)
            CU_ASSERT_EQUAL(b->edges[e].marks, (LtlMarks)b->state_acc[b->edges[e].src]);
        CU_ASSERT(equiv_formula(b, fs[i]));
        CU_ASSERT(equiv_formula(c, fs[i]));
        CU_ASSERT(equiv_formula(d, fs[i]));
        ltl_aut_free(a); ltl_aut_free(b); ltl_aut_free(c); ltl_aut_free(d);
    }
    /* GFa & GFb: far-from-init puts the initial state off the accepting level */
    LtlAut *a = T("G F a & G F b");
    LtlAut *v = ltl_degeneralize(a, &ltl_degen_verify), *h = ltl_degeneralize(a, &ltl_degen_bughunt);
    CU_ASSERT(!v->state_acc[v->init]);
    CU_ASSERT(h->state_acc[h->init]);
    CU_ASSERT(v->nstates <= 3);
    ltl_aut_free(a); ltl_aut_free(v); ltl_aut_free(h);
}

static void test_strength(void)
{
    struct { const char *f; LtlStrength s; } cases[] = {
        { "F a", LTL_TERMINAL }, { "a U b", LTL_TERMINAL }, { "F G a", LTL_WEAK },
        { "G a", LTL_WEAK }, { "G F a", LTL_STRONG }, { "G (a -> F b)", LTL_STRONG },
        { "F (a & X b)", LTL_TERMINAL }, { "G F a & G F b", LTL_STRONG },
    };
    for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
        LtlAut *a = T(cases[i].f);
        LtlStrengthInfo si;
        ltl_scc_strength(a, &si);
        if (si.overall != cases[i].s)
            fprintf(stderr, "\n%s: %s, expected %s\n", cases[i].f, ltl_strength_name(si.overall),
                    ltl_strength_name(cases[i].s));
        CU_ASSERT_EQUAL(si.overall, cases[i].s);
        ltl_strength_free(&si);
        ltl_aut_free(a);
    }
}

/* A part of a decomposition: L(a) inside L(whole) (product with the
 * negation's automaton), and every random lasso satisfying sub accepted.
 * Which words of an overlap (F c and F G b) a part takes depends on how
 * the translator splits the initial letters. */
static int part_ok(const LtlAut *a, const char *whole, const char *sub)
{
    LtlAut *n = ltl_translate(ctx, ltl_negate(ctx, P(whole)), NULL);
    LtlAut *x = ltl_product(a, n);
    int ok = ltl_is_empty(x, NULL), hits = 0;
    ltl_aut_free(x);
    ltl_aut_free(n);
    LtlFormula *g = P(sub);
    uint64_t s = 4242;
    for (int i = 0; i < 400 && ok; i++) {
        uint64_t u[3], v[3];
        unsigned nu = (unsigned)(s % 3), nv = 1 + (unsigned)((s >> 8) % 3);
        for (unsigned k = 0; k < 3; k++) { s = s * 6364136223846793005ull + 1442695040888963407ull; u[k] = (s >> 33) & 255; v[k] = (s >> 41) & 255; }
        if (!ltl_eval_lasso(g, u, nu, v, nv)) continue;
        hits++;
        ok &= ltl_aut_accepts_lasso(a, u, nu, v, nv);
    }
    return ok && hits > 0;
}

static void test_decompose(void)
{
    const char *f = "F c | F G b | G F a";
    LtlAut *a = T(f);
    LtlStrengthInfo si;
    ltl_scc_strength(a, &si);
    CU_ASSERT(si.count[LTL_TERMINAL] >= 1 && si.count[LTL_WEAK] >= 1 && si.count[LTL_STRONG] >= 1);
    ltl_strength_free(&si);
    LtlAut *t = ltl_decompose(a, LTL_PART_T), *w = ltl_decompose(a, LTL_PART_W),
           *s = ltl_decompose(a, LTL_PART_S);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    LtlStrengthInfo st, sw, ss;
    ltl_scc_strength(t, &st);
    ltl_scc_strength(w, &sw);
    ltl_scc_strength(s, &ss);
    CU_ASSERT_EQUAL(st.overall, LTL_TERMINAL);
    CU_ASSERT_EQUAL(sw.overall, LTL_WEAK);
    CU_ASSERT_EQUAL(ss.overall, LTL_STRONG);
    ltl_strength_free(&st); ltl_strength_free(&sw); ltl_strength_free(&ss);
    CU_ASSERT(equiv_formula(t, "F c"));
    CU_ASSERT(part_ok(w, "F G b", "F G b & G !c"));
    CU_ASSERT(part_ok(s, "G F a", "G F a & G !c & G F !b"));
    ltl_aut_free(t); ltl_aut_free(w); ltl_aut_free(s);
    /* empty parts */
    LtlAut *g = T("G a");
    CU_ASSERT_PTR_NULL(ltl_decompose(g, LTL_PART_S));
    CU_ASSERT_PTR_NULL(ltl_decompose(g, LTL_PART_T));
    ltl_aut_free(g);
    ltl_aut_free(a);
}

static char *to_text(void (*pr)(FILE *, const LtlAut *), const LtlAut *a)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    pr(f, a);
    fclose(f);
    return buf;
}

static void test_hoa_roundtrip(void)
{
    const char *fs[] = { "G F a & G F b", "(a U b) R (c W d)", "F G a | X X b", "0", "1" };
    for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) {
        LtlAut *a = T(fs[i]);
        char *h = to_text(ltl_print_hoa, a);
        LtlError e;
        LtlAut *b = ltl_parse_hoa(ctx, h, "rt.hoa", &e);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        CU_ASSERT_EQUAL(a->nstates, b->nstates);
        CU_ASSERT_EQUAL(a->nedges, b->nedges);
        CU_ASSERT_EQUAL(a->nsets, b->nsets);
        char *h2 = to_text(ltl_print_hoa, b);
        CU_ASSERT_STRING_EQUAL(h, h2);
        CU_ASSERT(equiv_formula(b, fs[i]));
        LtlAut *ba = ltl_degeneralize(a, NULL);
        char *hb = to_text(ltl_print_hoa, ba);
        LtlAut *bb = ltl_parse_hoa(ctx, hb, "rt.hoa", &e);
        CU_ASSERT_PTR_NOT_NULL(bb);
        if (bb) CU_ASSERT(equiv_formula(bb, fs[i]));
        free(h); free(h2); free(hb);
        ltl_aut_free(a); ltl_aut_free(b); ltl_aut_free(ba); ltl_aut_free(bb);
    }
}

static void test_hoa_general(void)
{
    /* Rabin pair: Fin(0) & Inf(1), state-based marks, alias, two starts */
    const char *rabin =
        "HOA: v1\nname: \"FG a\"\nStates: 2\nStart: 0\nAP: 1 \"a\"\n"
        "Alias: @a 0\nacc-name: Rabin 1\nAcceptance: 2 Fin(0) & Inf(1)\n"
        "properties: trans-labels explicit-labels state-acc\n--BODY--\n"
        "State: 0 {0}\n[t] 0\n[@a] 1\nState: 1 {1}\n[@a] 1\n[!@a] 0\n--END--\n";
    LtlError e;
    LtlAut *a = ltl_parse_hoa(ctx, rabin, "r.hoa", &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT(!ltl_is_empty(a, NULL));
    CU_ASSERT(equiv_formula(a, "F G a"));
    LtlRun run;
    CU_ASSERT(!ltl_is_empty(a, &run));
    CU_ASSERT(run.ncycle > 0);
    CU_ASSERT(ltl_aut_accepts_lasso(a, run.pvals, run.nprefix, run.cvals, run.ncycle));
    ltl_run_free(&run);
    LtlStrengthInfo si;
    ltl_scc_strength(a, &si);
    CU_ASSERT_EQUAL(si.overall, LTL_STRONG);   /* the SCC has an accepting and a rejecting cycle */
    ltl_strength_free(&si);
    ltl_aut_free(a);
    /* Fin only: co-Büchi "F G !a"-like; implicit labels */
    const char *cobuchi =
        "HOA: v1 States: 1 Start: 0 AP: 1 \"a\" Acceptance: 1 Fin(0)\n--BODY--\n"
        "State: 0\n0\n0 {0}\n--END--\n";
    a = ltl_parse_hoa(ctx, cobuchi, "c.hoa", &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT(equiv_formula(a, "F G !a"));
    ltl_aut_free(a);
    /* t and f acceptance, several initial states */
    const char *multi =
        "HOA: v1 States: 3 Start: 0 Start: 1 AP: 2 \"a\" \"b\" Acceptance: 0 t\n--BODY--\n"
        "State: 0 [0] 0\nState: 1 [1] 2\nState: 2 [t] 2\n--END--\n";
    a = ltl_parse_hoa(ctx, multi, "m.hoa", &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT(equiv_formula(a, "G a | b"));
    ltl_aut_free(a);
}

static void hoa_error(const char *text, int line, int col, const char *frag)
{
    LtlError e;
    LtlAut *a = ltl_parse_hoa(ctx, text, "bad.hoa", &e);
    CU_ASSERT_PTR_NULL(a);
    if (a) { ltl_aut_free(a); return; }
    if (e.line != line || e.col != col || !strstr(e.msg, frag))
        fprintf(stderr, "\nHOA error: got %d:%d '%s', expected %d:%d '%s'\n", e.line, e.col, e.msg,
                line, col, frag);
    CU_ASSERT_EQUAL(e.line, line);
    CU_ASSERT_EQUAL(e.col, col);
    CU_ASSERT_PTR_NOT_NULL(strstr(e.msg, frag));
}

static void test_hoa_errors(void)
{
    hoa_error("", 1, 1, "HOA: v1");
    hoa_error("HOA: v2\n", 1, 8, "version");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\n", 4, 1, "--BODY--");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\n--BODY--\nState: 0\n--END--\n", 4, 1, "missing Acceptance:");
    hoa_error("HOA: v1\nStates: 1\nStart: 3\nAcceptance: 0 t\n--BODY--\n--END--\n", 3, 8, "Start: state out of range");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAcceptance: 1 Inf(0)\n--BODY--\nState: 0\n[t] 0 {0}\n", 8, 1, "--END--");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAcceptance: 1 Inf(1)\n--BODY--\n--END--\n", 4, 19, "out of range");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAcceptance: 1 Inf(0) &\n--BODY--\n--END--\n", 5, 1, "acceptance");
    hoa_error("HOA: v1\nStates: 2\nStart: 0\nAP: 1 \"a\"\nAcceptance: 0 t\n--BODY--\nState: 0\n[0] 1&0\n--END--\n", 8, 6, "alternation");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAP: 1 \"a\"\nAcceptance: 0 t\n--BODY--\nState: 0\n[1] 0\n--END--\n", 8, 2, "AP number");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAP: 1 \"a\"\nAcceptance: 0 t\n--BODY--\nState: 0\n[0] 5\n--END--\n", 8, 5, "out of range");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAP: 1 \"a\"\nAcceptance: 0 t\n--BODY--\nState: 0\n[0 & ] 0\n--END--\n", 8, 6, "label");
    hoa_error("HOA: v1\nStates: 1\nStart: 0\nAcceptance: 1 Inf(!0)\n--BODY--\n--END--\n", 4, 19, "complemented");
}

static void test_never(void)
{
    /* what spin -f '!([]<>p -> (q U r))' prints (Spin 6.5) */
    const char *spin =
        "never  {    /* !([]<>p -> (q U r)) */\nT0_init:\n\tdo\n"
        "\t:: (! ((r)) && (p)) -> goto accept_S12\n\t:: (! ((r))) -> goto T0_init\n"
        "\t:: (! ((q)) && ! ((r)) && (p)) -> goto accept_S68\n\t:: (! ((q)) && ! ((r))) -> goto T0_S68\n"
        "\tod;\naccept_S12:\n\tdo\n\t:: (! ((r))) -> goto T0_init\n\t:: (! ((q)) && ! ((r))) -> goto T0_S68\n"
        "\tod;\naccept_S68:\n\tdo\n\t:: (1) -> goto T0_S68\n\tod;\nT0_S68:\n\tdo\n"
        "\t:: ((p)) -> goto accept_S68\n\t:: (1) -> goto T0_S68\n\tod;\n}\n";
    LtlError e;
    LtlAut *s = ltl_parse_never(ctx, spin, "spin", &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT(s->is_ba);
    CU_ASSERT(equiv_formula(s, "!(G F p -> (q U r))"));
    ltl_aut_free(s);
    const char *spin2 =
        "never  {    /* <>p */\nT0_init:\n\tdo\n\t:: atomic { ((p)) -> assert(!((p))) }\n"
        "\t:: (1) -> goto T0_init\n\tod;\naccept_all:\n\tskip\n}\n";
    s = ltl_parse_never(ctx, spin2, "spin", &e);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT(equiv_formula(s, "F p"));
    ltl_aut_free(s);
    /* round trip of our own output, with expression APs */
    const char *fs[] = { "G F a & G F b", "\"x > 3\" U \"P_0.CS\"", "F G (\"y == 1\" | b)", "0" };
    for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) {
        LtlAut *a = T(fs[i]);
        char *t = to_text(ltl_print_never, a);
        LtlAut *b = ltl_parse_never(ctx, t, "rt", &e);
        if (!b) fprintf(stderr, "\n%s\n%d:%d %s\n", t, e.line, e.col, e.msg);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        CU_ASSERT(equiv_formula(b, fs[i]));
        free(t);
        ltl_aut_free(a);
        ltl_aut_free(b);
    }
    /* errors */
    CU_ASSERT_PTR_NULL(ltl_parse_never(ctx, "never { T0: if :: (a) -> goto T9 fi }", "n", &e));
    CU_ASSERT_PTR_NOT_NULL(strstr(e.msg, "undefined label"));
    CU_ASSERT_PTR_NULL(ltl_parse_never(ctx, "never {\nT0: if\n:: (a && ) -> goto T0 fi }", "n", &e));
    CU_ASSERT_EQUAL(e.line, 3);
    CU_ASSERT_PTR_NULL(ltl_parse_never(ctx, "never { T0: if :: (a) -> goto T0 fi ", "n", &e));
    CU_ASSERT_PTR_NULL(ltl_parse_never(ctx, "claim { }", "n", &e));
    CU_ASSERT_EQUAL(e.col, 1);
}

static void test_dot(void)
{
    LtlAut *a = T("G F a & G F b");
    char *d = to_text(ltl_print_dot, a);
    CU_ASSERT_PTR_NOT_NULL(strstr(d, "digraph"));
    CU_ASSERT_PTR_NOT_NULL(strstr(d, "I -> 0"));
    free(d);
    ltl_aut_free(a);
}

static int bdd_eval(int b, uint64_t val)
{
    while (b != bdd_true() && b != bdd_false()) b = (val >> bdd_var(b)) & 1 ? bdd_high(b) : bdd_low(b);
    return b == bdd_true();
}

/* Truth of compiled edge ce under context valuation bits v (local APs),
 * through its truth table and through its cubes. */
static int cedge_eval(LtlCompiled *c, LtlCEdge *ce, uint64_t v, int *cubes_agree)
{
    int viatt = ltl_cedge_holds(c, ce, v);
    const uint64_t *tt = ce->tt;
    ce->tt = NULL;
    int viacubes = ltl_cedge_holds(c, ce, v);
    ce->tt = tt;
    *cubes_agree = viatt == viacubes;
    return viatt;
}

static void test_compile(void)
{
    const char *fs[] = { "G (a -> F (b & !c))", "(a U b) R (c xor d)", "F G a",
                         "F (a & G !b) | G F c", "G F a & G F b" };
    for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) {
        LtlAut *a = T(fs[i]);
        LtlCompiled *c = ltl_aut_compile(a);
        CU_ASSERT_PTR_NOT_NULL_FATAL(c);
        CU_ASSERT_EQUAL(c->nstates, a->nstates);
        unsigned *scc = calloc(a->nstates + 1, sizeof *scc);
        unsigned char *used = calloc(a->nedges + 1, 1);
        ltl_aut_scc(a, scc);
        int ok = 1, order = 1;
        for (unsigned s = 0; s < a->nstates; s++) {
            CU_ASSERT_EQUAL(c->first[s], a->first[s]);
            unsigned prev = 0;
            for (unsigned e = c->first[s]; e < c->first[s + 1]; e++) {
                LtlCEdge *ce = &c->edges[e];
                /* the edges of s, permuted: one unused edge of a with the
                 * same destination, marks and label */
                int found = 0;
                for (unsigned j = a->first[s]; j < a->first[s + 1] && !found; j++) {
                    if (used[j] || a->edges[j].dst != ce->dst || a->edges[j].marks != ce->marks)
                        continue;
                    int same = 1;
                    for (uint64_t v = 0; v < (1u << c->naps); v++) {
                        uint64_t g = 0;   /* local valuation -> context valuation */
                        for (unsigned k = 0; k < c->naps; k++) if ((v >> k) & 1) g |= 1ull << c->ap_index[k];
                        int agree, h = cedge_eval(c, ce, v, &agree);
                        ok &= agree;
                        same &= h == bdd_eval(a->edges[j].label, g);
                    }
                    if (same) used[j] = found = 1;
                }
                ok &= found;
                /* search order: leaving the SCC, inside it, self-loops;
                 * then more marks first */
                unsigned r = (scc[ce->dst] != scc[s] ? 0 : ce->dst != s ? 1 : 2) * 64 +
                             (63 - (unsigned)__builtin_popcountll(ce->marks));
                order &= e == c->first[s] || prev <= r;
                prev = r;
            }
        }
        CU_ASSERT(ok);
        CU_ASSERT(order);
        if (i == 2)   /* F G a: the initial state's first edge enters the a-loop */
            CU_ASSERT_NOT_EQUAL(c->edges[c->first[c->init]].dst, c->init);
        free(scc);
        free(used);
        ltl_compiled_free(c);
        ltl_aut_free(a);
    }
}

static void test_product_emptiness(void)
{
    LtlAut *a = T("G F a"), *b = T("F G !a"), *c = T("G F b");
    LtlAut *p = ltl_product(a, b);
    CU_ASSERT(ltl_is_empty(p, NULL));
    ltl_aut_free(p);
    p = ltl_product(a, c);
    LtlRun r;
    CU_ASSERT(!ltl_is_empty(p, &r));
    CU_ASSERT(ltl_aut_accepts_lasso(p, r.pvals, r.nprefix, r.cvals, r.ncycle));
    CU_ASSERT(ltl_eval_lasso(P("G F a & G F b"), r.pvals, r.nprefix, r.cvals, r.ncycle));
    ltl_run_free(&r);
    ltl_aut_free(p);
    ltl_aut_free(a); ltl_aut_free(b); ltl_aut_free(c);
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS) return 2;
    ctx = ltl_context_new();
    ltl_ap_intern(ctx, "a");   /* a, b, c = APs 0, 1, 2 for the lasso checks */
    ltl_ap_intern(ctx, "b");
    ltl_ap_intern(ctx, "c");
    CU_pSuite s = CU_add_suite("ltl_trans", NULL, NULL);
    CU_add_test(s, "translation sizes and languages", test_translate_sizes);
    CU_add_test(s, "minimal weak deterministic automata", test_wdba);
    CU_add_test(s, "degeneralization", test_degeneralize);
    CU_add_test(s, "SCC strength", test_strength);
    CU_add_test(s, "decomposition", test_decompose);
    CU_add_test(s, "HOA round trip", test_hoa_roundtrip);
    CU_add_test(s, "HOA Emerson-Lei input", test_hoa_general);
    CU_add_test(s, "HOA errors", test_hoa_errors);
    CU_add_test(s, "never claims", test_never);
    CU_add_test(s, "dot", test_dot);
    CU_add_test(s, "compiled automaton", test_compile);
    CU_add_test(s, "product and emptiness", test_product_emptiness);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned nf = CU_get_number_of_failures();
    CU_cleanup_registry();
    ltl_context_free(ctx);
    return nf ? 1 : 0;
}
