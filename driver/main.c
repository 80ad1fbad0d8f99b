/*
 * main.c -- the mcc command: model (+ property) -> standalone verifier.
 *
 *   mcc [options] model.pml        build ./pan
 *   mcc ltl2tgba ...               the automata toolkit (ltl/cli.c)
 *
 * The pipeline is a list of passes: load (frontend) -> C (codegen) ->
 * executable (libtcc or cc).  Nothing is written unless every pass
 * succeeded.
 */
#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "codegen/c/build.h"
#include "codegen/c/cgen.h"
#include "codegen/llvm/lgen.h"
#include "codegen/mir.h"
#include "frontend/frontend.h"
#include "ltl/ltl.h"
#include "runtime/expr.h"

#define MCC_VERSION "0.1"

int ltl_cli_main(int argc, char **argv);
#include "frontend/dve/dve.h"

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);
	return n >= k && !strcmp(s + n - k, suf);
}

/* Pass 1: load the model with the frontend its suffix names. */
static IrModel *load_model(const char *path, const FeOptions *fo)
{
	if (has_suffix(path, ".dve")) {
		return dve_load(path, fo);
	}
	return fe_load(path, fo);
}

static void usage(FILE *f)
{
	fputs(
"usage: mcc [options] model.pml       build a verifier (default ./pan)\n"
"       mcc ltl2tgba [options]        LTL to automata toolkit (mcc ltl2tgba --help)\n"
"\n"
"options:\n"
"  -o NAME          name of the verifier to write (default: pan); one that\n"
"                   cannot be written is an error before compiling\n"
"  -B tcc|llvm|cc   backend: tcc (default) compiles fastest, use it while\n"
"                   working on a model; llvm (LLVM 14, -O2) builds the\n"
"                   fastest verifier, use it for long runs (no embedded C);\n"
"                   cc (the system C compiler on the same generated C) is\n"
"                   the reference, for sanitizer runs ($MCC_CFLAGS)\n"
"  --emit-c FILE    also write the generated C (-B llvm: LLVM IR) to FILE\n"
"                   ('-' for stdout)\n"
"  --dump-ir        print the intermediate representation and stop\n"
"  --dump-mir       print the lowered model (layout, tables) and stop\n"
"  --no-deadvar     keep the values of dead local variables and of write-only\n"
"                   globals (Promela: by default a local that cannot be read\n"
"                   again before it is written is reset to 0, as spin -a does\n"
"                   unless -o1, and a global never read is 0 in every state,\n"
"                   as Spin hides it unless -o2)\n"
"  --spin-reductions\n"
"                   reset dead locals by Spin's own rule instead of mcc's\n"
"                   (which resets more): with pan --por=off the verifier\n"
"                   stores as many states as spin -a with pan compiled\n"
"                   -DNOREDUCE (Spin's dataflow optimisation, its hiding\n"
"                   of write-only globals and statement merging)\n"
"  --no-merge       no statement merging (Promela: by default a run of\n"
"                   statements that touch only their process's own state\n"
"                   is one transition, its inner states not stored, as\n"
"                   spin -a does unless -o3)\n"
"  --mpi            a verifier that also runs distributed under mpirun\n"
"                   (mpirun -np K ./pan --mpi; needs mcc built with MPI)\n"
"  --no-reduce      --no-deadvar --no-merge, and a verifier whose default\n"
"                   is --por=off: the state space of spin -o1 -o2 -o3 -a\n"
"                   with pan compiled -DNOREDUCE\n"
"  -DNAME[=VAL]     predefine a preprocessor macro;  -IDIR  include directory\n"
"  --max-procs N    process slots when `run` is used (default: one per run\n"
"                   statement, at least 16; max 255)\n"
"  -t               replay MODEL.mcc.trail, or the only MODEL*.mcc.trail\n"
"                   here (builds the verifier, runs it with -r)\n"
"  -tK              replay the K-th trail (pan -e): MODELK.mcc.trail\n"
"  -k FILE          replay the trail FILE (with -t)\n"
"  --msc FILE       with -t: also draw the trail as a message sequence\n"
"                   chart in FILE (SVG; see pan --msc)\n"
"  --simulate       random simulation (--seed N, -uN max steps), printing\n"
"                   each step and the model's output as spin -p -g -l\n"
"  --output-only    with --simulate, -t: the model's printf/printm output\n"
"                   only, as spin without -p\n"
"  -i               interactive simulation\n"
"  -a               accepted for spin -a: building the verifier is what mcc\n"
"                   does anyway\n"
"  -v               verbose, as spin -v: say what mcc does (the model's\n"
"                   size, the reductions, the property, the backend, each\n"
"                   pass's time) on stderr; without a model, the version\n"
"  -h, --help       this help;  -V, --version  version\n"
"\n"
"  -f FORMULA       LTL claim: the behaviours to find, as spin -f (the\n"
"                   verifier checks that no run satisfies it)\n"
"  -F FILE          the same, formula read from FILE\n"
"  -N FILE          a never claim from FILE, as spin -N\n"
"  --automaton FILE a claim automaton in HOA v1 (any Emerson-Lei\n"
"                   acceptance; its APs are run-time propositions or\n"
"                   #define names): the behaviours to find, like -f\n"
"Properties can also be given to the verifier at run time: ./pan --ltl,\n"
"--ltl-file, -N name (see man pan).\n", f);
}

