/*
 * ltlreplay.c -- pan -r for lasso trails (see ltlcheck.h, trail.h).
 *
 * The product is rebuilt from the trail's header (property, part,
 * fairness), then walked: each trail step must be a successor of the
 * current product state with the same system step and automaton edge.
 * At the end the walk must be back in the product state where the cycle
 * started, and the marks seen on the cycle must satisfy the acceptance
 * (all Inf marks, no Fin mark).  Steps print like spin -t -p, with
 * Spin's <<<<<START OF CYCLE>>>>> marker.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/llsupport.h"
#include "runtime/ltlprop.h"
#include "runtime/msc.h"
#include "runtime/rt.h"
#include "runtime/sim.h"
#include "runtime/trail.h"

int rt_ltl_trail_is_lasso(const char *path)
{
	char line[256];
	FILE *f = fopen(path, "r");
	int r = 0;
	if (!f)
		return 0;
	while (fgets(line, sizeof line, f) && line[0] == '#')
		if (!strncmp(line, "#ltl kind ", 10)) {
			r = 1;
			break;
		}
	fclose(f);
	return r;
}

/* The successor the walk looks for, and what it found. */
typedef struct RtMatch {
	const MccStep *want;    /* trail step */
	int32_t aedge;          /* trail automaton edge (-2: any) */
	uint8_t *next;          /* product state found */
	RtPStep got;            /* its step */
	int found;
} RtMatch;

static void rt_match_cb(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step, uint32_t psize)
{
	(void)marks;
	RtMatch *mt = arg;
	RtPStep ps;
	memcpy(&ps, step, sizeof ps);
	if (mt->found || !rt_step_same(&ps.st, mt->want) ||
	    (mt->aedge != -2 && ps.aedge != mt->aedge))
		return;
	mt->found = 1;
	mt->got = ps;
	memcpy(mt->next, succ, psize);
}

static uint32_t rt_match_psize;

static void rt_match_succ(void *arg, const uint8_t *succ, uint32_t marks,
    const void *step)
{
	rt_match_cb(arg, succ, marks, step, rt_match_psize);
}

/* Property of a trail's header into *p; -1 if the header is incomplete. */
static int rt_trail_prop(const RtLassoTrail *t, RtProp *p, int *fair,
    const char **part)
{
	const char *kind = rt_lasso_trail_get(t, "kind");
	const char *syn = rt_lasso_trail_get(t, "syntax");
	const char *f = rt_lasso_trail_get(t, "fair");
	static const char *const kinds[] = { "ltl", "formula", "never", "np",
	    "accept" };
	memset(p, 0, sizeof *p);
	p->kind = -1;
	for (int i = 0; kind && i < 5; i++)
		if (!strcmp(kind, kinds[i]))
			p->kind = i;
	*part = rt_lasso_trail_get(t, "part");
	if (p->kind < 0 || !*part)
		return -1;
	p->name = rt_lasso_trail_get(t, "name");
	p->text = rt_lasso_trail_get(t, "text");
	if (p->text && !strcmp(p->text, "(HOA automaton of the model)"))
		p->text = NULL; /* the caller takes the model's */
	p->syntax = syn ? atoi(syn) : LTL_SYN_AUTO;
	p->src = "trail";
	p->line = 1;
	p->expect = -1;
	*fair = f && !strcmp(f, "1");
	return 0;
}

/* Print one product step. */
static void rt_replay_print(RtPrinter *pr, uint64_t no, const RtProduct *prod,
    const uint8_t *before, const RtPStep *ps, const uint8_t *after)
{
	if (ps->st.pid < 0) {
		printf("%3llu:\tproc  - (stutter) no process can move; the "
		    "property automaton moves alone\n", (unsigned long long)no);
		return;
	}
	(void)prod;
	rt_print_step(pr, no, before, &ps->st, after);
}

