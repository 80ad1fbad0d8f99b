/*
 * embedc.c -- embedded C (c_decl, c_state, c_track, c_code, c_expr): the
 * C views of the state that Spin's embedded C expects (`now.x`,
 * `P<proc>->x`), for the C printer only (mir.h: MirModel.c_head).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/mir.h"

typedef MirBuf Buf;
#define bp mir_bp

/* ------------------------------------------------------- embedded C */

static const char *ctype_of(const IrType *t)
{
	switch (t->kind) {
	case IR_T_SHORT: return "int16_t";
	case IR_T_INT: return "int32_t";
	case IR_T_UNSIGNED: return t->bits <= 8 ? "uint8_t" : t->bits <= 16 ? "uint16_t" : "uint32_t";
	default: return "uint8_t";
	}
}

static void member(Buf *b, const char *name, const IrType *t, int count)
{
	if (t->kind == IR_T_STRUCT)
		bp(b, "\tstruct T_%s %s", t->st->name, name);
	else
		bp(b, "\t%s %s", ctype_of(t), name);
	if (count > 1)
		bp(b, "[%d]", count);
	bp(b, ";\n");
}

static char *unq(const char *s)
{
	size_t n = s ? strlen(s) : 0;
	char *r = malloc(n + 1);
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
		memcpy(r, s + 1, n - 2);
		r[n - 2] = 0;
	} else {
		memcpy(r, s ? s : "", n + 1);
	}
	return r;
}

/* The proctype of a c_state "Local NAME" scope (a2 unquoted), or NULL for
 * another scope. */
static const IrProctype *c_local_proc(MirModel *cg, const char *a2)
{
	if (strncmp(a2, "Local", 5) != 0 || (a2[5] != ' ' && a2[5] != '\t'))
		return NULL;
	const char *n = a2 + 5;
	while (*n == ' ' || *n == '\t')
		n++;
	for (int p = 0; p < cg->m->nprocs; p++)
		if (cg->m->procs[p]->kind <= IR_PROC_INIT && !strcmp(cg->m->procs[p]->name, n))
			return cg->m->procs[p];
	return NULL;
}

/* Is a2 (unquoted) a c_state scope that puts the variable in `now`? */
static int c_global_scope(const char *a2)
{
	return strcmp(a2, "Hidden") && strncmp(a2, "Local", 5);
}

/* The frame struct of proctype pt: its locals at the generator's
 * offsets, then its c_state "Local" variables (after the frame's
 * queues). */
static void c_frame_view(MirModel *cg, Buf *b, const IrProctype *pt, int *pad)
{
	const MirProc *PL = &cg->proc[pt->index];
	int off = 4;
	bp(b, "struct P_%s {\n\tuint8_t _t;\n\tuint8_t _x;\n\tuint16_t _p;\n", pt->name);
	for (int i = 0; i < pt->nlocals; i++) {
		const MirVar *L = &PL->vars[i];
		if (L->hidden)
			continue;
		if (L->off > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", (*pad)++, L->off - off);
		member(b, pt->locals[i]->name, &pt->locals[i]->type, L->count);
		off = L->off + L->esize * L->count;
	}
	for (int i = 0; i < cg->m->ncdecls; i++) {
		const IrCDecl *d = cg->m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && c_local_proc(cg, a2) == pt) {
			if (PL->size > off)
				bp(b, "\tuint8_t _pad%d[%d];\n", (*pad)++, PL->size - off);
			off = PL->size + 1; /* no more padding */
			char *t = unq(d->text);
			bp(b, "\t%s;\n", t);
			free(t);
		}
		free(a2);
	}
	bp(b, "} __attribute__((packed));\n#define P%s ((struct P_%s *)P)\n", pt->name, pt->name);
}

