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

#endif
