/* options.c -- pan's command line, see options.h. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "runtime/options.h"
#include "runtime/search.h"
#include "runtime/version.h"

static const char *const rt_usage_text =
"usage: pan [options]\n"
"  -A          ignore assertion violations\n"
"  -E          ignore invalid end states\n"
"  -a          find acceptance cycles (the default when the model has a\n"
"              never claim, a claim formula or ltl blocks, or with --ltl)\n"
"  -l          find non-progress cycles (progress labels)\n"
"  -f          weak fairness (with -a or -l)\n"
"  -N name     check the ltl block `name` only\n"
"  -cN         stop at the Nth error (default 1; -c0: never stop, count all)\n"
"  -e          a trail for every error (MODEL1.mcc.trail, MODEL2.mcc.trail...)\n"
"  -mN         bound the search depth to N steps (default: unlimited)\n"
"  -wN         initial hash table of 2^N slots (it grows anyway; at most\n"
"              half of the memory limit)\n"
"  -q          valid end states also need empty channels\n"
"  -n          no report of unreached code\n"
"  -i, -I      shortest trails: same as --bfs\n"
"  -r, -t      replay the error trail: MODEL.mcc.trail, or the only\n"
"              MODEL*.mcc.trail here (with -N name: that ltl block's)\n"
"  -rK         replay the K-th trail (-e): MODELK.mcc.trail\n"
"  -r FILE     replay FILE (the same as --trail FILE)\n"
"  --msc FILE  with -r: also draw the trail as a message sequence chart\n"
"              in FILE (SVG: a lifeline per process, channel messages as\n"
"              arrows, errors and the start of a cycle marked)\n"
"  -uN         simulation: stop after N steps\n"
"  -v, -V      print the version\n"
"  -DNAME      not taken: Spin's compile-time defines (cc -DBITSTATE pan.c)\n"
"              are run-time options here; pan names the one to use\n"
"  -h, --help  this message\n"
"  --bfs              breadth-first search (shortest error trails)\n"
"  --memlim MB        stop (incomplete) when MB megabytes are in use\n"
"  --json             print the statistics as a JSON object at the end\n"
"  --seed N           random seed for --simulate, hash seed of hc,\n"
"                     hc32 and bitstate\n"
"  --simulate         random simulation, printing each step\n"
"  --interactive      interactive simulation (choices read from stdin)\n"
"  --output-only      --simulate, -r: print what the model's printf and\n"
"                     printm print, not the steps (as spin without -p)\n"
"  --trail FILE       trail file to write or replay (default: see -r;\n"
"                     with -e or several properties FILE without .trail,\n"
"                     then K and .trail for the K-th)\n"
"  --ltl 'F'          check the LTL property F (negated, like an ltl block)\n"
"  --ltl-file FILE    check each property of FILE (one per line, # comments,\n"
"                     after a TAB an optional holds/violated verdict)\n"
"  --algo NAME        emptiness check (--algo list: the available ones)\n"
"  --decompose=off    check the whole automaton with one algorithm\n"
"  --decompose=interleave  (default) terminal, weak and strong parts apart,\n"
"                     their checks taking turns on one thread; the first\n"
"                     cycle found ends the search (with -j N: as on)\n"
"  --decompose=on     the parts one after the other\n"
"  --decompose=s1|s2  with -j N: the parts at once, threads split among\n"
"                     them (s1), or one after the other, all threads on\n"
"                     each (s2, the same as on)\n"
"  --safety           ignore properties: check safety of the system alone\n"
"  --por=off|stubborn|ample  partial-order reduction of the safety\n"
"                     searches (DFS, --bfs, -j N): guard-based stubborn\n"
"                     sets (the default), Spin-like process ample sets,\n"
"                     or none; off by default under --mpi and in a\n"
"                     verifier built with mcc --no-reduce; the checks of\n"
"                     LTL properties reduce only when --por is given\n"
"                     (formulas without X; not -l, -f, never claims)\n"
"  --np-rabin         -l per process: a process that stops progressing while\n"
"                     every other one with a progress label progresses\n"
"                     (one generalized Rabin pair per process; check tgra)\n"
"  --acceptance=tgba|tgra|tfla  property automaton: generalized Buchi\n"
"                     (default), generic acceptance checked as generalized\n"
"                     Rabin (tgra), or its Fin-less automaton (tfla)\n"
"  -j N, --threads N  N worker threads: the safety search (a shared\n"
"                     lock-free table, the sequential counts; with --bfs\n"
"                     level by level, shortest trails) or the LTL checks\n"
"                     (par-dijkstra etc.; the default check becomes one)\n"
"  --store=NAME       state store: hash, compact (the default for vectors\n"
"                     of 128 bytes or more), tree, hc, hc32 (hash\n"
"                     compaction), bitstate; --store=list describes them\n"
"  --bitstate         bitstate hashing (supertrace): --store=bitstate\n"
"  --bits N           --bitstate: 2^N bits (default: -wN, else 27)\n"
"  -kK                --bitstate: K bits per state (default 3)\n"
"  --swarm N          N bitstate runs, each with its own hash seed and\n"
"                     successor order, -j T of them at a time (default:\n"
"                     one per core); stops at the first error\n"
"  --mpi              under mpirun: the safety search, or the LTL check\n"
"                     (owcty), distributed over the ranks (a verifier\n"
"                     built with mcc --mpi; --memlim is per rank)\n"
"  --consumers K      par-dijkstra-async: K of the N threads apply the\n"
"                     union-find updates, the others search (default\n"
"                     N/2 rounded down; at most N-1)\n"
"exit status: 0 no errors, 1 errors found, 2 incomplete search, 3 failure\n";

void rt_options_usage(FILE *f)
{
	fputs(rt_usage_text, f);
}

/* Parse a decimal number filling *v; -1 if `s` is not one. */
static int rt_parse_num(const char *s, uint64_t *v)
{
	char *end;
	if (!s || !*s || *s == '-')
		return -1;
	errno = 0;
	unsigned long long x = strtoull(s, &end, 10);
	if (errno || *end)
		return -1;
	*v = x;
	return 0;
}

