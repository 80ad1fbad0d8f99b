/*
 * lgen.h -- LLVM code generation: IR (frontend/ir.h) -> LLVM IR text (.ll)
 * that defines `const MccModel mcc_model` (runtime/model.h).
 *
 * Same state layout, transition numbering and tables as the C backend
 * (codegen/c/cgen.c), so both give the same state spaces, trails and
 * verdicts.  The successor code (guards, effects, process creation, the
 * initial state, propositions) is emitted as LLVM IR; the model-
 * independent helpers (channel queues, the successor driver) are the
 * gcc-built functions of runtime/llsupport.c, called through a
 * descriptor the module defines.  Embedded C cannot be compiled here:
 * models with c_code/c_expr/c_decl get a located error naming the tcc
 * and cc backends.
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
 * renamed on success).  Returns 0 on success, -1 after a diagnostic. */
int cg_build_llvm(const char *ll, const char *out, const char *rtdir);

#endif
