/*
 * lower.c -- name resolution, type checks and lowering of the Promela AST
 * to the IR automata, reproducing the shape of Spin's automata with
 * statement merging off (spin -o3).
 *
 * Automaton construction: gen(stmt, from, to) adds the edges of `stmt`
 * between two builder locations.  Jumps (goto, break, labels, the end of
 * an option) create no edge: they union locations (union-find), so a
 * jump's source *is* its target.  A jump that is the first statement of
 * an if/do option becomes a real edge (Spin's `goto` transition).  At the
 * end, classes become IrLocations.
 */
#include "frontend/promela/pml.h"

#include <stdarg.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

/* ------------------------------------------------------------ text */

typedef struct Txt {
	char *s;
	size_t n, cap;
} Txt;

static void tx_add(Txt *t, const char *s)
{
	size_t l = strlen(s);
	if (t->n + l + 1 > t->cap) {
		size_t nc = t->cap ? t->cap * 2 : 64;
		while (nc < t->n + l + 1)
			nc *= 2;
		t->s = realloc(t->s, nc);
		t->cap = nc;
	}
	memcpy(t->s + t->n, s, l + 1);
	t->n += l;
}

static void tx_fmt(Txt *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void tx_fmt(Txt *t, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	tx_add(t, buf);
}

/* ------------------------------------------------------------ context */

typedef struct LEdge {
	int src, dst;     /* builder location ids (dst before hunting) */
	IrStmt *stmt;
	int prio;
	int hunt_atom;    /* -1: use the status of src; else 0/1 */
	int ord;          /* creation order among edges and copies */
} LEdge;

typedef struct LLabel {
	const char *name;
	int loc;          /* builder location */
	int defined;      /* 1 once `name:` is seen */
	IrLoc where;      /* first use or definition */
	IrLoc use;        /* first goto */
	int used;
	int dstep;        /* labels a d_step (no goto may enter it) */
} LLabel;

typedef struct LAtomic {
	int last;         /* location of the last element (L_ATOM) */
} LAtomic;

typedef struct LCopy {
	int dst, src;     /* dst gets the (hunted) edges of src */
	int prio;         /* for unless escapes: priority of the copies */
	int esc;          /* 1: an unless escape */
	int ord;          /* creation order among edges and copies */
} LCopy;

/* One automaton under construction (proctype body or d_step body).
 * A location is the Spin element that starts there: a statement (its
 * edges leave it), a jump (`jnext` >= 0: goto, break, the '.' ends of
 * if/do) or a compound element that copies the edges of its first
 * element (`LCopy`). */
typedef struct Builder {
	int *parent; int nlocs, caplocs;  /* union-find (labels) */
	IrLoc *locloc;                     /* source location per loc */
	unsigned *lflags;                  /* IR_LOC_* per loc */
	const char ***llabels; int *nllabels;
	int *jnext;                        /* jump target or -1 */
	const char **jtext;                /* jump text (".(goto)", "break") */
	int *aid;                          /* atomic id + 1 at creation, or 0 */
	int *gto;                          /* a `goto`: its label's location, or -1 */
	int *spin;                         /* Spin's element number or 0 */
	const char **stext;                /* its text when not a statement's
	                                      ("IF", "DO", "sub-sequence") */
	int *sline;                        /* that element's source line */
	int *jline;                        /* a '.' jump: Spin's line of it
	                                      (0: the location's) */
	int dlast, dfin;                   /* d_step body: 1 + the location
	                                      of its last element (Spin's
	                                      L_ATOM) and of its end; 0
	                                      elsewhere */
	LEdge *edges; int nedges, capedges;
	LCopy *copies; int ncopies, capcopies;
	int nord;                          /* edges and copies made so far */
	LAtomic *atomics; int natomics;
	int atom_cur;                      /* current outermost atomic + 1 */
	int *brk; int nbrk;                /* break targets */
	int *brkid;                        /* their :bN numbers */
	int unless_depth;
} Builder;

/* Inline parameter substitution frame. */
typedef struct Subst {
	PNode *call;        /* the P_CALL */
	PNode *def;         /* the P_INLINE */
	int id;             /* expansion number (labels are local to it) */
	const char **labels; int nlabels; /* labels defined in the body */
} Subst;

typedef struct MtypeName {
	const char *name;   /* NULL: default */
	int count;
} MtypeName;

/* Pending remote label reference, resolved after all bodies are built. */
typedef struct RLabel {
	IrExpr *e;
	const char *label;
} RLabel;

typedef struct Lw {
	PmlCtx *c;
	IrModel *m;
	IrArena *A;
	const char **rlab;     /* remote label references P@L anywhere in the
	                          model: "P@L" strings (rlab_collect) */
	int nrlab;
	IrProctype *proc;      /* proctype being lowered */
	IrVar *pidvar;         /* its own _pid when it receives into _pid */
	int wonly;             /* > 0: names lowered now are not read as
	                          Spin counts reads (IR_VAR_RREAD): the target
	                          of an assignment, printf arguments */
	Builder *b;            /* current builder */
	LLabel *labels; int nlabels, caplabels; /* current proctype */
	Subst subst[64]; int nsubst;
	MtypeName mt[32]; int nmt;
	PNode **inlines; int ninlines;
	PNode **pnodes;        /* AST of each proc, parallel to m->procs */
	RLabel *rl; int nrl, caprl;
	const char ***plabels; int ***plabloc; int *nplab; /* per proc: label -> final loc */
	int in_dstep;
	int break_id;           /* Spin's :bN numbering */
	int init_ok;            /* declarations still initialize at creation */
	int jump_step;          /* the jump being generated is a step */
	int inline_id;          /* inline expansions so far */
	PmlSpinNo *sn;          /* Spin's element numbers of the body */
	PNode *sn_key;          /* for (x in a): the node Spin numbered */
	PNode *loop_labels[16]; /* labels of the for/select being lowered */
	int nloop_labels;
	/* block scopes of locals (Spin 6): name -> var per scope */
	const char **lname; int *lscope; IrVar **lvar; int nl, capl;
	int sstack[256]; int nss; int next_scope; int in_body;
	IrVar *underscore;      /* Spin's write-only `_` once assigned (hidden int) */
} Lw;

static IrType ty_int(void) { IrType t = { IR_T_INT, 0, NULL, NULL }; return t; }

/* ------------------------------------------------------------ builder */

static int b_new(Lw *w, IrLoc loc)
{
	Builder *b = w->b;
	if (b->nlocs == b->caplocs) {
		b->caplocs = b->caplocs ? b->caplocs * 2 : 32;
		size_t n = (size_t)b->caplocs;
		b->parent = realloc(b->parent, sizeof(int) * n);
		b->locloc = realloc(b->locloc, sizeof(IrLoc) * n);
		b->lflags = realloc(b->lflags, sizeof(unsigned) * n);
		b->llabels = realloc(b->llabels, sizeof(char **) * n);
		b->nllabels = realloc(b->nllabels, sizeof(int) * n);
		b->jnext = realloc(b->jnext, sizeof(int) * n);
		b->jtext = realloc(b->jtext, sizeof(char *) * n);
		b->aid = realloc(b->aid, sizeof(int) * n);
		b->gto = realloc(b->gto, sizeof(int) * n);
		b->spin = realloc(b->spin, sizeof(int) * n);
		b->stext = realloc(b->stext, sizeof(char *) * n);
		b->sline = realloc(b->sline, sizeof(int) * n);
		b->jline = realloc(b->jline, sizeof(int) * n);
	}
	int i = b->nlocs++;
	b->parent[i] = i;
	b->locloc[i] = loc;
	b->lflags[i] = 0;
	b->llabels[i] = NULL;
	b->nllabels[i] = 0;
	b->jnext[i] = -1;
	b->jtext[i] = NULL;
	b->aid[i] = b->atom_cur;
	b->gto[i] = -1;
	b->spin[i] = 0;
	b->stext[i] = NULL;
	b->sline[i] = b->jline[i] = 0;
	return i;
}

static int b_find(Builder *b, int i)
{
	while (b->parent[i] != i) {
		b->parent[i] = b->parent[b->parent[i]];
		i = b->parent[i];
	}
	return i;
}

/* Make `from` and `to` the same location (a label on a statement). */
static void b_union(Lw *w, int from, int to)
{
	Builder *b = w->b;
	int x = b_find(b, from), y = b_find(b, to);
	if (x == y)
		return;
	int keep = x < y ? x : y, gone = x < y ? y : x;
	b->parent[gone] = keep;
	b->lflags[keep] |= b->lflags[gone];
	if (b->jnext[keep] < 0)
		b->jnext[keep] = b->jnext[gone], b->jtext[keep] = b->jtext[gone];
	if (b->gto[keep] < 0)
		b->gto[keep] = b->gto[gone];
	if (!b->spin[keep])
		b->spin[keep] = b->spin[gone];
	b->aid[keep] = b->aid[from];
	for (int k = 0; k < b->nllabels[gone]; k++)
		ir_push(w->A, (void ***)&b->llabels[keep], &b->nllabels[keep], (void *)b->llabels[gone][k]);
}

static LEdge *b_edge(Lw *w, int from, int to, IrStmt *s)
{
	Builder *b = w->b;
	if (b->nedges == b->capedges) {
		b->capedges = b->capedges ? b->capedges * 2 : 32;
		b->edges = realloc(b->edges, sizeof(LEdge) * (size_t)b->capedges);
	}
	LEdge *e = &b->edges[b->nedges++];
	e->src = from;
	e->dst = to;
	e->stmt = s;
	e->prio = 0;
	e->hunt_atom = -1;
	e->ord = b->nord++;
	return e;
}

/* The element at loc jumps on to target.  Written on loc's class: a label
 * defined earlier may have merged loc into another location (`goto L; ..
 * L: do ..`), and b_resolve reads jumps on class representatives only. */
static void b_jump(Lw *w, int loc, int target, const char *text)
{
	int r = b_find(w->b, loc);
	w->b->jnext[r] = target;
	w->b->jtext[r] = text;
}

/* Spin's number of (p, role) where the lowering is (spinno.c), or 0. */
static int sn(Lw *w, const PNode *p, int role)
{
	const PNode *calls[64];
	for (int i = 0; i < w->nsubst; i++)
		calls[i] = w->subst[i].call;
	return pml_sn_get(w->sn, p, role, pml_sn_path(calls, w->nsubst));
}

/* Location loc is the element numbered `no` (the first number wins). */
static void b_sn(Lw *w, int loc, int no)
{
	int r = b_find(w->b, loc);
	if (no && !w->b->spin[r])
		w->b->spin[r] = no;
}

/* Location loc is the element numbered `no`, which is not a statement
 * of its own but an if, a do or a { } (`text`, as spin -p prints it). */
static void b_snt(Lw *w, int loc, int no, const char *text, int line)
{
	int r = b_find(w->b, loc);
	if (no && !w->b->spin[r]) {
		w->b->spin[r] = no;
		w->b->stext[r] = text;
		w->b->sline[r] = line;
	}
}

/* Statement s of node p (role) starts at location loc. */
static IrStmt *sn_stmt(Lw *w, int loc, IrStmt *s, const PNode *p, int role)
{
	s->spin_no = sn(w, p, role);
	b_sn(w, loc, s->spin_no);
	return s;
}

static void b_copy(Lw *w, int dst, int src, int prio, int esc)
{
	Builder *b = w->b;
	if (b->ncopies == b->capcopies) {
		b->capcopies = b->capcopies ? b->capcopies * 2 : 16;
		b->copies = realloc(b->copies, sizeof(LCopy) * (size_t)b->capcopies);
	}
	b->copies[b->ncopies++] = (LCopy){ dst, src, prio, esc, b->nord++ };
}

static void b_free(Builder *b)
{
	free(b->parent); free(b->locloc); free(b->lflags); free(b->llabels);
	free(b->nllabels); free(b->jnext); free(b->jtext); free(b->aid); free(b->gto);
	free(b->spin); free(b->stext); free(b->sline); free(b->jline);
	free(b->edges); free(b->copies); free(b->atomics); free(b->brk); free(b->brkid);
}

/* Spin's ATOM status of the element at loc: inside an atomic, not last.
 * A `goto` in an atomic sequence is patched as Spin does before it hunts
 * any jump: one that leaves for a label outside every atomic sequence
 * ends the sequence (it is its last element: the step releases control),
 * and one that ends a sequence but lands in an atomic sequence (ATOM or
 * last element) bridges the two (the step keeps control).  Not `break`:
 * Spin patches goto statements only. */
static int b_atom(Builder *b, int loc)
{
	int r = b_find(b, loc);
	int a = b->aid[r];
	int atom = a && b_find(b, b->atomics[a - 1].last) != r;
	if (a && b->gto[r] >= 0)
		atom = b->aid[b_find(b, b->gto[r])] != 0;
	return atom;
}

/* Follow jumps from loc as Spin's huntele does for a source with ATOM
 * status `atom`: stop before leaving the atomic sequence. */
static int b_hunt(Builder *b, int loc, int atom)
{
	int x = b_find(b, loc);
	for (int cnt = 0; cnt < 1000 && b->jnext[x] >= 0; cnt++) {
		int g = b_find(b, b->jnext[x]);
		if (g == x)
			break;
		if (atom && !b_atom(b, g))
			break;
		x = g;
	}
	return x;
}

typedef struct FEdge {
	int src, dst;
	IrStmt *stmt;
	int prio;
	int atomic;     /* IrEdge.atomic */
	int in_atomic;  /* IrEdge.in_atomic */
} FEdge;

typedef struct FList {
	FEdge *e; int n, cap;
} FList;

static void fl_add(FList *l, FEdge e)
{
	for (int i = 0; i < l->n; i++)
		if (l->e[i].src == e.src && l->e[i].dst == e.dst && l->e[i].stmt == e.stmt &&
		    l->e[i].prio == e.prio)
			return;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->e = realloc(l->e, sizeof(FEdge) * (size_t)l->cap);
	}
	l->e[l->n++] = e;
}

/* In a d_step body: the jump elements Spin's simulator walks from loc
 * on, as replay lines.  After a goto it hunts (huntele): it passes the
 * jump elements whose successor is inside the sequence (ATOM), and stops
 * on one that leads to the body's last element or out of it. */
static IrSpinLine *b_dchain(Lw *w, int loc, int *n)
{
	Builder *b = w->b;
	int last = b->dlast ? b_find(b, b->dlast - 1) : -1;
	int fin = b->dfin ? b_find(b, b->dfin - 1) : -1;
	int x = b_find(b, loc), hunting = 0, cap = 0;
	IrSpinLine *v = NULL;
	*n = 0;
	for (int cnt = 0; cnt < 1000 && b->jnext[x] >= 0; cnt++) {
		int g = b_find(b, b->jnext[x]);
		const char *t = b->jtext[x] ? b->jtext[x] : ".(goto)";
		if (!hunting || g == last || g == fin) {
			if (*n == cap) {
				cap = cap ? 2 * cap : 4;
				v = realloc(v, sizeof *v * (size_t)cap);
			}
			v[(*n)++] = (IrSpinLine){ b->spin[x],
			    b->jline[x] ? b->jline[x] : b->locloc[x].line, t };
			hunting = 0;
		}
		if (!strncmp(t, "goto ", 5))
			hunting = 1;
		if (g == x)
			break;
		x = g;
	}
	if (!*n)
		return NULL;
	IrSpinLine *r = ir_alloc(w->A, sizeof *r * (size_t)*n);
	memcpy(r, v, sizeof *r * (size_t)*n);
	free(v);
	return r;
}

/* A location's edges in source order.  Copies are resolved by rounds
 * (b_resolve), which appends a copied edge after every edge its location
 * had, but Spin lists a location's transitions in the order of the text:
 * `do :: a :: { if :: b :: c fi } :: d od` tries a, b, c, d.  So each
 * location's edges are put back in the order of the edges and copies
 * made on it (LEdge.ord, LCopy.ord), a copy standing for the edges of its
 * source in their own order.  The buckets: the base edges and the copies
 * of each class, in creation order. */
typedef struct BOrder {
	int *efirst, *enext;   /* base edges by class of src */
	int *cfirst, *cnext;   /* copies by class of dst */
} BOrder;

/* Append to res the edges of class x in source order, as edges of src
 * (prio replaced when have_prio: the outermost escape's). */
static void b_order_of(Builder *b, const BOrder *o, int x, int src, int have_prio,
                       int prio, FList *res, int depth)
{
	if (depth > 50)
		return;
	int e = o->efirst[x], c = o->cfirst[x];
	while (e >= 0 || c >= 0) {
		if (c < 0 || (e >= 0 && b->edges[e].ord < b->copies[c].ord)) {
			LEdge *le = &b->edges[e];
			int at = le->hunt_atom >= 0 ? le->hunt_atom : b_atom(b, x);
			FEdge fe = { src, b_hunt(b, le->dst, at), le->stmt,
			             have_prio ? prio : le->prio, b_atom(b, x), b->aid[x] != 0 };
			fl_add(res, fe);
			e = o->enext[e];
		} else {
			LCopy *cp = &b->copies[c];
			int from = b_hunt(b, cp->src, b_atom(b, cp->src));
			if (from != x)
				b_order_of(b, o, from, src, have_prio || cp->esc,
				           have_prio ? prio : cp->prio, res, depth + 1);
			c = o->cnext[c];
		}
	}
}

/* Reorder each location's edges in out (the positions its edges hold
 * stay theirs) as b_order_of lists them; edges it does not list keep
 * their order after those it does. */
static void b_order(Builder *b, FList *out)
{
	int n = b->nlocs;
	BOrder o;
	o.efirst = malloc(sizeof(int) * (size_t)(n + 1));
	o.cfirst = malloc(sizeof(int) * (size_t)(n + 1));
	o.enext = malloc(sizeof(int) * (size_t)(b->nedges + 1));
	o.cnext = malloc(sizeof(int) * (size_t)(b->ncopies + 1));
	for (int i = 0; i < n; i++)
		o.efirst[i] = -1;
	for (int i = b->nedges - 1; i >= 0; i--) {
		int x = b_find(b, b->edges[i].src);
		o.enext[i] = o.efirst[x];
		o.efirst[x] = i;
	}
	for (int i = 0; i < n; i++)
		o.cfirst[i] = -1;
	for (int i = b->ncopies - 1; i >= 0; i--) {
		int x = b_find(b, b->copies[i].dst);
		o.cnext[i] = o.cfirst[x];
		o.cfirst[x] = i;
	}
	char *done = calloc((size_t)n + 1, 1);
	int *pos = malloc(sizeof(int) * (size_t)(out->n + 1));
	FEdge *mine = malloc(sizeof(FEdge) * (size_t)(out->n + 1));
	char *used = malloc((size_t)out->n + 1);
	for (int i = 0; i < out->n; i++) {
		int x = out->e[i].src;
		if (done[x])
			continue;
		done[x] = 1;
		int k = 0;
		for (int j = i; j < out->n; j++)
			if (out->e[j].src == x) {
				pos[k] = j;
				mine[k] = out->e[j];
				used[k++] = 0;
			}
		if (k < 2)
			continue;
		FList res = { 0 };
		b_order_of(b, &o, x, x, 0, 0, &res, 0);
		int m = 0;
		for (int r = 0; r < res.n; r++)
			for (int j = 0; j < k; j++)
				if (!used[j] && mine[j].dst == res.e[r].dst &&
				    mine[j].stmt == res.e[r].stmt && mine[j].prio == res.e[r].prio) {
					used[j] = 1;
					out->e[pos[m++]] = mine[j];
					break;
				}
		for (int j = 0; j < k; j++)
			if (!used[j])
				out->e[pos[m++]] = mine[j];
		free(res.e);
	}
	free(used); free(mine); free(pos); free(done);
	free(o.efirst); free(o.cfirst); free(o.enext); free(o.cnext);
}

