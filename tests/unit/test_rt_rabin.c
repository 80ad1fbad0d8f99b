/* test_rt_rabin.c -- generalized Rabin and Fin-less automata.
 *
 * Random automata (1..8 states, 2 APs, satisfiable labels, 1..5 sets)
 * with random Emerson-Lei conditions (Inf/Fin terms under &, |):
 *  - the explicit checker (ltl_is_empty, any condition) on the automaton,
 *    its TGRA form, its Fin-less automaton (Prop. 1) and its TGBA agree;
 *  - all four accept the same random lassos (ltl_aut_accepts_lasso);
 *  - the runtime checks agree with it: `tgra` on the automaton's pairs,
 *    `tfla` on the Fin-less automaton, `uf-dijkstra` on the TGBA (every
 *    label is satisfiable, so the language is empty iff the graph has no
 *    accepting cycle), and each lasso they return is a path from the
 *    initial state whose cycle satisfies the condition (ltl_acc_eval);
 *    an empty answer must have expanded every reachable state once per
 *    pair (tgra) or once (tfla, uf-dijkstra);
 *  - the generic-acceptance translation accepts the same random lassos as
 *    the formula (ltl_eval_lasso) on random formulas.
 * MCC_RABIN_RANDOM_N / MCC_RABIN_RANDOM_SEED override count and seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <CUnit/Basic.h>
#include <bdd.h>
#include "ltl/ltl.h"
#include "runtime/ec/ec.h"

static uint64_t rs;

static uint32_t rnd(void)
{
	rs ^= rs >> 12;
	rs ^= rs << 25;
	rs ^= rs >> 27;
	return (uint32_t)((rs * 2685821657736338717ULL) >> 32);
}

static uint32_t below(uint32_t n)
{
	return n ? rnd() % n : 0;
}

static unsigned env_or(const char *name, unsigned dflt)
{
	const char *v = getenv(name);
	return v && *v ? (unsigned)strtoul(v, NULL, 0) : dflt;
}

/* --- random automata --------------------------------------------------- */

static LtlAcc *rnd_acc(unsigned nsets, int depth)
{
	unsigned k = below(depth > 0 ? 6 : 2);
	if (k < 2)
		return ltl_acc_new(k ? LTL_ACC_FIN : LTL_ACC_INF, below(nsets),
		    NULL, NULL);
	return ltl_acc_new(k >= 4 ? LTL_ACC_OR : LTL_ACC_AND, 0,
	    rnd_acc(nsets, depth - 1), rnd_acc(nsets, depth - 1));
}

static int rnd_label(LtlContext *ctx)
{
	LtlFormula *p0 = ltl_ap(ctx, 0), *p1 = ltl_ap(ctx, 1), *f;
	switch (below(6)) {
	case 0: f = ltl_true(ctx); break;
	case 1: f = p0; break;
	case 2: f = ltl_negate(ctx, p0); break;
	case 3: f = p1; break;
	case 4: f = ltl_binop(ctx, LTL_AND, p0, ltl_negate(ctx, p1)); break;
	default: f = ltl_binop(ctx, LTL_OR, p0, p1); break;
	}
	return ltl_formula_bdd(ctx, f);
}

static LtlAut *rnd_aut(LtlContext *ctx)
{
	unsigned n = 1 + below(8), nsets = 1 + below(5);
	LtlAut *a = ltl_aut_new(ctx, n, nsets, rnd_acc(nsets, 2));
	for (unsigned s = 0; s < n; s++) {
		unsigned deg = 1 + below(3);
		for (unsigned k = 0; k < deg; k++) {
			LtlMarks m = 0;
			for (unsigned b = 0; b < nsets; b++)
				if (below(3) == 0)
					m |= (LtlMarks)1 << b;
			int l = rnd_label(ctx);
			ltl_aut_add_edge(a, s, below(n), l, m);
			bdd_delref(l);
		}
	}
	ltl_aut_finish(a);
	return a;
}

/* --- the automaton as an EcGraph ------------------------------------- */

