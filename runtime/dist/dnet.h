/*
 * dnet.h -- the message transport of the distributed search.
 *
 * The search (dsafety.c) talks to the other ranks only through a DsNet,
 * so it is ordinary C in libmccrt: dmpi.c implements a DsNet over MPI
 * (the only file that includes mpi.h, built into libmccdist.a), and the
 * unit tests one over threads of a single process.
 *
 * Messages are byte strings with a tag; between two ranks, messages of
 * one tag arrive in the order they were sent (MPI's non-overtaking rule);
 * nothing is assumed across tags.
 */
#ifndef RT_DNET_H
#define RT_DNET_H

#include <stddef.h>
#include <stdint.h>

typedef struct DsNet {
	int rank;              /* this rank, 0 .. size-1 */
	int size;              /* number of ranks */
	int local;             /* ranks on this host (>= 1): they share the
	                          default memory limit */
	void *ctx;             /* the transport's own state */
	/* Send n bytes of buf to rank dest with tag; returns at once (the
	 * transport copies buf).  0, or -1 if it could not. */
	int (*send)(void *ctx, int dest, int tag, const void *buf, size_t n);
	/* Receive one message from rank src (-1: any) with tag (-1: any);
	 * with block, wait for one.  1 with *buf (malloc'd: the caller
	 * frees it), *n, *from and *got (its tag); 0 if there is none
	 * (without block); -1 on failure. */
	int (*recv)(void *ctx, int src, int tag, int block, void **buf,
	    size_t *n, int *from, int *got);
	/* Bytes of sends not yet completed (copies the transport holds). */
	size_t (*pending)(void *ctx);
} DsNet;

/* Collective helpers (dnet.c), called by every rank at the same point,
 * when no message of the caller's tags is in flight: the k numbers of v
 * summed over the ranks (the maximum for the entries whose bit is set in
 * maxmask), the totals given back to every rank in v; and rank 0's *v
 * given to every rank.  Tags DN_TAG_* are theirs. */
enum { DN_TAG_RED = 201, DN_TAG_SUM, DN_TAG_BCAST };
void dn_reduce(const DsNet *net, uint64_t *v, int k, unsigned maxmask);
void dn_bcast(const DsNet *net, int64_t *v);

#endif
