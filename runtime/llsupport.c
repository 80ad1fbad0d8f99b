/*
 * llsupport.c -- generic helpers of generated models (llsupport.h), for
 * the C and LLVM backends alike.
 */
#include <string.h>

#include "runtime/llsupport.h"

#define FR(d, S, p) ((uint8_t *)(S) + (d)->slot0 + (p) * (d)->slotsz)
#define PC(P) (*(uint16_t *)((P) + 2))

const uint8_t *rt_ll_queue(const RtLlDesc *d, const uint8_t *S, int32_t id,
    const RtLlQD **qd)
{
	*qd = &d->qd[d->nq];
	if (id >= 1 && id <= d->ngq) {
		*qd = &d->qd[id - 1];
		return S + d->qd[id - 1].off;
	}
	if (d->maxlq <= 0 || id <= d->ngq)
		return NULL;
	int x = id - d->ngq - 1, p = x / d->maxlq, j = x % d->maxlq;
	if (p >= S[0])
		return NULL;
	const uint8_t *P = FR(d, S, p);
	int t = P[0] - 1;
	if (t < 0 || j >= d->nlq[t])
		return NULL;
	int k = d->lq[t * (d->maxlq + 1) + j];
	*qd = &d->qd[k];
	return P + d->qd[k].off;
}

/* Queue `id` of state S and its descriptor, or NULL (error recorded). */
static uint8_t *qp(RtLlGen *g, const RtLlDesc *d, const uint8_t *S, int id,
    const RtLlQD **qd)
{
	const uint8_t *q = rt_ll_queue(d, S, id, qd);
	if (!q && g)
		g->err = MCC_ERR_CHAN;
	return (uint8_t *)q;
}

int32_t rt_ll_qload(const uint8_t *p, int32_t ty)
{
	switch (ty) {
	case 1: return (int16_t)(p[0] | p[1] << 8);
	case 2: case 4:
		return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 |
		    (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
	case 3: return p[0] | p[1] << 8;
	default: return p[0];
	}
}

int32_t rt_ll_chanvar(const MccVarInfo *v, const uint8_t *base, int i)
{
	const uint8_t *p = base + (size_t)i * v->size;
	return rt_ll_qload(p, v->size == 1 ? 0 : v->size == 2 ? 3 : 4);
}

static void qst(uint8_t *p, int ty, int v)
{
	switch (ty) {
	case 1: case 3:
		p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8);
		break;
	case 2: case 4:
		p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8);
		p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
		break;
	case 5: p[0] = (uint8_t)(v & 1); break;
	default: p[0] = (uint8_t)v;
	}
}

int32_t rt_ll_qlen(RtLlGen *g, const uint8_t *S, int32_t id)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	return q ? q[0] : 0;
}

int32_t rt_ll_qfull(RtLlGen *g, const uint8_t *S, int32_t id)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	/* as Spin: a rendezvous channel is never full (nfull holds) */
	return q ? qd->cap > 0 && q[0] >= qd->cap : 0;
}

int32_t rt_ll_qsend_ok(RtLlGen *g, const uint8_t *S, int32_t id)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	return q && (qd->cap == 0 || q[0] < qd->cap);
}

int32_t rt_ll_qsend_buf_ok(RtLlGen *g, const uint8_t *S, int32_t id)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	return q && q[0] < qd->cap;
}

int32_t rt_ll_qhdr(RtLlGen *g, const uint8_t *S, int32_t id, int32_t *len)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	*len = q ? q[0] : 0;
	return q ? qd->cap : -1;
}

int32_t rt_ll_qfield(RtLlGen *g, const uint8_t *S, int32_t id, int32_t k, int32_t i)
{
	const RtLlQD *qd;
	uint8_t *q = qp(NULL, g->d, S, id, &qd);
	if (!q || i >= qd->nf) /* a receive with more fields than its channel: 0 */
		return 0;
	return rt_ll_qload(q + 1 + k * qd->msz + qd->foff[i], qd->fty[i]);
}

static int qcmp(const RtLlQD *qd, const uint8_t *m, const int32_t *v, int nv)
{
	for (int i = 0; i < qd->nf && i < nv; i++) {
		int x = rt_ll_qload(m + qd->foff[i], qd->fty[i]);
		if (x != v[i])
			return x < v[i] ? -1 : 1;
	}
	return 0;
}

