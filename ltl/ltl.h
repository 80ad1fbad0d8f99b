/* ltl.h -- mcc's LTL library: formulas, LTL -> TGBA translation, explicit
 * omega-automata (TGBA / BA / any Emerson-Lei acceptance), degeneralization,
 * SCC strength and decomposition, HOA / never-claim / dot I/O, products and
 * emptiness checks on explicit automata, and a flat "compiled" automaton for
 * the model checker's hot loop.
 *
 * Lifetimes and invariants
 * ------------------------
 * - Everything hangs off an LtlContext.  Formulas are hash-consed inside the
 *   context (structurally equal formulas are the same pointer) and live until
 *   ltl_context_free(); never free a formula yourself.
 * - Atomic propositions (APs) are interned in the context by their exact text;
 *   AP number i is BDD variable i.  The AP table only grows.
 * - Edge labels are BuDDy BDDs over AP variables.  BuDDy is a process-global
 *   library: the first context initialises it (ltl_context_new); it stays
 *   initialised for the life of the process (libbdd 2.4 cannot be shut
 *   down and restarted: bdd_support() keeps a stale buffer).  Several contexts may coexist but their
 *   automata must not be mixed (BDD variable i means AP i of *its* context).
 *   BuDDy is not thread-safe: use ltl_aut_compile() to get a read-only table
 *   that threads can share.
 * - An LtlAut owns its edges' BDD references and its acceptance formula; free
 *   it with ltl_aut_free().  All passes (translate, degeneralize, decompose,
 *   product, ...) return a fresh automaton and leave their input untouched.
 * - Acceptance is transition-based: every edge carries a bitset of acceptance
 *   sets (at most LTL_MAX_SETS).  State-based Büchi automata (after
 *   ltl_degeneralize, or from never claims) put mark 0 on every outgoing edge
 *   of an accepting state and also set state_acc[] for printing.
 * - Library functions never exit(); they return NULL / an error code and fill
 *   an LtlError for user errors (bad formula, bad HOA, ...).
 */
#ifndef MCC_LTL_H
#define MCC_LTL_H

#include <stdint.h>
#include <stdio.h>

/* ------------------------------------------------------------------------ */
/* Context and errors                                                       */
/* ------------------------------------------------------------------------ */

typedef struct LtlContext LtlContext;

/* A user error: message and 1-based location in the parsed text. */
typedef struct LtlError {
    int line;        /* 1-based line (always 1 for one-line formulas) */
    int col;         /* 1-based column (byte offset in the line + 1) */
    char msg[256];   /* human-readable message, no location prefix */
} LtlError;

/* Creates a context; initialises BuDDy if nobody did. */
LtlContext *ltl_context_new(void);
/* Frees the context and all its formulas (BuDDy stays initialised, see
 * above).  Automata of this context must be freed first. */
void ltl_context_free(LtlContext *ctx);
/* Optional resolver for DiVinE remote variables `Proc->var`: returns nonzero
 * when `name` is a process name.  See ltl_parse for the rule without it. */
void ltl_context_set_process_resolver(LtlContext *ctx,
                                      int (*is_process)(void *user, const char *name),
                                      void *user);
/* Prints "srcname:line:col: error: msg", the offending line of `text` and a
 * caret under the column.  `text` may be NULL (then only the first line). */
void ltl_error_print(FILE *out, const char *srcname, const char *text,
                     const LtlError *err);

/* ------------------------------------------------------------------------ */
/* Formulas                                                                 */
/* ------------------------------------------------------------------------ */

typedef enum LtlOp {
    LTL_TRUE, LTL_FALSE, LTL_AP,          /* constants, atomic proposition */
    LTL_NOT,                              /* unary Boolean */
    LTL_AND, LTL_OR,                      /* n-ary, operands sorted by id, no dups */
    LTL_IMPLIES, LTL_EQUIV, LTL_XOR,      /* binary Boolean */
    LTL_X, LTL_F, LTL_G,                  /* unary temporal */
    LTL_U, LTL_R, LTL_W, LTL_M            /* binary temporal (R = Spin's V) */
} LtlOp;

