/* formula.c -- context, AP table, hash-consed formula DAG, NNF, printing. */
#include "ltl/ltl_int.h"
#include <ctype.h>
#include <stdarg.h>

static int bdd_users;   /* live contexts using BuDDy */

void *ltl_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) { fprintf(stderr, "ltl: out of memory\n"); abort(); }
    return p;
}
void *ltl_xcalloc(size_t n, size_t m)
{
    void *p = calloc(n ? n : 1, m ? m : 1);
    if (!p) { fprintf(stderr, "ltl: out of memory\n"); abort(); }
    return p;
}
void *ltl_xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) { fprintf(stderr, "ltl: out of memory\n"); abort(); }
    return p;
}

void ltl_err(LtlError *e, int line, int col, const char *fmt, ...)
{
    if (!e) return;
    va_list ap;
    va_start(ap, fmt);
    e->line = line;
    e->col = col;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}

void *ltl_arena_alloc(LtlContext *ctx, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (n > ctx->left) {
        size_t sz = n > 65536 ? n : 65536;
        if (ctx->nchunks == ctx->capchunks) {
            ctx->capchunks = ctx->capchunks ? 2 * ctx->capchunks : 16;
            ctx->chunks = ltl_xrealloc(ctx->chunks, ctx->capchunks * sizeof *ctx->chunks);
        }
        ctx->cur = ctx->chunks[ctx->nchunks++] = ltl_xmalloc(sz);
        ctx->left = sz;
    }
    void *p = ctx->cur;
    ctx->cur += n;
    ctx->left -= n;
    return p;
}

static void bdd_silent_gbc(int pre, bddGbcStat *s) { (void)pre; (void)s; }

void ltl_bdd_vars(unsigned n)
{
    int have = bdd_varnum();
    if ((int)n > have) bdd_extvarnum((int)n - have);
}

LtlContext *ltl_context_new(void)
{
    LtlContext *ctx = ltl_xcalloc(1, sizeof *ctx);
    ctx->nbuckets = 4096;
    ctx->buckets = ltl_xcalloc(ctx->nbuckets, sizeof *ctx->buckets);
    ctx->ap_hcap = 256;
    ctx->ap_hash = ltl_xcalloc(ctx->ap_hcap, sizeof *ctx->ap_hash);
    if (bdd_users++ == 0 && !bdd_isrunning()) {
        bdd_init(1 << 18, 1 << 15);
        bdd_setmaxincrease(1 << 20);
        bdd_gbc_hook(bdd_silent_gbc);
        bdd_setvarnum(8);
    }
    ctx->t = ltl_true(ctx);
    ctx->f = ltl_false(ctx);
    return ctx;
}

void ltl_context_free(LtlContext *ctx)
{
    if (!ctx) return;
    for (unsigned i = 0; i < ctx->nchunks; i++) free(ctx->chunks[i]);
    free(ctx->chunks);
    for (unsigned i = 0; i < ctx->naps; i++) free(ctx->aps[i]);
    free(ctx->aps);
    free(ctx->ap_hash);
    free(ctx->buckets);
    free(ctx);
    /* BuDDy stays initialised when the last context goes: libbdd 2.4 keeps
     * a stale bdd_support() buffer across bdd_done()/bdd_init(), so a
     * later context crashed printing HOA (ltl_aut_aps) */
    --bdd_users;
}

void ltl_context_set_process_resolver(LtlContext *ctx,
                                      int (*is_process)(void *, const char *),
                                      void *user)
{
    ctx->is_process = is_process;
    ctx->is_process_user = user;
}

/* ---- APs ---------------------------------------------------------------- */

static unsigned str_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static void ap_rehash(LtlContext *ctx)
{
    unsigned cap = ctx->ap_hcap * 2;
    unsigned *t = ltl_xcalloc(cap, sizeof *t);
    for (unsigned i = 0; i < ctx->naps; i++) {
        unsigned h = str_hash(ctx->aps[i]) & (cap - 1);
        while (t[h]) h = (h + 1) & (cap - 1);
        t[h] = i + 1;
    }
    free(ctx->ap_hash);
    ctx->ap_hash = t;
    ctx->ap_hcap = cap;
}