void rt_ll_qput(RtLlGen *g, uint8_t *S, int32_t id, const int32_t *v, int32_t nv,
    int32_t sorted)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	if (!q)
		return;
	int n = q[0], k = n;
	if (sorted)
		for (k = 0; k < n; k++)
			if (qcmp(qd, q + 1 + k * qd->msz, v, nv) > 0)
				break;
	uint8_t *m = q + 1 + k * qd->msz;
	if (k < n)
		memmove(m + qd->msz, m, (size_t)((n - k) * qd->msz));
	memset(m, 0, (size_t)qd->msz);
	for (int i = 0; i < qd->nf && i < nv; i++)
		qst(m + qd->foff[i], qd->fty[i], v[i]);
	q[0] = (uint8_t)(n + 1);
}

void rt_ll_qdel(RtLlGen *g, uint8_t *S, int32_t id, int32_t k)
{
	const RtLlQD *qd;
	uint8_t *q = qp(g, g->d, S, id, &qd);
	if (!q)
		return;
	int n = q[0];
	if (k >= n)
		return;
	uint8_t *m = q + 1 + k * qd->msz;
	if (k < n - 1)
		memmove(m, m + qd->msz, (size_t)((n - 1 - k) * qd->msz));
	memset(q + 1 + (n - 1) * qd->msz, 0, (size_t)qd->msz);
	q[0] = (uint8_t)(n - 1);
}

void rt_ll_fire(RtLlGen *g, int32_t pid, int32_t tr, int32_t pid2, int32_t tr2,
    uint32_t fl)
{
	const RtLlDesc *d = g->d;
	g->n++;
	if (g->test) {
		g->err = 0;
		g->st.error_text = NULL;
		return;
	}
	if (d->has_last)
		g->nxt[1] = (uint8_t)pid;
	if (g->timeout)
		fl |= MCC_STEP_TIMEOUT;
	fl |= g->broken;
	/* statement merging: the process goes on inside its chain */
	const uint8_t *mg = d->model->merge;
	if (mg && pid2 < 0 && tr >= 0 && tr < d->model->ntrans && mg[tr] &&
	    !(fl & MCC_STEP_REPORT))
		fl |= MCC_STEP_ATOMIC;
	g->st.pid = (int16_t)pid;
	g->st.pid2 = (int16_t)pid2;
	g->st.trans = tr;
	g->st.trans2 = tr2;
	if (g->err && d->has_dve_err)
		d->errstate(g->nxt);
	g->st.flags = fl;
	g->st.error = g->err;
	g->st.error_trans = tr;
	if (!g->err)
		g->st.error_text = NULL;
	g->cb(g->ctx, g->nxt, &g->st);
	g->err = 0;
	g->st.error_text = NULL;
}

void rt_ll_errat(RtLlGen *g, const char *text, int32_t line)
{
	if (!g->err || g->err == MCC_ERR_RV_POLL) { /* the error this raises */
		g->st.error_text = text;
		g->st.error_line = line;
	}
}

static void dv_reset(const RtLlDesc *d, uint8_t *S, int32_t pid, int32_t tr)
{
	const MccModel *m = d->model;
	/* rows: transitions, process creation, the initial state */
	if (pid < 0 || tr < 0 || tr > m->ntrans + m->nproctypes)
		return;
	for (int32_t k = m->dv_start[tr]; k < m->dv_start[tr + 1]; k++)
		if (m->dv_on[m->dv[k].var])
			memset((m->vars[m->dv[k].var].proctype < 0 ? S : FR(d, S, pid)) +
			    m->dv[k].off, 0, (size_t)m->dv[k].bytes);
}

void rt_ll_dv(const RtLlDesc *d, uint8_t *S, int32_t pid, int32_t tr, int32_t pid2,
    int32_t tr2, uint32_t fl)
{
	if (fl & (MCC_STEP_DEATH | MCC_STEP_REPORT)) /* REPORT: the state itself */
		return;
	dv_reset(d, S, pid, tr);
	dv_reset(d, S, pid2, tr2);
}

void rt_ll_die(RtLlGen *g, int32_t pid)
{
	memset(FR(g->d, g->nxt, pid), 0, (size_t)g->d->slotsz);
	g->nxt[0]--;
}