/* Resolve jumps, copies and escapes into final edges (on class ids). */
static void b_resolve(Lw *w, FList *out, int *is_copy_src)
{
	Builder *b = w->b;
	int n = b->nlocs;
	char *mat = calloc((size_t)n, 1);     /* jump locs that are states */
	/* base edges */
	for (int i = 0; i < b->nedges; i++) {
		LEdge *le = &b->edges[i];
		int s = b_find(b, le->src);
		int at = le->hunt_atom >= 0 ? le->hunt_atom : b_atom(b, s);
		int d = b_hunt(b, le->dst, at);
		fl_add(out, (FEdge){ s, d, le->stmt, le->prio, b_atom(b, s), b->aid[s] != 0 });
		if (b->dlast && le->stmt && !le->stmt->dchain)
			le->stmt->dchain = b_dchain(w, le->dst, &le->stmt->ndchain);
	}
	/* copies, iterated to a fixpoint (copies of copies) */
	for (int round = 0; round < 50; round++) {
		int before = out->n;
		for (int c = 0; c < b->ncopies; c++) {
			LCopy *cp = &b->copies[c];
			int dst = b_find(b, cp->dst);
			int src = b_hunt(b, cp->src, b_atom(b, cp->src));
			is_copy_src[b_find(b, cp->src)] = 1;
			if (src == dst)
				continue;
			int cnt = out->n;
			for (int i = 0; i < cnt; i++)
				if (out->e[i].src == src) {
					FEdge e = out->e[i];
					e.src = dst;
					if (cp->esc)
						e.prio = cp->prio;
					fl_add(out, e);
				}
		}
		if (out->n == before)
			break;
	}
	b_order(b, out);
	/* materialize jump states that are targets */
	for (int changed = 1; changed;) {
		changed = 0;
		for (int i = 0; i < out->n; i++) {
			int d = out->e[i].dst;
			if (b->jnext[d] < 0 || mat[d])
				continue;
			mat[d] = 1;
			changed = 1;
			IrStmt *s = ir_alloc(w->A, sizeof *s);
			s->kind = IR_S_EXPR;
			s->loc = b->locloc[d];
			s->text = b->jtext[d] ? b->jtext[d] : ".(goto)";
			s->spin_break = !strcmp(s->text, "break");
			s->spin_no = b->spin[d];
			s->e = ir_alloc(w->A, sizeof(IrExpr));
			s->e->kind = IR_E_CONST;
			s->e->value = 1;
			s->e->loc = s->loc;
			s->e->type.kind = IR_T_INT;
			int at = b_atom(b, d);
			int g = b_hunt(b, b->jnext[d], at);
			fl_add(out, (FEdge){ d, g, s, 0, at, b->aid[d] != 0 });
			/* escapes of the jump element itself */
			for (int c = 0; c < b->ncopies; c++)
				if (b->copies[c].esc && b_find(b, b->copies[c].dst) == d) {
					int src = b_hunt(b, b->copies[c].src, 0);
					int cnt = out->n;
					for (int k = 0; k < cnt; k++)
						if (out->e[k].src == src) {
							FEdge e = out->e[k];
							e.src = d;
							e.prio = b->copies[c].prio;
							fl_add(out, e);
						}
				}
		}
	}
	free(mat);
}

/* Turn the builder into an IrAutomaton; map[] gives builder -> index. */
static void b_finish(Lw *w, IrAutomaton *aut, int init, int final, int **mapout)
{
	Builder *b = w->b;
	int n = b->nlocs;
	FList fl = { 0 };
	int *is_copy_src = calloc((size_t)n + 1, sizeof(int));
	b_resolve(w, &fl, is_copy_src);
	/* A label on a location that only jumps on (`L: do ...`, where the
	 * label sits before the jump into the loop head) belongs to where the
	 * jump leads, as in Spin: move its names and end/progress/accept
	 * flags there, so that they are not dropped with the jump. */
	for (int i = 0; i < n; i++) {
		if (b_find(b, i) != i || b->jnext[i] < 0 ||
		    (!b->nllabels[i] && !(b->lflags[i] & (IR_LOC_END | IR_LOC_PROGRESS | IR_LOC_ACCEPT))))
			continue;
		int t = b_hunt(b, i, 0);
		if (t == i || b->jnext[t] >= 0)
			continue;
		for (int k = 0; k < b->nllabels[i]; k++)
			ir_push(w->A, (void ***)&b->llabels[t], &b->nllabels[t], (void *)b->llabels[i][k]);
		b->lflags[t] |= b->lflags[i] & (IR_LOC_END | IR_LOC_PROGRESS | IR_LOC_ACCEPT);
		b->nllabels[i] = 0;
		b->lflags[i] &= ~(unsigned)(IR_LOC_END | IR_LOC_PROGRESS | IR_LOC_ACCEPT);
	}
	int start = b_hunt(b, init, 0);
	int fin = b_find(b, final);
	/* keep: reachable from start; plus dead code that is not a copy source */
	char *keep = calloc((size_t)n + 1, 1);
	int *stack = malloc(sizeof(int) * ((size_t)n + 1));
	int sp = 0;
	keep[start] = 1;
	stack[sp++] = start;
	for (int i = 0; i < n; i++)
		if (b_find(b, i) == i && !keep[i] && !is_copy_src[i] && b->jnext[i] < 0 &&
		    i != start) {
			int has = 0;
			for (int k = 0; k < fl.n && !has; k++)
				has = fl.e[k].src == i;
			if (has || b->nllabels[i]) {
				keep[i] = 1;
				stack[sp++] = i;
			}
		}
	while (sp > 0) {
		int x = stack[--sp];
		for (int k = 0; k < fl.n; k++)
			if (fl.e[k].src == x && !keep[fl.e[k].dst]) {
				keep[fl.e[k].dst] = 1;
				stack[sp++] = fl.e[k].dst;
			}
	}
	keep[fin] = 1;
	int *map = malloc(sizeof(int) * ((size_t)n + 1));
	int m = 0;
	/* the start location first, then the rest in creation order */
	for (int i = 0; i < n; i++)
		map[i] = -1;
	map[start] = m++;
	for (int i = 0; i < n; i++)
		if (b_find(b, i) == i && keep[i] && i != start)
			map[i] = m++;
	aut->nlocs = m;
	aut->locs = ir_alloc(w->A, sizeof(IrLocation *) * (size_t)m);
	for (int i = 0; i < n; i++) {
		if (map[i] < 0 || b_find(b, i) != i)
			continue;
		IrLocation *l = ir_alloc(w->A, sizeof *l);
		l->index = map[i];
		l->flags = b->lflags[i];
		l->loc = b->locloc[i];
		l->labels = b->llabels[i];
		l->nlabels = b->nllabels[i];
		l->spin_no = b->spin[i];
		l->spin_text = b->stext[i];
		l->spin_line = b->sline[i] ? b->sline[i] : l->loc.line;
		aut->locs[map[i]] = l;
	}
	for (int i = 0; i < n; i++)
		if (b_find(b, i) != i)
			map[i] = map[b_find(b, i)];
	/* jump-only locations: where the jump leads (remote label refs) */
	for (int i = 0; i < n; i++)
		if (map[i] < 0 && b->jnext[b_find(b, i)] >= 0)
			map[i] = map[b_hunt(b, i, 0)];
	aut->init = 0;
	aut->locs[0]->flags |= IR_LOC_INIT;
	aut->locs[map[fin]]->flags |= IR_LOC_FINAL;
	for (int k = 0; k < fl.n; k++) {
		FEdge *fe = &fl.e[k];
		if (map[fe->src] < 0 || map[fe->dst] < 0 || !keep[fe->src])
			continue;
		IrEdge *e = ir_alloc(w->A, sizeof *e);
		e->src = map[fe->src];
		e->dst = map[fe->dst];
		e->stmt = fe->stmt;
		e->prio = fe->prio;
		e->atomic = fe->atomic;
		e->in_atomic = fe->in_atomic;
		if (e->atomic)
			aut->locs[e->dst]->flags |= IR_LOC_ATOMIC;
		ir_push(w->A, (void ***)&aut->edges, &aut->nedges, e);
	}
	/* outgoing lists: higher priority first, then creation order */
	int maxp = 0;
	for (int i = 0; i < aut->nedges; i++)
		if (aut->edges[i]->prio > maxp)
			maxp = aut->edges[i]->prio;
	for (int p = maxp; p >= 0; p--)
		for (int i = 0; i < aut->nedges; i++)
			if (aut->edges[i]->prio == p) {
				IrLocation *l = aut->locs[aut->edges[i]->src];
				ir_push(w->A, (void ***)&l->out, &l->nout, aut->edges[i]);
			}
	/* Two `else`s that can be taken at one point (an if whose options
	 * start another option's if, each with its else): Spin's pan refuses
	 * the model when it starts ("inherits 2 'else' stmnts") */
	for (int l = 0; l < aut->nlocs; l++) {
		const IrLocation *L = aut->locs[l];
		int nelse = 0;
		for (int i = 0; i < L->nout; i++)
			if (L->out[i]->stmt->kind == IR_S_ELSE && ++nelse == 2)
				pml_error(w->c, L->out[i]->stmt->loc, "a second else that can be "
				          "taken at the same point as another (Spin's pan refuses the "
				          "model: \"inherits 2 'else' stmnts\")");
	}
	free(fl.e);
	free(keep);
	free(stack);
	free(is_copy_src);
	if (mapout)
		*mapout = map;
	else
		free(map);
}

/* ------------------------------------------------------------ names */

static PNode *subst_lookup(Lw *w, const char *name, int *level)
{
	for (int i = w->nsubst - 1; i >= 0; i--) {
		PNode *d = w->subst[i].def;
		for (int k = 0; k < d->n; k++)
			if (strcmp(d->list[k]->str, name) == 0) {
				*level = i;
				return k < w->subst[i].call->n ? w->subst[i].call->list[k] : NULL;
			}
	}
	return NULL;
}

static int scope_active(Lw *w, int sc)
{
	for (int i = 0; i < w->nss; i++)
		if (w->sstack[i] == sc)
			return 1;
	return 0;
}

static void scope_push(Lw *w)
{
	if (w->nss < 256)
		w->sstack[w->nss++] = ++w->next_scope;
}

static void scope_pop(Lw *w)
{
	if (w->nss > 1)
		w->nss--;
}

static void scope_add(Lw *w, const char *name, IrVar *v)
{
	if (w->nl == w->capl) {
		w->capl = w->capl ? w->capl * 2 : 32;
		w->lname = realloc(w->lname, sizeof(char *) * (size_t)w->capl);
		w->lscope = realloc(w->lscope, sizeof(int) * (size_t)w->capl);
		w->lvar = realloc(w->lvar, sizeof(IrVar *) * (size_t)w->capl);
	}
	w->lname[w->nl] = name;
	w->lscope[w->nl] = w->nss ? w->sstack[w->nss - 1] : 0;
	w->lvar[w->nl] = v;
	w->nl++;
}

static IrVar *find_var(Lw *w, const char *name)
{
	if (w->proc && w->in_body) {
		for (int i = w->nl - 1; i >= 0; i--)
			if (strcmp(w->lname[i], name) == 0 && scope_active(w, w->lscope[i]))
				return w->lvar[i];
	} else if (w->proc)
		for (int i = w->proc->nlocals - 1; i >= 0; i--)
			if (strcmp(w->proc->locals[i]->name, name) == 0)
				return w->proc->locals[i];
	for (int i = 0; i < w->m->nglobals; i++)
		if (strcmp(w->m->globals[i]->name, name) == 0)
			return w->m->globals[i];
	return NULL;
}

static IrMtypeConst *find_mtype(Lw *w, const char *name)
{
	for (int i = 0; i < w->m->nmtypes; i++)
		if (strcmp(w->m->mtypes[i]->name, name) == 0)
			return w->m->mtypes[i];
	return NULL;
}

static IrProctype *find_proc(Lw *w, const char *name)
{
	for (int i = 0; i < w->m->nprocs; i++)
		if (strcmp(w->m->procs[i]->name, name) == 0)
			return w->m->procs[i];
	return NULL;
}

static IrStruct *find_struct(Lw *w, const char *name)
{
	for (int i = 0; i < w->m->nstructs; i++)
		if (strcmp(w->m->structs[i]->name, name) == 0)
			return w->m->structs[i];
	return NULL;
}

/* ------------------------------------------------------------ text of AST */

static void tx_expr(Lw *w, Txt *t, PNode *p);

static void tx_list(Lw *w, Txt *t, PNode *p, const char *sep)
{
	for (int i = 0; i < p->n; i++) {
		if (i)
			tx_add(t, sep);
		tx_expr(w, t, p->list[i]);
	}
}

static const char *op_text(int op)
{
	static const char *n[] = { "-", "!", "~", "+", "-", "*", "/", "%", "&",
		"|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!=", "&&", "||" };
	return op >= 0 && op <= IR_OP_OR ? n[op] : "?";
}

