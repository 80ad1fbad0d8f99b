/* randltl.c -- random LTL formulas for differential tests and benchmarks
 * (in the spirit of Spot's randltl: a random tree of the requested size). */
#include "ltl/ltl_int.h"
#include <stdio.h>

static uint64_t rnd(uint64_t *s)
{
    /* splitmix64 */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static LtlFormula *leaf(LtlContext *ctx, unsigned naps, uint64_t *seed)
{
    unsigned r = (unsigned)(rnd(seed) % (naps * 8 + 2));
    if (r == 0) return ltl_true(ctx);
    if (r == 1) return ltl_false(ctx);
    char name[32];
    snprintf(name, sizeof name, "p%u", (r - 2) % naps);
    return ltl_ap(ctx, ltl_ap_intern(ctx, name));
}

static LtlFormula *gen(LtlContext *ctx, unsigned naps, unsigned size, int allow_x, uint64_t *seed)
{
    static const LtlOp un[] = { LTL_NOT, LTL_F, LTL_G, LTL_X };
    static const LtlOp bin[] = { LTL_AND, LTL_OR, LTL_IMPLIES, LTL_EQUIV, LTL_U, LTL_R,
                                 LTL_W, LTL_M, LTL_AND, LTL_OR, LTL_U };
    if (size <= 1) return leaf(ctx, naps, seed);
    if (size == 2) {
        LtlOp op = un[rnd(seed) % (allow_x ? 4 : 3)];
        return ltl_unop(ctx, op, leaf(ctx, naps, seed));
    }
    unsigned k = (unsigned)(rnd(seed) % (allow_x ? 15 : 14));
    if (k < (allow_x ? 4u : 3u)) {
        LtlOp op = un[k];
        return ltl_unop(ctx, op, gen(ctx, naps, size - 1, allow_x, seed));
    }
    LtlOp op = bin[rnd(seed) % (sizeof bin / sizeof *bin)];
    unsigned l = 1 + (unsigned)(rnd(seed) % (size - 2));
    LtlFormula *a = gen(ctx, naps, l, allow_x, seed);
    LtlFormula *b = gen(ctx, naps, size - 1 - l, allow_x, seed);
    return ltl_binop(ctx, op, a, b);
}

LtlFormula *ltl_random(LtlContext *ctx, unsigned naps, unsigned size, int allow_x, uint64_t *seed)
{
    if (naps == 0) naps = 1;
    return gen(ctx, naps, size, allow_x, seed);
}