int32_t rt_ll_first_of(const RtLlDesc *d, const uint8_t *S, int32_t t)
{
	for (int p = 0; p < S[0]; p++)
		if (FR(d, S, p)[0] == t + 1)
			return p;
	return 0;
}

int32_t rt_ll_at_label(const RtLlDesc *d, const uint8_t *S, int32_t t, int32_t pid,
    int32_t loc)
{
	return pid >= 0 && pid < S[0] && FR(d, S, pid)[0] == t + 1 &&
	    PC(FR(d, S, pid)) == loc;
}

int32_t rt_ll_pc_value(const RtLlDesc *d, const uint8_t *S, int32_t pid)
{
	if (pid < 0 || pid >= S[0])
		return 0;
	int t = FR(d, S, pid)[0] - 1, pc = PC(FR(d, S, pid));
	int no = t >= 0 ? d->model->proctypes[t].locs[pc].spin_no : 0;
	return no ? no : pc; /* Spin's state numbers */
}

static unsigned loc_flags(const RtLlDesc *d, const uint8_t *S, int p)
{
	int t = FR(d, S, p)[0] - 1;
	if (t < 0)
		return 0;
	return d->model->proctypes[t].locs[PC(FR(d, S, p))].flags;
}

int32_t rt_ll_committed(const RtLlDesc *d, const uint8_t *S, int32_t p)
{
	return (loc_flags(d, S, p) & MCC_LOC_COMMIT) != 0;
}

int32_t rt_ll_cmode(const RtLlDesc *d, const uint8_t *S)
{
	for (int p = 0; p < S[0]; p++)
		if (rt_ll_committed(d, S, p))
			return 1;
	return 0;
}

int32_t rt_ll_np(const RtLlDesc *d, const uint8_t *S)
{
	for (int p = 0; p < S[0]; p++)
		if (loc_flags(d, S, p) & MCC_LOC_PROGRESS)
			return 0;
	return 1;
}

int32_t rt_ll_get_prio(const RtLlDesc *d, const uint8_t *S, int32_t pid)
{
	return pid >= 0 && pid < S[0] ? FR(d, S, pid)[1] : 0;
}

void rt_ll_set_prio(const RtLlDesc *d, RtLlGen *g, uint8_t *S, int32_t pid, int32_t pr)
{
	if (pid < 0 || pid >= S[0])
		return;
	if ((pr < 1 || pr > 255) && g)
		g->err = MCC_ERR_PRIORITY;
	FR(d, S, pid)[1] = (uint8_t)pr; /* in 8 bits, as Spin */
}

/* xr/xs: who claimed each channel and who first sent / received on it,
 * for the whole run of pan and not part of the state, as Spin's pan keeps
 * them (q_claim, q_sender, q_recver); shared by the threads of -j. */
enum { XU_MAXQ = 1 << 16 };
static uint8_t xu_claim[XU_MAXQ];
static int32_t xu_who[2][XU_MAXQ]; /* [0] receiver, [1] sender: pid + 1 */

/* Process pid uses channel chan as mode says (1 receives, 2 sends):
 * the first user of a claimed channel owns it; another one raises Spin's
 * "error, partial order reduction invalid"; a rendezvous channel cannot
 * be claimed at all.  The owner's steps raise the rendezvous error each
 * time they are generated (Spin's only the first time): the search for
 * errors of the LTL checks generates them again. */
static void xu_check(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t pid, int mode)
{
	const RtLlQD *qd;
	int32_t *w = &xu_who[mode == 2][chan], want = pid + 1, old = 0;
	if (__atomic_compare_exchange_n(w, &old, want, 0, __ATOMIC_RELAXED,
	    __ATOMIC_RELAXED) || old == want) {
		if (qp(NULL, g->d, S, chan, &qd) && qd->cap == 0 && !g->err)
			g->err = mode == 2 ? MCC_ERR_XS_RV : MCC_ERR_XR_RV;
	} else if (!g->err)
		g->err = MCC_ERR_XOWN;
}

void rt_ll_xclaim(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t pid, int32_t mode)
{
	if (g->test || chan <= 0 || chan >= XU_MAXQ)
		return;
	__atomic_fetch_or(&xu_claim[chan], (uint8_t)mode, __ATOMIC_RELAXED);
	if (mode & 2)
		xu_check(g, S, chan, pid, 2);
	if (mode & 1)
		xu_check(g, S, chan, pid, 1);
}

