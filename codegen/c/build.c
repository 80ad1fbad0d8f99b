/*
 * build.c -- libtcc and system-compiler backends (see build.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <libtcc.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen/c/build.h"

#ifndef MCC_TCC_LIBDIR
#define MCC_TCC_LIBDIR "/usr/lib/x86_64-linux-gnu/tcc"
#endif
#ifndef MCC_LIBGCC
#define MCC_LIBGCC "/usr/lib/gcc/x86_64-linux-gnu/12/libgcc.a"
#endif

static int file_exists(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0;
}

static int is_rtdir(const char *d)
{
	char p[PATH_MAX + 64];
	snprintf(p, sizeof p, "%s/libmccrt.a", d);
	if (!file_exists(p))
		return 0;
	snprintf(p, sizeof p, "%s/include/model.h", d);
	return file_exists(p);
}

const char *cg_runtime_dir(void)
{
	static char dir[PATH_MAX];
	const char *env = getenv("MCC_HOME");
	if (env && is_rtdir(env)) {
		snprintf(dir, sizeof dir, "%s", env);
		return dir;
	}
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		return NULL;
	exe[n] = 0;
	char *slash = strrchr(exe, '/');
	if (!slash)
		return NULL;
	*slash = 0;
	const char *subs[] = { "", "/build", "/../lib/mcc" };
	for (size_t i = 0; i < sizeof subs / sizeof *subs; i++) {
		snprintf(dir, sizeof dir, "%s%s", exe, subs[i]);
		if (is_rtdir(dir))
			return dir;
	}
	return NULL;
}

static void tcc_err(void *opaque, const char *msg)
{
	(void)opaque;
	fprintf(stderr, "mcc: tcc: %s\n", msg);
}

/* The flags of mpi.link in the runtime directory (malloc'd), or NULL
 * with a message. */
static char *mpi_link_flags(const char *rt)
{
	char p[PATH_MAX + 64], line[4096];
	snprintf(p, sizeof p, "%s/mpi.link", rt);
	FILE *f = fopen(p, "r");
	snprintf(p, sizeof p, "%s/libmccdist.a", rt);
	if (!f || !file_exists(p) || !fgets(line, sizeof line, f)) {
		fprintf(stderr, "mcc: --mpi: this mcc was built without MPI (no "
		    "libmccdist.a and mpi.link in %s): install libopenmpi-dev "
		    "and rebuild mcc\n", rt);
		if (f)
			fclose(f);
		return NULL;
	}
	fclose(f);
	line[strcspn(line, "\r\n")] = 0;
	return strdup(line);
}

/* MPI's flags for libtcc: -L, -l and -Wl,... ; 0 or -1. */
static int tcc_mpi_flags(TCCState *s, char *flags)
{
	for (char *t = strtok(flags, " \t"); t; t = strtok(NULL, " \t")) {
		int rc = 0;
		if (!strncmp(t, "-L", 2))
			rc = tcc_add_library_path(s, t + 2);
		else if (!strncmp(t, "-l", 2))
			rc = tcc_add_library(s, t + 2);
		else if (!strncmp(t, "-Wl,", 4) || !strcmp(t, "-pthread"))
			tcc_set_options(s, t);
		if (rc < 0)
			return -1;
	}
	return 0;
}

int cg_tcc_link_runtime(TCCState *s, const char *rt, int mpi)
{
	char p[PATH_MAX + 64];
	if (mpi) {
		char *flags = mpi_link_flags(rt);
		snprintf(p, sizeof p, "%s/libmccdist.a", rt);
		int bad = !flags || tcc_add_file(s, p) < 0 || tcc_mpi_flags(s, flags) < 0;
		free(flags);
		if (bad)
			return -1;
	}
	snprintf(p, sizeof p, "%s/libmccrt.a", rt);
	if (tcc_add_file(s, p) < 0)
		return -1;
	snprintf(p, sizeof p, "%s/libmccltl.a", rt);
	if (file_exists(p) && tcc_add_file(s, p) < 0)
		return -1;
	const char *libs[] = { "xxhash", "bdd", "pthread", "m" };
	for (size_t i = 0; i < sizeof libs / sizeof *libs; i++)
		if (tcc_add_library(s, libs[i]) < 0)
			return -1;
	if (file_exists(MCC_LIBGCC))
		tcc_add_file(s, MCC_LIBGCC);
	return 0;
}

