/* trail.c -- writing and reading trail files, see trail.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include "runtime/llsupport.h"
#include "runtime/trail.h"

int rt_trail_write(const char *path, const MccStep *steps, uint64_t n)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(RT_TRAIL_MAGIC "\n", f);
	if (rt_ll_claim_procs)
		fputs(RT_TRAIL_CLAIM "\n", f);
	for (uint64_t i = 0; i < n; i++) {
		const MccStep *s = &steps[i];
		fprintf(f, "%llu:%d:%d", (unsigned long long)(i + 1), s->pid,
			(int)s->trans);
		if (s->pid2 >= 0)
			fprintf(f, ":%d:%d", s->pid2, (int)s->trans2);
		fputc('\n', f);
	}
	int bad = ferror(f);
	if (fclose(f) != 0 || bad)
		return -1;
	return 0;
}

/* Parse one line into *s; 0 ok, 1 skip (comment/blank), -1 bad. */
static int rt_trail_line(const char *line, MccStep *s)
{
	long long no;
	int pid, tr, pid2 = -1, tr2 = -1, k;
	while (*line == ' ' || *line == '\t')
		line++;
	if (*line == '#' || *line == '\n' || !*line)
		return 1;
	k = sscanf(line, "%lld:%d:%d:%d:%d", &no, &pid, &tr, &pid2, &tr2);
	if (k != 3 && k != 5)
		return -1;
	memset(s, 0, sizeof *s);
	s->pid = (int16_t)pid;
	s->trans = tr;
	s->pid2 = (int16_t)(k == 5 ? pid2 : -1);
	s->trans2 = k == 5 ? tr2 : -1;
	return 0;
}

static int rt_trail_push(MccStep **v, uint64_t *n, uint64_t *cap, const MccStep *s)
{
	if (*n == *cap) {
		uint64_t c = *cap ? 2 * *cap : 64;
		MccStep *nv = realloc(*v, c * sizeof *nv);
		if (!nv)
			return -1;
		*v = nv;
		*cap = c;
	}
	(*v)[(*n)++] = *s;
	return 0;
}

int rt_trail_read(const char *path, MccStep **steps, uint64_t *n, int *claim)
{
	FILE *f = fopen(path, "r");
	char line[512];
	uint64_t cap = 0, lineno = 0;
	*steps = NULL;
	*n = 0;
	*claim = 0;
	if (!f) {
		fprintf(stderr, "pan: cannot open trail file %s\n", path);
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		MccStep s;
		int r = rt_trail_line(line, &s);
		lineno++;
		if (!strncmp(line, RT_TRAIL_CLAIM, strlen(RT_TRAIL_CLAIM)))
			*claim = 1;
		if (r == 1)
			continue;
		if (r < 0 || rt_trail_push(steps, n, &cap, &s) < 0) {
			fprintf(stderr, "pan: %s:%llu: bad trail line\n", path,
				(unsigned long long)lineno);
			fclose(f);
			free(*steps);
			*steps = NULL;
			return -1;
		}
	}
	fclose(f);
	return 0;
}

const char *rt_trail_stem(const MccModel *m)
{
	const char *src = m->source && *m->source ? m->source : m->name;
	if (!src || !*src)
		return "pan";
	const char *slash = strrchr(src, '/');
	return slash ? slash + 1 : src;
}

void rt_trail_path(char *buf, size_t n, const MccModel *m, const char *file,
    uint64_t k, const char *prop)
{
	const char *stem = rt_trail_stem(m);
	if (file) {
		size_t l = strlen(file);
		if (l > 6 && !strcmp(file + l - 6, ".trail"))
			l -= 6;
		if (k)
			snprintf(buf, n, "%.*s%llu.trail", (int)l, file,
			    (unsigned long long)k);
		else
			snprintf(buf, n, "%.*s.trail", (int)l, file);
	} else if (prop)
		snprintf(buf, n, "%s.%s.mcc.trail", stem, prop);
	else if (k)
		snprintf(buf, n, "%s%llu.mcc.trail", stem, (unsigned long long)k);
	else
		snprintf(buf, n, "%s.mcc.trail", stem);
}

static int rt_file_exists(const char *path)
{
	FILE *f = fopen(path, "r");
	if (f)
		fclose(f);
	return f != NULL;
}

/* Is `name` a trail of the model with stem `stem` (stem*.mcc.trail)? */
static int rt_trail_of(const char *name, const char *stem)
{
	size_t l = strlen(name), ls = strlen(stem), lt = strlen(".mcc.trail");
	return l >= ls + lt && !strncmp(name, stem, ls) &&
	    !strcmp(name + l - lt, ".mcc.trail");
}

/* No selector: the only stem*.mcc.trail of the current directory. */
static int rt_trail_only(char *buf, size_t n, const char *stem)
{
	DIR *d = opendir(".");
	struct dirent *e;
	int found = 0;
	if (!d) {
		fprintf(stderr, "pan: cannot read the current directory\n");
		return -1;
	}
	while ((e = readdir(d)))
		if (rt_trail_of(e->d_name, stem) && found++ == 0)
			snprintf(buf, n, "%s", e->d_name);
	if (found > 1) {
		rewinddir(d);
		fprintf(stderr, "pan: %d trail files:\n", found);
		while ((e = readdir(d)))
			if (rt_trail_of(e->d_name, stem))
				fprintf(stderr, "\t%s\n", e->d_name);
		fprintf(stderr, "pan: choose one with -N NAME (ltl block), -rK "
		    "(K-th error) or --trail FILE\n");
	}
	closedir(d);
	if (!found)
		fprintf(stderr, "pan: no trail file %s.mcc.trail\n", stem);
	return found == 1 ? 0 : -1;
}

