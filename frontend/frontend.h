/*
 * frontend.h -- entry point of the Promela frontend.
 *
 * fe_load() preprocesses, parses, checks and lowers a Promela model into
 * an IrModel (see ir.h).  On any error it prints located diagnostics
 * (`file:line:col: error: message`, the source line, a caret) to stderr
 * and returns NULL; it never aborts on bad input.  The result is freed
 * with ir_free().
 */
#ifndef MCC_FRONTEND_H
#define MCC_FRONTEND_H

#include "frontend/ir.h"

typedef struct FeOptions {
	const char **defines;  /* -DNAME[=VAL] strings (without the -D) */
	int ndefines;
	const char **incdirs;  /* extra #include directories */
	int nincdirs;
	/* propositions of the claim formula (mcc -f/-F/--automaton), compiled
	 * into the model: each is a Promela expression (or #define name) over
	 * globals and remote references; an error is located at
	 * (ap_src, ap_line[i], ap_col[i]) of ap_text (the formula as given) */
	const char *const *aps;
	const int *ap_line, *ap_col;
	int naps;
	const char *ap_src;    /* file name for diagnostics ("formula" for -f) */
	const char *ap_text;   /* the formula or automaton text (caret lines) */
} FeOptions;

IrModel *fe_load(const char *path, const FeOptions *opt);

#endif