char *cg_cc_link_args(const char *rt, int mpi)
{
	char *flags = mpi ? mpi_link_flags(rt) : strdup("");
	if (!flags)
		return NULL;
	size_t len = 3 * strlen(rt) + strlen(flags) + 128;
	char *a = malloc(len);
	if (a)
		snprintf(a, len, "%s%s%s'%s/libmccrt.a' '%s/libmccltl.a' %s "
		    "-lbdd -lxxhash -lpthread -lm", mpi ? "'" : "",
		    mpi ? rt : "", mpi ? "/libmccdist.a' " : "", rt, rt, flags);
	free(flags);
	return a;
}

static int build_tcc(const char *csrc, const char *tmp, const char *rt, int mpi)
{
	char p[PATH_MAX + 64];
	TCCState *s = tcc_new();
	if (!s)
		return -1;
	tcc_set_error_func(s, NULL, tcc_err);
	tcc_set_lib_path(s, MCC_TCC_LIBDIR);
	tcc_set_options(s, "-O2");
	if (tcc_set_output_type(s, TCC_OUTPUT_EXE) < 0)
		goto fail;
	snprintf(p, sizeof p, "%s/include", rt);
	tcc_add_include_path(s, p);
	if (tcc_compile_string(s, csrc) < 0 || cg_tcc_link_runtime(s, rt, mpi) < 0 ||
	    tcc_output_file(s, tmp) < 0)
		goto fail;
	tcc_delete(s);
	return 0;
fail:
	tcc_delete(s);
	return -1;
}

static int build_cc(const char *csrc, const char *tmp, const char *rt, int mpi)
{
	char src[PATH_MAX + 8];
	char *libs = cg_cc_link_args(rt, mpi);
	if (!libs)
		return -1;
	snprintf(src, sizeof src, "%s.c", tmp);
	FILE *f = fopen(src, "w");
	if (!f) {
		fprintf(stderr, "mcc: cannot write %s: %s\n", src, strerror(errno));
		free(libs);
		return -1;
	}
	fputs(csrc, f);
	if (fclose(f) != 0) {
		free(libs);
		return -1;
	}
	const char *cc = getenv("CC");
	const char *extra = getenv("MCC_CFLAGS");
	size_t len = strlen(src) + strlen(tmp) + strlen(rt) + strlen(libs) + 512 +
	    (extra ? strlen(extra) : 0) + (cc ? strlen(cc) : 0);
	char *cmd = malloc(len);
	snprintf(cmd, len, "%s -O2 -w -I'%s/include' %s -o '%s' '%s' %s",
	    cc && *cc ? cc : "cc", rt, extra ? extra : "", tmp, src, libs);
	int rc = system(cmd);
	free(cmd);
	free(libs);
	unlink(src);
	if (rc != 0) {
		fprintf(stderr, "mcc: the C compiler failed (status %d)\n", rc);
		return -1;
	}
	return 0;
}

int cg_check_output(const char *out)
{
	struct stat st;
	char probe[PATH_MAX];
	int fd = -1;
	if (stat(out, &st) == 0 && S_ISDIR(st.st_mode))
		errno = EISDIR;
	else if (snprintf(probe, sizeof probe, "%s.mcc-tmp-%ld", out,
	    (long)getpid()) >= (int)sizeof probe)
		errno = ENAMETOOLONG;
	else if ((fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0600)) >= 0) {
		close(fd);
		unlink(probe);
		return 0;
	}
	fprintf(stderr, "mcc: cannot write %s: %s\n", out, strerror(errno));
	return -1;
}

int cg_build(CgBackend be, const char *csrc, const char *out, const char *rtdir,
    int mpi)
{
	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s.mcc-tmp-%ld", out, (long)getpid());
	int rc;
	switch (be) {
	case CG_TCC: rc = build_tcc(csrc, tmp, rtdir, mpi); break;
	case CG_CC: rc = build_cc(csrc, tmp, rtdir, mpi); break;
	default:
		fprintf(stderr, "mcc: the llvm backend is not available in this build\n");
		return -1;
	}
	if (rc == 0) {
		chmod(tmp, 0755);
		if (rename(tmp, out) != 0) {
			fprintf(stderr, "mcc: cannot write %s: %s\n", out, strerror(errno));
			rc = -1;
		}
	}
	if (rc != 0)
		unlink(tmp);
	return rc;
}