typedef struct AG {
	const LtlAut *a;
	EcPair pairs[64];
	uint32_t npairs;
} AG;

static void ag_initial(void *ctx, uint8_t *s)
{
	const AG *g = ctx;
	memcpy(s, &g->a->init, 4);
}

static int ag_succ(void *ctx, const uint8_t *s, EcSuccFn cb, void *arg)
{
	const AG *g = ctx;
	const LtlAut *a = g->a;
	uint32_t q;
	memcpy(&q, s, 4);
	for (uint32_t k = a->first[q]; k < a->first[q + 1]; k++) {
		uint32_t d = a->edges[k].dst;
		cb(arg, (const uint8_t *)&d, (uint32_t)a->edges[k].marks, &k);
	}
	return (int)(a->first[q + 1] - a->first[q]);
}

/* pairs = 1: the generalized Rabin pairs of a's condition; 0: generalized
 * Büchi on every set. */
static EcGraph ag_graph(AG *g, const LtlAut *a, int pairs)
{
	EcGraph eg;
	memset(&eg, 0, sizeof eg);
	g->a = a;
	g->npairs = 0;
	eg.ctx = g;
	eg.state_size = 4;
	eg.step_size = 4;
	eg.strength = EC_STRENGTH_GENERAL;
	eg.initial = ag_initial;
	eg.succ = ag_succ;
	if (!pairs) {
		eg.inf_mask = a->nsets >= 32 ? ~0u : (1u << a->nsets) - 1;
		return eg;
	}
	LtlRabinPair *p;
	unsigned n = ltl_acc_rabin(a->acc, &p);
	for (unsigned i = 0; i < n && i < 64; i++) {
		g->pairs[i].fin = (uint32_t)p[i].fin;
		g->pairs[i].inf = (uint32_t)p[i].inf;
	}
	free(p);
	g->npairs = n;
	if (n == 0) { /* false: a pair that no cycle satisfies */
		g->pairs[0].fin = 0;
		g->pairs[0].inf = 1u << 31;
		g->npairs = 1;
	}
	eg.npairs = g->npairs;
	eg.pairs = g->pairs;
	eg.inf_mask = g->pairs[0].inf;
	eg.fin_mask = g->pairs[0].fin;
	return eg;
}

/* NULL if the lasso is a path from the initial state with an accepting
 * cycle of a, else what is wrong. */
static const char *lasso_error(const LtlAut *a, const EcLasso *l)
{
	uint32_t s, t, id;
	LtlMarks m = 0;
	size_t n = l->nprefix + l->ncycle;
	if (!l->states || l->ncycle < 1)
		return "no lasso";
	memcpy(&s, l->states, 4);
	if (s != a->init)
		return "does not start at the initial state";
	for (size_t j = 0; j < n; j++) {
		memcpy(&s, l->states + 4 * j, 4);
		memcpy(&t, l->states + 4 * (j + 1), 4);
		memcpy(&id, l->steps + 4 * j, 4);
		if (id >= a->nedges || a->edges[id].src != s || a->edges[id].dst != t)
			return "a step is not an edge";
		if (j >= l->nprefix)
			m |= a->edges[id].marks;
	}
	memcpy(&s, l->states + 4 * l->nprefix, 4);
	memcpy(&t, l->states + 4 * n, 4);
	if (s != t)
		return "the cycle does not close";
	if (!ltl_acc_eval(a->acc, m))
		return "the cycle does not satisfy the condition";
	return NULL;
}

static unsigned fails;

/* States reachable from the initial state; *ne gets their edges. */
static unsigned reachable(const LtlAut *a, unsigned *ne)
{
	unsigned char *seen = calloc(a->nstates + 1, 1);
	unsigned *stack = malloc((a->nstates + 1) * sizeof *stack), sp = 0, n = 0;
	stack[sp++] = a->init;
	seen[a->init] = 1;
	*ne = 0;
	while (sp) {
		unsigned s = stack[--sp];
		n++;
		*ne += a->first[s + 1] - a->first[s];
		for (unsigned k = a->first[s]; k < a->first[s + 1]; k++)
			if (!seen[a->edges[k].dst]) {
				seen[a->edges[k].dst] = 1;
				stack[sp++] = a->edges[k].dst;
			}
	}
	free(seen);
	free(stack);
	return n;
}