void rt_ll_xuse(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t pid, int32_t mode)
{
	if (g->test || chan <= 0 || chan >= XU_MAXQ ||
	    !(__atomic_load_n(&xu_claim[chan], __ATOMIC_RELAXED) & mode))
		return;
	xu_check(g, S, chan, pid, mode);
}

int32_t rt_ll_claim_procs;

int32_t rt_ll_nr_pr(const uint8_t *S)
{
	return S[0] + rt_ll_claim_procs;
}

void rt_ll_rv_arity(RtLlGen *g, int32_t chan, int32_t nv, int32_t nr)
{
	const RtLlQD *qd;
	if (!qp(NULL, g->d, g->src, chan, &qd) || g->err)
		return;
	if (nv < qd->nf)
		g->err = MCC_ERR_SEND_ARGS;
	else if (nr != qd->nf)
		g->err = nr > qd->nf && qd->nf > 1 ? MCC_ERR_RECV_MANY : MCC_ERR_RECV_ARGS;
}

void rt_ll_recv_arity(RtLlGen *g, const uint8_t *S, int32_t chan, int32_t nr, int32_t *err)
{
	const RtLlQD *qd;
	if (*err || !qp(NULL, g->d, S, chan, &qd))
		return;
	*err = nr > qd->nf && qd->nf > 1 ? MCC_ERR_RECV_MANY : MCC_ERR_RECV_ARGS;
}

int32_t rt_ll_prio_top(RtLlGen *g, const uint8_t *S, int32_t pid)
{
	const RtLlDesc *d = g->d;
	if (g->test)
		return 1;
	int pr = FR(d, S, pid)[1];
	for (int q = 0; q < S[0]; q++)
		if (q != pid && FR(d, S, q)[1] > pr && rt_ll_proc_enabled(g, S, pid, q))
			return 0;
	return 1;
}

int32_t rt_ll_proc_enabled(RtLlGen *g0, const uint8_t *S, int32_t self,
    int32_t pid)
{
	const RtLlDesc *d = g0->d;
	if (pid < 0 || pid >= S[0])
		return 0;
	/* as proc_enabled of the C backend: itself, or a loop of guards */
	if (pid == self || g0->test > 2 * d->nslots) {
		g0->err = MCC_ERR_ENABLED;
		return 0;
	}
	uint8_t nxt[d->sz];
	RtLlGen t;
	memset(&t, 0, sizeof t);
	t.src = S;
	t.test = g0->test + 1;
	t.timeout = g0->timeout;
	t.nxt = nxt;
	t.d = d;
	return d->step(&t, pid) > 0;
}

int32_t rt_ll_rv_send(RtLlGen *g, int32_t pid, int32_t chan, const int32_t *v,
    int32_t nv, int32_t sdst, int32_t strans, RtLlSeff seff)
{
	const RtLlDesc *d = g->d;
	int any = 0;
	for (int q = g->src[0] - 1; q >= 0; q--) {
		if (q == pid)
			continue;
		if (d->has_commit && g->cmode &&
		    !(g->scommit && rt_ll_committed(d, g->src, q)))
			continue;
		if (FR(d, g->src, q)[0])
			any += d->rv(g, pid, q, chan, v, nv, sdst, strans, seff);
	}
	return any;
}

/* A context for generating the successors of s into cb (nxt: d->sz
 * bytes of scratch). */
static void gen_start(RtLlGen *g, const RtLlDesc *d, const uint8_t *s, MccSuccFn cb,
    void *ctx, uint8_t *nxt)
{
	memset(g, 0, sizeof *g);
	g->src = s;
	g->cb = cb;
	g->ctx = ctx;
	g->nxt = nxt;
	g->d = d;
	g->trace = mcc_printing(); /* 0 in every search */
}