typedef struct LtlFormula LtlFormula;
struct LtlFormula {
    LtlOp op;               /* operator */
    unsigned id;            /* unique id in the context (creation order) */
    unsigned ap;            /* AP index when op == LTL_AP */
    unsigned nargs;         /* number of operands (0, 1, 2, or n for AND/OR) */
    LtlFormula **args;      /* operands (owned by the context) */
    unsigned hash;          /* structural hash */
    unsigned char boolean;  /* no temporal operator below */
    unsigned char eventual; /* syntactic pure eventuality (F f == f) */
    unsigned char universal;/* syntactic purely universal (G f == f) */
    unsigned char has_x;    /* contains X */
    LtlFormula *next;       /* hash-bucket chain (internal) */
    void *aux;              /* scratch pointer for passes (internal) */
    LtlContext *ctx;        /* owning context (AP names) */
};

/* Input syntaxes of ltl_parse. */
typedef enum LtlSyntax {
    LTL_SYN_AUTO,   /* union of Spin and Spot operators, LTSmin escapes,
                       DVE expressions; G F R W M are operators */
    LTL_SYN_SPIN,   /* [] <> X U V ! && || -> <-> true false; G,F,R,... are names */
    LTL_SYN_SPOT,   /* G F X U R W M ! & && | || ^ xor -> <-> 1 0 true false */
    LTL_SYN_DIVINE, /* BEEM: G F X U R ! && || ->, APs are DVE expressions
                       with and/or/not, '.', '->' remote variables */
    LTL_SYN_LTSMIN  /* [] <> X U R W ! && || -> <-> true false, escaped \[ \] \. */
} LtlSyntax;

/* Parses `text`.  Returns NULL and fills *err (if non-NULL) on error.
 *
 * Atomic propositions keep their exact source text, trimmed, with the
 * LTSmin escapes \[ \] \. removed and one pair of enclosing parentheses
 * dropped: `P_0.CS`, `x<3`, `arr[0]!=1`, `P_0=="CS"`, `"x > 3"` (text
 * `x > 3`), `(x < 3 and y == 1)` (text `x < 3 and y == 1`).  An AP is a
 * C-like value expression (names, numbers, strings, `.`, `[...]`, `@`, `:`,
 * arithmetic, comparisons, and in DIVINE/AUTO syntax `and`/`or`/`not`).
 *
 * Remote variables `Proc->var`: `->` is read as part of an AP when the
 * context's resolver says the left name is a process; without a resolver,
 * when `->` is glued to both names (no blanks) and either the syntax is
 * DIVINE, or the left name starts with an upper-case letter.  Otherwise
 * `->` is implication. */
LtlFormula *ltl_parse(LtlContext *ctx, const char *text, LtlSyntax syn,
                      LtlError *err);

/* Number of APs interned so far, and the text of AP i. */
unsigned ltl_ap_count(const LtlContext *ctx);
const char *ltl_ap_name(const LtlContext *ctx, unsigned i);
/* Interns an AP by text; returns its index. */
unsigned ltl_ap_intern(LtlContext *ctx, const char *text);

/* Prints a formula; LTL_SYN_SPIN gives a formula `spin -f` accepts (W, M
 * and R rewritten, APs quoted only when needed), LTL_SYN_SPOT Spot syntax
 * (APs that are not plain lower-case names are double-quoted). */
void ltl_print(FILE *out, const LtlFormula *f, LtlSyntax syn);
/* Same into a malloc'd string (caller frees). */
char *ltl_to_string(const LtlFormula *f, LtlSyntax syn);

