/* parse.c -- LTL formula parser (Spin, Spot, DiVinE/BEEM, LTSmin syntaxes).
 *
 * Hand-written: a lexer producing a token array, then recursive descent
 * with backtracking for atomic propositions.  An atomic proposition is a
 * C-like "value expression" (names, numbers, strings, '.', '[i]', '@', ':',
 * '->' remote variables, arithmetic, comparisons, and inside parentheses in
 * DIVINE/AUTO syntax the DVE Boolean words and/or/not).  Its text is the
 * exact source slice (escapes \[ \] \. removed, outer parentheses dropped).
 *
 * Precedence, loosest first (Spot's):  <-> xor   ->   || |   && &
 *   U R V W M (right-assoc)   ! X F G [] <> (prefix).
 * In LTL_SYN_SPIN, as in Spin: && || -> <-> share one left-associative level.
 */
#include "ltl/ltl_int.h"
#include <ctype.h>

typedef enum {
    T_EOF, T_IDENT, T_NUM, T_STRING,
    T_LP, T_RP, T_LB, T_RB, T_BOX, T_DIAMOND,
    T_NOT, T_NE, T_AND, T_AND1, T_OR, T_OR1, T_IMP, T_EQV, T_XOR,
    T_EQ, T_LT, T_LE, T_GT, T_GE, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PCT,
    T_DOT, T_AT, T_COLON, T_COMMA, T_QUEST
} TokKind;

typedef struct Tok {
    TokKind k;     /* kind */
    int start;     /* byte offset of first char */
    int end;       /* byte offset past last char */
    int glued;     /* no blank before this token */
} Tok;

typedef struct Parser {
    LtlContext *ctx;   /* context */
    const char *text;  /* source */
    LtlSyntax syn;     /* syntax */
    Tok *toks;         /* tokens */
    int ntoks, pos;    /* count, cursor */
    LtlError *err;     /* error out */
    int failed;        /* an error was reported */
    int depth;         /* recursion depth guard */
} Parser;

static const char *tokname(TokKind k)
{
    static const char *n[] = { "end of formula", "name", "number", "string",
        "'('", "')'", "'['", "']'", "'[]'", "'<>'", "'!'", "'!='", "'&&'",
        "'&'", "'||'", "'|'", "'->'", "'<->'", "'xor'", "'=='", "'<'", "'<='",
        "'>'", "'>='", "'+'", "'-'", "'*'", "'/'", "'%'", "'.'", "'@'", "':'", "','",
        "'?'" };
    return n[k];
}

/* ---- lexer ---------------------------------------------------------------- */