static void rt_options_default(RtOptions *o)
{
	memset(o, 0, sizeof *o);
	o->mode = RT_MODE_VERIFY;
	o->stop_at = 1;
	o->decompose = 3;
	/* a testing hook, as PAN_DFS_SETTLE_BYTES: the suites run every
	 * model with each lossless store (tests/run.sh) */
	const char *e = getenv("PAN_STORE");
	o->store = e && *e ? e : NULL;
	o->store_env = o->store != NULL;
}

/* A long option, possibly taking the next argument or "=value".  Returns the
 * number of extra argv entries used, or -1 on error. */
static int rt_parse_long(RtOptions *o, const char *a, const char *next)
{
	const char *eq = strchr(a, '=');
	size_t n = eq ? (size_t)(eq - a) : strlen(a);
	const char *val = eq ? eq + 1 : next;
	int used = eq ? 0 : 1;
	uint64_t v;
#define IS(name) (n == strlen(name) && !strncmp(a, name, n))
	if (IS("--bfs")) { o->bfs = 1; return 0; }
	if (IS("--mpi")) { o->mpi = 1; return 0; }
	if (IS("--json")) { o->json = 1; return 0; }
	if (IS("--simulate")) { o->mode = RT_MODE_SIMULATE; return 0; }
	if (IS("--interactive")) { o->mode = RT_MODE_INTERACTIVE; return 0; }
	if (IS("--output-only")) { o->output_only = 1; return 0; }
	if (IS("--memlim")) {
		if (rt_parse_num(val, &v) < 0 || v == 0)
			return -1;
		o->memlim = (size_t)v << 20;
		return used;
	}
	if (IS("--seed")) {
		if (rt_parse_num(val, &v) < 0)
			return -1;
		o->seed = v;
		o->seed_set = 1;
		return used;
	}
	if (IS("--safety")) { o->safety = 1; return 0; }
	if (IS("--por")) {
		if (!eq)
			return -1;
		if (!strcmp(val, "off"))
			o->por = RT_POR_OFF;
		else if (!strcmp(val, "stubborn"))
			o->por = RT_POR_STUBBORN;
		else if (!strcmp(val, "ample"))
			o->por = RT_POR_AMPLE;
		else
			return -1;
		o->por_given = 1;
		return 0;
	}
	if (IS("--np-rabin")) {
		o->np_rabin = o->non_progress = 1;
		return 0;
	}
	if (IS("--acceptance")) {
		if (!val)
			return -1;
		if (!strcmp(val, "tgba"))
			o->acceptance = RT_ACC_TGBA;
		else if (!strcmp(val, "tgra"))
			o->acceptance = RT_ACC_TGRA;
		else if (!strcmp(val, "tfla"))
			o->acceptance = RT_ACC_TFLA;
		else
			return -1;
		return used;
	}
	if (IS("--threads")) {
		if (rt_parse_num(val, &v) < 0 || v < 1 || v > 1024)
			return -1;
		o->threads = (int)v;
		return used;
	}
	if (IS("--consumers")) {
		if (rt_parse_num(val, &v) < 0 || v < 1 || v > 1024)
			return -1;
		o->consumers = (int)v;
		return used;
	}
	if (IS("--decompose")) {
		if (!eq)
			return -1;
		if (!strcmp(val, "off"))
			o->decompose = 0;
		else if (!strcmp(val, "on") || !strcmp(val, "s2"))
			o->decompose = 1;
		else if (!strcmp(val, "s1"))
			o->decompose = 2;
		else if (!strcmp(val, "interleave"))
			o->decompose = 3;
		else
			return -1;
		return 0;
	}
	if (IS("--ltl") || IS("--ltl-file") || IS("--algo")) {
		if (!val || !*val)
			return -1;
		if (IS("--ltl"))
			o->ltl = val;
		else if (IS("--ltl-file"))
			o->ltl_file = val;
		else if (!strcmp(val, "list"))
			o->list_algos = 1;
		else
			o->algo = val;
		return used;
	}
	if (IS("--store")) {
		if (!val || !*val)
			return -1;
		if (!strcmp(val, "list"))
			o->list_stores = 1;
		else
			o->store = val;
		o->store_env = 0;
		return used;
	}
	if (IS("--bitstate")) {
		o->store = "bitstate";
		o->store_env = 0;
		return 0;
	}
	if (IS("--swarm")) {
		if (rt_parse_num(val, &v) < 0 || v < 1 || v > 100000)
			return -1;
		o->swarm = v;
		return used;
	}
	if (IS("--bits")) { /* the range: rt_options_check_sizes */
		if (rt_parse_num(val, &v) < 0)
			return -1;
		o->bits = v == 0 ? -1 : v > INT_MAX ? INT_MAX : (int)v;
		return used;
	}
	if (IS("--trail")) {
		if (!val || !*val)
			return -1;
		o->trail = val;
		return used;
	}
	if (IS("--msc")) {
		if (!val || !*val)
			return -1;
		o->msc = val;
		return used;
	}
#undef IS
	return -1;
}