static void tx_expr(Lw *w, Txt *t, PNode *p)
{
	if (!p) {
		tx_add(t, "?");
		return;
	}
	switch (p->kind) {
	case P_CONST: tx_fmt(t, "%lld", (long long)p->ival); break;
	case P_NAME: {
		int lvl;
		PNode *a = subst_lookup(w, p->str, &lvl);
		if (a) {
			int save = w->nsubst;
			w->nsubst = lvl;
			tx_expr(w, t, a);
			w->nsubst = save;
		} else
			tx_add(t, p->str);
		break;
	}
	case P_INDEX: tx_expr(w, t, p->a); tx_add(t, "["); tx_expr(w, t, p->b); tx_add(t, "]"); break;
	case P_FIELD: tx_expr(w, t, p->a); tx_add(t, "."); tx_add(t, p->str); break;
	case P_UNOP: tx_add(t, op_text(p->op)); tx_add(t, "("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_BINOP: tx_add(t, "("); tx_expr(w, t, p->a); tx_add(t, op_text(p->op)); tx_expr(w, t, p->b); tx_add(t, ")"); break;
	case P_COND:
		tx_add(t, "( ("); tx_expr(w, t, p->a); tx_add(t, ") -> ("); tx_expr(w, t, p->b);
		tx_add(t, ") : ("); tx_expr(w, t, p->c); tx_add(t, ") )");
		break;
	case P_LEN: tx_add(t, "len("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_EMPTY: tx_add(t, "empty("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_NEMPTY: tx_add(t, "nempty("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_FULL: tx_add(t, "full("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_NFULL: tx_add(t, "nfull("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_PID: tx_add(t, "_pid"); break;
	case P_NR_PR: tx_add(t, "_nr_pr"); break;
	case P_LAST: tx_add(t, "_last"); break;
	case P_TIMEOUT: tx_add(t, "timeout"); break;
	case P_NP: tx_add(t, "np_"); break;
	case P_ENABLED: tx_add(t, "enabled("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_PC_VALUE: tx_add(t, "pc_value("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_GET_PRIO: tx_add(t, "get_priority("); if (p->a) tx_expr(w, t, p->a); tx_add(t, ")"); break;
	case P_RLABEL:
		tx_add(t, p->str);
		if (p->a) { tx_add(t, "["); tx_expr(w, t, p->a); tx_add(t, "]"); }
		tx_add(t, "@"); tx_add(t, p->str2);
		break;
	case P_RVAR:
		tx_add(t, p->str);
		if (p->a) { tx_add(t, "["); tx_expr(w, t, p->a); tx_add(t, "]"); }
		tx_add(t, ":"); tx_expr(w, t, p->b);
		break;
	case P_RUN: tx_add(t, "run "); tx_add(t, p->str); tx_add(t, "("); tx_list(w, t, p, ","); tx_add(t, ")"); break;
	case P_POLL:
		tx_expr(w, t, p->a); tx_add(t, p->op & 1 ? "??[" : "?["); tx_list(w, t, p, ","); tx_add(t, "]");
		break;
	case P_C_EXPR: tx_add(t, "c_expr { "); tx_add(t, p->str); tx_add(t, " }"); break;
	case P_EVAL: tx_add(t, "eval("); tx_expr(w, t, p->a); tx_add(t, ")"); break;
	default: tx_add(t, "?"); break;
	}
}

static const char *stmt_text(Lw *w, PNode *p)
{
	Txt t = { 0 };
	switch (p->kind) {
	case P_ASSIGN: tx_expr(w, &t, p->a); tx_add(&t, " = "); tx_expr(w, &t, p->b); break;
	case P_INCR: tx_expr(w, &t, p->a); tx_add(&t, " = ("); tx_expr(w, &t, p->a); tx_add(&t, "+1)"); break;
	case P_DECR: tx_expr(w, &t, p->a); tx_add(&t, " = ("); tx_expr(w, &t, p->a); tx_add(&t, "-1)"); break;
	case P_SEND:
		tx_expr(w, &t, p->a); tx_add(&t, p->op ? "!!" : "!"); tx_list(w, &t, p, ",");
		break;
	case P_RECV:
		tx_expr(w, &t, p->a); tx_add(&t, p->op & 1 ? "??" : "?");
		if (p->op & 2) tx_add(&t, "<");
		tx_list(w, &t, p, ",");
		if (p->op & 2) tx_add(&t, ">");
		break;
	case P_EXPR:
		if (p->a->kind == P_RUN || p->a->kind == P_CONST || p->a->kind == P_NAME ||
		    p->a->kind == P_TIMEOUT || p->a->kind == P_FIELD || p->a->kind == P_INDEX) {
			tx_add(&t, "(");
			tx_expr(w, &t, p->a);
			tx_add(&t, ")");
		} else {
			tx_add(&t, "(");
			tx_expr(w, &t, p->a);
			tx_add(&t, ")");
		}
		break;
	case P_ASSERT: tx_add(&t, "assert("); tx_expr(w, &t, p->a); tx_add(&t, ")"); break;
	case P_PRINTF: {
		tx_add(&t, "printf('");
		size_t l = strlen(p->str);
		char *f = strndup(p->str + 1, l >= 2 ? l - 2 : 0);
		tx_add(&t, f);
		free(f);
		tx_add(&t, "'");
		for (int i = 0; i < p->n; i++) {
			tx_add(&t, ",");
			tx_expr(w, &t, p->list[i]);
		}
		tx_add(&t, ")");
		break;
	}
	case P_PRINTM: { /* Spin: printm(x, 0), printm(x, 'name'), printm(2, 0) */
		IrMtypeConst *mc = p->a->kind == P_NAME && !find_var(w, p->a->str) ?
		    find_mtype(w, p->a->str) : NULL;
		IrVar *v = p->a->kind == P_NAME ? find_var(w, p->a->str) : NULL;
		tx_add(&t, "printm(");
		if (mc)
			tx_fmt(&t, "%d", mc->value);
		else
			tx_expr(w, &t, p->a);
		if (v && v->type.kind == IR_T_MTYPE && v->type.mtype_name)
			tx_fmt(&t, ", '%s')", v->type.mtype_name);
		else
			tx_add(&t, ", 0)");
		break;
	}
	case P_ELSE: tx_add(&t, "else"); break;
	case P_SKIP: tx_add(&t, "(1)"); break;
	case P_SET_PRIO:
		if (p->op) { /* `_priority = e` */
			tx_add(&t, "_priority = ");
			tx_expr(w, &t, p->b);
			break;
		}
		tx_add(&t, "set_priority("); tx_expr(w, &t, p->a); tx_add(&t, ","); tx_expr(w, &t, p->b); tx_add(&t, ")"); break;
	case P_C_CODE: tx_add(&t, "c_code"); break;
	default: tx_add(&t, "?"); break;
	}
	const char *r = ir_strdup(w->A, t.s ? t.s : "");
	free(t.s);
	return r;
}

/* ------------------------------------------------------------ types */

static int const_eval(Lw *w, PNode *p, long long *v);

static IrType lw_type(Lw *w, PNode *t)
{
	IrType ty = { (IrTypeKind)t->op, 0, NULL, NULL };
	if (t->op == IR_T_STRUCT) {
		ty.st = find_struct(w, t->str);
		if (!ty.st) {
			pml_error(w->c, t->loc, "unknown type '%s'", t->str);
			ty.kind = IR_T_INT;
		}
	} else if (t->op == IR_T_MTYPE && t->str) {
		int ok = 0;
		for (int i = 0; i < w->nmt; i++)
			if (w->mt[i].name && strcmp(w->mt[i].name, t->str) == 0)
				ok = 1;
		if (!ok)
			pml_error(w->c, t->loc, "unknown mtype '%s'", t->str);
		ty.mtype_name = t->str;
	}
	return ty;
}

static int is_intlike(IrType t)
{
	return t.kind != IR_T_CHAN && t.kind != IR_T_STRUCT && t.kind != IR_T_CHAN_ANY;
}

/* ------------------------------------------------------------ expressions */

static IrExpr *lw_expr(Lw *w, PNode *p);

static IrExpr *ex_new(Lw *w, IrExprKind k, IrLoc loc)
{
	IrExpr *e = ir_alloc(w->A, sizeof *e);
	e->kind = k;
	e->loc = loc;
	e->type = ty_int();
	return e;
}

static IrExpr *ex_const(Lw *w, IrLoc loc, long long v)
{
	IrExpr *e = ex_new(w, IR_E_CONST, loc);
	e->value = v;
	return e;
}

/* array-valued expression of a variable: record its element type */
static int arr_len_of(IrExpr *e)
{
	if (e->kind == IR_E_VAR)
		return e->var->array_len;
	if (e->kind == IR_E_FIELD)
		return e->field->array_len;
	if (e->kind == IR_E_REMOTE_VAR && !e->a[1])
		return e->var ? e->var->array_len : 0;
	return 0;
}

/* Auto-index a whole array used as a value: Spin reads element 0. */
static IrExpr *lw_scalar(Lw *w, IrExpr *e)
{
	if (arr_len_of(e) > 0) {
		pml_error(w->c, e->loc, "missing array index for '%s'",
		          e->kind == IR_E_FIELD ? e->field->name : e->var ? e->var->name : "?");
		IrExpr *x = ex_new(w, IR_E_INDEX, e->loc);
		x->a[0] = e;
		x->a[1] = ex_const(w, e->loc, 0);
		x->type = e->type;
		return x;
	}
	return e;
}

/* ------------------------------------------------ records as messages */

/* Spin passes a record through a channel or to a proctype parameter as
 * its scalar leaves: the fields in order, array elements in order, nested
 * records inline.  Message field types and arguments are flattened here,
 * so the rest of the pipeline sees scalars only. */

/* Field f of record reference e. */
static IrExpr *field_ref(Lw *w, IrExpr *e, IrField *f)
{
	IrExpr *fe = ex_new(w, IR_E_FIELD, e->loc);
	fe->a[0] = e;
	fe->field = f;
	fe->type = f->type;
	return fe;
}

/* Element k of base when it is an array of array_len elements (base
 * itself when array_len is 0); the element has base's element type. */
static IrExpr *elem_ref(Lw *w, IrExpr *base, int array_len, int k)
{
	if (!array_len)
		return base;
	IrExpr *x = ex_new(w, IR_E_INDEX, base->loc);
	x->a[0] = base;
	x->a[1] = ex_const(w, base->loc, k);
	x->type = base->type;
	return x;
}

/* The scalar leaves of record-valued reference e, appended to (*out, *n). */
static void expr_leaves(Lw *w, IrExpr *e, IrExpr ***out, int *n)
{
	IrStruct *st = e->type.st;
	for (int i = 0; st && i < st->nfields; i++) {
		IrField *f = st->fields[i];
		IrExpr *fe = field_ref(w, e, f);
		for (int k = 0; k < (f->array_len ? f->array_len : 1); k++) {
			IrExpr *x = elem_ref(w, fe, f->array_len, k);
			if (f->type.kind == IR_T_STRUCT)
				expr_leaves(w, x, out, n);
			else
				ir_push(w->A, (void ***)out, n, x);
		}
	}
}

/* The scalar leaf types of type t (a record's, or t itself). */
static void type_leaves(Lw *w, IrType t, IrType **out, int *n, int *cap)
{
	if (t.kind != IR_T_STRUCT || !t.st) {
		if (*n == *cap) {
			*cap = *cap ? 2 * *cap : 8;
			IrType *x = ir_alloc(w->A, sizeof(IrType) * (size_t)*cap);
			if (*n)
				memcpy(x, *out, sizeof(IrType) * (size_t)*n);
			*out = x;
		}
		(*out)[(*n)++] = t;
		return;
	}
	for (int i = 0; i < t.st->nfields; i++)
		for (int k = 0; k < (t.st->fields[i]->array_len ? t.st->fields[i]->array_len : 1); k++)
			type_leaves(w, t.st->fields[i]->type, out, n, cap);
}

/* Send or run arguments: each record-valued one replaced by its leaves. */
static IrExpr **flat_args(Lw *w, IrExpr **args, int *nargs)
{
	IrExpr **out = NULL;
	int n = 0, rec = 0;
	for (int i = 0; i < *nargs; i++)
		if (args[i]->type.kind == IR_T_STRUCT) {
			expr_leaves(w, args[i], &out, &n);
			rec = 1;
		} else
			ir_push(w->A, (void ***)&out, &n, args[i]);
	if (!rec)
		return args;
	*nargs = n;
	return out;
}

static IrExpr *lw_ref(Lw *w, PNode *p, int want_array);

static IrExpr *lw_name(Lw *w, PNode *p, int want_array)
{
	int lvl;
	PNode *a = subst_lookup(w, p->str, &lvl);
	if (a) {
		int save = w->nsubst;
		w->nsubst = lvl;
		IrExpr *e = lw_ref(w, a, want_array);
		w->nsubst = save;
		return e;
	}
	IrVar *v = find_var(w, p->str);
	if (v && v == w->underscore) {
		pml_error(w->c, p->loc, "the value of '_' cannot be read (it is write-only)");
		return ex_const(w, p->loc, 0);
	}
	if (v) {
		IrExpr *e = ex_new(w, IR_E_VAR, p->loc);
		e->var = v;
		e->type = v->type;
		v->flags |= IR_VAR_READ;
		if (!w->wonly)
			v->flags |= IR_VAR_RREAD;
		return want_array ? e : lw_scalar(w, e);
	}
	IrMtypeConst *mc = find_mtype(w, p->str);
	if (mc) {
		IrExpr *e = ex_new(w, IR_E_MTYPE, p->loc);
		e->value = mc->value;
		e->text = mc->name;
		e->type.kind = IR_T_MTYPE;
		e->type.mtype_name = mc->mtype_name;
		return e;
	}
	if (strcmp(p->str, "_") == 0)
		pml_error(w->c, p->loc, "the value of '_' cannot be read (it is write-only)");
	else
		pml_error(w->c, p->loc, "undeclared name '%s'", p->str);
	return ex_const(w, p->loc, 0);
}

/* `_ = e` (p: the `_`): Spin's predefined write-only variable, a hidden
 * int global made on first use, so the assignment changes no state. */
static IrExpr *lw_underscore(Lw *w, PNode *p)
{
	if (!w->underscore) {
		IrVar *v = ir_alloc(w->A, sizeof *v);
		v->name = "_";
		v->loc = p->loc;
		v->type = ty_int();
		v->scope = IR_SCOPE_GLOBAL;
		v->flags = IR_VAR_HIDDEN;
		v->index = w->m->nglobals;
		ir_push(w->A, (void ***)&w->m->globals, &w->m->nglobals, v);
		w->underscore = v;
	}
	IrExpr *e = ex_new(w, IR_E_VAR, p->loc);
	e->var = w->underscore;
	e->type = w->underscore->type;
	return e;
}

static int is_underscore(Lw *w, const PNode *p)
{
	int lvl;
	return p->kind == P_NAME && strcmp(p->str, "_") == 0 && !subst_lookup(w, "_", &lvl) &&
	       (!find_var(w, "_") || find_var(w, "_") == w->underscore);
}

/* A variable reference (name, index, field); want_array keeps arrays. */
static IrExpr *lw_ref(Lw *w, PNode *p, int want_array)
{
	if (p->kind == P_NAME)
		return lw_name(w, p, want_array);
	if (p->kind == P_INDEX) {
		IrExpr *base = lw_ref(w, p->a, 1);
		IrExpr *e = ex_new(w, IR_E_INDEX, p->loc);
		e->a[0] = base;
		int wonly = w->wonly; /* an index is read */
		w->wonly = 0;
		e->a[1] = lw_expr(w, p->b);
		w->wonly = wonly;
		e->type = base->type;
		if (base->kind != IR_E_CONST && arr_len_of(base) == 0)
			pml_error(w->c, p->loc, "indexing a variable that is not an array");
		return e;
	}
	if (p->kind == P_FIELD) {
		IrExpr *base = lw_ref(w, p->a, 0);
		IrExpr *e = ex_new(w, IR_E_FIELD, p->loc);
		e->a[0] = base;
		if (base->type.kind != IR_T_STRUCT || !base->type.st) {
			if (base->kind != IR_E_CONST)
				pml_error(w->c, p->loc, "field '%s' of a variable that is not a struct", p->str);
			return ex_const(w, p->loc, 0);
		}
		IrStruct *st = base->type.st;
		for (int i = 0; i < st->nfields; i++)
			if (strcmp(st->fields[i]->name, p->str) == 0) {
				e->field = st->fields[i];
				e->type = st->fields[i]->type;
				return want_array ? e : lw_scalar(w, e);
			}
		pml_error(w->c, p->loc, "struct '%s' has no field '%s'", st->name, p->str);
		return ex_const(w, p->loc, 0);
	}
	return lw_expr(w, p);
}

static IrExpr *lw_chan(Lw *w, PNode *p)
{
	IrExpr *e = lw_ref(w, p, 0);
	if (e->kind != IR_E_CONST && e->type.kind != IR_T_CHAN)
		pml_error(w->c, p->loc, "not a channel");
	return e;
}

static IrStmt *lw_recv(Lw *w, PNode *p, int poll);

/* An argument of run for an mtype parameter, as Spin 6.5.2 checks it: a
 * variable is 'wrong arg type', an mtype constant must be of the
 * parameter's mtype; numbers and expressions pass. */
static void run_mtype_arg(Lw *w, IrVar *v, IrExpr *a, PNode *pa)
{
	if (v->type.kind != IR_T_MTYPE)
		return;
	const char *pt = v->type.mtype_name ? v->type.mtype_name : "_unnamed_";
	if (a->kind == IR_E_VAR || a->kind == IR_E_INDEX || a->kind == IR_E_FIELD ||
	    a->kind == IR_E_REMOTE_VAR || a->kind == IR_E_PID)
		pml_error(w->c, pa->loc, "wrong arg type for mtype parameter '%s': Spin 6.5.2 takes "
		          "only an mtype constant there", v->name);
	else if (a->kind == IR_E_MTYPE) {
		const char *at = a->type.mtype_name ? a->type.mtype_name : "_unnamed_";
		if (strcmp(at, pt) != 0)
			pml_error(w->c, pa->loc, "'%s' is type '%s', but should be type '%s'", a->text, at, pt);
	}
}

/* run's arguments for record parameters: a record of the same type,
 * passed as its leaves (Spin's way); anything else for one is an error. */
static void run_record_args(Lw *w, IrExpr *e, PNode *p)
{
	int k = 0, flat = 0;
	for (int i = 0; i < e->proc->nlocals && k < e->nargs; i++) {
		IrVar *v = e->proc->locals[i];
		if (!(v->flags & IR_VAR_PARAM))
			continue;
		IrType at = e->args[k]->type;
		int nl = 0;
		if (at.kind == IR_T_STRUCT && v->type.kind == IR_T_STRUCT && at.st != v->type.st) {
			IrExpr **lv = NULL; /* Spin passes any record with as many leaves */
			expr_leaves(w, e->args[k], &lv, &nl);
		}
		if ((v->type.kind == IR_T_STRUCT) != (at.kind == IR_T_STRUCT) ||
		    (at.kind == IR_T_STRUCT && at.st != v->type.st && nl != v->nleaves)) {
			pml_error(w->c, p->list[k]->loc, "run %s: argument %d %s", p->str, k + 1,
			          v->type.kind == IR_T_STRUCT ? "must be a record of the parameter's type"
			                                      : "is a record, the parameter is not");
			return;
		}
		flat |= at.kind == IR_T_STRUCT;
		run_mtype_arg(w, v, e->args[k], p->list[k]);
		k++;
	}
	if (flat)
		e->args = flat_args(w, e->args, &e->nargs);
}

static IrExpr *lw_expr(Lw *w, PNode *p)
{
	IrExpr *e;
	switch (p->kind) {
	case P_CONST:
		return ex_const(w, p->loc, p->ival);
	case P_NAME: case P_INDEX: case P_FIELD:
		return lw_ref(w, p, 0);
	case P_UNOP:
		e = ex_new(w, IR_E_UNOP, p->loc);
		e->op = (IrOp)p->op;
		e->a[0] = lw_expr(w, p->a);
		if (!is_intlike(e->a[0]->type))
			pml_error(w->c, p->loc, "operand of '%s' is not a number", op_text(p->op));
		return e;
	case P_BINOP:
		e = ex_new(w, IR_E_BINOP, p->loc);
		e->op = (IrOp)p->op;
		e->a[0] = lw_expr(w, p->a);
		e->a[1] = lw_expr(w, p->b);
		if (e->a[0]->type.kind == IR_T_STRUCT || e->a[1]->type.kind == IR_T_STRUCT)
			pml_error(w->c, p->loc, "operand of '%s' is a struct", op_text(p->op));
		else if ((e->a[0]->type.kind == IR_T_CHAN || e->a[1]->type.kind == IR_T_CHAN) &&
		         p->op != IR_OP_EQ && p->op != IR_OP_NE)
			pml_error(w->c, p->loc, "operand of '%s' is a channel", op_text(p->op));
		return e;
	case P_COND:
		e = ex_new(w, IR_E_COND, p->loc);
		e->a[0] = lw_expr(w, p->a);
		e->a[1] = lw_expr(w, p->b);
		e->a[2] = lw_expr(w, p->c);
		e->type = e->a[1]->type;
		return e;
	case P_LEN: case P_EMPTY: case P_NEMPTY: case P_FULL: case P_NFULL: {
		static const IrExprKind k[] = { IR_E_LEN, IR_E_EMPTY, IR_E_NEMPTY, IR_E_FULL, IR_E_NFULL };
		e = ex_new(w, k[p->kind - P_LEN], p->loc);
		e->a[0] = lw_chan(w, p->a);
		return e;
	}
	case P_PID:
		if (w->pidvar && w->proc == w->pidvar->owner) {
			e = ex_new(w, IR_E_VAR, p->loc);
			e->var = w->pidvar;
			e->type = w->pidvar->type;
			return e;
		}
		return ex_new(w, IR_E_PID, p->loc);
	case P_NR_PR: return ex_new(w, IR_E_NR_PR, p->loc);
	case P_LAST: return ex_new(w, IR_E_LAST, p->loc);
	case P_TIMEOUT: return ex_new(w, IR_E_TIMEOUT, p->loc);
	case P_NP: return ex_new(w, IR_E_NP, p->loc);
	case P_ENABLED: case P_PC_VALUE:
		e = ex_new(w, p->kind == P_ENABLED ? IR_E_ENABLED : IR_E_PC_VALUE, p->loc);
		e->a[0] = lw_expr(w, p->a);
		return e;
	case P_GET_PRIO:
		e = ex_new(w, IR_E_GET_PRIORITY, p->loc);
		e->a[0] = p->a ? lw_expr(w, p->a) : ex_new(w, IR_E_PID, p->loc);
		return e;
	case P_RLABEL: {
		e = ex_new(w, IR_E_REMOTE_LABEL, p->loc);
		e->proc = find_proc(w, p->str);
		if (!e->proc)
			pml_error(w->c, p->loc, "unknown proctype '%s'", p->str);
		if (p->a)
			e->a[0] = lw_expr(w, p->a);
		e->text = ir_strdup(w->A, p->str2);
		if (w->nrl == w->caprl) {
			w->caprl = w->caprl ? w->caprl * 2 : 16;
			w->rl = realloc(w->rl, sizeof(RLabel) * (size_t)w->caprl);
		}
		w->rl[w->nrl].e = e;
		w->rl[w->nrl].label = p->str2;
		w->nrl++;
		return e;
	}
	case P_RVAR: {
		e = ex_new(w, IR_E_REMOTE_VAR, p->loc);
		e->proc = find_proc(w, p->str);
		if (!e->proc) {
			pml_error(w->c, p->loc, "unknown proctype '%s'", p->str);
			return e;
		}
		if (p->a)
			e->a[0] = lw_expr(w, p->a);
		PNode *r = p->b;
		PNode *idx = NULL;
		if (r->kind == P_INDEX) {
			idx = r->b;
			r = r->a;
		}
		if (r->kind != P_NAME) {
			pml_error(w->c, p->loc, "unsupported remote reference");
			return e;
		}
		for (int i = 0; i < e->proc->nlocals; i++)
			if (strcmp(e->proc->locals[i]->name, r->str) == 0)
				e->var = e->proc->locals[i];
		if (!e->var) {
			pml_error(w->c, r->loc, "proctype '%s' has no local variable '%s'", p->str, r->str);
			return e;
		}
		e->type = e->var->type;
		if (idx)
			e->a[1] = lw_expr(w, idx);
		else if (e->var->array_len)
			e->a[1] = ex_const(w, p->loc, 0);
		return e;
	}
	case P_RUN: {
		e = ex_new(w, IR_E_RUN, p->loc);
		e->proc = find_proc(w, p->str);
		if (!e->proc || e->proc->kind != IR_PROC_NORMAL) {
			pml_error(w->c, p->loc, "run of unknown proctype '%s'", p->str);
			return e;
		}
		e->nargs = p->n;
		e->args = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)(p->n + 1));
		for (int i = 0; i < p->n; i++)
			e->args[i] = lw_expr(w, p->list[i]);
		if (p->n != e->proc->nparams)
			pml_error(w->c, p->loc, "run %s: expected %d arguments, got %d", p->str,
			          e->proc->nparams, p->n);
		else
			run_record_args(w, e, p);
		if (p->a) {
			e->a[0] = lw_expr(w, p->a);
			if (p->a->ival < 0 || p->a->ival > 255)
				pml_error(w->c, p->a->loc, "bad priority %lld in run %s, valid range: 1..255",
				          (long long)p->a->ival, p->str);
		}
		e->type.kind = IR_T_PID;
		return e;
	}
	case P_POLL:
		e = ex_new(w, IR_E_POLL, p->loc);
		e->recv = lw_recv(w, p, 1);
		return e;
	case P_C_EXPR:
		e = ex_new(w, IR_E_C_EXPR, p->loc);
		e->text = p->str;
		w->m->has_c_code = 1;
		return e;
	case P_EVAL:
		return lw_expr(w, p->a);
	default:
		pml_error(w->c, p->loc, "invalid expression");
		return ex_const(w, p->loc, 0);
	}
}

static int const_eval(Lw *w, PNode *p, long long *v)
{
	long long a, b;
	switch (p->kind) {
	case P_CONST: *v = p->ival; return 1;
	case P_NAME: {
		int lvl;
		PNode *s = subst_lookup(w, p->str, &lvl);
		if (s) {
			int save = w->nsubst;
			w->nsubst = lvl;
			int r = const_eval(w, s, v);
			w->nsubst = save;
			return r;
		}
		if (find_var(w, p->str))
			return 0;
		IrMtypeConst *mc = find_mtype(w, p->str);
		if (mc) {
			*v = mc->value;
			return 1;
		}
		return 0;
	}
	case P_UNOP:
		if (!const_eval(w, p->a, &a)) return 0;
		*v = p->op == IR_OP_NEG ? -a : p->op == IR_OP_NOT ? !a : ~a;
		return 1;
	case P_BINOP:
		if (!const_eval(w, p->a, &a) || !const_eval(w, p->b, &b)) return 0;
		switch (p->op) {
		case IR_OP_ADD: *v = a + b; return 1;
		case IR_OP_SUB: *v = a - b; return 1;
		case IR_OP_MUL: *v = a * b; return 1;
		case IR_OP_DIV: if (!b) return 0; *v = a / b; return 1;
		case IR_OP_MOD: if (!b) return 0; *v = a % b; return 1;
		case IR_OP_SHL: *v = (b >= 0 && b < 63) ? a << b : 0; return 1;
		case IR_OP_SHR: *v = (b >= 0 && b < 63) ? a >> b : 0; return 1;
		case IR_OP_BITAND: *v = a & b; return 1;
		case IR_OP_BITOR: *v = a | b; return 1;
		case IR_OP_BITXOR: *v = a ^ b; return 1;
		case IR_OP_LT: *v = a < b; return 1;
		case IR_OP_LE: *v = a <= b; return 1;
		case IR_OP_GT: *v = a > b; return 1;
		case IR_OP_GE: *v = a >= b; return 1;
		case IR_OP_EQ: *v = a == b; return 1;
		case IR_OP_NE: *v = a != b; return 1;
		case IR_OP_AND: *v = a && b; return 1;
		case IR_OP_OR: *v = a || b; return 1;
		}
		return 0;
	case P_COND:
		if (!const_eval(w, p->a, &a)) return 0;
		return const_eval(w, a ? p->b : p->c, v);
	default:
		return 0;
	}
}

static int is_lvalue(IrExpr *e)
{
	return e->kind == IR_E_VAR || e->kind == IR_E_INDEX || e->kind == IR_E_FIELD ||
	       e->kind == IR_E_REMOTE_VAR;
}

/* ------------------------------------------------------------ statements */

static IrStmt *st_new(Lw *w, IrStmtKind k, PNode *p)
{
	IrStmt *s = ir_alloc(w->A, sizeof *s);
	s->kind = k;
	s->loc = p->loc;
	s->text = stmt_text(w, p);
	return s;
}

static int chan_nfields(IrExpr *ch)
{
	IrVar *v = NULL;
	if (ch->kind == IR_E_VAR)
		v = ch->var;
	else if (ch->kind == IR_E_INDEX && ch->a[0]->kind == IR_E_VAR)
		v = ch->a[0]->var;
	if (v && v->chan_init && !(v->flags & IR_VAR_PARAM))
		return v->chan_init->nfields;
	return -1;
}

static IrStmt *lw_recv(Lw *w, PNode *p, int poll)
{
	IrStmt *s = ir_alloc(w->A, sizeof *s);
	s->kind = IR_S_RECV;
	s->loc = p->loc;
	if (poll) {
		Txt t = { 0 };
		tx_expr(w, &t, p);
		s->text = ir_strdup(w->A, t.s);
		free(t.s);
		s->random = p->op & 1;
		s->peek = 1;
	} else {
		s->text = stmt_text(w, p);
		s->random = p->op & 1;
		s->peek = (p->op & 2) != 0;
	}
	s->e = lw_chan(w, p->a);
	/* one argument per message field: a record variable takes its leaves */
	int cap = p->n + 1;
	s->rargs = ir_alloc(w->A, sizeof(IrRecvArg) * (size_t)cap);
	for (int i = 0; i < p->n; i++) {
		PNode *a = p->list[i];
		if (s->nargs + 1 >= cap) {
			IrRecvArg *x = ir_alloc(w->A, sizeof(IrRecvArg) * (size_t)(cap *= 2));
			memcpy(x, s->rargs, sizeof(IrRecvArg) * (size_t)s->nargs);
			s->rargs = x;
		}
		IrRecvArg *ra = &s->rargs[s->nargs++];
		if (a->kind == P_NAME && strcmp(a->str, "_") == 0 && !subst_lookup(w, "_", &(int){0})) {
			ra->kind = IR_RA_ANY;
		} else if (a->kind == P_EVAL) {
			ra->kind = IR_RA_EVAL;
			ra->e = lw_expr(w, a->a);
		} else if (a->kind == P_CONST) {
			ra->kind = IR_RA_CONST;
			ra->e = ex_const(w, a->loc, a->ival);
		} else {
			IrExpr *e = lw_ref(w, a, 0);
			if (e->kind == IR_E_MTYPE || e->kind == IR_E_CONST) {
				ra->kind = IR_RA_CONST;
			} else {
				ra->kind = IR_RA_VAR;
				if (!is_lvalue(e))
					pml_error(w->c, a->loc, "receive into something that is not a variable");
				else if (e->kind == IR_E_VAR)
					e->var->flags |= IR_VAR_WRITTEN;
			}
			ra->e = e;
			if (e->type.kind == IR_T_STRUCT && ra->kind == IR_RA_VAR) {
				IrExpr **lv = NULL;
				int nl = 0;
				expr_leaves(w, e, &lv, &nl);
				s->nargs--;
				for (int k = 0; k < nl; k++) {
					if (s->nargs + 1 >= cap) {
						IrRecvArg *x = ir_alloc(w->A, sizeof(IrRecvArg) * (size_t)(cap *= 2));
						memcpy(x, s->rargs, sizeof(IrRecvArg) * (size_t)s->nargs);
						s->rargs = x;
					}
					s->rargs[s->nargs++] = (IrRecvArg){ .kind = IR_RA_VAR, .e = lv[k] };
				}
			}
		}
	}
	int nf = chan_nfields(s->e), n = s->nargs;
	/* a poll or a peek (c?[..], c?<..>) may name fewer fields than the
	 * channel has: Spin compares and copies only those */
	if (nf >= 0 && nf > n && s->peek)
		nf = n;
	/* a receive naming fewer or more fields: Spin's error when it runs
	 * (missing ones read as 0) */
	if (nf >= 0 && nf != n && !poll)
		s->arity = IR_ARITY_RECV;
	/* a poll naming more fields: Spin compares the extra constants
	 * with 0 (QF reads 0 there) and reports nothing */
	return s;
}

static void mark_written(IrExpr *e)
{
	while (e && (e->kind == IR_E_INDEX || e->kind == IR_E_FIELD))
		e = e->a[0];
	if (e && e->kind == IR_E_VAR)
		e->var->flags |= IR_VAR_WRITTEN;
}

/* The variable of lvalue e is read (Spin counts the variable of a
 * select as read). */
static void mark_rread(IrExpr *e)
{
	while (e && (e->kind == IR_E_INDEX || e->kind == IR_E_FIELD))
		e = e->a[0];
	if (e && e->kind == IR_E_VAR)
		e->var->flags |= IR_VAR_RREAD;
}

static IrStmt *lw_basic(Lw *w, PNode *p)
{
	IrStmt *s;
	switch (p->kind) {
	case P_ASSIGN: {
		s = st_new(w, IR_S_ASSIGN, p);
		w->wonly++;
		s->lhs = is_underscore(w, p->a) ? lw_underscore(w, p->a) : lw_ref(w, p->a, 0);
		w->wonly--;
		s->e = lw_expr(w, p->b);
		if (s->lhs->kind == IR_E_CONST || s->lhs->kind == IR_E_MTYPE) {
			if (s->lhs->kind == IR_E_MTYPE)
				pml_error(w->c, p->loc, "assignment to an mtype constant");
		} else if (!is_lvalue(s->lhs))
			pml_error(w->c, p->loc, "assignment to something that is not a variable");
		else {
			IrType lt = s->lhs->type, rt = s->e->type;
			if (lt.kind == IR_T_CHAN && rt.kind != IR_T_CHAN &&
			    !(s->e->kind == IR_E_CONST && s->e->value == 0))
				pml_error(w->c, p->loc, "incompatible types in assignment: chan = value");
			else if (lt.kind != IR_T_CHAN && lt.kind != IR_T_STRUCT && rt.kind == IR_T_CHAN)
				pml_error(w->c, p->loc, "incompatible types in assignment: value = chan");
			else if (lt.kind == IR_T_STRUCT || rt.kind == IR_T_STRUCT)
				pml_error(w->c, p->loc, "assignment of a whole record: assign its fields one by one "
				          "(Spin rejects it too: incomplete structure reference)");
			mark_written(s->lhs);
		}
		return s;
	}
	case P_RETURN: {
		/* Spin 6: in the body of an inline called as v = inl(..),
		 * `return e` is v = e (v read where the call is) */
		Subst *f = w->nsubst ? &w->subst[w->nsubst - 1] : NULL;
		if (!f || !f->call->b) {
			pml_error(w->c, p->loc, "return statement outside inline (only in an inline called "
			          "as v = name(..))");
			return st_new(w, IR_S_EXPR, p);
		}
		PNode *asg = pn_new(w->c, P_ASSIGN, p->loc);
		asg->a = f->call->b;
		asg->b = p->a;
		s = st_new(w, IR_S_ASSIGN, asg);
		int save = w->nsubst;
		w->nsubst--;
		w->wonly++;
		s->lhs = lw_ref(w, f->call->b, 0);
		w->wonly--;
		w->nsubst = save;
		s->e = lw_expr(w, p->a);
		if (!is_lvalue(s->lhs))
			pml_error(w->c, f->call->b->loc, "assignment to something that is not a variable");
		else
			mark_written(s->lhs);
		return s;
	}
	case P_INCR: case P_DECR: {
		s = st_new(w, IR_S_ASSIGN, p);
		w->wonly++;
		s->lhs = lw_ref(w, p->a, 0);
		w->wonly--;
		if (!is_lvalue(s->lhs)) {
			pml_error(w->c, p->loc, "%s of something that is not a variable",
			          p->kind == P_INCR ? "++" : "--");
			return s;
		}
		if (!is_intlike(s->lhs->type))
			pml_error(w->c, p->loc, "%s of a non-numeric variable", p->kind == P_INCR ? "++" : "--");
		IrExpr *e = ex_new(w, IR_E_BINOP, p->loc);
		e->op = p->kind == P_INCR ? IR_OP_ADD : IR_OP_SUB;
		e->a[0] = s->lhs;
		e->a[1] = ex_const(w, p->loc, 1);
		s->e = e;
		mark_written(s->lhs);
		return s;
	}
	case P_SEND: {
		s = st_new(w, IR_S_SEND, p);
		s->e = lw_chan(w, p->a);
		s->sorted = p->op;
		s->nargs = p->n;
		s->args = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)(p->n + 1));
		for (int i = 0; i < p->n; i++) {
			PNode *a = p->list[i];
			if (a->kind == P_NAME && strcmp(a->str, "_") == 0 && w->proc &&
			    (w->proc->kind == IR_PROC_TRACE || w->proc->kind == IR_PROC_NOTRACE)) {
				/* trace claims: `_` matches any value (CONST, text "_") */
				s->args[i] = ex_const(w, a->loc, 0);
				s->args[i]->text = "_";
			} else
				s->args[i] = lw_expr(w, a);
		}
		s->args = flat_args(w, s->args, &s->nargs); /* records as their leaves */
		int nf = chan_nfields(s->e);
		/* fewer fields: sent with 0s, Spin's error when it runs;
		 * more: Spin's 'too many pars in send' */
		if (nf >= 0 && nf > s->nargs)
			s->arity = IR_ARITY_SEND;
		else if (nf >= 0 && nf != s->nargs)
			pml_error(w->c, p->loc, "wrong number of fields in send: channel has %d, got %d", nf, s->nargs);
		return s;
	}
	case P_RECV:
		return lw_recv(w, p, 0);
	case P_EXPR:
		s = st_new(w, IR_S_EXPR, p);
		s->e = lw_expr(w, p->a);
		if (p->a->kind == P_CONST && p->a->op == 1)
			s->text = "(1)";
		if (s->e->type.kind == IR_T_STRUCT)
			pml_error(w->c, p->loc, "a struct used as a condition");
		return s;
	case P_ASSERT:
		s = st_new(w, IR_S_ASSERT, p);
		s->e = lw_expr(w, p->a);
		return s;
	case P_PRINTF: {
		s = st_new(w, IR_S_PRINTF, p);
		size_t l = strlen(p->str);
		char *f = strndup(p->str + 1, l >= 2 ? l - 2 : 0);
		s->fmt = ir_strdup(w->A, f);
		free(f);
		s->nargs = p->n;
		s->args = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)(p->n + 1));
		w->wonly++; /* Spin: printing is no read */
		for (int i = 0; i < p->n; i++)
			s->args[i] = lw_expr(w, p->list[i]);
		w->wonly--;
		return s;
	}
	case P_PRINTM:
		s = st_new(w, IR_S_PRINTM, p);
		w->wonly++;
		s->e = lw_expr(w, p->a);
		w->wonly--;
		return s;
	case P_SET_PRIO:
		s = st_new(w, IR_S_SET_PRIORITY, p);
		s->nargs = 2;
		s->args = ir_alloc(w->A, sizeof(IrExpr *) * 2);
		s->args[0] = lw_expr(w, p->a);
		s->args[1] = lw_expr(w, p->b);
		return s;
	case P_C_CODE:
		s = st_new(w, IR_S_C_CODE, p);
		s->c_code = p->str;
		if (p->str2) {
			IrExpr *g = ex_new(w, IR_E_C_EXPR, p->loc);
			g->text = p->str2;
			s->c_guard = g;
		}
		w->m->has_c_code = 1;
		return s;
	default:
		pml_error(w->c, p->loc, "invalid statement");
		return st_new(w, IR_S_EXPR, p);
	}
}

/* ------------------------------------------------------------ declarations */

/* `a[N] = { c1, .., ck }`: element i starts as c_i, the elements past the
 * list as c_k (Spin); values past N are ignored.  Returns the per-element
 * values (n of them) or NULL after an error. */
static IrExpr **lw_array_list(Lw *w, PNode *iv, int n)
{
	if (!iv->b) {
		pml_error(w->c, iv->loc, "%s must be an array", iv->str);
		return NULL;
	}
	if (n <= 0)
		return NULL;
	IrExpr **vals = ir_alloc(w->A, sizeof(IrExpr *) * (size_t)n);
	for (int k = 0; k < iv->n && k < n; k++) {
		long long c;
		if (!const_eval(w, iv->list[k], &c)) {
			pml_error(w->c, iv->list[k]->loc, "an array initializer list holds constants");
			return NULL;
		}
		vals[k] = lw_expr(w, iv->list[k]);
	}
	for (int k = iv->n; k < n; k++)
		vals[k] = vals[iv->n - 1];
	return vals;
}

/* The initial value all n elements share, or NULL. */
static IrExpr *same_init(Lw *w, IrExpr **vals, int n)
{
	long long a = vals[0]->value;
	for (int k = 1; k < n; k++)
		if (vals[k]->value != a)
			return NULL;
	return vals[0];
}

/* An array bound that is one variable name, as Spin 6.5.2 takes it: the
 * variable's initial value if that is a positive constant, else 8, with
 * a warning.  0 (not a variable: Spin crashes) or 1. */
static int var_bound(Lw *w, PNode *b, long long *n)
{
	IrVar *v = find_var(w, b->str);
	if (!v || v->array_len)
		return 0;
	int init = v->init && v->init->kind == IR_E_CONST && v->init->value > 0;
	*n = init ? v->init->value : 8;
	pml_warning(w->c, b->loc, "'%s' is not a constant: the array bound is %s %lld", b->str,
	            init ? "its initial value," : "Spin's default,", *n);
	return 1;
}

/* `[cap] of { t1, .. }`: capacity and field types (records as their
 * leaves). */
static IrChanInit *lw_chan_init(Lw *w, PNode *d)
{
	IrChanInit *ci = ir_alloc(w->A, sizeof *ci);
	ci->loc = d->loc;
	long long cap;
	if (!const_eval(w, d->a, &cap) || cap < 0 || cap > 255) {
		pml_error(w->c, d->loc, "channel capacity must be a constant 0..255");
		cap = 0;
	}
	ci->capacity = (int)cap;
	int cap_f = 0;
	for (int i = 0; i < d->n; i++) {
		IrType ft = lw_type(w, d->list[i]);
		if (d->n == 1 && ft.kind == IR_T_STRUCT)
			ci->record = ft.st;
		type_leaves(w, ft, &ci->fields, &ci->nfields, &cap_f);
	}
	return ci;
}

/* The channel fields with an initializer inside record e (nested, array
 * elements): each becomes a channel of its own when the variable is
 * created, as in Spin. */
static void chan_leaves(Lw *w, IrVar *v, IrExpr *e)
{
	IrStruct *st = e->type.st;
	for (int i = 0; st && i < st->nfields; i++) {
		IrField *f = st->fields[i];
		if (f->type.kind != IR_T_STRUCT && !f->chan_init)
			continue;
		IrExpr *fe = field_ref(w, e, f);
		for (int k = 0; k < (f->array_len ? f->array_len : 1); k++) {
			IrExpr *x = elem_ref(w, fe, f->array_len, k);
			if (f->type.kind == IR_T_STRUCT) {
				chan_leaves(w, v, x);
			} else {
				int n = v->nchan_leaves;
				ir_push(w->A, (void ***)&v->chan_leaf_inits, &n, f->chan_init);
				ir_push(w->A, (void ***)&v->chan_leaves, &v->nchan_leaves, x);
			}
		}
	}
}

/* A record variable with channel initializers in its type: the list of
 * those channel fields, element by element (IrVar.chan_leaves). */
static void record_chans(Lw *w, IrVar *v)
{
	IrExpr *ve = ex_new(w, IR_E_VAR, v->loc);
	ve->var = v;
	ve->type = v->type;
	for (int k = 0; k < (v->array_len ? v->array_len : 1); k++)
		chan_leaves(w, v, elem_ref(w, ve, v->array_len, k));
}

static IrVar *lw_declare(Lw *w, PNode *decl, PNode *iv, IrScope scope)
{
	IrVar *v = ir_alloc(w->A, sizeof *v);
	v->name = iv->str;
	v->loc = iv->loc;
	v->type = lw_type(w, decl->a);
	v->scope = scope;
	v->flags = (unsigned)decl->op;
	if (iv->ival) {
		if (v->type.kind != IR_T_UNSIGNED)
			pml_error(w->c, iv->loc, "bit width only allowed for unsigned");
		else if (iv->ival < 1 || iv->ival > 32)
			pml_error(w->c, iv->loc, "bit width of '%s' must be 1..32", iv->str);
		v->type.bits = (int)iv->ival;
	} else if (v->type.kind == IR_T_UNSIGNED)
		pml_error(w->c, iv->loc, "unsigned variable '%s' needs a bit width", iv->str);
	if (iv->b) {
		long long n;
		int ok = const_eval(w, iv->b, &n);
		if (!ok && iv->b->kind == P_NAME)
			ok = var_bound(w, iv->b, &n);
		if (!ok)
			pml_error(w->c, iv->b->loc, "array size must be a constant");
		else if (n < 1 || n > 1000000)
			pml_error(w->c, iv->b->loc, "bad array size %lld", n);
		else
			v->array_len = (int)n;
	}
	if (iv->c) {
		v->init = lw_expr(w, iv->c);
		if (v->type.kind == IR_T_CHAN && v->init->type.kind != IR_T_CHAN &&
		    !(v->init->kind == IR_E_CONST && v->init->value == 0))
			pml_error(w->c, iv->c->loc, "incompatible initializer for channel '%s'", iv->str);
		else if (v->type.kind != IR_T_CHAN && v->init->type.kind == IR_T_CHAN)
			pml_error(w->c, iv->c->loc, "channel used to initialize '%s'", iv->str);
		if (v->type.kind == IR_T_STRUCT)
			pml_error(w->c, iv->c->loc, "a struct variable cannot have an initializer");
	}
	if (iv->n > 0) {
		IrExpr **vals = lw_array_list(w, iv, v->array_len);
		if (vals) {
			v->inits = vals;
			v->ninits = v->array_len;
			v->init = same_init(w, vals, v->array_len);
			if (v->type.kind == IR_T_CHAN && !(v->init && v->init->value == 0))
				pml_error(w->c, iv->list[0]->loc, "channel used to initialize '%s'", iv->str);
			if (v->type.kind == IR_T_CHAN || v->type.kind == IR_T_STRUCT)
				v->inits = NULL, v->ninits = 0, v->init = NULL;
			if (v->type.kind == IR_T_STRUCT)
				pml_error(w->c, iv->list[0]->loc, "a struct variable cannot have an initializer");
		}
	}
	if (iv->d) {
		if (v->type.kind != IR_T_CHAN)
			pml_error(w->c, iv->loc, "channel initializer for '%s' which is not a chan", iv->str);
		v->chan_init = lw_chan_init(w, iv->d);
	}
	if (v->type.kind == IR_T_STRUCT)
		record_chans(w, v);
	/* redeclaration */
	if (scope == IR_SCOPE_GLOBAL) {
		for (int i = 0; i < w->m->nglobals; i++)
			if (strcmp(w->m->globals[i]->name, v->name) == 0)
				pml_error(w->c, iv->loc, "redeclaration of '%s'", v->name);
		v->index = w->m->nglobals;
		ir_push(w->A, (void ***)&w->m->globals, &w->m->nglobals, v);
	} else {
		if (w->in_body) {
			int top = w->nss ? w->sstack[w->nss - 1] : 0;
			for (int i = 0; i < w->nl; i++)
				if (strcmp(w->lname[i], v->name) == 0 && w->lscope[i] == top)
					pml_error(w->c, iv->loc, "redeclaration of '%s'", v->name);
			scope_add(w, v->name, v);
			/* same name in another block: keep IrVar names unique */
			int dup = 0;
			for (int i = 0; i < w->proc->nlocals; i++)
				if (strcmp(w->proc->locals[i]->name, v->name) == 0)
					dup = 1;
			if (dup) {
				char buf[300];
				snprintf(buf, sizeof buf, "%s_%d", v->name, w->proc->nlocals);
				v->name = ir_strdup(w->A, buf);
			}
		} else {
			for (int i = 0; i < w->proc->nlocals; i++)
				if (strcmp(w->proc->locals[i]->name, v->name) == 0)
					pml_error(w->c, iv->loc, "redeclaration of '%s'", v->name);
		}
		v->owner = w->proc;
		v->index = w->proc->nlocals;
		ir_push(w->A, (void ***)&w->proc->locals, &w->proc->nlocals, v);
	}
	if (find_mtype(w, v->name))
		pml_error(w->c, iv->loc, "'%s' is already an mtype constant", v->name);
	return v;
}

static void lw_vardecl(Lw *w, PNode *d, IrScope scope)
{
	for (int i = 0; i < d->n; i++)
		lw_declare(w, d, d->list[i], scope);
}

/* ------------------------------------------------------------ control flow */

static int gen(Lw *w, PNode *p, int from, int to);
static int gen_unless(Lw *w, PNode *p, int from, int to, int opt_head);
static void push_break(Lw *w, int target);
static const char *brk_text(Lw *w);
static void loop_labels_at(Lw *w, int head);

static void collect_labels(Lw *w, PNode *p, Subst *f)
{
	if (!p)
		return;
	if (p->kind == P_LABEL)
		ir_push(w->A, (void ***)&f->labels, &f->nlabels, (void *)p->str);
	if (p->kind == P_CALL || p->kind == P_INLINE)
		return;
	collect_labels(w, p->a, f);
	collect_labels(w, p->b, f);
	collect_labels(w, p->c, f);
	collect_labels(w, p->d, f);
	for (int i = 0; i < p->n; i++)
		collect_labels(w, p->list[i], f);
}

/* Labels defined inside an inline body are local to each expansion. */
static const char *label_key(Lw *w, const char *name)
{
	for (int i = w->nsubst - 1; i >= 0; i--)
		for (int k = 0; k < w->subst[i].nlabels; k++)
			if (strcmp(w->subst[i].labels[k], name) == 0) {
				char buf[300];
				snprintf(buf, sizeof buf, "%s#%d", name, w->subst[i].id);
				return ir_strdup(w->A, buf);
			}
	return name;
}

static LLabel *label_get(Lw *w, const char *name, IrLoc where)
{
	name = label_key(w, name);
	for (int i = 0; i < w->nlabels; i++)
		if (strcmp(w->labels[i].name, name) == 0)
			return &w->labels[i];
	if (w->nlabels == w->caplabels) {
		w->caplabels = w->caplabels ? w->caplabels * 2 : 16;
		w->labels = realloc(w->labels, sizeof(LLabel) * (size_t)w->caplabels);
	}
	LLabel *l = &w->labels[w->nlabels++];
	memset(l, 0, sizeof *l);
	l->name = name;
	l->loc = b_new(w, where);
	l->where = where;
	return l;
}

static int is_jump(PNode *p)
{
	while (p && p->kind == P_LABEL)
		p = p->a;
	return p && (p->kind == P_GOTO || p->kind == P_BREAK);
}

/* The first statement of a sequence (declarations and xr/xs skipped), or
 * NULL. */
static PNode *first_stmt(PNode *seq)
{
	for (int i = 0; seq && i < seq->n; i++)
		if (seq->list[i]->kind != P_DECL && seq->list[i]->kind != P_XRXS)
			return seq->list[i];
	return NULL;
}

/* Does the main part of an unless start with a jump (through braces)?
 * Spin accepts such an unless as an option's first statement; any other
 * one would make the escape part of the option's guard (an error). */
static int unless_jump_first(PNode *u)
{
	PNode *m = u->a;
	while (m && m->kind == P_BLOCK)
		m = first_stmt(m->a);
	return is_jump(m);
}

/* Is label `name` of the proctype being lowered named by a remote
 * reference P@name somewhere in the model? */
static int rlab_named(const Lw *w, const char *name)
{
	char buf[300];
	if (!w->proc || !w->proc->name)
		return 0;
	snprintf(buf, sizeof buf, "%s@%s", w->proc->name, name);
	for (int i = 0; i < w->nrlab; i++)
		if (strcmp(w->rlab[i], buf) == 0)
			return 1;
	return 0;
}

/* A goto or break carrying an end, progress or accept label, or a label
 * that a remote reference P@L names, is a step of its own in Spin (the
 * process can rest at the label): such a jump becomes an edge instead of
 * being resolved into its predecessors' targets. */
static int labelled_jump(Lw *w, Builder *b, int from)
{
	if (b->lflags[b_find(b, from)] & (IR_LOC_END | IR_LOC_PROGRESS | IR_LOC_ACCEPT))
		return 1;
	for (int i = 0; i < w->nlabels; i++)
		if (w->labels[i].defined && b_find(b, w->labels[i].loc) == b_find(b, from) &&
		    rlab_named(w, w->labels[i].name))
			return 1;
	return 0;
}

/* So is a jump that is the first statement of a block (`{ break }`,
 * `atomic { goto L }`, an inline body): Spin keeps it as the block's
 * entry step ("goto :b0"), where a jump elsewhere in a sequence is
 * resolved into its predecessors' targets. */
static int jump_is_step(Lw *w, int from)
{
	int r = w->jump_step || labelled_jump(w, w->b, from);
	w->jump_step = 0;
	return r;
}

static IrStmt *goto_stmt(Lw *w, PNode *p, const char *text)
{
	IrStmt *s = ir_alloc(w->A, sizeof *s);
	s->kind = IR_S_EXPR;
	s->loc = p->loc;
	s->text = ir_strdup(w->A, text);
	s->e = ex_const(w, p->loc, 1);
	return s;
}

static const char *brk_text(Lw *w)
{
	char buf[32];
	snprintf(buf, sizeof buf, "goto :b%d", w->b->brkid[w->b->nbrk - 1]);
	return ir_strdup(w->A, buf);
}

static void push_break(Lw *w, int target)
{
	Builder *b = w->b;
	b->brk = realloc(b->brk, sizeof(int) * (size_t)(b->nbrk + 1));
	b->brkid = realloc(b->brkid, sizeof(int) * (size_t)(b->nbrk + 1));
	b->brk[b->nbrk] = target;
	b->brkid[b->nbrk] = w->break_id++;
	b->nbrk++;
}

/* A sequence from `from` to `to`; returns the location of its last
 * element (Spin's `s->last`, which make_atomic marks L_ATOM).  `block`:
 * the body of a { }, atomic, d_step or inline (see jump_is_step). */
static int gen_seq(Lw *w, PNode *seq, int from, int to, int block)
{
	/* declarations before the first statement of a proctype body are
	 * initialized at process creation; any later one (or one in a nested
	 * sequence) is a statement, as in Spin 6 */
	char *isst = calloc((size_t)seq->n + 1, 1);
	int ok = w->init_ok, last = -1, first = 1;
	for (int i = 0; i < seq->n; i++) {
		PKind k = seq->list[i]->kind;
		isst[i] = k != P_XRXS && !(k == P_DECL && ok);
		if (isst[i]) {
			ok = 0;
			last = i;
		}
	}
	int cur = from, lastel = from;
	for (int i = 0; i < seq->n; i++) {
		PNode *s = seq->list[i];
		if (!isst[i]) {
			gen(w, s, cur, cur);
			continue;
		}
		w->init_ok = 0;
		int nxt = i == last ? to : b_new(w, seq->list[i + 1 < seq->n ? i + 1 : i]->loc);
		w->jump_step = block && first && is_jump(s);
		first = 0;
		lastel = gen(w, s, cur, nxt);
		w->jump_step = 0;
		cur = nxt;
	}
	free(isst);
	if (last < 0) {
		/* only declarations: an empty step */
		b_jump(w, from, to, ".(goto)");
	}
	return lastel;
}

/* A declaration after the first statement: each variable gets an
 * assignment of its initial value (0 if none; arrays: element 0 only;
 * structs: a step without effect), exactly as Spin does. */
static int gen_decl_stmt(Lw *w, PNode *d, int from, int to)
{
	int cur = from;
	for (int i = 0; i < d->n; i++) {
		PNode *iv = d->list[i];
		IrVar *v = lw_declare(w, d, iv, w->proc && w->proc->kind == IR_PROC_NEVER ?
		                      IR_SCOPE_CLAIM : IR_SCOPE_LOCAL);
		if (v->chan_init)
			pml_error(w->c, iv->loc, "place initialized chan decl of '%s' at start of proctype", v->name);
		if (iv->n > 0)
			pml_error(w->c, iv->loc, "cannot use an array list initializer here (only before the first statement)");
		IrExpr *init = v->init;
		v->init = NULL;
		int nxt = i == d->n - 1 ? to : b_new(w, iv->loc);
		IrStmt *s = ir_alloc(w->A, sizeof *s);
		s->loc = iv->loc;
		if (v->type.kind == IR_T_STRUCT) {
			s->kind = IR_S_EXPR;
			s->e = ex_const(w, iv->loc, 1);
			s->text = "";
			s->spin_decl = 1;
		} else {
			s->kind = IR_S_ASSIGN;
			IrExpr *lhs = ex_new(w, IR_E_VAR, iv->loc);
			lhs->var = v;
			lhs->type = v->type;
			Txt t = { 0 };
			if (v->array_len) {
				IrExpr *x = ex_new(w, IR_E_INDEX, iv->loc);
				x->a[0] = lhs;
				x->a[1] = ex_const(w, iv->loc, 0);
				x->type = v->type;
				lhs = x;
				tx_fmt(&t, "%s[0] = ", v->name);
			} else
				tx_fmt(&t, "%s = ", v->name);
			if (iv->c)
				tx_expr(w, &t, iv->c);
			else
				tx_add(&t, "0");
			s->text = ir_strdup(w->A, t.s);
			free(t.s);
			s->lhs = lhs;
			s->e = init ? init : ex_const(w, iv->loc, 0);
			v->flags |= IR_VAR_WRITTEN;
		}
		b_edge(w, cur, nxt, sn_stmt(w, cur, s, iv, PML_SN_EL));
		cur = nxt;
	}
	return from;
}

static int is_skip_stmt(PNode *s)
{
	return s->kind == P_PRINTF || s->kind == P_PRINTM || s->kind == P_SKIP ||
	       (s->kind == P_EXPR && s->a->kind == P_CONST && s->a->ival == 1);
}

/* Spin drops the second and later of consecutive unlabelled skips inside
 * an option (not the first or last statement; not printf/printm; not in
 * never claims). */
static PNode *prune_skips(Lw *w, PNode *opt)
{
	if (w->proc && w->proc->kind == IR_PROC_NEVER)
		return opt;
	int first = -1, last = -1, cnt = 0, drop = 0;
	for (int i = 0; i < opt->n; i++)
		if (opt->list[i]->kind != P_DECL && opt->list[i]->kind != P_XRXS) {
			if (first < 0)
				first = i;
			last = i;
		}
	char *rm = calloc((size_t)opt->n + 1, 1);
	for (int i = 0; i < opt->n; i++) {
		PNode *s = opt->list[i];
		if (s->kind == P_DECL || s->kind == P_XRXS)
			continue;
		if (is_skip_stmt(s)) {
			cnt++;
			if (cnt > 1 && s->kind != P_PRINTF && s->kind != P_PRINTM &&
			    i != first && i != last) {
				rm[i] = 1;
				drop++;
			}
		} else
			cnt = 0;
	}
	if (!drop) {
		free(rm);
		return opt;
	}
	PNode *n = pn_new(w->c, P_SEQ, opt->loc);
	for (int i = 0; i < opt->n; i++)
		if (!rm[i])
			pn_add(w->c, n, opt->list[i]);
	free(rm);
	return n;
}

/* options of if/do from `head`; each option ends at `to` */
static void gen_options(Lw *w, PNode *p, int head, int to)
{
	int nelse = 0;
	/* Spin moves the else option to the end of the option list */
	int else_at = -1;
	for (int i = 0; i < p->n; i++) {
		PNode *o = p->list[i];
		int k = 0;
		while (k < o->n && (o->list[k]->kind == P_DECL || o->list[k]->kind == P_XRXS))
			k++;
		if (k < o->n && o->list[k]->kind == P_ELSE && else_at < 0)
			else_at = i;
	}
	for (int ii = 0; ii < p->n; ii++) {
		int i = else_at < 0 ? ii : ii < else_at ? ii : ii == p->n - 1 ? else_at : ii + 1;
		PNode *opt = prune_skips(w, p->list[i]);
		int k = 0;
		w->init_ok = 0;
		/* no scope of its own: Spin's scopes are { } blocks, so a
		 * declaration in one option is seen in the next ones */
		while (k < opt->n && opt->list[k]->kind == P_XRXS) {
			gen(w, opt->list[k], head, head);
			k++;
		}
		if (k >= opt->n) {
			pml_error(w->c, opt->loc, "empty option");
			continue;
		}
		PNode *first = opt->list[k];
		if (first->kind == P_ELSE && ++nelse > 1)
			pml_error(w->c, first->loc, "duplicate else in the same if/do");
		int after = (k == opt->n - 1) ? to : b_new(w, opt->list[k + 1]->loc);
		if (first->kind == P_UNLESS && !unless_jump_first(first))
			pml_warning(w->c, first->loc, "unless on the guard of an option (Spin warns "
			    "too): the option's head gets the escape; an unless around the whole "
			    "if/do may be what was meant");
		if (is_jump(first)) {
			/* a jump as an option's first statement is a transition */
			PNode *j = first;
			int el = b_new(w, j->loc);
			while (j->kind == P_LABEL) {
				LLabel *l = label_get(w, j->str, j->loc);
				if (l->defined)
					pml_error(w->c, j->loc, "duplicate label '%s'", j->str);
				l->defined = 1;
				b_union(w, el, l->loc);
				j = j->a;
			}
			int tgt;
			const char *text;
			if (j->kind == P_BREAK) {
				if (w->b->nbrk == 0) {
					pml_error(w->c, j->loc, "break outside a loop");
					continue;
				}
				tgt = w->b->brk[w->b->nbrk - 1];
				text = brk_text(w);
			} else {
				if (find_var(w, j->str))
					pml_error(w->c, j->loc, "bad label-name '%s' (it is a variable)", j->str);
				LLabel *l = label_get(w, j->str, j->loc);
				if (!l->used) {
					l->used = 1;
					l->use = j->loc;
				}
				tgt = l->loc;
				w->b->gto[b_find(w->b, el)] = tgt;
				Txt t = { 0 };
				tx_fmt(&t, "goto %s", j->str);
				text = ir_strdup(w->A, t.s);
				free(t.s);
			}
			b_edge(w, el, tgt, sn_stmt(w, el, goto_stmt(w, j, text), j,
			    sn(w, j, PML_SN_SKIP) ? PML_SN_SKIP : PML_SN_EL));
			b_copy(w, head, el, 0, 0);
		} else {
			/* the if/do state gets the edges of the option's first
			 * element (Spin: the option heads are hunted) */
			int el = b_new(w, first->loc);
			if (first->kind == P_UNLESS)
				gen_unless(w, first, el, after, 1);
			else
				gen(w, first, el, after);
			b_copy(w, head, el, 0, 0);
		}
		if (k < opt->n - 1) {
			PNode rest = *opt;
			rest.list = opt->list + k + 1;
			rest.n = opt->n - k - 1;
			gen_seq(w, &rest, after, to, 0);
		}
	}
}

/* A d_step whose only way in is a receive (not a poll) is that receive as
 * far as a rendezvous goes, as in Spin: the sender's handshake completes
 * it, and the rest of the body runs in the same step.  It becomes a
 * guarded command whose sync is the receive and whose effect is the rest
 * of the body (a d_step starting where the receive leads); on a buffered
 * channel that is the same step as before. */
static IrStmt *dstep_recv_first(Lw *w, IrStmt *s)
{
	IrAutomaton *a = s->body;
	const IrLocation *L = a->locs[a->init];
	if (L->nout != 1)
		return s;
	const IrEdge *e = L->out[0];
	if (e->stmt->kind != IR_S_RECV || e->stmt->peek || e->prio)
		return s;
	IrStmt *t = ir_alloc(w->A, sizeof *t);
	t->kind = IR_S_TRANS;
	t->loc = s->loc;
	t->text = s->text;
	t->sync = e->stmt;
	if (a->locs[e->dst]->nout > 0) {
		IrAutomaton *rest = ir_alloc(w->A, sizeof *rest);
		*rest = *a;
		rest->init = e->dst;
		IrStmt *d = ir_alloc(w->A, sizeof *d);
		*d = *s;
		d->body = rest;
		t->effects = ir_alloc(w->A, sizeof *t->effects);
		t->effects[0] = d;
		t->neffects = 1;
	}
	return t;
}

static int gen_dstep(Lw *w, PNode *p, int from, int to)
{
	IrStmt *s = ir_alloc(w->A, sizeof *s);
	s->kind = IR_S_DSTEP;
	s->loc = p->loc;
	char buf[64];
	snprintf(buf, sizeof buf, "D_STEP%d", p->loc.line);
	s->text = ir_strdup(w->A, buf);
	Builder *outer = w->b;
	Builder nb = { 0 };
	LLabel *slab = w->labels;
	int snl = w->nlabels, scl = w->caplabels;
	w->labels = NULL;
	w->nlabels = w->caplabels = 0;
	w->b = &nb;
	w->in_dstep++;
	int init = b_new(w, p->loc), fin = b_new(w, p->loc);
	scope_push(w);
	nb.dlast = gen_seq(w, p->a, init, fin, 0) + 1;
	nb.dfin = fin + 1;
	scope_pop(w);
	for (int i = 0; i < w->nlabels; i++)
		if (!w->labels[i].defined)
			pml_error(w->c, w->labels[i].use, "goto undefined label '%s' (or out of a d_step)", w->labels[i].name);
	s->body = ir_alloc(w->A, sizeof(IrAutomaton));
	if (nb.jnext[b_find(&nb, init)] >= 0) { /* Spin's first element: a '.' */
		IrSpinLine *f = b_dchain(w, init, &s->ndfirst);
		if (f)
			f[0].no = f[0].line = 0; /* printed as the d_step's */
		s->dfirst = f;
	}
	b_finish(w, s->body, init, fin, NULL);
	w->in_dstep--;
	free(w->labels);
	w->labels = slab;
	w->nlabels = snl;
	w->caplabels = scl;
	b_free(&nb);
	w->b = outer;
	b_edge(w, from, to, sn_stmt(w, from, dstep_recv_first(w, s), p, PML_SN_EL));
	return from;
}

/* Spin: a label on the first statement of a { }, atomic, d_step or
 * inline body is an error (the compound's state is not the label's). */
static void check_first_label(Lw *w, PNode *seq)
{
	PNode *s = first_stmt(seq);
	PNode *t = s;
	while (t && t->kind == P_LABEL)
		t = t->a;
	/* a labelled do is fine (Spin's do has a state of its own first) */
	if (s && s->kind == P_LABEL && !(t && t->kind == P_DO))
		pml_error(w->c, s->loc, "label %s placed incorrectly: use 'Label: { statement ... }'", s->str);
}

/* A { } block from `from` to `to`, in its own scope.  `plain`: the braces
 * of `{ main } unless`, which are the unless's own sequence, not a block:
 * no location of their own, and a jump first in them is resolved like any
 * jump in a sequence (and, with nothing left to interrupt, the escape goes
 * with it). */
static int gen_braces(Lw *w, PNode *p, int from, int to, int plain)
{
	check_first_label(w, p->a);
	int first = from;
	if (!plain) {
		b_snt(w, from, sn(w, p, PML_SN_EL), "sub-sequence", p->loc.line);
		first = b_new(w, p->loc);
		b_copy(w, from, first, 0, 0);
	}
	scope_push(w);
	int r = gen_seq(w, p->a, first, to, !plain);
	scope_pop(w);
	return r;
}

/* The escape at esc covers every element of the main part: the classes
 * of the locations created for it (lo .. hi-1), except the places held
 * for labels that a goto in the main part names but that are defined
 * elsewhere (a jump out of the main part lands outside the unless), and
 * including a label's class whose place was held before the unless when
 * the label is defined inside it. */
static void unless_cover(Lw *w, int lo, int hi, int esc, int prio)
{
	Builder *b = w->b;
	char *held = calloc((size_t)b->nlocs + 1, 1);
	char *in = calloc((size_t)b->nlocs + 1, 1);
	for (int k = 0; k < w->nlabels; k++)
		if (!w->labels[k].defined)
			held[w->labels[k].loc] = 1;
	for (int i = lo; i < hi; i++)
		if (!held[i])
			in[b_find(b, i)] = 1;
	for (int r = 0; r < b->nlocs; r++)
		if (in[r])
			b_copy(w, r, esc, prio, 1);
	free(held);
	free(in);
}

/* { main } unless { escape }: the escape's first edges are copied, with
 * a higher priority, onto every element of the main part. */
/* Spin: a label on the main part of an unless is an error unless it
 * labels a { } or atomic sequence (Spin lifts that label onto the whole
 * construct; a labelled d_step takes the escape inside, an error there)
 * or a do (which has a state of its own first, as in
 * check_first_label); one on the escape is always an error (the
 * escape's guard is no state a goto could reach). */
static void check_unless_labels(Lw *w, PNode *p)
{
	PNode *m = p->a, *e = p->b;
	if (m && m->kind == P_LABEL && m->a && m->a->kind == P_DSTEP)
		pml_error(w->c, m->loc, "'unless' inside d_step: Spin moves the escape of a labelled d_step into it");
	else if (m && m->kind == P_LABEL && !(m->a && (m->a->kind == P_BLOCK ||
	    m->a->kind == P_ATOMIC || m->a->kind == P_DO)))
		pml_error(w->c, m->loc, "label %s placed incorrectly: use 'Label: { statement unless statement }'", m->str);
	if (e && e->kind == P_LABEL)
		pml_error(w->c, e->loc, "label %s placed incorrectly: the guard of an escape is no place a jump can go to", e->str);
}

static int gen_unless(Lw *w, PNode *p, int from, int to, int opt_head)
{
	Builder *b = w->b;
	check_unless_labels(w, p);
	int t = b_new(w, p->loc);
	b_jump(w, t, to, ".(goto)");
	b_sn(w, t, sn(w, p, PML_SN_DOT));
	int lo = b->nlocs;
	b->unless_depth++;
	int depth = b->unless_depth;
	/* The main part's braces are plain (gen_braces) -- unless the unless
	 * heads an option, where Spin keeps a jump opening it as the
	 * option's step, escape included. */
	if (opt_head) {
		w->jump_step = is_jump(p->a);
		gen(w, p->a, from, t);
		w->jump_step = 0;
	} else if (p->a->kind == P_BLOCK) {
		gen_braces(w, p->a, from, t, 1);
	} else {
		gen(w, p->a, from, t);
	}
	int hi = b->nlocs;
	b->unless_depth--;
	int esc = b_new(w, p->b->loc);
	gen(w, p->b, esc, t);
	int prio = 1000 - depth;
	b_copy(w, from, esc, prio, 1);
	unless_cover(w, lo, hi, esc, prio);
	return t;
}

static int gen_do(Lw *w, PNode *p, int from, int to)
{
	/* Spin: '.' (from) -> DO element (head); break target is a BREAK
	 * element jumping to `to`; option ends come back to '.' */
	int head = b_new(w, p->loc);
	int brk = b_new(w, p->loc);
	b_jump(w, from, head, ".(goto)");
	b_jump(w, brk, to, "break");
	b_snt(w, head, sn(w, p, PML_SN_EL), "DO", p->loc.line);
	if (!w->b->jline[b_find(w->b, from)])
		w->b->jline[b_find(w->b, from)] = p->eline;
	b_sn(w, from, sn(w, p, PML_SN_DOT));
	b_sn(w, brk, sn(w, p, PML_SN_BRK));
	push_break(w, brk);
	gen_options(w, p, head, from);
	w->b->nbrk--;
	return brk;
}

/* The loop of for: v = start; do :: cond -> pre..; body; v++ :: else ->
 * break od, as Spin builds it (p: the for, for its body and location),
 * with Spin's element numbers (the npre <= 2 pre statements:
 * PML_SN_FOR_RECV, PML_SN_FOR_SEND). */
static int gen_counted(Lw *w, PNode *p, PNode *v, PNode *start, PNode *cond, PNode **pre, int npre,
                       int from, int to)
{
	Builder *b = w->b;
	PNode *asg = pn_new(w->c, P_ASSIGN, p->loc);
	asg->a = v;
	asg->b = start;
	int dot = b_new(w, p->loc);
	b_edge(w, from, dot, sn_stmt(w, from, lw_basic(w, asg), p, PML_SN_FOR_INIT));
	int head = b_new(w, p->loc), brk = b_new(w, p->loc);
	b_jump(w, dot, head, ".(goto)");
	b_jump(w, brk, to, "break");
	b_sn(w, dot, sn(w, p, PML_SN_DOT));
	b_sn(w, head, sn(w, p, PML_SN_EL));
	b_sn(w, brk, sn(w, p, PML_SN_BRK));
	push_break(w, brk);
	loop_labels_at(w, head);
	PNode *guard = pn_new(w->c, P_EXPR, p->loc);
	guard->a = cond;
	int at = b_new(w, p->loc);
	IrStmt *gs = lw_basic(w, guard);
	gs->spin_no = sn(w, p, PML_SN_FOR_COND);
	b_edge(w, head, at, gs);
	for (int i = 0; i < npre; i++) {
		int next = b_new(w, p->loc);
		b_edge(w, at, next, sn_stmt(w, at, lw_basic(w, pre[i]), p, PML_SN_FOR_RECV + i));
		at = next;
	}
	int body = b_new(w, p->d->loc), inc = b_new(w, p->loc);
	b_union(w, at, body);
	scope_push(w); /* the body's { } is a block */
	gen_seq(w, p->d, body, inc, 0);
	scope_pop(w);
	PNode *incr = pn_new(w->c, P_INCR, p->loc);
	incr->a = v;
	b_edge(w, inc, dot, sn_stmt(w, inc, lw_basic(w, incr), p, PML_SN_FOR_INC));
	PNode *el = pn_new(w->c, P_ELSE, p->loc);
	int g = b_new(w, p->loc);
	IrStmt *es = st_new(w, IR_S_ELSE, el);
	es->spin_no = sn(w, p, PML_SN_FOR_ELSE);
	b_edge(w, head, g, es);
	b_sn(w, g, sn(w, p, PML_SN_FOR_GOTO));
	b_jump(w, g, brk, brk_text(w));
	b->nbrk--;
	return brk;
}

/* The loop variable of a for over a range or an array: a variable
 * name, not a record, channel or array (as Spin). */
static int for_var_ok(Lw *w, PNode *v)
{
	IrExpr *x = lw_ref(w, v, 1);
	if (x->kind == IR_E_VAR && x->type.kind != IR_T_STRUCT && x->type.kind != IR_T_CHAN &&
	    !x->var->array_len)
		return 1;
	pml_error(w->c, v->loc, "bad loop variable in for: a scalar variable, not %s",
	          x->type.kind == IR_T_STRUCT || x->kind == IR_E_FIELD ? "a record or its field"
	          : x->type.kind == IR_T_CHAN ? "a channel" : "an array or its element");
	return 0;
}

/* The counter of the for (x in c) loops of the current block: a byte
 * local, one per block as in Spin (loops in one block share it). */
static PNode *for_counter(Lw *w, IrLoc loc)
{
	char name[64];
	snprintf(name, sizeof name, "_for_tmp%d", w->nss ? w->sstack[w->nss - 1] : 0);
	PNode *n = pn_new(w->c, P_NAME, loc);
	n->str = ir_strdup(w->A, name);
	int top = w->nss ? w->sstack[w->nss - 1] : 0;
	for (int i = 0; i < w->nl; i++)
		if (strcmp(w->lname[i], name) == 0 && w->lscope[i] == top)
			return n;
	IrVar *v = ir_alloc(w->A, sizeof *v);
	v->name = n->str;
	v->loc = loc;
	v->type.kind = IR_T_BYTE;
	v->scope = IR_SCOPE_LOCAL;
	v->owner = w->proc;
	v->index = w->proc->nlocals;
	ir_push(w->A, (void ***)&w->proc->locals, &w->proc->nlocals, v);
	scope_add(w, v->name, v);
	return n;
}

/* for (x in c) over a channel's messages, as Spin 6 does it: c a
 * buffered channel of one record type, x a record of that type; each
 * round receives the first message into x and sends it back (the
 * contents rotate once in all), a counter runs to len(c). */
static int gen_for_chan(Lw *w, PNode *p, IrExpr *ch, int from, int to)
{
	IrExpr *x = lw_ref(w, p->a, 1);
	IrVar *cv = ch->kind == IR_E_VAR ? ch->var : ch->kind == IR_E_INDEX ? ch->a[0]->var : NULL;
	IrChanInit *ci = cv && !(cv->flags & IR_VAR_PARAM) ? cv->chan_init : NULL;
	if (x->type.kind != IR_T_STRUCT || arr_len_of(x) > 0) {
		pml_error(w->c, p->a->loc, "for (x in c) over a channel needs a record variable x");
		return from;
	}
	if (!ci || ci->capacity == 0 || !ci->record) {
		pml_error(w->c, p->b->loc, "for (x in c): c must be a buffered channel of one record type");
		return from;
	}
	if (ci->record != x->type.st) {
		pml_error(w->c, p->a->loc, "for (x in c): the type of x is not the channel's record type");
		return from;
	}
	PNode *cnt = for_counter(w, p->loc);
	PNode *len = pn_new(w->c, P_LEN, p->loc), *lt = pn_new(w->c, P_BINOP, p->loc);
	len->a = p->b;
	lt->op = IR_OP_LT;
	lt->a = cnt;
	lt->b = len;
	PNode *zero = pn_new(w->c, P_CONST, p->loc);
	PNode *rcv = pn_new(w->c, P_RECV, p->loc), *snd = pn_new(w->c, P_SEND, p->loc);
	rcv->a = snd->a = p->b;
	rcv->list = snd->list = &p->a;
	rcv->n = snd->n = 1;
	PNode *pre[2] = { rcv, snd };
	return gen_counted(w, p, cnt, zero, lt, pre, 2, from, to);
}

/* Define label p (a P_LABEL) at location loc. */
static void label_at(Lw *w, PNode *p, int loc)
{
	Builder *b = w->b;
	LLabel *l = label_get(w, p->str, p->loc);
	if (l->defined)
		pml_error(w->c, p->loc, "duplicate label '%s'", p->str);
	l->defined = 1;
	l->where = p->loc;
	PNode *q = p->a;
	while (q && q->kind == P_LABEL)
		q = q->a;
	l->dstep = q && q->kind == P_DSTEP;
	b_union(w, loc, l->loc);
	int r = b_find(b, loc);
	ir_push(w->A, (void ***)&b->llabels[r], &b->nllabels[r], (void *)p->str);
	if (strncmp(p->str, "end", 3) == 0)
		b->lflags[r] |= IR_LOC_END;
	if (strncmp(p->str, "progress", 8) == 0)
		b->lflags[r] |= IR_LOC_PROGRESS;
	if (strncmp(p->str, "accept", 6) == 0)
		b->lflags[r] |= IR_LOC_ACCEPT;
}

/* The labels deferred to the do element of a for or select loop. */
static void loop_labels_at(Lw *w, int head)
{
	for (int i = 0; i < w->nloop_labels; i++)
		label_at(w, w->loop_labels[i], head);
	w->nloop_labels = 0;
}

/* The counting loops, for (v : lo .. hi) and select (v : lo .. hi):
 * `v = lo` from `from` to the loop's entry `dot`, which jumps to its
 * `head`; `brk` (the loop's break target, pushed) jumps to `to`.  Spin's
 * numbers are those of key. */
typedef struct CountLoop {
	int dot, head, brk;
} CountLoop;

static CountLoop count_loop(Lw *w, PNode *p, PNode *key, int from, int to)
{
	CountLoop l;
	PNode *asg = pn_new(w->c, P_ASSIGN, p->loc);
	asg->a = p->a;
	asg->b = p->b;
	l.dot = b_new(w, p->loc);
	b_edge(w, from, l.dot, sn_stmt(w, from, lw_basic(w, asg), key, PML_SN_FOR_INIT));
	l.head = b_new(w, p->loc);
	l.brk = b_new(w, p->loc);
	b_jump(w, l.dot, l.head, ".(goto)");
	b_jump(w, l.brk, to, "break");
	b_sn(w, l.dot, sn(w, key, PML_SN_DOT));
	b_sn(w, l.head, sn(w, key, PML_SN_EL));
	b_sn(w, l.brk, sn(w, key, PML_SN_BRK));
	push_break(w, l.brk);
	loop_labels_at(w, l.head);
	return l;
}

/* The loop's guard `v OP hi`, with Spin's number of key. */
static IrStmt *count_guard(Lw *w, PNode *p, PNode *key, int op)
{
	PNode *cmp = pn_new(w->c, P_BINOP, p->loc);
	cmp->op = op;
	cmp->a = p->a;
	cmp->b = p->c;
	PNode *guard = pn_new(w->c, P_EXPR, p->loc);
	guard->a = cmp;
	IrStmt *gs = lw_basic(w, guard);
	gs->spin_no = sn(w, key, PML_SN_FOR_COND);
	return gs;
}

static int gen(Lw *w, PNode *p, int from, int to)
{
	Builder *b = w->b;
	switch (p->kind) {
	case P_DECL:
		if (from != to)
			return gen_decl_stmt(w, p->a, from, to);
		lw_vardecl(w, p->a, w->proc && w->proc->kind == IR_PROC_NEVER ? IR_SCOPE_CLAIM : IR_SCOPE_LOCAL);
		return from;
	case P_XRXS:
		for (int i = 0; i < p->n; i++) {
			IrVar *v = find_var(w, p->list[i]->str);
			if (!v || v->type.kind != IR_T_CHAN) {
				pml_error(w->c, p->list[i]->loc, "%s of '%s' which is not a channel",
				          p->op ? "xs" : "xr", p->list[i]->str);
				continue;
			}
			IrChanAssert *a = ir_alloc(w->A, sizeof *a);
			a->proc = w->proc;
			a->chan = v;
			a->is_send = p->op;
			a->loc = p->list[i]->loc;
			ir_push(w->A, (void ***)&w->m->xrxs, &w->m->nxrxs, a);
		}
		return from;
	case P_SEQ:
		return gen_seq(w, p, from, to, 0);
	case P_LABEL: {
		PNode *q = p->a;
		while (q && q->kind == P_LABEL)
			q = q->a;
		/* Spin: the label of a for or a select loop is on its do
		 * element, after the start value (gen P_FOR places it) */
		if (q && (q->kind == P_FOR || q->kind == P_FOR_IN ||
		    (q->kind == P_SELECT && !pml_select_is_if(q, w->nsubst > 0)))) {
			if (w->nloop_labels < 16)
				w->loop_labels[w->nloop_labels++] = p;
			return gen(w, p->a, from, to);
		}
		label_at(w, p, from);
		return gen(w, p->a, from, to);
	}
	case P_GOTO: {
		if (find_var(w, p->str))
			pml_error(w->c, p->loc, "bad label-name '%s' (it is a variable)", p->str);
		LLabel *l = label_get(w, p->str, p->loc);
		if (!l->used) {
			l->used = 1;
			l->use = p->loc;
		}
		Txt t = { 0 };
		tx_fmt(&t, "goto %s", p->str);
		b->gto[b_find(b, from)] = l->loc;
		int role = sn(w, p, PML_SN_SKIP) ? PML_SN_SKIP : PML_SN_EL;
		b_sn(w, from, sn(w, p, role));
		if (jump_is_step(w, from))
			b_edge(w, from, l->loc, sn_stmt(w, from, goto_stmt(w, p, t.s), p, role));
		else
			b_jump(w, from, l->loc, ir_strdup(w->A, t.s));
		free(t.s);
		return from;
	}
	case P_BREAK:
		if (b->nbrk == 0) {
			pml_error(w->c, p->loc, "break outside a loop");
			return from;
		}
		int role = sn(w, p, PML_SN_SKIP) ? PML_SN_SKIP : PML_SN_EL;
		b_sn(w, from, sn(w, p, role));
		if (jump_is_step(w, from))
			b_edge(w, from, b->brk[b->nbrk - 1], sn_stmt(w, from, goto_stmt(w, p, brk_text(w)), p, role));
		else
			b_jump(w, from, b->brk[b->nbrk - 1], brk_text(w));
		return from;
	case P_ELSE: {
		IrStmt *s = st_new(w, IR_S_ELSE, p);
		b_edge(w, from, to, sn_stmt(w, from, s, p, PML_SN_EL));
		return from;
	}
	case P_SKIP: {
		IrStmt *s = st_new(w, IR_S_EXPR, p);
		s->e = ex_const(w, p->loc, 1);
		b_edge(w, from, to, sn_stmt(w, from, s, p, PML_SN_EL));
		return from;
	}
	case P_IF: {
		int t = b_new(w, p->loc);
		b_jump(w, t, to, ".(goto)");
		b->jline[t] = p->eline;
		b_snt(w, from, sn(w, p, PML_SN_EL), "IF", p->loc.line);
		b_sn(w, t, sn(w, p, PML_SN_DOT));
		gen_options(w, p, from, t);
		return t;
	}
	case P_DO:
		return gen_do(w, p, from, to);
	case P_BLOCK:
		return gen_braces(w, p, from, to, 0);
	case P_ATOMIC: {
		check_first_label(w, p->a);
		b_snt(w, from, sn(w, p, PML_SN_EL), "sub-sequence", p->loc.line);
		if (b->atom_cur || w->in_dstep) {
			int first = b_new(w, p->loc);
			b_copy(w, from, first, 0, 0);
			return gen_seq(w, p->a, first, to, 1);
		}
		b->atomics = realloc(b->atomics, sizeof(LAtomic) * (size_t)(b->natomics + 1));
		int ai = b->natomics++;
		b->atomics[ai].last = -1;
		b->atom_cur = ai + 1;
		int first = b_new(w, p->loc);
		b_copy(w, from, first, 0, 0);
		scope_push(w);
		int last = gen_seq(w, p->a, first, to, 1);
		scope_pop(w);
		b->atom_cur = 0;
		b->atomics[ai].last = last;
		return last;
	}
	case P_DSTEP:
		check_first_label(w, p->a);
		b_snt(w, from, sn(w, p, PML_SN_EL), w->in_dstep ? "sub-sequence" : NULL, p->loc.line);
		if (w->in_dstep) {
			int first = b_new(w, p->loc);
			b_copy(w, from, first, 0, 0);
			return gen_seq(w, p->a, first, to, 0);
		}
		return gen_dstep(w, p, from, to);
	case P_UNLESS:
		return gen_unless(w, p, from, to, 0);
	case P_CALL: {
		PNode *def = NULL;
		for (int i = 0; i < w->ninlines; i++)
			if (strcmp(w->inlines[i]->str, p->str) == 0)
				def = w->inlines[i];
		if (!def) {
			pml_error(w->c, p->loc, "unknown inline '%s'", p->str);
			return from;
		}
		if (def->n != p->n) {
			pml_error(w->c, p->loc, "inline %s: expected %d arguments, got %d", p->str, def->n, p->n);
			return from;
		}
		if (def->a && def->a->kind == P_SEQ && def->a->op == 1) { /* its body does not parse */
			pml_error(w->c, def->a->loc, "%s (in inline %s, called at line %d)", def->a->str,
			          def->str, p->loc.line);
			return from;
		}
		for (int i = 0; i < w->nsubst; i++)
			if (w->subst[i].def == def) {
				pml_error(w->c, p->loc, "recursive inline '%s'", p->str);
				return from;
			}
		if (w->nsubst >= 64) {
			pml_error(w->c, p->loc, "inlines nested too deeply");
			return from;
		}
		/* Spin makes the element when the body has been read */
		b_snt(w, from, sn(w, p, PML_SN_EL), "sub-sequence", def->a && def->a->n ?
		    def->a->list[def->a->n - 1]->loc.line : p->loc.line);
		Subst *f = &w->subst[w->nsubst];
		memset(f, 0, sizeof *f);
		f->call = p;
		f->def = def;
		f->id = ++w->inline_id;
		collect_labels(w, def->a, f);
		w->nsubst++;
		/* an inline body is a { } block */
		check_first_label(w, def->a);
		int first = b_new(w, p->loc);
		b_copy(w, from, first, 0, 0);
		scope_push(w);
		int r = gen_seq(w, def->a, first, to, 1);
		scope_pop(w);
		w->nsubst--;
		return r;
	}
	case P_FOR: {
		/* v = lo; do :: v <= hi -> body; v++ :: else -> break od */
		if (!for_var_ok(w, p->a))
			return from;
		PNode *key = w->sn_key ? w->sn_key : p;
		w->sn_key = NULL;
		CountLoop l = count_loop(w, p, key, from, to);
		int dot = l.dot, head = l.head, brk = l.brk;
		int body = b_new(w, p->d->loc), inc = b_new(w, p->loc);
		b_edge(w, head, body, count_guard(w, p, key, IR_OP_LE));
		scope_push(w); /* the body's { } is a block */
		gen_seq(w, p->d, body, inc, 0);
		scope_pop(w);
		PNode *incr = pn_new(w->c, P_INCR, p->loc);
		incr->a = p->a;
		b_edge(w, inc, dot, sn_stmt(w, inc, lw_basic(w, incr), key, PML_SN_FOR_INC));
		/* Spin makes the else and the goto at the body's closing brace */
		IrLoc endloc = p->d->d ? p->d->d->loc : p->loc;
		PNode *el = pn_new(w->c, P_ELSE, endloc);
		int g = b_new(w, endloc);
		IrStmt *es = st_new(w, IR_S_ELSE, el);
		es->spin_no = sn(w, key, PML_SN_FOR_ELSE);
		b_edge(w, head, g, es);
		b_sn(w, g, sn(w, key, PML_SN_FOR_GOTO));
		b_jump(w, g, brk, brk_text(w));
		b->nbrk--;
		return brk;
	}
	case P_FOR_IN: {
		/* a record loop variable: over a channel's messages; else over
		 * the indices of an array: Spin 6.5.2 takes the bound from the
		 * variable the reference starts with (a[..].f: a's) and wants
		 * that variable to be an array */
		IrExpr *x = lw_ref(w, p->a, 1);
		if (x->kind == IR_E_VAR && x->type.kind == IR_T_STRUCT)
			return gen_for_chan(w, p, lw_ref(w, p->b, 1), from, to);
		if (!for_var_ok(w, p->a))
			return from;
		w->wonly++; /* the loop reads the indices, not the elements */
		IrExpr *arr = lw_ref(w, p->b, 1);
		w->wonly--;
		while (arr->kind == IR_E_INDEX || arr->kind == IR_E_FIELD)
			arr = arr->a[0];
		int n = arr->kind == IR_E_VAR ? arr->var->array_len : 0;
		if (n <= 0) {
			pml_error(w->c, p->b->loc, "for (.. in a): a must be an array%s",
			          arr->kind == IR_E_VAR && arr->type.kind == IR_T_STRUCT
			              ? " (Spin 6.5.2 does not take a field of a record)" : "");
			return from;
		}
		PNode *zero = pn_new(w->c, P_CONST, p->loc);
		PNode *lim = pn_new(w->c, P_CONST, p->loc);
		lim->ival = n - 1;
		PNode *f = pn_new(w->c, P_FOR, p->loc);
		*f = *p;
		f->kind = P_FOR;
		f->b = zero;
		f->c = lim;
		w->sn_key = p;
		return gen(w, f, from, to);
	}
	case P_SELECT: {
		long long lo, hi;
		if (const_eval(w, p->b, &lo) && const_eval(w, p->c, &hi) && hi < lo)
			pml_error(w->c, p->loc, "empty select range");
		if (pml_select_is_if(p, w->nsubst > 0) && const_eval(w, p->b, &lo) &&
		    const_eval(w, p->c, &hi)) {
			/* Spin's lexer makes it an if: one assignment per value */
			b_sn(w, from, sn(w, p, PML_SN_EL));
			for (long long v = lo; v <= hi; v++) {
				PNode *asg = pn_new(w->c, P_ASSIGN, p->loc);
				asg->a = p->a;
				asg->b = pn_new(w->c, P_CONST, p->loc);
				asg->b->ival = v;
				IrStmt *as = lw_basic(w, asg);
				as->spin_no = sn(w, p, PML_SN_SEL0 + (int)(v - lo));
				mark_rread(as->lhs); /* Spin: select reads its variable */
				b_edge(w, from, to, as);
			}
			return from;
		}
		/* v = lo; do :: v < hi -> v++ :: break od */
		CountLoop l = count_loop(w, p, p, from, to);
		int dot = l.dot, head = l.head, brk = l.brk;
		int mid = b_new(w, p->loc);
		b_edge(w, head, mid, count_guard(w, p, p, IR_OP_LT));
		PNode *incr = pn_new(w->c, P_INCR, p->loc);
		incr->a = p->a;
		b_edge(w, mid, dot, sn_stmt(w, mid, lw_basic(w, incr), p, PML_SN_FOR_INC));
		IrStmt *bs = goto_stmt(w, p, brk_text(w));
		bs->spin_no = sn(w, p, PML_SN_FOR_GOTO);
		b_edge(w, head, brk, bs);
		b->nbrk--;
		return brk;
	}
	default:
		b_edge(w, from, to, sn_stmt(w, from, lw_basic(w, p), p, PML_SN_EL));
		return from;
	}
}

/* ------------------------------------------------------------ top level */

static void lw_mtype(Lw *w, PNode *p)
{
	int k;
	for (k = 0; k < w->nmt; k++)
		if ((w->mt[k].name == NULL) == (p->str == NULL) &&
		    (!p->str || strcmp(w->mt[k].name, p->str) == 0))
			break;
	if (k == w->nmt) {
		if (w->nmt >= 32) {
			pml_error(w->c, p->loc, "too many mtype declarations");
			return;
		}
		w->mt[w->nmt].name = p->str;
		w->mt[w->nmt].count = 0;
		w->nmt++;
	}
	int base = w->mt[k].count;
	for (int i = 0; i < p->n; i++) {
		const char *nm = p->list[i]->str;
		if (find_mtype(w, nm)) {
			pml_error(w->c, p->list[i]->loc, "redeclaration of mtype constant '%s'", nm);
			continue;
		}
		IrMtypeConst *mc = ir_alloc(w->A, sizeof *mc);
		mc->name = nm;
		mc->mtype_name = p->str;
		mc->value = base + (p->n - i);
		mc->loc = p->list[i]->loc;
		ir_push(w->A, (void ***)&w->m->mtypes, &w->m->nmtypes, mc);
	}
	w->mt[k].count += p->n;
	if (w->mt[k].count > 255)
		pml_error(w->c, p->loc, "too many mtype values (max 255)");
}

static void lw_typedef(Lw *w, PNode *p)
{
	if (find_struct(w, p->str)) {
		pml_error(w->c, p->loc, "redeclaration of type '%s'", p->str);
		return;
	}
	IrStruct *st = ir_alloc(w->A, sizeof *st);
	st->name = p->str;
	st->loc = p->loc;
	for (int i = 0; i < p->n; i++) {
		PNode *d = p->list[i];
		for (int j = 0; j < d->n; j++) {
			PNode *iv = d->list[j];
			IrField *f = ir_alloc(w->A, sizeof *f);
			f->name = iv->str;
			f->loc = iv->loc;
			f->type = lw_type(w, d->a);
			if (f->type.kind == IR_T_UNSIGNED)
				f->type.bits = iv->ival > 0 ? (int)iv->ival : 8;
			if (iv->b) {
				long long n;
				if (!const_eval(w, iv->b, &n) || n < 1)
					pml_error(w->c, iv->b->loc, "bad array size");
				else
					f->array_len = (int)n;
			}
			if (iv->c)
				f->init = lw_expr(w, iv->c);
			if (iv->n > 0) {
				IrExpr **vals = lw_array_list(w, iv, f->array_len);
				if (vals && !(f->init = same_init(w, vals, f->array_len)))
					pml_error(w->c, iv->loc, "different initial values for the elements of a typedef field are not supported yet");
			}
			if (iv->d) {
				if (f->type.kind != IR_T_CHAN)
					pml_error(w->c, iv->loc, "channel initializer for '%s' which is not a chan", iv->str);
				f->chan_init = lw_chan_init(w, iv->d);
			}
			for (int k = 0; k < st->nfields; k++)
				if (strcmp(st->fields[k]->name, f->name) == 0)
					pml_error(w->c, iv->loc, "duplicate field '%s'", f->name);
			ir_push(w->A, (void ***)&st->fields, &st->nfields, f);
		}
	}
	ir_push(w->A, (void ***)&w->m->structs, &w->m->nstructs, st);
}

static void lw_proc_head(Lw *w, PNode *p)
{
	IrProctype *pt = ir_alloc(w->A, sizeof *pt);
	pt->name = p->str;
	pt->loc = p->loc;
	pt->kind = (IrProcKind)p->op;
	pt->priority = 1;
	pt->deterministic = p->op == IR_PROC_NORMAL && p->ival == 1;
	if (pt->kind == IR_PROC_NORMAL || pt->kind == IR_PROC_INIT) {
		if (find_proc(w, pt->name))
			pml_error(w->c, p->loc, "redeclaration of proctype '%s'", pt->name);
	} else {
		/* several never claims are allowed (Spin picks one with -N);
		 * IrModel.never is the first */
		for (int i = 0; i < w->m->nprocs && pt->kind != IR_PROC_NEVER; i++)
			if (w->m->procs[i]->kind == pt->kind)
				pml_error(w->c, p->loc, "more than one %s declaration",
				          pt->kind == IR_PROC_TRACE ? "trace" : "notrace");
		for (int i = 0; i < w->m->nprocs; i++)
			if (w->m->procs[i]->kind == pt->kind && strcmp(pt->name, "never") != 0 &&
			    strcmp(w->m->procs[i]->name, pt->name) == 0 &&
			    pt->kind == IR_PROC_NEVER)
				pml_error(w->c, p->loc, "redeclaration of never claim '%s'", pt->name);
	}
	if (pt->kind == IR_PROC_INIT)
		pt->active = 1;
	if (p->a) {
		long long n;
		if (!const_eval(w, p->a, &n) || n < 0 || n > 255)
			pml_error(w->c, p->a->loc, "active count must be a constant 0..255");
		else
			pt->active = (int)n;
	}
	if (p->b) {
		pt->priority = (int)p->b->ival;
		if (pt->priority < 1 || pt->priority > 255)
			pml_error(w->c, p->b->loc, "bad process priority %d, valid range: 1..255", pt->priority);
	}
	pt->index = w->m->nprocs;
	ir_push(w->A, (void ***)&w->m->procs, &w->m->nprocs, pt);
	ir_push(w->A, (void ***)&w->pnodes, &(int){ pt->index }, p);
	if (pt->kind == IR_PROC_NEVER && !w->m->never)
		w->m->never = pt;
	/* parameters */
	w->proc = pt;
	for (int i = 0; i < p->n; i++) {
		PNode *d = p->list[i];
		for (int j = 0; j < d->n; j++) {
			IrVar *v = lw_declare(w, d, d->list[j], IR_SCOPE_LOCAL);
			v->flags |= IR_VAR_PARAM;
			if (v->array_len)
				pml_error(w->c, v->loc, "array parameters are not supported");
			if (v->type.kind == IR_T_STRUCT) { /* run passes the leaves */
				IrExpr *ve = ex_new(w, IR_E_VAR, v->loc);
				ve->var = v;
				ve->type = v->type;
				expr_leaves(w, ve, &v->leaves, &v->nleaves);
				for (int k = 0; k < v->nleaves; k++)
					if (v->leaves[k]->kind == IR_E_INDEX) {
						pml_error(w->c, v->loc, "parameter '%s' is a record with an array "
						          "inside (Spin rejects it: a hidden array in a parameter)", v->name);
						break;
					}
			}
			ir_push(w->A, (void ***)&pt->params, &pt->nparams, v);
		}
	}
	w->proc = NULL;
}

/* Does p (or an inline it calls) receive into _pid? */
static int recv_into_pid(Lw *w, const PNode *p, int depth)
{
	if (!p || depth > 64)
		return 0;
	if (p->kind == P_RECV)
		for (int i = 0; i < p->n; i++)
			if (p->list[i]->kind == P_PID)
				return 1;
	if (p->kind == P_CALL)
		for (int i = 0; i < w->ninlines; i++)
			if (strcmp(w->inlines[i]->str, p->str) == 0 &&
			    recv_into_pid(w, w->inlines[i]->a, depth + 1))
				return 1;
	if (recv_into_pid(w, p->a, depth) || recv_into_pid(w, p->b, depth) ||
	    recv_into_pid(w, p->c, depth) || recv_into_pid(w, p->d, depth))
		return 1;
	for (int i = 0; i < p->n; i++)
		if (recv_into_pid(w, p->list[i], depth))
			return 1;
	return 0;
}

/* Spin keeps _pid in the process's state and a receive into it
 * overwrites it: such a proctype gets a byte local `_pid` set to its
 * process number when it starts, which its _pid reads from then on. */
static void pid_local(Lw *w, IrProctype *pt, PNode *body)
{
	w->pidvar = NULL;
	if (!recv_into_pid(w, body, 0))
		return;
	IrVar *v = ir_alloc(w->A, sizeof *v);
	v->name = "_pid";
	v->loc = body->loc;
	v->type.kind = IR_T_BYTE;
	v->scope = IR_SCOPE_LOCAL;
	v->owner = pt;
	v->index = pt->nlocals;
	v->init = ex_new(w, IR_E_PID, body->loc);
	v->flags |= IR_VAR_WRITTEN;
	ir_push(w->A, (void ***)&pt->locals, &pt->nlocals, v);
	w->pidvar = v;
}

/* pml_sn_new's question: is the global or parameter `name` a record? */
static int sn_is_record(void *ctx, const char *name)
{
	IrVar *v = find_var(ctx, name);
	return v && v->type.kind == IR_T_STRUCT;
}

static void lw_proc_body(Lw *w, IrProctype *pt, PNode *p)
{
	w->proc = pt;
	w->nlabels = 0;
	Builder nb = { 0 };
	w->b = &nb;
	int init = b_new(w, p->d->loc);
	int fin = b_new(w, p->d->d ? p->d->d->loc : p->d->loc);
	if (p->c)
		pt->provided = lw_expr(w, p->c);
	pid_local(w, pt, p->d);
	w->init_ok = 1;
	w->nl = 0;
	w->nss = 0;
	w->sstack[w->nss++] = 0;
	for (int i = 0; i < pt->nlocals; i++)
		scope_add(w, pt->locals[i]->name, pt->locals[i]);
	w->in_body = 1;
	w->sn = pml_sn_new(p->d, w->inlines, w->ninlines, sn_is_record, w);
	gen_seq(w, p->d, init, fin, 0);
	b_sn(w, fin, pml_sn_end(w->sn));
	pml_sn_free(w->sn);
	w->sn = NULL;
	w->in_body = 0;
	for (int i = 0; i < w->nlabels; i++) {
		if (!w->labels[i].defined)
			pml_error(w->c, w->labels[i].use, "goto undefined label '%s'", w->labels[i].name);
		/* Spin: the label is the d_step's first statement, inside it */
		else if (w->labels[i].used && w->labels[i].dstep)
			pml_error(w->c, w->labels[i].use, "goto %s: jump into a d_step sequence", w->labels[i].name);
	}
	int *map;
	b_finish(w, &pt->aut, init, fin, &map);
	if (pt->kind == IR_PROC_NEVER)
		pml_claim_normalize(w->c, pt);
	/* remember label -> location for remote references */
	for (int i = 0; i < w->nlabels; i++) {
		if (!w->labels[i].defined)
			continue;
		ir_push(w->A, (void ***)&w->plabels[pt->index], &w->nplab[pt->index],
		        (void *)w->labels[i].name);
		int *slot = ir_alloc(w->A, sizeof(int));
		*slot = map[w->labels[i].loc];
		int dummy = w->nplab[pt->index] - 1;
		ir_push(w->A, (void ***)&w->plabloc[pt->index], &dummy, slot);
	}
	free(map);
	b_free(&nb);
	w->b = NULL;
	w->proc = NULL;
}

static const char *unquote(Lw *w, const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s);
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
		char *r = ir_alloc(w->A, n - 1);
		memcpy(r, s + 1, n - 2);
		return r;
	}
	return s;
}