unsigned ltl_ap_intern(LtlContext *ctx, const char *text)
{
    unsigned h = str_hash(text) & (ctx->ap_hcap - 1);
    while (ctx->ap_hash[h]) {
        unsigned i = ctx->ap_hash[h] - 1;
        if (!strcmp(ctx->aps[i], text)) return i;
        h = (h + 1) & (ctx->ap_hcap - 1);
    }
    if (ctx->naps == ctx->capaps) {
        ctx->capaps = ctx->capaps ? 2 * ctx->capaps : 16;
        ctx->aps = ltl_xrealloc(ctx->aps, ctx->capaps * sizeof *ctx->aps);
    }
    unsigned i = ctx->naps++;
    ctx->aps[i] = strdup(text);
    ctx->ap_hash[h] = i + 1;
    if (2 * ctx->naps > ctx->ap_hcap) ap_rehash(ctx);
    ltl_bdd_vars(ctx->naps);
    return i;
}

unsigned ltl_ap_count(const LtlContext *ctx) { return ctx->naps; }
const char *ltl_ap_name(const LtlContext *ctx, unsigned i)
{
    return i < ctx->naps ? ctx->aps[i] : NULL;
}

/* ---- hash-consing -------------------------------------------------------- */

static unsigned mix(unsigned h, unsigned v)
{
    h ^= v + 0x9e3779b9u + (h << 6) + (h >> 2);
    return h;
}

static int is_temporal(LtlOp op) { return op >= LTL_X; }

static LtlFormula *mk(LtlContext *ctx, LtlOp op, unsigned ap, LtlFormula **args, unsigned n)
{
    unsigned h = mix((unsigned)op * 31u, ap);
    for (unsigned i = 0; i < n; i++) h = mix(h, args[i]->id);
    LtlFormula **b = &ctx->buckets[h & (ctx->nbuckets - 1)];
    for (LtlFormula *f = *b; f; f = f->next) {
        if (f->hash != h || f->op != op || f->ap != ap || f->nargs != n) continue;
        unsigned i = 0;
        while (i < n && f->args[i] == args[i]) i++;
        if (i == n) return f;
    }
    LtlFormula *f = ltl_arena_alloc(ctx, sizeof *f + n * sizeof(LtlFormula *));
    memset(f, 0, sizeof *f);
    f->op = op;
    f->ap = ap;
    f->nargs = n;
    f->args = (LtlFormula **)(f + 1);
    if (n) memcpy(f->args, args, n * sizeof *args);
    f->hash = h;
    f->ctx = ctx;
    f->id = ctx->nformulas++;
    f->boolean = !is_temporal(op);
    f->has_x = op == LTL_X;
    for (unsigned i = 0; i < n; i++) {
        f->boolean &= args[i]->boolean;
        f->has_x |= args[i]->has_x;
    }
    /* pure eventualities / universalities (Etessami-Holzmann, Spot) */
    switch (op) {
    case LTL_TRUE: case LTL_FALSE: f->eventual = f->universal = 1; break;
    case LTL_AND: case LTL_OR:
        f->eventual = f->universal = 1;
        for (unsigned i = 0; i < n; i++) {
            f->eventual &= args[i]->eventual;
            f->universal &= args[i]->universal;
        }
        break;
    case LTL_X: f->eventual = args[0]->eventual; f->universal = args[0]->universal; break;
    case LTL_F: f->eventual = 1; f->universal = args[0]->universal; break;
    case LTL_G: f->universal = 1; f->eventual = args[0]->eventual; break;
    case LTL_U: f->eventual = args[0]->eventual && args[1]->eventual;
        if (args[0]->op == LTL_TRUE) f->eventual = 1;
        f->universal = args[0]->universal && args[1]->universal; break;
    case LTL_M: f->eventual = args[0]->eventual && args[1]->eventual;
        f->universal = args[0]->universal && args[1]->universal; break;
    case LTL_R: case LTL_W:
        f->universal = args[0]->universal && args[1]->universal;
        if (op == LTL_R && args[0]->op == LTL_FALSE) f->universal = 1;
        f->eventual = args[0]->eventual && args[1]->eventual; break;
    default: break;
    }
    f->next = *b;
    *b = f;
    if (ctx->nformulas > 2 * ctx->nbuckets) {
        unsigned nb = ctx->nbuckets * 4;
        LtlFormula **nbk = ltl_xcalloc(nb, sizeof *nbk);
        for (unsigned i = 0; i < ctx->nbuckets; i++)
            for (LtlFormula *g = ctx->buckets[i], *nx; g; g = nx) {
                nx = g->next;
                g->next = nbk[g->hash & (nb - 1)];
                nbk[g->hash & (nb - 1)] = g;
            }
        free(ctx->buckets);
        ctx->buckets = nbk;
        ctx->nbuckets = nb;
    }
    return f;
}