static void version(void)
{
	printf("mcc %s\n", MCC_VERSION);
	exit(0);
}

typedef struct Opts {
	const char *model;       /* input file */
	const char *out;         /* verifier name */
	const char *emit_c;      /* --emit-c FILE */
	CgBackend be;            /* backend */
	int dump_ir;             /* --dump-ir */
	int dump_mir;            /* --dump-mir */
	int no_deadvar;          /* --no-deadvar: keep dead locals' values */
	int spin_dv;             /* --spin-reductions: Spin's rule for them */
	int no_merge;            /* --no-merge: no statement merging */
	int noreduce;            /* --no-reduce: and pan's default --por=off */
	int mpi;                 /* --mpi: link the MPI transport */
	int replay, simulate, interactive;
	int output_only;         /* --output-only (to pan) */
	const char *trail_no;    /* -tK */
	const char *trail_file;  /* -k FILE */
	const char *msc;         /* --msc FILE (to pan, with -t) */
	const char *seed;        /* --seed */
	const char *steps;       /* -uN */
	int max_procs;           /* --max-procs */
	int verbose;             /* -v: report each pass on stderr */
	const char *formula;     /* -f: the claim formula (behaviours to find) */
	const char *formula_src; /* where it came from, for diagnostics */
	const char *claim_file;  /* -N: never claim file */
	const char *defines[64]; int ndefines;
	const char *incdirs[16]; int nincdirs;
} Opts;

/* -F file: the first line that is neither empty nor a # comment. */
static const char *read_formula_file(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "mcc: cannot read %s: %s\n", path, strerror(errno));
		return NULL;
	}
	static char line[8192];
	while (fgets(line, sizeof line, f)) {
		char *p = line;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#' || *p == '\n' || !*p)
			continue;
		p[strcspn(p, "\t\n")] = 0;
		fclose(f);
		return p;
	}
	fclose(f);
	fprintf(stderr, "%s:1:1: error: no formula in the file\n", path);
	return NULL;
}

/* --automaton FILE: the whole file; it travels to pan as the claim
 * "formula" (pan recognizes HOA text by its leading "HOA:").  Kept for the
 * life of the process, like read_formula_file's buffer. */
static char *hoa_text;

