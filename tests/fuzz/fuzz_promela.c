/*
 * fuzz_promela.c -- libFuzzer harness for the Promela frontend: the input
 * is written to a temporary file and loaded with fe_load().  Diagnostics
 * go to stderr (silenced here); any crash or sanitizer report is a bug.
 * Build: clang -fsanitize=fuzzer,address,undefined -I. -Ibuild \
 *        tests/fuzz/fuzz_promela.c build-fuzz/libmccfe.a -o fuzz_promela
 */
#include "frontend/frontend.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[] = "/tmp/fuzz_promela_XXXXXX";
	int fd = mkstemp(path);
	if (fd < 0)
		return 0;
	if (write(fd, data, size) != (ssize_t)size) {
		close(fd);
		unlink(path);
		return 0;
	}
	close(fd);
	/* silence diagnostics during the call only (libFuzzer reports on
	 * stderr) unless FUZZ_VERBOSE is set */
	int saved = -1;
	if (!getenv("FUZZ_VERBOSE")) {
		int devnull = open("/dev/null", O_WRONLY);
		if (devnull >= 0) {
			fflush(stderr);
			saved = dup(2);
			dup2(devnull, 2);
			close(devnull);
		}
	}
	IrModel *m = fe_load(path, NULL);
	if (saved >= 0) {
		fflush(stderr);
		dup2(saved, 2);
		close(saved);
	}
	if (m) {
		FILE *f = fopen("/dev/null", "w");
		if (f) {
			ir_dump(m, f);
			fclose(f);
		}
		ir_free(m);
	}
	unlink(path);
	return 0;
}
