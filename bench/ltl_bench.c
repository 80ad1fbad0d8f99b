/* ltl_bench.c -- size and speed of mcc's LTL -> TGBA translation against
 * Spin's never claims (`spin -f '!(phi)'`), over formula files and random
 * formulas.  Not a test: prints a table.
 *
 *   ltl_bench [--random N] [--seed S] [--spin-timeout SEC] [FILE...]
 * FILE lines: formula<TAB>anything, '#' comments; "# syntax: divine" in a
 * file selects DiVinE syntax, otherwise LTSmin syntax.  Each distinct
 * formula is counted once.  For formula phi, mcc translates !phi into a
 * TGBA; Spin gets !phi with APs renamed p0, p1, ... (X-free formulas only).
 */
#include "ltl/ltl.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Cat {
    const char *name;
    unsigned n, cmp, le_states, le_edges, le_both, lt_any, spin_fail;
    unsigned long ms, me, ss, se;   /* totals over compared formulas */
    double *times; unsigned ntimes;
} Cat;

static unsigned spin_timeout = 10;
static int show_worse;   /* print formulas where mcc is larger than spin */

static LtlFormula *rename_aps(LtlContext *c, LtlFormula *f, unsigned *map, unsigned *next)
{
    LtlFormula *a, *b;
    switch (f->op) {
    case LTL_TRUE: case LTL_FALSE: return f;
    case LTL_AP:
        if (map[f->ap] == -1u) map[f->ap] = (*next)++;
        { char nm[32]; snprintf(nm, sizeof nm, "p%u", map[f->ap]);
          return ltl_ap(c, ltl_ap_intern(c, nm)); }
    case LTL_AND: case LTL_OR: {
        LtlFormula **v = malloc(f->nargs * sizeof *v);
        for (unsigned i = 0; i < f->nargs; i++) v[i] = rename_aps(c, f->args[i], map, next);
        LtlFormula *r = ltl_nary(c, f->op, v, f->nargs);
        free(v);
        return r;
    }
    default:
        a = rename_aps(c, f->args[0], map, next);
        if (f->nargs == 1) return ltl_unop(c, f->op, a);
        b = rename_aps(c, f->args[1], map, next);
        return ltl_binop(c, f->op, a, b);
    }
}

/* Runs `spin -f` on up to NPAR formulas at once (spin is slow on some
 * formulas; the bench machine has several cores). */
#define NPAR 4
static void spin_batch(LtlContext *c, LtlFormula **nf, unsigned n, LtlAut **out)
{
    FILE *p[NPAR];
    for (unsigned k = 0; k < n; k++) {
        char *txt = ltl_to_string(nf[k], LTL_SYN_SPIN);
        size_t len = strlen(txt) + 64;
        char *cmd = malloc(len);
        snprintf(cmd, len, "timeout %u spin -f '%s' 2>/dev/null", spin_timeout, txt);
        p[k] = popen(cmd, "r");
        free(cmd);
        free(txt);
    }
    for (unsigned k = 0; k < n; k++) {
        char *buf = NULL;
        size_t len = 0, cap = 0, r;
        char tmp[8192];
        while (p[k] && (r = fread(tmp, 1, sizeof tmp, p[k])) > 0) {
            if (len + r + 1 > cap) buf = realloc(buf, cap = 2 * (len + r + 1));
            memcpy(buf + len, tmp, r);
            len += r;
        }
        int st = p[k] ? pclose(p[k]) : -1;
        out[k] = NULL;
        if (buf && st == 0) {
            buf[len] = 0;
            out[k] = ltl_parse_never(c, buf, "spin", NULL);
        }
        free(buf);
    }
}

typedef struct Item { Cat *cat; LtlFormula *f, *spinf; unsigned ms_st, ms_ed; } Item;
static Item *items;
static unsigned nitems;

static void one(LtlContext *c, Cat *cat, LtlFormula *f, int use_spin)
{
    LtlFormula *nf = ltl_negate(c, f);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    LtlAut *a = ltl_translate(c, nf, NULL);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (!a) return;
    cat->n++;
    cat->times = realloc(cat->times, (cat->ntimes + 1) * sizeof *cat->times);
    cat->times[cat->ntimes++] = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    if (use_spin && !f->has_x) {
        unsigned *map = malloc((ltl_ap_count(c) + 1) * sizeof *map), next = 0;
        for (unsigned i = 0; i <= ltl_ap_count(c); i++) map[i] = -1u;
        LtlFormula *g = ltl_negate(c, rename_aps(c, f, map, &next));
        free(map);
        items = realloc(items, (nitems + 1) * sizeof *items);
        items[nitems++] = (Item){ cat, nf, g, a->nstates, a->nedges };
    }
    ltl_aut_free(a);
}

