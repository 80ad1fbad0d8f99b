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

static size_t delta_get_num(const uint8_t **c)
{
	const uint8_t *p = *c;
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

/* The first byte at or after i where a and b differ, or n. */
static size_t delta_next_diff(const uint8_t *a, const uint8_t *b, size_t i,
    size_t n)
{
	for (; i + 8 <= n; i += 8) {
		uint64_t x, y;
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		if (x != y)
			break;
	}
	while (i < n && a[i] == b[i])
		i++;
	return i;
}

size_t rt_delta_encode(uint8_t *out, const uint8_t *a, const uint8_t *b,
    size_t n)
{
	uint8_t *o = out;
	size_t end = 0; /* where the previous run ended */
	size_t i = delta_next_diff(a, b, 0, n);
	while (i < n) {
		size_t start = i, last = i;
		for (i = start + 1; i < n && i - last <= DELTA_GAP; i++)
			if (a[i] != b[i])
				last = i;
		o = delta_put_num(o, start - end);
		o = delta_put_num(o, last + 1 - start);
		for (size_t k = start; k <= last; k++)
			*o++ = a[k] ^ b[k];
		end = last + 1;
		i = delta_next_diff(a, b, end, n);
	}
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