static int lex(Parser *p)
{
    const char *s = p->text;
    int i = 0, n = (int)strlen(s), cap = 64, glued = 1;
    p->toks = ltl_xmalloc(cap * sizeof *p->toks);
    p->ntoks = 0;
    for (;;) {
        while (i < n && isspace((unsigned char)s[i])) { i++; glued = 0; }
        if (p->ntoks + 1 >= cap) p->toks = ltl_xrealloc(p->toks, (cap *= 2) * sizeof *p->toks);
        Tok *t = &p->toks[p->ntoks];
        t->start = i;
        t->glued = glued;
        glued = 1;
        if (i >= n) { t->k = T_EOF; t->end = i; p->ntoks++; return 0; }
        char c = s[i], d = i + 1 < n ? s[i + 1] : 0, e = i + 2 < n ? s[i + 2] : 0;
        int len = 1;
        if (isalpha((unsigned char)c) || c == '_') {
            while (i + len < n && (isalnum((unsigned char)s[i + len]) || s[i + len] == '_')) len++;
            t->k = T_IDENT;
        } else if (isdigit((unsigned char)c)) {
            while (i + len < n && isalnum((unsigned char)s[i + len])) len++;
            t->k = T_NUM;
        } else if (c == '"' || c == '\'') {   /* "text"; LTSmin also writes 'text' */
            while (i + len < n && s[i + len] != c) len += s[i + len] == '\\' && i + len + 1 < n ? 2 : 1;
            if (i + len >= n) { ltl_err(p->err, 1, i + 1, "unterminated string"); return -1; }
            len++;
            t->k = T_STRING;
        } else if (c == '\\' && (d == '[' || d == ']' || d == '.')) {
            len = 2; t->k = d == '[' ? T_LB : d == ']' ? T_RB : T_DOT;
        } else if (c == '/' && d == '\\') { len = 2; t->k = T_AND; }
        else if (c == '\\' && d == '/') { len = 2; t->k = T_OR; }
        else if (c == '[' && d == ']') { len = 2; t->k = T_BOX; }
        else if (c == '<' && d == '>') { len = 2; t->k = T_DIAMOND; }
        else if (c == '<' && d == '-' && e == '>') { len = 3; t->k = T_EQV; }
        else if (c == '<' && d == '=' && e == '>') { len = 3; t->k = T_EQV; }
        else if (c == '<' && d == '=') { len = 2; t->k = T_LE; }
        else if (c == '>' && d == '=') { len = 2; t->k = T_GE; }
        else if (c == '-' && d == '>') { len = 2; t->k = T_IMP; }
        else if (c == '=' && d == '>') { len = 2; t->k = T_IMP; }
        else if (c == '=' && d == '=') { len = 2; t->k = T_EQ; }
        else if (c == '!' && d == '=') { len = 2; t->k = T_NE; }
        else if (c == '&' && d == '&') { len = 2; t->k = T_AND; }
        else if (c == '|' && d == '|') { len = 2; t->k = T_OR; }
        else {
            switch (c) {
            case '(': t->k = T_LP; break;
            case ')': t->k = T_RP; break;
            case '[': t->k = T_LB; break;
            case ']': t->k = T_RB; break;
            case '!': case '~': t->k = T_NOT; break;
            case '&': t->k = T_AND1; break;
            case '|': t->k = T_OR1; break;
            case '^': t->k = T_XOR; break;
            case '=': t->k = T_EQ; break;
            case '<': t->k = T_LT; break;
            case '>': t->k = T_GT; break;
            case '+': t->k = T_PLUS; break;
            case '-': t->k = T_MINUS; break;
            case '*': t->k = T_STAR; break;
            case '/': t->k = T_SLASH; break;
            case '%': t->k = T_PCT; break;
            case '.': t->k = T_DOT; break;
            case '@': t->k = T_AT; break;
            case ':': t->k = T_COLON; break;
            case ',': t->k = T_COMMA; break;
            case '?': t->k = T_QUEST; break;
            default:
                ltl_err(p->err, 1, i + 1, "unknown character '%c'", c);
                return -1;
            }
        }
        t->end = i + len;
        i += len;
        p->ntoks++;
    }
}

/* ---- helpers --------------------------------------------------------------- */

static Tok *cur(Parser *p) { return &p->toks[p->pos]; }

static int tok_is(Parser *p, const Tok *t, const char *word)
{
    size_t l = strlen(word);
    return t->k == T_IDENT && (size_t)(t->end - t->start) == l &&
           !strncmp(p->text + t->start, word, l);
}

static int fail(Parser *p, const Tok *t, const char *fmt, const char *arg)
{
    if (!p->failed) {
        char buf[200];
        snprintf(buf, sizeof buf, fmt, arg);
        ltl_err(p->err, 1, t->start + 1, "%s", buf);
        p->failed = 1;
    }
    return 0;
}

static const char *tok_desc(Parser *p, const Tok *t, char *buf, size_t n)
{
    if (t->k == T_EOF) return "end of formula";
    snprintf(buf, n, "'%.*s'", t->end - t->start > 40 ? 40 : t->end - t->start, p->text + t->start);
    return buf;
}

/* Operator keywords per syntax. */
typedef enum { K_NONE, K_X, K_F, K_G, K_U, K_R, K_W, K_M, K_TRUE, K_FALSE,
               K_XOR, K_AND, K_OR, K_NOT } Kw;