/* Constructors (hash-consed; trivial constant folding only). */
LtlFormula *ltl_true(LtlContext *ctx);
LtlFormula *ltl_false(LtlContext *ctx);
LtlFormula *ltl_ap(LtlContext *ctx, unsigned ap);
LtlFormula *ltl_unop(LtlContext *ctx, LtlOp op, LtlFormula *a);
LtlFormula *ltl_binop(LtlContext *ctx, LtlOp op, LtlFormula *a, LtlFormula *b);
/* n-ary AND/OR: flattens, sorts, removes duplicates and constants. */
LtlFormula *ltl_nary(LtlContext *ctx, LtlOp op, LtlFormula **args, unsigned n);

/* !f (syntactic, not simplified). */
LtlFormula *ltl_negate(LtlContext *ctx, LtlFormula *f);
/* Negation normal form: only TRUE FALSE AP NOT(AP) AND OR X F G U R W M. */
LtlFormula *ltl_nnf(LtlContext *ctx, LtlFormula *f);
/* NNF + rewriting rules (constant folding, X/F/G absorption, pure
 * eventualities/universalities, syntactic implication). */
LtlFormula *ltl_simplify(LtlContext *ctx, LtlFormula *f);
/* Syntactic implication check: nonzero means f => g is proven. */
int ltl_implies(LtlFormula *f, LtlFormula *g);
/* Size (number of DAG nodes reachable, counted as a tree). */
unsigned ltl_length(const LtlFormula *f);

/* Random formula generator (for tests/bench): `size` operators roughly,
 * over APs p0..p{naps-1}; `allow_x`=0 avoids X; uses and updates *seed. */
LtlFormula *ltl_random(LtlContext *ctx, unsigned naps, unsigned size,
                       int allow_x, uint64_t *seed);

/* ------------------------------------------------------------------------ */
/* Acceptance conditions (Emerson-Lei)                                       */
/* ------------------------------------------------------------------------ */

#define LTL_MAX_SETS 64
typedef uint64_t LtlMarks;   /* bitset of acceptance sets */

typedef enum LtlAccOp { LTL_ACC_T, LTL_ACC_F, LTL_ACC_INF, LTL_ACC_FIN,
                        LTL_ACC_AND, LTL_ACC_OR } LtlAccOp;

typedef struct LtlAcc LtlAcc;
struct LtlAcc {
    LtlAccOp op;     /* node kind */
    unsigned set;    /* set number for INF/FIN */
    LtlAcc *l, *r;   /* operands of AND/OR (owned) */
};

LtlAcc *ltl_acc_new(LtlAccOp op, unsigned set, LtlAcc *l, LtlAcc *r);
LtlAcc *ltl_acc_copy(const LtlAcc *a);
void ltl_acc_free(LtlAcc *a);
/* Inf(0)&...&Inf(n-1); n==0 gives t. */
LtlAcc *ltl_acc_gen_buchi(unsigned n);
/* Value of the condition for a cycle whose edges carry exactly `inf`. */
int ltl_acc_eval(const LtlAcc *a, LtlMarks inf);
/* Nonzero if `a` is Inf(0)&...&Inf(n-1) (t for n==0). */
int ltl_acc_is_gen_buchi(const LtlAcc *a, unsigned n);
/* Copy with every set number shifted by `by`. */
LtlAcc *ltl_acc_shift(const LtlAcc *a, unsigned by);
void ltl_acc_print(FILE *out, const LtlAcc *a);

/* ------------------------------------------------------------------------ */
/* Explicit automata                                                        */
/* ------------------------------------------------------------------------ */

typedef struct LtlEdge {
    unsigned src;      /* source state */
    unsigned dst;      /* destination state */
    int label;         /* BuDDy BDD over AP variables (referenced by the aut) */
    LtlMarks marks;    /* acceptance sets this edge belongs to */
} LtlEdge;