/* Run check `name` on a; returns 1 non-empty, 0 empty, -1 failure. */
static int run_check(const char *name, const LtlAut *a, int pairs)
{
	AG g;
	EcGraph eg = ag_graph(&g, a, pairs);
	const EcAlgo *al = ec_find(name);
	volatile int stop = 0;
	EcConfig cfg = { .memlim = 0, .want_lasso = 1, .stop = &stop };
	EcStats st;
	EcLasso l;
	memset(&l, 0, sizeof l);
	if (!al || !ec_applicable(al, &eg))
		return -1;
	EcResult r = al->run(&eg, &cfg, &st, &l);
	unsigned ne, nr = reachable(a, &ne);
	uint64_t passes = strcmp(name, "uf-dijkstra") ? st.counters[3] : 1;
	if (r == EC_EMPTY && (st.states != nr || st.transitions != passes * ne)) {
		/* an empty answer must come from complete explorations: every
		 * state expanded once per pair (every Fstates entry searched) */
		if (fails++ < 10)
			printf("\n  %s: %llu states, %llu transitions; %u reachable "
			    "states, %u edges, %llu passes", name,
			    (unsigned long long)st.states,
			    (unsigned long long)st.transitions, nr, ne,
			    (unsigned long long)passes);
		r = EC_FAILURE;
	}
	if (r == EC_NONEMPTY) {
		const char *err = lasso_error(a, &l);
		if (err && fails++ < 10)
			printf("\n  %s lasso: %s", name, err);
		if (err)
			r = EC_FAILURE;
	}
	ec_lasso_free(&l);
	return r == EC_NONEMPTY ? 1 : r == EC_EMPTY ? 0 : -1;
}

static void rnd_word(uint64_t *u, unsigned *nu, uint64_t *v, unsigned *nv)
{
	*nu = below(3);
	*nv = 1 + below(3);
	for (unsigned i = 0; i < *nu; i++)
		u[i] = below(4);
	for (unsigned i = 0; i < *nv; i++)
		v[i] = below(4);
}

