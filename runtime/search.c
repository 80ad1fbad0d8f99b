/* search.c -- what DFS and BFS share, see search.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "runtime/search.h"
#include "runtime/sim.h"
#include "runtime/par/psafety.h"
#include "runtime/trail.h"
#include "runtime/por/por.h"

#define RT_PROGRESS_SECONDS 5.0
#define RT_POLL_EVERY 4096

double rt_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Without --memlim: 3/4 of the physical memory, so that a search that
 * cannot fit stops cleanly instead of being killed. */
size_t rt_default_memlim(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
	if (pages <= 0 || psize <= 0)
		return 0;
	return (size_t)pages / 4 * 3 * (size_t)psize;
}

int rt_search_init(RtSearch *rs, const MccModel *m, const RtOptions *opt)
{
	memset(rs, 0, sizeof *rs);
	rs->m = m;
	rs->opt = opt;
	rs->mem.limit = opt->memlim ? opt->memlim : rt_default_memlim();
	rs->trans_seen = calloc(m->ntrans > 0 ? m->ntrans : 1, 1);
	rs->init_state = calloc(1, m->state_size ? m->state_size : 1);
	rs->scratch = calloc(1, m->state_size ? m->state_size : 1);
	const SsAlgo *sa = ss_algo_pick(opt->store, m->state_size);
	if (sa && opt->bfs && !(sa->flags & SS_LOSSLESS) && opt->store_env)
		sa = ss_algo_pick(NULL, m->state_size);
	if (!sa) {
		fprintf(stderr, "pan: unknown state store '%s' (--store=list "
			"lists them)\n", opt->store);
		rt_search_free(rs);
		return -1;
	}
	if (opt->bfs && !(sa->flags & SS_LOSSLESS)) {
		fprintf(stderr, "pan: --store=%s is lossy: the breadth-first "
			"search needs a lossless store\n", sa->name);
		rt_search_free(rs);
		return -1;
	}
	SsConfig sc = { .log2 = opt->hash_log2, .bits = opt->bits,
			 .k = opt->hash_k, .seed = opt->seed_set ? opt->seed : 0,
			 /* the DFS keeps no state numbers; the BFS and the
			  * distributed search do */
			 .nonum = !opt->bfs && !opt->mpi };
	rs->store = ss_new_algo(sa, m->state_size, &sc, &rs->mem);
	if (!rs->trans_seen || !rs->init_state || !rs->scratch || !rs->store) {
		fprintf(stderr, "pan: out of memory (or --memlim too small)\n");
		rt_search_free(rs);
		return -1;
	}
	rs->init_err = m->initial(rs->init_state);
	if (opt->por == RT_POR_OFF)
		rs->por_off = opt->por_why;
	else if (opt->por != RT_POR_OFF &&
	    !(rs->por = rt_por_new(m, opt->por, &rs->por_off)) && !rs->por_off) {
		fprintf(stderr, "pan: out of memory (partial order reduction)\n");
		rt_search_free(rs);
		return -1;
	}
	rs->t_start = rs->t_progress = rt_now();
	rs->poll = RT_POLL_EVERY;
	return 0;
}

void rt_store_list(FILE *f)
{
	for (int i = 0; ss_algos[i]; i++)
		fprintf(f, "%-10s %s\n", ss_algos[i]->name, ss_algos[i]->descr);
}

void rt_search_free(RtSearch *rs)
{
	ss_free(rs->store);
	rt_por_free(rs->por);
	rs->por = NULL;
	free(rs->trans_seen);
	free(rs->init_state);
	free(rs->scratch);
	rs->scratch = NULL;
	rs->store = NULL;
	rs->trans_seen = NULL;
	rs->init_state = NULL;
}

/* "assert(e)" -> "e" as Spin prints it after "assertion violated ". */
static void rt_assert_expr(const char *text, char *buf, size_t n)
{
	size_t len = text ? strlen(text) : 0;
	if (len > 8 && !strncmp(text, "assert(", 7) && text[len - 1] == ')')
		snprintf(buf, n, "%.*s", (int)(len - 8), text + 7);
	else
		snprintf(buf, n, "%s", text ? text : "");
}