static Kw keyword(Parser *p, const Tok *t)
{
    if (t->k != T_IDENT) return K_NONE;
    TokKind nk = t[1].k;   /* an IDENT is never the last token (EOF follows) */
    if (nk == T_EQ || nk == T_NE || nk == T_LT || nk == T_LE || nk == T_GT || nk == T_GE)
        return K_NONE;     /* `X == SYNC`: a model variable named like an operator */
    LtlSyntax s = p->syn;
    int spot = s == LTL_SYN_SPOT || s == LTL_SYN_AUTO;
    if (tok_is(p, t, "true") || tok_is(p, t, "TRUE")) return K_TRUE;
    if (tok_is(p, t, "false") || tok_is(p, t, "FALSE")) return K_FALSE;
    if (tok_is(p, t, "X")) return K_X;
    if (tok_is(p, t, "U")) return K_U;
    if (tok_is(p, t, "V") && (s == LTL_SYN_SPIN || spot)) return K_R;
    if (tok_is(p, t, "R") && s != LTL_SYN_SPIN) return K_R;
    if (tok_is(p, t, "W") && (spot || s == LTL_SYN_LTSMIN)) return K_W;
    if (tok_is(p, t, "M") && spot) return K_M;
    if ((tok_is(p, t, "F") || tok_is(p, t, "G")) && (spot || s == LTL_SYN_DIVINE))
        return tok_is(p, t, "F") ? K_F : K_G;
    if (tok_is(p, t, "xor") && spot) return K_XOR;
    if (s == LTL_SYN_DIVINE || s == LTL_SYN_AUTO) {
        if (tok_is(p, t, "and")) return K_AND;
        if (tok_is(p, t, "or")) return K_OR;
        if (tok_is(p, t, "not")) return K_NOT;
    }
    return K_NONE;
}

/* ---- atomic propositions: value expressions ------------------------------- */

typedef struct VState { int ops; int inparen; } VState;

static int vexpr(Parser *p, VState *v);

static int remote_ok(Parser *p, const Tok *name, const Tok *arrow, const Tok *var)
{
    if (var->k != T_IDENT) return 0;
    char buf[256];
    int l = name->end - name->start;
    if (l >= (int)sizeof buf) return 0;
    memcpy(buf, p->text + name->start, l);
    buf[l] = 0;
    if (p->ctx->is_process) return p->ctx->is_process(p->ctx->is_process_user, buf);
    if (!arrow->glued || !var->glued) return 0;
    return p->syn == LTL_SYN_DIVINE || isupper((unsigned char)buf[0]);
}

/* Promela's functions that a proposition may call (Spin copies a
 * formula's propositions into its never claim as they are written). */
static int is_call(Parser *p, const Tok *t)
{
    static const char *const fn[] = { "len", "empty", "nempty", "full",
        "nfull", "enabled", "pc_value", "get_priority", "eval", NULL };
    if (p->syn == LTL_SYN_DIVINE || t->k != T_IDENT || t[1].k != T_LP)
        return 0;
    for (int i = 0; fn[i]; i++)
        if (tok_is(p, t, fn[i]))
            return 1;
    return 0;
}

/* '(' vexpr (',' vexpr)* ')' or '[' ... ']' after a call's name or a
 * poll's '?': 1 and past it, or 0 and the cursor unchanged. */
static int vargs(Parser *p, TokKind open, TokKind close)
{
    int save = p->pos;
    if (cur(p)->k != open) return 0;
    p->pos++;
    for (;;) {
        VState in = { 0, 1 };
        if (!vexpr(p, &in)) break;
        if (cur(p)->k == T_COMMA) { p->pos++; continue; }
        if (cur(p)->k != close) break;
        p->pos++;
        return 1;
    }
    p->pos = save;
    return 0;
}

/* vprim := NUM | STRING | CALL '(' args ')' | IDENT postfix* [poll]
 *        | '(' vexpr ')'
 * poll := '?' '?'? '[' args ']' (Promela: q?[m], q??[m]) */