typedef struct LtlAut {
    LtlContext *ctx;       /* owning context (APs, BDD variables) */
    unsigned nstates;      /* states are 0..nstates-1 */
    unsigned init;         /* initial state */
    LtlEdge *edges;        /* edges, sorted by src after ltl_aut_finish */
    unsigned nedges;       /* number of edges */
    unsigned cap;          /* allocated capacity of edges */
    unsigned *first;       /* edges of s: edges[first[s] .. first[s+1]) (nstates+1) */
    unsigned nsets;        /* number of acceptance sets used (<= LTL_MAX_SETS) */
    LtlAcc *acc;           /* acceptance condition (owned) */
    unsigned char *state_acc; /* state-based Büchi flags, or NULL */
    unsigned char is_ba;   /* 1 if state-based Büchi (mark 0 on accepting states' edges) */
    char *name;            /* optional name (formula text), malloc'd or NULL */
} LtlAut;

/* Builder: new automaton with n states, acceptance given (owned) or NULL
 * (then t); add edges; finish() sorts edges, merges edges with the same
 * (src, dst, marks) and builds first[].  Other functions require finished
 * automata.  add_edge takes its own reference on `label`. */
LtlAut *ltl_aut_new(LtlContext *ctx, unsigned nstates, unsigned nsets, LtlAcc *acc);
unsigned ltl_aut_add_state(LtlAut *a);
void ltl_aut_add_edge(LtlAut *a, unsigned src, unsigned dst, int label, LtlMarks marks);
void ltl_aut_finish(LtlAut *a);
void ltl_aut_free(LtlAut *a);
LtlAut *ltl_aut_copy(const LtlAut *a);
/* AP indices occurring in labels, as a malloc'd array (caller frees). */
unsigned *ltl_aut_aps(const LtlAut *a, unsigned *n);

/* SCC decomposition: scc[s] = SCC number (reverse topological order: an SCC
 * can only reach SCCs with smaller or equal numbers), returns the count.
 * Unreachable states get scc = -1u. */
unsigned ltl_aut_scc(const LtlAut *a, unsigned *scc);

/* Translation options. */
typedef struct LtlTransOpts {
    int simplify;      /* apply ltl_simplify first (default 1) */
    int simulation;    /* direct-simulation reduction (default 1) */
    int prune;         /* remove useless SCCs / unreachable states (default 1) */
    int wdba;          /* minimal weak deterministic automaton when the
                          property is an obligation and that is not larger
                          (ltl_wdba_minimize; needs simulation; default 1) */
} LtlTransOpts;
extern const LtlTransOpts ltl_trans_default;

/* LTL -> TGBA (generalized Büchi, transition-based, one set per
 * eventuality).  opts may be NULL (defaults).  Returns NULL only on
 * resource exhaustion (more than LTL_MAX_SETS eventualities). */
LtlAut *ltl_translate(LtlContext *ctx, LtlFormula *f, const LtlTransOpts *opts);

/* Post-processing passes (each returns a new automaton). */
LtlAut *ltl_aut_prune(const LtlAut *a);      /* unreachable + useless SCCs */
LtlAut *ltl_aut_simulation(const LtlAut *a); /* direct simulation quotient (gen. Büchi only) */
LtlAut *ltl_aut_simplify_acc(const LtlAut *a); /* drop redundant sets (gen. Büchi) */
LtlAut *ltl_aut_postprocess(const LtlAut *a); /* prune+simulation+acc, iterated */
/* Minimal weak deterministic Büchi automaton with a's language if that
 * language is an obligation (Dax et al. ATVA'07, Löding IPL'01): subset
 * construction, SCC acceptance from one cycle each, Moore minimisation of
 * Löding's maximal colouring.  NULL if too large or not generalized Büchi.
 * *complement gets its complete complement (caller frees).  The result is
 * a's language only for obligations: check with ltl_wdba_equivalent. */
LtlAut *ltl_wdba_minimize(const LtlAut *a, LtlAut **complement);
/* 1 if L(w) = L(a), given an automaton neg of a's complement and the
 * complement wc of w (two products, two emptiness checks). */