/* A short flag `a` ("-X..."); 0 ok, 1 exit-0 message printed, -1 error. */
static int rt_parse_short(RtOptions *o, const char *a)
{
	uint64_t v;
	const char *arg = a + 2;
	switch (a[1]) {
	case 'a': o->accept_cycles = 1; break;
	case 'l': o->non_progress = 1; break;
	case 'f': o->weak_fairness = 1; break;
	case 'E': o->ignore_end = 1; break;
	case 'A': o->ignore_assert = 1; break;
	case 'e': o->every_error = 1; break;
	case 'q': o->strict_end = 1; break;
	case 'n': o->no_unreached = 1; break;
	case 'i': case 'I': o->bfs = 1; break;
	case 'r': case 't':
		o->mode = RT_MODE_REPLAY;
		if (*arg && (rt_parse_num(arg, &v) < 0 || v == 0))
			return -1;
		o->trail_no = *arg ? v : 0;
		return 0;
	case 'c': if (rt_parse_num(arg, &v) < 0) return -1; o->stop_at = v; return 0;
	case 'm': if (rt_parse_num(arg, &v) < 0) return -1; o->max_depth = v; return 0;
	case 'u': if (rt_parse_num(arg, &v) < 0) return -1; o->sim_steps = v; return 0;
	case 'w': /* the range: rt_options_check_sizes */
		if (rt_parse_num(arg, &v) < 0)
			return -1;
		o->hash_log2 = v == 0 ? -1 : v > INT_MAX ? INT_MAX : (int)v;
		return 0;
	case 'k':
		if (rt_parse_num(arg, &v) < 0 || v < 1 || v > 32)
			return -1;
		o->hash_k = (int)v;
		return 0;
	case 'v': case 'V':
		printf("mcc pan %s -- %s\n", RT_VERSION, RT_VERSION_DATE);
		return 1;
	case 'h': rt_options_usage(stdout); return 1;
	default: return -1;
	}
	return *arg ? -1 : 0;
}

