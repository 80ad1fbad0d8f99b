/*
 * lgen.h -- the LLVM target: the lowered model (codegen/mir.h) printed as
 * LLVM IR (lprint.c) and built through LLVM-C (lbuild.c).  Embedded C
 * cannot be compiled here: such models get a located error naming the
 * tcc and cc backends.
 */
#ifndef MCC_LGEN_H
#define MCC_LGEN_H

#include <stdio.h>
#include "codegen/c/cgen.h"

/* Write the LLVM IR text of `m` to `out`.  Returns 0 on success; on a
 * construct the generator cannot handle it prints a located diagnostic to
 * stderr and returns -1. */
int cg_emit_llvm(const IrModel *m, const CgOptions *opt, FILE *out);

/* Compile LLVM IR text `ll` (O2, PIC object) and link it with the runtime
 * in `rtdir` into the executable `out` (written to a temporary name and
 * renamed on success); `mpi` as for cg_build.  Returns 0 on success, -1
 * after a diagnostic. */
int cg_build_llvm(const char *ll, const char *out, const char *rtdir, int mpi);

#endif