void rt_error_text(const MccModel *m, const MccStep *st, char *buf, size_t n)
{
	char e[200];
	int t = st->error_trans;
	const char *text = st->error_text ? st->error_text :
	    t >= 0 && t < m->ntrans ? m->trans[t].text : NULL;
	switch (st->error) {
	case MCC_ERR_ASSERT:
		rt_assert_expr(text, e, sizeof e);
		snprintf(buf, n, "assertion violated %s", e);
		break;
	case MCC_ERR_INDEX:
		snprintf(buf, n, "assertion violated - invalid array index");
		break;
	case MCC_ERR_DIV0: snprintf(buf, n, "division by zero"); break;
	case MCC_ERR_CHAN: snprintf(buf, n, "ref to uninitialized chan name"); break;
	case MCC_ERR_DSTEP_BLOCK:
		snprintf(buf, n, "block in d_step seq");
		break;
	case MCC_ERR_TOO_MANY_PROCS:
		snprintf(buf, n, "too many processes");
		break;
	case MCC_ERR_C_CODE: snprintf(buf, n, "error in embedded C code"); break;
	case MCC_ERR_RANGE: snprintf(buf, n, "value out of range"); break;
	case MCC_ERR_ENABLED: snprintf(buf, n, "used: enabled(pid=thisproc)"); break;
	case MCC_ERR_RV_POLL: snprintf(buf, n, "error to poll rendezvous channel"); break;
	case MCC_ERR_RV_COPY: snprintf(buf, n, "polling rv chan"); break;
	case MCC_ERR_PRIORITY: snprintf(buf, n, "priority is out of range"); break;
	case MCC_ERR_SEND_ARGS: snprintf(buf, n, "too few parameters in send stmnt"); break;
	case MCC_ERR_RECV_ARGS: snprintf(buf, n, "missing pars in receive"); break;
	case MCC_ERR_RECV_MANY: snprintf(buf, n, "too many fields in recv"); break;
	case MCC_ERR_RV_DSTEP: snprintf(buf, n, "rv-attempt in d_step"); break;
	case MCC_ERR_XCLAIM: case MCC_ERR_XOWN: case MCC_ERR_XS_RV: case MCC_ERR_XR_RV:
		snprintf(buf, n, "%s", rt_err_wording(st->error)); /* Spin's words */
		break;
	case MCC_ERR_RV_POLL_ASSERT:
		rt_assert_expr(text, e, sizeof e);
		snprintf(buf, n, "error to poll rendezvous channel\nassertion violated %s", e);
		break;
	default: snprintf(buf, n, "error %d", (int)st->error); break;
	}
}

int rt_error_enabled(const RtSearch *rs, const MccStep *st)
{
	if (!st->error)
		return 0;
	/* xr/xs claims are checked for the reduction, as Spin's pan checks
	 * them unless compiled -DNOREDUCE */
	if (mcc_err_is_claim(st->error) && rs->opt->por == RT_POR_OFF)
		return 0;
	if (rs->opt->ignore_assert &&
	    (st->error == MCC_ERR_ASSERT || st->error == MCC_ERR_INDEX))
		return 0;
	return 1;
}

int rt_step_error(RtSearch *rs, const MccStep *st, const uint8_t *succ,
		  char *buf, size_t n)
{
	rt_search_mark(rs, st);
	if (!rt_error_enabled(rs, st) || rs->stop)
		return 0;
	if (st->error == MCC_ERR_TOO_MANY_PROCS) {
		int k = rs->m->nprocs(succ);
		rs->procs_full = k > 0 ? k : 1;
	}
	rt_error_text(rs->m, st, buf, n);
	/* Spin's Uerror: these end its search even with -c0 */
	rs->fatal_pending = st->error == MCC_ERR_PRIORITY || st->error == MCC_ERR_RECV_MANY ||
	    st->error == MCC_ERR_DSTEP_BLOCK || st->error == MCC_ERR_RV_DSTEP;
	if (st->error == MCC_ERR_RV_POLL_ASSERT && rs->opt->ignore_assert)
		*strchr(buf, '\n') = 0; /* -A: the poll's error alone */
	return 1;
}

void rt_search_trail(RtSearch *rs, uint64_t k, const MccStep *path, uint64_t n)
{
	char name[4096];
	rt_trail_path(name, sizeof name, rs->m, rs->opt->trail, k, NULL);
	if (rt_trail_write(name, path, n) < 0)
		printf("pan: cannot write %s\n", name);
	else
		printf("pan: wrote %s\n", name);
}

