/* test_ltl_parse.c -- LTL parser (all syntaxes, APs, errors), NNF,
 * simplifier, lasso evaluator, and every BEEM formula file. */
#include "ltl/ltl.h"
#include <CUnit/Basic.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

static LtlContext *ctx;

static LtlFormula *P(const char *s, LtlSyntax syn)
{
    LtlError e;
    LtlFormula *f = ltl_parse(ctx, s, syn, &e);
    if (!f) fprintf(stderr, "\nparse error in '%s': col %d: %s\n", s, e.col, e.msg);
    return f;
}

static int same(const char *a, LtlSyntax sa, const char *b, LtlSyntax sb)
{
    LtlFormula *x = P(a, sa), *y = P(b, sb);
    if (x != y && x && y) {
        char *s = ltl_to_string(x, LTL_SYN_SPOT), *t = ltl_to_string(y, LTL_SYN_SPOT);
        fprintf(stderr, "\n'%s' parsed as %s, expected %s\n", a, s, t);
        free(s); free(t);
    }
    return x && x == y;
}

/* the AP text of a formula that must be a single AP */
static const char *aptext(const char *s, LtlSyntax syn)
{
    LtlFormula *f = P(s, syn);
    if (!f || f->op != LTL_AP) return "<not an AP>";
    return ltl_ap_name(ctx, f->ap);
}

static void test_operators(void)
{
    CU_ASSERT(same("[]<>p -> (q U r)", LTL_SYN_SPIN, "G F p -> (q U r)", LTL_SYN_SPOT));
    CU_ASSERT(same("p V q", LTL_SYN_SPIN, "p R q", LTL_SYN_SPOT));
    CU_ASSERT(same("GFa", LTL_SYN_SPOT, "G F a", LTL_SYN_SPOT));
    CU_ASSERT(same("GF(a <-> Xa)", LTL_SYN_AUTO, "G F (a <-> X a)", LTL_SYN_SPOT));
    CU_ASSERT(same("a & b | c", LTL_SYN_SPOT, "(a && b) || c", LTL_SYN_SPIN));
    CU_ASSERT(same("a | b & c", LTL_SYN_SPOT, "a || (b && c)", LTL_SYN_SPIN));
    /* Spin: && || -> <-> share one left-associative level */
    CU_ASSERT(same("a || b && c", LTL_SYN_SPIN, "(a | b) & c", LTL_SYN_SPOT));
    CU_ASSERT(same("a U b U c", LTL_SYN_SPOT, "a U (b U c)", LTL_SYN_SPOT));
    CU_ASSERT(same("!a U b", LTL_SYN_SPOT, "(!a) U b", LTL_SYN_SPOT));
    CU_ASSERT(same("a -> b -> c", LTL_SYN_SPOT, "a -> (b -> c)", LTL_SYN_SPOT));
    CU_ASSERT(same("1 U a", LTL_SYN_SPOT, "true U a", LTL_SYN_SPIN));
    CU_ASSERT(same("a xor b", LTL_SYN_SPOT, "a ^ b", LTL_SYN_SPOT));
    CU_ASSERT(same("a W b", LTL_SYN_LTSMIN, "a W b", LTL_SYN_SPOT));
    CU_ASSERT(same("a M b", LTL_SYN_SPOT, "a M b", LTL_SYN_AUTO));
    CU_ASSERT(same("\"R\" U b", LTL_SYN_SPOT, "R U b", LTL_SYN_SPIN));   /* R is a name in Spin */
    CU_ASSERT(same("a /\\ b \\/ c", LTL_SYN_AUTO, "a & b | c", LTL_SYN_SPOT));
}