/* Walk the trail over the product; 0 ok, else 3 after a message. */
static int rt_replay_walk(RtProduct *prod, const RtLassoTrail *t,
    RtPrinter *pr, const char *msc_path)
{
	uint32_t ps = prod->psize;
	uint8_t *cur = calloc(3, ps), *next = cur + ps, *start = cur + 2 * ps;
	uint32_t marks = 0;
	uint64_t no = 0;
	int r = RT_EXIT_OK;
	if (!cur)
		return RT_EXIT_FAILURE;
	prod->g.initial(prod, cur);
	pr->created = prod->m->nprocs(cur);
	rt_print_start(pr, cur);
	RtMsc *msc = msc_path ? rt_msc_new(prod->m, cur) : NULL;
	if (msc_path && !msc) {
		free(cur);
		fprintf(stderr, "pan: out of memory\n");
		return RT_EXIT_FAILURE;
	}
	rt_match_psize = ps;
	for (uint64_t k = 0; k < t->n; k++) {
		RtMatch mt;
		memset(&mt, 0, sizeof mt);
		mt.want = &t->steps[k];
		mt.aedge = t->aedge[k];
		mt.next = next;
		if (k == t->cycle) {
			memcpy(start, cur, ps);
			printf("  <<<<<START OF CYCLE>>>>>\n");
			if (msc)
				rt_msc_cycle(msc);
		}
		/* the automaton moves inside an atomic sequence only where a
		 * loop of it closes (product.h, RT_LOOP_FLAG) */
		if (mt.aedge >= 0 && rt_product_excl(prod, cur) >= 0)
			rt_product_set_loop(prod, cur);
		if (prod->g.succ(prod, cur, rt_match_succ, &mt) < 0 ||
		    !mt.found) {
			printf("pan: trail does not match the model and the "
			    "property at step %llu\n", (unsigned long long)(k + 1));
			r = RT_EXIT_FAILURE;
			break;
		}
		if (k >= t->cycle)
			marks |= mt.got.marks;
		rt_replay_print(pr, no + 1, prod, cur, &mt.got, next);
		if (msc && rt_msc_step(msc, no + 1, cur, &mt.got.st, next) < 0) {
			fprintf(stderr, "pan: out of memory\n");
			r = RT_EXIT_FAILURE;
			break;
		}
		no += mt.got.st.pid2 >= 0 ? 2 : 1;
		memcpy(cur, next, ps);
	}
	if (r == RT_EXIT_OK) {
		const EcGraph *g = &prod->g;
		printf("spin: trail ends after %llu steps\n",
		    (unsigned long long)no);
		if (memcmp(cur, start, ps)) {
			printf("pan: replay FAILED: the cycle does not return to "
			    "the state where it starts\n");
			r = RT_EXIT_FAILURE;
		} else if (!rt_product_accepts(prod, marks)) {
			printf("pan: replay FAILED: the cycle is not accepting "
			    "(marks 0x%x, need 0x%x, forbid 0x%x)\n", marks,
			    g->inf_mask, g->fin_mask);
			r = RT_EXIT_FAILURE;
		} else {
			printf("pan: replay ok: accepting cycle of %llu steps "
			    "after a prefix of %llu steps\n",
			    (unsigned long long)(t->n - t->cycle),
			    (unsigned long long)t->cycle);
			rt_print_final(pr, no, cur);
		}
	}
	if (r == RT_EXIT_OK && msc) {
		char note[160];
		snprintf(note, sizeof note, "acceptance cycle of %llu steps "
		    "after a prefix of %llu steps: the last step returns to the "
		    "state where the cycle starts", (unsigned long long)(t->n - t->cycle),
		    (unsigned long long)t->cycle);
		rt_msc_note(msc, note);
		if (rt_msc_write(msc, msc_path) < 0)
			r = RT_EXIT_FAILURE;
		else
			printf("pan: wrote %s\n", msc_path);
	}
	rt_msc_free(msc);
	free(cur);
	return r;
}

int rt_ltl_replay(const MccModel *m, const RtOptions *o, const char *path)
{
	RtLassoTrail t;
	RtProp p;
	RtLtl L;
	RtProduct prod;
	RtAp *aps = NULL;
	const char *part;
	int fair, r = RT_EXIT_FAILURE;
	if (rt_trail_read_lasso(path, &t) < 0)
		return RT_EXIT_FAILURE;
	if (rt_trail_prop(&t, &p, &fair, &part) < 0 || !t.has_cycle ||
	    t.cycle >= t.n) {
		fprintf(stderr, "pan: %s: not a complete lasso trail\n", path);
		rt_lasso_trail_free(&t);
		return RT_EXIT_FAILURE;
	}
	if (rt_ltl_open(&L, m) < 0) {
		rt_lasso_trail_free(&t);
		return RT_EXIT_FAILURE;
	}
	if (!p.text && p.kind == RT_PROP_FORMULA && m->ltl)
		p.text = m->ltl->formula;
	rt_ll_claim_procs = p.kind != RT_PROP_ACCEPT; /* as the check had it */
	const char *np = rt_lasso_trail_get(&t, "np");
	const char *acc = rt_lasso_trail_get(&t, "acceptance");
	L.acceptance = acc && !strcmp(acc, "tgra") ? RT_ACC_TGRA :
	    acc && !strcmp(acc, "tfla") ? RT_ACC_TFLA : RT_ACC_TGBA;
	const char *ia = rt_lasso_trail_get(&t, "ignore_assert");
	L.ignore_assert = ia && !strcmp(ia, "1");
	LtlAut *full = rt_prop_automaton(&L, &p);
	LtlAut *a = full ? rt_prop_part(full, part) : NULL;
	LtlCompiled *ca = a ? rt_prop_compile(&L, a, &aps) : NULL;
	if (!ca)
		fprintf(stderr, "pan: cannot rebuild the property automaton "
		    "of %s\n", path);
	else if (rt_product_init(&prod, m, ca, aps, EC_STRENGTH_GENERAL,
	    p.kind == RT_PROP_ACCEPT ? RT_SYS_ACCEPT : np && !strcmp(np, "sysacc") ?
	    RT_SYS_ACCEPT_OR : p.kind != RT_PROP_NP ? 0 :
	    np && !strcmp(np, "rabin") ? RT_NP_RABIN : RT_NP_SPIN, fair) == 0) {
		/* Spin replays these with a never claim as process 0 */
		RtPrinter pr = { m, stdout, 1, 0, p.kind != RT_PROP_ACCEPT,
		    o->output_only, { 0 }, NULL };
		prod.raw = 1; /* the trail has every step of atomic chains */
		r = rt_replay_walk(&prod, &t, &pr, o->msc);
		rt_print_free(&pr);
		rt_product_free(&prod);
	}
	if (ca)
		ltl_compiled_free(ca);
	free(aps);
	if (a)
		ltl_aut_free(a);
	if (full)
		ltl_aut_free(full);
	rt_ltl_close(&L);
	rt_lasso_trail_free(&t);
	return r;
}
