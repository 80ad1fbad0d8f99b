/* hoa.c -- HOA v1 reader (http://adl.github.io/hoaf/).
 *
 * Supported: any Emerson-Lei Acceptance (Inf/Fin/t/f/&/|, up to 64 sets),
 * AP, Alias, explicit edge labels, state labels, implicit labels, state-
 * or transition-based acceptance marks, several Start: lines (a fresh
 * initial state copies their edges).  Rejected with a located error:
 * universal branching (alternation), complemented sets Inf(!n), missing
 * --BODY--/--END--, unknown states or AP numbers, syntax errors.
 * Other headers (name, tool, properties, acc-name, ...) are skipped.
 */
#include "ltl/ltl_int.h"
#include <ctype.h>

typedef struct HP {
    LtlContext *ctx; const char *s; int i, n; LtlError *err; int failed;
    unsigned naps; unsigned *apmap;          /* HOA AP -> context AP */
    char **alias; int *alias_bdd; unsigned nalias;
    unsigned nsets;
} HP;

static void hloc(HP *p, int off, int *line, int *col)
{
    *line = 1; *col = 1;
    for (int k = 0; k < off && k < p->n; k++) {
        if (p->s[k] == '\n') { (*line)++; *col = 1; } else (*col)++;
    }
}

static int hfail(HP *p, int off, const char *fmt, const char *arg)
{
    if (p->failed) return 0;
    int l, c;
    hloc(p, off, &l, &c);
    ltl_err(p->err, l, c, fmt, arg);
    p->failed = 1;
    return 0;
}

static void hws(HP *p)
{
    for (;;) {
        while (p->i < p->n && isspace((unsigned char)p->s[p->i])) p->i++;
        if (p->i + 1 < p->n && p->s[p->i] == '/' && p->s[p->i + 1] == '*') {
            int d = 0;
            do {
                if (p->s[p->i] == '/' && p->s[p->i + 1] == '*') { d++; p->i += 2; }
                else if (p->s[p->i] == '*' && p->s[p->i + 1] == '/') { d--; p->i += 2; }
                else p->i++;
            } while (d > 0 && p->i + 1 < p->n);
            if (d > 0) p->i = p->n;
            continue;
        }
        return;
    }
}

static int peek(HP *p) { hws(p); return p->i < p->n ? (unsigned char)p->s[p->i] : -1; }

static int eat(HP *p, char c) { if (peek(p) == c) { p->i++; return 1; } return 0; }

static int is_header(HP *p)   /* identifier followed by ':' or --XXX-- */
{
    hws(p);
    int j = p->i;
    if (j + 1 < p->n && p->s[j] == '-' && p->s[j + 1] == '-') return 1;
    if (j >= p->n || !(isalpha((unsigned char)p->s[j]) || p->s[j] == '_')) return 0;
    while (j < p->n && (isalnum((unsigned char)p->s[j]) || p->s[j] == '_' || p->s[j] == '-')) j++;
    return j < p->n && p->s[j] == ':';
}

static int word(HP *p, const char *w)
{
    hws(p);
    size_t l = strlen(w);
    if (strncmp(p->s + p->i, w, l)) return 0;
    char c = p->s[p->i + l];
    if (isalnum((unsigned char)w[l - 1]) && (isalnum((unsigned char)c) || c == '_')) return 0;
    p->i += (int)l;
    return 1;
}

static int integer(HP *p, unsigned *out)
{
    hws(p);
    if (p->i >= p->n || !isdigit((unsigned char)p->s[p->i])) return 0;
    unsigned long v = 0;
    while (p->i < p->n && isdigit((unsigned char)p->s[p->i])) {
        v = v * 10 + (unsigned)(p->s[p->i++] - '0');
        if (v > 100000000ul) return hfail(p, p->i, "number too large%s", "");
    }
    *out = (unsigned)v;
    return 1;
}