static void test_aps(void)
{
    CU_ASSERT_STRING_EQUAL(aptext("P_0.CS", LTL_SYN_DIVINE), "P_0.CS");
    CU_ASSERT_STRING_EQUAL(aptext("(P_0.CS)", LTL_SYN_DIVINE), "P_0.CS");
    CU_ASSERT_STRING_EQUAL(aptext("x<3", LTL_SYN_AUTO), "x<3");
    CU_ASSERT_STRING_EQUAL(aptext("arr\\[0\\]!=1", LTL_SYN_LTSMIN), "arr[0]!=1");
    CU_ASSERT_STRING_EQUAL(aptext("Proc\\.var==2", LTL_SYN_LTSMIN), "Proc.var==2");
    CU_ASSERT_STRING_EQUAL(aptext("P_0==\"CS\"", LTL_SYN_LTSMIN), "P_0==\"CS\"");
    /* LTSmin's other state forms: single quotes, no quotes */
    CU_ASSERT_STRING_EQUAL(aptext("P_1!='p9'", LTL_SYN_LTSMIN), "P_1!='p9'");
    CU_ASSERT_STRING_EQUAL(aptext("element==e0", LTL_SYN_AUTO), "element==e0");
    CU_ASSERT_STRING_EQUAL(aptext("'x > 3'", LTL_SYN_SPOT), "x > 3");
    CU_ASSERT_STRING_EQUAL(aptext("\"x > 3\"", LTL_SYN_SPOT), "x > 3");
    CU_ASSERT_STRING_EQUAL(aptext("(x < 3 and y == 1)", LTL_SYN_DIVINE), "x < 3 and y == 1");
    CU_ASSERT_STRING_EQUAL(aptext("(not (x == 1))", LTL_SYN_DIVINE), "not (x == 1)");
    CU_ASSERT_STRING_EQUAL(aptext("element->seq==1", LTL_SYN_DIVINE), "element->seq==1");
    CU_ASSERT_STRING_EQUAL(aptext("P->x", LTL_SYN_AUTO), "P->x");
    CU_ASSERT_STRING_EQUAL(aptext("(a + b[2] * 3 >= c)", LTL_SYN_DIVINE), "a + b[2] * 3 >= c");
    CU_ASSERT_STRING_EQUAL(aptext("(Receiver->triple & 4) == 4", LTL_SYN_DIVINE), "(Receiver->triple & 4) == 4");
    CU_ASSERT_STRING_EQUAL(aptext("X == SYNC", LTL_SYN_DIVINE), "X == SYNC");
    CU_ASSERT_STRING_EQUAL(aptext("P@cs", LTL_SYN_SPIN), "P@cs");
    CU_ASSERT_STRING_EQUAL(aptext("P[1]@cs", LTL_SYN_SPIN), "P[1]@cs");
    /* implication, not a remote variable */
    LtlFormula *f = P("a->b", LTL_SYN_AUTO);
    CU_ASSERT(f && f->op == LTL_IMPLIES);
    f = P("P -> x", LTL_SYN_DIVINE);
    CU_ASSERT(f && f->op == LTL_IMPLIES);
    f = P("(Gate.up) -> F (x < 3 and y == 1)", LTL_SYN_DIVINE);
    CU_ASSERT(f && f->op == LTL_IMPLIES);
    /* same text, same AP */
    CU_ASSERT(P("P_0.CS", LTL_SYN_DIVINE) == P("(P_0.CS)", LTL_SYN_DIVINE));
    /* Promela's channel functions and polls, as in ltl blocks */
    CU_ASSERT_STRING_EQUAL(aptext("len(q) == 0", LTL_SYN_AUTO), "len(q) == 0");
    CU_ASSERT_STRING_EQUAL(aptext("(len(q[1]) > 1)", LTL_SYN_SPIN), "len(q[1]) > 1");
    CU_ASSERT_STRING_EQUAL(aptext("empty(q)", LTL_SYN_SPIN), "empty(q)");
    CU_ASSERT_STRING_EQUAL(aptext("(nfull(q))", LTL_SYN_AUTO), "nfull(q)");
    CU_ASSERT_STRING_EQUAL(aptext("q?[req]", LTL_SYN_SPIN), "q?[req]");
    CU_ASSERT_STRING_EQUAL(aptext("(c[0]??[1, eval(x)])", LTL_SYN_AUTO), "c[0]??[1, eval(x)]");
    f = P("[] (q?[req] -> <> empty(q))", LTL_SYN_SPIN);
    CU_ASSERT(f && f->op == LTL_G);
    f = P("G F len(q)", LTL_SYN_SPOT);
    CU_ASSERT(f && f->op == LTL_G);
    /* a temporal operator's name followed by '(' is still the operator */
    f = P("F(len(q) > 0)", LTL_SYN_SPOT);
    CU_ASSERT(f && f->op == LTL_F);
}