static int vprim(Parser *p, VState *v)
{
    Tok *t = cur(p);
    if (t->k == T_NUM || t->k == T_STRING) { p->pos++; return 1; }
    if (t->k == T_LP) {
        int save = p->pos;
        p->pos++;
        VState in = { 0, 1 };
        if (!vexpr(p, &in) || cur(p)->k != T_RP) { p->pos = save; return 0; }
        p->pos++;
        v->ops += in.ops;
        return 1;
    }
    if (is_call(p, t)) {
        p->pos++;
        if (!vargs(p, T_LP, T_RP)) { p->pos--; return 0; }
        v->ops++;
        return 1;
    }
    if (t->k != T_IDENT || keyword(p, t) != K_NONE) return 0;
    p->pos++;
    for (;;) {
        Tok *o = cur(p), *nx = o[0].k == T_EOF ? o : o + 1;
        if ((o->k == T_DOT || o->k == T_AT || o->k == T_COLON) && nx->k == T_IDENT) {
            p->pos += 2; v->ops++;
        } else if (o->k == T_IMP && remote_ok(p, o - 1, o, nx)) {
            p->pos += 2; v->ops++;
        } else if (o->k == T_LB) {
            int save = p->pos;
            p->pos++;
            VState in = { 0, 1 };
            if (!vexpr(p, &in) || cur(p)->k != T_RB) { p->pos = save; return 1; }
            p->pos++;
            v->ops++;
        } else if (o->k == T_QUEST && p->syn != LTL_SYN_DIVINE) {
            int save = p->pos;
            p->pos++;
            if (cur(p)->k == T_QUEST) p->pos++;
            if (!vargs(p, T_LB, T_RB)) { p->pos = save; return 1; }
            v->ops++;
            return 1;
        } else {
            return 1;
        }
    }
}

static int vunary(Parser *p, VState *v)
{
    Tok *t = cur(p);
    if (t->k == T_MINUS || (v->inparen && keyword(p, t) == K_NOT)) {
        int save = p->pos;
        p->pos++;
        if (vunary(p, v)) { v->ops++; return 1; }
        p->pos = save;
        return 0;
    }
    return vprim(p, v);
}

/* generic left-assoc level with backtracking on a failed right operand */
typedef int (*VLevel)(Parser *, VState *);

static int is_level_op(Parser *p, VState *v, int level, const Tok *t)
{
    switch (level) {
    case 0: return v->inparen && keyword(p, t) == K_OR;
    case 1: return v->inparen && keyword(p, t) == K_AND;
    case 2: return t->k == T_EQ || t->k == T_NE || t->k == T_LT || t->k == T_LE ||
                   t->k == T_GT || t->k == T_GE;
    case 3: return t->k == T_PLUS || t->k == T_MINUS ||
                   (p->syn == LTL_SYN_DIVINE && (t->k == T_AND1 || t->k == T_OR1 || t->k == T_XOR));
    default: return t->k == T_STAR || t->k == T_SLASH || t->k == T_PCT;
    }
}

static int vlevel(Parser *p, VState *v, int level)
{
    if (level > 4) return vunary(p, v);
    if (!vlevel(p, v, level + 1)) return 0;
    while (is_level_op(p, v, level, cur(p))) {
        int save = p->pos;
        VState w = *v;
        p->pos++;
        if (!vlevel(p, &w, level + 1)) { p->pos = save; break; }
        *v = w;
        v->ops++;
    }
    return 1;
}

static int vexpr(Parser *p, VState *v)
{
    if (++p->depth > 2000) { p->depth--; return 0; }
    int r = vlevel(p, v, 0);
    p->depth--;
    return r;
}

