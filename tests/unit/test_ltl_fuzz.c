/* test_ltl_fuzz.c -- mutated HOA files, never claims and formulas must be
 * rejected (or accepted) without crashing; run under ASan in check-asan. */
#include "ltl/ltl.h"
#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void test_fuzz(void) {
    LtlContext *c = ltl_context_new();
    const char *seeds[] = {
      "HOA: v1\nname: \"x\"\nStates: 2\nStart: 0\nAP: 2 \"a\" \"b\"\nAlias: @x 0&1\nAcceptance: 2 Fin(0) & Inf(1) | t\n--BODY--\nState: 0 {0}\n[t] 0\n[@x] 1 {1}\nState: 1\n[!0 | 1] 1 {0 1}\n--END--\n",
      "never { /* x */\naccept_init:\nT0_init:\n\tdo\n\t:: atomic { ((p)) -> assert(!((p))) }\n\t:: (!(a) && b) -> goto T0_init\n\tod;\naccept_all:\n\tskip\n}\n",
      "G (a -> F (b U (c R d))) && \"x > 3\" || P_0==\"CS\" -> X arr\\[0\\]!=1 <-> (x < 3 and y == 1) W M xor",
      /* Promela's channel functions and polls in propositions */
      "[] (q?[req, 1] -> <> (len(q[0]) == 0)) && empty(q) U c??[eval(x), 2] || !nfull(c) V F full(q)",
    };
    unsigned long s = 1;
    for (int it = 0; it < 20000; it++) {
        const char *src = seeds[it % 4];
        size_t n = strlen(src);
        char *t = malloc(n + 1);
        memcpy(t, src, n + 1);
        int muts = 1 + (int)((s >> 3) % 4);
        for (int m = 0; m < muts; m++) {
            s = s * 6364136223846793005ul + 1442695040888963407ul;
            size_t pos = (s >> 20) % n;
            int kind = (int)((s >> 50) % 3);
            if (kind == 0) t[pos] = " (){}[]&|!01@:\"-\n>?,"[(s >> 40) % 21];
            else if (kind == 1) t[pos] = 0;
            else t[pos] = (char)((s >> 33) & 0x7f) | 1;
        }
        LtlError e;
        if (it % 3 == 0) { LtlAut *a = ltl_parse_hoa(c, t, "f", &e); if (a) { ltl_is_empty(a, NULL); ltl_aut_free(a); } }
        else if (it % 3 == 1) { LtlAut *a = ltl_parse_never(c, t, "f", &e); ltl_aut_free(a); }
        else { LtlFormula *f = ltl_parse(c, t, (LtlSyntax)(it % 5), &e); if (f) { LtlAut *a = ltl_translate(c, f, NULL); ltl_aut_free(a); } }
        free(t);
    }
    ltl_context_free(c);
    printf("\n  fuzz: 20000 mutated inputs, no crash\n");
    CU_PASS("no crash");
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS) return 2;
    CU_pSuite s = CU_add_suite("ltl_fuzz", NULL, NULL);
    CU_add_test(s, "mutated inputs", test_fuzz);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned nf = CU_get_number_of_failures();
    CU_cleanup_registry();
    return nf ? 1 : 0;
}