static void test_random_automata(void)
{
	unsigned n = env_or("MCC_RABIN_RANDOM_N", 1500);
	unsigned seed = env_or("MCC_RABIN_RANDOM_SEED", 777);
	LtlContext *ctx = ltl_context_new();
	ltl_ap_intern(ctx, "p0");
	ltl_ap_intern(ctx, "p1");
	rs = 0x9E3779B97F4A7C15ULL ^ ((uint64_t)seed << 1);
	unsigned nonempty = 0, multi = 0, withfin = 0, words = 0, bad = 0;
	for (unsigned k = 0; k < n && bad < 10; k++) {
		LtlAut *a = rnd_aut(ctx);
		LtlAut *gr = ltl_aut_to_tgra(a), *fl = ltl_aut_finless(a),
		    *gb = ltl_aut_to_tgba(a);
		CU_ASSERT_PTR_NOT_NULL_FATAL(gr);
		CU_ASSERT_PTR_NOT_NULL_FATAL(fl);
		CU_ASSERT_PTR_NOT_NULL_FATAL(gb);
		CU_ASSERT(ltl_acc_is_finless(fl->acc));
		CU_ASSERT(ltl_acc_is_gen_buchi(gb->acc, gb->nsets));
		LtlRabinPair *p;
		unsigned np = ltl_acc_rabin(a->acc, &p);
		int fin = 0;
		for (unsigned i = 0; i < np; i++)
			fin |= p[i].fin != 0;
		free(p);
		multi += np > 1;
		withfin += fin;
		int ref = !ltl_is_empty(a, NULL);
		nonempty += ref;
		int got[7] = {
			!ltl_is_empty(gr, NULL), !ltl_is_empty(fl, NULL),
			!ltl_is_empty(gb, NULL), run_check("tgra", a, 1),
			run_check("tfla", fl, 1), run_check("uf-dijkstra", gb, 0),
			run_check("tgra", gr, 1) };
		static const char *const what[7] = { "explicit TGRA form",
			"explicit Fin-less", "explicit TGBA", "tgra check",
			"tfla check", "uf-dijkstra on the TGBA",
			"tgra on the TGRA form" };
		for (int j = 0; j < 7; j++)
			if (got[j] != ref) {
				bad++;
				if (fails++ < 10) {
					printf("\n  automaton %u: %s says %d, reference %d: ",
					    k, what[j], got[j], ref);
					ltl_acc_print(stdout, a->acc);
				}
			}
		for (int w = 0; w < 8; w++) {
			uint64_t u[4], v[4];
			unsigned nu, nv;
			rnd_word(u, &nu, v, &nv);
			int acc = ltl_aut_accepts_lasso(a, u, nu, v, nv);
			words++;
			if (ltl_aut_accepts_lasso(gr, u, nu, v, nv) != acc ||
			    ltl_aut_accepts_lasso(fl, u, nu, v, nv) != acc ||
			    ltl_aut_accepts_lasso(gb, u, nu, v, nv) != acc) {
				bad++;
				if (fails++ < 10)
					printf("\n  automaton %u: a conversion changes the "
					    "language", k);
				break;
			}
		}
		ltl_aut_free(a);
		ltl_aut_free(gr);
		ltl_aut_free(fl);
		ltl_aut_free(gb);
	}
	printf("\n  %u automata (seed %u): %u non-empty, %u with several pairs, "
	    "%u with Fin; %u words; %u disagreements\n", n, seed, nonempty, multi,
	    withfin, words, bad);
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT(multi > n / 10 && withfin > n / 10 && nonempty > n / 10);
	ltl_context_free(ctx);
}

static void test_generic_translation(void)
{
	unsigned n = env_or("MCC_RABIN_RANDOM_N", 1500) / 3;
	LtlContext *ctx = ltl_context_new();
	for (int i = 0; i < 3; i++) {
		char nm[16];
		snprintf(nm, sizeof nm, "p%d", i);
		ltl_ap_intern(ctx, nm);
	}
	uint64_t seed = 4242;
	unsigned bad = 0, generic = 0, fin = 0;
	/* formulas with GF/FG parts at the top: (GF a | FG b) & random */
	for (unsigned k = 0; k < n && bad < 10; k++) {
		LtlFormula *f = ltl_random(ctx, 3, 3 + k % 8, k % 2, &seed);
		LtlFormula *a = ltl_ap(ctx, k % 3), *b = ltl_ap(ctx, (k + 1) % 3);
		LtlFormula *gfa = ltl_unop(ctx, LTL_G, ltl_unop(ctx, LTL_F, a));
		LtlFormula *fgb = ltl_unop(ctx, LTL_F, ltl_unop(ctx, LTL_G, b));
		LtlFormula *g = k % 4 == 0 ? f : ltl_binop(ctx, k % 4 == 1 ?
		    LTL_AND : LTL_OR, ltl_binop(ctx, k % 3 ? LTL_OR : LTL_AND,
		    gfa, fgb), f);
		LtlAut *ga = ltl_translate_generic(ctx, g, NULL);
		CU_ASSERT_PTR_NOT_NULL_FATAL(ga);
		generic += !ltl_acc_is_gen_buchi(ga->acc, ga->nsets);
		fin += !ltl_acc_is_finless(ga->acc);
		for (int w = 0; w < 20; w++) {
			uint64_t u[4], v[4];
			unsigned nu = below(3), nv = 1 + below(3);
			for (unsigned i = 0; i < nu; i++)
				u[i] = below(8);
			for (unsigned i = 0; i < nv; i++)
				v[i] = below(8);
			if (ltl_aut_accepts_lasso(ga, u, nu, v, nv) !=
			    ltl_eval_lasso(g, u, nu, v, nv)) {
				bad++;
				if (fails++ < 10) {
					printf("\n  generic translation of ");
					ltl_print(stdout, g, LTL_SYN_SPOT);
					printf(" disagrees on a word");
				}
				break;
			}
		}
		ltl_aut_free(ga);
	}
	printf("\n  %u formulas: %u automata with generic acceptance, %u with "
	    "Fin; %u disagreements\n", n, generic, fin, bad);
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT(fin > n / 2);
	ltl_context_free(ctx);
}