static char *string(HP *p)
{
    hws(p);
    if (p->i >= p->n || p->s[p->i] != '"') return NULL;
    int b = ++p->i;
    char *r = ltl_xmalloc((size_t)(p->n - b) + 1);
    int k = 0;
    while (p->i < p->n && p->s[p->i] != '"') {
        if (p->s[p->i] == '\\' && p->i + 1 < p->n) p->i++;
        r[k++] = p->s[p->i++];
    }
    if (p->i >= p->n) { free(r); hfail(p, b - 1, "unterminated string%s", ""); return NULL; }
    p->i++;
    r[k] = 0;
    return r;
}

static char *hident(HP *p)
{
    hws(p);
    int b = p->i;
    while (p->i < p->n && (isalnum((unsigned char)p->s[p->i]) || p->s[p->i] == '_' || p->s[p->i] == '-')) p->i++;
    if (b == p->i) return NULL;
    char *r = ltl_xmalloc((size_t)(p->i - b) + 1);
    memcpy(r, p->s + b, (size_t)(p->i - b));
    r[p->i - b] = 0;
    return r;
}

/* ---- label expressions (referenced BDD, -1 on error) --------------------- */

static int lab_or(HP *p);

static int lab_atom(HP *p)
{
    int c = peek(p), at = p->i;
    if (c == '!') {
        p->i++;
        int a = lab_atom(p);
        if (a < 0) return -1;
        int r = bref(bdd_not(a));
        bunref(a);
        return r;
    }
    if (c == '(') {
        p->i++;
        int a = lab_or(p);
        if (a < 0) return -1;
        if (!eat(p, ')')) { bunref(a); return hfail(p, p->i, "expected ')' in label%s", ""), -1; }
        return a;
    }
    if (c == '@') {
        p->i++;
        char *n = hident(p);
        for (unsigned k = 0; n && k < p->nalias; k++)
            if (!strcmp(p->alias[k], n)) { free(n); return bref(p->alias_bdd[k]); }
        hfail(p, at, "unknown alias '@%s'", n ? n : "");
        free(n);
        return -1;
    }
    if (word(p, "t")) return bref(bdd_true());
    if (word(p, "f")) return bref(bdd_false());
    unsigned v;
    if (integer(p, &v)) {
        if (v >= p->naps) return hfail(p, at, "AP number out of range (AP: declares fewer)%s", ""), -1;
        return bref(bdd_ithvar((int)p->apmap[v]));
    }
    return hfail(p, at, "bad label expression%s", ""), -1;
}

static int lab_and(HP *p)
{
    int a = lab_atom(p);
    while (a >= 0 && eat(p, '&')) {
        int b = lab_atom(p);
        if (b < 0) { bunref(a); return -1; }
        int r = bref(bdd_and(a, b));
        bunref(a); bunref(b);
        a = r;
    }
    return a;
}

static int lab_or(HP *p)
{
    int a = lab_and(p);
    while (a >= 0 && eat(p, '|')) {
        int b = lab_and(p);
        if (b < 0) { bunref(a); return -1; }
        int r = bref(bdd_or(a, b));
        bunref(a); bunref(b);
        a = r;
    }
    return a;
}

/* ---- acceptance condition ------------------------------------------------- */

static LtlAcc *acc_or(HP *p);

static LtlAcc *acc_atom(HP *p)
{
    int at = (hws(p), p->i);
    if (eat(p, '(')) {
        LtlAcc *a = acc_or(p);
        if (!a) return NULL;
        if (!eat(p, ')')) { ltl_acc_free(a); hfail(p, p->i, "expected ')' in acceptance%s", ""); return NULL; }
        return a;
    }
    if (word(p, "t")) return ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
    if (word(p, "f")) return ltl_acc_new(LTL_ACC_F, 0, NULL, NULL);
    int inf = word(p, "Inf");
    if (inf || word(p, "Fin")) {
        unsigned k;
        if (!eat(p, '(')) { hfail(p, p->i, "expected '('%s", ""); return NULL; }
        if (peek(p) == '!') { hfail(p, p->i, "complemented acceptance sets are not supported%s", ""); return NULL; }
        int kat = p->i;
        if (!integer(p, &k)) { hfail(p, p->i, "expected a set number%s", ""); return NULL; }
        if (k >= p->nsets) { hfail(p, kat, "acceptance set number out of range (Acceptance: declares fewer sets)%s", ""); return NULL; }
        if (!eat(p, ')')) { hfail(p, p->i, "expected ')'%s", ""); return NULL; }
        return ltl_acc_new(inf ? LTL_ACC_INF : LTL_ACC_FIN, k, NULL, NULL);
    }
    hfail(p, at, "bad acceptance condition%s", "");
    return NULL;
}

