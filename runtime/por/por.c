/*
 * por.c -- stubborn sets and ample sets over MccModel.por (por.h,
 * README.md).
 *
 * A transition instance is (pid, row): row a transition of the process's
 * proctype, or its death row (ntrans + proctype), which stands at every
 * end location of the body.  Two rows of different processes accord when
 * neither is MCC_POR_GLOBAL and on every object they share either both
 * only read, or one sends to a buffered queue and the other receives from
 * it (co-enabled, a send at the tail and a receive at the head commute and
 * neither disables the other).  A row "may enable" t when it writes
 * (W, SEND or RECV) an object t's guard reads, or has EN on it (it enters
 * a location where a rendezvous on that queue waits), or is GLOBAL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/options.h"
#include "runtime/llsupport.h"
#include "runtime/por/por.h"

/* A memo entry: the rows p->mpool[off .. off + n) for the key (key,
 * key2); key 0: empty.  PorTab: an open-addressing table of them. */
typedef struct PorMemo { uint64_t key, key2; int off, n; } PorMemo;
typedef struct PorTab { PorMemo *e; uint64_t mask, n; } PorTab;

static uint64_t por_tab_hash(uint64_t key, uint64_t key2)
{
	return (key ^ key2 * 0xC2B2AE3D27D4EB4FULL) * 0x9E3779B97F4A7C15ULL >> 20;
}

/* One row of the table. */
typedef struct PorRow {
	int flags;             /* MCC_POR_* */
	int n;                 /* accesses */
	const int32_t *acc;    /* n (object, mode) pairs */
	int pt;                /* proctype */
	int src;               /* source location (death rows: -1, any end) */
	int dst;               /* target location (death rows: -1) */
	int ndyn;              /* dynamic pairs (object < 0) among acc */
	const int32_t *acc0;   /* the model's pairs (acc: a run's without
	                          _nr_pr, with quiet ends) */
	int n0;
} PorRow;

/* Per proctype, the frame offsets of the channel variables its rows'
 * dynamic pairs read (for the cache key), -1 ended; more than
 * POR_DYNOFF: none, and no caching. */
#define POR_DYNOFF 4

/* Per row, per proctype: the rows of that proctype it does not accord
 * with (dna) and those that may enable it (nes); computed on first use. */
typedef struct PorRel {
	int done;
	int *dna_start, *nes_start; /* nproctypes + 1 offsets */
	int *list;             /* dna rows, then nes rows */
} PorRel;

/* A successor reported by the model, kept until the set is chosen. */
typedef struct PorSucc {
	MccStep step;
	uint64_t off;          /* offset of its vector in vec */
} PorSucc;

/* The choice of a reduced set is a function of the processes' types and
 * locations and of the steps next() reported (pid, rows, flags), in
 * order: a cache keyed by exactly these skips the closures for a state
 * that looks like a recent one (most do: states differ in data the steps
 * do not show).  Keys of up to POR_CKEY ints and sets of up to POR_CBEST
 * instances are cached. */
#define POR_CACHE 16384
#define POR_CKEY 48
#define POR_CBEST 16

struct PorCache {
	uint64_t hash;         /* of the key; 0 empty */
	int klen;              /* key length */
	int nbest;             /* the choice: instances in best, -1 none */
	int key[POR_CKEY];
	int best[2 * POR_CBEST];
};

struct RtPor {
	const MccModel *m;
	int algo;              /* RT_POR_STUBBORN or RT_POR_AMPLE */
	int nrows, npt;
	PorRow *row;
	PorRel *rel;           /* per row */
	int **out;             /* per proctype, per location: rows leaving
	                          it (a list ending with -1) */
	int *out_mem;
	uint32_t *lmark, lstamp; /* per location: reached (por_reach_avoid) */
	int *lstack;
	int **runs;            /* per proctype: its RUN rows, -1 ended */
	int *runs_mem;
	int has_run;           /* some row creates processes */
	int maxrows;           /* most rows of one proctype (death included) */
	int qobj, ngq;         /* object of queue 0; global queues */
	int *dynoff;           /* per proctype POR_DYNOFF + 1 offsets, -1
	                          ended; dynoff[q * (POR_DYNOFF + 1)] == -2:
	                          too many */
	int *pdyn;             /* per proctype: some row has dynamic pairs */
	int headq;             /* some row's guard reads a buffered queue
	                          only by plain receives (por_head_queue):
	                          the cache key holds which global queues
	                          are empty */
	const uint8_t *s;      /* the state being chosen for */
	int32_t *fpa, *fpb;    /* scratch footprints (por_fp), as many
	                          pairs as the longest row */
	int *flt, fltcap;      /* scratch list (por_add_inst) */
	int64_t *dv;           /* per pid: por_dynval in this state */
	/* the lists of por_add_inst, keyed by (kind, t, Q, l) as the memo
	 * and by the packed queues of both processes (por_dynval) */
	PorTab imemo;
	int *local;            /* per row: index among its proctype's rows */
	/* per state */
	PorSucc *succ;
	int nsucc, scap;
	uint8_t *vec;
	uint64_t vlen, vcap;
	int np;
	int *ptype, *ploc;     /* per pid */
	uint32_t *en;          /* per (pid, local row): stamp when enabled */
	uint32_t *inT;         /* per (pid, local row): stamp when in T */
	uint32_t stamp, tstamp;
	int *work;             /* worklist of (pid, row) pairs */
	int wcap;
	int *best, nbest, bcap; /* the chosen set as (pid, row) pairs */
	int *cur, ncur, ccap;
	/* memo of the rows to add for (kind, row t, proctype Q, location l):
	 * the rows of Q at l among t's dna (kind 0) / nes (1) rows, the run
	 * rows (2) or t itself (3), plus Q's rows at l that lead towards the
	 * source of one of the others (their necessary enabling set) */
	PorTab memo;
	/* the same memo indexed by key - 1 when the keys are few (POR_DIRECT):
	 * n < 0 not computed yet; mdn 0 undecided, -1 none (the hash) */
	struct PorDirect { int off, n; } *mdir;
	int64_t mdn;
	/* the choices of recent states (por_cache_*): a direct-mapped table
	 * of POR_CACHE entries, NULL if it could not be allocated */
	struct PorCache *cache;
	int ckey[POR_CKEY];    /* the key of the state being chosen for */
	int cklen;             /* its length, -1 if too long to cache */
	uint64_t chash;        /* its hash */
	int *mpool, mpn, mpcap;
	uint32_t *mmark, mstamp;
	int maxlocs;
	int *row_ids;          /* r -> r (the one-row list of memo kind 3) */
	uint8_t *pick;         /* per successor: in the chosen set */
	int pcap;
	const uint8_t *vis;    /* rt_por_select: per row, 1 = visible (no
	                          enabled visible row in a reduced set), or
	                          NULL */
	int trace;             /* PAN_POR_TRACE: print each choice (stderr) */
	int quiet;             /* quiet ends (por_quiet): the model allows
	                          them (MCC_POR_QUIETEND), stubborn sets, not
	                          turned off by PAN_POR_QUIETEND=0 or
	                          rt_por_no_quiet */
	int32_t *qacc;         /* the pairs of the run rows without _nr_pr */
	int was_quiet;         /* the last choice was a quiet end */
	RtPorStats st;
};

