/* simplify.c -- LTL rewriting on negation normal form.
 *
 * Bottom-up rewriting with: constant folding; idempotence and absorption
 * of F, G, X; pure eventualities (F e == e, a U e == e) and purely
 * universal formulas (G u == u, a R u == u); merging of sibling operators
 * (F a | F b == F(a|b), G a & G b == G(a&b), X a op X b == X(a op b),
 * a U c & b U c == (a&b) U c, ...); and syntactic implication
 * (Somenzi-Bloem style, with BDDs for Boolean subformulas) to drop
 * redundant conjuncts/disjuncts and simplify U/R operands.
 */
#include "ltl/ltl_int.h"

typedef struct Simp {
    LtlContext *ctx;        /* context */
    LtlFormula **memo;      /* id -> simplified formula */
    unsigned nmemo;         /* size of memo */
} Simp;

/* ---- syntactic implication ------------------------------------------------- */

static int bool_implies(LtlFormula *f, LtlFormula *g)
{
    int a = ltl_formula_bdd(f->ctx, f);
    int b = ltl_formula_bdd(g->ctx, g);
    int r = bdd_imp(a, b) == bdd_true();
    bunref(a);
    bunref(b);
    return r;
}

static int imp(LtlFormula *f, LtlFormula *g, int depth)
{
    if (f == g || g->op == LTL_TRUE || f->op == LTL_FALSE) return 1;
    if (depth > 6) return 0;
    if (f->boolean && g->boolean) return bool_implies(f, g);
    depth++;
    if (f->op == LTL_OR) {
        for (unsigned i = 0; i < f->nargs; i++)
            if (!imp(f->args[i], g, depth)) goto next1;
        return 1;
    }
next1:
    if (g->op == LTL_AND) {
        for (unsigned i = 0; i < g->nargs; i++)
            if (!imp(f, g->args[i], depth)) goto next2;
        return 1;
    }
next2:
    if (g->op == LTL_OR)
        for (unsigned i = 0; i < g->nargs; i++)
            if (imp(f, g->args[i], depth)) return 1;
    if (f->op == LTL_AND)
        for (unsigned i = 0; i < f->nargs; i++)
            if (imp(f->args[i], g, depth)) return 1;
    LtlFormula *ga = g->nargs ? g->args[0] : NULL, *gb = g->nargs > 1 ? g->args[1] : NULL;
    LtlFormula *fa = f->nargs ? f->args[0] : NULL, *fb = f->nargs > 1 ? f->args[1] : NULL;
    /* a suspendable s is X s: s => X g iff s => g; X f => s iff f => s */
    if (g->op == LTL_X && f->eventual && f->universal && imp(f, ga, depth)) return 1;
    if (f->op == LTL_X && g->eventual && g->universal && imp(fa, g, depth)) return 1;
    switch (g->op) {
    case LTL_F:
        if (imp(f, ga, depth)) return 1;
        if (f->op == LTL_F && imp(fa, ga, depth)) return 1;
        if (f->op == LTL_U && imp(fb, ga, depth)) return 1;
        break;
    case LTL_G:
        if (f->op == LTL_G && imp(fa, ga, depth)) return 1;
        if (f->op == LTL_R && fa->op == LTL_FALSE && imp(fb, ga, depth)) return 1;
        break;
    case LTL_U:
        if (imp(f, gb, depth)) return 1;
        if (f->op == LTL_U && imp(fa, ga, depth) && imp(fb, gb, depth)) return 1;
        break;
    case LTL_R:
        if (imp(f, ga, depth) && imp(f, gb, depth)) return 1;
        if (f->op == LTL_R && imp(fa, ga, depth) && imp(fb, gb, depth)) return 1;
        if (f->op == LTL_G && imp(fa, gb, depth)) return 1;
        break;
    case LTL_W:
        if (imp(f, gb, depth)) return 1;
        if (f->op == LTL_G && imp(fa, ga, depth)) return 1;
        break;
    case LTL_X:
        if (f->op == LTL_X && imp(fa, ga, depth)) return 1;
        if (f->op == LTL_G && imp(f, ga, depth)) return 1;
        break;
    default: break;
    }
    switch (f->op) {
    case LTL_G: return imp(fa, g, depth);
    case LTL_R: return imp(fb, g, depth);
    case LTL_U: return imp(fa, g, depth) && imp(fb, g, depth);
    case LTL_F: return g->op == LTL_F ? 0 : 0;
    case LTL_M: return imp(fb, g, depth);
    default: return 0;
    }
}