int ltl_wdba_equivalent(const LtlAut *a, const LtlAut *neg, const LtlAut *w, const LtlAut *wc);

/* Degeneralization (SPIN'14, Blahoudek et al.): levels 0..m, level m is
 * accepting.  level_jump: an edge in sets l..j goes straight to level j+1.
 * init_accepting: the initial state starts on the accepting level (short
 * accepting cycles near init: bug hunting); otherwise on level 0, which
 * keeps accepting states far from the initial state (verification).
 * scc_reset: edges between SCCs go to level 0 (fewer copies). */
typedef struct LtlDegenOpts {
    int level_jump;      /* jump over several levels at once */
    int init_accepting;  /* 0: init on level 0 (far), 1: on accepting level */
    int scc_reset;       /* reset level when leaving an SCC */
} LtlDegenOpts;
extern const LtlDegenOpts ltl_degen_verify;   /* {1, 0, 1}: default */
extern const LtlDegenOpts ltl_degen_bughunt;  /* {1, 1, 1} */
/* Generalized Büchi (any number of sets) -> state-based Büchi (one set,
 * is_ba=1, state_acc filled).  opts may be NULL.  Returns NULL if the
 * acceptance is not generalized Büchi. */
LtlAut *ltl_degeneralize(const LtlAut *a, const LtlDegenOpts *opts);

/* SCC strength (Renault et al. TACAS'13, Def. 3), structural heuristic,
 * plus the exact check (elementary cycles) for small SCCs. */
typedef enum LtlStrength { LTL_NONACC = 0, LTL_TERMINAL = 1, LTL_WEAK = 2,
                           LTL_STRONG = 3 } LtlStrength;
typedef struct LtlStrengthInfo {
    unsigned nsccs;        /* number of SCCs */
    unsigned *scc;         /* state -> SCC (malloc'd, -1u if unreachable) */
    LtlStrength *strength; /* SCC -> strength (malloc'd) */
    LtlStrength overall;   /* max over SCCs (automaton strength, Def. 4) */
    unsigned count[4];     /* number of SCCs of each strength */
} LtlStrengthInfo;
/* Fills *out (free with ltl_strength_free).  Works for generalized Büchi
 * acceptance; for other conditions SCCs are classified with ltl_acc_eval. */
void ltl_scc_strength(const LtlAut *a, LtlStrengthInfo *out);
void ltl_strength_free(LtlStrengthInfo *s);
const char *ltl_strength_name(LtlStrength s);

/* Decomposition (TACAS'13 Def. 5). */
enum { LTL_PART_T = 1, LTL_PART_W = 2, LTL_PART_S = 4 };
/* Sub-automaton for the union of the parts in `parts` (normally one):
 * states Pre(X), edges between them, acceptance {X} for T/W (one set),
 * f_i ∩ S for S.  Returns NULL when that part has no transition. */
LtlAut *ltl_decompose(const LtlAut *a, int parts);

/* ------------------------------------------------------------------------ */
/* I/O                                                                      */
/* ------------------------------------------------------------------------ */

/* HOA v1 output (explicit labels, trans-acc, or state-acc for is_ba). */
void ltl_print_hoa(FILE *out, const LtlAut *a);
/* Spin never claim; a non-BA input is degeneralized (ltl_degen_verify)
 * first.  Guards are sums of products over "(AP text)". */
void ltl_print_never(FILE *out, const LtlAut *a);
/* Graphviz. */
void ltl_print_dot(FILE *out, const LtlAut *a);
/* HOA v1 input: any Emerson-Lei acceptance, explicit/implicit labels,
 * state or transition acceptance, several Start: states.  No alternation.
 * Returns NULL with err filled on error. */
LtlAut *ltl_parse_hoa(LtlContext *ctx, const char *text, const char *srcname,
                      LtlError *err);
/* Spin never claim input (as printed by spin -f or ltl_print_never);
 * guards are parsed with ltl_parse (Spin syntax, Boolean only). */
