/* dnet.c -- collective helpers over a DsNet, see dnet.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/dist/dnet.h"

static void dn_die(const DsNet *net, const char *what)
{
	fprintf(stderr, "pan: rank %d: %s\n", net->rank, what);
	abort(); /* the ranks would wait for each other forever */
}

static void dn_send(const DsNet *net, int dest, int tag, const void *v, size_t n)
{
	if (net->send(net->ctx, dest, tag, v, n) < 0)
		dn_die(net, "cannot send");
}

/* The message with tag from src, into v (n bytes). */
static void dn_take(const DsNet *net, int src, int tag, void *v, size_t n)
{
	void *buf;
	size_t got;
	int from, t;
	if (net->recv(net->ctx, src, tag, 1, &buf, &got, &from, &t) != 1 ||
	    got != n)
		dn_die(net, "cannot receive");
	memcpy(v, buf, n);
	free(buf);
}

void dn_reduce(const DsNet *net, uint64_t *v, int k, unsigned maxmask)
{
	size_t sz = (size_t)k * sizeof *v;
	uint64_t t[32];
	if (net->size == 1)
		return;
	if (k > 32)
		dn_die(net, "dn_reduce: too many numbers");
	if (net->rank != 0) {
		dn_send(net, 0, DN_TAG_RED, v, sz);
		dn_take(net, 0, DN_TAG_SUM, v, sz);
		return;
	}
	for (int r = 1; r < net->size; r++) {
		dn_take(net, r, DN_TAG_RED, t, sz);
		for (int i = 0; i < k; i++)
			v[i] = (maxmask >> i & 1) ? (t[i] > v[i] ? t[i] : v[i]) :
			    v[i] + t[i];
	}
	for (int r = 1; r < net->size; r++)
		dn_send(net, r, DN_TAG_SUM, v, sz);
}

void dn_bcast(const DsNet *net, int64_t *v)
{
	if (net->size == 1)
		return;
	if (net->rank != 0) {
		dn_take(net, 0, DN_TAG_BCAST, v, sizeof *v);
		return;
	}
	for (int r = 1; r < net->size; r++)
		dn_send(net, r, DN_TAG_BCAST, v, sizeof *v);
}