int rt_trail_find(char *buf, size_t n, const MccModel *m, const char *file,
    uint64_t k, const char *prop)
{
	if (file) {
		snprintf(buf, n, "%s", file);
		return 0;
	}
	if (!prop && !k)
		return rt_trail_only(buf, n, rt_trail_stem(m));
	rt_trail_path(buf, n, m, NULL, k, prop);
	if (!prop && !rt_file_exists(buf)) { /* the k-th --ltl-file formula */
		char f[32];
		snprintf(f, sizeof f, "formula%llu", (unsigned long long)k);
		rt_trail_path(buf, n, m, NULL, 0, f);
		if (!rt_file_exists(buf))
			rt_trail_path(buf, n, m, NULL, k, NULL);
	}
	return 0;
}

int rt_trail_write_lasso(const char *path, const char *const *keys,
    const char *const *vals, int nkv, const MccStep *steps,
    const int32_t *aedge, uint64_t n, uint64_t cycle)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(RT_TRAIL_MAGIC "\n", f);
	for (int i = 0; i < nkv; i++)
		fprintf(f, "#ltl %s %s\n", keys[i], vals[i] ? vals[i] : "");
	for (uint64_t i = 0; i < n; i++) {
		const MccStep *s = &steps[i];
		if (i == cycle)
			fputs("#cycle\n", f);
		fprintf(f, "%llu:%d:%d", (unsigned long long)(i + 1), s->pid,
			s->pid < 0 ? -1 : (int)s->trans);
		if (s->pid >= 0 && s->pid2 >= 0)
			fprintf(f, ":%d:%d", s->pid2, (int)s->trans2);
		if (aedge)
			fprintf(f, " @%d", (int)aedge[i]);
		fputc('\n', f);
	}
	int bad = ferror(f);
	if (fclose(f) != 0 || bad)
		return -1;
	return 0;
}

/* "#ltl KEY VALUE": add to t; -1 on memory. */
static int rt_trail_header(RtLassoTrail *t, const char *line)
{
	const char *k = line + 5, *sp;
	size_t len = strcspn(k, "\r\n");
	sp = memchr(k, ' ', len);
	size_t kl = sp ? (size_t)(sp - k) : len;
	char **nk = realloc(t->keys, (t->nkv + 1) * sizeof *nk);
	if (!nk)
		return -1;
	t->keys = nk;
	char **nv = realloc(t->vals, (t->nkv + 1) * sizeof *nv);
	if (!nv)
		return -1;
	t->vals = nv;
	t->keys[t->nkv] = strndup(k, kl);
	t->vals[t->nkv] = sp ? strndup(sp + 1, len - kl - 1) : strdup("");
	t->nkv++;
	return 0;
}

static int rt_trail_push_edge(RtLassoTrail *t, uint64_t *cap, const MccStep *s,
    int32_t e)
{
	uint64_t c = *cap;
	if (rt_trail_push(&t->steps, &t->n, cap, s) < 0)
		return -1;
	if (*cap != c || !t->aedge) {
		int32_t *na = realloc(t->aedge, *cap * sizeof *na);
		if (!na)
			return -1;
		t->aedge = na;
	}
	t->aedge[t->n - 1] = e;
	return 0;
}

/* One line of a lasso trail; 0 ok, -1 bad. */
static int rt_trail_lasso_line(RtLassoTrail *t, uint64_t *cap, const char *line)
{
	MccStep s;
	if (!strncmp(line, "#ltl ", 5))
		return rt_trail_header(t, line);
	if (!strncmp(line, "#cycle", 6)) {
		t->cycle = t->n;
		t->has_cycle = 1;
		return 0;
	}
	int r = rt_trail_line(line, &s);
	if (r == 1)
		return 0;
	if (r < 0)
		return -1;
	const char *at = strchr(line, '@');
	return rt_trail_push_edge(t, cap, &s, at ? (int32_t)atoi(at + 1) : -2);
}

int rt_trail_read_lasso(const char *path, RtLassoTrail *t)
{
	FILE *f = fopen(path, "r");
	char line[8192];
	uint64_t cap = 0, lineno = 0;
	memset(t, 0, sizeof *t);
	if (!f) {
		fprintf(stderr, "pan: cannot open trail file %s\n", path);
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		lineno++;
		if (rt_trail_lasso_line(t, &cap, line) < 0) {
			fprintf(stderr, "pan: %s:%llu: bad trail line\n", path,
				(unsigned long long)lineno);
			fclose(f);
			rt_lasso_trail_free(t);
			return -1;
		}
	}
	fclose(f);
	return 0;
}

const char *rt_lasso_trail_get(const RtLassoTrail *t, const char *key)
{
	for (int i = 0; i < t->nkv; i++)
		if (!strcmp(t->keys[i], key))
			return t->vals[i];
	return NULL;
}

void rt_lasso_trail_free(RtLassoTrail *t)
{
	for (int i = 0; i < t->nkv; i++) {
		free(t->keys[i]);
		free(t->vals[i]);
	}
	free(t->keys);
	free(t->vals);
	free(t->steps);
	free(t->aedge);
	memset(t, 0, sizeof *t);
}
