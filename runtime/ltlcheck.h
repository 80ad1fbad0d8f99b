/*
 * ltlcheck.h -- LTL model checking in pan: properties, their automata,
 * the choice of emptiness checks, reports, lasso trails and their replay.
 *
 * Properties (RtProp), in pan's order of precedence:
 *   --ltl 'φ', --ltl-file FILE, -N name (an ltl block): properties, negated
 *     (the automaton accepts the violations);
 *   the model's compiled `formula` (mcc -f): the claim itself, not negated;
 *   the model's never claim (its accept labels; reaching the end of the
 *     claim body is a violation: an accepting true self-loop);
 *   every ltl block of the model, each checked and reported;
 *   -l: the non-progress check replaces any property (Spin: -l and -a
 *     exclude each other);
 *   -a and none of the above: the accept labels of the processes.
 * Propositions: a text equal to one of the model's compiled propositions
 * (m->ltl->ap_text) uses eval_ap, any other goes through rt_expr_parse.
 *
 * Parts: the property automaton A (TGBA) is checked whole ("all"), as a
 * degeneralized BA ("ba", NDFS checks), or decomposed by strength
 * (Renault et al., TACAS'13) into "T" (terminal), "W" (weak), "TW" and "S";
 * each part is rebuilt deterministically from the property, so a trail
 * names its part and replay rebuilds the same automaton.
 *
 * Lasso trails extend trail.h's format (see trail.h): header comments
 * `#ltl KEY VALUE` naming the property and the part, ` @E` after each step
 * (automaton edge), a `#cycle` line before the first step of the cycle;
 * a stutter step is `N:-1:-1`.
 */
#ifndef RT_LTLCHECK_H
#define RT_LTLCHECK_H

#include "runtime/model.h"
#include "runtime/options.h"

/* Kinds of property. */
enum {
	RT_PROP_LTL,      /* a property: negated */
	RT_PROP_FORMULA,  /* a claim formula (mcc -f): as is */
	RT_PROP_NEVER,    /* the compiled never claim */
	RT_PROP_NP,       /* -l: non-progress cycles */
	RT_PROP_ACCEPT    /* -a without a property: acceptance cycles through
	                     the accept labels of the processes (Spin checks
	                     invalid end states then too) */
};

/* Does some proctype (not the never claim) have an accept label? */
int rt_model_has_accept(const MccModel *m);

typedef struct RtProp {
	int kind;             /* RT_PROP_* */
	const char *name;     /* display name (ltl block name, "formula 3") */
	const char *text;     /* formula text, NULL for NEVER / NP */
	int syntax;           /* LtlSyntax of text */
	const char *src;      /* where text comes from, for errors */
	int line;             /* its line in src (1 for one-line sources) */
	int expect;           /* --ltl-file verdict: -1 none, 0 holds, 1 violated */
	int block;            /* 1: an ltl block of the model (its trail is
	                         named after it, trail.h) */
} RtProp;

/* Does pan have an LTL job to do (a property from the options or the
 * model, or -l)? */
int rt_ltl_wanted(const MccModel *m, const RtOptions *o);

/* Run the LTL check(s) the options and model ask for; prints the report(s)
 * and returns the exit status (rt.h). */
int rt_ltl_verify(const MccModel *m, const RtOptions *o);

/* The same, as one rank of pan --mpi (every rank calls it): the checks
 * run distributed over net (owcty, runtime/ec/owcty.c), rank 0 prints
 * the report; every rank returns rank 0's status. */
struct DsNet;
int rt_ltl_verify_net(const MccModel *m, const RtOptions *o,
    const struct DsNet *net);

/* Is the trail file a lasso written by rt_ltl_verify? */
int rt_ltl_trail_is_lasso(const char *path);

/* Replay (pan -r) a lasso trail: print it like spin -t -p with the cycle
 * marked, check every step against the model and the automaton, and that
 * the cycle closes and is accepting.  Returns 0, or 3 with a message. */
int rt_ltl_replay(const MccModel *m, const RtOptions *o, const char *path);

#endif
