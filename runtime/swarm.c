/* swarm.c -- swarm verification and the HyperLogLog sketch, see swarm.h. */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <xxhash.h>
#include "runtime/report.h"
#include "runtime/rt.h"
#include "runtime/search.h"
#include "runtime/swarm.h"
#include "runtime/trail.h"

#define RT_SKETCH_SEED 0x5EEDC0DEULL

void rt_sketch_add(uint8_t *sketch, const uint8_t *s, size_t n)
{
	uint64_t h = XXH3_64bits_withSeed(s, n, RT_SKETCH_SEED);
	uint32_t j = (uint32_t)(h >> (64 - RT_SKETCH_LOG2));
	uint64_t rest = h << RT_SKETCH_LOG2;
	uint8_t rank = rest ? (uint8_t)(__builtin_clzll(rest) + 1) :
	    (uint8_t)(64 - RT_SKETCH_LOG2 + 1);
	if (rank > sketch[j])
		sketch[j] = rank;
}

double rt_sketch_count(const uint8_t *sketch)
{
	double m = RT_SKETCH_SIZE, sum = 0;
	unsigned zeros = 0;
	for (unsigned j = 0; j < RT_SKETCH_SIZE; j++) {
		sum += ldexp(1.0, -(int)sketch[j]);
		zeros += sketch[j] == 0;
	}
	double e = 0.7213 / (1 + 1.079 / m) * m * m / sum;
	if (e <= 2.5 * m && zeros)
		e = m * log(m / zeros); /* linear counting for small sets */
	return e;
}

/* What a run hands back to the parent (a file in the swarm's directory). */
typedef struct SwarmResult {
	uint64_t stored, matched, errors, depth;
	double time_s;
	int status;                /* the run's exit status (0, 1, 2) */
	int done;                  /* the result was written */
	uint8_t sketch[RT_SKETCH_SIZE];
} SwarmResult;

typedef struct Swarm {
	const MccModel *m;
	const RtOptions *o;
	char dir[64];              /* scratch directory of the runs */
	int n, t;                  /* runs, at a time */
	pid_t *pid;                /* per run: its process (0: not running) */
	SwarmResult *res;          /* per run: its result */
	uint64_t seed;             /* base hash seed */
} Swarm;

static void swarm_path(const Swarm *w, char *buf, size_t n, const char *what,
		       int i)
{
	snprintf(buf, n, "%s/%s.%d", w->dir, what, i);
}

/* In the child: run i, its report on out.i, its result on res.i. */
static void swarm_child(const Swarm *w, int i)
{
	char out[128], res[128], trail[128];
	swarm_path(w, out, sizeof out, "out", i);
	swarm_path(w, res, sizeof res, "res", i);
	swarm_path(w, trail, sizeof trail, "trail", i);
	if (!freopen(out, "w", stdout))
		_exit(RT_EXIT_FAILURE);
	RtOptions co = *w->o;
	if (!co.store || co.store_env)
		co.store = "bitstate";
	co.seed = w->seed + (uint64_t)i;
	co.seed_set = 1;
	co.trail = trail;
	co.stop_at = 1;
	co.every_error = 0;
	co.json = 0;
	RtSearch rs;
	static SwarmResult r;
	if (rt_search_init(&rs, w->m, &co) < 0)
		_exit(RT_EXIT_FAILURE);
	rs.order_seed = (uint64_t)i;
	rs.sketch = r.sketch;
	signal(SIGINT, SIG_IGN); /* the parent stops the swarm */
	if (!rt_search_start_error(&rs, 0))
		rt_dfs_run(&rs);
	rs.st.time_s = rt_now() - rs.t_start;
	rt_report_print(stdout, &rs);
	fflush(stdout);
	r.stored = rs.st.stored;
	r.matched = rs.st.matched;
	r.errors = rs.st.errors;
	r.depth = rs.st.depth_max;
	r.time_s = rs.st.time_s;
	r.status = rt_report_status(&rs);
	r.done = 1;
	FILE *f = fopen(res, "wb");
	if (!f || fwrite(&r, sizeof r, 1, f) != 1 || fclose(f))
		_exit(RT_EXIT_FAILURE);
	_exit(r.status);
}

static int swarm_spawn(Swarm *w, int i)
{
	fflush(stdout);
	fflush(stderr);
	pid_t p = fork();
	if (p < 0)
		return -1;
	if (p == 0)
		swarm_child(w, i);
	w->pid[i] = p;
	return 0;
}

static void swarm_read(Swarm *w, int i)
{
	char res[128];
	swarm_path(w, res, sizeof res, "res", i);
	FILE *f = fopen(res, "rb");
	if (!f || fread(&w->res[i], sizeof w->res[i], 1, f) != 1)
		memset(&w->res[i], 0, sizeof w->res[i]);
	if (f)
		fclose(f);
}

/* Copy file a to b; 0 or -1. */
static int swarm_copy(const char *a, const char *b)
{
	FILE *in = fopen(a, "rb"), *out = in ? fopen(b, "wb") : NULL;
	char buf[8192];
	size_t k;
	int r = in && out ? 0 : -1;
	while (!r && (k = fread(buf, 1, sizeof buf, in)) > 0)
		if (fwrite(buf, 1, k, out) != k)
			r = -1;
	if (in)
		fclose(in);
	if (out && fclose(out))
		r = -1;
	return r;
}

