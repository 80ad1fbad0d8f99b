/*
 * rt.h -- the runtime's entry point.
 *
 * rt_main runs pan for a model: parses the options (options.h), then
 * verifies (search.h, report.h), replays a trail, or simulates (sim.h).
 * It never refers to the global `mcc_model` itself: main.c passes it, so
 * test programs can link libmccrt.a with their own main() and models.
 * Exit status: 0 no errors, 1 errors found, 2 incomplete search (depth
 * bound, memory limit, interrupted), 3 failure (usage, internal error,
 * trail that does not match the model).
 */
#ifndef RT_RT_H
#define RT_RT_H

#include "runtime/model.h"

enum { RT_EXIT_OK = 0, RT_EXIT_ERRORS = 1, RT_EXIT_INCOMPLETE = 2,
       RT_EXIT_FAILURE = 3 };

int rt_main(int argc, char **argv, const MccModel *m);

struct DsNet;

/* A transport for the distributed search (runtime/dist/), linked into
 * verifiers built with mcc --mpi: their main() (runtime/dist/dmpi.c, in
 * libmccdist.a) calls rt_main_dist with it.  Without one, pan --mpi says
 * the verifier was built without MPI. */
typedef struct RtDist {
	const char *name;      /* "mpi" */
	/* Join the run and fill *net; 0, or -1 with a message printed. */
	int (*start)(int *argc, char ***argv, struct DsNet *net);
	/* Leave it: every rank, after the search. */
	void (*finish)(struct DsNet *net);
} RtDist;

/* rt_main, with a transport for --mpi (NULL: none). */
int rt_main_dist(int argc, char **argv, const MccModel *m, const RtDist *dist);

#endif