static const char *read_hoa_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "mcc: cannot read %s: %s\n", path, strerror(errno));
		return NULL;
	}
	size_t n = 0, cap = 4096;
	char *s = malloc(cap), *ns;
	size_t r;
	while (s && (r = fread(s + n, 1, cap - n - 1, f)) > 0) {
		n += r;
		if (n + 1 == cap)
			s = (ns = realloc(s, cap *= 2)) ? ns : (free(s), NULL);
	}
	fclose(f);
	if (!s)
		return NULL;
	s[n] = 0;
	char *t = s + strspn(s, " \t\r\n");
	if (strncmp(t, "HOA:", 4)) {
		fprintf(stderr, "%s:1:1: error: not a HOA automaton (expected 'HOA: v1')\n", path);
		free(s);
		return NULL;
	}
	/* pan names the file in its diagnostics: a trailing HOA comment */
	size_t l = strlen(t);
	free(hoa_text);
	hoa_text = malloc(l + strlen(path) + 32);
	if (hoa_text)
		sprintf(hoa_text, "%s\n/* mcc-source: %s */\n", t, path);
	free(s);
	return hoa_text;
}

/* The claim formula's propositions, for the frontend (FeOptions.aps). */
typedef struct FormulaAps {
	const char **names;   /* as the LTL library names them (malloc'd) */
	int *line, *col;      /* where each first appears in the formula text */
	int n;
} FormulaAps;

/* Line and column of `name` in `text` (first occurrence; quoted in a HOA
 * automaton's AP line), 1:1 if not found. */
static void ap_position(const char *text, const char *name, int hoa, int *line, int *col)
{
	char *q = malloc(strlen(name) + 3);
	*line = *col = 1;
	if (!q)
		return;
	sprintf(q, hoa ? "\"%s\"" : "%s", name);
	const char *at = strstr(text, q);
	free(q);
	if (!at)
		return;
	at += hoa;
	for (const char *p = text; p < at; p++) {
		if (*p == '\n') {
			++*line;
			*col = 1;
		} else
			++*col;
	}
}

static void collect_aps(LtlContext *ctx, const char *text, int hoa, FormulaAps *fa)
{
	unsigned n = ltl_ap_count(ctx);
	fa->names = calloc(n + 1, sizeof *fa->names);
	fa->line = calloc(n + 1, sizeof *fa->line);
	fa->col = calloc(n + 1, sizeof *fa->col);
	for (unsigned i = 0; fa->names && fa->line && fa->col && i < n; i++) {
		fa->names[fa->n] = strdup(ltl_ap_name(ctx, i));
		ap_position(text, fa->names[fa->n], hoa, &fa->line[fa->n], &fa->col[fa->n]);
		fa->n++;
	}
}

/* The claim formula (or HOA automaton) must parse; its propositions go to
 * the frontend, which resolves them against the model (Promela) and
 * compiles them into it.  (DVE propositions are resolved by the verifier
 * when it starts.) */
static int check_formula(const Opts *o, FormulaAps *fa)
{
	LtlContext *ctx = ltl_context_new();
	LtlError err;
	if (!strncmp(o->formula, "HOA:", 4)) {
		LtlAut *a = ltl_parse_hoa(ctx, o->formula, o->formula_src, &err);
		if (!a)
			ltl_error_print(stderr, o->formula_src, o->formula, &err);
		else {
			collect_aps(ctx, o->formula, 1, fa);
			ltl_aut_free(a);
		}
		ltl_context_free(ctx);
		return a ? 0 : -1;
	}
	LtlFormula *f = ltl_parse(ctx, o->formula, LTL_SYN_AUTO, &err);
	if (!f)
		ltl_error_print(stderr, o->formula_src, o->formula, &err);
	else
		collect_aps(ctx, o->formula, 0, fa);
	ltl_context_free(ctx);
	return f ? 0 : -1;
}

/* DVE: the claim formula's propositions are the verifier's run-time
 * propositions; resolve them here with the verifier's own parser, over
 * tables made from the IR (names only), so that a bad one is an error of
 * mcc.  Returns 0, or -1 after printing located errors. */
