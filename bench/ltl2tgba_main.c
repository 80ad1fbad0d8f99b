/* ltl2tgba_main.c -- `mcc ltl2tgba` alone, linked with libmccltl and
 * BuDDy only, for bench/spot_cmp.py: the same translator code without
 * loading mcc's compilers (libLLVM, libtcc), whose start-up (about 20 ms)
 * would otherwise dominate ltlcross's per-formula translation times. */
#include "ltl/ltl.h"

int main(int argc, char **argv) { return ltl_cli_main(argc, argv); }
