/*
 * cgen.h -- C code generation: IR (frontend/ir.h) -> C source that defines
 * `const MccModel mcc_model` (runtime/model.h).
 *
 * The generated file is self-contained apart from runtime/model.h and the C
 * library headers <stdint.h>/<string.h>; it holds the model only (state
 * layout, successor function, tables).  All hot algorithms live in the
 * runtime.
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
} CgOptions;

/* Write the C translation of `m` to `out`.  Returns 0 on success; on a
 * construct the generator cannot handle it prints a located diagnostic to
 * stderr and returns -1. */
int cg_emit_c(const IrModel *m, const CgOptions *opt, FILE *out);

#endif
