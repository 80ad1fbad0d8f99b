/*
 * report.h -- the end-of-search report in Spin's pan layout, the
 * unreached-code listing, and the --json statistics object.
 * Reads an RtSearch after rt_dfs_run/rt_bfs_run returned (st.time_s set).
 */
#ifndef RT_REPORT_H
#define RT_REPORT_H

#include <stdio.h>
#include "runtime/search.h"

/* The text report on f (header, counters, memory, unreached, time). */
void rt_report_print(FILE *f, const RtSearch *rs);

/* The statistics as one JSON object on one line. */
void rt_report_json(FILE *f, const RtSearch *rs);

/* Peak resident set size of the process so far (getrusage), in bytes. */
unsigned long long rt_rss_peak_bytes(void);

/* Exit status for a finished search: 0 ok, 1 errors, 2 incomplete. */
int rt_report_status(const RtSearch *rs);

#endif
