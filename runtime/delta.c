/*
 * delta.c -- state vector differences as exclusive-or runs (delta.h).
 */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
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

/* The runs being built: the pending one start..last, and where the one
 * before it ended. */
typedef struct DeltaRuns {
	uint8_t *o;            /* next byte of the code */
	size_t end, start, last;
	int open;              /* a run start..last is pending */
} DeltaRuns;

/* Byte p differs: extend the pending run, or write it and start one. */
static inline void delta_byte(DeltaRuns *r, const uint8_t *a, const uint8_t *b,
    size_t p)
{
	if (r->open && p - r->last <= DELTA_GAP) {
		r->last = p;
		return;
	}
	if (r->open) {
		r->o = delta_put_run(r->o, a, b, r->end, r->start, r->last);
		r->end = r->last + 1;
	}
	r->start = r->last = p;
	r->open = 1;
}

/* The vectors are compared 32 bytes at a time (SSE2), or 8 (other
 * little-endian hosts), and the changed bytes of a block that differs
 * found one by one from the comparison's mask. */
size_t rt_delta_encode(uint8_t *out, const uint8_t *a, const uint8_t *b,
    size_t n)
{
	DeltaRuns r = { out, 0, 0, 0, 0 };
	size_t i = 0;
#if defined(__SSE2__)
	for (; i + 32 <= n; i += 32) {
		__m128i a0 = _mm_loadu_si128((const __m128i *)(a + i));
		__m128i b0 = _mm_loadu_si128((const __m128i *)(b + i));
		__m128i a1 = _mm_loadu_si128((const __m128i *)(a + i + 16));
		__m128i b1 = _mm_loadu_si128((const __m128i *)(b + i + 16));
		uint32_t m = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a0, b0)) |
		    (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a1, b1)) << 16;
		for (m = ~m; m; m &= m - 1)
			delta_byte(&r, a, b, i + (size_t)__builtin_ctz(m));
	}
#elif __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ /* byte k is bits 8k.. */
	for (; i + 8 <= n; i += 8) {
		uint64_t x, y;
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		for (x ^= y; x; ) {
			unsigned k = (unsigned)__builtin_ctzll(x) >> 3;
			x &= ~((uint64_t)0xff << (8 * k));
			delta_byte(&r, a, b, i + k);
		}
	}
#endif
	for (; i < n; i++)
		if (a[i] != b[i])
			delta_byte(&r, a, b, i);
	if (r.open)
		r.o = delta_put_run(r.o, a, b, r.end, r.start, r.last);
	return (size_t)(r.o - out);
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
