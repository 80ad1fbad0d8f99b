/* cli.c -- `mcc ltl2tgba`: translate formulas, print automata or stats. */
#include "ltl/ltl_int.h"
#include <time.h>

static const char usage[] =
    "usage: mcc ltl2tgba [options] -f FORMULA ... | -F FILE\n"
    "Translates LTL formulas into automata (the automaton of the formula\n"
    "itself, as `spin -f`).\n"
    "  -f FORMULA         formula to translate (repeatable)\n"
    "  -F FILE            formulas, one per line; '#' comments; text after a TAB\n"
    "                     is ignored ('-' reads stdin)\n"
    "  --negate           translate the negation of each formula\n"
    "  --syntax=S         auto (default), spin, spot, divine, ltsmin\n"
    "  --tgba             transition-based generalized Buchi (default)\n"
    "  --ba               state-based Buchi (degeneralized)\n"
    "  --bughunt          with --ba: initial state on the accepting level\n"
    "                     (short accepting cycles) instead of far from it\n"
    "  --decompose=t|w|s  keep only the terminal, weak or strong part\n"
    "  --hoa              HOA v1 output (default)\n"
    "  --never            Spin never claim output\n"
    "  --dot              Graphviz output\n"
    "  --stats            one line per formula: states, edges, acceptance sets,\n"
    "                     strength, time\n"
    "  --formula          print the simplified formula instead of an automaton\n"
    "  --hoa-in=FILE      read an automaton in HOA (or a never claim) instead\n"
    "  --no-simplify, --no-simulation, --no-wdba   disable those steps\n"
    "  --generic          generic acceptance: G F b and F G b parts of the\n"
    "                     top-level Boolean structure become Inf / Fin marks\n"
    "  --to=tgba|tgra|tfla  convert the automaton: generalized Buchi,\n"
    "                     generalized Rabin (one Fin set per pair), Fin-less\n"
    "  -h, --help         this text\n";

typedef struct Cli {
    LtlSyntax syn;      /* input syntax */
    int negate, ba, bughunt, decomp, out, simp, sim, wdba, fmla;
    const char *autin;  /* automaton file */
    int generic;        /* --generic: ltl_translate_generic */
    int to;             /* --to: 0 none, 1 tgba, 2 tgra, 3 tfla */
} Cli;

enum { OUT_HOA, OUT_NEVER, OUT_DOT, OUT_STATS };

static char *slurp(const char *path)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
    if (!f) return NULL;
    size_t n = 0, cap = 4096;
    char *s = ltl_xmalloc(cap);
    size_t r;
    while ((r = fread(s + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (cap - n - 1 == 0) s = ltl_xrealloc(s, cap *= 2);
    }
    s[n] = 0;
    if (f != stdin) fclose(f);
    return s;
}

static int emit(Cli *c, LtlContext *ctx, LtlAut *a, const char *text, double ms)
{
    if (c->to) {
        LtlAut *b = c->to == 1 ? ltl_aut_to_tgba(a) : c->to == 2 ? ltl_aut_to_tgra(a)
                                                                : ltl_aut_finless(a);
        ltl_aut_free(a);
        if (!b) {
            fprintf(stderr, "ltl2tgba: too many acceptance sets for --to\n");
            return 1;
        }
        a = b;
    }
    if (c->decomp) {
        LtlAut *d = ltl_decompose(a, c->decomp);
        ltl_aut_free(a);
        if (!d) {
            if (c->out == OUT_STATS) printf("(empty part)\t%s\n", text);
            else fprintf(stderr, "ltl2tgba: that part of the automaton is empty\n");
            return 0;
        }
        a = d;
    }
    if (c->ba) {
        LtlAut *b = ltl_degeneralize(a, c->bughunt ? &ltl_degen_bughunt : &ltl_degen_verify);
        if (!b) {
            fprintf(stderr, "ltl2tgba: cannot degeneralize this acceptance condition\n");
            ltl_aut_free(a);
            return 1;
        }
        ltl_aut_free(a);
        a = b;
    }
    switch (c->out) {
    case OUT_NEVER: ltl_print_never(stdout, a); break;
    case OUT_DOT: ltl_print_dot(stdout, a); break;
    case OUT_STATS: {
        LtlStrengthInfo si;
        ltl_scc_strength(a, &si);
        printf("states=%u edges=%u sets=%u strength=%s sccs=%u(t%u,w%u,s%u) ms=%.3f\t%s\n",
               a->nstates, a->nedges, a->nsets, ltl_strength_name(si.overall), si.nsccs,
               si.count[LTL_TERMINAL], si.count[LTL_WEAK], si.count[LTL_STRONG], ms, text);
        ltl_strength_free(&si);
        break;
    }
    default: ltl_print_hoa(stdout, a); break;
    }
    (void)ctx;
    ltl_aut_free(a);
    return 0;
}

static int one(Cli *c, LtlContext *ctx, const char *text, const char *src, int line)
{
    LtlError err;
    LtlFormula *f = ltl_parse(ctx, text, c->syn, &err);
    if (!f) {
        err.line = line;
        /* print the offending line only */
        fprintf(stderr, "%s:%d:%d: error: %s\n  %s\n  ", src, line, err.col, err.msg, text);
        for (int i = 1; i < err.col; i++) fputc(text[i - 1] == '\t' ? '\t' : ' ', stderr);
        fputs("^\n", stderr);
        return 1;
    }
    if (c->negate) f = ltl_negate(ctx, f);
    if (c->fmla) {
        ltl_print(stdout, ltl_simplify(ctx, f), c->syn == LTL_SYN_AUTO ? LTL_SYN_SPOT : c->syn);
        fputs("\n", stdout);
        return 0;
    }
    LtlTransOpts o = ltl_trans_default;
    o.simplify = c->simp;
    o.simulation = c->sim;
    o.wdba = c->wdba;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    LtlAut *a = c->generic ? ltl_translate_generic(ctx, f, &o) : ltl_translate(ctx, f, &o);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (!a) {
        fprintf(stderr, "%s:%d: error: formula too large (more than %d eventualities)\n",
                src, line, LTL_MAX_SETS);
        return 1;
    }
    double ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    return emit(c, ctx, a, text, ms);
}

static int from_file(Cli *c, LtlContext *ctx, const char *path)
{
    char *s = slurp(path);
    if (!s) { fprintf(stderr, "ltl2tgba: cannot read %s\n", path); return 1; }
    int rc = 0, line = 0;
    for (char *p = s; *p;) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = 0;
        line++;
        char *tab = strchr(p, '\t');
        if (tab) *tab = 0;
        char *q = p;
        while (*q == ' ' || *q == '\r') q++;
        size_t l = strlen(q);
        while (l && (q[l - 1] == ' ' || q[l - 1] == '\r')) q[--l] = 0;
        if (*q && *q != '#') rc |= one(c, ctx, q, path, line);
        if (!nl) break;
        p = nl + 1;
    }
    free(s);
    return rc;
}