int ltl_implies(LtlFormula *f, LtlFormula *g) { return imp(f, g, 0); }

/* ---- rewriting ------------------------------------------------------------ */

static LtlFormula *simp(Simp *s, LtlFormula *f);

static LtlFormula *un(Simp *s, LtlOp op, LtlFormula *a);
static LtlFormula *bin(Simp *s, LtlOp op, LtlFormula *a, LtlFormula *b);

static LtlFormula *neg(Simp *s, LtlFormula *f) { return ltl_nnf(s->ctx, ltl_negate(s->ctx, f)); }

static LtlFormula *nary(Simp *s, LtlOp op, LtlFormula **in, unsigned n0);

static int suspendable(const LtlFormula *f) { return f->eventual && f->universal; }

/* G over a conjunction with eventual conjuncts e (e = F e), Babiak et al.
 * TACAS'12: G(a & e) = G a & G e, G F(a & e) = G F a & G e, where G e is
 * suspendable (prefix independent) and stays a conjunct of its own
 * (merge2 does not fold it back): G(p & X F q) = G p & G F q.  NULL if
 * there is no eventual conjunct. */
static LtlFormula *g_split(Simp *s, LtlFormula *a)
{
    int gf = a->op == LTL_F;
    LtlFormula *c = gf ? a->args[0] : a;
    unsigned n = c->nargs, ne = 0, nr = 0;
    for (unsigned i = 0; i < n; i++) ne += c->args[i]->eventual;
    if (!ne || ne == n) return NULL;
    LtlFormula **rest = ltl_xmalloc(n * sizeof *rest), **out = ltl_xmalloc((ne + 1) * sizeof *out);
    unsigned no = 0;
    for (unsigned i = 0; i < n; i++)
        if (c->args[i]->eventual) out[no++] = un(s, LTL_G, c->args[i]);
        else rest[nr++] = c->args[i];
    LtlFormula *r = nary(s, LTL_AND, rest, nr);
    out[no++] = gf ? un(s, LTL_G, un(s, LTL_F, r)) : un(s, LTL_G, r);
    LtlFormula *res = nary(s, LTL_AND, out, no);
    free(rest); free(out);
    return res;
}

/* The OR (AND) a with each operand op b replaced by b, or NULL if none
 * is: F(a | F b) = F(a | b), G(a & G b) = G(a & b). */
static LtlFormula *strip(Simp *s, LtlFormula *a, LtlOp op)
{
    unsigned n = a->nargs, k = 0;
    LtlFormula **v = ltl_xmalloc(n * sizeof *v);
    for (unsigned i = 0; i < n; i++) {
        v[i] = a->args[i];
        if (v[i]->op == op) { v[i] = v[i]->args[0]; k++; }
    }
    LtlFormula *r = k ? nary(s, a->op, v, n) : NULL;
    free(v);
    return r;
}

/* Exactly one operand of a is an op, and every other is eventual (ev) /
 * universal.  One only: G(e | G b | G c) is not G(e | b | c) (b and c
 * may alternate), nor F(u & F b & F c) F(u & b & c). */
static int all_but(const LtlFormula *a, LtlOp op, int ev)
{
    unsigned k = 0;
    for (unsigned i = 0; i < a->nargs; i++)
        if (a->args[i]->op == op) k++;
        else if (!(ev ? a->args[i]->eventual : a->args[i]->universal)) return 0;
    return k == 1;
}

