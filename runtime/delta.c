/*
 * delta.c -- state vector differences as exclusive-or runs (delta.h).
 */
#include <string.h>
#include "runtime/delta.h"

/* This many equal bytes end a run; fewer are kept in it (as zero bytes:
 * a new run's gap and length would cost two bytes at least). */
#define DELTA_GAP 3

static uint8_t *delta_put_num(uint8_t *o, size_t v)
{
	while (v >= 0x80) {
		*o++ = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	*o++ = (uint8_t)v;
	return o;
}

static inline size_t delta_get_num(const uint8_t **c)
{
	const uint8_t *p = *c;
	if (*p < 0x80) {
		*c = p + 1;
		return *p;
	}
	size_t v = 0;
	int sh = 0;
	while (*p & 0x80) {
		v |= (size_t)(*p++ & 0x7f) << sh;
		sh += 7;
	}
	v |= (size_t)*p++ << sh;
	*c = p;
	return v;
}

/* Write the run of bytes start..last (a ^ b there), end being where the
 * previous run ended. */
static uint8_t *delta_put_run(uint8_t *o, const uint8_t *a, const uint8_t *b,
    size_t end, size_t start, size_t last)
{
	o = delta_put_num(o, start - end);
	o = delta_put_num(o, last + 1 - start);
	for (size_t k = start; k <= last; k++)
		*o++ = a[k] ^ b[k];
	return o;
}

/* The vectors are compared a word at a time; within a word the span from
 * its first to its last differing byte counts as changed (the code may
 * keep up to six equal bytes a word; a byte-exact scan costs more than
 * it saves). */
size_t rt_delta_encode(uint8_t *out, const uint8_t *a, const uint8_t *b,
    size_t n)
{
	uint8_t *o = out;
	size_t end = 0, start = 0, last = 0;
	int open = 0; /* a run start..last is pending */
	size_t i = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ /* byte k is bits 8k.. */
	for (; i + 8 <= n; i += 8) {
		uint64_t x, y;
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		x ^= y;
		if (!x)
			continue;
		size_t lo = i + (size_t)(__builtin_ctzll(x) >> 3);
		size_t hi = i + (size_t)((63 - __builtin_clzll(x)) >> 3);
		if (open && lo - last <= DELTA_GAP) {
			last = hi;
			continue;
		}
		if (open) {
			o = delta_put_run(o, a, b, end, start, last);
			end = last + 1;
		}
		start = lo;
		last = hi;
		open = 1;
	}
#endif
	for (; i < n; i++) {
		if (a[i] == b[i])
			continue;
		if (open && i - last <= DELTA_GAP) {
			last = i;
			continue;
		}
		if (open) {
			o = delta_put_run(o, a, b, end, start, last);
			end = last + 1;
		}
		start = last = i;
		open = 1;
	}
	if (open)
		o = delta_put_run(o, a, b, end, start, last);
	return (size_t)(o - out);
}

void rt_delta_apply(uint8_t *s, const uint8_t *code, size_t len)
{
	const uint8_t *c = code, *e = code + len;
	while (c < e) {
		s += delta_get_num(&c);
		size_t k = 0, n = delta_get_num(&c);
		for (; k + 8 <= n; k += 8) {
			uint64_t x, y;
			memcpy(&x, s + k, 8);
			memcpy(&y, c + k, 8);
			x ^= y;
			memcpy(s + k, &x, 8);
		}
		for (; k < n; k++)
			s[k] ^= c[k];
		s += n;
		c += n;
	}
}
