/*
 * fe_dump.c -- load a Promela model with the frontend and print its IR.
 * usage: fe-dump [-DNAME[=VAL]] [-IDIR] model.pml
 */
#include "frontend/frontend.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	const char *defs[64], *incs[64], *path = NULL;
	FeOptions o = { defs, 0, incs, 0 };
	for (int i = 1; i < argc; i++) {
		if (strncmp(argv[i], "-D", 2) == 0 && o.ndefines < 64)
			defs[o.ndefines++] = argv[i] + 2;
		else if (strncmp(argv[i], "-I", 2) == 0 && o.nincdirs < 64)
			incs[o.nincdirs++] = argv[i] + 2;
		else
			path = argv[i];
	}
	if (!path) {
		fprintf(stderr, "usage: fe-dump [-DNAME[=VAL]] [-IDIR] model.pml\n");
		return 2;
	}
	IrModel *m = fe_load(path, &o);
	if (!m)
		return 1;
	ir_dump(m, stdout);
	ir_free(m);
	return 0;
}