static int from_aut(Cli *c, LtlContext *ctx)
{
    char *s = slurp(c->autin);
    if (!s) { fprintf(stderr, "ltl2tgba: cannot read %s\n", c->autin); return 1; }
    LtlError err;
    const char *t = s;
    while (*t == ' ' || *t == '\n' || *t == '\t') t++;
    LtlAut *a = !strncmp(t, "never", 5) ? ltl_parse_never(ctx, s, c->autin, &err)
                                        : ltl_parse_hoa(ctx, s, c->autin, &err);
    if (!a) {
        ltl_error_print(stderr, c->autin, s, &err);
        free(s);
        return 1;
    }
    free(s);
    return emit(c, ctx, a, c->autin, 0);
}

int ltl_cli_main(int argc, char **argv)
{
    Cli c = { LTL_SYN_AUTO, 0, 0, 0, 0, OUT_HOA, 1, 1, 1, 0, NULL, 0, 0 };
    const char **fs = ltl_xmalloc((size_t)(argc + 1) * sizeof *fs);
    const char **files = ltl_xmalloc((size_t)(argc + 1) * sizeof *files);
    int nf = 0, nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-f") && i + 1 < argc) fs[nf++] = argv[++i];
        else if (!strcmp(a, "-F") && i + 1 < argc) files[nfiles++] = argv[++i];
        else if (!strcmp(a, "--negate")) c.negate = 1;
        else if (!strcmp(a, "--tgba")) c.ba = 0;
        else if (!strcmp(a, "--ba")) c.ba = 1;
        else if (!strcmp(a, "--bughunt")) c.bughunt = 1;
        else if (!strcmp(a, "--hoa")) c.out = OUT_HOA;
        else if (!strcmp(a, "--never")) c.out = OUT_NEVER;
        else if (!strcmp(a, "--dot")) c.out = OUT_DOT;
        else if (!strcmp(a, "--stats")) c.out = OUT_STATS;
        else if (!strcmp(a, "--formula")) c.fmla = 1;
        else if (!strcmp(a, "--no-simplify")) c.simp = 0;
        else if (!strcmp(a, "--no-simulation")) c.sim = 0;
        else if (!strcmp(a, "--no-wdba")) c.wdba = 0;
        else if (!strncmp(a, "--hoa-in=", 9)) c.autin = a + 9;
        else if (!strcmp(a, "--generic")) c.generic = 1;
        else if (!strcmp(a, "--to=tgba")) c.to = 1;
        else if (!strcmp(a, "--to=tgra")) c.to = 2;
        else if (!strcmp(a, "--to=tfla")) c.to = 3;
        else if (!strncmp(a, "--decompose=", 12) && strlen(a) == 13 && strchr("tws", a[12]))
            c.decomp = a[12] == 't' ? LTL_PART_T : a[12] == 'w' ? LTL_PART_W : LTL_PART_S;
        else if (!strncmp(a, "--syntax=", 9)) {
            const char *s = a + 9;
            if (!strcmp(s, "auto")) c.syn = LTL_SYN_AUTO;
            else if (!strcmp(s, "spin")) c.syn = LTL_SYN_SPIN;
            else if (!strcmp(s, "spot")) c.syn = LTL_SYN_SPOT;
            else if (!strcmp(s, "divine")) c.syn = LTL_SYN_DIVINE;
            else if (!strcmp(s, "ltsmin")) c.syn = LTL_SYN_LTSMIN;
            else { fprintf(stderr, "ltl2tgba: unknown syntax '%s'\n%s", s, usage); free(fs); free(files); return 1; }
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            free(fs); free(files);
            return 0;
        } else {
            fprintf(stderr, "ltl2tgba: unknown or incomplete option '%s'\n%s", a, usage);
            free(fs); free(files);
            return 1;
        }
    }
    if (nf == 0 && nfiles == 0 && !c.autin) {
        fputs(usage, stderr);
        free(fs); free(files);
        return 1;
    }
    LtlContext *ctx = ltl_context_new();
    int rc = 0;
    for (int i = 0; i < nf; i++) rc |= one(&c, ctx, fs[i], "<formula>", 1);
    for (int i = 0; i < nfiles; i++) rc |= from_file(&c, ctx, files[i]);
    if (c.autin) rc |= from_aut(&c, ctx);
    ltl_context_free(ctx);
    free(fs); free(files);
    return rc ? 1 : 0;
}