/* Builds the AP from tokens [a, b). */
static LtlFormula *make_ap(Parser *p, int a, int b)
{
    /* drop enclosing parentheses when they match each other */
    while (b - a >= 2 && p->toks[a].k == T_LP && p->toks[b - 1].k == T_RP) {
        int d = 0, i, ok = 1;
        for (i = a; i < b - 1; i++) {
            d += p->toks[i].k == T_LP ? 1 : p->toks[i].k == T_RP ? -1 : 0;
            if (d == 0) { ok = 0; break; }
        }
        if (!ok) break;
        a++; b--;
    }
    int s = p->toks[a].start, e = p->toks[b - 1].end;
    char *buf = ltl_xmalloc((size_t)(e - s) + 1);
    int n = 0;
    if (b - a == 1 && p->toks[a].k == T_STRING) {
        for (int i = s + 1; i < e - 1; i++) {
            if (p->text[i] == '\\' && i + 1 < e - 1) i++;
            buf[n++] = p->text[i];
        }
    } else {
        for (int i = s; i < e; i++) {
            if (p->text[i] == '\\' && i + 1 < e && strchr("[].", p->text[i + 1])) continue;
            buf[n++] = p->text[i];
        }
    }
    buf[n] = 0;
    LtlFormula *f = ltl_ap(p->ctx, ltl_ap_intern(p->ctx, buf));
    free(buf);
    return f;
}

/* ---- LTL level -------------------------------------------------------------- */

static LtlFormula *formula(Parser *p);

/* primary := true | false | '(' formula ')' | ap */
static LtlFormula *primary(Parser *p)
{
    Tok *t = cur(p);
    char buf[64];
    Kw k = keyword(p, t);
    if (k == K_TRUE) { p->pos++; return ltl_true(p->ctx); }
    if (k == K_FALSE) { p->pos++; return ltl_false(p->ctx); }
    if (t->k == T_LP) {
        int save = p->pos;
        VState v = { 0, 0 };
        if (vexpr(p, &v) && v.ops > 0) return make_ap(p, save, p->pos);
        p->pos = save + 1;
        LtlFormula *f = formula(p);
        if (!f) return NULL;
        if (cur(p)->k != T_RP) {
            if (cur(p)->k == T_EOF) {
                snprintf(buf, sizeof buf, "%d", t->start + 1);
                fail(p, cur(p), "missing ')' to match '(' at column %s", buf);
            } else {
                fail(p, cur(p), "expected ')' but found %s", tok_desc(p, cur(p), buf, sizeof buf));
            }
            return NULL;
        }
        p->pos++;
        return f;
    }
    if (t->k == T_NUM || t->k == T_STRING || (t->k == T_IDENT && k == K_NONE)) {
        int save = p->pos;
        VState v = { 0, 0 };
        if (!vexpr(p, &v)) {
            fail(p, t, "cannot parse atomic proposition at %s", tok_desc(p, t, buf, sizeof buf));
            return NULL;
        }
        if (v.ops == 0 && t->k == T_NUM) {
            int l = t->end - t->start;
            if (l == 1 && p->text[t->start] == '1') return ltl_true(p->ctx);
            if (l == 1 && p->text[t->start] == '0') return ltl_false(p->ctx);
            fail(p, t, "a number is not a proposition: %s", tok_desc(p, t, buf, sizeof buf));
            return NULL;
        }
        return make_ap(p, save, p->pos);
    }
    if (t->k == T_EOF) fail(p, t, "unexpected end of formula%s", "");
    else if (t->k == T_RP) fail(p, t, "unbalanced ')'%s", "");
    else fail(p, t, "unexpected %s", tok_desc(p, t, buf, sizeof buf));
    return NULL;
}

/* unary := ('!' | 'X' | 'F' | 'G' | '[]' | '<>') unary | primary */
static LtlFormula *unary(Parser *p)
{
    Tok *t = cur(p);
    Kw k = keyword(p, t);
    LtlOp op;
    if (t->k == T_NOT || k == K_NOT) op = LTL_NOT;
    else if (k == K_X) op = LTL_X;
    else if (k == K_F || t->k == T_DIAMOND) op = LTL_F;
    else if (k == K_G || t->k == T_BOX) op = LTL_G;
    else return primary(p);
    p->pos++;
    if (++p->depth > 5000) { fail(p, t, "formula nested too deeply%s", ""); return NULL; }
    LtlFormula *a = unary(p);
    p->depth--;
    return a ? ltl_unop(p->ctx, op, a) : NULL;
}