int rt_ll_next(const RtLlDesc *d, const uint8_t *s, int excl, MccSuccFn cb, void *ctx)
{
	uint8_t nxt[d->sz];
	RtLlGen g;
	gen_start(&g, d, s, cb, ctx, nxt);
	if (d->has_commit)
		g.cmode = rt_ll_cmode(d, s);
	if (excl >= 0 && excl < s[0]) {
		d->step(&g, excl);
		if (g.n)
			return g.n;
		g.broken = MCC_STEP_BROKEN;
	}
	for (int p = s[0] - 1; p >= 0; p--)
		d->step(&g, p);
	if (d->has_timeout && !g.n) {
		g.timeout = 1;
		for (int p = s[0] - 1; p >= 0; p--)
			d->step(&g, p);
	}
	return g.n;
}

/* rt_ll_next_part's stages between MCC_CUR_START and MCC_CUR_DONE, and
 * its flags. */
enum { LL_CUR_ROUND = 1, LL_CUR_TIMEOUT = 2 };
enum { LL_CUR_BROKEN = 1, LL_CUR_CMODE = 2 };

/* Past the last process of a round: on to the timeout round where next()
 * goes there (nothing moved in the first), else done. */
static void cur_round_end(const RtLlDesc *d, const uint8_t *s, MccCursor *c)
{
	if (c->pid >= 0 || c->stage == MCC_CUR_DONE)
		return;
	if (c->stage == LL_CUR_ROUND && d->has_timeout && !c->n && s[0] > 0) {
		c->stage = LL_CUR_TIMEOUT;
		c->pid = s[0] - 1;
	} else
		c->stage = MCC_CUR_DONE;
}

int rt_ll_next_part(const RtLlDesc *d, const uint8_t *s, int excl, MccCursor *c,
    MccSuccFn cb, void *ctx)
{
	uint8_t nxt[d->sz];
	RtLlGen g;
	if (c->stage == MCC_CUR_DONE)
		return 0;
	gen_start(&g, d, s, cb, ctx, nxt);
	g.err = c->err;
	int holder = c->stage == MCC_CUR_START && excl >= 0 && excl < s[0];
	if (c->stage == MCC_CUR_START) {
		c->flags = d->has_commit && rt_ll_cmode(d, s) ? LL_CUR_CMODE : 0;
		c->stage = LL_CUR_ROUND;
		c->pid = s[0] - 1;
		if (!holder)
			cur_round_end(d, s, c);
	}
	g.cmode = (c->flags & LL_CUR_CMODE) != 0;
	if (holder) {
		/* as rt_ll_next: the holder alone, or everybody, atomicity lost */
		d->step(&g, excl);
		if (g.n)
			c->stage = MCC_CUR_DONE;
		else
			c->flags |= LL_CUR_BROKEN;
	} else if (c->stage != MCC_CUR_DONE) {
		g.broken = c->flags & LL_CUR_BROKEN ? MCC_STEP_BROKEN : 0;
		g.timeout = c->stage == LL_CUR_TIMEOUT;
		d->step(&g, c->pid--);
	}
	c->n += g.n;
	c->err = (uint8_t)g.err;
	cur_round_end(d, s, c);
	return g.n;
}

int rt_ll_nprocs(const uint8_t *s)
{
	return s[0];
}

int rt_ll_proc_type(const RtLlDesc *d, const uint8_t *s, int pid)
{
	return pid >= 0 && pid < s[0] ? FR(d, s, pid)[0] - 1 : -1;
}

int rt_ll_proc_loc(const RtLlDesc *d, const uint8_t *s, int pid)
{
	return pid >= 0 && pid < s[0] ? PC(FR(d, s, pid)) : -1;
}

int rt_ll_proc_offset(const RtLlDesc *d, const uint8_t *s, int pid)
{
	return d->slot0 + pid * d->slotsz;
}

int rt_ll_valid_end(const RtLlDesc *d, const uint8_t *S, int strict)
{
	for (int p = 0; p < S[0]; p++) {
		int t = FR(d, S, p)[0] - 1;
		if (t < 0 || !(loc_flags(d, S, p) & (MCC_LOC_END | MCC_LOC_FINAL)))
			return 0;
	}
	if (strict) {
		RtLlGen g;
		memset(&g, 0, sizeof g);
		g.d = d;
		for (int i = 1; i <= d->ngq + S[0] * d->maxlq; i++)
			if (rt_ll_qlen(&g, S, i))
				return 0;
	}
	return 1;
}
_Static_assert(sizeof(RtLlGen) == 120, "RtLlGen layout is mirrored by %G in codegen/llvm/lprint.c");
