/*
 * options.h -- pan's command line.
 *
 * Spin's single-letter flags keep Spin's meaning (-a -l -f -E -A -e -cN -mN
 * -wN -q -r/-t -i/-I -n -v/-V -uN -h); mcc's additions are long options
 * (--bfs --memlim --json --seed --simulate --interactive --trail --ltl
 * --ltl-file --msc --algo --decompose --safety --consumers --store --bitstate --bits
 * --mpi) and -k and -N name (an ltl
 * block).
 * rt_options_parse never exits: it returns a status the caller acts on.
 */
#ifndef RT_OPTIONS_H
#define RT_OPTIONS_H

#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include "runtime/model.h"

/* What pan was asked to do. */
enum { RT_MODE_VERIFY, RT_MODE_REPLAY, RT_MODE_SIMULATE, RT_MODE_INTERACTIVE };

typedef struct RtOptions {
	int mode;              /* RT_MODE_* */
	int accept_cycles;     /* -a: look for acceptance cycles */
	int non_progress;      /* -l: look for non-progress cycles */
	int weak_fairness;     /* -f: weak fairness */
	int ignore_end;        /* -E: do not report invalid end states */
	int ignore_assert;     /* -A: do not report assertion violations */
	int every_error;       /* -e: write a numbered trail for every error */
	uint64_t stop_at;      /* -cN: stop at the Nth error; 0 never (def. 1) */
	uint64_t max_depth;    /* -mN: depth bound; 0 unlimited (default) */
	int hash_log2;         /* -wN: initial table 2^N slots; 0 default
	                          (rt_options_parse checks the range) */
	int strict_end;        /* -q: valid end states need empty channels */
	int bfs;               /* --bfs, -i, -I: breadth-first, shortest trails */
	int no_unreached;      /* -n: no unreached-code report */
	size_t memlim;         /* --memlim MB, in bytes; 0 unlimited */
	int json;              /* --json: statistics as a JSON object at the end */
	uint64_t seed;         /* --seed N (simulation); default from time */
	int seed_set;          /* --seed was given */
	uint64_t sim_steps;    /* -uN: simulation step bound; 0 unlimited */
	int output_only;       /* --output-only: simulation and replay print
	                          the model's output, not the steps (spin
	                          without -p) */
	const char *trail;     /* --trail FILE, -r FILE; NULL: derived from
	                          the model (trail.h) */
	uint64_t trail_no;     /* -rK: replay the K-th trail (-e); 0 none */
	const char *msc;       /* --msc FILE: with -r, also write the trail's
	                          message sequence chart as SVG (msc.h) */
	const char *ltl;       /* --ltl 'φ': a property (negated, like ltl {}) */
	const char *ltl_file;  /* --ltl-file FILE: one property per line */
	const char *ltl_name;  /* -N name: check this ltl block only */
	const char *algo;      /* --algo NAME: emptiness check; NULL default */
	int decompose;         /* --decompose=: 0 off, 1 on/s2 (the parts one
	                          after the other), 2 s1 (at once, with -j N),
	                          3 interleave (the default: one thread, the
	                          parts' checks take turns; with -j N, as 1) */
	int safety;            /* --safety: ignore properties, check safety */
	int list_algos;        /* --algo list: print the checks and exit */
	int acceptance;        /* --acceptance: RT_ACC_TGBA (default), _TGRA,
	                          _TFLA: property automaton kind */
	int np_rabin;          /* --np-rabin (implies -l): a process that stops
	                          progressing while the others progress, as a
	                          generalized Rabin condition */
	int threads;           /* -j N, --threads N: worker threads (0: 1) */
	int consumers;         /* --consumers K: par-dijkstra-async consumer
	                          threads (0: its default) */
	const char *store;     /* --store=NAME: state store (runtime/store/);
	                          NULL: $PAN_STORE, else the default (hash) */
	int list_stores;       /* --store=list: print the stores and exit */
	int store_env;         /* `store` came from $PAN_STORE: where that
	                          store does not apply (a lossy one for the
	                          BFS or an LTL check) the default is used */
	int bits;              /* --bits N: bitstate array of 2^N bits (0:
	                          -wN, else 27 as Spin; range checked as -wN) */
	int hash_k;            /* -k K: bitstate hash functions (0: 3) */
	uint64_t swarm;        /* --swarm N: N bitstate runs (swarm.h); 0 no */
	int por;               /* --por=off|stubborn|ample: RT_POR_*; without
	                          --por, rt_options_por_default decides
	                          (stubborn for the safety searches) */
	int por_given;         /* --por was on the command line */
	const char *por_why;   /* por is off by default here: why (the
	                          report says it), or NULL */
	int mpi;               /* --mpi: the distributed safety search
	                          (runtime/dist/; a verifier built with
	                          mcc --mpi, run under mpirun) */
} RtOptions;

/* Without --por: stubborn sets (RT_POR_STUBBORN), except for a verifier
 * built with mcc --no-reduce (its default is Spin's -DNOREDUCE: off) and
 * the distributed search (--mpi: off, not distributed yet); sets
 * o->por_why when the default is off.  Call once the model is known. */
void rt_options_por_default(RtOptions *o, const MccModel *m);

/* --por values (runtime/por/por.h). */
enum { RT_POR_OFF = 0, RT_POR_STUBBORN = 1, RT_POR_AMPLE = 2 };

/* --acceptance values: LTL properties are translated to a TGBA (default),
 * to a generic-acceptance automaton checked as a generalized Rabin one, or
 * to its Fin-less automaton. */
enum { RT_ACC_TGBA = 0, RT_ACC_TGRA = 1, RT_ACC_TFLA = 2 };

/* Parse argv into *o.  Returns 0 to go on, 1 if a message was printed and
 * pan should exit 0 (-h, -v), or -1 after printing the usage to stderr
 * (unknown option or bad argument: exit 3) or, for -DNAME (Spin's
 * compile-time defines), what to use instead (rt_options_spin_define). */
int rt_options_parse(RtOptions *o, int argc, char **argv);

/* `def` is what followed -D in `pan -DNAME[=VAL]`: a compile-time define
 * of Spin's pan.c.  Writes to buf (n bytes) the message pan prints: that
 * mcc's verifier takes run-time options instead, and the option that does
 * what NAME does (--bitstate for BITSTATE, --memlim VAL for MEMLIM=VAL,
 * ...) or why none is needed.  Returns 1 if NAME is one pan knows, 0 if
 * not (the message then points to pan --help), -1 if buf is too small. */
int rt_options_spin_define(const char *def, char *buf, size_t n);

/* The usage text. */
void rt_options_usage(FILE *f);

#endif