static LtlAcc *acc_and(HP *p)
{
    LtlAcc *a = acc_atom(p);
    while (a && eat(p, '&')) {
        LtlAcc *b = acc_atom(p);
        if (!b) { ltl_acc_free(a); return NULL; }
        a = ltl_acc_new(LTL_ACC_AND, 0, a, b);
    }
    return a;
}

static LtlAcc *acc_or(HP *p)
{
    LtlAcc *a = acc_and(p);
    while (a && eat(p, '|')) {
        LtlAcc *b = acc_and(p);
        if (!b) { ltl_acc_free(a); return NULL; }
        a = ltl_acc_new(LTL_ACC_OR, 0, a, b);
    }
    return a;
}

static int acc_sig(HP *p, LtlMarks *m)
{
    *m = 0;
    if (!eat(p, '{')) return 1;
    while (!eat(p, '}')) {
        unsigned k;
        int at = (hws(p), p->i);
        if (!integer(p, &k)) return hfail(p, p->i, "expected a set number or '}'%s", "");
        if (k >= p->nsets) return hfail(p, at, "acceptance set number out of range%s", "");
        *m |= (LtlMarks)1 << k;
    }
    return 1;
}

/* ---- main ------------------------------------------------------------------ */

typedef struct HE { unsigned src, dst; int lab; LtlMarks m; } HE;

/* Record state s as declared; NULL (after freeing) if it already was. */
static unsigned char *seen_mark(unsigned char *seen, unsigned *n, unsigned s)
{
    if (s >= *n) {
        unsigned m = *n ? *n : 16;
        while (m <= s) m *= 2;
        seen = ltl_xrealloc(seen, m);
        memset(seen + *n, 0, m - *n);
        *n = m;
    }
    if (seen[s]) { free(seen); *n = 0; return NULL; }
    seen[s] = 1;
    return seen;
}