/* ------------------------------------------- ltl blocks and propositions */

static int has_temporal(const PNode *p)
{
	if (!p)
		return 0;
	if (p->kind == P_LTLOP)
		return 1;
	if (has_temporal(p->a) || has_temporal(p->b) || has_temporal(p->c) || has_temporal(p->d))
		return 1;
	for (int i = 0; i < p->n; i++)
		if (has_temporal(p->list[i]))
			return 1;
	return 0;
}

/* What a proposition may not use: it is evaluated on a state, outside
 * any process.  Returns the offending node or NULL. */
static const PNode *ap_forbidden(const PNode *p, const char **what)
{
	if (!p)
		return NULL;
	switch (p->kind) {
	case P_RUN: *what = "run"; return p;
	case P_TIMEOUT: *what = "timeout"; return p;
	case P_PID: *what = "_pid"; return p;
	case P_ENABLED: *what = "enabled()"; return p;
	default: break;
	}
	const PNode *k[4] = { p->a, p->b, p->c, p->d }, *r;
	for (int i = 0; i < 4; i++)
		if ((r = ap_forbidden(k[i], what)))
			return r;
	for (int i = 0; i < p->n; i++)
		if ((r = ap_forbidden(p->list[i], what)))
			return r;
	return NULL;
}

/* The value of proposition p, lowered outside any process (globals and
 * remote references), or NULL after an error. */