LtlFormula *ltl_true(LtlContext *ctx) { return ctx->t ? ctx->t : mk(ctx, LTL_TRUE, 0, NULL, 0); }
LtlFormula *ltl_false(LtlContext *ctx) { return ctx->f ? ctx->f : mk(ctx, LTL_FALSE, 0, NULL, 0); }
LtlFormula *ltl_ap(LtlContext *ctx, unsigned ap) { return mk(ctx, LTL_AP, ap, NULL, 0); }

LtlFormula *ltl_unop(LtlContext *ctx, LtlOp op, LtlFormula *a)
{
    if (op == LTL_NOT) {
        if (a->op == LTL_TRUE) return ctx->f;
        if (a->op == LTL_FALSE) return ctx->t;
        if (a->op == LTL_NOT) return a->args[0];
    } else if (a->op == LTL_TRUE || a->op == LTL_FALSE) {
        return a;   /* X, F, G of a constant */
    }
    return mk(ctx, op, 0, &a, 1);
}

LtlFormula *ltl_binop(LtlContext *ctx, LtlOp op, LtlFormula *a, LtlFormula *b)
{
    LtlFormula *args[2] = { a, b };
    if (op == LTL_AND || op == LTL_OR) return ltl_nary(ctx, op, args, 2);
    if ((op == LTL_EQUIV || op == LTL_XOR) && a->id > b->id) {
        args[0] = b;
        args[1] = a;
    }
    return mk(ctx, op, 0, args, 2);
}

static int cmp_id(const void *x, const void *y)
{
    const LtlFormula *a = *(LtlFormula *const *)x, *b = *(LtlFormula *const *)y;
    return a->id < b->id ? -1 : a->id > b->id;
}

LtlFormula *ltl_nary(LtlContext *ctx, LtlOp op, LtlFormula **args, unsigned n)
{
    LtlFormula *unit = op == LTL_AND ? ctx->t : ctx->f;
    LtlFormula *zero = op == LTL_AND ? ctx->f : ctx->t;
    unsigned cnt = 0;
    for (unsigned i = 0; i < n; i++)
        cnt += args[i]->op == op ? args[i]->nargs : 1;
    LtlFormula *stackbuf[16];
    LtlFormula **v = cnt <= 16 ? stackbuf : ltl_xmalloc(cnt * sizeof *v);
    unsigned m = 0;
    for (unsigned i = 0; i < n; i++) {
        if (args[i]->op == op)
            for (unsigned j = 0; j < args[i]->nargs; j++) v[m++] = args[i]->args[j];
        else
            v[m++] = args[i];
    }
    qsort(v, m, sizeof *v, cmp_id);
    unsigned k = 0;
    LtlFormula *res = NULL;
    for (unsigned i = 0; i < m; i++) {
        if (v[i] == zero) { res = zero; break; }
        if (v[i] == unit) continue;
        if (k && v[k - 1] == v[i]) continue;
        v[k++] = v[i];
    }
    if (!res) {
        /* a & !a */
        for (unsigned i = 0; i < k && !res; i++)
            if (v[i]->op == LTL_NOT)
                for (unsigned j = 0; j < k; j++)
                    if (v[j] == v[i]->args[0]) { res = zero; break; }
    }
    if (!res) res = k == 0 ? unit : k == 1 ? v[0] : mk(ctx, op, 0, v, k);
    if (v != stackbuf) free(v);
    return res;
}

