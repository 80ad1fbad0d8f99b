/*
 * expr.h -- propositions given at run time (pan --ltl, -N name, ltl blocks).
 *
 * One C-like expression syntax over the model's names for both input
 * languages, resolved with the tables the code generator emits
 * (runtime/model.h): variables and array elements (`x`, `a[2]`, `r.f`),
 * `#define` names (expanded, also parameterless macros of macros), mtype
 * names, `Proc@label`, `Proc[pid]@label`, `Proc.state` (DVE), `Proc:var`,
 * `Proc[pid]:var`, `Proc->var`, `Proc.var`, the LTSmin forms
 * `Proc=="state"`, `Proc!='state'`, `Proc==state` (also `'c'` characters), operators `! - ~ * / % + - << >> < <= > >= == !=
 * & ^ | && || ->` (implication inside a proposition) and `and/or/not`,
 * `true`/`false`.  `Proc` without an index means the first process of that
 * type.  Parsing resolves every name; evaluation never fails (an index out
 * of range reads 0).
 */
#ifndef RT_EXPR_H
#define RT_EXPR_H

#include <stddef.h>
#include <stdint.h>
#include "runtime/model.h"

typedef struct RtExpr RtExpr;

/* Parse `text`.  On error returns NULL, writes a message to err (errlen
 * bytes) and the 1-based column of the problem to *errcol. */
RtExpr *rt_expr_parse(const MccModel *m, const char *text, char *err,
    size_t errlen, int *errcol);

/* Value of `e` in state `s` (non-zero = true for propositions). */
long rt_expr_eval(const RtExpr *e, const MccModel *m, const uint8_t *s);

void rt_expr_free(RtExpr *e);

/* What e reads, for the visibility analysis of partial-order reduction
 * (runtime/por/README.md): cb(ctx, v, pt, idx) once per occurrence of
 *   a variable: v its row, pt its proctype (-1 global), idx the element
 *     index when it is a constant (0 for scalars), else -1;
 *   a location (P@label): v NULL, pt the proctype, idx the location;
 *   a process named by its type (v NULL): pt -3 without a pid (the first
 *     process of the type, which depends on the processes alive), -2
 *     with one (read by the pid expression, reported too). */
typedef void (*RtExprReadFn)(void *ctx, const MccVarInfo *v, int pt,
    long idx);
void rt_expr_reads(const RtExpr *e, RtExprReadFn cb, void *ctx);

/* Turn statement merging off (MccModel.merge) before the search starts:
 * for properties that could see inside a merged chain (a proposition
 * over a local variable, which rt_expr_parse turns it off for, formulas
 * with X, never claims), simulations and replays. */
void rt_merge_off(const MccModel *m);

#endif