/* F, G, X */
static LtlFormula *un(Simp *s, LtlOp op, LtlFormula *a)
{
    LtlContext *c = s->ctx;
    if (a->op == LTL_TRUE || a->op == LTL_FALSE) return a;
    switch (op) {
    case LTL_X:
        if (a->eventual && a->universal) return a;   /* suspendable */
        return ltl_unop(c, LTL_X, a);
    case LTL_F:
        if (a->eventual) return a;
        if (a->op == LTL_X) return un(s, LTL_X, un(s, LTL_F, a->args[0]));
        if (a->op == LTL_U) return un(s, LTL_F, a->args[1]);
        if (a->op == LTL_M) return un(s, LTL_F, bin(s, LTL_AND, a->args[0], a->args[1]));
        if (a->op == LTL_AND && all_but(a, LTL_F, 0)) {  /* F(u & F b) = F(u & b), u universal */
            LtlFormula *r = strip(s, a, LTL_F);
            if (r) return un(s, LTL_F, r);
        }
        if (a->op == LTL_G && a->args[0]->op == LTL_AND) {  /* F G(a & X b) = F G(a & b) */
            LtlFormula *r = strip(s, a->args[0], LTL_X);
            if (r) return un(s, LTL_F, un(s, LTL_G, r));
        }
        if (a->op == LTL_OR) {   /* F(a | F b) = F(a | b) */
            LtlFormula *r = strip(s, a, LTL_F);
            return r ? un(s, LTL_F, r) : ltl_unop(c, LTL_F, a);
        }
        if (a->op == LTL_G && a->args[0]->op == LTL_F)  /* FGFa = GFa */
            return a;
        return ltl_unop(c, LTL_F, a);
    case LTL_G:
        if (a->universal) return a;
        if (a->op == LTL_X) return un(s, LTL_X, un(s, LTL_G, a->args[0]));
        if (a->op == LTL_AND) {  /* G(a & G b) = G(a & b) */
            LtlFormula *r = strip(s, a, LTL_G);
            if (r) return un(s, LTL_G, r);
        }
        if (a->op == LTL_OR && all_but(a, LTL_G, 1)) {  /* G(e | G b) = G(e | b), e eventual */
            LtlFormula *r = strip(s, a, LTL_G);
            if (r) return un(s, LTL_G, r);
        }
        if (a->op == LTL_F && a->args[0]->op == LTL_OR) {  /* G F(a | X b) = G F(a | b) */
            LtlFormula *r = strip(s, a->args[0], LTL_X);
            if (r) return un(s, LTL_G, un(s, LTL_F, r));
        }
        if (a->op == LTL_AND || (a->op == LTL_F && a->args[0]->op == LTL_AND)) {
            LtlFormula *r = g_split(s, a);
            if (r) return r;
        }
        if (a->op == LTL_R) return un(s, LTL_G, a->args[1]);
        if (a->op == LTL_W) return un(s, LTL_G, bin(s, LTL_OR, a->args[0], a->args[1]));
        if (a->op == LTL_F && a->args[0]->op == LTL_G) return a;  /* GFGa = FGa */
        return ltl_unop(c, LTL_G, a);
    default:
        return ltl_unop(c, op, a);
    }
}