static int check_run_time_aps(const IrModel *m, const Opts *o, const FormulaAps *fa)
{
	if (fa->n == 0)
		return 0;
	int nl = 0, nv = 0, bad = 0;
	for (int p = 0; p < m->nprocs; p++) {
		for (int l = 0; l < m->procs[p]->aut.nlocs; l++)
			nl += m->procs[p]->aut.locs[l]->nlabels;
		nv += m->procs[p]->nlocals;
	}
	nv += m->nglobals;
	MccProcInfo *pi = calloc((size_t)m->nprocs + 1, sizeof *pi);
	MccLabel *lb = calloc((size_t)nl + 1, sizeof *lb);
	MccVarInfo *vi = calloc((size_t)nv + 1, sizeof *vi);
	MccModelLtl lt = { 0 };
	MccModel mm = { 0 };
	if (!pi || !lb || !vi) {
		free(pi), free(lb), free(vi);
		return -1;
	}
	nl = nv = 0;
	for (int i = 0; i < m->nglobals; i++)
		vi[nv++] = (MccVarInfo){ m->globals[i]->name, -1, 0, 0, 1,
		    m->globals[i]->array_len ? m->globals[i]->array_len : 1, 0, 0 };
	for (int p = 0; p < m->nprocs; p++) {
		const IrProctype *pt = m->procs[p];
		pi[p].name = pt->name;
		for (int l = 0; l < pt->aut.nlocs; l++)
			for (int k = 0; k < pt->aut.locs[l]->nlabels; k++)
				lb[nl++] = (MccLabel){ p, l, pt->aut.locs[l]->labels[k] };
		for (int i = 0; i < pt->nlocals; i++)
			vi[nv++] = (MccVarInfo){ pt->locals[i]->name, p, 0, 0, 1,
			    pt->locals[i]->array_len ? pt->locals[i]->array_len : 1, 0, 0 };
	}
	lt.nlabels = nl;
	lt.labels = lb;
	mm.nproctypes = m->nprocs;
	mm.proctypes = pi;
	mm.nvars = nv;
	mm.vars = vi;
	mm.ltl = &lt;
	for (int i = 0; i < fa->n; i++) {
		char err[160];
		int col = 1;
		RtExpr *e = rt_expr_parse(&mm, fa->names[i], err, sizeof err, &col);
		if (e) {
			rt_expr_free(e);
			continue;
		}
		LtlError le = { fa->line[i], fa->col[i] + col - 1, "" };
		snprintf(le.msg, sizeof le.msg, "in proposition '%.60s': %.150s", fa->names[i], err);
		ltl_error_print(stderr, o->formula_src, o->formula, &le);
		bad = 1;
	}
	free(pi), free(lb), free(vi);
	return bad ? -1 : 0;
}

/* -N: load the model and the claim file together, through a small wrapper
 * that #includes both, so diagnostics point into the real files. */
static IrModel *load_with_claim(const Opts *o, const FeOptions *fo)
{
	char wrap[64], mabs[PATH_MAX], cabs[PATH_MAX];
	if (!realpath(o->model, mabs) || !realpath(o->claim_file, cabs)) {
		fprintf(stderr, "mcc: cannot read %s\n", realpath(o->model, mabs) ? o->claim_file : o->model);
		return NULL;
	}
	snprintf(wrap, sizeof wrap, "/tmp/mcc-claim-%ld.pml", (long)getpid());
	FILE *f = fopen(wrap, "w");
	if (!f)
		return NULL;
	fprintf(f, "#include \"%s\"\n#include \"%s\"\n", mabs, cabs);
	fclose(f);
	IrModel *m = fe_load(wrap, fo);
	unlink(wrap);
	return m;
}