/* Print run i's output; its trail becomes the model's. */
static void swarm_winner(const Swarm *w, int i)
{
	char out[128], trail[160], final[4096], line[4096];
	swarm_path(w, out, sizeof out, "out", i);
	swarm_path(w, trail, sizeof trail, "trail", i);
	strcat(trail, ".trail");
	rt_trail_path(final, sizeof final, w->m, w->o->trail, 0, NULL);
	printf("pan: swarm run %d (hash seed %llu, successor order %d) found "
	       "an error:\n", i, (unsigned long long)(w->seed + (uint64_t)i), i);
	FILE *f = fopen(out, "r");
	while (f && fgets(line, sizeof line, f)) {
		if (!strncmp(line, "pan: wrote ", 11)) {
			if (swarm_copy(trail, final) < 0)
				printf("pan: cannot write %s\n", final);
			else
				printf("pan: wrote %s\n", final);
			continue;
		}
		fputs(line, stdout);
	}
	if (f)
		fclose(f);
}

static void swarm_summary(const Swarm *w, int winner)
{
	uint8_t u[RT_SKETCH_SIZE];
	int ran = 0;
	uint64_t total = 0;
	memset(u, 0, sizeof u);
	printf("\nSwarm: %d runs, %d at a time, each a DFS with store %s, its "
	       "own hash seed and successor order\n", w->n, w->t,
	       w->o->store && !w->o->store_env ? w->o->store : "bitstate");
	printf("  run  hash-seed       states  transitions     depth   "
	       "time(s)  result\n");
	for (int i = 0; i < w->n; i++) {
		const SwarmResult *r = &w->res[i];
		if (!r->done)
			continue;
		ran++;
		total += r->stored;
		for (unsigned j = 0; j < RT_SKETCH_SIZE; j++)
			if (r->sketch[j] > u[j])
				u[j] = r->sketch[j];
		printf("%5d %10llu %12llu %12llu %9llu %9.3f  %s\n", i,
		       (unsigned long long)(w->seed + (uint64_t)i),
		       (unsigned long long)r->stored,
		       (unsigned long long)(r->stored + r->matched),
		       (unsigned long long)r->depth, r->time_s,
		       r->errors ? "error" : r->status == 2 ? "incomplete" : "ok");
	}
	double est = rt_sketch_count(u);
	printf("%d of %d runs ended%s; states stored %llu in all, union of the "
	       "states covered about %.0f (HyperLogLog estimate, +-2%%)\n", ran,
	       w->n, winner >= 0 ? " (stopped at the first error)" : "",
	       (unsigned long long)total, est);
	if (w->o->json)
		printf("{\"model\":\"%s\",\"swarm\":%d,\"at_a_time\":%d,"
		       "\"runs_done\":%d,\"states_stored_total\":%llu,"
		       "\"states_union_estimate\":%.0f,\"errors\":%d,"
		       "\"winner\":%d,\"result\":\"%s\"}\n",
		       w->m->name ? w->m->name : "", w->n, w->t, ran,
		       (unsigned long long)total, est, winner >= 0, winner,
		       winner >= 0 ? "errors" : "ok");
}

int rt_swarm_run(const MccModel *m, const RtOptions *o)
{
	Swarm w = { .m = m, .o = o, .n = (int)o->swarm };
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	w.t = o->threads > 0 ? o->threads : cpus > 0 ? (int)cpus : 1;
	if (w.t > w.n)
		w.t = w.n;
	w.seed = o->seed_set ? o->seed : 1;
	snprintf(w.dir, sizeof w.dir, "/tmp/pan-swarm-XXXXXX");
	w.pid = calloc((size_t)w.n, sizeof *w.pid);
	w.res = calloc((size_t)w.n, sizeof *w.res);
	if (!w.pid || !w.res || !mkdtemp(w.dir)) {
		fprintf(stderr, "pan: --swarm: cannot set up the runs\n");
		free(w.pid);
		free(w.res);
		return RT_EXIT_FAILURE;
	}
	int next = 0, running = 0, winner = -1, failed = 0;
	while (next < w.n || running) {
		while (winner < 0 && running < w.t && next < w.n) {
			if (swarm_spawn(&w, next) < 0) {
				failed = 1;
				next = w.n;
				break;
			}
			next++;
			running++;
		}
		if (!running)
			break;
		int st;
		pid_t p = waitpid(-1, &st, 0);
		if (p < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (int i = 0; i < w.n; i++) {
			if (w.pid[i] != p)
				continue;
			w.pid[i] = 0;
			running--;
			swarm_read(&w, i);
			if (w.res[i].done && w.res[i].errors && winner < 0) {
				winner = i;
				for (int k = 0; k < w.n; k++)
					if (w.pid[k])
						kill(w.pid[k], SIGKILL);
			} else if (!w.res[i].done && winner < 0)
				failed = 1; /* crashed or killed from outside */
		}
	}
	if (winner >= 0)
		swarm_winner(&w, winner);
	swarm_summary(&w, winner);
	int incomplete = 0;
	for (int i = 0; i < w.n; i++)
		incomplete |= w.res[i].done && w.res[i].status == 2;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", w.dir);
	if (system(cmd) != 0)
		fprintf(stderr, "pan: could not remove %s\n", w.dir);
	free(w.pid);
	free(w.res);
	return winner >= 0 ? RT_EXIT_ERRORS : failed ? RT_EXIT_FAILURE :
	    incomplete ? RT_EXIT_INCOMPLETE : RT_EXIT_OK;
}
