/* rtmain.c -- rt_main: options, then verify, replay or simulate; see rt.h. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "runtime/rt.h"
#include "runtime/expr.h"
#include "runtime/ltlcheck.h"
#include "runtime/trail.h"
#include "runtime/options.h"
#include "runtime/dist/dnet.h"
#include "runtime/dist/dsafety.h"
#include "runtime/par/psafety.h"
#include "runtime/report.h"
#include "runtime/search.h"
#include "runtime/sim.h"
#include "runtime/swarm.h"

/* Set by the SIGINT handler; read through RtSearch.interrupted. */
static volatile sig_atomic_t rt_interrupted;

static void rt_on_sigint(int sig)
{
	(void)sig;
	rt_interrupted = 1;
}

/* Options this runtime cannot honour yet; 0 ok, else exit status. */
static int rt_check_unsupported(const MccModel *m, const RtOptions *o)
{
	(void)m;
	if (o->accept_cycles && !o->safety)
		fprintf(stderr, "warning: no accept labels are defined, so "
			"option -a has no effect (ignored)\n");
	if (o->weak_fairness && !o->safety) {
		fprintf(stderr, "pan: -f: weak fairness needs -l or a property "
			"(-a)\n");
		return RT_EXIT_FAILURE;
	}
	return 0;
}

static void rt_stop_message(const RtSearch *rs)
{
	if (rs->stop == RT_STOP_MEMORY)
		printf("pan: out of memory (%s of %.0f MB reached), search "
		       "incomplete\n", rs->opt->memlim ? "--memlim" :
		       "default limit", rs->mem.limit / 1048576.0);
	else if (rs->stop == RT_STOP_INTERRUPT)
		printf("pan: interrupted, search incomplete\n");
}

/* Print what the search found (rank 0 of a distributed run: all of it). */
static void rt_verify_report(RtSearch *rs)
{
	rs->st.time_s = rt_now() - rs->t_start;
	rt_stop_message(rs);
	rt_report_print(stdout, rs);
	if (rs->opt->json)
		rt_report_json(stdout, rs);
	fflush(stdout);
}

/* --mpi: this process is one rank of the distributed safety search. */
static int rt_verify_dist(const MccModel *m, const RtOptions *o,
    int *argc, char ***argv, const RtDist *dist)
{
	char why[160];
	RtSearch rs;
	DsNet net;
	int r0 = 0;
	if (!dist) {
		fprintf(stderr, "pan: --mpi: this verifier was built without MPI "
			"(build it with mcc --mpi)\n");
		return RT_EXIT_FAILURE;
	}
	if (dist->start(argc, argv, &net) < 0)
		return RT_EXIT_FAILURE;
	int ltl = rt_ltl_wanted(m, o);
	if (o->list_algos || o->swarm)
		snprintf(why, sizeof why, "does not take %s",
			 o->swarm ? "--swarm" : "--algo list");
	else if (rt_dist_applies(o, why, sizeof why))
		why[0] = 0;
	if (why[0]) { /* every rank knows: rank 0 says it */
		if (net.rank == 0)
			fprintf(stderr, "pan: --mpi %s\n", why);
		dist->finish(&net);
		return RT_EXIT_FAILURE;
	}
	if (net.rank == 0 && o->threads >= 1)
		fprintf(stderr, "pan: --mpi: -j %d ignored (one thread per "
			"rank)\n", o->threads);
	if (ltl) { /* properties and cycles: owcty over the ranks */
		int r = rt_ltl_verify_net(m, o, &net);
		fflush(stdout);
		dist->finish(&net);
		return r;
	}
	if (net.rank == 0) /* -a without accept labels: a warning */
		r0 = rt_check_unsupported(m, o);
	{
		int64_t v = r0;
		dn_bcast(&net, &v);
		if (v) {
			dist->finish(&net);
			return (int)v;
		}
	}
	if (rt_search_init(&rs, m, o) < 0) {
		dist->finish(&net);
		return RT_EXIT_FAILURE;
	}
	if (!o->memlim && net.local > 1)
		rs.mem.limit /= (size_t)net.local;
	if (!rt_search_start_error(&rs, net.rank != 0))
		rt_dist_run(&rs, &net);
	if (net.rank == 0)
		rt_verify_report(&rs);
	int r = rt_report_status(&rs);
	rt_search_free(&rs);
	dist->finish(&net);
	return r;
}

