/* report.c -- pan's report, see report.h. */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "runtime/report.h"
#include "runtime/sim.h"
#include "runtime/version.h"
#include "runtime/por/por.h"

#define MB(x) ((double)(x) / 1048576.0)

static size_t rt_total_bytes(const RtSearch *rs)
{
	return ss_bytes(rs->store) + rs->st.stack_bytes;
}

static double rt_bytes_per_state(const RtSearch *rs)
{
	uint64_t n = rs->st.stored ? rs->st.stored : 1;
	return (double)ss_bytes(rs->store) / n;
}

unsigned long long rt_rss_peak_bytes(void)
{
	struct rusage ru;
	if (getrusage(RUSAGE_SELF, &ru) < 0)
		return 0;
	return (unsigned long long)ru.ru_maxrss * 1024; /* Linux: in KB */
}

int rt_report_status(const RtSearch *rs)
{
	if (rs->st.errors)
		return 1;
	return rt_search_complete(rs) ? 0 : 2;
}

static void rt_report_flags(FILE *f, const RtSearch *rs)
{
	const MccModel *m = rs->m;
	fprintf(f, "Full statespace search for:\n");
	/* a model with a claim reaches this safety report only with --safety
	 * (LTL runs print their own report, runtime/ltlcheck.c) */
	if (rt_model_claim(m))
		fprintf(f, "\tnever claim         \t- (%s: ignored by --safety)\n",
			rt_model_claim(m));
	else
		fprintf(f, "\tnever claim         \t- (none specified)\n");
	fprintf(f, "\tassertion violations\t%s\n",
		rs->opt->ignore_assert ? "- (disabled by -A flag)" : "+");
	fprintf(f, "\tacceptance   cycles \t- (not selected)\n");
	fprintf(f, "\tinvalid end states\t%s\n",
		rs->opt->ignore_end ? "- (disabled by -E flag)" : "+");
}

/* What the partial-order reduction did, or why it did not run. */
static void rt_report_por(FILE *f, const RtSearch *rs)
{
	if (rs->por_off) {
		fprintf(f, "partial order reduction off: %s\n", rs->por_off);
		return;
	}
	if (!rs->por)
		return;
	rt_por_stats_line(f, rt_por_stats(rs->por));
}

static void rt_report_counts(FILE *f, const RtSearch *rs)
{
	const RtStats *s = &rs->st;
	fprintf(f, "\nState-vector %u byte, depth reached %llu, errors: %llu\n",
		rs->m->state_size, (unsigned long long)s->depth_max,
		(unsigned long long)s->errors);
	fprintf(f, "%9llu states, stored\n", (unsigned long long)s->stored);
	fprintf(f, "%9llu states, matched\n", (unsigned long long)s->matched);
	fprintf(f, "%9llu transitions (= stored+matched)\n",
		(unsigned long long)(s->stored + s->matched));
	fprintf(f, "%9llu atomic steps\n", (unsigned long long)s->atomic);
	fprintf(f, "hash conflicts: %9llu (resolved)\n",
		(unsigned long long)rs->store->conflicts);
	rt_report_por(f, rs);
}

static void rt_report_memory(FILE *f, const RtSearch *rs)
{
	fprintf(f, "\nStats on memory usage (in Megabytes):\n");
	fprintf(f, "\tstate store: %s (%s)\n", rs->store->algo->name,
		rs->store->algo->descr);
	rs->store->algo->report(rs->store, f);
	fprintf(f, "%9.3f\tmemory used for %s\n", MB(rs->st.stack_bytes),
		rs->opt->mpi ? "parent links, atomic chains and batches" :
		rs->opt->bfs ? "BFS parent links and atomic chains" :
			       "DFS stack");
	fprintf(f, "%9.3f\ttotal actual memory usage\n", MB(rt_total_bytes(rs)));
	if (rs->st.stored) /* none: stopped at the initial state's error */
		fprintf(f, "%9.1f\tbytes per stored state (store memory / "
			"states)\n", rt_bytes_per_state(rs));
}

/* A location exists when it has a line or a statement text. */
static int rt_loc_exists(const MccLocInfo *l)
{
	return l->line > 0 || l->text != NULL;
}

static const char *rt_loc_file(const MccModel *m, int pt, int loc)
{
	for (int t = 0; t < m->ntrans; t++)
		if (m->trans[t].proctype == pt && m->trans[t].src == loc &&
		    m->trans[t].file)
			return m->trans[t].file;
	return m->source ? m->source : m->name;
}

static const char *rt_kind_word(int kind)
{
	switch (kind) {
	case 1: return "init";
	case 2: return "claim";
	case 3: case 4: return "trace";
	default: return "proctype";
	}
}

/* seen[pt] : array of nlocs flags, from executed transitions and the
 * locations of the processes of the initial state. */