static IrExpr *lw_ap_expr(Lw *w, PNode *p)
{
	const char *what = NULL;
	const PNode *bad = ap_forbidden(p, &what);
	if (bad) {
		pml_error(w->c, bad->loc, "%s cannot be used in a proposition", what);
		return NULL;
	}
	IrProctype *sp = w->proc;
	int sb = w->in_body, nerr = w->c->nerrors;
	w->proc = NULL;
	w->in_body = 0;
	IrExpr *e = lw_expr(w, p);
	w->proc = sp;
	w->in_body = sb;
	if (w->c->nerrors != nerr)
		return NULL;
	if (e->type.kind == IR_T_STRUCT) {
		pml_error(w->c, p->loc, "a proposition must be a value, not a record");
		return NULL;
	}
	return e;
}

/* Compile proposition p under `text` (once per text). */
static void ap_add(Lw *w, const char *text, PNode *p)
{
	for (int i = 0; i < w->m->naps; i++)
		if (strcmp(w->m->aps[i]->text, text) == 0)
			return;
	IrExpr *e = lw_ap_expr(w, p);
	if (!e)
		return;
	IrAp *a = ir_alloc(w->A, sizeof *a);
	a->text = ir_strdup(w->A, text);
	a->e = e;
	a->loc = p->loc;
	ir_push(w->A, (void ***)&w->m->aps, &w->m->naps, a);
}