static int only_procs(void *u, const char *name)
{
    (void)u;
    return !strcmp(name, "proc");
}

static void test_resolver(void)
{
    LtlContext *c2 = ltl_context_new();
    ltl_context_set_process_resolver(c2, only_procs, NULL);
    LtlFormula *f = ltl_parse(c2, "proc->v && a->b", LTL_SYN_DIVINE, NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(f->op, LTL_IMPLIES);   /* (proc->v && a) -> b */
    CU_ASSERT_EQUAL(f->args[0]->op, LTL_AND);
    int found = 0;
    for (unsigned i = 0; i < ltl_ap_count(c2); i++) found |= !strcmp(ltl_ap_name(c2, i), "proc->v");
    CU_ASSERT(found);
    ltl_context_free(c2);
}

static void check_error(const char *text, LtlSyntax syn, int col, const char *frag)
{
    LtlError e;
    LtlFormula *f = ltl_parse(ctx, text, syn, &e);
    CU_ASSERT_PTR_NULL(f);
    if (f) return;
    if (e.col != col || !strstr(e.msg, frag))
        fprintf(stderr, "\n'%s': got col %d '%s', expected col %d '%s'\n", text, e.col, e.msg, col, frag);
    CU_ASSERT_EQUAL(e.col, col);
    CU_ASSERT_PTR_NOT_NULL(strstr(e.msg, frag));
    CU_ASSERT_EQUAL(e.line, 1);
}

static void test_errors(void)
{
    check_error("", LTL_SYN_AUTO, 1, "empty");
    check_error("   ", LTL_SYN_SPIN, 1, "empty");
    check_error("(a U b", LTL_SYN_SPOT, 7, "missing ')'");
    check_error("a U b)", LTL_SYN_SPOT, 6, "unbalanced ')'");
    check_error("a U", LTL_SYN_SPOT, 4, "end of formula");
    check_error("a # b", LTL_SYN_SPOT, 3, "unknown character");
    check_error("a b", LTL_SYN_SPIN, 3, "unexpected");
    check_error("[]( p && )", LTL_SYN_SPIN, 10, "unbalanced");
    check_error("G(a ~> b)", LTL_SYN_SPOT, 5, "expected ')'");
    check_error("G(a $ b)", LTL_SYN_SPOT, 5, "unknown character");
    check_error("\"abc", LTL_SYN_SPOT, 1, "unterminated");
    check_error("a && 42", LTL_SYN_SPIN, 6, "number");
    check_error("[] len(q", LTL_SYN_SPIN, 4, "atomic proposition");
    check_error("[] (q?[req)", LTL_SYN_SPIN, 6, "expected ')'");
    check_error("len() > 0", LTL_SYN_AUTO, 1, "atomic proposition");
    /* located message with a caret */
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    LtlError e;
    CU_ASSERT_PTR_NULL(ltl_parse(ctx, "G (a U", LTL_SYN_SPOT, &e));
    ltl_error_print(out, "prop.ltl", "G (a U", &e);
    fclose(out);
    CU_ASSERT_STRING_EQUAL(buf, "prop.ltl:1:7: error: unexpected end of formula\n  G (a U\n        ^\n");
    free(buf);
}

static LtlFormula *S(const char *s) { return ltl_simplify(ctx, P(s, LTL_SYN_SPOT)); }

static void test_nnf_simplify(void)
{
    CU_ASSERT(ltl_nnf(ctx, P("!(a U b)", LTL_SYN_SPOT)) == P("!a R !b", LTL_SYN_SPOT));
    CU_ASSERT(ltl_nnf(ctx, P("!G(a -> F b)", LTL_SYN_SPOT)) == P("F(a & G !b)", LTL_SYN_SPOT));
    CU_ASSERT(ltl_nnf(ctx, P("!(a W b)", LTL_SYN_SPOT)) == P("!a M !b", LTL_SYN_SPOT));
    CU_ASSERT(ltl_nnf(ctx, P("!X a", LTL_SYN_SPOT)) == P("X !a", LTL_SYN_SPOT));
    CU_ASSERT(S("F F a") == P("F a", LTL_SYN_SPOT));
    CU_ASSERT(S("G G a") == P("G a", LTL_SYN_SPOT));
    CU_ASSERT(S("X 1") == P("1", LTL_SYN_SPOT));
    CU_ASSERT(S("a U F b") == P("F b", LTL_SYN_SPOT));
    CU_ASSERT(S("G F G a") == P("F G a", LTL_SYN_SPOT));
    CU_ASSERT(S("F G F a") == P("G F a", LTL_SYN_SPOT));
    CU_ASSERT(S("X G F a") == P("G F a", LTL_SYN_SPOT));
    CU_ASSERT(S("true U a") == P("F a", LTL_SYN_SPOT));
    CU_ASSERT(S("false R a") == P("G a", LTL_SYN_SPOT));
    CU_ASSERT(S("F a | F b") == P("F (a | b)", LTL_SYN_SPOT));
    CU_ASSERT(S("G a & G b") == P("G (a & b)", LTL_SYN_SPOT));
    CU_ASSERT(S("X a & X b") == P("X (a & b)", LTL_SYN_SPOT));
    CU_ASSERT(S("a & (a | b)") == P("a", LTL_SYN_SPOT));
    CU_ASSERT(S("a & !a") == P("0", LTL_SYN_SPOT));
    CU_ASSERT(S("G a & F !a") == P("0", LTL_SYN_SPOT));
    CU_ASSERT(S("(a U b) & (c U b)") == P("(a & c) U b", LTL_SYN_SPOT));
    CU_ASSERT(S("G a | a") == P("a", LTL_SYN_SPOT));
    CU_ASSERT(S("F a & a") == P("a", LTL_SYN_SPOT));
    CU_ASSERT(ltl_implies(P("G a", LTL_SYN_SPOT), P("F a", LTL_SYN_SPOT)));
    CU_ASSERT(!ltl_implies(P("F a", LTL_SYN_SPOT), P("G a", LTL_SYN_SPOT)));
    CU_ASSERT(ltl_negate(ctx, P("a", LTL_SYN_SPOT)) == P("!a", LTL_SYN_SPOT));
    CU_ASSERT(ltl_negate(ctx, P("!a", LTL_SYN_SPOT)) == P("a", LTL_SYN_SPOT));
}

static void test_print(void)
{
    const char *in[] = { "G(a -> F b)", "a U (b R c)", "!(a W b) M c", "X X a <-> b xor c",
                         "\"x > 3\" & \"P_0.CS\"", "(a | b) & c", "a | b & c" };
    for (unsigned i = 0; i < sizeof in / sizeof *in; i++) {
        LtlFormula *f = P(in[i], LTL_SYN_SPOT);
        CU_ASSERT_PTR_NOT_NULL_FATAL(f);
        char *s = ltl_to_string(f, LTL_SYN_SPOT);
        CU_ASSERT(P(s, LTL_SYN_SPOT) == f);
        free(s);
        /* Spin printing (W, M, xor rewritten) parses back to an equivalent formula */
        s = ltl_to_string(f, LTL_SYN_SPIN);
        LtlFormula *g = P(s, LTL_SYN_SPIN);
        CU_ASSERT_PTR_NOT_NULL(g);
        free(s);
    }
}

static void test_eval(void)
{
    ltl_ap_intern(ctx, "a");
    ltl_ap_intern(ctx, "b");
    unsigned a = ltl_ap_intern(ctx, "a"), b = ltl_ap_intern(ctx, "b");
    uint64_t A = 1ull << a, B = 1ull << b;
    uint64_t u[2] = { A, 0 }, v[2] = { B, A };
    CU_ASSERT(ltl_eval_lasso(P("a", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(!ltl_eval_lasso(P("X a", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(ltl_eval_lasso(P("G F a & G F b", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(!ltl_eval_lasso(P("F G a", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(ltl_eval_lasso(P("a U (!a & !b)", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(!ltl_eval_lasso(P("b R a", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(ltl_eval_lasso(P("(a | b) W !b", LTL_SYN_SPOT), u, 2, v, 2));
    CU_ASSERT(ltl_eval_lasso(P("X X G (a | b)", LTL_SYN_SPOT), u, 2, v, 2));
}

/* every formula of ../shared/models/beem/ltl parses (in its syntax and in
 * AUTO) and translates */
static void test_beem(void)
{
    const char *dir = "../shared/models/beem/ltl";
    DIR *d = opendir(dir);
    if (!d) { printf("\n  note: %s not found; BEEM formulas skipped\n", dir); return; }
    struct dirent *de;
    unsigned nfiles = 0, nform = 0, bad = 0, ntrans = 0, nseen = 0;
    unsigned char *seen = NULL;
    LtlContext *c = ltl_context_new();
    while ((de = readdir(d))) {
        size_t l = strlen(de->d_name);
        if (l < 5 || strcmp(de->d_name + l - 4, ".ltl")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        nfiles++;
        char line[8192];
        LtlSyntax syn = LTL_SYN_LTSMIN;
        while (fgets(line, sizeof line, f)) {
            if (strstr(line, "# syntax: divine")) syn = LTL_SYN_DIVINE;
            if (line[0] == '#' || line[0] == '\n') continue;
            char *tab = strchr(line, '\t');
            if (tab) *tab = 0;
            line[strcspn(line, "\r\n")] = 0;
            nform++;
            LtlError e;
            LtlFormula *g = ltl_parse(c, line, syn, &e);
            LtlFormula *h = ltl_parse(c, line, LTL_SYN_AUTO, NULL);
            if (!g || !h) {
                if (bad++ < 5) fprintf(stderr, "\n%s: cannot parse '%s': %s\n", path, line, g ? "(auto)" : e.msg);
                continue;
            }
            LtlFormula *ng = ltl_negate(c, g);
            if (ng->id < nseen && seen[ng->id]) continue;   /* same formula, already done */
            if (ng->id >= nseen) {
                unsigned n2 = ng->id * 2 + 1024;
                seen = realloc(seen, n2);
                memset(seen + nseen, 0, n2 - nseen);
                nseen = n2;
            }
            seen[ng->id] = 1;
            ntrans++;
            LtlAut *a = ltl_translate(c, ng, NULL);
            if (!a) { bad++; continue; }
            ltl_aut_free(a);
        }
        fclose(f);
    }
    closedir(d);
    ltl_context_free(c);
    free(seen);
    printf("\n  beem: %u files, %u formulas (%u distinct translated), %u failures\n", nfiles, nform, ntrans, bad);
    CU_ASSERT(nform > 0);
    CU_ASSERT_EQUAL(bad, 0);
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS) return 2;
    ctx = ltl_context_new();
    CU_pSuite s = CU_add_suite("ltl_parse", NULL, NULL);
    CU_add_test(s, "operators and precedence", test_operators);
    CU_add_test(s, "atomic propositions", test_aps);
    CU_add_test(s, "remote-variable resolver", test_resolver);
    CU_add_test(s, "located errors", test_errors);
    CU_add_test(s, "nnf and simplification", test_nnf_simplify);
    CU_add_test(s, "printing round trip", test_print);
    CU_add_test(s, "lasso evaluator", test_eval);
    CU_add_test(s, "BEEM formula files", test_beem);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned nf = CU_get_number_of_failures();
    CU_cleanup_registry();
    ltl_context_free(ctx);
    return nf ? 1 : 0;
}