static int parse_args(int argc, char **argv, Opts *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *next = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			exit(0);
		} else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
			version();
		} else if (!strcmp(a, "-a")) {
			/* spin -a: build the verifier, mcc's only job */
		} else if (!strcmp(a, "-v")) {
			o->verbose = 1;
		} else if (!strcmp(a, "-o") && next) {
			o->out = argv[++i];
		} else if (!strncmp(a, "-o", 2) && a[2]) {
			o->out = a + 2;
		} else if (!strcmp(a, "-B") && next) {
			const char *b = argv[++i];
			if (!strcmp(b, "tcc")) o->be = CG_TCC;
			else if (!strcmp(b, "cc")) o->be = CG_CC;
			else if (!strcmp(b, "llvm")) o->be = CG_LLVM;
			else {
				fprintf(stderr, "mcc: unknown backend '%s' (tcc, cc, llvm)\n", b);
				return -1;
			}
		} else if (!strcmp(a, "--emit-c") && next) {
			o->emit_c = argv[++i];
		} else if (!strcmp(a, "--dump-ir")) {
			o->dump_ir = 1;
		} else if (!strcmp(a, "--dump-mir")) {
			o->dump_mir = 1;
		} else if (!strcmp(a, "--no-deadvar")) {
			o->no_deadvar = 1;
		} else if (!strcmp(a, "--spin-reductions")) {
			o->spin_dv = 1;
		} else if (!strcmp(a, "--mpi")) {
			o->mpi = 1;
		} else if (!strcmp(a, "--no-merge")) {
			o->no_merge = 1;
		} else if (!strcmp(a, "--no-reduce")) {
			o->no_deadvar = o->no_merge = o->noreduce = 1;
		} else if (!strcmp(a, "--max-procs") && next) {
			o->max_procs = atoi(argv[++i]);
			if (o->max_procs < 1 || o->max_procs > 255) {
				fprintf(stderr, "mcc: --max-procs must be in 1..255\n");
				return -1;
			}
		} else if (!strcmp(a, "-t")) {
			o->replay = 1;
		} else if (!strncmp(a, "-t", 2) && a[2] >= '1' && a[2] <= '9' &&
		    a[strspn(a + 2, "0123456789") + 2] == 0) {
			o->replay = 1;
			o->trail_no = a + 2;
		} else if (!strcmp(a, "-k") && next) {
			o->replay = 1;
			o->trail_file = argv[++i];
		} else if (!strcmp(a, "--msc") && next) {
			o->msc = argv[++i];
		} else if (!strcmp(a, "--simulate")) {
			o->simulate = 1;
		} else if (!strcmp(a, "--output-only")) {
			o->output_only = 1;
		} else if (!strcmp(a, "-i")) {
			o->interactive = 1;
		} else if (!strcmp(a, "--seed") && next) {
			o->seed = argv[++i];
		} else if (!strncmp(a, "-u", 2) && a[2]) {
			o->steps = a + 2;
		} else if (!strncmp(a, "-D", 2) && a[2]) {
			if (o->ndefines < 64)
				o->defines[o->ndefines++] = a + 2;
		} else if (!strncmp(a, "-I", 2) && a[2]) {
			if (o->nincdirs < 16)
				o->incdirs[o->nincdirs++] = a + 2;
		} else if (!strcmp(a, "-f") && next) {
			o->formula = argv[++i];
			o->formula_src = "formula";
		} else if (!strcmp(a, "-F") && next) {
			o->formula_src = argv[++i];
			o->formula = read_formula_file(o->formula_src);
			if (!o->formula)
				return -1;
		} else if (!strcmp(a, "-N") && next) {
			o->claim_file = argv[++i];
		} else if (!strcmp(a, "--automaton") && next) {
			o->formula_src = argv[++i];
			o->formula = read_hoa_file(o->formula_src);
			if (!o->formula)
				return -1;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "mcc: unknown option '%s' (mcc --help)\n", a);
			return -1;
		} else if (!o->model) {
			o->model = a;
		} else {
			fprintf(stderr, "mcc: more than one model given ('%s', '%s')\n", o->model, a);
			return -1;
		}
	}
	if (!o->model && o->verbose) /* spin -v without a model */
		version();
	if (!o->model) {
		usage(stderr);
		return -1;
	}
	return 0;
}

static char *generate(const IrModel *m, const Opts *o)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return NULL;
	CgOptions co = { .max_procs = o->max_procs, .source = o->model,
	    .host_c_code = o->be != CG_LLVM, .formula = o->formula, .merge = !o->no_merge,
	    .noreduce = o->noreduce };
	int rc = o->be == CG_LLVM ? cg_emit_llvm(m, &co, f) : cg_emit_c(m, &co, f);
	fclose(f);
	if (rc != 0) {
		free(text);
		return NULL;
	}
	return text;
}