static void test_dnf(void)
{
	/* (Fin(0) | Inf(1)) & (Fin(2) | Inf(1)) & Inf(3) -> Fin(0)&Fin(2)&Inf(3)
	 * | Inf(1)&Inf(3) (the two mixed clauses are subsumed) */
	LtlAcc *a = ltl_acc_new(LTL_ACC_AND, 0,
	    ltl_acc_new(LTL_ACC_AND, 0,
		ltl_acc_new(LTL_ACC_OR, 0, ltl_acc_new(LTL_ACC_FIN, 0, NULL, NULL),
		    ltl_acc_new(LTL_ACC_INF, 1, NULL, NULL)),
		ltl_acc_new(LTL_ACC_OR, 0, ltl_acc_new(LTL_ACC_FIN, 2, NULL, NULL),
		    ltl_acc_new(LTL_ACC_INF, 1, NULL, NULL))),
	    ltl_acc_new(LTL_ACC_INF, 3, NULL, NULL));
	LtlRabinPair *p;
	unsigned n = ltl_acc_rabin(a, &p);
	CU_ASSERT_EQUAL(n, 2);
	int seen1 = 0, seen2 = 0;
	for (unsigned i = 0; i < n; i++) {
		seen1 |= p[i].fin == 5 && p[i].inf == 8;
		seen2 |= p[i].fin == 0 && p[i].inf == 10;
	}
	CU_ASSERT(seen1 && seen2);
	free(p);
	ltl_acc_free(a);
	/* Fin(0) & Inf(0) is false */
	a = ltl_acc_new(LTL_ACC_AND, 0, ltl_acc_new(LTL_ACC_FIN, 0, NULL, NULL),
	    ltl_acc_new(LTL_ACC_INF, 0, NULL, NULL));
	CU_ASSERT_EQUAL(ltl_acc_rabin(a, &p), 0);
	free(p);
	ltl_acc_free(a);
}

/* The automaton is read-only: every worker may share the context. */
static void *ag_clone(void *ctx)
{
	return ctx;
}

static void ag_clone_free(void *ctx, void *clone)
{
	(void)ctx;
	(void)clone;
}

/* A parallel generalized Rabin check on a's pairs with `threads` workers:
 * 1 / 0 (non-empty / empty), -1 on a wrong count, a bad lasso, a lasso
 * fallback or no answer. */
static int run_par(const char *name, const LtlAut *a, int threads,
    uint64_t seed)
{
	AG g;
	EcGraph eg = ag_graph(&g, a, 1);
	const EcAlgo *al = ec_find(name);
	volatile int stop = 0;
	EcStats st, ts[4];
	EcConfig cfg = { .want_lasso = 1, .stop = &stop, .seed = seed,
		.threads = threads, .hash_log2 = 8, .thread_stats = ts };
	EcLasso l;
	eg.clone = ag_clone;
	eg.clone_free = ag_clone_free;
	memset(&l, 0, sizeof l);
	if (!al || !ec_applicable(al, &eg))
		return -1;
	EcResult r = al->run(&eg, &cfg, &st, &l);
	unsigned ne, nr = reachable(a, &ne);
	uint64_t tsum = 0;
	for (int i = 0; i < threads; i++)
		tsum += ts[i].transitions;
	/* empty: every pair's search stored every reachable state */
	if ((r == EC_EMPTY && st.states != nr) || tsum != st.transitions) {
		if (fails++ < 10)
			printf("\n  %s -j %d: %llu states, %u reachable; %llu "
			    "transitions, %llu per worker", name, threads,
			    (unsigned long long)st.states, nr,
			    (unsigned long long)st.transitions,
			    (unsigned long long)tsum);
		r = EC_FAILURE;
	}
	if (r == EC_NONEMPTY) {
		const char *err = lasso_error(a, &l);
		if (!err && st.counters[3])
			err = "built by the sequential fallback";
		if (err && fails++ < 10)
			printf("\n  %s -j %d lasso: %s", name, threads, err);
		if (err)
			r = EC_FAILURE;
	}
	ec_lasso_free(&l);
	return r == EC_NONEMPTY ? 1 : r == EC_EMPTY ? 0 : -1;
}