LtlFormula *ltl_negate(LtlContext *ctx, LtlFormula *f) { return ltl_unop(ctx, LTL_NOT, f); }

/* ---- NNF ------------------------------------------------------------------ */

static LtlFormula *nnf(LtlContext *ctx, LtlFormula *f, int neg);

static LtlFormula *nnf_nary(LtlContext *ctx, LtlFormula *f, int neg)
{
    LtlOp op = (f->op == LTL_AND) != neg ? LTL_AND : LTL_OR;
    LtlFormula *buf[16];
    LtlFormula **v = f->nargs <= 16 ? buf : ltl_xmalloc(f->nargs * sizeof *v);
    for (unsigned i = 0; i < f->nargs; i++) v[i] = nnf(ctx, f->args[i], neg);
    LtlFormula *r = ltl_nary(ctx, op, v, f->nargs);
    if (v != buf) free(v);
    return r;
}

static LtlFormula *nnf(LtlContext *ctx, LtlFormula *f, int neg)
{
    LtlFormula *a = f->nargs > 0 ? f->args[0] : NULL, *b = f->nargs > 1 ? f->args[1] : NULL;
    switch (f->op) {
    case LTL_TRUE: return neg ? ctx->f : f;
    case LTL_FALSE: return neg ? ctx->t : f;
    case LTL_AP: return neg ? ltl_unop(ctx, LTL_NOT, f) : f;
    case LTL_NOT: return nnf(ctx, a, !neg);
    case LTL_AND: case LTL_OR: return nnf_nary(ctx, f, neg);
    case LTL_IMPLIES:
        return ltl_binop(ctx, neg ? LTL_AND : LTL_OR, nnf(ctx, a, !neg), nnf(ctx, b, neg));
    case LTL_EQUIV: case LTL_XOR: {
        int eq = (f->op == LTL_EQUIV) != neg;
        LtlFormula *pa = nnf(ctx, a, 0), *na = nnf(ctx, a, 1);
        LtlFormula *pb = nnf(ctx, b, 0), *nb = nnf(ctx, b, 1);
        if (eq)
            return ltl_binop(ctx, LTL_OR, ltl_binop(ctx, LTL_AND, pa, pb),
                             ltl_binop(ctx, LTL_AND, na, nb));
        return ltl_binop(ctx, LTL_OR, ltl_binop(ctx, LTL_AND, pa, nb),
                         ltl_binop(ctx, LTL_AND, na, pb));
    }
    case LTL_X: return ltl_unop(ctx, LTL_X, nnf(ctx, a, neg));
    case LTL_F: return ltl_unop(ctx, neg ? LTL_G : LTL_F, nnf(ctx, a, neg));
    case LTL_G: return ltl_unop(ctx, neg ? LTL_F : LTL_G, nnf(ctx, a, neg));
    case LTL_U: return ltl_binop(ctx, neg ? LTL_R : LTL_U, nnf(ctx, a, neg), nnf(ctx, b, neg));
    case LTL_R: return ltl_binop(ctx, neg ? LTL_U : LTL_R, nnf(ctx, a, neg), nnf(ctx, b, neg));
    case LTL_W: return ltl_binop(ctx, neg ? LTL_M : LTL_W, nnf(ctx, a, neg), nnf(ctx, b, neg));
    case LTL_M: return ltl_binop(ctx, neg ? LTL_W : LTL_M, nnf(ctx, a, neg), nnf(ctx, b, neg));
    }
    return f;
}