/* The names in formula f (errors only; nothing is compiled). */
static void ltl_check_names(Lw *w, PNode *f)
{
	if (!f)
		return;
	if (f->kind == P_LAST)
		w->m->ltl_last = 1;
	if (!has_temporal(f)) {
		lw_ap_expr(w, f);
		return;
	}
	ltl_check_names(w, f->a);
	ltl_check_names(w, f->b);
}

/* Expression f with each temporal operator replaced as Spin 6.5.2 writes
 * it into a proposition's text: [] 333, <> 334, U 335, V 337, X 338,
 * <-> 330 (its token codes, the operands dropped), W (333||335),
 * a -> b (!(a)||b). */
static PNode *ltl_spin_code(Lw *w, PNode *f)
{
	static const int code[] = { 333, 334, 338, 335, 0, 337, 0, 330 };
	if (!f || !has_temporal(f))
		return f;
	PNode *n = pn_new(w->c, P_CONST, f->loc);
	if (f->kind == P_LTLOP && f->op == PML_LTL_WEAK_UNTIL) {
		PNode *a = pn_new(w->c, P_CONST, f->loc), *b = pn_new(w->c, P_CONST, f->loc);
		a->ival = 333;
		b->ival = 335;
		n->kind = P_BINOP;
		n->op = IR_OP_OR;
		n->a = a;
		n->b = b;
	} else if (f->kind == P_LTLOP && f->op == PML_LTL_IMPLIES) {
		n->kind = P_BINOP;
		n->op = IR_OP_OR;
		n->a = pn_new(w->c, P_UNOP, f->loc);
		n->a->op = IR_OP_NOT;
		n->a->a = ltl_spin_code(w, f->a);
		n->b = ltl_spin_code(w, f->b);
	} else if (f->kind == P_LTLOP) {
		n->ival = code[f->op];
		ltl_check_names(w, f->a); /* dropped, but Spin resolves them */
		ltl_check_names(w, f->b);
	} else {
		*n = *f;
		n->a = ltl_spin_code(w, f->a);
		n->b = ltl_spin_code(w, f->b);
		n->c = ltl_spin_code(w, f->c);
	}
	return n;
}