/* until := unary (('U' | 'R' | 'V' | 'W' | 'M') until)? */
static LtlFormula *until(Parser *p)
{
    LtlFormula *a = unary(p);
    if (!a) return NULL;
    Kw k = keyword(p, cur(p));
    LtlOp op = k == K_U ? LTL_U : k == K_R ? LTL_R : k == K_W ? LTL_W : k == K_M ? LTL_M : LTL_TRUE;
    if (op == LTL_TRUE) return a;
    p->pos++;
    LtlFormula *b = until(p);
    return b ? ltl_binop(p->ctx, op, a, b) : NULL;
}

static int is_and(Parser *p, Tok *t) { return t->k == T_AND || t->k == T_AND1 || keyword(p, t) == K_AND; }
static int is_or(Parser *p, Tok *t) { return t->k == T_OR || t->k == T_OR1 || keyword(p, t) == K_OR; }

/* conj := until (('&&' | '&' | 'and') until)* */
static LtlFormula *conj_(Parser *p)
{
    LtlFormula *a = until(p);
    while (a && is_and(p, cur(p))) {
        p->pos++;
        LtlFormula *b = until(p);
        a = b ? ltl_binop(p->ctx, LTL_AND, a, b) : NULL;
    }
    return a;
}

/* disj := conj (('||' | '|' | 'or') conj)* */
static LtlFormula *disj(Parser *p)
{
    LtlFormula *a = conj_(p);
    while (a && is_or(p, cur(p))) {
        p->pos++;
        LtlFormula *b = conj_(p);
        a = b ? ltl_binop(p->ctx, LTL_OR, a, b) : NULL;
    }
    return a;
}

/* impl := disj ('->' impl)? */
static LtlFormula *impl(Parser *p)
{
    LtlFormula *a = disj(p);
    if (!a || cur(p)->k != T_IMP) return a;
    p->pos++;
    LtlFormula *b = impl(p);
    return b ? ltl_binop(p->ctx, LTL_IMPLIES, a, b) : NULL;
}

/* Spin: && || -> <-> share one precedence level, left-associative
 * (as Spin's own tl parser).  spinbool := until (binop until)* */
static LtlFormula *spinbool(Parser *p)
{
    LtlFormula *a = until(p);
    for (;;) {
        if (!a) return NULL;
        Tok *t = cur(p);
        LtlOp op;
        if (is_and(p, t)) op = LTL_AND;
        else if (is_or(p, t)) op = LTL_OR;
        else if (t->k == T_IMP) op = LTL_IMPLIES;
        else if (t->k == T_EQV) op = LTL_EQUIV;
        else return a;
        p->pos++;
        LtlFormula *b = until(p);
        a = b ? ltl_binop(p->ctx, op, a, b) : NULL;
    }
}

/* formula := impl (('<->' | 'xor' | '^') impl)* */
static LtlFormula *formula(Parser *p)
{
    if (++p->depth > 5000) { fail(p, cur(p), "formula nested too deeply%s", ""); return NULL; }
    if (p->syn == LTL_SYN_SPIN) {
        LtlFormula *r = spinbool(p);
        p->depth--;
        return r;
    }
    LtlFormula *a = impl(p);
    for (;;) {
        if (!a) break;
        Tok *t = cur(p);
        LtlOp op;
        if (t->k == T_EQV) op = LTL_EQUIV;
        else if (t->k == T_XOR || keyword(p, t) == K_XOR) op = LTL_XOR;
        else break;
        p->pos++;
        LtlFormula *b = impl(p);
        a = b ? ltl_binop(p->ctx, op, a, b) : NULL;
    }
    p->depth--;
    return a;
}

/* Spot: "GFa" is G F a.  Split identifiers made of a prefix of F/G/X
 * letters followed by a lower-case name into separate tokens. */