/* U R W M */
static LtlFormula *temporal_bin(Simp *s, LtlOp op, LtlFormula *a, LtlFormula *b)
{
    LtlContext *c = s->ctx;
    switch (op) {
    case LTL_U:
        if (b->op == LTL_TRUE || b->op == LTL_FALSE || a->op == LTL_FALSE || a == b) return b;
        if (a->op == LTL_TRUE) return un(s, LTL_F, b);
        if (b->eventual) return b;
        if (imp(a, b, 0)) return b;
        if (a->op == LTL_X && b->op == LTL_X) return un(s, LTL_X, bin(s, LTL_U, a->args[0], b->args[0]));
        if (a->op == LTL_G && b->op == LTL_F) return b;   /* never needed, kept cheap */
        break;
    case LTL_R:
        if (b->op == LTL_TRUE || b->op == LTL_FALSE || a->op == LTL_TRUE || a == b) return b;
        if (a->op == LTL_FALSE) return un(s, LTL_G, b);
        if (b->universal) return b;
        if (imp(b, a, 0)) return b;
        if (a->op == LTL_X && b->op == LTL_X) return un(s, LTL_X, bin(s, LTL_R, a->args[0], b->args[0]));
        break;
    case LTL_W:
        if (a->op == LTL_TRUE || b->op == LTL_TRUE) return c->t;
        if (a->op == LTL_FALSE || a == b) return b;
        if (b->op == LTL_FALSE) return un(s, LTL_G, a);
        if (imp(a, b, 0)) return b;
        if (a->universal && b->universal) return bin(s, LTL_OR, a, b);
        /* a W e = e | G a, but a W s stays (suspendable s: G a | s is
         * written a W s, which translates into fewer states) */
        if (b->eventual && !suspendable(b)) return bin(s, LTL_OR, b, un(s, LTL_G, a));
        break;
    case LTL_M:
        if (a->op == LTL_FALSE || b->op == LTL_FALSE) return c->f;
        if (a->op == LTL_TRUE || a == b) return b;
        if (b->op == LTL_TRUE) return un(s, LTL_F, a);
        if (imp(b, a, 0)) return b;
        if (a->eventual && b->eventual) return bin(s, LTL_AND, a, b);
        if (b->universal) return bin(s, LTL_AND, b, un(s, LTL_F, a));  /* a M u = u & F a */
        break;
    default: break;
    }
    return ltl_binop(c, op, a, b);
}

/* merge two siblings of an AND (and=1) / OR (and=0); NULL if no rule */
static LtlFormula *merge2(Simp *s, int and, LtlFormula *x, LtlFormula *y)
{
    LtlOp bop = and ? LTL_AND : LTL_OR;
    if (x->op == LTL_X && y->op == LTL_X)
        return un(s, LTL_X, bin(s, bop, x->args[0], y->args[0]));
    if (and && x->op == LTL_G && y->op == LTL_G && !suspendable(x) && !suspendable(y))
        return un(s, LTL_G, bin(s, LTL_AND, x->args[0], y->args[0]));
    if (!and && (x->op == LTL_G || y->op == LTL_G) && (suspendable(x) || suspendable(y))) {
        LtlFormula *g = x->op == LTL_G && !suspendable(x) ? x : y, *o = g == x ? y : x;
        if (g->op == LTL_G && !suspendable(g) && suspendable(o))   /* G a | s = a W s */
            return bin(s, LTL_W, g->args[0], o);
    }
    if (!and && (x->op == LTL_F || y->op == LTL_F) && (suspendable(x) || suspendable(y))) {
        LtlFormula *f = x->op == LTL_F && !suspendable(x) ? x : y, *o = f == x ? y : x;
        if (f->op == LTL_F && !suspendable(f) && suspendable(o))   /* F a | s = F(a | s) */
            return un(s, LTL_F, bin(s, LTL_OR, f->args[0], o));
    }
    if (!and && x->op == LTL_F && y->op == LTL_F)
        return un(s, LTL_F, bin(s, LTL_OR, x->args[0], y->args[0]));
    if (x->op == y->op && (x->op == LTL_U || x->op == LTL_W) && x->args[1] == y->args[1] && and)
        return bin(s, x->op, bin(s, LTL_AND, x->args[0], y->args[0]), x->args[1]);
    if (x->op == y->op && x->op == LTL_U && x->args[0] == y->args[0] && !and)
        return bin(s, x->op, x->args[0], bin(s, LTL_OR, x->args[1], y->args[1]));
    if (x->op == y->op && (x->op == LTL_R || x->op == LTL_M) && x->args[1] == y->args[1] && !and)
        return bin(s, x->op, bin(s, LTL_OR, x->args[0], y->args[0]), x->args[1]);
    if (x->op == y->op && x->op == LTL_R && x->args[0] == y->args[0] && and)
        return bin(s, x->op, x->args[0], bin(s, LTL_AND, x->args[1], y->args[1]));
    /* G a & (a U b)?  not handled */
    return NULL;
}