static void compare_all(LtlContext *c)
{
    for (unsigned b = 0; b < nitems; b += NPAR) {
        unsigned n = nitems - b < NPAR ? nitems - b : NPAR;
        LtlFormula *fs[NPAR];
        LtlAut *sa[NPAR];
        for (unsigned k = 0; k < n; k++) fs[k] = items[b + k].spinf;
        spin_batch(c, fs, n, sa);
        for (unsigned k = 0; k < n; k++) {
            Item *it = &items[b + k];
            Cat *cat = it->cat;
            LtlAut *s = sa[k];
            if (!s) { cat->spin_fail++; continue; }
            cat->cmp++;
            cat->ms += it->ms_st; cat->me += it->ms_ed;
            cat->ss += s->nstates; cat->se += s->nedges;
            cat->le_states += it->ms_st <= s->nstates;
            cat->le_edges += it->ms_ed <= s->nedges;
            cat->le_both += it->ms_st <= s->nstates && it->ms_ed <= s->nedges;
            cat->lt_any += it->ms_st < s->nstates || it->ms_ed < s->nedges;
            if (show_worse && (it->ms_st > s->nstates || it->ms_ed > s->nedges)) {
                char *t = ltl_to_string(it->f, LTL_SYN_SPOT);
                printf("worse: mcc %u/%u spin %u/%u  %s\n", it->ms_st, it->ms_ed, s->nstates, s->nedges, t);
                free(t);
            }
            ltl_aut_free(s);
        }
    }
    free(items);
}

static int dcmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

static void report(Cat *c)
{
    if (!c->n) return;
    qsort(c->times, c->ntimes, sizeof *c->times, dcmp);
    printf("%-14s %6u %6u %5u | %7lu %7lu | %7lu %7lu | %5.2f %5.2f | %5.1f%% %5.1f%% %5.1f%% | %7.3f %7.3f %8.2f\n",
           c->name, c->n, c->cmp, c->spin_fail, c->ms, c->me, c->ss, c->se,
           c->ss ? (double)c->ms / c->ss : 0, c->se ? (double)c->me / c->se : 0,
           c->cmp ? 100.0 * c->le_states / c->cmp : 0, c->cmp ? 100.0 * c->le_edges / c->cmp : 0,
           c->cmp ? 100.0 * c->le_both / c->cmp : 0,
           c->times[c->ntimes / 2], c->times[(unsigned)(c->ntimes * 0.9)], c->times[c->ntimes - 1]);
}

int main(int argc, char **argv)
{
    unsigned nrand = 1000;
    uint64_t seed = 2026;
    int use_spin = system("command -v spin >/dev/null 2>&1") == 0;
    LtlContext *c = ltl_context_new();
    Cat cats[3] = { { "beem-divine", 0 }, { "beem-ltsmin", 0 }, { "random", 0 } };
    unsigned char *seen = NULL;
    unsigned nseen = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--random") && i + 1 < argc) { nrand = (unsigned)atoi(argv[++i]); continue; }
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) { seed = strtoull(argv[++i], NULL, 10); continue; }
        if (!strcmp(argv[i], "--spin-timeout") && i + 1 < argc) { spin_timeout = (unsigned)atoi(argv[++i]); continue; }
        if (!strcmp(argv[i], "--no-spin")) { use_spin = 0; continue; }
        if (!strcmp(argv[i], "--show-worse")) { show_worse = 1; continue; }
        FILE *f = fopen(argv[i], "r");
        if (!f) { perror(argv[i]); continue; }
        char line[16384];
        LtlSyntax syn = LTL_SYN_LTSMIN;
        while (fgets(line, sizeof line, f)) {
            if (strstr(line, "# syntax: divine")) syn = LTL_SYN_DIVINE;
            if (line[0] == '#' || line[0] == '\n') continue;
            line[strcspn(line, "\t\r\n")] = 0;
            LtlFormula *g = ltl_parse(c, line, syn, NULL);
            if (!g) { fprintf(stderr, "%s: cannot parse %s\n", argv[i], line); continue; }
            if (g->id >= nseen) {
                unsigned n2 = g->id * 2 + 1024;
                seen = realloc(seen, n2);
                memset(seen + nseen, 0, n2 - nseen);
                nseen = n2;
            }
            if (seen[g->id]) continue;
            seen[g->id] = 1;
            one(c, &cats[syn == LTL_SYN_DIVINE ? 0 : 1], g, use_spin);
        }
        fclose(f);
    }
    for (unsigned k = 0; k < nrand; k++) {
        LtlFormula *g = ltl_random(c, 3 + k % 2, 4 + k % 13, 0, &seed);
        one(c, &cats[2], g, use_spin);
    }
    compare_all(c);
    printf("mcc TGBA for !phi versus spin -f '!(phi)' (never claim, parsed; useless states dropped)\n");
    printf("%-14s %6s %6s %5s | %15s | %15s | %11s | %20s | %24s\n", "set", "formul", "cmp", "spinX",
           "mcc states edges", "spin states edge", "ratio st ed", "mcc<=spin st ed both", "time ms: median p90 max");
    Cat all = { "all", 0 };
    for (int k = 0; k < 3; k++) {
        report(&cats[k]);
        all.n += cats[k].n; all.cmp += cats[k].cmp; all.spin_fail += cats[k].spin_fail;
        all.ms += cats[k].ms; all.me += cats[k].me; all.ss += cats[k].ss; all.se += cats[k].se;
        all.le_states += cats[k].le_states; all.le_edges += cats[k].le_edges; all.le_both += cats[k].le_both;
        all.times = realloc(all.times, (all.ntimes + cats[k].ntimes + 1) * sizeof *all.times);
        memcpy(all.times + all.ntimes, cats[k].times, cats[k].ntimes * sizeof *all.times);
        all.ntimes += cats[k].ntimes;
    }
    report(&all);
    printf("(cmp: X-free formulas compared with spin; spinX: spin failed or timed out after %us)\n", spin_timeout);
    for (int k = 0; k < 3; k++) free(cats[k].times);
    free(all.times);
    free(seen);
    ltl_context_free(c);
    return 0;
}
