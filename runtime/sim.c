/*
 * sim.c -- trail replay (pan -r), random and interactive simulation.
 * Each walks one path: it collects the successors of the current state into
 * a growable buffer (RtSuccBuf, succbuf.h), picks one (matching the trail, at random, or
 * as the user says), prints it, and moves on.  Atomic steps are followed
 * with excl = the process holding the sequence, as in the search.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "runtime/msc.h"
#include "runtime/llsupport.h"
#include "runtime/sim.h"
#include "runtime/rt.h"
#include "runtime/succbuf.h"
#include "runtime/trail.h"

/* The successors of the current state, as a count (-1: out of memory). */
static int sim_expand(const MccModel *m, RtSuccBuf *b, const uint8_t *s, int excl)
{
	return rt_succbuf_next(m, b, s, excl) < 0 ? -1 : (int)b->n;
}

/* Replay `trail` from the initial state in cur; 0, or 3 on a mismatch.
 * *steps: the steps replayed, counted as Spin does (search.h). */
static int sim_replay_steps(RtPrinter *p, RtSuccBuf *b, uint8_t *cur,
			    const MccStep *trail, uint64_t n, uint64_t *steps,
			    RtMsc *msc)
{
	const MccModel *m = p->m;
	int excl = -1;
	const MccStep *last = NULL;
	uint64_t no = 0;
	for (uint64_t k = 0; k < n; k++) {
		if (sim_expand(m, b, cur, excl) < 0) {
			fprintf(stderr, "pan: out of memory\n");
			return RT_EXIT_FAILURE;
		}
		uint32_t i = 0;
		while (i < b->n && !rt_step_same(&b->steps[i], &trail[k]))
			i++;
		if (i == b->n) {
			printf("pan: trail does not match the model at step %llu\n",
			       (unsigned long long)(k + 1));
			return RT_EXIT_FAILURE;
		}
		const MccStep *st = &b->steps[i];
		const uint8_t *next = b->sbuf + (size_t)i * m->state_size;
		/* spin -t runs a c?<x> poll of a rendezvous channel: it
		 * cannot move ("transition failed"), or, tried while a send
		 * was pending, it is that send's partner; no error either way */
		if (st->error && st->error != MCC_ERR_RV_COPY)
			rt_print_error(p, st, cur);
		rt_print_step(p, no + 1, cur, st, next);
		if (st->error == MCC_ERR_RV_COPY && st->pid2 < 0)
			printf("\ttransition failed\n");
		if (msc && rt_msc_step(msc, no + 1, cur, st, next) < 0) {
			fprintf(stderr, "pan: out of memory\n");
			return RT_EXIT_FAILURE;
		}
		no += st->pid2 >= 0 ? 2 : 1;
		memcpy(cur, next, m->state_size);
		excl = rt_step_excl(st);
		last = st;
	}
	printf("spin: trail ends after %llu steps\n", (unsigned long long)no);
	*steps = no;
	if ((!last || !last->error) && sim_expand(m, b, cur, excl) == 0 &&
	    !m->valid_end(cur, 0)) {
		printf("pan: the trail ends in an invalid end state\n");
		if (msc)
			rt_msc_note(msc, "the trail ends in an invalid end state");
	}
	return RT_EXIT_OK;
}

int rt_replay(const MccModel *m, const RtOptions *o, const char *name)
{
	MccStep *trail;
	uint64_t n;
	int claim;
	if (rt_trail_read(name, &trail, &n, &claim) < 0)
		return RT_EXIT_FAILURE;
	rt_ll_claim_procs = claim;
	RtSuccBuf b = { .vsize = m->state_size };
	RtPrinter p = { m, stdout, 1, 0, 0, o->output_only, { 0 }, NULL };
	uint8_t *cur = calloc(1, m->state_size ? m->state_size : 1);
	int r = RT_EXIT_FAILURE;
	if (cur) {
		m->initial(cur);
		p.created = m->nprocs(cur);
		rt_print_start(&p, cur);
		uint64_t steps = 0;
		RtMsc *msc = o->msc ? rt_msc_new(m, cur) : NULL;
		if (o->msc && !msc)
			fprintf(stderr, "pan: out of memory\n");
		else
			r = sim_replay_steps(&p, &b, cur, trail, n, &steps, msc);
		if (r == RT_EXIT_OK) {
			rt_print_final(&p, steps, cur);
			printf("pan: replay ok: every step of the trail is a "
			       "step of the model\n");
		}
		if (r == RT_EXIT_OK && msc) {
			char note[96];
			snprintf(note, sizeof note, "trail ends after %llu steps",
			    (unsigned long long)steps);
			rt_msc_note(msc, note);
			if (rt_msc_write(msc, o->msc) < 0)
				r = RT_EXIT_FAILURE;
			else
				printf("pan: wrote %s\n", o->msc);
		}
		rt_msc_free(msc);
	}
	free(cur);
	rt_print_free(&p);
	rt_succbuf_free(&b);
	free(trail);
	return r;
}