static uint8_t **rt_reached(const RtSearch *rs)
{
	const MccModel *m = rs->m;
	uint8_t **seen = calloc(m->nproctypes ? m->nproctypes : 1, sizeof *seen);
	if (!seen)
		return NULL;
	for (int p = 0; p < m->nproctypes; p++)
		seen[p] = calloc(m->proctypes[p].nlocs + 1, 1);
	for (int t = 0; t < m->ntrans; t++) {
		const MccTransInfo *ti = &m->trans[t];
		if (!rs->trans_seen[t] || ti->proctype < 0 ||
		    ti->proctype >= m->nproctypes || !seen[ti->proctype])
			continue;
		int nl = m->proctypes[ti->proctype].nlocs;
		if (ti->src >= 0 && ti->src < nl) seen[ti->proctype][ti->src] = 1;
		if (ti->dst >= 0 && ti->dst < nl) seen[ti->proctype][ti->dst] = 1;
	}
	int np = m->nprocs(rs->init_state);
	for (int pid = 0; pid < np; pid++) {
		int pt = m->proc_type(rs->init_state, pid);
		int loc = m->proc_loc(rs->init_state, pid);
		if (pt >= 0 && pt < m->nproctypes && seen[pt] && loc >= 0 &&
		    loc < m->proctypes[pt].nlocs)
			seen[pt][loc] = 1;
	}
	return seen;
}

static void rt_report_unreached(FILE *f, const RtSearch *rs)
{
	const MccModel *m = rs->m;
	uint8_t **seen = rt_reached(rs);
	if (!seen)
		return;
	fprintf(f, "\n");
	for (int p = 0; p < m->nproctypes; p++) {
		const MccProcInfo *pi = &m->proctypes[p];
		int total = 0, miss = 0, spin_total = 0;
		if (pi->kind == 1)
			fprintf(f, "unreached in init\n");
		else
			fprintf(f, "unreached in %s %s\n",
				rt_kind_word(pi->kind), pi->name);
		for (int l = 0; l < pi->nlocs; l++) {
			if (!rt_loc_exists(&pi->locs[l]))
				continue;
			total++;
			if (pi->locs[l].spin_no > spin_total)
				spin_total = pi->locs[l].spin_no;
			if (seen[p] && seen[p][l])
				continue;
			miss++;
			fprintf(f, "\t%s:%d, state %d, \"%s\"\n",
				rt_loc_file(m, p, l), pi->locs[l].line,
				rt_loc_state(m, p, l),
				pi->locs[l].text ? pi->locs[l].text : "-end-");
		}
		/* of Spin's states where the model has Spin's numbers: the
		 * highest is -end-'s, and Spin counts up to it */
		fprintf(f, "\t(%d of %d states)\n", miss,
		    spin_total ? spin_total : total);
		free(seen[p]);
	}
	free(seen);
}

void rt_report_print(FILE *f, const RtSearch *rs)
{
	const RtStats *s = &rs->st;
	fprintf(f, "\n(mcc pan %s -- %s)\n", RT_VERSION, RT_VERSION_DATE);
	if (rs->por)
		fprintf(f, "\t+ Partial Order Reduction (%s)\n", rt_por_name(rs->por));
	if (!rt_search_complete(rs))
		fprintf(f, "Warning: Search not completed\n");
	fprintf(f, "\n");
	rt_report_flags(f, rs);
	rt_report_counts(f, rs);
	rt_report_memory(f, rs);
	if (rt_search_complete(rs) && !rs->opt->no_unreached)
		rt_report_unreached(f, rs);
	fprintf(f, "\npan: elapsed time %.3g seconds\n", s->time_s);
	if (s->time_s > 0)
		fprintf(f, "pan: rate %9.8g states/second\n",
			(double)s->stored / s->time_s);
}

/* Write s as a JSON string. */
static void rt_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

void rt_report_json(FILE *f, const RtSearch *rs)
{
	const RtStats *s = &rs->st;
	static const char *const res[] = { "ok", "errors", "incomplete" };
	fprintf(f, "{\"model\":");
	rt_json_str(f, rs->m->name ? rs->m->name : "");
	fprintf(f, ",\"states_stored\":%llu,\"states_matched\":%llu,"
		"\"transitions\":%llu,\"atomic_steps\":%llu,\"depth\":%llu,"
		"\"errors\":%llu,\"state_vector_bytes\":%u,"
		"\"memory_bytes\":%zu,\"bytes_per_state\":%.1f,"
		"\"hash_conflicts\":%llu,\"time_s\":%.6f,\"states_per_s\":%.1f,"
		"\"complete\":%s,\"result\":\"%s\",\"store\":",
		(unsigned long long)s->stored, (unsigned long long)s->matched,
		(unsigned long long)(s->stored + s->matched),
		(unsigned long long)s->atomic, (unsigned long long)s->depth_max,
		(unsigned long long)s->errors, rs->m->state_size,
		rt_total_bytes(rs), rt_bytes_per_state(rs),
		(unsigned long long)rs->store->conflicts, s->time_s,
		s->time_s > 0 ? s->stored / s->time_s : 0.0,
		rt_search_complete(rs) ? "true" : "false",
		res[rt_report_status(rs)]);
	rt_json_str(f, rs->store->algo->name);
	fprintf(f, ",\"store_bytes\":%zu,\"stack_bytes\":%llu,"
		"\"rss_peak_bytes\":%llu", ss_bytes(rs->store),
		(unsigned long long)s->stack_bytes,
		(unsigned long long)rt_rss_peak_bytes());
	rs->store->algo->json(rs->store, f);
	if (rs->por)
		rt_por_stats_json(f, rs->opt->por == RT_POR_AMPLE ? "ample" : "stubborn",
		    rt_por_stats(rs->por));
	else
		fprintf(f, ",\"por\":\"off\"");
	fprintf(f, "}\n");
}
