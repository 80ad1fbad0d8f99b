/*
 * lbuild.c -- LLVM IR text -> optimised PIC object -> ./pan (see lgen.h).
 *
 * The .ll text is parsed in memory (LLVMParseIRInContext), optimised with
 * the new pass manager's default<O2> pipeline, written as an object file
 * by the host target machine (generic CPU, so the verifier runs on any
 * x86-64), then linked with the runtime archives by libtcc's linker
 * (in-process: 3x faster than running `cc`; MCC_LLVM_LINK=cc uses the
 * system compiler driver instead).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libtcc.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen/c/build.h"
#include "codegen/llvm/lgen.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* With $MCC_LLVM_TIMES set, report how long each phase took. */
static void phase(const char *what, double *t0)
{
	double t = now_s();
	if (getenv("MCC_LLVM_TIMES"))
		fprintf(stderr, "mcc: llvm: %-8s %.3f s\n", what, t - *t0);
	*t0 = t;
}

/* Parse, optimise and write `ll` as an object file `obj`. */
static int ll_to_object(const char *ll, const char *obj)
{
	int rc = -1;
	char *msg = NULL;
	double t0 = now_s();
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(ll, strlen(ll), "model.ll");
	LLVMModuleRef mod = NULL;
	LLVMTargetMachineRef tm = NULL;
	if (LLVMParseIRInContext(ctx, mb, &mod, &msg)) {
		/* the buffer is owned by the parser even on failure */
		fprintf(stderr, "mcc: internal error: generated LLVM IR does not parse: %s\n", msg);
		goto out;
	}
	if (getenv("MCC_LLVM_VERIFY") && LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
		fprintf(stderr, "mcc: internal error: generated LLVM IR is invalid: %s\n", msg);
		goto out;
	}
	LLVMDisposeMessage(msg);
	msg = NULL;
	phase("parse", &t0);
	LLVMInitializeNativeTarget();
	LLVMInitializeNativeAsmPrinter();
	char *triple = LLVMGetDefaultTargetTriple();
	LLVMTargetRef target;
	if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
		fprintf(stderr, "mcc: llvm: %s\n", msg);
		LLVMDisposeMessage(triple);
		goto out;
	}
	LLVMSetTarget(mod, triple);
	tm = LLVMCreateTargetMachine(target, triple, "x86-64", "", LLVMCodeGenLevelDefault,
	    LLVMRelocPIC, LLVMCodeModelDefault);
	LLVMDisposeMessage(triple);
	LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
	LLVMSetModuleDataLayout(mod, td);
	LLVMDisposeTargetData(td);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	LLVMErrorRef err = LLVMRunPasses(mod, "default<O2>", tm, po);
	LLVMDisposePassBuilderOptions(po);
	phase("optimise", &t0);
	if (err) {
		char *em = LLVMGetErrorMessage(err);
		fprintf(stderr, "mcc: llvm: %s\n", em);
		LLVMDisposeErrorMessage(em);
		goto out;
	}
	if (getenv("MCC_LLVM_DUMP"))
		LLVMPrintModuleToFile(mod, getenv("MCC_LLVM_DUMP"), NULL);
	if (LLVMTargetMachineEmitToFile(tm, mod, (char *)obj, LLVMObjectFile, &msg)) {
		fprintf(stderr, "mcc: llvm: cannot write %s: %s\n", obj, msg);
		goto out;
	}
	phase("codegen", &t0);
	rc = 0;
out:
	if (msg)
		LLVMDisposeMessage(msg);
	if (tm)
		LLVMDisposeTargetMachine(tm);
	if (mod)
		LLVMDisposeModule(mod);
	LLVMContextDispose(ctx);
	return rc;
}

#ifndef MCC_TCC_LIBDIR
#define MCC_TCC_LIBDIR "/usr/lib/x86_64-linux-gnu/tcc"
#endif

static void tcc_err(void *opaque, const char *msg)
{
	(void)opaque;
	fprintf(stderr, "mcc: tcc: %s\n", msg);
}

/* Link object `obj` with the runtime into executable `exe` (libtcc). */
static int link_tcc(const char *obj, const char *exe, const char *rt, int mpi)
{
	TCCState *s = tcc_new();
	if (!s)
		return -1;
	tcc_set_error_func(s, NULL, tcc_err);
	tcc_set_lib_path(s, MCC_TCC_LIBDIR);
	int rc = -1;
	if (tcc_set_output_type(s, TCC_OUTPUT_EXE) < 0 || tcc_add_file(s, obj) < 0 ||
	    cg_tcc_link_runtime(s, rt, mpi) < 0)
		goto out;
	rc = tcc_output_file(s, exe) < 0 ? -1 : 0;
out:
	tcc_delete(s);
	return rc;
}

static int link_cc(const char *obj, const char *exe, const char *rt, int mpi)
{
	const char *cc = getenv("CC");
	char *libs = cg_cc_link_args(rt, mpi);
	if (!libs)
		return -1;
	size_t len = strlen(obj) + strlen(exe) + strlen(libs) + 64 + (cc ? strlen(cc) : 0);
	char *cmd = malloc(len);
	snprintf(cmd, len, "%s -o '%s' '%s' %s", cc && *cc ? cc : "cc", exe, obj, libs);
	int st = system(cmd);
	free(cmd);
	free(libs);
	if (st != 0) {
		fprintf(stderr, "mcc: linking the verifier failed (status %d)\n", st);
		return -1;
	}
	return 0;
}

int cg_build_llvm(const char *ll, const char *out, const char *rt, int mpi)
{
	char tmp[PATH_MAX], obj[PATH_MAX + 8];
	snprintf(tmp, sizeof tmp, "%s.mcc-tmp-%ld", out, (long)getpid());
	snprintf(obj, sizeof obj, "%s.o", tmp);
	size_t mb = strlen(ll) >> 20;
	if (mb >= 16)
		fprintf(stderr, "mcc: note: the model's LLVM IR is %zu MB: -B llvm may take a "
		    "minute or more (-B tcc compiles it in seconds)\n", mb);
	int rc = ll_to_object(ll, obj);
	double t0 = now_s();
	if (rc == 0) {
		const char *how = getenv("MCC_LLVM_LINK");
		rc = how && !strcmp(how, "cc") ? link_cc(obj, tmp, rt, mpi) :
		    link_tcc(obj, tmp, rt, mpi);
	}
	unlink(obj);
	phase("link", &t0);
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