/* par-tgra and par-tgra-pairs at 1, 2 and 4 workers on random
 * Emerson-Lei automata (MCC_RABIN_PAR_N, default 600): the verdict of the
 * explicit checker, replayed lassos, complete empty runs. */
static void test_random_automata_par(void)
{
	unsigned n = env_or("MCC_RABIN_PAR_N", 600);
	unsigned seed = env_or("MCC_RABIN_RANDOM_SEED", 777) + 11;
	static const char *const names[2] = { "par-tgra", "par-tgra-pairs" };
	static const int nth[3] = { 1, 2, 4 };
	unsigned bad[2][3], runs = 0, nonempty = 0, multi = 0;
	LtlContext *ctx = ltl_context_new();
	ltl_ap_intern(ctx, "p0");
	ltl_ap_intern(ctx, "p1");
	memset(bad, 0, sizeof bad);
	rs = 0x9E3779B97F4A7C15ULL ^ ((uint64_t)seed << 1);
	for (unsigned k = 0; k < n; k++) {
		LtlAut *a = rnd_aut(ctx), *gr = ltl_aut_to_tgra(a);
		CU_ASSERT_PTR_NOT_NULL_FATAL(gr);
		LtlRabinPair *p;
		multi += ltl_acc_rabin(a->acc, &p) > 1;
		free(p);
		int ref = !ltl_is_empty(a, NULL);
		nonempty += ref;
		for (int m = 0; m < 2; m++)
			for (int j = 0; j < 3; j++) {
				runs += 2;
				bad[m][j] += run_par(names[m], a, nth[j], k) != ref;
				bad[m][j] += run_par(names[m], gr, nth[j], k) != ref;
			}
		ltl_aut_free(gr);
		ltl_aut_free(a);
	}
	printf("\n  %u automata (%u non-empty, %u with several pairs), %u "
	    "runs\n", n, nonempty, multi, runs);
	for (int m = 0; m < 2; m++)
		for (int j = 0; j < 3; j++) {
			printf("  %-15s -j %d: %u disagreements\n", names[m], nth[j],
			    bad[m][j]);
			CU_ASSERT_EQUAL(bad[m][j], 0);
		}
	CU_ASSERT(nonempty > 0 && nonempty < n && multi > 0);
	ltl_context_free(ctx);
}

/* --- pairs searched at once --------------------------------------------
 * State 0 has an edge marked Fin(0) to state 1, which loops with Inf(3):
 * accepted by pair 1, Fin(2) & Inf(3).  State 0 also enters a ring of
 * LONG states without marks, which pair 0, Fin(0) & Inf(1), must explore
 * whole (it never follows the edge to 1 before its Fstates).  Searched
 * one after another, pair 0 stored every ring state before pair 1 began;
 * side by side, pair 1 finds its cycle in its first slice.  A third pair,
 * Fin(4) alone, is satisfied by the ring itself when its marks allow:
 * the search for pair 0 must report it (its class holds no mark 4). */
enum { LONG = 200000 };

static int ring_fin4; /* the ring's edges carry mark 4 */

static void ring_initial(void *ctx, uint8_t *s)
{
	(void)ctx;
	memset(s, 0, 4);
}