LtlAut *ltl_parse_hoa(LtlContext *ctx, const char *text, const char *srcname, LtlError *err)
{
    LtlError dummy;
    HP p = { ctx, text, 0, (int)strlen(text), err ? err : &dummy, 0, 0, NULL, NULL, NULL, 0, 0 };
    unsigned nstates = 0, *starts = NULL, nstarts = 0;
    int *startoff = NULL;      /* text offset of each Start: state number */
    int have_acc = 0;          /* Acceptance: is mandatory (HOA v1) */
    int have_states = 0;
    LtlAcc *acc = NULL;
    HE *es = NULL;
    unsigned nes = 0, ces = 0, maxstate = 0;
    int have_body = 0;
    unsigned char *seen = NULL;   /* body: State: numbers met (below 65536) */
    unsigned nseen = 0;
    char *name = NULL;
    (void)srcname;
    if (!word(&p, "HOA:")) { hfail(&p, p.i, "expected 'HOA: v1'%s", ""); goto fail; }
    { char *v = hident(&p); int ok = v && v[0] == 'v' && v[1] == '1'; free(v);
      if (!ok) { hfail(&p, p.i, "unsupported HOA version (expected v1)%s", ""); goto fail; } }
    while (!p.failed) {
        hws(&p);
        int at = p.i;
        if (p.i >= p.n) { hfail(&p, p.i, "missing --BODY--%s", ""); break; }
        if (word(&p, "--BODY--")) {
            if (!have_acc) { hfail(&p, at, "missing Acceptance: header (HOA v1 requires one)%s", ""); break; }
            have_body = 1;
            break;
        }
        if (!is_header(&p)) { hfail(&p, at, "expected a header item%s", ""); break; }
        char *h = hident(&p);
        eat(&p, ':');
        if (!strcmp(h, "States")) {
            if (!integer(&p, &nstates)) hfail(&p, p.i, "expected a number of states%s", "");
            have_states = 1;
        } else if (!strcmp(h, "Start")) {
            unsigned s;
            hws(&p);
            int off = p.i;
            if (!integer(&p, &s)) hfail(&p, p.i, "expected a state number%s", "");
            else if (peek(&p) == '&') hfail(&p, p.i, "universal initial states (alternation) are not supported%s", "");
            else {
                starts = ltl_xrealloc(starts, (nstarts + 1) * sizeof *starts);
                startoff = ltl_xrealloc(startoff, (nstarts + 1) * sizeof *startoff);
                startoff[nstarts] = off;
                starts[nstarts++] = s;
            }
        } else if (!strcmp(h, "AP")) {
            if (!integer(&p, &p.naps)) hfail(&p, p.i, "expected the number of APs%s", "");
            p.apmap = ltl_xcalloc(p.naps + 1, sizeof *p.apmap);
            for (unsigned k = 0; k < p.naps && !p.failed; k++) {
                char *s = string(&p);
                if (!s) { hfail(&p, p.i, "expected %s AP names", "more"); break; }
                p.apmap[k] = ltl_ap_intern(ctx, s);
                free(s);
            }
        } else if (!strcmp(h, "Alias")) {
            if (!eat(&p, '@')) { hfail(&p, p.i, "expected @name%s", ""); }
            else {
                char *n = hident(&p);
                int b = lab_or(&p);
                if (b >= 0) {
                    p.alias = ltl_xrealloc(p.alias, (p.nalias + 1) * sizeof *p.alias);
                    p.alias_bdd = ltl_xrealloc(p.alias_bdd, (p.nalias + 1) * sizeof *p.alias_bdd);
                    p.alias[p.nalias] = n;
                    p.alias_bdd[p.nalias++] = b;
                } else free(n);
            }
        } else if (!strcmp(h, "name")) {
            free(name);
            if (!(name = string(&p))) hfail(&p, p.i, "expected a string after name:%s", "");
        } else if (!strcmp(h, "Acceptance")) {
            have_acc = 1;
            if (!integer(&p, &p.nsets)) hfail(&p, p.i, "expected the number of acceptance sets%s", "");
            else if (p.nsets > LTL_MAX_SETS) hfail(&p, at, "too many acceptance sets (max 64)%s", "");
            else { ltl_acc_free(acc); acc = acc_or(&p); }
        } else {
            /* skip the values of other headers */
            while (!p.failed && p.i < p.n && !is_header(&p)) {
                if (peek(&p) == '"') { char *s = string(&p); free(s); }
                else p.i++;
            }
        }
        free(h);
    }
    if (p.failed) goto fail;
    if (!acc) acc = ltl_acc_new(LTL_ACC_T, 0, NULL, NULL);
    /* body */
    int cur = -1, state_lab = -1, implicit_k = 0;
    LtlMarks state_marks = 0;
    while (!p.failed) {
        hws(&p);
        int at = p.i;
        if (p.i >= p.n) { hfail(&p, p.i, "missing --END--%s", ""); break; }
        if (word(&p, "--END--")) break;
        if (word(&p, "--ABORT--")) { hfail(&p, at, "automaton aborted (--ABORT--)%s", ""); break; }
        if (word(&p, "State:")) {
            if (state_lab >= 0) bunref(state_lab);
            state_lab = -1;
            if (eat(&p, '[')) {
                state_lab = lab_or(&p);
                if (state_lab < 0) break;
                if (!eat(&p, ']')) { hfail(&p, p.i, "expected ']'%s", ""); break; }
            }
            unsigned s;
            if (!integer(&p, &s)) { hfail(&p, p.i, "expected a state number%s", ""); break; }
            if (have_states && s >= nstates) { hfail(&p, at, "state number out of range (States: declares fewer)%s", ""); break; }
            if (s < 65536 && !(seen = seen_mark(seen, &nseen, s))) {
                char num[16];
                snprintf(num, sizeof num, "%u", s);
                hfail(&p, at, "state %s is declared twice", num);
                break;
            }
            cur = (int)s;
            if (s + 1 > maxstate) maxstate = s + 1;
            if (peek(&p) == '"') { char *nm = string(&p); free(nm); }
            if (!acc_sig(&p, &state_marks)) break;
            implicit_k = 0;
            continue;
        }
        if (cur < 0) { hfail(&p, at, "edge before any State:%s", ""); break; }
        int lab = -1;
        if (eat(&p, '[')) {
            if (state_lab >= 0) { hfail(&p, at, "edge label in a state that has a state label%s", ""); break; }
            lab = lab_or(&p);
            if (lab < 0) break;
            if (!eat(&p, ']')) { bunref(lab); hfail(&p, p.i, "expected ']'%s", ""); break; }
        } else if (state_lab >= 0) {
            lab = bref(state_lab);
        } else {
            /* implicit label: k-th valuation, AP 0 is the least significant */
            if (p.naps > 16 || implicit_k >= (1 << p.naps)) { hfail(&p, at, "too many implicitly labelled edges%s", ""); break; }
            lab = bref(bdd_true());
            for (unsigned k = 0; k < p.naps; k++) {
                int v = (implicit_k >> k) & 1 ? bdd_ithvar((int)p.apmap[k]) : bdd_nithvar((int)p.apmap[k]);
                int r = bref(bdd_and(lab, v));
                bunref(lab);
                lab = r;
            }
            implicit_k++;
        }
        unsigned d;
        int dat = (hws(&p), p.i);
        if (!integer(&p, &d)) { bunref(lab); hfail(&p, p.i, "expected a destination state%s", ""); break; }
        if (peek(&p) == '&') { bunref(lab); hfail(&p, p.i, "universal branching (alternation) is not supported%s", ""); break; }
        if (have_states && d >= nstates) { bunref(lab); hfail(&p, dat, "destination state out of range%s", ""); break; }
        if (d + 1 > maxstate) maxstate = d + 1;
        LtlMarks m;
        if (!acc_sig(&p, &m)) { bunref(lab); break; }
        if (nes == ces) es = ltl_xrealloc(es, (ces = ces ? 2 * ces : 64) * sizeof *es);
        es[nes++] = (HE){ (unsigned)cur, d, lab, m | state_marks };
    }
    free(seen);
    if (state_lab >= 0) bunref(state_lab);
    if (p.failed) goto fail;
    if (!have_body) goto fail;
    if (!have_states) nstates = maxstate;
    for (unsigned k = 0; k < nstarts; k++) {
        if (have_states && starts[k] >= nstates) { hfail(&p, startoff[k], "Start: state out of range%s", ""); goto fail; }
        if (!have_states && starts[k] + 1 > nstates) nstates = starts[k] + 1;
    }
    if (nstates == 0) nstates = 1;
    LtlAut *a = ltl_aut_new(ctx, nstates + (nstarts > 1), p.nsets, acc);
    acc = NULL;
    a->init = nstarts == 1 ? starts[0] : nstates;   /* none: empty language */
    a->name = name;
    for (unsigned k = 0; k < nes; k++) ltl_aut_add_edge(a, es[k].src, es[k].dst, es[k].lab, es[k].m);
    if (nstarts > 1)
        for (unsigned j = 0; j < nstarts; j++)
            for (unsigned k = 0; k < nes; k++)
                if (es[k].src == starts[j]) ltl_aut_add_edge(a, nstates, es[k].dst, es[k].lab, es[k].m);
    if (nstarts == 0) { a->nstates = nstates + 1; a->init = nstates; }
    ltl_aut_finish(a);
    for (unsigned k = 0; k < nes; k++) bunref(es[k].lab);
    free(es); free(starts); free(startoff); free(p.apmap);
    for (unsigned k = 0; k < p.nalias; k++) { free(p.alias[k]); bunref(p.alias_bdd[k]); }
    free(p.alias); free(p.alias_bdd);
    return a;
fail:
    if (!p.failed) hfail(&p, p.i, "syntax error%s", "");
    for (unsigned k = 0; k < nes; k++) bunref(es[k].lab);
    free(es); free(starts); free(startoff); free(p.apmap);
    for (unsigned k = 0; k < p.nalias; k++) { free(p.alias[k]); bunref(p.alias_bdd[k]); }
    free(p.alias); free(p.alias_bdd);
    ltl_acc_free(acc);
    free(name);
    return NULL;
}
