/*
 * ltlprop.h -- property automata for pan (internal to runtime/ltl*.c):
 * parse + check propositions + translate a property, turn the never claim
 * into a Büchi automaton, build the parts of an automaton, compile a part
 * and bind its propositions to evaluators.
 *
 * An RtLtl owns one LtlContext for the whole run (APs accumulate in it)
 * and a binding per context AP (compiled proposition or RtExpr), made when
 * a formula is checked, so that every AP of a formula is resolved (or
 * reported with its location) before translation.
 */
#ifndef RT_LTLPROP_H
#define RT_LTLPROP_H

#include "runtime/ltlcheck.h"
#include "runtime/product.h"
#include "ltl/ltl.h"

typedef struct RtLtl {
	const MccModel *m;      /* the model (borrowed) */
	LtlContext *ctx;        /* owned */
	RtAp *bind;             /* per context AP (owned, exprs owned) */
	unsigned nbind;
	int acceptance;         /* RT_ACC_*: how LTL properties are translated
	                           (set by the caller after rt_ltl_open) */
	int ignore_assert;      /* -A: a never claim's assertions are ignored
	                           (set by the caller, as acceptance) */
	const char *stutter_why;/* after rt_prop_automaton: NULL if the
	                           property is known to be stutter-invariant
	                           (an LTL formula without X), else why not
	                           (partial-order reduction needs it) */
} RtLtl;

int rt_ltl_open(RtLtl *L, const MccModel *m);
void rt_ltl_close(RtLtl *L);

/* The automaton of property p (for LTL properties: of its negation),
 * post-processed.  NULL after printing a located error (exit 3). */
LtlAut *rt_prop_automaton(RtLtl *L, const RtProp *p);

/* The automaton a in the form --acceptance asks for: generalized Büchi
 * (RT_ACC_TGBA), generalized Rabin (one Fin set per pair) or Fin-less.
 * NULL if too many acceptance sets are needed. */
LtlAut *rt_acceptance_convert(const LtlAut *a, int acceptance);

/* Is a claim text a HOA automaton (mcc --automaton)?  Its file name (from
 * the trailing comment mcc adds), in a static buffer. */
int rt_is_hoa(const char *text);
const char *rt_hoa_source(const char *text);

/* Part of a full automaton: "all", "ba", "T", "W", "TW", "S".  NULL if
 * the part has no transition (or unknown name). */
LtlAut *rt_prop_part(const LtlAut *full, const char *part);

/* Compile a part and bind its local APs; *aps is malloc'd (naps entries,
 * sharing the expressions of L).  NULL on failure (message printed). */
LtlCompiled *rt_prop_compile(RtLtl *L, const LtlAut *a, RtAp **aps);

/* Strength the product may rely on for a part. */
int rt_part_strength(const char *part, const LtlAut *a);

/* Print "src:line:col: error: msg", the text and a caret. */
void rt_ltl_error(const char *src, int line, int col, const char *text,
    const char *msg);

#endif