static int write_file(const char *path, const char *text)
{
	if (!strcmp(path, "-")) {
		fputs(text, stdout);
		return 0;
	}
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "mcc: cannot write %s: %s\n", path, strerror(errno));
		return -1;
	}
	fputs(text, f);
	return fclose(f) == 0 ? 0 : -1;
}

/* -v: one line on stderr about what mcc did, as spin -v says more. */
static void vnote(const Opts *o, const char *fmt, ...)
{
	if (!o->verbose)
		return;
	va_list ap;
	va_start(ap, fmt);
	fputs("mcc: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* -v: the loaded model, its reductions and its compile-time property. */
static void vnote_model(const Opts *o, const IrModel *m, int dve, double t)
{
	int np = 0;
	for (int i = 0; i < m->nprocs; i++)
		np += m->procs[i]->kind == IR_PROC_NORMAL || m->procs[i]->kind == IR_PROC_INIT;
	vnote(o, "%s: %s model, %d process type%s, %d global%s, %d ltl block%s "
	    "(loaded in %.3f s)", o->model, dve ? "DVE" : "Promela", np,
	    np == 1 ? "" : "s", m->nglobals, m->nglobals == 1 ? "" : "s",
	    m->nltls, m->nltls == 1 ? "" : "s", t);
	if (dve)
		vnote(o, "no dead-variable reduction or statement merging "
		    "(DVE: DiVinE's state space)");
	else
		vnote(o, "dead-variable reduction %s, statement merging %s",
		    o->no_deadvar ? "off (--no-deadvar)" :
		    o->spin_dv ? "on, Spin's rule (--spin-reductions)" : "on",
		    o->no_merge ? "off (--no-merge)" : "on");
	if (o->claim_file)
		vnote(o, "property: the never claim of %s", o->claim_file);
	else if (o->formula && !strncmp(o->formula, "HOA:", 4))
		vnote(o, "property: the HOA automaton of %s", o->formula_src);
	else if (o->formula)
		vnote(o, "property: the claim formula %s", o->formula);
	else
		vnote(o, "property: %s", m->never ? "the model's never claim" :
		    m->nltls ? "the model's ltl blocks" : "none (safety)");
}

/* Run the verifier we just built (for -t, --simulate, -i). */
static int run_pan(const char *pan, const Opts *o)
{
	const char *argv[10];
	int n = 0;
	argv[n++] = pan;
	static char rb[64];
	if (o->replay) {
		snprintf(rb, sizeof rb, "-r%s", o->trail_no ? o->trail_no : "");
		argv[n++] = rb;
		if (o->trail_file) {
			argv[n++] = "--trail";
			argv[n++] = o->trail_file;
		}
		if (o->msc) {
			argv[n++] = "--msc";
			argv[n++] = o->msc;
		}
	} else {
		argv[n++] = o->interactive ? "--interactive" : "--simulate";
		if (o->seed) {
			argv[n++] = "--seed";
			argv[n++] = o->seed;
		}
		static char ub[64];
		if (o->steps) {
			snprintf(ub, sizeof ub, "-u%s", o->steps);
			argv[n++] = ub;
		}
	}
	if (o->output_only)
		argv[n++] = "--output-only";
	argv[n] = NULL;
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		execv(pan, (char *const *)argv);
		_exit(127);
	}
	int st = 0;
	waitpid(pid, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 3;
}

static int compile(const Opts *o, FeOptions fo, const FormulaAps *fa, int tmp_pan);

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "ltl2tgba")) {
		return ltl_cli_main(argc - 1, argv + 1);
	}
	Opts o = { .out = "pan", .be = CG_TCC, .max_procs = 16 };
	if (parse_args(argc, argv, &o) != 0)
		return 2;
	if (o.msc && !o.replay) {
		fprintf(stderr, "mcc: --msc draws a replayed trail: use it with -t\n");
		return 2;
	}
	/* an output that cannot be written is said before anything is built */
	int tmp_pan = o.replay || o.simulate || o.interactive;
	if (!tmp_pan && !o.dump_ir && !o.dump_mir && cg_check_output(o.out) != 0)
		return 2;
	if (o.emit_c && strcmp(o.emit_c, "-") && cg_check_output(o.emit_c) != 0)
		return 2;
	FeOptions fo = { .defines = o.defines, .ndefines = o.ndefines,
	    .incdirs = o.incdirs, .nincdirs = o.nincdirs };
	FormulaAps fa = { 0 };
	if (o.formula && check_formula(&o, &fa) != 0)
		return 1;
	int rc = compile(&o, fo, &fa, tmp_pan);
	for (int i = 0; fa.names && i < fa.n; i++)
		free((char *)fa.names[i]);
	free(fa.names);
	free(fa.line);
	free(fa.col);
	return rc;
}