/* C views of the state for embedded C (Spin's names): `now.x` for
 * globals, `P<proc>->x` for locals of the running process; c_state
 * variables: Global ones appended to the state vector, "Local NAME" ones
 * to NAME's frame (frames grow to hold them: SLOTSZ is then a C
 * expression), Hidden ones plain C globals; c_track regions ("Matched",
 * the default) appended to the vector, copied from the C memory after
 * each c_code and back before each step (TRACK_IN/TRACK_OUT).  Packed
 * structs with explicit padding reproduce the generator's offsets
 * exactly.  Emitted after the c_decl text, before the prelude. */
static void c_views(MirModel *cg, Buf *b)
{
	const IrModel *m = cg->m;
	int pad = 0;
	for (int i = 0; i < m->nstructs; i++) {
		const IrStruct *st = m->structs[i];
		int off = 0;
		bp(b, "struct T_%s {\n", st->name);
		for (int f = 0; f < st->nfields; f++) {
			const IrField *fd = st->fields[f];
			int fo = mir_field_offset(st, fd);
			if (fo > off)
				bp(b, "\tuint8_t _pad%d[%d];\n", pad++, fo - off);
			member(b, fd->name, &fd->type, fd->array_len ? fd->array_len : 1);
			off = fo + mir_type_size(&fd->type) * (fd->array_len ? fd->array_len : 1);
		}
		if (mir_struct_size(st) > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", pad++, mir_struct_size(st) - off);
		bp(b, "} __attribute__((packed));\n");
	}
	for (int p = 0; p < m->nprocs; p++)
		if (m->procs[p]->kind <= IR_PROC_INIT)
			c_frame_view(cg, b, m->procs[p], &pad);
	/* slot size: the generator's, or more for c_state "Local" */
	bp(b, "#define NSLOTS %d\n#define SLOT0 %d\n#define SLOTSZ_G %d\n", cg->nslots, cg->slot0, cg->slotsz);
	Buf mx = {0};
	bp(&mx, "SLOTSZ_G");
	for (int i = 0; i < m->ncdecls; i++) {
		char *a2 = unq(m->cdecls[i]->arg2);
		const IrProctype *lp = m->cdecls[i]->kind == IR_C_STATE ? c_local_proc(cg, a2) : NULL;
		if (lp) {
			Buf t = {0};
			bp(&t, "SLOT_MAX(%s, (int)sizeof(struct P_%s))", mx.p, lp->name);
			free(mx.p);
			mx = t;
		} else if (m->cdecls[i]->kind == IR_C_STATE && !strncmp(a2, "Local", 5))
			mir_error(cg, m->cdecls[i]->loc, "c_state \"%s\": no proctype of that name", a2);
		free(a2);
	}
	bp(b, "#define SLOT_MAX(a, b) ((a) > (b) ? (a) : (b))\n#define SLOTSZ ((%s + 3) / 4 * 4)\n", mx.p);
	free(mx.p);
	int off = 2;
	bp(b, "struct Now {\n\tuint8_t _nr_pr;\n\tuint8_t _last;\n");
	for (int i = 0; i < m->nglobals; i++) {
		const MirVar *L = &cg->glob[i];
		if (L->hidden)
			continue;
		if (L->off > off)
			bp(b, "\tuint8_t _pad%d[%d];\n", pad++, L->off - off);
		member(b, m->globals[i]->name, &m->globals[i]->type, L->count);
		off = L->off + L->esize * L->count;
	}
	bp(b, "\tuint8_t _slots[SLOT0 + NSLOTS*SLOTSZ - %d];\n", off);
	int nt = 0;
	for (int i = 0; i < m->ncdecls; i++) {
		const IrCDecl *d = m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && c_global_scope(a2)) {
			char *t = unq(d->text);
			bp(b, "\t%s;\n", t);
			free(t);
		} else if (d->kind == IR_C_TRACK) {
			char *a3 = d->arg3 ? unq(d->arg3) : NULL;
			if (a3 && !strcmp(a3, "UnMatched"))
				mir_error(cg, d->loc, "c_track with \"UnMatched\" is not supported yet");
			else if (a3 && strcmp(a3, "Matched"))
				mir_error(cg, d->loc, "c_track: the third argument is \"Matched\" or \"UnMatched\"");
			bp(b, "\tuint8_t _track%d[%s];\n", nt++, a2);
			free(a3);
		}
		free(a2);
	}
	bp(b, "} __attribute__((packed));\n#define now (*(struct Now *)S)\n");
	/* c_track: the tracked C memory to and from a state */
	bp(b, "static void TRACK_IN(const uint8_t *S_)\n{\n\t(void)S_;\n");
	for (int i = 0, k = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK) {
			char *a1 = unq(m->cdecls[i]->text);
			bp(b, "\t__builtin_memcpy((void *)(%s), ((struct Now *)S_)->_track%d, sizeof ((struct Now *)0)->_track%d);\n",
			    a1, k, k);
			k++;
			free(a1);
		}
	bp(b, "}\nstatic void TRACK_OUT(uint8_t *S_)\n{\n\t(void)S_;\n");
	for (int i = 0, k = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_TRACK) {
			char *a1 = unq(m->cdecls[i]->text);
			bp(b, "\t__builtin_memcpy(((struct Now *)S_)->_track%d, (const void *)(%s), sizeof ((struct Now *)0)->_track%d);\n",
			    k, a1, k);
			k++;
			free(a1);
		}
	bp(b, "}\n");
	for (int i = 0; i < m->ncdecls; i++) {
		const IrCDecl *d = m->cdecls[i];
		char *a2 = unq(d->arg2);
		if (d->kind == IR_C_STATE && !strcmp(a2, "Hidden")) {
			char *t = unq(d->text);
			bp(b, "static %s;\n", t);
			free(t);
		}
		free(a2);
	}
}

