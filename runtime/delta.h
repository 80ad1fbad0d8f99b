/*
 * delta.h -- the difference between two state vectors of the same size,
 * as a short byte code: what a search stack keeps of a successor instead
 * of its whole vector (runtime/dfs.c).
 *
 * The code is a sequence of runs, each a gap (bytes equal in both
 * vectors, since the end of the previous run or the vector's start), a
 * length and that many bytes, the exclusive or of the two vectors there;
 * gap and length are unsigned LEB128 numbers (one byte below 128).  Runs
 * separated by fewer than three equal bytes are one run.  Because the
 * bytes are an exclusive or, the code turns either vector into the
 * other: applying it twice gives the vector back (a stack applies a
 * record's code to go down and again to come back up).
 */
#ifndef RT_DELTA_H
#define RT_DELTA_H

#include <stddef.h>
#include <stdint.h>

/* The most bytes the code of two n-byte vectors takes. */
static inline size_t rt_delta_max(size_t n)
{
	return n + n / 64 + 16;
}

/* Write the code that turns a into b (n bytes each) to out, which has
 * room for rt_delta_max(n) bytes; returns its length (0: a == b). */
size_t rt_delta_encode(uint8_t *out, const uint8_t *a, const uint8_t *b,
    size_t n);

/* Apply the code (len bytes, from rt_delta_encode on vectors of s's size)
 * to s in place: a becomes b, and b becomes a. */
void rt_delta_apply(uint8_t *s, const uint8_t *code, size_t len);

#endif