static int por_grow(void **p, int *cap, int need, size_t sz)
{
	if (need <= *cap)
		return 0;
	int c = *cap ? *cap : 64;
	while (c < need)
		c *= 2;
	void *q = realloc(*p, (size_t)c * sz);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

/* ------------------------------------------------------------ relations */

static int por_is_write(int mode)
{
	return (mode & (MCC_POR_W | MCC_POR_SEND | MCC_POR_RECV)) != 0;
}

/* The mode of object o in row r, 0 if untouched (with MCC_POR_G). */
static int por_mode(const PorRow *r, int o)
{
	for (int i = 0; i < r->n; i++)
		if (r->acc[2 * i] == o)
			return r->acc[2 * i + 1];
	return 0;
}

/* The access of mode fa to an object, for the relation with an access
 * of mode fb to it: a read that is only conjuncts nfull(q) (nempty(q))
 * of a guard is none against a plain receive (send), which can only
 * make it truer and whose outcome it does not read. */
static int por_access(int fa, int fb)
{
	int ma = fa & ~(MCC_POR_G | MCC_POR_EN | MCC_POR_RV | MCC_POR_HINTS);
	int wb = fb & (MCC_POR_W | MCC_POR_SEND | MCC_POR_RECV);
	if ((fa & MCC_POR_R) && (((fa & MCC_POR_RNF) && wb == MCC_POR_RECV) ||
	    ((fa & MCC_POR_RNE) && wb == MCC_POR_SEND)))
		ma &= ~MCC_POR_R;
	return ma;
}

/* Do the accesses (na pairs acc, row flags fla) accord with (nb, bcc,
 * flb)?  Dynamic pairs (object < 0) are skipped: the pairs flagged
 * MCC_POR_DYN stand for them. */
static int por_accord_acc(int fla, int na, const int32_t *acc, int flb, int nb,
    const int32_t *bcc)
{
	if ((fla | flb) & MCC_POR_GLOBAL)
		return 0;
	PorRow b = { .n = nb, .acc = bcc };
	for (int i = 0; i < na; i++) {
		if (acc[2 * i] < 0)
			continue;
		int fa = acc[2 * i + 1] & ~MCC_POR_DYN;
		int fb = por_mode(&b, acc[2 * i]) & ~MCC_POR_DYN;
		/* entering a rendezvous location may make a reader false (an
		 * `else` or a death beside a rendezvous reads its queue, a
		 * poll); another rendezvous on the queue it leaves enabled */
		if (((fa & MCC_POR_EN) && (fb & MCC_POR_R)) ||
		    ((fb & MCC_POR_EN) && (fa & MCC_POR_R)))
			return 0;
		int ma = por_access(fa, fb), mb = por_access(fb, fa);
		if (!ma || !mb || (!por_is_write(ma) && !por_is_write(mb)))
			continue;
		if ((ma == MCC_POR_SEND && mb == MCC_POR_RECV) ||
		    (ma == MCC_POR_RECV && mb == MCC_POR_SEND))
			continue;
		return 0;
	}
	return 1;
}

static int por_accord(const PorRow *a, const PorRow *b)
{
	return por_accord_acc(a->flags, a->n, a->acc, b->flags, b->n, b->acc);
}

/* May the accesses (flu, nu, ucc) make those of t enabled when t's
 * process is at its source and t is disabled (u writes what t's guard
 * reads, or enters where a rendezvous on it waits)? */
static int por_may_enable_acc(int flu, int nu, const int32_t *ucc, int nt, const int32_t *tcc)
{
	if (flu & MCC_POR_GLOBAL)
		return 1;
	PorRow t = { .n = nt, .acc = tcc };
	for (int i = 0; i < nu; i++) {
		int mu = ucc[2 * i + 1], mt;
		if (ucc[2 * i] < 0 || !(por_is_write(mu) || (mu & MCC_POR_EN)) ||
		    !((mt = por_mode(&t, ucc[2 * i])) & MCC_POR_G))
			continue;
		/* a guard that reads the queue only by conjuncts nfull(q)
		 * (nempty(q)) is not made true by a send (receive) */
		int wu = mu & (MCC_POR_W | MCC_POR_SEND | MCC_POR_RECV);
		if ((mt & MCC_POR_R) && !(mu & MCC_POR_EN) &&
		    (((mt & MCC_POR_RNF) && wu == MCC_POR_SEND) ||
		    ((mt & MCC_POR_RNE) && wu == MCC_POR_RECV)))
			continue;
		return 1;
	}
	return 0;
}

static int por_may_enable(const PorRow *u, const PorRow *t)
{
	return por_may_enable_acc(u->flags, u->n, u->acc, t->n, t->acc);
}

/* Are rows t and u the death rows of two processes?  They accord: only
 * the last process can die, so they are never enabled together (one may
 * enable the other: that is "may enable"'s). */
static int por_deaths(const RtPor *p, int t, int u)
{
	return t >= p->m->ntrans && u >= p->m->ntrans;
}

static int por_rel(RtPor *p, int t)
{
	PorRel *R = &p->rel[t];
	if (R->done)
		return 0;
	int n = 0, cap = 0, *list = NULL;
	R->dna_start = malloc(sizeof(int) * (size_t)(p->npt + 1));
	R->nes_start = malloc(sizeof(int) * (size_t)(p->npt + 1));
	if (!R->dna_start || !R->nes_start)
		return -1;
	for (int pass = 0; pass < 2; pass++)
		for (int q = 0; q <= p->npt; q++) {
			(pass ? R->nes_start : R->dna_start)[q] = n;
			if (q == p->npt)
				break;
			for (int u = 0; u < p->nrows; u++) {
				if (p->row[u].pt != q)
					continue;
				int in = pass ? por_may_enable(&p->row[u], &p->row[t]) :
				    !por_accord(&p->row[t], &p->row[u]) && !por_deaths(p, t, u);
				if (!in)
					continue;
				if (por_grow((void **)&list, &cap, n + 1, sizeof(int)) < 0)
					return -1;
				list[n++] = u;
			}
		}
	R->list = list;
	R->done = 1;
	return 0;
}

/* ------------------------------------------------------------ set up */

static int **por_loc_lists(RtPor *p, int **mem)
{
	const MccModel *m = p->m;
	int total = 0;
	for (int q = 0; q < p->npt; q++)
		total += m->proctypes[q].nlocs + 1;
	/* per proctype nlocs offsets, then the -1 ended lists they point to */
	int k, **L = calloc((size_t)p->npt + 1, sizeof *L);
	*mem = malloc(sizeof(int) * ((size_t)total * 2 + (size_t)p->nrows * 2 + 1));
	if (!L || !*mem)
		return NULL;
	k = 0;
	for (int q = 0; q < p->npt; q++) {
		int nl = m->proctypes[q].nlocs;
		L[q] = *mem + k; /* L[q][l]: offset of location l's list */
		k += nl + 1;
		for (int l = 0; l < nl; l++) {
			L[q][l] = k;
			for (int r = 0; r < p->nrows; r++) {
				const PorRow *R = &p->row[r];
				if (R->pt != q)
					continue;
				int fin = (m->proctypes[q].locs[l].flags & MCC_LOC_FINAL) != 0;
				if (R->src == l || (R->src == -1 && fin))
					(*mem)[k++] = r;
			}
			(*mem)[k++] = -1;
		}
	}
	return L;
}

/* The rows of proctype q at location l, -1 ended. */
static const int *por_at(const RtPor *p, int **L, int *mem, int q, int l)
{
	static const int none = -1;
	if (l < 0 || l >= p->m->proctypes[q].nlocs)
		return &none;
	return mem + L[q][l];
}

/* Does the mode say the row reads the queue only by plain receives, and
 * its guard reads it (the step's first statement receives from it)? */
static int por_head_mode(int mode)
{
	return (mode & MCC_POR_G) && (mode & MCC_POR_RECV) &&
	    !(mode & (MCC_POR_R | MCC_POR_W | MCC_POR_SEND | MCC_POR_EN | MCC_POR_RV));
}

static int por_setup_rows(RtPor *p)
{
	const MccModel *m = p->m;
	const int32_t *T = m->por;
	p->nrows = T[1];
	p->npt = m->nproctypes;
	p->qobj = T[3];
	p->ngq = T[4];
	if (p->nrows != m->ntrans + m->nproctypes)
		return -1;
	p->pdyn = calloc((size_t)p->npt + 1, sizeof *p->pdyn);
	p->dynoff = malloc(sizeof(int) * ((size_t)p->npt + 1) * (POR_DYNOFF + 1));
	if (!p->pdyn || !p->dynoff)
		return -1;
	for (int q = 0; q < p->npt; q++)
		p->dynoff[q * (POR_DYNOFF + 1)] = -1;
	p->row = calloc((size_t)p->nrows + 1, sizeof *p->row);
	p->rel = calloc((size_t)p->nrows + 1, sizeof *p->rel);
	p->local = calloc((size_t)p->nrows + 1, sizeof *p->local);
	int *cnt = calloc((size_t)p->npt + 1, sizeof *cnt);
	if (!p->row || !p->rel || !p->local || !cnt) {
		free(cnt);
		return -1;
	}
	for (int r = 0; r < p->nrows; r++) {
		const int32_t *x = T + T[MCC_POR_HDR + r];
		PorRow *R = &p->row[r];
		R->flags = x[0];
		R->n = R->n0 = x[1];
		R->acc = R->acc0 = x + 2;
		if (r < m->ntrans) {
			R->pt = m->trans[r].proctype;
			R->src = m->trans[r].src;
			R->dst = m->trans[r].dst;
		} else {
			R->pt = r - m->ntrans;
			R->src = R->dst = -1;
		}
		if (R->flags & MCC_POR_RUN)
			p->has_run = 1;
		for (int i = 0; i < R->n; i++) {
			int o = R->acc[2 * i];
			if (o >= 0)
				continue;
			R->ndyn++;
			p->pdyn[R->pt] = 1;
			int *d = p->dynoff + R->pt * (POR_DYNOFF + 1), k = 0;
			while (k < POR_DYNOFF && d[k] >= 0 && d[k] != -1 - o)
				k++;
			if (d[0] == -2 || d[k] == -1 - o)
				continue;
			if (k == POR_DYNOFF)
				d[0] = -2;
			else {
				d[k] = -1 - o;
				d[k + 1] = -1;
			}
		}
		for (int i = 0; i < R->n; i++)
			if (por_head_mode(R->acc[2 * i + 1]))
				p->headq = 1;
		p->local[r] = cnt[R->pt]++;
		if (cnt[R->pt] > p->maxrows)
			p->maxrows = cnt[R->pt];
	}
	free(cnt);
	return 0;
}

/* Locations reachable from row e's target without passing through
 * location l (e leaves l): marked with p->lstamp in p->lmark. */
static void por_reach_avoid(RtPor *p, int q, int e, int l)
{
	int nl = p->m->proctypes[q].nlocs, sp = 0, d = p->row[e].dst;
	if (++p->lstamp == 0) {
		memset(p->lmark, 0, sizeof *p->lmark * (size_t)(p->maxlocs + 1));
		p->lstamp = 1;
	}
	if (d < 0 || d >= nl || d == l)
		return;
	p->lmark[d] = p->lstamp;
	p->lstack[sp++] = d;
	while (sp > 0) {
		int x = p->lstack[--sp];
		for (const int *r = p->out_mem + p->out[q][x]; *r >= 0; r++) {
			int y = p->row[*r].dst;
			if (y < 0 || y >= nl || y == l || p->lmark[y] == p->lstamp)
				continue;
			p->lmark[y] = p->lstamp;
			p->lstack[sp++] = y;
		}
	}
}

/* After por_reach_avoid(e): is row u's source reached (any end location
 * for a death row u)?  A death row e leads anywhere when `reborn`: the
 * pid may come back as a new process of the proctype (the process
 * itself must get to u, rule 2); else nowhere: the instance is gone, and
 * a process created later is rule 4's (runtime/por/README.md). */
static int por_reached(const RtPor *p, int q, int e, int u, int reborn)
{
	if (p->row[e].dst < 0)
		return reborn;
	int src = p->row[u].src;
	if (src >= 0)
		return p->lmark[src] == p->lstamp;
	const MccProcInfo *pi = &p->m->proctypes[q];
	for (int l = 0; l < pi->nlocs; l++)
		if ((pi->locs[l].flags & MCC_LOC_FINAL) && p->lmark[l] == p->lstamp)
			return 1;
	return 0;
}

static int por_setup_runs(RtPor *p)
{
	p->runs = calloc((size_t)p->npt + 1, sizeof *p->runs);
	p->runs_mem = malloc(sizeof(int) * ((size_t)p->nrows + (size_t)p->npt + 1));
	if (!p->runs || !p->runs_mem)
		return -1;
	int k = 0;
	for (int q = 0; q < p->npt; q++) {
		p->runs[q] = p->runs_mem + k;
		for (int r = 0; r < p->nrows; r++)
			if (p->row[r].pt == q && (p->row[r].flags & MCC_POR_RUN))
				p->runs_mem[k++] = r;
		p->runs_mem[k++] = -1;
	}
	return 0;
}

/* Quiet ends: two process creations accord, and a creation accords
 * with a death, up to the numbering of the processes, which nothing
 * tells apart (README.md): the run rows lose their pairs on _nr_pr
 * (object 0; nothing else reads it in such a model). */
static int por_quiet_runs(RtPor *p)
{
	int total = 0;
	for (int r = 0; r < p->nrows; r++)
		if (p->row[r].flags & MCC_POR_RUN)
			total += p->row[r].n0;
	if (!total)
		return 0;
	if (!(p->qacc = malloc(sizeof(int32_t) * 2 * (size_t)total)))
		return -1;
	int32_t *q = p->qacc;
	for (int r = 0; r < p->nrows; r++) {
		PorRow *R = &p->row[r];
		if (!(R->flags & MCC_POR_RUN))
			continue;
		R->acc = q;
		R->n = 0;
		for (int i = 0; i < R->n0; i++)
			if (R->acc0[2 * i] != 0) {
				q[2 * R->n] = R->acc0[2 * i];
				q[2 * R->n + 1] = R->acc0[2 * i + 1];
				R->n++;
			}
		q += 2 * R->n;
	}
	return 0;
}

int rt_por_quiet(const RtPor *p)
{
	return p->quiet;
}

void rt_por_no_quiet(RtPor *p)
{
	p->quiet = 0;
	for (int r = 0; r < p->nrows; r++) {
		p->row[r].acc = p->row[r].acc0;
		p->row[r].n = p->row[r].n0;
	}
}

RtPor *rt_por_new(const MccModel *m, int algo, const char **why)
{
	static const char *reasons[] = { "", "the model uses priorities",
		"the model has embedded C", "the model reads _last",
		"the model has committed locations" };
	*why = "the model has no reduction table";
	if (!m->por)
		return NULL;
	if (m->por[2] & MCC_POR_OFF_MASK) {
		int k = m->por[2] & MCC_POR_OFF_MASK;
		*why = k > 0 && k < (int)(sizeof reasons / sizeof *reasons) ?
		    reasons[k] : "the model cannot be reduced";
		return NULL;
	}
	*why = NULL;
	RtPor *p = calloc(1, sizeof *p);
	if (!p)
		return NULL;
	p->m = m;
	p->algo = algo;
	if (por_setup_rows(p) < 0 || por_setup_runs(p) < 0 ||
	    !(p->out = por_loc_lists(p, &p->out_mem))) {
		rt_por_free(p);
		return NULL;
	}
	int slots = 256, maxn = 1;
	for (int r = 0; r < p->nrows; r++)
		if (p->row[r].n0 > maxn)
			maxn = p->row[r].n0;
	p->fpa = malloc(sizeof(int32_t) * 2 * (size_t)maxn);
	p->fpb = malloc(sizeof(int32_t) * 2 * (size_t)maxn);
	if (!p->fpa || !p->fpb) {
		rt_por_free(p);
		return NULL;
	}
	size_t n = (size_t)slots * (size_t)(p->maxrows + 1);
	p->en = calloc(n, sizeof *p->en);
	p->mmark = calloc((size_t)p->nrows + 1, sizeof *p->mmark);
	p->row_ids = malloc(sizeof(int) * ((size_t)p->nrows + 1));
	for (int r = 0; p->row_ids && r < p->nrows; r++)
		p->row_ids[r] = r;
	for (int q = 0; q < p->npt; q++)
		if (m->proctypes[q].nlocs > p->maxlocs)
			p->maxlocs = m->proctypes[q].nlocs;
	p->inT = calloc(n, sizeof *p->inT);
	p->ptype = calloc(slots, sizeof *p->ptype);
	p->dv = calloc(slots, sizeof *p->dv);
	p->ploc = calloc(slots, sizeof *p->ploc);
	/* optional; PAN_POR_NO_CACHE: none (tests/por_check.sh compares) */
	if (!getenv("PAN_POR_NO_CACHE"))
		p->cache = calloc(POR_CACHE, sizeof *p->cache);
	p->trace = getenv("PAN_POR_TRACE") ? atoi(getenv("PAN_POR_TRACE")) : 0;
	/* PAN_POR_QUIETEND=0: no quiet ends (tests compare) */
	p->quiet = (m->por[2] & MCC_POR_QUIETEND) && algo == RT_POR_STUBBORN &&
	    !(getenv("PAN_POR_QUIETEND") && !atoi(getenv("PAN_POR_QUIETEND")));
	if (p->quiet && por_quiet_runs(p) < 0) {
		rt_por_free(p);
		return NULL;
	}
	p->lmark = calloc((size_t)p->maxlocs + 1, sizeof *p->lmark);
	p->lstack = malloc(sizeof(int) * ((size_t)p->maxlocs + 1));
	if (!p->en || !p->inT || !p->ptype || !p->dv || !p->ploc || !p->mmark || !p->row_ids ||
	    !p->lmark || !p->lstack) {
		rt_por_free(p);
		return NULL;
	}
	return p;
}

void rt_por_free(RtPor *p)
{
	if (!p)
		return;
	for (int r = 0; p->rel && r < p->nrows; r++) {
		free(p->rel[r].dna_start);
		free(p->rel[r].nes_start);
		free(p->rel[r].list);
	}
	free(p->rel);
	free(p->row);
	free(p->pdyn);
	free(p->dynoff);
	free(p->fpa);
	free(p->fpb);
	free(p->flt);
	free(p->dv);
	free(p->imemo.e);
	free(p->local);
	free(p->out);
	free(p->out_mem);
	free(p->lmark);
	free(p->lstack);
	free(p->runs);
	free(p->runs_mem);
	free(p->succ);
	free(p->vec);
	free(p->en);
	free(p->inT);
	free(p->ptype);
	free(p->ploc);
	free(p->work);
	free(p->best);
	free(p->cur);
	free(p->pick);
	free(p->memo.e);
	free(p->mdir);
	free(p->cache);
	free(p->mpool);
	free(p->mmark);
	free(p->row_ids);
	free(p->qacc);
	free(p);
}

RtPorStats *rt_por_stats(RtPor *p) { return &p->st; }

void rt_por_stats_line(FILE *f, const RtPorStats *p)
{
	double n = p->reduced ? (double)p->reduced : 1.0;
	fprintf(f, "partial order reduction: %llu of %llu states reduced, "
		"mean %.2f of %.2f moves; %llu expanded fully by the cycle "
		"proviso", (unsigned long long)p->reduced,
		(unsigned long long)p->states, p->sum_reduced / n,
		p->sum_enabled / n, (unsigned long long)p->proviso);
	if (p->quiet)
		fprintf(f, "; %llu quiet ends", (unsigned long long)p->quiet);
	fputc('\n', f);
}

void rt_por_stats_json(FILE *f, const char *name, const RtPorStats *p)
{
	fprintf(f, ",\"por\":\"%s\",\"por_states\":%llu,"
		"\"por_reduced\":%llu,\"por_sum_reduced\":%llu,"
		"\"por_sum_enabled\":%llu,\"por_proviso\":%llu,\"por_quiet\":%llu",
		name, (unsigned long long)p->states,
		(unsigned long long)p->reduced,
		(unsigned long long)p->sum_reduced,
		(unsigned long long)p->sum_enabled,
		(unsigned long long)p->proviso,
		(unsigned long long)p->quiet);
}

const char *rt_por_name(const RtPor *p)
{
	return p->algo == RT_POR_AMPLE ? "ample sets" : "stubborn sets";
}

int rt_por_algo(const RtPor *p)
{
	return p->algo;
}

void rt_por_stats_add(RtPorStats *to, const RtPorStats *from)
{
	to->states += from->states;
	to->reduced += from->reduced;
	to->sum_reduced += from->sum_reduced;
	to->sum_enabled += from->sum_enabled;
	to->proviso += from->proviso;
	to->quiet += from->quiet;
}

/* ------------------------------------------------------------ per state */

static void por_collect(void *ctx, const uint8_t *succ, const MccStep *step)
{
	RtPor *p = ctx;
	uint32_t vs = p->m->state_size;
	if (p->nsucc == p->scap) {
		int c = p->scap ? 2 * p->scap : 64;
		PorSucc *ns = realloc(p->succ, (size_t)c * sizeof *ns);
		if (!ns)
			abort(); /* the DFS's own byte stack would fail first */
		p->succ = ns;
		p->scap = c;
	}
	if (p->vlen + vs > p->vcap) {
		uint64_t c = p->vcap ? 2 * p->vcap : 4096;
		while (c < p->vlen + vs)
			c *= 2;
		uint8_t *nv = realloc(p->vec, c);
		if (!nv)
			abort();
		p->vec = nv;
		p->vcap = c;
	}
	memcpy(p->vec + p->vlen, succ, vs);
	p->succ[p->nsucc].step = *step;
	p->succ[p->nsucc].off = p->vlen;
	p->vlen += vs;
	p->nsucc++;
}

static size_t por_slot(const RtPor *p, int pid, int r)
{
	return (size_t)pid * (size_t)(p->maxrows + 1) + (size_t)p->local[r];
}

static int por_enabled(const RtPor *p, int pid, int r)
{
	return p->en[por_slot(p, pid, r)] == p->stamp;
}

/* Mark the rows of the steps enabled in s; counts moves.  *global: some
 * step needs the full set (timeout, a rendezvous broken, ...). */
static int por_mark(RtPor *p, int *full)
{
	int moves = 0;
	*full = 0;
	for (int i = 0; i < p->nsucc; i++) {
		const MccStep *st = &p->succ[i].step;
		if (!(st->flags & MCC_STEP_REPORT))
			moves++;
		if (st->flags & (MCC_STEP_TIMEOUT | MCC_STEP_BROKEN))
			*full = 1;
		int ids[2][2] = { { st->pid, st->trans }, { st->pid2, st->trans2 } };
		for (int k = 0; k < 2; k++) {
			int pid = ids[k][0], r = ids[k][1];
			if (pid < 0)
				continue;
			if (pid >= p->np || r < 0 || r >= p->nrows ||
			    p->row[r].pt != p->ptype[pid]) {
				*full = 1;
				continue;
			}
			p->en[por_slot(p, pid, r)] = p->stamp;
		}
	}
	return moves;
}

/* Add (pid, r) to the set under construction. */
static int por_add(RtPor *p, int pid, int r)
{
	size_t k = por_slot(p, pid, r);
	if (p->inT[k] == p->tstamp)
		return 0;
	p->inT[k] = p->tstamp;
	if (p->trace > 1) /* PAN_POR_TRACE=2 */
		fprintf(stderr, " +%d.%d", pid, r);
	if (por_grow((void **)&p->cur, &p->ccap, 2 * p->ncur + 2, sizeof(int)) < 0)
		return -1;
	p->cur[2 * p->ncur] = pid;
	p->cur[2 * p->ncur + 1] = r;
	p->ncur++;
	return 0;
}

static int por_add_list(RtPor *p, int pid, const int *l)
{
	for (; *l >= 0; l++)
		if (por_add(p, pid, *l) < 0)
			return -1;
	return 0;
}

/* Is process pid at the source of row r? */
static int por_at_src(const RtPor *p, int pid, int r)
{
	const PorRow *R = &p->row[r];
	int l = p->ploc[pid];
	if (R->src >= 0)
		return l == R->src;
	return l >= 0 && l < p->m->proctypes[R->pt].nlocs &&
	    (p->m->proctypes[R->pt].locs[l].flags & MCC_LOC_FINAL);
}

static int por_at_loc(const RtPor *p, int q, int u, int l)
{
	int src = p->row[u].src;
	if (src >= 0)
		return src == l;
	return l >= 0 && l < p->m->proctypes[q].nlocs &&
	    (p->m->proctypes[q].locs[l].flags & MCC_LOC_FINAL);
}

/* Keys of a memo indexed directly, at most (8 bytes each). */
#define POR_DIRECT ((int64_t)1 << 20)

/* Index the memo directly if its keys are few; 0, or -1 (memory). */
static int por_mdir_init(RtPor *p)
{
	int64_t n = 4 * (int64_t)p->nrows * p->npt * (p->maxlocs + 1);
	p->mdn = -1;
	if (n <= 0 || n > POR_DIRECT)
		return 0;
	if (!(p->mdir = malloc((size_t)n * sizeof *p->mdir)))
		return -1;
	for (int64_t i = 0; i < n; i++)
		p->mdir[i].n = -1;
	p->mdn = n;
	return 0;
}

/* Append to p->mpool the rows of proctype Q at location l among src,
 * and the rows at l that lead towards the others (a row elsewhere needs
 * the process to leave l for the last time by a row from whose target
 * its source is reached without coming back to l), each once; their
 * number, -1 if out of memory.  `reborn`: see por_reached. */
static int por_towards(RtPor *p, int Q, int l, const int *src, int ns, int reborn)
{
	int away = 0, cnt = 0;
	if (por_grow((void **)&p->mpool, &p->mpcap, p->mpn + ns + p->maxrows + 1,
	    sizeof(int)) < 0)
		return -1;
	if (++p->mstamp == 0) {
		memset(p->mmark, 0, sizeof *p->mmark * (size_t)(p->nrows + 1));
		p->mstamp = 1;
	}
	for (int k = 0; k < ns; k++) {
		int u = src[k];
		if (!por_at_loc(p, Q, u, l))
			away = 1;
		else if (p->mmark[u] != p->mstamp) {
			p->mmark[u] = p->mstamp;
			p->mpool[p->mpn + cnt++] = u;
		}
	}
	for (const int *e = por_at(p, p->out, p->out_mem, Q, l); away && *e >= 0; e++) {
		if (p->mmark[*e] == p->mstamp)
			continue;
		por_reach_avoid(p, Q, *e, l);
		for (int k = 0; k < ns; k++)
			if (!por_at_loc(p, Q, src[k], l) && por_reached(p, Q, *e, src[k], reborn)) {
				p->mmark[*e] = p->mstamp;
				p->mpool[p->mpn + cnt++] = *e;
				break;
			}
	}
	p->mpn += cnt;
	return cnt;
}

/* The slot of (key, key2) in a memo table: its entry, or the empty slot
 * where it goes (the table grown first if needed); NULL: no memory. */
static PorMemo *por_tab_find(PorTab *t, uint64_t key, uint64_t key2)
{
	if (2 * (t->n + 1) > (t->e ? t->mask + 1 : 0)) {
		uint64_t n = t->e ? 2 * (t->mask + 1) : 1024;
		PorMemo *ne = calloc(n, sizeof *ne);
		if (!ne)
			return NULL;
		for (uint64_t i = 0; t->e && i <= t->mask; i++)
			if (t->e[i].key) {
				uint64_t j = por_tab_hash(t->e[i].key, t->e[i].key2) & (n - 1);
				while (ne[j].key)
					j = (j + 1) & (n - 1);
				ne[j] = t->e[i];
			}
		free(t->e);
		t->e = ne;
		t->mask = n - 1;
	}
	uint64_t i = por_tab_hash(key, key2) & t->mask;
	while (t->e[i].key && (t->e[i].key != key || t->e[i].key2 != key2))
		i = (i + 1) & t->mask;
	return &t->e[i];
}

/* The rows to add for (kind, t, q, l) (see RtPor.memo); NULL: memory. */
static const int *por_memo(RtPor *p, int kind, int t, int q, int l, int *n)
{
	if (!p->mpool && por_grow((void **)&p->mpool, &p->mpcap, 64, sizeof(int)) < 0)
		return NULL;
	uint64_t key = 1 + (((uint64_t)kind * (uint64_t)p->nrows + (uint64_t)t) *
	    (uint64_t)p->npt + (uint64_t)q) * (uint64_t)(p->maxlocs + 1) + (uint64_t)(l + 1);
	if (p->mdn == 0 && por_mdir_init(p) < 0)
		return NULL;
	struct PorDirect *dp = p->mdn > 0 && (int64_t)key <= p->mdn ?
	    &p->mdir[key - 1] : NULL;
	PorMemo *slot = NULL;
	if (dp && dp->n >= 0) {
		*n = dp->n;
		return p->mpool + dp->off;
	}
	if (!dp) {
		if (!(slot = por_tab_find(&p->memo, key, 0)))
			return NULL;
		if (slot->key) {
			*n = slot->n;
			return p->mpool + slot->off;
		}
	}
	const int *src;
	int ns;
	if (kind == 3) {
		src = &p->row_ids[t];
		ns = 1;
	} else if (kind == 2) {
		src = p->runs[q];
		for (ns = 0; src[ns] >= 0; ns++)
			;
	} else {
		if (por_rel(p, t) < 0)
			return NULL;
		const PorRel *L = &p->rel[t];
		const int *st = kind ? L->nes_start : L->dna_start;
		src = L->list + st[q];
		ns = st[q + 1] - st[q];
	}
	int off = p->mpn, cnt = por_towards(p, q, l, src, ns, kind == 3);
	if (cnt < 0)
		return NULL;
	if (dp) {
		*dp = (struct PorDirect){ off, cnt };
	} else {
		*slot = (PorMemo){ key, 0, off, cnt };
		p->memo.n++;
	}
	*n = cnt;
	return p->mpool + off;
}

/* The accesses of process pid's row r in the state being chosen for:
 * the row's own, or when it has dynamic pairs and each names a global
 * queue in this state, those queues instead of the pairs flagged
 * MCC_POR_DYN (in buf, as many pairs as the row has at most).  The
 * channel variables behind dynamic pairs never change, so the queues
 * are the ones the process uses for the rest of its life. */
static int por_fp(RtPor *p, int pid, int r, int32_t *buf, const int32_t **acc)
{
	const PorRow *R = &p->row[r];
	*acc = R->acc;
	if (!R->ndyn)
		return R->n;
	int base = p->m->proc_offset(p->s, pid);
	if (base < 0)
		return R->n;
	for (int i = 0; i < R->n; i++)
		if (R->acc[2 * i] < 0) {
			int v = p->s[base - 1 - R->acc[2 * i]];
			if (v < 1 || v > p->ngq)
				return R->n;
		}
	int n = 0;
	for (int i = 0; i < R->n; i++) {
		int o = R->acc[2 * i], m = R->acc[2 * i + 1];
		if (o >= 0 && (m & MCC_POR_DYN))
			continue;
		if (o < 0)
			o = p->qobj + p->s[base - 1 - o] - 1;
		int k = 0;
		while (k < n && buf[2 * k] != o)
			k++;
		if (k < n) {
			buf[2 * k + 1] = mcc_por_mode_join(buf[2 * k + 1], m);
			continue;
		}
		buf[2 * n] = o;
		buf[2 * n + 1] = m;
		n++;
	}
	*acc = buf;
	return n;
}

/* The queues process pid's channel variables name, packed (por_fp reads
 * the same bytes), 0 if none, -1 if too many to pack. */
static int64_t por_dynval(const RtPor *p, int pid)
{
	const int *d = p->dynoff + p->ptype[pid] * (POR_DYNOFF + 1);
	if (!p->pdyn[p->ptype[pid]])
		return 0;
	int base = p->m->proc_offset(p->s, pid);
	if (d[0] == -2 || base < 0)
		return -1;
	int64_t v = 0;
	for (int i = 0; d[i] >= 0; i++)
		v = v << 8 | p->s[base + d[i]];
	return v;
}

/* Add the rows of q that lead towards the nf rows in p->flt (rule 2),
 * and keep them in the memo's slot (NULL: not kept) under (k1, k2). */
static int por_add_filtered(RtPor *p, int q, int nf, PorMemo *slot,
    uint64_t k1, uint64_t k2)
{
	int off = p->mpn, cnt = por_towards(p, p->ptype[q], p->ploc[q], p->flt, nf, 0);
	if (cnt < 0)
		return -1;
	if (slot) {
		*slot = (PorMemo){ k1, k2, off, cnt };
		p->imemo.n++;
	}
	for (int k = 0; k < cnt; k++)
		if (por_add(p, q, p->mpool[off + k]) < 0)
			return -1;
	if (!slot)
		p->mpn = off; /* not kept */
	return 0;
}

/* Rules 1 and 3 for process pid's row t and process q when either has
 * dynamic pairs: the rows of q's proctype that do not accord with t
 * (kind 0) / may enable it (kind 1) with the queues of both processes
 * resolved in this state (por_fp), a subset of the static lists. */
static int por_add_inst(RtPor *p, int kind, int pid, int t, int q)
{
	int Q = p->ptype[q];
	if (por_rel(p, t) < 0)
		return -1;
	int64_t vt = p->dv[pid], vq = p->dv[q];
	uint64_t k1 = 1 + ((((uint64_t)kind * (uint64_t)p->nrows + (uint64_t)t) *
	    (uint64_t)p->npt + (uint64_t)Q) * (uint64_t)(p->maxlocs + 1) +
	    (uint64_t)(p->ploc[q] + 1)), k2 = (uint64_t)vt << 32 ^ (uint64_t)vq;
	PorMemo *slot = NULL;
	if (vt >= 0 && vt < (1LL << 32) && vq >= 0 && vq < (1LL << 32)) {
		if (!(slot = por_tab_find(&p->imemo, k1, k2)))
			return -1;
		if (slot->key) {
			const int *l = p->mpool + slot->off;
			for (int k = 0; k < slot->n; k++)
				if (por_add(p, q, l[k]) < 0)
					return -1;
			return 0;
		}
	}
	const PorRel *L = &p->rel[t];
	const int *st = kind ? L->nes_start : L->dna_start;
	const int *src = L->list + st[Q];
	int ns = st[Q + 1] - st[Q], nf = 0;
	if (por_grow((void **)&p->flt, &p->fltcap, ns + 1, sizeof(int)) < 0)
		return -1;
	const int32_t *ta, *ua;
	int nt = por_fp(p, pid, t, p->fpa, &ta), ft = p->row[t].flags;
	for (int k = 0; k < ns; k++) {
		int u = src[k], fu = p->row[u].flags;
		int nu = por_fp(p, q, u, p->fpb, &ua);
		if (kind ? por_may_enable_acc(fu, nu, ua, nt, ta) :
		    !por_accord_acc(ft, nt, ta, fu, nu, ua))
			p->flt[nf++] = u;
	}
	return por_add_filtered(p, q, nf, slot, k1, k2);
}

/* The rows of proctype Q at location l that enter a location where a
 * rendezvous on object o waits (EN), and those that lead towards them
 * (por_towards; the death leads nowhere: rule 4 adds the run rows);
 * memoised as kind 4 with key2 o + 1; NULL: memory. */
static const int *por_memo_rv(RtPor *p, int Q, int l, int o, int *n)
{
	uint64_t key = 1 + ((uint64_t)4 * (uint64_t)p->nrows * (uint64_t)p->npt + (uint64_t)Q) *
	    (uint64_t)(p->maxlocs + 1) + (uint64_t)(l + 1);
	PorMemo *slot = por_tab_find(&p->memo, key, (uint64_t)o + 1);
	if (!slot)
		return NULL;
	if (slot->key) {
		*n = slot->n;
		return p->mpool + slot->off;
	}
	if (por_grow((void **)&p->flt, &p->fltcap, p->nrows + 1, sizeof(int)) < 0)
		return NULL;
	int nf = 0;
	for (int u = 0; u < p->nrows; u++)
		if (p->row[u].pt == Q && (por_mode(&p->row[u], o) & MCC_POR_EN))
			p->flt[nf++] = u;
	int off = p->mpn, cnt = por_towards(p, Q, l, p->flt, nf, 0);
	if (cnt < 0)
		return NULL;
	*slot = (PorMemo){ key, (uint64_t)o + 1, off, cnt };
	p->memo.n++;
	*n = cnt;
	return p->mpool + off;
}

/* Row r of process pid is disabled at its source and its first statement
 * is a rendezvous on a queue (object o, MCC_POR_RV, named without a
 * channel variable) where no other live process waits at a location
 * with a rendezvous row on o: o (its guard needs a partner to arrive
 * first), else -1. */
static int por_rv_absent(const RtPor *p, int pid, int r)
{
	const PorRow *R = &p->row[r];
	if (R->ndyn)
		return -1;
	for (int i = 0; i < R->n; i++) {
		int o = R->acc[2 * i], m = R->acc[2 * i + 1];
		if (o < 0 || !(m & MCC_POR_RV) || (m & MCC_POR_DYN))
			continue;
		int present = 0;
		for (int q = 0; q < p->np && !present; q++) {
			if (q == pid)
				continue;
			const int *l = por_at(p, p->out, p->out_mem, p->ptype[q], p->ploc[q]);
			for (; *l >= 0 && !present; l++)
				present = (por_mode(&p->row[*l], o) & MCC_POR_RV) != 0;
		}
		if (!present)
			return o;
	}
	return -1;
}

static int por_add_memo(RtPor *p, int kind, int pid, int t, int skip);

/* Rule 3 for a rendezvous row whose partner is absent (por_rv_absent,
 * queue object o): the rows of every other live process that bring it
 * to a location with a rendezvous on o, and rule 4 (a process created
 * later may start at one). */
static int por_add_rv(RtPor *p, int pid, int o)
{
	for (int q = 0; q < p->np; q++) {
		if (q == pid)
			continue;
		int n;
		const int *l = por_memo_rv(p, p->ptype[q], p->ploc[q], o, &n);
		if (!l)
			return -1;
		for (int k = 0; k < n; k++)
			if (por_add(p, q, l[k]) < 0)
				return -1;
	}
	return p->has_run ? por_add_memo(p, 2, -1, 0, -1) : 0;
}

/* Add the memo rows (kind, t) for every live process (but `skip`); t is
 * a row of process pid (kinds 0 and 1). */
static int por_add_memo(RtPor *p, int kind, int pid, int t, int skip)
{
	const int *st = NULL;
	if (kind < 2) {
		if (por_rel(p, t) < 0)
			return -1;
		st = kind ? p->rel[t].nes_start : p->rel[t].dna_start;
	}
	for (int q = 0; q < p->np; q++) {
		if (q == skip)
			continue;
		if (st && st[p->ptype[q] + 1] == st[p->ptype[q]])
			continue; /* no row of its proctype */
		if (kind < 2 && (p->row[t].ndyn || p->pdyn[p->ptype[q]])) {
			if (por_add_inst(p, kind, pid, t, q) < 0)
				return -1;
			continue;
		}
		int n;
		const int *l = por_memo(p, kind, t, p->ptype[q], p->ploc[q], &n);
		if (!l)
			return -1;
		for (int k = 0; k < n; k++)
			if (por_add(p, q, l[k]) < 0)
				return -1;
	}
	return 0;
}

/* Does no row of any proctype fail to accord with row t (kind 0) / may
 * enable it (kind 1)?  Then no process created later matters to t (rule
 * 4 is not needed).  0 also when the relation cannot be computed. */
static int por_alone(RtPor *p, int t, int kind)
{
	if (por_rel(p, t) < 0)
		return 0;
	const PorRel *L = &p->rel[t];
	const int *st = kind ? L->nes_start : L->dna_start;
	return st[p->npt] == st[0];
}

/* The length of the global buffered queue that object o stands for in
 * the state being chosen for; -1 if o is no global queue. */
static int por_qlen(const RtPor *p, int o)
{
	const RtLlDesc *d = p->m->ll;
	if (!d || o < p->qobj || o >= p->qobj + p->ngq || p->ngq > d->ngq)
		return -1;
	return p->s[d->qd[o - p->qobj].off];
}

/* Rule 3 for row t of process pid, disabled at its source: the object of
 * a global buffered queue that t's guard reads only by plain receives
 * (por_head_mode) and that is not empty here, or -1.  Its head message
 * decides those receives; a plain send appends at the tail and leaves
 * the head as it is, so the senders need not be in the set. */
static int por_head_queue(RtPor *p, int pid, int t)
{
	if (!p->headq)
		return -1;
	const int32_t *ta;
	int nt = por_fp(p, pid, t, p->fpa, &ta);
	for (int i = 0; i < nt; i++)
		if (ta[2 * i] < 0)
			return -1; /* a channel variable not resolved */
	for (int i = 0; i < nt; i++) {
		int o = ta[2 * i], m = ta[2 * i + 1];
		if (!(m & MCC_POR_DYN) && por_head_mode(m) && por_qlen(p, o) > 0)
			return o;
	}
	return -1;
}

/* por_may_enable_acc, where a plain send to queue object hq enables
 * nothing (por_head_queue). */
static int por_may_enable_head(int flu, int nu, const int32_t *ucc, int nt,
    const int32_t *tcc, int hq)
{
	if (flu & MCC_POR_GLOBAL)
		return 1;
	PorRow t = { .n = nt, .acc = tcc };
	for (int i = 0; i < nu; i++) {
		int o = ucc[2 * i], m = ucc[2 * i + 1];
		if (o == hq)
			m &= ~MCC_POR_SEND;
		if (o >= 0 && (por_is_write(m) || (m & MCC_POR_EN)) &&
		    (por_mode(&t, o) & MCC_POR_G))
			return 1;
	}
	return 0;
}

/* Rule 3 for row t of process pid whose guard reads the non-empty queue
 * hq by its head (por_head_queue): the rows of every live process that
 * may enable t other than by sending to hq, as rule 2 reaches them;
 * memoised per (t, q's proctype and location, hq, the queues of both
 * processes). */
static int por_add_head(RtPor *p, int pid, int t, int hq)
{
	if (por_rel(p, t) < 0)
		return -1;
	const PorRel *L = &p->rel[t];
	for (int q = 0; q < p->np; q++) {
		int Q = p->ptype[q], ns = L->nes_start[Q + 1] - L->nes_start[Q];
		const int *src = L->list + L->nes_start[Q];
		if (!ns)
			continue;
		int64_t vt = p->dv[pid], vq = p->dv[q];
		uint64_t k1 = 1 + ((((uint64_t)5 * (uint64_t)p->nrows + (uint64_t)t) *
		    (uint64_t)p->npt + (uint64_t)Q) * (uint64_t)(p->maxlocs + 1) +
		    (uint64_t)(p->ploc[q] + 1));
		PorMemo *slot = NULL;
		if (vt >= 0 && vt < (1LL << 24) && vq >= 0 && vq < (1LL << 24) && hq < (1 << 15)) {
			uint64_t k2 = (uint64_t)(hq + 1) << 48 | (uint64_t)vt << 24 | (uint64_t)vq;
			if (!(slot = por_tab_find(&p->imemo, k1, k2)))
				return -1;
			if (slot->key) {
				for (int k = 0; k < slot->n; k++)
					if (por_add(p, q, p->mpool[slot->off + k]) < 0)
						return -1;
				continue;
			}
			slot->key2 = k2; /* kept by the entry below */
		}
		if (por_grow((void **)&p->flt, &p->fltcap, ns + 1, sizeof(int)) < 0)
			return -1;
		const int32_t *ta, *ua;
		int nf = 0, nt = por_fp(p, pid, t, p->fpa, &ta);
		for (int k = 0; k < ns; k++) {
			int u = src[k], nu = por_fp(p, q, u, p->fpb, &ua);
			if (por_may_enable_head(p->row[u].flags, nu, ua, nt, ta, hq))
				p->flt[nf++] = u;
		}
		if (por_add_filtered(p, q, nf, slot, k1, slot ? slot->key2 : 0) < 0)
			return -1;
	}
	return 0;
}

/* Closure of the stubborn set from (pid, r); returns the number of
 * enabled instances in it, -1 when only the full set will do. */
static int por_closure(RtPor *p, int pid0, int r0, int limit)
{
	p->tstamp++;
	p->ncur = 0;
	if (p->trace > 1) /* PAN_POR_TRACE=2 */
		fprintf(stderr, "\nclosure %d.%d:", pid0, r0);
	if (por_add(p, pid0, r0) < 0)
		return -1;
	int nen = 0;
	for (int w = 0; w < p->ncur; w++) {
		int pid = p->cur[2 * w], r = p->cur[2 * w + 1];
		const PorRow *R = &p->row[r];
		int q0 = p->ptype[pid];
		if (p->trace > 1) /* PAN_POR_TRACE=2 */
			fprintf(stderr, "  [%d.%d %s]", pid, r, por_enabled(p, pid, r) ? "en" :
			    por_at_src(p, pid, r) ? "dis" : "away");
		if (por_enabled(p, pid, r)) {
			if ((R->flags & MCC_POR_GLOBAL) || ++nen >= limit ||
			    (p->vis && p->vis[r]))
				return -1;
			if (por_add_list(p, pid, por_at(p, p->out, p->out_mem, q0, p->ploc[pid])) < 0 ||
			    por_add_memo(p, 0, pid, r, pid) < 0)
				return -1;
			/* rule 4, also for a row without objects: a GLOBAL row
			 * of a process created later may read this process's
			 * location (P@L, enabled(), remote references) */
			if (p->has_run && !por_alone(p, r, 0) &&
			    por_add_memo(p, 2, -1, 0, -1) < 0)
				return -1;
			continue;
		}
		if (!por_at_src(p, pid, r)) {
			/* pid must leave its location first: by one of its rows
			 * there that leads towards r's source (or its death) */
			int n;
			const int *l = por_memo(p, 3, r, q0, p->ploc[pid], &n);
			if (!l)
				return -1;
			for (int k = 0; k < n; k++)
				if (por_add(p, pid, l[k]) < 0)
					return -1;
			continue;
		}
		if (R->flags & MCC_POR_TIMEOUT)
			continue; /* enabled only where nothing else is */
		int o = (R->flags & MCC_POR_GLOBAL) ? -1 : por_rv_absent(p, pid, r);
		if (o >= 0) {
			if (por_add_rv(p, pid, o) < 0)
				return -1;
			continue;
		}
		int hq = (R->flags & MCC_POR_GLOBAL) ? -1 : por_head_queue(p, pid, r);
		if (hq >= 0) {
			if (por_add_head(p, pid, r, hq) < 0)
				return -1;
		} else if ((R->flags & MCC_POR_GLOBAL) || por_add_memo(p, 1, pid, r, -1) < 0)
			return -1;
		/* the guard may read pid's locals (not objects): pid must stay
		 * where it is, or it could change them and come back
		 * (models/por_local_guard.pml) */
		if (!(R->flags & MCC_POR_NOLOCALG) &&
		    por_add_list(p, pid, por_at(p, p->out, p->out_mem, q0, p->ploc[pid])) < 0)
			return -1;
		if (R->n && p->has_run && !por_alone(p, r, 1) &&
		    por_add_memo(p, 2, -1, 0, -1) < 0)
			return -1;
	}
	return nen;
}

/* Keep the current closure as the best one. */
static int por_keep(RtPor *p)
{
	if (por_grow((void **)&p->best, &p->bcap, 2 * p->ncur + 2, sizeof(int)) < 0)
		return -1;
	memcpy(p->best, p->cur, sizeof(int) * 2 * (size_t)p->ncur);
	p->nbest = p->ncur;
	return 0;
}

/* Stubborn sets: from each process's first enabled move, the closure with
 * the fewest enabled instances (Laarman et al.'s heuristic, coarsely). */
static int por_stubborn(RtPor *p, int moves)
{
	int bestn = moves;
	p->nbest = -1;
	/* first the seeds that conflict with no row at all (their closures
	 * are small and cheap), then the others */
	for (int k = 0; k < 2 * p->nsucc && bestn > 1; k++) {
		int i = k % p->nsucc, pass = k / p->nsucc;
		const MccStep *st = &p->succ[i].step;
		if (st->flags & MCC_STEP_REPORT)
			continue;
		if (i > 0 && p->succ[i - 1].step.pid == st->pid)
			continue; /* one seed per process */
		if (st->trans < 0 || st->trans >= p->nrows || por_alone(p, st->trans, 0) != !pass)
			continue;
		int n = por_closure(p, st->pid, st->trans, bestn);
		if (n > 0 && n < bestn) {
			if (por_keep(p) < 0)
				return -1;
			bestn = n;
		}
	}
	return p->nbest >= 0 ? 0 : -1;
}

/* Does row t of a process accord with (en) / stay unenabled by (!en)
 * every row of proctype q? */
static int por_free_of(RtPor *p, int t, int q, int en)
{
	if (por_rel(p, t) < 0)
		return 0;
	const PorRel *L = &p->rel[t];
	return en ? L->dna_start[q] == L->dna_start[q + 1] :
	    L->nes_start[q] == L->nes_start[q + 1];
}

/* Is process pid "safe": all its rows at its location independent of
 * every other process, present or still to be created? */
static int por_ample_ok(RtPor *p, int pid)
{
	const int *l = por_at(p, p->out, p->out_mem, p->ptype[pid], p->ploc[pid]);
	int any = 0;
	for (; *l >= 0; l++) {
		int t = *l, en = por_enabled(p, pid, t);
		const PorRow *R = &p->row[t];
		any |= en;
		if ((R->flags & MCC_POR_GLOBAL) || (en && p->vis && p->vis[t]))
			return 0;
		if ((R->flags & MCC_POR_TIMEOUT) && !en)
			continue;
		for (int q = 0; q < p->np; q++)
			if (q != pid && !por_free_of(p, t, p->ptype[q], en))
				return 0;
		for (int q = 0; p->has_run && q < p->npt; q++)
			if (!por_free_of(p, t, q, en))
				return 0;
	}
	return any;
}

/* Ample sets: the moves of the first safe process (Holzmann & Peled). */
static int por_ample(RtPor *p)
{
	for (int pid = p->np - 1; pid >= 0; pid--) {
		if (!por_ample_ok(p, pid))
			continue;
		p->tstamp++;
		p->ncur = 0;
		const int *l = por_at(p, p->out, p->out_mem, p->ptype[pid], p->ploc[pid]);
		for (; *l >= 0; l++)
			if (por_add(p, pid, *l) < 0)
				return -1;
		return por_keep(p);
	}
	return -1;
}

/* Mark the successors of the chosen set in p->pick; their number. */
static int por_pick(RtPor *p)
{
	p->tstamp++;
	for (int i = 0; i < p->nbest; i++)
		p->inT[por_slot(p, p->best[2 * i], p->best[2 * i + 1])] = p->tstamp;
	int n = 0;
	for (int i = 0; i < p->nsucc; i++) {
		const MccStep *st = &p->succ[i].step;
		/* a rendezvous: both ends are in T together (each writes the
		 * queue); either one picks it */
		p->pick[i] = p->inT[por_slot(p, st->pid, st->trans)] == p->tstamp ||
		    (st->pid2 >= 0 && st->pid2 < p->np && st->trans2 >= 0 &&
		    st->trans2 < p->nrows && p->row[st->trans2].pt == p->ptype[st->pid2] &&
		    p->inT[por_slot(p, st->pid2, st->trans2)] == p->tstamp);
		if (p->pick[i] && !(st->flags & MCC_STEP_REPORT))
			n++;
	}
	return n;
}

/* The key of the state being chosen for (RtPor.ckey); cklen -1 if it
 * does not fit. */
static void por_cache_key(RtPor *p)
{
	int k = 0, nd = 0;
	p->cklen = -1;
	for (int q = 0; q < p->np; q++)
		nd += p->pdyn[p->ptype[q]];
	/* with head-read queues (por_head_queue): which global queues are
	 * empty, a bit each */
	int nw = p->headq && p->m->ll ? (p->ngq + 31) / 32 : 0;
	if (!p->cache || 1 + 2 * p->np + nd + 5 * p->nsucc + nw > POR_CKEY)
		return;
	for (int w = 0; w < nw; w++) {
		uint32_t bits = 0;
		for (int b = 0; b < 32 && 32 * w + b < p->ngq; b++)
			if (por_qlen(p, p->qobj + 32 * w + b) > 0)
				bits |= 1u << b;
		p->ckey[k++] = (int)bits;
	}
	p->ckey[k++] = p->np;
	for (int q = 0; q < p->np; q++) {
		p->ckey[k++] = p->ptype[q];
		p->ckey[k++] = p->ploc[q];
		if (!p->pdyn[p->ptype[q]])
			continue;
		/* the queues its channel variables name (por_dynval) */
		if (p->dv[q] < 0)
			return;
		p->ckey[k++] = (int)(uint32_t)p->dv[q];
	}
	for (int i = 0; i < p->nsucc; i++) {
		const MccStep *st = &p->succ[i].step;
		p->ckey[k++] = st->pid;
		p->ckey[k++] = st->trans;
		p->ckey[k++] = st->pid2;
		p->ckey[k++] = st->trans2;
		p->ckey[k++] = (int)st->flags;
	}
	uint64_t h = 0x9E3779B97F4A7C15ULL;
	for (int i = 0; i < k; i++)
		h = (h ^ (uint32_t)p->ckey[i]) * 0x100000001B3ULL;
	p->chash = h | 1;
	p->cklen = k;
}

/* The cached choice for the key: 1 (p->best/nbest set, *r the
 * algorithm's result), or 0 if not there. */
static int por_cache_get(RtPor *p, int *r)
{
	if (p->cklen < 0)
		return 0;
	const struct PorCache *c = &p->cache[p->chash % POR_CACHE];
	if (c->hash != p->chash || c->klen != p->cklen ||
	    memcmp(c->key, p->ckey, sizeof(int) * (size_t)p->cklen))
		return 0;
	if (c->nbest < 0) {
		*r = -1;
		return 1;
	}
	if (por_grow((void **)&p->best, &p->bcap, 2 * c->nbest + 2, sizeof(int)) < 0)
		return 0;
	memcpy(p->best, c->best, sizeof(int) * 2 * (size_t)c->nbest);
	p->nbest = c->nbest;
	*r = 0;
	return 1;
}

/* Remember the choice r (the algorithm's result, p->best) for the key. */
static void por_cache_put(RtPor *p, int r)
{
	if (p->cklen < 0 || (r >= 0 && p->nbest > POR_CBEST))
		return;
	struct PorCache *c = &p->cache[p->chash % POR_CACHE];
	c->hash = p->chash;
	c->klen = p->cklen;
	memcpy(c->key, p->ckey, sizeof(int) * (size_t)p->cklen);
	c->nbest = r < 0 ? -1 : p->nbest;
	if (r >= 0)
		memcpy(c->best, p->best, sizeof(int) * 2 * (size_t)p->nbest);
}

/* PAN_POR_TRACE: the processes (pid:proctype@location), the enabled
 * moves (pid.row, * when chosen) and the outcome, one line per state. */
static void por_trace(const RtPor *p, int red)
{
	fprintf(stderr, p->trace > 1 ? "\npor:" : "por:");
	for (int q = 0; q < p->np; q++)
		fprintf(stderr, " %d:%d@%d", q, p->ptype[q], p->ploc[q]);
	fprintf(stderr, " |");
	for (int i = 0; i < p->nsucc; i++) {
		const MccStep *st = &p->succ[i].step;
		fprintf(stderr, " %d.%d", st->pid, st->trans);
		if (st->pid2 >= 0)
			fprintf(stderr, "+%d.%d", st->pid2, st->trans2);
		if (red && p->pick[i])
			fputc('*', stderr);
	}
	fprintf(stderr, red ? " reduced\n" : " full\n");
}

/* Choose the reduced set of the collected successors: 1 if it is a
 * proper subset (p->pick), else 0 (all). */
static int por_choose1(RtPor *p, const uint8_t *s, int count);

/* Quiet ends (README.md): the successor whose step is the death of the
 * last process, ended (its location has no row but the death), or -1.
 * In a model flagged MCC_POR_QUIETEND that step alone is a reduced set:
 * no move of another process depends on whether the ended process is
 * still there, except through pids, which nothing tells apart.  (An LTL
 * check whose propositions see deaths or process creation has called
 * rt_por_no_quiet.) */
static int por_quiet(const RtPor *p)
{
	for (int i = 0; i < p->nsucc; i++) {
		const MccStep *st = &p->succ[i].step;
		if (!(st->flags & MCC_STEP_DEATH) || (st->flags & MCC_STEP_REPORT))
			continue;
		int pid = st->pid, r = st->trans;
		if (pid < 0 || pid >= p->np || pid != p->np - 1 || r < 0 || r >= p->nrows)
			return -1;
		const int *l = por_at(p, p->out, p->out_mem, p->ptype[pid], p->ploc[pid]);
		return l[0] == r && l[1] == -1 ? i : -1;
	}
	return -1;
}

static int por_choose(RtPor *p, const uint8_t *s, int count)
{
	int red = por_choose1(p, s, count);
	if (p->trace && count)
		por_trace(p, red);
	return red;
}

static int por_choose1(RtPor *p, const uint8_t *s, int count)
{
	const MccModel *m = p->m;
	p->s = s;
	p->np = m->nprocs(s);
	if (p->np > 255)
		return 0;
	for (int q = 0; q < p->np; q++) {
		p->ptype[q] = m->proc_type(s, q);
		p->ploc[q] = m->proc_loc(s, q);
		if (p->ptype[q] < 0 || p->ptype[q] >= p->npt)
			return 0;
		p->dv[q] = por_dynval(p, q);
	}
	if (++p->stamp == 0) { /* wrapped: clear the stamps */
		size_t n = (size_t)256 * (size_t)(p->maxrows + 1);
		memset(p->en, 0, n * sizeof *p->en);
		memset(p->inT, 0, n * sizeof *p->inT);
		p->stamp = 1;
		p->tstamp = 0;
	}
	int full, moves = por_mark(p, &full);
	if (full || moves < 2)
		return 0;
	if (por_grow((void **)&p->pick, &p->pcap, p->nsucc, 1) < 0)
		return 0;
	if (count)
		p->st.states++;
	int n, q = p->quiet ? por_quiet(p) : -1;
	p->was_quiet = q >= 0;
	if (q >= 0) {
		memset(p->pick, 0, (size_t)p->nsucc);
		p->pick[q] = 1;
		n = 1;
	} else {
		int r;
		por_cache_key(p);
		if (!por_cache_get(p, &r)) {
			r = p->algo == RT_POR_AMPLE ? por_ample(p) : por_stubborn(p, moves);
			por_cache_put(p, r);
		}
		if (r < 0)
			return 0;
		n = por_pick(p);
	}
	if (n <= 0 || n >= moves)
		return 0;
	if (!count)
		return 1;
	p->st.reduced++;
	p->st.quiet += (uint64_t)p->was_quiet;
	p->st.sum_reduced += (uint64_t)n;
	p->st.sum_enabled += (uint64_t)moves;
	return 1;
}

int rt_por_next(RtPor *p, const uint8_t *s, int excl, int rest, MccSuccFn cb,
		void *ctx)
{
	const MccModel *m = p->m;
	if (excl >= 0) {
		if (!rest)
			m->next(s, excl, cb, ctx);
		return 0;
	}
	p->nsucc = 0;
	p->vlen = 0;
	m->next(s, excl, por_collect, p);
	int red = por_choose(p, s, !rest);
	if (rest) {
		p->st.proviso += (uint64_t)red;
		for (int i = 0; red && i < p->nsucc; i++)
			if (!p->pick[i])
				cb(ctx, p->vec + p->succ[i].off, &p->succ[i].step);
		return 0;
	}
	for (int i = 0; i < p->nsucc; i++)
		if (!red || p->pick[i])
			cb(ctx, p->vec + p->succ[i].off, &p->succ[i].step);
	return red;
}

int rt_por_nrows(const RtPor *p) { return p->nrows; }

int rt_por_row_touches(const RtPor *p, int r, int obj, int modes)
{
	if (r < 0 || r >= p->nrows)
		return 1;
	return (por_mode(&p->row[r], obj) & modes) != 0;
}

int rt_por_row_flags(const RtPor *p, int r)
{
	return r >= 0 && r < p->nrows ? p->row[r].flags : MCC_POR_GLOBAL;
}

int rt_por_row_proctype(const RtPor *p, int r)
{
	return r >= 0 && r < p->nrows ? p->row[r].pt : -1;
}

int rt_por_select(RtPor *p, const uint8_t *s, const MccStep *steps, int n,
    const uint8_t *vis, uint8_t *pick)
{
	if (n > p->scap) {
		PorSucc *ns = realloc(p->succ, (size_t)n * sizeof *ns);
		if (!ns)
			goto all;
		p->succ = ns;
		p->scap = n;
	}
	for (int i = 0; i < n; i++)
		p->succ[i].step = steps[i];
	p->nsucc = n;
	p->vis = vis;
	p->was_quiet = 0;
	int red = por_choose(p, s, 1);
	p->vis = NULL;
	if (red) {
		memcpy(pick, p->pick, (size_t)n);
		return p->was_quiet ? 2 : 1;
	}
all:
	memset(pick, 1, (size_t)n);
	return 0;
}