/* Load, lower and build the model of o (fo: the frontend's options, fa:
 * the claim formula's propositions); runs pan at once (tmp_pan) for -t,
 * -s and -i.  Returns mcc's exit status. */
static int compile(const Opts *o, FeOptions fo, const FormulaAps *fa, int tmp_pan)
{
	fo.aps = fa->names;
	fo.ap_line = fa->line;
	fo.ap_col = fa->col;
	fo.naps = fa->n;
	fo.ap_src = o->formula_src;
	fo.ap_text = o->formula;
	double t0 = now_s();
	IrModel *m = o->claim_file ? load_with_claim(o, &fo) : load_model(o->model, &fo);
	if (!m)
		return 1;
	vnote_model(o, m, has_suffix(o->model, ".dve"), now_s() - t0);
	if (has_suffix(o->model, ".dve") && check_run_time_aps(m, o, fa) != 0) {
		ir_free(m);
		return 1;
	}
	ir_fold(m);
	/* Spin's default dataflow reduction (spin -o1 turns it off); DVE
	 * models keep DiVinE's semantics, whose published counts have no
	 * such reduction */
	if (!o->no_deadvar && !has_suffix(o->model, ".dve"))
		ir_deadvars(m, o->spin_dv ? IR_DV_SPIN : IR_DV_MCC);
	if (o->dump_ir) {
		ir_dump(m, stdout);
		ir_free(m);
		return 0;
	}
	if (o->dump_mir) {
		CgOptions co = { .max_procs = o->max_procs, .source = o->model,
		    .host_c_code = o->be != CG_LLVM, .formula = o->formula, .merge = !o->no_merge,
		    .noreduce = o->noreduce };
		MirModel mm;
		int rc = mir_lower(m, &co, &mm);
		if (rc == 0)
			mir_dump(&mm, stdout);
		mir_free(&mm);
		ir_free(m);
		return rc ? 1 : 0;
	}
	t0 = now_s();
	char *csrc = generate(m, o);
	ir_free(m);
	if (!csrc)
		return 1;
	vnote(o, "generated %zu bytes of %s in %.3f s", strlen(csrc),
	    o->be == CG_LLVM ? "LLVM IR" : "C", now_s() - t0);
	if (o->emit_c && write_file(o->emit_c, csrc) != 0) {
		free(csrc);
		return 1;
	}
	const char *rt = cg_runtime_dir();
	if (!rt) {
		fprintf(stderr, "mcc: cannot find the runtime (libmccrt.a); set MCC_HOME\n");
		free(csrc);
		return 1;
	}
	char tmpname[PATH_MAX];
	const char *out = o->out;
	if (tmp_pan) {
		snprintf(tmpname, sizeof tmpname, "/tmp/mcc-pan-%ld", (long)getpid());
		out = tmpname;
	}
	t0 = now_s();
	int rc = o->be == CG_LLVM ? cg_build_llvm(csrc, out, rt, o->mpi) :
	    cg_build(o->be, csrc, out, rt, o->mpi);
	free(csrc);
	if (rc != 0)
		return 1;
	vnote(o, "backend %s (runtime %s): wrote %s in %.3f s",
	    o->be == CG_LLVM ? "llvm" : o->be == CG_CC ? "cc" : "tcc", rt, out,
	    now_s() - t0);
	if (tmp_pan) {
		rc = run_pan(out, o);
		unlink(out);
		return rc;
	}
	return 0;
}