static void split_spot_prefixes(Parser *p)
{
    for (int i = 0; i < p->ntoks; i++) {
        Tok *t = &p->toks[i];
        if (t->k != T_IDENT) continue;
        int j = t->start;
        while (j < t->end && strchr("FGX", p->text[j])) j++;
        int allops = j == t->end && j - t->start >= 2;
        if (!allops && (j == t->start || j == t->end ||
                        !(islower((unsigned char)p->text[j]) || p->text[j] == '_')))
            continue;
        if (p->syn == LTL_SYN_AUTO) {
            /* AUTO: keep names used as model expressions (Gate.up, Xv==1) */
            TokKind nk = t[1].k;
            if (nk == T_DOT || nk == T_LB || nk == T_AT || nk == T_COLON || nk == T_EQ ||
                nk == T_NE || nk == T_LT || nk == T_LE || nk == T_GT || nk == T_GE ||
                nk == T_PLUS || nk == T_MINUS || nk == T_STAR || nk == T_SLASH ||
                (nk == T_IMP && t[1].glued))
                continue;
        }
        int extra = allops ? j - t->start - 1 : j - t->start;
        if (allops) j = t->end - 1;
        p->toks = ltl_xrealloc(p->toks, (p->ntoks + extra + 1) * sizeof *p->toks);
        t = &p->toks[i];
        memmove(t + extra, t, (p->ntoks - i) * sizeof *t);
        for (int k = 0; k < extra; k++) {
            p->toks[i + k] = (Tok){ T_IDENT, t->start + k, t->start + k + 1, k ? 1 : t->glued };
        }
        p->toks[i + extra].start = j;
        p->toks[i + extra].glued = 1;
        p->ntoks += extra;
        i += extra;
    }
}

static LtlFormula *parse1(LtlContext *ctx, const char *text, LtlSyntax syn, LtlError *err);

/* AUTO falls back on the DIVINE and LTSMIN readings (bitwise '&' inside
 * DVE expressions, ...) and reports its own error if all fail. */
LtlFormula *ltl_parse(LtlContext *ctx, const char *text, LtlSyntax syn, LtlError *err)
{
    LtlFormula *f = parse1(ctx, text, syn, err);
    if (f || syn != LTL_SYN_AUTO) return f;
    if ((f = parse1(ctx, text, LTL_SYN_DIVINE, NULL))) return f;
    return parse1(ctx, text, LTL_SYN_LTSMIN, NULL);
}

static LtlFormula *parse1(LtlContext *ctx, const char *text, LtlSyntax syn, LtlError *err)
{
    LtlError dummy;
    Parser p = { ctx, text, syn, NULL, 0, 0, err ? err : &dummy, 0, 0 };
    if (!text) text = p.text = "";
    if (lex(&p) < 0) { free(p.toks); return NULL; }
    if (syn == LTL_SYN_SPOT || syn == LTL_SYN_AUTO) split_spot_prefixes(&p);
    if (p.toks[0].k == T_EOF) {
        ltl_err(p.err, 1, 1, "empty formula");
        free(p.toks);
        return NULL;
    }
    LtlFormula *f = formula(&p);
    if (f && cur(&p)->k != T_EOF) {
        char buf[64];
        Tok *t = cur(&p);
        if (t->k == T_RP) fail(&p, t, "unbalanced ')'%s", "");
        else fail(&p, t, "unexpected %s", tok_desc(&p, t, buf, sizeof buf));
        f = NULL;
    }
    if (!f && !p.failed) ltl_err(p.err, 1, 1, "syntax error");
    (void)tokname;
    free(p.toks);
    return f;
}

void ltl_error_print(FILE *out, const char *srcname, const char *text, const LtlError *err)
{
    fprintf(out, "%s:%d:%d: error: %s\n", srcname ? srcname : "<formula>", err->line,
            err->col, err->msg);
    if (!text) return;
    const char *l = text;
    for (int i = 1; i < err->line && l; i++) {
        l = strchr(l, '\n');
        if (l) l++;
    }
    if (!l) return;
    int len = (int)strcspn(l, "\n");
    fprintf(out, "  %.*s\n  ", len, l);
    for (int i = 1; i < err->col && i <= len; i++) fputc(l[i - 1] == '\t' ? '\t' : ' ', out);
    fputs("^\n", out);
}