/* Spin's pan.c is compiled per run with -D defines; mcc's verifier is
 * not: what each common define does here.  `arg` is the run-time option
 * (a "%s" in it takes the define's value, `novalue` stands for it when
 * none is given); NULL: nothing to give, `what` says why. */
typedef struct RtSpinDefine {
	const char *name;      /* the define, or a prefix ending in '*' */
	const char *arg;       /* the run-time option, or NULL */
	const char *novalue;   /* %s of arg when the define has no value */
	const char *what;      /* what it does, or why nothing is needed */
} RtSpinDefine;

static const RtSpinDefine rt_spin_defines[] = {
	{ "BITSTATE", "--bitstate", 0, "bitstate hashing (--bits N: 2^N bits)" },
	{ "SAFETY", "--safety", 0, "no cycle or property checks" },
	{ "NOCLAIM", "--safety", 0, "ignore the never claim and ltl blocks" },
	{ "NOREDUCE", "--por=off", 0, "no partial-order reduction (the default "
	  "is --por=stubborn); mcc --no-reduce builds a verifier without "
	  "mcc's compile-time reductions (dead variables, statement merging) "
	  "whose default is --por=off" },
	{ "MEMLIM", "--memlim %s", "MB", "a memory limit in megabytes" },
	{ "MEMCNT", "--memlim %s", "MB", "a memory limit, in megabytes here "
	  "(not 2^N bytes)" },
	{ "HC*", "--store=hc", 0, "hash compaction, 64-bit signatures "
	  "(--store=hc32: 32 bits)" },
	{ "COLLAPSE", "--store=tree", 0, "lossless state compression" },
	{ "MA", "--store=tree", 0, "lossless state compression, in place "
	  "of the minimized automaton" },
	{ "NOCOMP", "--store=hash", 0, "full state vectors (the default for vectors under 128 bytes)" },
	{ "NP", "-l", 0, "non-progress cycles" },
	{ "BFS", "--bfs", 0, "breadth-first search" },
	{ "BFS_PAR", "--bfs -j %s", "N", "the parallel breadth-first search" },
	{ "REACH", "-i", 0, "shortest error trails, the same as --bfs" },
	{ "NCORE", "-j %s", "N", "that many worker threads" },
	{ "RANDOMIZE", "--swarm N", 0, "runs with their own hash seeds and "
	  "successor orders" },
	{ "T_RAND", "--swarm N", 0, "runs with their own successor orders" },
	{ "P_RAND", "--swarm N", 0, "runs with their own successor orders" },
	{ "NOFAIR", NULL, 0, "weak fairness costs nothing unless -f is given" },
	{ "NFAIR", NULL, 0, "weak fairness needs no bound on the processes" },
	{ "VECTORSZ", NULL, 0, "the state vector has the size the model needs" },
	{ "NOVSZ", NULL, 0, "the state vector has the size the model needs" },
	{ "SC", NULL, 0, "the search stack stays in memory, kept small "
	  "(man pan: the DFS stack)" },
	{ NULL, NULL, 0, NULL }
};