static LtlFormula *nary(Simp *s, LtlOp op, LtlFormula **in, unsigned n0)
{
    LtlContext *c = s->ctx;
    int and = op == LTL_AND;
    LtlFormula *f = ltl_nary(c, op, in, n0);
    if (f->op != op) return f;
    unsigned n = f->nargs;
    LtlFormula **v = ltl_xmalloc(n * sizeof *v);
    memcpy(v, f->args, n * sizeof *v);
    int changed = 0;
    /* pairwise merging and implication-based removal */
    for (unsigned i = 0; i < n; i++) {
        if (!v[i]) continue;
        for (unsigned j = 0; j < n; j++) {
            if (i == j || !v[j] || !v[i]) continue;
            if (n <= 12 || (v[i]->boolean && v[j]->boolean)) {
                /* AND: drop v[j] if v[i] => v[j];  OR: drop v[j] if v[j] => v[i] */
                if (and ? imp(v[i], v[j], 0) : imp(v[j], v[i], 0)) {
                    if (v[i] == v[j] || i < j || !(and ? imp(v[j], v[i], 0) : imp(v[i], v[j], 0))) {
                        v[j] = NULL; changed = 1; continue;
                    }
                }
                /* contradiction / tautology */
                if (n <= 8 && (and ? imp(v[i], neg(s, v[j]), 0) : imp(neg(s, v[i]), v[j], 0))) {
                    free(v);
                    return and ? c->f : c->t;
                }
            }
            LtlFormula *m = merge2(s, and, v[i], v[j]);
            if (m) { v[i] = m; v[j] = NULL; changed = 1; }
        }
    }
    if (changed) {
        unsigned k = 0;
        for (unsigned i = 0; i < n; i++) if (v[i]) v[k++] = v[i];
        f = k == n0 ? ltl_nary(c, op, v, k) : nary(s, op, v, k);
    }
    free(v);
    return f;
}

static LtlFormula *bin(Simp *s, LtlOp op, LtlFormula *a, LtlFormula *b)
{
    if (op == LTL_AND || op == LTL_OR) {
        LtlFormula *v[2] = { a, b };
        return nary(s, op, v, 2);
    }
    return temporal_bin(s, op, a, b);
}

static LtlFormula *simp(Simp *s, LtlFormula *f)
{
    if (f->id < s->nmemo && s->memo[f->id]) return s->memo[f->id];
    LtlFormula *r;
    switch (f->op) {
    case LTL_TRUE: case LTL_FALSE: case LTL_AP: case LTL_NOT: r = f; break;
    case LTL_AND: case LTL_OR: {
        LtlFormula **v = ltl_xmalloc(f->nargs * sizeof *v);
        for (unsigned i = 0; i < f->nargs; i++) v[i] = simp(s, f->args[i]);
        r = nary(s, f->op, v, f->nargs);
        free(v);
        break;
    }
    case LTL_X: case LTL_F: case LTL_G: r = un(s, f->op, simp(s, f->args[0])); break;
    default: {
        LtlFormula *a = simp(s, f->args[0]);
        LtlFormula *b = simp(s, f->args[1]);
        r = temporal_bin(s, f->op, a, b);
        break;
    }
    }
    if (f->id >= s->nmemo) {
        unsigned n = f->id * 2 + 64;
        s->memo = ltl_xrealloc(s->memo, n * sizeof *s->memo);
        memset(s->memo + s->nmemo, 0, (n - s->nmemo) * sizeof *s->memo);
        s->nmemo = n;
    }
    s->memo[f->id] = r;
    return r;
}

LtlFormula *ltl_simplify(LtlContext *ctx, LtlFormula *f)
{
    Simp s = { ctx, NULL, 0 };
    LtlFormula *g = ltl_nnf(ctx, f);
    for (int iter = 0; iter < 4; iter++) {
        LtlFormula *h = simp(&s, g);
        if (h == g) break;
        g = h;
    }
    free(s.memo);
    return g;
}