/* Formula f of an ltl block as the LTL library reads it: operators in
 * Spin's symbols, every maximal subexpression without a temporal operator
 * a quoted proposition, compiled into the model. */
static void ltl_text(Lw *w, PNode *f, Txt *t)
{
	static const char *ops[] = { "[]", "<>", "X", "U", "W", "V", "->", "<->" };
	if (!has_temporal(f)) {
		if (f->kind == P_CONST && (f->op == 1 || f->ival == 0 || f->ival == 1)) {
			tx_add(t, f->ival ? "true" : "false");
			return;
		}
		Txt a = { 0 };
		tx_expr(w, &a, f);
		ap_add(w, a.s, f);
		tx_add(t, "\"");
		for (const char *q = a.s; *q; q++) {
			char ch[3] = { '\\', *q, 0 };
			tx_add(t, *q == '"' || *q == '\\' ? ch : ch + 1);
		}
		tx_add(t, "\"");
		free(a.s);
		return;
	}
	if (f->kind == P_LTLOP && f->op <= PML_LTL_NEXT) {
		tx_fmt(t, "%s (", ops[f->op]);
		ltl_text(w, f->a, t);
		tx_add(t, ")");
	} else if (f->kind == P_LTLOP || (f->kind == P_BINOP && (f->op == IR_OP_AND || f->op == IR_OP_OR))) {
		tx_add(t, "(");
		ltl_text(w, f->a, t);
		tx_fmt(t, ") %s (", f->kind == P_LTLOP ? ops[f->op] : f->op == IR_OP_AND ? "&&" : "||");
		ltl_text(w, f->b, t);
		tx_add(t, ")");
	} else if (f->kind == P_UNOP && f->op == IR_OP_NOT) {
		tx_add(t, "! (");
		ltl_text(w, f->a, t);
		tx_add(t, ")");
	} else {
		/* a temporal formula as an operand of another operator:
		 * Spin 6.5.2 makes the whole a proposition with the
		 * operator's token code in it */
		ltl_text(w, ltl_spin_code(w, f), t);
	}
}

