/*
 * cgen.h -- the C target: the lowered model (codegen/mir.h) printed as C
 * (cprint.c) that defines `const MccModel mcc_model` (runtime/model.h),
 * for tcc and cc; the code options shared with the LLVM target.
 */
#ifndef MCC_CGEN_H
#define MCC_CGEN_H

#include <stdio.h>
#include "frontend/ir.h"

typedef struct CgOptions {
	int max_procs;       /* process slots when `run` is unbounded (<= 255) */
	const char *source;  /* source path as given on the command line */
	int host_c_code;     /* backend can compile embedded C (tcc, cc) */
	const char *formula; /* -f/-F claim formula, translated by pan, or NULL */
	int merge;           /* statement merging (codegen/merge.c) */
	int noreduce;        /* mcc --no-reduce: the verifier's default is
	                        --por=off (MCC_POR_NOREDUCE) */
} CgOptions;

/* Write the C translation of `m` to `out`.  Returns 0 on success; on a
 * construct the generator cannot handle it prints a located diagnostic to
 * stderr and returns -1. */
int cg_emit_c(const IrModel *m, const CgOptions *opt, FILE *out);

#endif
