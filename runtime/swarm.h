/*
 * swarm.h -- swarm verification (pan --swarm N [-j T]): N bitstate DFS
 * runs that differ in their hash seed and in the order in which they visit
 * successors (Holzmann, Joshi, Groce: "Swarm verification techniques",
 * IEEE TSE 2011), T of them at a time, each in its own process.
 *
 * The first run that finds an error ends the swarm: the others are killed,
 * its output (error lines and report) is printed and its trail becomes the
 * model's trail, replayable with pan -r like any other.  Otherwise every
 * run ends and the report gives each run's states and an estimate of the
 * union of the states they covered: each run adds the states it stores to
 * a HyperLogLog sketch (Flajolet et al. 2007; 2^12 registers, a standard
 * error of about 1.6%, with one hash function common to all runs), and the
 * parent merges the sketches.
 * Run i (from 0) uses hash seed base + i, base being --seed (default 1),
 * and successor order i: run 0 the model's order (a plain --bitstate
 * run), run 1 the reverse order (as Spin's -DREVERSE), the others random
 * orders seeded by i (as Spin's -DT_RAND).
 */
#ifndef RT_SWARM_H
#define RT_SWARM_H

#include <stddef.h>
#include <stdint.h>
#include "runtime/model.h"
#include "runtime/options.h"

#define RT_SKETCH_LOG2 12
#define RT_SKETCH_SIZE (1u << RT_SKETCH_LOG2)

/* Add a state of n bytes to the sketch (RT_SKETCH_SIZE registers). */
void rt_sketch_add(uint8_t *sketch, const uint8_t *s, size_t n);

/* The number of distinct states the sketch has seen (estimate). */
double rt_sketch_count(const uint8_t *sketch);

/* Run the swarm (o->swarm runs); returns pan's exit status. */
int rt_swarm_run(const MccModel *m, const RtOptions *o);

#endif