/* The entry of the define named by the first len bytes of def (the
 * terminating entry if pan does not know it). */
static const RtSpinDefine *rt_spin_define_find(const char *def, size_t len)
{
	const RtSpinDefine *d = rt_spin_defines;
	for (; d->name; d++) {
		size_t k = strcspn(d->name, "*");
		if (d->name[k] == '*' ? len >= k && !strncmp(def, d->name, k) :
		    len == k && !strncmp(def, d->name, k))
			break;
	}
	return d;
}

int rt_options_spin_define(const char *def, char *buf, size_t n)
{
	size_t len = strcspn(def, "=");
	const char *val = def[len] == '=' && def[len + 1] ? def + len + 1 : NULL;
	const RtSpinDefine *d = rt_spin_define_find(def, len);
	int w = snprintf(buf, n, "pan: -D%s: -D names a compile-time define "
	    "of Spin's pan.c; mcc's verifier is not compiled per run and takes "
	    "run-time options instead\n", def);
	if (w < 0 || (size_t)w >= n)
		return -1;
	char arg[128] = "", mb[32];
	uint64_t v;
	if (val && d->name && !strcmp(d->name, "MEMCNT") && /* 2^v bytes */
	    rt_parse_num(val, &v) == 0 && v >= 20 && v < 64) {
		snprintf(mb, sizeof mb, "%llu", (unsigned long long)1 << (v - 20));
		val = mb;
	}
	if (d->arg)
		snprintf(arg, sizeof arg, d->arg, val ? val : d->novalue);
	char *p = buf + w;
	size_t left = n - (size_t)w;
	if (!d->name)
		w = snprintf(p, left, "pan: %.*s is not one pan knows: pan --help "
		    "lists the run-time options\n", (int)len, def);
	else if (!d->arg)
		w = snprintf(p, left, "pan: instead of -D%s nothing is needed: "
		    "%s\n", def, d->what);
	else
		w = snprintf(p, left, "pan: instead of -D%s use %s: %s\n", def,
		    arg, d->what);
	if (w < 0 || (size_t)w >= left)
		return -1;
	return d->name != NULL;
}

/* The largest N <= 40 such that 2^N units of 2^shift bytes take at most
 * half of `limit` bytes (0: no limit known), at least `lo`. */
static int rt_size_max(size_t limit, int shift, int lo)
{
	int n = 40;
	while (limit && n > lo && ldexp(1.0, n + shift) > (double)limit / 2)
		n--;
	return n;
}

/* -wN and --bits N: the table (2^N slots of 8 bytes) or bitstate array
 * (2^N bits) must fit in half of the memory limit, the rest is for the
 * states: checked before anything is allocated, so that a too large N
 * is an error about the option, not an out-of-memory. */