LtlFormula *ltl_nnf(LtlContext *ctx, LtlFormula *f) { return nnf(ctx, f, 0); }

unsigned ltl_length(const LtlFormula *f)
{
    unsigned n = 1;
    for (unsigned i = 0; i < f->nargs; i++) n += ltl_length(f->args[i]);
    return n;
}

/* ---- BDD of a Boolean formula --------------------------------------------- */

int ltl_formula_bdd(LtlContext *ctx, const LtlFormula *f)
{
    int r, x, y;
    switch (f->op) {
    case LTL_TRUE: return bdd_true();
    case LTL_FALSE: return bdd_false();
    case LTL_AP: ltl_bdd_vars(f->ap + 1); return bdd_ithvar((int)f->ap);
    case LTL_NOT:
        if ((x = ltl_formula_bdd(ctx, f->args[0])) < 0) return -1;
        r = bref(bdd_not(x)); bunref(x); return r;
    case LTL_AND: case LTL_OR:
        r = f->op == LTL_AND ? bdd_true() : bdd_false();
        for (unsigned i = 0; i < f->nargs; i++) {
            if ((x = ltl_formula_bdd(ctx, f->args[i])) < 0) { bunref(r); return -1; }
            y = bref(f->op == LTL_AND ? bdd_and(r, x) : bdd_or(r, x));
            bunref(r); bunref(x); r = y;
        }
        return r;
    case LTL_IMPLIES: case LTL_EQUIV: case LTL_XOR:
        if ((x = ltl_formula_bdd(ctx, f->args[0])) < 0) return -1;
        if ((y = ltl_formula_bdd(ctx, f->args[1])) < 0) { bunref(x); return -1; }
        r = bref(bdd_apply(x, y, f->op == LTL_IMPLIES ? bddop_imp :
                           f->op == LTL_EQUIV ? bddop_biimp : bddop_xor));
        bunref(x); bunref(y);
        return r;
    default: return -1;
    }
}

/* ---- printing ------------------------------------------------------------- */

static int prec(LtlOp op)
{
    switch (op) {
    case LTL_EQUIV: case LTL_XOR: return 1;
    case LTL_IMPLIES: return 2;
    case LTL_OR: return 3;
    case LTL_AND: return 4;
    case LTL_U: case LTL_R: case LTL_W: case LTL_M: return 5;
    case LTL_NOT: case LTL_X: case LTL_F: case LTL_G: return 6;
    default: return 7;
    }
}

