/*
 * build.h -- turn generated C into a standalone verifier executable.
 *
 * Backends: libtcc (in-process, fastest to compile) and the system C
 * compiler (`cc`, for sanitizer runs and as a reference).  The runtime
 * directory holds libmccrt.a, libmccltl.a and include/model.h; the
 * executable links them statically, so it keeps working when moved or when
 * the build tree is deleted.  The output is written to a temporary name
 * and renamed into place only on success: no partial ./pan is left behind.
 */
#ifndef MCC_BUILD_H
#define MCC_BUILD_H

typedef enum CgBackend { CG_TCC, CG_CC, CG_LLVM } CgBackend;

/* Locate the runtime directory (NULL if not found).  Checks $MCC_HOME,
 * the directory of the running mcc, its build/ subdirectory, and
 * ../lib/mcc relative to it. */
const char *cg_runtime_dir(void);

/* Whether a verifier can be written to `out`: not a directory, and a file
 * can be created beside it (the temporary name the builds use, removed at
 * once).  Returns 0, or prints "mcc: cannot write OUT: reason" and returns
 * -1.  Called before anything is compiled, for every backend. */
int cg_check_output(const char *out);

/* Compile `csrc` (NUL-terminated C text) and link it into `out`; with
 * `mpi`, a verifier for pan --mpi: the MPI transport (libmccdist.a, whose
 * main() then comes first) and MPI's libraries (the flags in the runtime
 * directory's mpi.link).  Returns 0 on success; prints diagnostics and
 * returns -1 on failure. */
int cg_build(CgBackend be, const char *csrc, const char *out, const char *rtdir,
    int mpi);

struct TCCState;

/* Add the runtime and the libraries a verifier needs to a libtcc link
 * (after the model's code); 0, or -1 with a message printed. */
int cg_tcc_link_runtime(struct TCCState *s, const char *rtdir, int mpi);

/* The same as arguments of a `cc` link command (malloc'd), or NULL. */
char *cg_cc_link_args(const char *rtdir, int mpi);

#endif