static int rt_verify(const MccModel *m, const RtOptions *o, int *argc,
    char ***argv, const RtDist *dist)
{
	RtSearch rs;
	if (o->list_stores) {
		rt_store_list(stdout);
		return RT_EXIT_OK;
	}
	if (o->mpi)
		return rt_verify_dist(m, o, argc, argv, dist);
	if (o->swarm && (o->list_algos || (rt_ltl_wanted(m, o) && !o->safety))) {
		fprintf(stderr, "pan: --swarm checks safety properties (with a "
			"property: add --safety)\n");
		return RT_EXIT_FAILURE;
	}
	if (o->swarm) {
		int r = rt_check_unsupported(m, o);
		return r ? r : rt_swarm_run(m, o);
	}
	if (rt_ltl_wanted(m, o) || o->list_algos)
		return rt_ltl_verify(m, o);
	int r = rt_check_unsupported(m, o);
	if (r)
		return r;
	if (rt_model_claim(m))
		fprintf(stderr, "pan: warning: never claim %s ignored (--safety): "
			"checking safety of the system alone\n",
			rt_model_claim(m));
	if (rt_search_init(&rs, m, o) < 0)
		return RT_EXIT_FAILURE;
	rs.interrupted = &rt_interrupted;
	signal(SIGINT, rt_on_sigint);
	char why[160];
	int par = o->threads >= 1 && rt_psafety_applies(o, why, sizeof why);
	if (o->threads >= 1 && !par)
		fprintf(stderr, "pan: -j %d: %s\n", o->threads, why);
	if (rt_search_start_error(&rs, 0))
		; /* stopped at the initial state's error */
	else if (par)
		rt_psafety_run(&rs, o->threads);
	else if (o->bfs)
		rt_bfs_run(&rs);
	else
		rt_dfs_run(&rs);
	signal(SIGINT, SIG_DFL);
	if (!rs.stop && rt_interrupted)
		rs.stop = RT_STOP_INTERRUPT;
	rt_verify_report(&rs);
	r = rt_report_status(&rs);
	rt_search_free(&rs);
	return r;
}

/* Simulation and plain replays print variables as Spin's simulator has
 * them: without the dead-variable resets (a dead variable is not read
 * before it is written, so the steps are the same).  A lasso replay keeps
 * them: its cycle must close on the very state where it starts. */
static void rt_deadvar_off(const MccModel *m)
{
	if (m->dv_on)
		memset(m->dv_on, 0, (size_t)m->nvars);
}

int rt_main(int argc, char **argv, const MccModel *m)
{
	return rt_main_dist(argc, argv, m, NULL);
}

int rt_main_dist(int argc, char **argv, const MccModel *m, const RtDist *dist)
{
	RtOptions o;
	int r = rt_options_parse(&o, argc, argv);
	if (r)
		return r > 0 ? RT_EXIT_OK : RT_EXIT_FAILURE;
	if (!m || m->abi != MCC_MODEL_ABI) {
		fprintf(stderr, "pan: model ABI %d, runtime expects %d\n",
			m ? m->abi : -1, MCC_MODEL_ABI);
		return RT_EXIT_FAILURE;
	}
	rt_options_por_default(&o, m);
	switch (o.mode) {
	case RT_MODE_REPLAY: {
		char name[4096];
		if (rt_trail_find(name, sizeof name, m, o.trail, o.trail_no,
		    o.ltl_name) < 0)
			return RT_EXIT_FAILURE;
		if (rt_ltl_trail_is_lasso(name))
			return rt_ltl_replay(m, &o, name);
		rt_deadvar_off(m);
		rt_merge_off(m); /* a trail of a run without merging replays */
		return rt_replay(m, &o, name);
	}
	case RT_MODE_SIMULATE:
	case RT_MODE_INTERACTIVE:
		rt_deadvar_off(m);
		rt_merge_off(m); /* Spin's simulator interleaves every statement */
		return rt_simulate(m, &o);
	default: return rt_verify(m, &o, &argc, &argv, dist);
	}
}