static int plain_name(const char *s, LtlSyntax syn)
{
    if (!(islower((unsigned char)s[0]) || s[0] == '_')) return 0;
    for (const char *p = s; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_') return 0;
    if (!strcmp(s, "true") || !strcmp(s, "false") || !strcmp(s, "xor")) return 0;
    if (syn == LTL_SYN_DIVINE && (!strcmp(s, "and") || !strcmp(s, "or") || !strcmp(s, "not")))
        return 0;
    return 1;
}

typedef struct Buf { char *s; size_t n, cap; } Buf;
static void bput(Buf *b, const char *s)
{
    size_t l = strlen(s);
    if (b->n + l + 1 > b->cap) {
        b->cap = (b->n + l + 1) * 2;
        b->s = ltl_xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, s, l + 1);
    b->n += l;
}

static void print_ap(Buf *b, const char *name, LtlSyntax syn)
{
    if (plain_name(name, syn)) { bput(b, name); return; }
    if (syn == LTL_SYN_SPIN) {
        /* Spin accepts only identifiers; parenthesise expressions */
        bput(b, "(");
        bput(b, name);
        bput(b, ")");
        return;
    }
    bput(b, "\"");
    for (const char *p = name; *p; p++) {
        char c[2] = { *p, 0 };
        if (*p == '"' || *p == '\\') bput(b, "\\");
        bput(b, c);
    }
    bput(b, "\"");
}

static void pr(Buf *b, const LtlFormula *f, LtlSyntax syn, const LtlContext *ctx, int parent);

static const char *opname(LtlOp op, LtlSyntax syn)
{
    int spin = syn == LTL_SYN_SPIN || syn == LTL_SYN_LTSMIN || syn == LTL_SYN_DIVINE;
    switch (op) {
    case LTL_NOT: return "!";
    case LTL_AND: return spin ? " && " : " & ";
    case LTL_OR: return spin ? " || " : " | ";
    case LTL_IMPLIES: return " -> ";
    case LTL_EQUIV: return " <-> ";
    case LTL_XOR: return " xor ";
    case LTL_X: return "X ";
    case LTL_F: return syn == LTL_SYN_SPIN || syn == LTL_SYN_LTSMIN ? "<>" : "F ";
    case LTL_G: return syn == LTL_SYN_SPIN || syn == LTL_SYN_LTSMIN ? "[]" : "G ";
    case LTL_U: return " U ";
    case LTL_R: return syn == LTL_SYN_SPIN ? " V " : " R ";
    case LTL_W: return " W ";
    case LTL_M: return " M ";
    default: return "?";
    }
}

static void pr(Buf *b, const LtlFormula *f, LtlSyntax syn, const LtlContext *ctx, int parent)
{
    int spinish = syn == LTL_SYN_SPIN;
    int p = prec(f->op);
    /* always parenthesise binary temporal and mixed Boolean for clarity */
    int paren = p < parent || (p == parent && p < 6);
    /* Spin gives && || -> <-> one precedence: parenthesise every binary
     * operand there */
    if ((syn == LTL_SYN_SPIN || syn == LTL_SYN_LTSMIN || syn == LTL_SYN_DIVINE) &&
        parent > 0 && f->nargs >= 2)
        paren = 1;
    switch (f->op) {
    case LTL_TRUE: bput(b, syn == LTL_SYN_SPOT || syn == LTL_SYN_AUTO ? "1" : "true"); return;
    case LTL_FALSE: bput(b, syn == LTL_SYN_SPOT || syn == LTL_SYN_AUTO ? "0" : "false"); return;
    case LTL_AP: print_ap(b, ctx->aps[f->ap], syn); return;
    default: break;
    }
    if (spinish && (f->op == LTL_W || f->op == LTL_M || f->op == LTL_XOR)) {
        /* rewrite for Spin: a W b = (a U b) || []a ; a M b = b U (a && b) */
        LtlContext *c = (LtlContext *)ctx;
        LtlFormula *a = f->args[0], *bb = f->args[1], *g;
        if (f->op == LTL_W)
            g = ltl_binop(c, LTL_OR, ltl_binop(c, LTL_U, a, bb), ltl_unop(c, LTL_G, a));
        else if (f->op == LTL_M)
            g = ltl_binop(c, LTL_U, bb, ltl_binop(c, LTL_AND, a, bb));
        else
            g = ltl_unop(c, LTL_NOT, ltl_binop(c, LTL_EQUIV, a, bb));
        pr(b, g, syn, ctx, parent);
        return;
    }
    if (paren) bput(b, "(");
    if (f->nargs == 1) {
        bput(b, opname(f->op, syn));
        pr(b, f->args[0], syn, ctx, 6);
    } else {
        for (unsigned i = 0; i < f->nargs; i++) {
            if (i) bput(b, opname(f->op, syn));
            pr(b, f->args[i], syn, ctx, p + (f->op >= LTL_U || f->op == LTL_IMPLIES || f->op == LTL_EQUIV || f->op == LTL_XOR));
        }
    }
    if (paren) bput(b, ")");
}

char *ltl_to_string(const LtlFormula *f, LtlSyntax syn)
{
    Buf b = { 0 };
    bput(&b, "");
    pr(&b, f, syn, f->ctx, 0);
    return b.s;
}

void ltl_print(FILE *out, const LtlFormula *f, LtlSyntax syn)
{
    char *s = ltl_to_string(f, syn);
    fputs(s, out);
    free(s);
}

/* ---- direct semantics on lassos ------------------------------------------- */

/* positions 0..n-1 with n = nu+nv; successor of n-1 is nu.  Values of
 * each subformula are computed by fixpoint over the loop. */
static void eval_rec(const LtlFormula *f, const uint64_t *w, unsigned n, unsigned nu,
                     unsigned char *out);

static void eval_rec(const LtlFormula *f, const uint64_t *w, unsigned n, unsigned nu,
                     unsigned char *out)
{
    unsigned char *a = NULL, *b = NULL;
    if (f->nargs >= 1) { a = ltl_xmalloc(n); eval_rec(f->args[0], w, n, nu, a); }
    if (f->nargs >= 2) { b = ltl_xmalloc(n); eval_rec(f->args[1], w, n, nu, b); }
    switch (f->op) {
    case LTL_TRUE: memset(out, 1, n); break;
    case LTL_FALSE: memset(out, 0, n); break;
    case LTL_AP: for (unsigned i = 0; i < n; i++) out[i] = f->ap < 64 ? (w[i] >> f->ap) & 1 : 0; break;
    case LTL_NOT: for (unsigned i = 0; i < n; i++) out[i] = !a[i]; break;
    case LTL_AND: case LTL_OR: {
        memcpy(out, a, n);
        unsigned char *c = ltl_xmalloc(n);
        for (unsigned k = 1; k < f->nargs; k++) {
            eval_rec(f->args[k], w, n, nu, c);
            for (unsigned i = 0; i < n; i++) out[i] = f->op == LTL_AND ? out[i] && c[i] : out[i] || c[i];
        }
        free(c);
        break;
    }
    case LTL_IMPLIES: for (unsigned i = 0; i < n; i++) out[i] = !a[i] || b[i]; break;
    case LTL_EQUIV: for (unsigned i = 0; i < n; i++) out[i] = a[i] == b[i]; break;
    case LTL_XOR: for (unsigned i = 0; i < n; i++) out[i] = a[i] != b[i]; break;
    case LTL_X: for (unsigned i = 0; i < n; i++) out[i] = a[i + 1 < n ? i + 1 : nu]; break;
    default: {
        /* F G U R W M: least (U,F,M) or greatest (R,G,W) fixpoint of
         * out[i] = now(i) || (keep(i) && out[next(i)])  resp. with &&. */
        int least = f->op == LTL_F || f->op == LTL_U || f->op == LTL_M;
        for (unsigned i = 0; i < n; i++) out[i] = !least;
        for (unsigned iter = 0; iter < 2 * n + 2; iter++) {
            for (unsigned ii = n; ii-- > 0;) {
                unsigned nx = ii + 1 < n ? ii + 1 : nu;
                int v;
                switch (f->op) {
                case LTL_F: v = a[ii] || out[nx]; break;
                case LTL_G: v = a[ii] && out[nx]; break;
                case LTL_U: v = b[ii] || (a[ii] && out[nx]); break;
                case LTL_M: v = (a[ii] && b[ii]) || (b[ii] && out[nx]); break;
                case LTL_R: v = b[ii] && (a[ii] || out[nx]); break;
                default: /* W */ v = b[ii] || (a[ii] && out[nx]); break;
                }
                out[ii] = (unsigned char)v;
            }
        }
    }
    }
    free(a);
    free(b);
}

int ltl_eval_lasso(const LtlFormula *f, const uint64_t *u, unsigned nu,
                   const uint64_t *v, unsigned nv)
{
    unsigned n = nu + nv;
    uint64_t *w = ltl_xmalloc(n * sizeof *w);
    memcpy(w, u, nu * sizeof *w);
    memcpy(w + nu, v, nv * sizeof *w);
    unsigned char *out = ltl_xmalloc(n);
    eval_rec(f, w, n, nu, out);
    int r = out[0];
    free(w);
    free(out);
    return r;
}