static void rt_search_write_trail(RtSearch *rs, const MccStep *path, uint64_t n)
{
	if (!rs->trail_later)
		rt_search_trail(rs, rs->opt->every_error ? rs->st.errors : 0,
		    path, n);
}

void rt_search_error(RtSearch *rs, const char *msg, int64_t depth,
		     const MccStep *path, uint64_t n)
{
	const char *nl = strchr(msg, '\n');
	if (nl) { /* two errors of one step (MCC_ERR_RV_POLL_ASSERT) */
		char first[256];
		snprintf(first, sizeof first, "%.*s", (int)(nl - msg), msg);
		rt_search_error(rs, first, depth, path, n);
		if (!rs->stop)
			rt_search_error(rs, nl + 1, depth, path, n);
		return;
	}
	if (rs->stop == RT_STOP_PROCS)
		return; /* e.g. the deadlock of the state where it was met */
	if (rs->procs_full) {
		char hint[256];
		rt_procs_hint(hint, sizeof hint, rs->procs_full);
		printf("pan: too many processes (at depth %lld)\npan: %s; the "
		       "search stops here\n", (long long)depth, hint);
		rt_search_write_trail(rs, path, n);
		rs->stop = RT_STOP_PROCS;
		return;
	}
	rs->st.errors++;
	if (strncmp(msg, rs->last_msg, sizeof rs->last_msg - 1))
		printf("pan:%llu: %s (at depth %lld)\n",
		       (unsigned long long)rs->st.errors, msg, (long long)depth);
	snprintf(rs->last_msg, sizeof rs->last_msg, "%s", msg);
	if (rs->opt->every_error || rs->st.errors == rs->opt->stop_at)
		rt_search_write_trail(rs, path, n);
	if ((rs->opt->stop_at && rs->st.errors >= rs->opt->stop_at) || rs->fatal_pending)
		rs->stop = RT_STOP_ERRORS;
	rs->fatal_pending = 0;
}

int rt_search_start_error(RtSearch *rs, int quiet)
{
	MccStep st = { .pid = -1, .pid2 = -1, .trans = -1, .trans2 = -1,
		       .error = rs->init_err, .error_trans = -1 };
	char msg[256];
	if (!rs->init_err || !rt_error_enabled(rs, &st))
		return 0;
	if (quiet) { /* another rank of --mpi: the same decision, silently */
		if (rs->opt->stop_at == 1)
			rs->stop = RT_STOP_ERRORS;
		return rs->stop != 0;
	}
	rt_error_text(rs->m, &st, msg, sizeof msg);
	rt_search_error(rs, msg, 0, NULL, 0);
	return rs->stop != 0;
}

void rt_procs_hint(char *buf, size_t n, int slots)
{
	if (slots >= 255)
		snprintf(buf, n, "all %d process slots are in use, the most mcc "
			 "(and Spin) allows", slots);
	else
		snprintf(buf, n, "all %d process slots are in use: rebuild the "
			 "verifier with mcc --max-procs N (up to 255) to raise the "
			 "limit", slots);
}

static void rt_search_progress(RtSearch *rs, uint64_t depth, double now)
{
	double t = now - rs->t_start;
	double tr = (double)(rs->st.stored + rs->st.matched);
	fprintf(stderr,
		"Depth= %9llu States= %8.3g Transitions= %8.3g Memory= %9.3f\t"
		"t= %8.3g R= %7.0g\n",
		(unsigned long long)depth, (double)rs->st.stored, tr,
		rs->mem.used / 1048576.0, t,
		t > 0 ? rs->st.stored / t : 0.0);
	rs->t_progress = now;
}

int rt_search_poll(RtSearch *rs, uint64_t depth)
{
	if (--rs->poll)
		return rs->stop;
	rs->poll = RT_POLL_EVERY;
	if (rs->interrupted && *rs->interrupted && !rs->stop)
		rs->stop = RT_STOP_INTERRUPT;
	double now = rt_now();
	if (now - rs->t_progress >= RT_PROGRESS_SECONDS)
		rt_search_progress(rs, depth, now);
	return rs->stop;
}

int rt_search_complete(const RtSearch *rs)
{
	return !rs->stop && !rs->st.truncated;
}

const char *rt_model_claim(const MccModel *m)
{
	if (m->ltl && m->ltl->claim)
		return m->ltl->claim->name ? m->ltl->claim->name : "never";
	if (m->never >= 0 && m->never < m->nproctypes)
		return m->proctypes[m->never].name;
	return NULL;
}
