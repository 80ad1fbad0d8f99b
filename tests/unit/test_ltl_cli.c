/* test_ltl_cli.c -- `mcc ltl2tgba` entry point: exit statuses, outputs,
 * located errors on bad input (never a crash). */
#include "ltl/ltl.h"
#include <CUnit/Basic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <stdarg.h>

/* runs ltl_cli_main with stdout/stderr captured into *out (malloc'd) */
static int run(char **out, int argc, ...)
{
    char *argv[32];
    va_list ap;
    va_start(ap, argc);
    argv[0] = "ltl2tgba";
    for (int i = 1; i < argc; i++) argv[i] = va_arg(ap, char *);
    argv[argc] = NULL;
    va_end(ap);
    char path[] = "/tmp/mcc_ltl_cli_XXXXXX";
    int fd = mkstemp(path);
    fflush(stdout);
    fflush(stderr);
    int so = dup(1), se = dup(2);
    dup2(fd, 1);
    dup2(fd, 2);
    int rc = ltl_cli_main(argc, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(so, 1);
    dup2(se, 2);
    close(so);
    close(se);
    off_t n = lseek(fd, 0, SEEK_END);
    *out = calloc((size_t)n + 1, 1);
    lseek(fd, 0, SEEK_SET);
    if (read(fd, *out, (size_t)n) < 0) (*out)[0] = 0;
    close(fd);
    unlink(path);
    return rc;
}

/* --generic, --to=tgba|tgra|tfla (also on --hoa-in).  Each ltl_cli_main
 * is a new LTL context printing HOA: this crashed in bdd_support() while
 * the last context shut BuDDy down (libbdd 2.4 cannot restart). */
static void test_generic(void)
{
    char *o;
    CU_ASSERT_EQUAL(run(&o, 4, "--generic", "-f", "(GF a -> GF b) & (GF c -> GF d)"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "States: 1\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "Fin("));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 5, "--generic", "--to=tfla", "-f", "!(GF a -> GF b)"), 0);
    CU_ASSERT_PTR_NULL(strstr(o, "Fin("));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "States: 2\n"));
    free(o);
    /* the two Fin sets of a clause become one set (3) */
    CU_ASSERT_EQUAL(run(&o, 5, "--generic", "--to=tgra", "-f", "(FG a & FG b) | GF c"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "Acceptance: 4 Fin(3) | Inf(2)"));
    free(o);
    const char *txt = "HOA: v1\nStates: 1\nStart: 0\nAP: 2 \"a\" \"b\"\n"
        "Acceptance: 2 Fin(0) | Inf(1)\n--BODY--\nState: 0\n[0] 0 {0}\n[1] 0 {1}\n"
        "[!0&!1] 0\n--END--\n";
    char path[] = "/tmp/mcc_ltl_gen_XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT(fd >= 0 && write(fd, txt, strlen(txt)) == (ssize_t)strlen(txt));
    close(fd);
    char opt[64];
    snprintf(opt, sizeof opt, "--hoa-in=%s", path);
    CU_ASSERT_EQUAL(run(&o, 3, opt, "--to=tgba"), 0);
    CU_ASSERT_PTR_NULL(strstr(o, "Fin("));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "HOA: v1"));
    free(o);
    unlink(path);
}

static void test_outputs(void)
{
    char *o;
    CU_ASSERT_EQUAL(run(&o, 3, "-f", "G F a & G F b"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "HOA: v1"));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "generalized-Buchi 2"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 5, "-f", "G F a & G F b", "--ba", "--never"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "never {"));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "accept_"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 4, "-f", "a U b", "--dot"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "digraph"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 4, "-f", "F c | F G b | G F a", "--stats"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "strength=strong"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 5, "-f", "F c | F G b | G F a", "--decompose=t", "--stats"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "strength=terminal"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 5, "-f", "G a", "--negate", "--stats"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "states=2"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 2, "--help"), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "usage"));
    free(o);
}

static void test_errors(void)
{
    char *o;
    CU_ASSERT_EQUAL(run(&o, 3, "-f", "G (a U"), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "<formula>:1:7: error:"));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "^"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 3, "-f", ""), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "empty formula"));
    free(o);
    CU_ASSERT_EQUAL(run(&o, 3, "-f", "a ## b"), 1);
    free(o);
    CU_ASSERT_EQUAL(run(&o, 4, "-f", "a", "--decompose=x"), 1);
    free(o);
    CU_ASSERT_EQUAL(run(&o, 2, "--bogus"), 1);
    free(o);
    CU_ASSERT_EQUAL(run(&o, 1), 1);
    free(o);
    CU_ASSERT_EQUAL(run(&o, 3, "-F", "/nonexistent/file.ltl"), 1);
    free(o);
    /* formula file: one bad line among good ones, located by line */
    char path[] = "/tmp/mcc_ltl_cli_fXXXXXX";
    int fd = mkstemp(path);
    const char *txt = "# comment\nG F a\tholds\n(a U b\n";
    CU_ASSERT(write(fd, txt, strlen(txt)) == (ssize_t)strlen(txt));
    close(fd);
    CU_ASSERT_EQUAL(run(&o, 4, "-F", path, "--stats"), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, ":3:7: error:"));
    CU_ASSERT_PTR_NOT_NULL(strstr(o, "states=1"));
    free(o);
    /* malformed HOA */
    fd = open(path, O_WRONLY | O_TRUNC);
    txt = "HOA: v1\nStates: 1\nStart: 0\nAcceptance: 0 t\n--BODY--\nState: 0\n[t] 3\n--END--\n";
    CU_ASSERT(write(fd, txt, strlen(txt)) == (ssize_t)strlen(txt));
    close(fd);
    char opt[256];
    snprintf(opt, sizeof opt, "--hoa-in=%s", path);
    CU_ASSERT_EQUAL(run(&o, 2, opt), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(o, ":7:5: error:"));
    free(o);
    unlink(path);
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS) return 2;
    CU_pSuite s = CU_add_suite("ltl_cli", NULL, NULL);
    CU_add_test(s, "outputs", test_outputs);
    CU_add_test(s, "errors", test_errors);
    CU_add_test(s, "generic acceptance and --to", test_generic);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned nf = CU_get_number_of_failures();
    CU_cleanup_registry();
    return nf ? 1 : 0;
}