static int ring_succ(void *ctx, const uint8_t *s, EcSuccFn cb, void *arg)
{
	(void)ctx;
	uint32_t q, d, id = 0;
	memcpy(&q, s, 4);
	if (q == 0) {
		d = 1;
		cb(arg, (const uint8_t *)&d, 1u << 0, &id);
		d = 2;
		cb(arg, (const uint8_t *)&d, ring_fin4 ? 1u << 4 : 0, &id);
		return 2;
	}
	if (q == 1) {
		cb(arg, (const uint8_t *)&q, 1u << 3, &id);
		return 1;
	}
	d = q + 1 < LONG + 2 ? q + 1 : 2;
	cb(arg, (const uint8_t *)&d, ring_fin4 ? 1u << 4 : 0, &id);
	return 1;
}

static void test_pairs_at_once(void)
{
	EcPair pairs[3] = { { 1u << 0, 1u << 1 }, { 1u << 2, 1u << 3 },
	    { 1u << 4, 0 } };
	for (int v = 0; v < 2; v++) {
		EcGraph eg;
		memset(&eg, 0, sizeof eg);
		eg.state_size = 4;
		eg.step_size = 4;
		eg.strength = EC_STRENGTH_GENERAL;
		eg.initial = ring_initial;
		eg.succ = ring_succ;
		eg.npairs = v ? 3 : 2;
		eg.pairs = pairs;
		eg.inf_mask = pairs[0].inf;
		eg.fin_mask = pairs[0].fin;
		ring_fin4 = 1;
		volatile int stop = 0;
		EcConfig cfg = { .memlim = 0, .want_lasso = 1, .stop = &stop };
		EcStats st;
		EcLasso l;
		memset(&l, 0, sizeof l);
		EcResult r = ec_find("tgra")->run(&eg, &cfg, &st, &l);
		CU_ASSERT_EQUAL(r, EC_NONEMPTY);
		printf("\n  %u pairs: %llu states stored (the ring has %d)",
		    eg.npairs, (unsigned long long)st.states, LONG);
		CU_ASSERT(st.states < LONG / 10);
		/* the lasso: 0 -Fin(0)-> 1, then 1's loop */
		uint32_t q0 = 9, q1 = 9, q2 = 9;
		if (l.states && l.nprefix + l.ncycle == 2) {
			memcpy(&q0, l.states, 4);
			memcpy(&q1, l.states + 4, 4);
			memcpy(&q2, l.states + 8, 4);
		}
		CU_ASSERT(l.nprefix == 1 && l.ncycle == 1 && q0 == 0 && q1 == 1 &&
		    q2 == 1);
		ec_lasso_free(&l);
		/* without mark 4 on the ring, pair 2 accepts the ring: found by
		 * the search for pair 0 or its own, and the cycle is the ring's
		 * or 1's loop, both accepted */
		if (v) {
			ring_fin4 = 0;
			memset(&l, 0, sizeof l);
			r = ec_find("tgra")->run(&eg, &cfg, &st, &l);
			CU_ASSERT_EQUAL(r, EC_NONEMPTY);
			CU_ASSERT(l.ncycle >= 1);
			ec_lasso_free(&l);
		}
	}
}

int main(void)
{
	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	CU_pSuite s = CU_add_suite("rabin", NULL, NULL);
	CU_add_test(s, "DNF / generalized Rabin pairs", test_dnf);
	CU_add_test(s, "random Emerson-Lei automata: conversions and checks "
	    "agree", test_random_automata);
	CU_add_test(s, "par-tgra, par-tgra-pairs at 1, 2, 4 workers on random "
	    "automata", test_random_automata_par);
	CU_add_test(s, "generic-acceptance translation on random formulas",
	    test_generic_translation);
	CU_add_test(s, "tgra: the pairs searched at once (a later pair's early "
	    "cycle)", test_pairs_at_once);
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	unsigned f = CU_get_number_of_failures();
	CU_cleanup_registry();
	return f ? 1 : 0;
}
