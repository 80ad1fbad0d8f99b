/*
 * dve.h -- entry point of the DVE (DiVinE 2 / BEEM) frontend.
 *
 * dve_load() parses, checks and lowers a .dve model into an IrModel
 * (see ir.h): one IrProctype per DVE process (active, one instance,
 * in declaration order), one location per control state, one edge with
 * an IR_S_TRANS statement per transition.  A `system ... property P;`
 * process becomes the never claim (IR_PROC_NEVER, IrModel.never).
 * On any error it prints located diagnostics (`file:line:col: error:`,
 * the source line, a caret) to stderr and returns NULL; it never aborts
 * on bad input.  The result is freed with ir_free().
 */
#ifndef MCC_DVE_H
#define MCC_DVE_H

#include "frontend/frontend.h"

IrModel *dve_load(const char *path, const FeOptions *opt);

#endif