static int rt_options_check_sizes(const RtOptions *o)
{
	int bits = o->swarm || (o->store && !strcmp(o->store, "bitstate"));
	size_t limit = o->memlim ? o->memlim : rt_default_memlim();
	char lim[96];
	snprintf(lim, sizeof lim, "half of the memory limit, %zu MB%s",
	    limit >> 20, o->memlim ? " (--memlim)" : " (3/4 of the RAM; "
	    "--memlim MB sets it)");
	int wmax = rt_size_max(limit, bits ? -3 : 3, 1);
	if (o->hash_log2 && (o->hash_log2 < 1 || o->hash_log2 > wmax)) {
		fprintf(stderr, "pan: -w%d is out of range: -wN takes N from 1 to "
		    "%d here: %s may take at most %s\n", o->hash_log2 < 0 ? 0 :
		    o->hash_log2, wmax, bits ? "a bitstate array of 2^N bits" :
		    "a hash table of 2^N slots of 8 bytes", lim);
		return -1;
	}
	int bmax = rt_size_max(limit, -3, 6);
	if (o->bits && (o->bits < 6 || o->bits > bmax)) {
		fprintf(stderr, "pan: --bits %d is out of range: --bits N takes N "
		    "from 6 to %d here: a bitstate array of 2^N bits may take at "
		    "most %s\n", o->bits < 0 ? 0 : o->bits, bmax, lim);
		return -1;
	}
	return 0;
}

int rt_options_parse(RtOptions *o, int argc, char **argv)
{
	rt_options_default(o);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int r;
		if (!strcmp(a, "--help")) {
			rt_options_usage(stdout);
			return 1;
		}
		if (!strcmp(a, "-N")) {
			if (i + 1 >= argc) {
				fprintf(stderr, "pan: -N needs an ltl block name\n");
				return -1;
			}
			o->ltl_name = argv[++i];
			continue;
		}
		if ((!strcmp(a, "-r") || !strcmp(a, "-t")) && i + 1 < argc &&
		    argv[i + 1][0] != '-') { /* Spin's pan -r FILE */
			o->mode = RT_MODE_REPLAY;
			o->trail = argv[++i];
			continue;
		}
		if (a[0] == '-' && a[1] == 'N' && a[2]) {
			o->ltl_name = a + 2;
			continue;
		}
		if (a[0] == '-' && a[1] == 'D' && a[2]) { /* cc -DNAME pan.c */
			char msg[1024];
			if (rt_options_spin_define(a + 2, msg, sizeof msg) >= 0)
				fputs(msg, stderr);
			return -1;
		}
		if (a[0] == '-' && a[1] == 'j') {
			uint64_t v;
			const char *n = a[2] ? a + 2 : i + 1 < argc ? argv[++i] :
			    NULL;
			if (rt_parse_num(n, &v) < 0 || v < 1 || v > 1024) {
				fprintf(stderr, "pan: -j needs a thread count "
				    "(1..1024)\n");
				return -1;
			}
			o->threads = (int)v;
			continue;
		}
		if (a[0] == '-' && a[1] == '-')
			r = rt_parse_long(o, a, i + 1 < argc ? argv[i + 1] : NULL);
		else if (a[0] == '-' && a[1])
			r = rt_parse_short(o, a);
		else
			r = -1;
		if (r == 1 && a[1] != '-')
			return 1;
		if (r < 0) {
			fprintf(stderr, "pan: bad option or argument: %s\n", a);
			rt_options_usage(stderr);
			return -1;
		}
		if (a[1] == '-')
			i += r;
	}
	if (o->msc && o->mode != RT_MODE_REPLAY) {
		fprintf(stderr, "pan: --msc draws a replayed trail: use it with "
		    "-r\n");
		return -1;
	}
	return rt_options_check_sizes(o);
}

void rt_options_por_default(RtOptions *o, const MccModel *m)
{
	o->por_why = NULL;
	if (o->por_given)
		return;
	o->por = RT_POR_OFF;
	if (m && m->por && (m->por[2] & MCC_POR_NOREDUCE))
		o->por_why = "the verifier was built with mcc --no-reduce "
		    "(--por=stubborn reduces)";
	else if (o->mpi)
		o->por_why = "not yet for the distributed search (--mpi)";
	else
		o->por = RT_POR_STUBBORN;
}