static void rlab_add(Lw *w, const char *proc, size_t plen, const char *label, size_t llen)
{
	char *t = ir_alloc(w->A, plen + llen + 2);
	memcpy(t, proc, plen);
	t[plen] = '@';
	memcpy(t + plen + 1, label, llen);
	t[plen + 1 + llen] = 0;
	ir_push(w->A, (void ***)&w->rlab, &w->nrlab, t);
}

/* `P@L` and `P[i]@L` in a text (an ltl block, a formula's proposition). */
static void rlab_text(Lw *w, const char *s)
{
	for (const char *q = s ? strchr(s, '@') : NULL; q; q = strchr(q + 1, '@')) {
		const char *e = q, *l = q + 1;
		while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		if (e > s && e[-1] == ']') { /* P[expr]@L */
			int depth = 0;
			while (e > s) {
				e--;
				if (*e == ']')
					depth++;
				else if (*e == '[' && --depth == 0)
					break;
			}
		}
		const char *b = e;
		while (b > s && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
			b--;
		while (*l == ' ' || *l == '\t')
			l++;
		const char *le = l;
		while (isalnum((unsigned char)*le) || *le == '_')
			le++;
		if (b < e && l < le)
			rlab_add(w, b, (size_t)(e - b), l, (size_t)(le - l));
	}
}

/* Every remote label reference of the model, before the bodies are
 * lowered (labelled_jump): P_RLABEL nodes of the parse tree (bodies,
 * never claims), the raw text of ltl blocks, the claim formula's
 * propositions. */
static void rlab_walk(Lw *w, const PNode *p)
{
	if (!p)
		return;
	if (p->kind == P_RLABEL && p->str && p->str2)
		rlab_add(w, p->str, strlen(p->str), p->str2, strlen(p->str2));
	if (p->kind == P_LTL)
		rlab_text(w, p->str2);
	rlab_walk(w, p->a);
	rlab_walk(w, p->b);
	rlab_walk(w, p->c);
	rlab_walk(w, p->d);
	for (int i = 0; i < p->n; i++)
		rlab_walk(w, p->list[i]);
}

static void rlab_collect(Lw *w, const PNode *root)
{
	const FeOptions *o = w->c->opt;
	rlab_walk(w, root);
	for (int i = 0; o && i < o->naps; i++)
		rlab_text(w, o->aps[i]);
}

/* Each `ltl name { formula }`: parse the formula (Spin's ltl block
 * syntax), compile its propositions, and keep the formula in the LTL
 * library's syntax for the verifier.  Errors are the model's. */
static void lw_ltl_blocks(Lw *w)
{
	PNode *root = w->c->root;
	int k = 0;
	for (int i = 0; i < root->n; i++) {
		PNode *u = root->list[i];
		if (u->kind != P_LTL || !u->a)
			continue;
		IrLtl *l = w->m->ltls[k++];
		PNode *f = pml_parse_sub(w->c, PML_SUB_LTL, u->a->str, (int)u->a->ival, u->a->op);
		if (!f)
			continue;
		Txt t = { 0 };
		ltl_text(w, f, &t);
		l->text = ir_strdup(w->A, t.s ? t.s : "");
		free(t.s);
	}
}

/* The propositions of the claim formula (FeOptions.aps): each is an
 * expression or a #define name, compiled under its own text. */
static void lw_formula_aps(Lw *w)
{
	const FeOptions *o = w->c->opt;
	if (!o || o->naps == 0)
		return;
	const char *src = o->ap_src ? o->ap_src : "formula";
	if (o->ap_text)
		pml_add_source(w->c, src, o->ap_text);
	for (int i = 0; i < o->naps; i++) {
		char *x = pp_expand_text(w->c, o->aps[i]);
		w->c->sub_file = src;
		int line = o->ap_line ? o->ap_line[i] : 1, col = o->ap_col ? o->ap_col[i] : 1;
		/* a macro's expansion has no columns of its own: report at the name */
		w->c->sub_col = strcmp(x, o->aps[i]) ? col : 0;
		PNode *p = pml_parse_sub(w->c, PML_SUB_EXPR, x, line, col);
		if (p)
			ap_add(w, o->aps[i], p);
		w->c->sub_file = NULL;
		w->c->sub_col = 0;
		free(x);
	}
}

/* A model with priorities gets Spin's rules (IrModel.has_priority); Spin's
 * verifier refuses priorities together with rendezvous channels. */
static void check_priorities(Lw *w)
{
	PmlCtx *c = w->c;
	w->m->has_priority = c->prio_warned > 0;
	if (!w->m->has_priority)
		return;
	for (int p = -1; p < w->m->nprocs; p++) {
		IrVar **vs = p < 0 ? w->m->globals : w->m->procs[p]->locals;
		int n = p < 0 ? w->m->nglobals : w->m->procs[p]->nlocals;
		for (int i = 0; i < n; i++)
			if (vs[i]->chan_init && vs[i]->chan_init->capacity == 0) {
				pml_error(c, c->prio_loc, "priorities cannot be combined with rendezvous "
				          "channels (Spin's verifier refuses them too; '%s' is one)", vs[i]->name);
				return;
			}
	}
}

/* Spin reads an inline body where it is called, so an inline that a
 * proctype uses (directly or through other inlines) must be defined before
 * that proctype: report calls to inlines defined after it.  `unit` is the
 * proctype's position among the top-level units; depth bounds recursion. */
static void inline_order_walk(Lw *w, PNode *p, int unit, int depth)
{
	if (!p || depth > 64)
		return;
	if (p->kind == P_CALL) {
		PNode *root = w->c->root;
		for (int i = 0; i < root->n; i++) {
			PNode *u = root->list[i];
			if (u->kind != P_INLINE || strcmp(u->str, p->str) != 0)
				continue;
			if (i > unit)
				pml_error(w->c, p->loc, "inline '%s' is defined after the proctype that uses it", p->str);
			else
				inline_order_walk(w, u->a, unit, depth + 1);
			break;
		}
	}
	inline_order_walk(w, p->a, unit, depth);
	inline_order_walk(w, p->b, unit, depth);
	inline_order_walk(w, p->c, unit, depth);
	inline_order_walk(w, p->d, unit, depth);
	for (int i = 0; i < p->n; i++)
		inline_order_walk(w, p->list[i], unit, depth);
}

static void check_inline_order(Lw *w)
{
	PNode *root = w->c->root;
	for (int i = 0; i < root->n; i++)
		if (root->list[i]->kind == P_PROC)
			inline_order_walk(w, root->list[i]->d, i, 0);
}

int pml_lower(PmlCtx *c)
{
	Lw lw = { 0 };
	Lw *w = &lw;
	w->c = c;
	w->m = c->model;
	w->A = c->arena;
	w->m->spin_reads = 1;
	PNode *root = c->root;
	/* pass 1: declarations in order; bodies later (procs may be used
	 * before their declaration by run) */
	for (int i = 0; i < root->n; i++) {
		PNode *u = root->list[i];
		switch (u->kind) {
		case P_MTYPE: lw_mtype(w, u); break;
		case P_TYPEDEF: lw_typedef(w, u); break;
		case P_VARDECL: lw_vardecl(w, u, IR_SCOPE_GLOBAL); break;
		case P_PROC: lw_proc_head(w, u); break;
		case P_INLINE:
			ir_push(w->A, (void ***)&w->inlines, &w->ninlines, u);
			break;
		case P_LTL: {
			IrLtl *l = ir_alloc(w->A, sizeof *l);
			char buf[32];
			snprintf(buf, sizeof buf, "ltl_%d", w->m->nltls);
			l->name = u->str ? u->str : ir_strdup(w->A, buf);
			l->text = u->str2;
			l->loc = u->loc;
			ir_push(w->A, (void ***)&w->m->ltls, &w->m->nltls, l);
			break;
		}
		case P_C_DECL: case P_C_STATE: case P_C_TRACK: {
			IrCDecl *d = ir_alloc(w->A, sizeof *d);
			d->kind = u->kind == P_C_DECL ? IR_C_DECL : u->kind == P_C_STATE ? IR_C_STATE : IR_C_TRACK;
			d->text = u->kind == P_C_DECL ? u->str : unquote(w, u->str);
			d->arg2 = unquote(w, u->str2);
			d->arg3 = u->a ? unquote(w, u->a->str) : NULL;
			d->loc = u->loc;
			ir_push(w->A, (void ***)&w->m->cdecls, &w->m->ncdecls, d);
			w->m->has_c_code = 1;
			break;
		}
		default: break;
		}
	}
	check_inline_order(w);
	rlab_collect(w, root);
	int np = w->m->nprocs;
	w->plabels = calloc((size_t)np + 1, sizeof(char **));
	w->plabloc = calloc((size_t)np + 1, sizeof(int **));
	w->nplab = calloc((size_t)np + 1, sizeof(int));
	for (int i = 0; i < np; i++)
		lw_proc_body(w, w->m->procs[i], w->pnodes[i]);
	lw_ltl_blocks(w);
	lw_formula_aps(w);
	check_priorities(w);
	/* remote labels */
	for (int i = 0; i < w->nrl; i++) {
		IrExpr *e = w->rl[i].e;
		if (!e->proc)
			continue;
		int pi = e->proc->index;
		for (int k = 0; k < w->nplab[pi]; k++)
			if (strcmp(w->plabels[pi][k], w->rl[i].label) == 0)
				e->label = e->proc->aut.locs[*w->plabloc[pi][k]];
		if (!e->label)
			pml_error(c, e->loc, "proctype '%s' has no label '%s'", e->proc->name, w->rl[i].label);
	}
	free(w->lname);
	free(w->lscope);
	free(w->lvar);
	free(w->plabels);
	free(w->plabloc);
	free(w->nplab);
	free(w->rl);
	free(w->labels);
	if (np == 0 || (np == 1 && w->m->never))
		pml_error(c, root->loc, "no proctype, init or never claim declared");
	return c->nerrors ? -1 : 0;
}
