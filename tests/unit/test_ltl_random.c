/* test_ltl_random.c -- randomized differential test of the LTL translator.
 *
 * For random formulas phi (fixed seed; MCC_LTL_RANDOM_N / MCC_LTL_RANDOM_SEED
 * override the count and the seed):
 *  - A(phi) x A(!phi) is empty;
 *  - random lassos are accepted by A(phi) iff they satisfy phi (direct
 *    evaluator), and the same for the degeneralized BA, the union of the
 *    T/W/S decomposition, and HOA / never-claim round trips;
 *  - for X-free phi, against `spin -f`: A(phi) x Spin(!phi) and
 *    Spin(phi) x A(!phi) are empty (skipped when spin is not on PATH).
 */
#include "ltl/ltl.h"
#include <CUnit/Basic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned N = 1000;
static uint64_t SEED = 12345;
static int have_spin;
static unsigned spin_timeouts;  /* spin -f runs that failed or timed out */

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
    return *s;
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

/* valuation over the formula's APs (APs are p0..p3 = context APs in order
 * of creation; we create them first so they are APs 0..3) */
static void random_lasso(uint64_t *s, uint64_t *u, unsigned *nu, uint64_t *v, unsigned *nv)
{
    *nu = (unsigned)(rnd(s) % 4);
    *nv = 1 + (unsigned)(rnd(s) % 4);
    for (unsigned i = 0; i < *nu; i++) u[i] = rnd(s) & 15;
    for (unsigned i = 0; i < *nv; i++) v[i] = rnd(s) & 15;
}

static LtlAut *spin_aut(LtlContext *ctx, LtlFormula *f, int *failed)
{
    char *txt = ltl_to_string(f, LTL_SYN_SPIN);
    size_t n = strlen(txt) + 64;
    char *cmd = malloc(n);
    snprintf(cmd, n, "timeout 3 spin -f '%s' 2>&1", txt);
    FILE *p = popen(cmd, "r");
    char *out = NULL;
    size_t len = 0, cap = 0;
    char buf[4096];
    size_t r;
    while (p && (r = fread(buf, 1, sizeof buf, p)) > 0) {
        if (len + r + 1 > cap) out = realloc(out, cap = 2 * (len + r + 1));
        memcpy(out + len, buf, r);
        len += r;
    }
    int st = p ? pclose(p) : -1;
    LtlAut *a = NULL;
    if (out) {
        out[len] = 0;
        LtlError err;
        a = st == 0 ? ltl_parse_never(ctx, out, "spin", &err) : NULL;
        if (st != 0) spin_timeouts++;
        if (!a && st == 0) {
            fprintf(stderr, "\ncannot parse spin output for %s: %d:%d %s\n%s\n", txt, err.line,
                    err.col, err.msg, out);
            *failed = 1;
        }
    }
    free(out);
    free(cmd);
    free(txt);
    return a;
}

static int check_empty(LtlAut *a, LtlAut *b)
{
    LtlAut *p = ltl_product(a, b);
    int e = ltl_is_empty(p, NULL);
    ltl_aut_free(p);
    return e;
}

