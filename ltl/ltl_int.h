/* ltl_int.h -- internals shared by the ltl/ passes (not installed). */
#ifndef MCC_LTL_INT_H
#define MCC_LTL_INT_H

#include "ltl/ltl.h"
#include <bdd.h>
#include <stdlib.h>
#include <string.h>

struct LtlContext {
    LtlFormula **buckets;   /* hash-consing table */
    unsigned nbuckets;      /* size of buckets (power of two) */
    unsigned nformulas;     /* formulas created (next id) */
    char **aps;             /* AP texts (malloc'd) */
    unsigned naps, capaps;  /* AP count and capacity */
    unsigned *ap_hash;      /* open-addressing AP index table (idx+1, 0=empty) */
    unsigned ap_hcap;       /* its capacity (power of two) */
    int (*is_process)(void *user, const char *name); /* remote-var resolver */
    void *is_process_user;  /* its argument */
    char **chunks;          /* arena chunks for formulas */
    unsigned nchunks, capchunks;
    char *cur; size_t left; /* current arena chunk */
    LtlFormula *t, *f;      /* constants */
};

void *ltl_xmalloc(size_t n);
void *ltl_xcalloc(size_t n, size_t m);
void *ltl_xrealloc(void *p, size_t n);
void *ltl_arena_alloc(LtlContext *ctx, size_t n);
/* make sure BuDDy has at least n variables */
void ltl_bdd_vars(unsigned n);
void ltl_err(LtlError *e, int line, int col, const char *fmt, ...);

static inline int popc64(uint64_t x) { return __builtin_popcountll(x); }

/* BDD helpers: referenced results */
static inline int bref(int b) { return bdd_addref(b); }
static inline void bunref(int b) { bdd_delref(b); }

/* Irredundant sum of products: calls cb for each cube (pos/neg lists of
 * BDD variables as masks over up to 64 *BDD var* bits is not enough in
 * general, so cubes come as arrays of literals: var*2 + neg). */
typedef void (*LtlCubeCb)(void *user, const int *lits, int n);
void ltl_bdd_isop(int f, LtlCubeCb cb, void *user);

#endif
