/*
 * msc.h -- message sequence charts of replayed trails (pan -r --msc FILE).
 *
 * A recorder follows the replay step by step (the states before and after
 * each step, as the printers see them) and writes the chart as one
 * standalone SVG file: one lifeline per process (named "proctype:pid",
 * ":init::0" for init), time downwards, one row per step.  A step is a box
 * on its process's lifeline labelled with its source line and statement;
 * a message on a buffered channel is an arrow from the row of the send to
 * the row of the receive that takes it (matched by channel and message
 * contents, first sent first taken); a rendezvous is a horizontal arrow
 * from sender to receiver; a process creation is a dashed arrow from the
 * creator to the new lifeline; a process's end is a cross; an error
 * (assertion violated...) is a red box; the start of an acceptance
 * cycle is a dashed line across the chart.
 *
 * Channel operations are not in the trail: they are seen as differences
 * between the channel queues of the states before and after a step
 * (MccModel.ll, llsupport.h), and channels are named by the channel
 * variables that hold them.  A d_step that sends and takes the same
 * message on one channel shows neither.
 *
 * SVG elements carry a class (lifeline, step, msg, rv, create, pending,
 * end, error, cycle) that tests count.
 */
#ifndef RT_MSC_H
#define RT_MSC_H

#include <stdint.h>
#include "runtime/model.h"

typedef struct RtMsc RtMsc;

/* A recorder for a replay that starts in state `init` (the processes
 * alive there get their lifelines at the top).  NULL when out of memory.
 * It keeps `m`, not `init`. */
RtMsc *rt_msc_new(const MccModel *m, const uint8_t *init);

/* Step `st` (as numbered by the replay: `no`) from `before` to `after`;
 * the system states are at the start of both.  0, or -1 out of memory. */
int rt_msc_step(RtMsc *c, uint64_t no, const uint8_t *before,
    const MccStep *st, const uint8_t *after);

/* The next step recorded starts the cycle of a lasso. */
void rt_msc_cycle(RtMsc *c);

/* A note at the end of the chart ("trail ends after N steps", "invalid
 * end state"...); the text is copied. */
void rt_msc_note(RtMsc *c, const char *text);

/* Write the chart to `path`: 0, or -1 after a message on stderr. */
int rt_msc_write(RtMsc *c, const char *path);

void rt_msc_free(RtMsc *c);

#endif