static void test_random(void)
{
    LtlContext *ctx = ltl_context_new();
    for (int i = 0; i < 4; i++) {
        char nm[16];
        snprintf(nm, sizeof nm, "p%d", i);
        ltl_ap_intern(ctx, nm);
    }
    uint64_t seed = SEED, ls = SEED * 2654435761u + 1;
    unsigned bad = 0, spin_checked = 0, lassos = 0;
    double tmax = 0;
    for (unsigned k = 0; k < N && bad < 10; k++) {
        int allow_x = k % 2;
        unsigned size = 4 + (unsigned)(k % 13);
        LtlFormula *f = ltl_random(ctx, 3 + k % 2, size, allow_x, &seed);
        LtlFormula *nf = ltl_negate(ctx, f);
        clock_t t0 = clock();
        LtlAut *a = ltl_translate(ctx, f, NULL);
        double dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (dt > tmax) tmax = dt;
        LtlAut *b = ltl_translate(ctx, nf, NULL);
        CU_ASSERT_PTR_NOT_NULL_FATAL(a);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        char *txt = ltl_to_string(f, LTL_SYN_SPOT);
        int fail = 0;
        if (!check_empty(a, b)) { fprintf(stderr, "\nA(f)*A(!f) not empty: %s\n", txt); fail = 1; }
        LtlAut *ba = ltl_degeneralize(a, k % 3 ? &ltl_degen_verify : &ltl_degen_bughunt);
        LtlAut *parts[3] = { ltl_decompose(a, LTL_PART_T), ltl_decompose(a, LTL_PART_W),
                             ltl_decompose(a, LTL_PART_S) };
        char *hoa = to_text(ltl_print_hoa, a);
        LtlError err;
        LtlAut *ra = ltl_parse_hoa(ctx, hoa, "rt", &err);
        if (!ra) { fprintf(stderr, "\nHOA reparse failed %s: %d:%d %s\n%s", txt, err.line, err.col, err.msg, hoa); fail = 1; }
        char *nev = to_text(ltl_print_never, a);
        LtlAut *rn = ltl_parse_never(ctx, nev, "rt", &err);
        if (!rn) { fprintf(stderr, "\nnever reparse failed %s: %d:%d %s\n%s", txt, err.line, err.col, err.msg, nev); fail = 1; }
        for (int l = 0; l < 20 && !fail; l++) {
            uint64_t u[4], v[4];
            unsigned nu, nv;
            random_lasso(&ls, u, &nu, v, &nv);
            int want = ltl_eval_lasso(f, u, nu, v, nv);
            int got = ltl_aut_accepts_lasso(a, u, nu, v, nv);
            int gotb = ltl_aut_accepts_lasso(ba, u, nu, v, nv);
            int gotp = 0;
            for (int q = 0; q < 3; q++) if (parts[q]) gotp |= ltl_aut_accepts_lasso(parts[q], u, nu, v, nv);
            int gotr = ra ? ltl_aut_accepts_lasso(ra, u, nu, v, nv) : want;
            int gotn = rn ? ltl_aut_accepts_lasso(rn, u, nu, v, nv) : want;
            int gotneg = ltl_aut_accepts_lasso(b, u, nu, v, nv);
            lassos++;
            if (got != want || gotb != want || gotp != want || gotr != want || gotn != want || gotneg == want) {
                fprintf(stderr, "\nlasso disagreement on %s: eval=%d tgba=%d ba=%d parts=%d hoa=%d never=%d neg=%d\n",
                        txt, want, got, gotb, gotp, gotr, gotn, gotneg);
                fail = 1;
            }
        }
        if (have_spin && !allow_x && !fail && size <= 11) {
            LtlAut *sp = spin_aut(ctx, f, &fail), *sn = spin_aut(ctx, nf, &fail);
            if (sp && sn) {
                spin_checked++;
                if (!check_empty(a, sn)) { fprintf(stderr, "\nA(f) * Spin(!f) not empty: %s\n", txt); fail = 1; }
                if (!check_empty(sp, b)) { fprintf(stderr, "\nSpin(f) * A(!f) not empty: %s\n", txt); fail = 1; }
            }
            ltl_aut_free(sp);
            ltl_aut_free(sn);
        }
        bad += fail;
        CU_ASSERT(!fail);
        free(txt); free(hoa); free(nev);
        ltl_aut_free(ra); ltl_aut_free(rn);
        for (int q = 0; q < 3; q++) ltl_aut_free(parts[q]);
        ltl_aut_free(ba);
        ltl_aut_free(a);
        ltl_aut_free(b);
    }
    printf("\n  random: %u formulas (seed %llu), %u lassos, %u compared with spin (%u spin runs timed out), max translation %.1f ms, %u failures\n",
           N, (unsigned long long)SEED, lassos, spin_checked, spin_timeouts, tmax * 1e3, bad);
    ltl_context_free(ctx);
}

int main(void)
{
    const char *e = getenv("MCC_LTL_RANDOM_N");
    if (e) N = (unsigned)strtoul(e, NULL, 10);
    e = getenv("MCC_LTL_RANDOM_SEED");
    if (e) SEED = strtoull(e, NULL, 10);
    if (SEED == 0) SEED = 1;
    have_spin = system("command -v spin >/dev/null 2>&1") == 0;
    if (!have_spin) printf("note: spin not found on PATH; skipping the comparison with spin -f\n");
    if (CU_initialize_registry() != CUE_SUCCESS) return 2;
    CU_pSuite s = CU_add_suite("ltl_random", NULL, NULL);
    CU_add_test(s, "random formulas: self-consistency, lassos, spin", test_random);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned nf = CU_get_number_of_failures();
    CU_cleanup_registry();
    return nf ? 1 : 0;
}