LtlAut *ltl_parse_never(LtlContext *ctx, const char *text, const char *srcname,
                        LtlError *err);

/* ------------------------------------------------------------------------ */
/* Products, emptiness, runs                                                */
/* ------------------------------------------------------------------------ */

/* Synchronous product (reachable part); acceptance acc_a & shift(acc_b). */
LtlAut *ltl_product(const LtlAut *a, const LtlAut *b);

/* A lasso: prefix then cycle; step i takes edge edges[i] (index into the
 * automaton's edge array) reading valuation vals[i] (bit k = AP k, APs
 * beyond 63 are false). */
typedef struct LtlRun {
    unsigned nprefix, ncycle;   /* lengths */
    unsigned *prefix, *cycle;   /* edge indices (malloc'd) */
    uint64_t *pvals, *cvals;    /* valuations read (malloc'd) */
} LtlRun;
void ltl_run_free(LtlRun *r);

/* 1 if L(a) is empty, 0 otherwise (then *run, if non-NULL, gets a lasso).
 * Any Emerson-Lei acceptance (via DNF + Fin-edge removal per SCC). */
int ltl_is_empty(const LtlAut *a, LtlRun *run);
/* 1 if the ultimately periodic word u.v^omega (valuations, bit k = AP k)
 * is accepted by a.  Requires all APs of a to be < 64. */
int ltl_aut_accepts_lasso(const LtlAut *a, const uint64_t *u, unsigned nu,
                          const uint64_t *v, unsigned nv);
/* Direct LTL semantics on a lasso u.v^omega. */
int ltl_eval_lasso(const LtlFormula *f, const uint64_t *u, unsigned nu,
                   const uint64_t *v, unsigned nv);

/* ------------------------------------------------------------------------ */
/* Compiled automaton for the model checker                                 */
/* ------------------------------------------------------------------------ */

/* A flat, read-only, BDD-free copy of an automaton.  APs are renumbered
 * 0..naps-1 (ap_index[k] is the context AP of local AP k); a valuation is a
 * uint64_t with bit k = local AP k.  Each edge label is a list of cubes
 * (pos, neg masks): the label holds iff some cube has (val & pos) == pos
 * and (val & neg) == 0.  When naps <= 16 each edge also has a 65536-bit
 * truth table (tt != NULL).  Safe to share between threads.  Limit: 64 APs
 * per automaton (ltl_aut_compile returns NULL beyond). */
