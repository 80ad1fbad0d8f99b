/*
 * dmpi.c -- the MPI transport of the distributed search (dnet.h) and the
 * main() of verifiers built with mcc --mpi.
 *
 * The only file of mcc that includes mpi.h; built by mpicc into
 * libmccdist.a, which mcc --mpi links before libmccrt.a, so that this
 * main() is the verifier's (libmccrt's main.o is then never pulled in).
 * Sends are MPI_Isend of a copy, freed once MPI_Test finds them complete;
 * receives probe for a message and receive it whole.  Errors of MPI abort
 * the run (MPI_ERRORS_ARE_FATAL): mpirun then ends every rank.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/rt.h"
#include "runtime/dist/dnet.h"

/* A send in flight: its copy of the bytes. */
typedef struct DmSend {
	MPI_Request req;
	void *buf;
	size_t n;
} DmSend;

typedef struct Dm {
	DmSend *s;             /* sends in flight */
	size_t ns, cap;
	size_t bytes;          /* their bytes */
} Dm;

/* Free the copies of the sends that have completed. */
static void dm_reap(Dm *d)
{
	size_t j = 0;
	for (size_t i = 0; i < d->ns; i++) {
		int done = 0;
		MPI_Test(&d->s[i].req, &done, MPI_STATUS_IGNORE);
		if (done) {
			d->bytes -= d->s[i].n;
			free(d->s[i].buf);
		} else {
			d->s[j++] = d->s[i];
		}
	}
	d->ns = j;
}

static int dm_send(void *ctx, int dest, int tag, const void *buf, size_t n)
{
	Dm *d = ctx;
	if (n > (size_t)1 << 30)
		return -1;
	dm_reap(d);
	if (d->ns == d->cap) {
		size_t c = d->cap ? 2 * d->cap : 64;
		DmSend *ns = realloc(d->s, c * sizeof *ns);
		if (!ns)
			return -1;
		d->s = ns;
		d->cap = c;
	}
	DmSend *s = &d->s[d->ns];
	if (!(s->buf = malloc(n ? n : 1)))
		return -1;
	if (n) /* an empty message may come with buf NULL */
		memcpy(s->buf, buf, n);
	s->n = n;
	if (MPI_Isend(s->buf, (int)n, MPI_BYTE, dest, tag, MPI_COMM_WORLD,
	    &s->req) != MPI_SUCCESS) {
		free(s->buf);
		return -1;
	}
	d->ns++;
	d->bytes += n;
	return 0;
}

static int dm_recv(void *ctx, int src, int tag, int block, void **buf,
    size_t *n, int *from, int *got)
{
	Dm *d = ctx;
	MPI_Status st;
	int flag = 1, cnt;
	dm_reap(d);
	src = src < 0 ? MPI_ANY_SOURCE : src;
	tag = tag < 0 ? MPI_ANY_TAG : tag;
	if (block)
		MPI_Probe(src, tag, MPI_COMM_WORLD, &st);
	else
		MPI_Iprobe(src, tag, MPI_COMM_WORLD, &flag, &st);
	if (!flag)
		return 0;
	MPI_Get_count(&st, MPI_BYTE, &cnt);
	if (!(*buf = malloc(cnt ? (size_t)cnt : 1)))
		return -1;
	MPI_Recv(*buf, cnt, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG,
	    MPI_COMM_WORLD, MPI_STATUS_IGNORE);
	*n = (size_t)cnt;
	*from = st.MPI_SOURCE;
	*got = st.MPI_TAG;
	return 1;
}

static size_t dm_pending(void *ctx)
{
	return ((Dm *)ctx)->bytes;
}

static int dm_start(int *argc, char ***argv, DsNet *net)
{
	MPI_Comm node;
	Dm *d = calloc(1, sizeof *d);
	if (!d || MPI_Init(argc, argv) != MPI_SUCCESS) {
		fprintf(stderr, "pan: --mpi: cannot start MPI\n");
		free(d);
		return -1;
	}
	memset(net, 0, sizeof *net);
	MPI_Comm_rank(MPI_COMM_WORLD, &net->rank);
	MPI_Comm_size(MPI_COMM_WORLD, &net->size);
	MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0,
	    MPI_INFO_NULL, &node);
	MPI_Comm_size(node, &net->local);
	MPI_Comm_free(&node);
	net->ctx = d;
	net->send = dm_send;
	net->recv = dm_recv;
	net->pending = dm_pending;
	return 0;
}

static void dm_finish(DsNet *net)
{
	Dm *d = net->ctx;
	for (size_t i = 0; i < d->ns; i++) {
		MPI_Wait(&d->s[i].req, MPI_STATUS_IGNORE);
		free(d->s[i].buf);
	}
	free(d->s);
	free(d);
	MPI_Finalize();
}

static const RtDist rt_dist_mpi = {
	.name = "mpi",
	.start = dm_start,
	.finish = dm_finish,
};

int main(int argc, char **argv)
{
	return rt_main_dist(argc, argv, &mcc_model, &rt_dist_mpi);
}