/* Initial values of c_state variables (third argument): of proctype
 * `pt`'s "Local" ones at its creation, or (pt NULL) the others. */
static void c_state_init(MirModel *cg, Buf *b, const IrProctype *pt)
{
	for (int i = 0; i < cg->m->ncdecls; i++) {
		const IrCDecl *d = cg->m->cdecls[i];
		if (d->kind != IR_C_STATE || !d->arg3)
			continue;
		char *t = unq(d->text), *a2 = unq(d->arg2), *a3 = unq(d->arg3);
		const char *name = t + strlen(t);
		while (name > t && (name[-1] == '_' || (name[-1] >= 'a' && name[-1] <= 'z') ||
		    (name[-1] >= 'A' && name[-1] <= 'Z') || (name[-1] >= '0' && name[-1] <= '9')))
			name--;
		if (pt && c_local_proc(cg, a2) == pt)
			bp(b, "\tP%s->%s = %s;\n", pt->name, name, a3);
		else if (!pt && strncmp(a2, "Local", 5))
			bp(b, "\t%s%s = %s;\n", strcmp(a2, "Hidden") ? "now." : "", name, a3);
		free(t);
		free(a2);
		free(a3);
	}
}

/* The C text before the model: headers, c_decl texts, the views. */
char *mir_c_views(MirModel *mm)
{
	Buf b = {0};
	const IrModel *m = mm->m;
	/* as Spin's pan.h: the c_decl text, then the state (whose c_state
	 * and c_track parts may use its types) */
	bp(&b, "#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n");
	for (int i = 0; i < m->ncdecls; i++)
		if (m->cdecls[i]->kind == IR_C_DECL && m->cdecls[i]->text)
			bp(&b, "%s\n", m->cdecls[i]->text);
	c_views(mm, &b);
	bp(&b, "#define SZ ((int)sizeof(struct Now))\n");
	return b.p;
}

/* Initial values of the c_state variables of proctype `local` (NULL:
 * the global ones), as C text into *text (arena). */
void mir_c_state_init(MirModel *mm, char **text, const IrProctype *local)
{
	Buf b = {0};
	c_state_init(mm, &b, local);
	*text = b.p ? mir_text("%s", b.p) : NULL;
	free(b.p);
}
