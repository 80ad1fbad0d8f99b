/*
 * lbuild.c -- LLVM IR text -> optimised PIC object -> ./pan (see lgen.h).
 *
 * The .ll text is parsed in memory (LLVMParseIRInContext), optimised with
 * the new pass manager's default<O2> pipeline, written as an object file
 * by the host target machine (generic CPU, so the verifier runs on any
 * x86-64), then linked with the runtime archives by the system `cc`.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen/llvm/lgen.h"

/* Parse, optimise and write `ll` as an object file `obj`. */
static int ll_to_object(const char *ll, const char *obj)
{
	int rc = -1;
	char *msg = NULL;
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

int cg_build_llvm(const char *ll, const char *out, const char *rt)
{
	char tmp[PATH_MAX], obj[PATH_MAX + 8];
	snprintf(tmp, sizeof tmp, "%s.mcc-tmp-%ld", out, (long)getpid());
	snprintf(obj, sizeof obj, "%s.o", tmp);
	int rc = ll_to_object(ll, obj);
	if (rc == 0) {
		const char *cc = getenv("CC");
		size_t len = strlen(obj) + strlen(tmp) + 2 * strlen(rt) + 512 + (cc ? strlen(cc) : 0);
		char *cmd = malloc(len);
		snprintf(cmd, len, "%s -o '%s' '%s' '%s/libmccrt.a' '%s/libmccltl.a' "
		    "-lbdd -lxxhash -lpthread -lm", cc && *cc ? cc : "cc", tmp, obj, rt, rt);
		int st = system(cmd);
		free(cmd);
		if (st != 0) {
			fprintf(stderr, "mcc: linking the verifier failed (status %d)\n", st);
			rc = -1;
		}
	}
	unlink(obj);
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