/* xorshift64* */
static uint64_t sim_rand(uint64_t *x)
{
	*x ^= *x >> 12;
	*x ^= *x << 25;
	*x ^= *x >> 27;
	return *x * 2685821657736338717ULL;
}

/* List the choices and read one (1-based) from stdin; -1 on EOF/quit. */
static int sim_ask(RtPrinter *p, const RtSuccBuf *b, const uint8_t *cur)
{
	const MccModel *m = p->m;
	char line[128];
	printf("Select a statement\n");
	for (uint32_t i = 0; i < b->n; i++) {
		const MccStep *st = &b->steps[i];
		const char *pn = m->proctypes[m->proc_type(cur, st->pid)].name;
		if (st->flags & MCC_STEP_DEATH || st->trans < 0 ||
		    st->trans >= m->ntrans) {
			printf("\tchoice %u: proc %2d (%s:1) terminates\n",
			       i + 1, st->pid, pn);
			continue;
		}
		const MccTransInfo *ti = &m->trans[st->trans];
		printf("\tchoice %u: proc %2d (%s:1) %s:%d (state %d) [%s]\n",
		       i + 1, st->pid, pn, ti->file ? ti->file : "", ti->line,
		       rt_trans_state(ti), ti->text ? ti->text : "");
	}
	for (;;) {
		printf("Select [1-%u]: ", b->n);
		fflush(stdout);
		if (!fgets(line, sizeof line, stdin) || line[0] == 'q') {
			printf("\n");
			return -1;
		}
		long c = strtol(line, NULL, 10);
		if (c >= 1 && c <= (long)b->n)
			return (int)c - 1;
	}
}

/* The end of a simulation at a state with no successors. */
static int sim_deadlock(RtPrinter *p, uint64_t no, const uint8_t *cur)
{
	if (p->m->nprocs(cur) == 0) {
		fprintf(p->f, "%d process%s created\n", p->created,
			p->created == 1 ? "" : "es");
		return RT_EXIT_OK;
	}
	printf("      timeout\n");
	rt_print_final(p, no, cur);
	return p->m->valid_end(cur, 0) ? RT_EXIT_OK : RT_EXIT_ERRORS;
}

/* Run the simulation loop from cur; returns the exit status. */
static int sim_run(RtPrinter *p, RtSuccBuf *b, uint8_t *cur,
		   const RtOptions *o, uint64_t seed)
{
	const MccModel *m = p->m;
	uint64_t no = 0;
	int excl = -1;
	for (;;) {
		int n = sim_expand(m, b, cur, excl);
		if (n < 0)
			return RT_EXIT_FAILURE;
		if (n == 0)
			return sim_deadlock(p, no, cur);
		if (o->sim_steps && no >= o->sim_steps) {
			printf("-------------\ndepth-limit (-u%llu steps) reached\n",
			       (unsigned long long)o->sim_steps);
			rt_print_final(p, no, cur);
			return RT_EXIT_OK;
		}
		int i = o->mode == RT_MODE_INTERACTIVE ? sim_ask(p, b, cur) :
			(int)(sim_rand(&seed) % (uint64_t)n);
		if (i < 0)
			return RT_EXIT_OK;
		const MccStep *st = &b->steps[i];
		const uint8_t *next = b->sbuf + (size_t)i * m->state_size;
		uint64_t first = no + 1;
		if (!(st->flags & MCC_STEP_DEATH))
			no += st->pid2 >= 0 ? 2 : 1;
		if (st->error && !mcc_err_is_claim(st->error)) {
			rt_print_output(p, cur, st);
			rt_print_error(p, st, cur);
			rt_print_final(p, no, cur);
			return RT_EXIT_ERRORS;
		}
		rt_print_step(p, st->flags & MCC_STEP_DEATH ? no : first, cur,
			      st, next);
		memcpy(cur, next, m->state_size);
		excl = rt_step_excl(st);
	}
}

int rt_simulate(const MccModel *m, const RtOptions *o)
{
	RtSuccBuf b = { .vsize = m->state_size };
	RtPrinter p = { m, stdout, 0, 0, 0, o->output_only, { 0 }, NULL };
	uint64_t seed = o->seed_set ? o->seed : (uint64_t)time(NULL);
	uint8_t *cur = calloc(1, m->state_size ? m->state_size : 1);
	int r = RT_EXIT_FAILURE;
	seed = seed * 0x9E3779B97F4A7C15ULL + 1; /* never 0 */
	if (cur) {
		m->initial(cur);
		p.created = m->nprocs(cur);
		rt_print_start(&p, cur);
		if (!p.quiet)
			rt_print_creates(&p, cur);
		/* as Spin's simulator: the claim does not take part */
		if (!p.quiet && m->ltl && m->ltl->claim)
			printf("warning: never claim not used in random simulation\n");
		r = sim_run(&p, &b, cur, o, seed);
	}
	free(cur);
	rt_print_free(&p);
	rt_succbuf_free(&b);
	return r;
}