typedef struct LtlCube { uint64_t pos, neg; } LtlCube;
typedef struct LtlCEdge {
    unsigned dst;          /* destination state */
    LtlMarks marks;        /* acceptance sets */
    unsigned cube0, ncubes;/* cubes[cube0 .. cube0+ncubes) */
    const uint64_t *tt;    /* truth table (1024 words) if naps <= 16, else NULL */
} LtlCEdge;
typedef struct LtlCompiled {
    unsigned nstates, init, nsets;  /* as in LtlAut */
    unsigned naps;                  /* local APs */
    unsigned *ap_index;             /* local AP -> context AP */
    const char **ap_names;          /* local AP -> text (owned by the context) */
    unsigned *first;                /* edges of s: edges[first[s]..first[s+1]) */
    LtlCEdge *edges;                /* all edges */
    LtlCube *cubes;                 /* all cubes */
    uint64_t *tts;                  /* truth tables storage */
    unsigned char *state_acc;       /* copy of state_acc or NULL */
    LtlAcc *acc;                    /* acceptance (owned copy) */
    LtlStrength *scc_strength;      /* per state: strength of its SCC */
} LtlCompiled;
LtlCompiled *ltl_aut_compile(const LtlAut *a);
void ltl_compiled_free(LtlCompiled *c);
/* Does edge e hold under valuation val? */
static inline int ltl_cedge_holds(const LtlCompiled *c, const LtlCEdge *e, uint64_t val)
{
    if (e->tt) return (int)((e->tt[(val & 0xffff) >> 6] >> (val & 63)) & 1);
    for (unsigned i = 0; i < e->ncubes; i++) {
        const LtlCube *q = &c->cubes[e->cube0 + i];
        if ((val & q->pos) == q->pos && (val & q->neg) == 0) return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Misc helpers shared by the passes                                        */
/* ------------------------------------------------------------------------ */

/* BDD of a Boolean formula (NULL-free; temporal operators are an error:
 * returns -1).  The result is referenced (caller bdd_delref's it). */
int ltl_formula_bdd(LtlContext *ctx, const LtlFormula *f);
/* Prints a BDD label as an irredundant sum of products.  style 0: HOA
 * ([0&!1]) with local AP numbering map (ctx AP -> local, may be NULL);
 * style 1: Spin guard ((a) && !(b)); style 2: Spot/dot (a & !b). */
void ltl_print_label(FILE *out, LtlContext *ctx, int bdd, int style,
                     const unsigned *apmap);

/* CLI: `ltl2tgba ...` (argv[0] ignored).  Returns the exit status. */
int ltl_cli_main(int argc, char **argv);

/* ------------------------------------------------------------------------ */
/* Generalized Rabin and Fin-less automata (ltl/rabin.c, ltl/generic.c)     */
/* ------------------------------------------------------------------------ */

/* One generalized Rabin pair Fin(fin) & Inf(b1) & Inf(b2) & ... (bits b of
 * inf); Fin(a) & Fin(b) = Fin(a ∪ b), so a clause has one Fin mask. */
typedef struct LtlRabinPair { LtlMarks fin, inf; } LtlRabinPair;

/* Generalized Rabin form of an Emerson-Lei condition: its disjunctive
 * normal form, one pair per clause, unsatisfiable clauses (fin ∩ inf ≠ ∅)
 * and subsumed clauses dropped.  Returns the number of pairs (0: the
 * condition is false); *pairs is malloc'd (caller frees). */
unsigned ltl_acc_rabin(const LtlAcc *a, LtlRabinPair **pairs);
/* The disjunction of the pairs as a condition (f for n == 0). */
LtlAcc *ltl_acc_from_rabin(const LtlRabinPair *p, unsigned n);
/* Nonzero if no Fin occurs in a. */
int ltl_acc_is_finless(const LtlAcc *a);
/* Same automaton, acceptance in generalized Rabin form with one Fin set
 * per pair (a new set marks the edges of a pair's merged Fin sets).  NULL
 * if that needs more than LTL_MAX_SETS sets. */
LtlAut *ltl_aut_to_tgra(const LtlAut *a);
/* Fin-less automaton of the same language (Bloemen, Duret-Lutz & van de
 * Pol, Prop. 1): a copy per pair entered non-deterministically, the pair's
 * Fin edges removed in it, fresh Inf sets per pair; acceptance a
 * disjunction of Inf-conjunctions.  A Fin-less input is copied.  NULL if
 * more than LTL_MAX_SETS sets are needed. */
LtlAut *ltl_aut_finless(const LtlAut *a);
/* Generalized Büchi automaton of the same language (the same copies, the
 * Inf sets of every pair renamed to 0..m-1 and padded).  A generalized
 * Büchi input is copied. */
LtlAut *ltl_aut_to_tgba(const LtlAut *a);
/* Generic-acceptance translation (like ltl2tgba -G): the top-level Boolean
 * structure of the simplified formula is split; G F b and F G b (b
 * Boolean) become one-state automata with Inf / Fin marks, other operands
 * are translated to TGBAs; AND is a product, OR a product with a
 * disjunctive condition when both sides are complete, else a union.
 * opts as ltl_translate.  NULL if more than LTL_MAX_SETS sets. */
LtlAut *ltl_translate_generic(LtlContext *ctx, LtlFormula *f,
                              const LtlTransOpts *opts);

#endif
