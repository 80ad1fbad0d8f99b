/*
 * puf.h -- the shared union-find of the parallel SCC-based checks
 * (Renault, Duret-Lutz, Kordon & Poitrenaud: a partition of the states
 * plus an artificial Dead class, with acceptance marks on classes).
 *
 * The nodes live in the concurrent store's records (PUF_NODE_SIZE bytes of
 * `extra`, zero = a class of its own without marks), so a state gets its
 * node when it is stored and no separate table is needed.
 *   parent: 0 = representative; PUF_DEAD = linked to the Dead class;
 *           else 1 + the parent's number.
 *   acc:    marks of the class (meaningful on a representative).
 * Classes only ever join states known to lie in one SCC, and a class is
 * dead only once its SCC was fully explored, so what the union-find says
 * is stable: every thread may use it at any time.
 *
 * Two variants (PufMode):
 *   lock-free: links are CAS on the child's parent (the larger number goes
 *     under the smaller, so no cycle can form; Dead is above everything);
 *     marks are OR-ed into the representative, then the representative is
 *     checked to still be one, else the marks are OR-ed again into the new
 *     one; the linker copies the child's marks after its CAS, so no mark
 *     is lost.  Path halving with CAS.
 *   locking: the same, but a link or a mark update holds the mutexes of
 *     both representatives (a striped array of mutexes, locked in address
 *     order), re-checking under the lock that they still are.
 * Invariant: a class holding Dead is reported with marks 0 and `dead` set.
 */
#ifndef RT_PUF_H
#define RT_PUF_H

#include <pthread.h>
#include <stdint.h>
#include "runtime/par/pstore.h"

#define PUF_NODE_SIZE 16
#define PUF_DEAD UINT64_MAX
#define PUF_NSTRIPES 1024

typedef enum PufMode { PUF_LOCKFREE, PUF_LOCKING } PufMode;

typedef struct Puf {
	PsStore *ps;                      /* the records (not owned) */
	PufMode mode;
	pthread_mutex_t *stripes;         /* PUF_NSTRIPES mutexes (locking) */
} Puf;

/* The result of a union. */
typedef struct PufUnite {
	uint32_t marks;                   /* marks of the resulting class */
	int dead;                         /* one side was already dead */
} PufUnite;

int puf_init(Puf *u, PsStore *ps, PufMode mode);
void puf_fini(Puf *u);

/* Representative of x, or PUF_DEAD. */
uint64_t puf_find(Puf *u, uint64_t x);
static inline int puf_is_dead(Puf *u, uint64_t x)
{
	return puf_find(u, x) == PUF_DEAD;
}
/* Is x itself linked to Dead (its parent is Dead)?  A read, no path
 * halving: only representatives of dead classes answer yes (the
 * producers of par_async.c, which must not write the union-find). */
int puf_maybe_dead(Puf *u, uint64_t x);
/* Unite the classes of a and b and add marks m. */
PufUnite puf_unite(Puf *u, uint64_t a, uint64_t b, uint32_t m);
/* Link the class of x to Dead. */
void puf_kill(Puf *u, uint64_t x);
/* Marks of the class of x (0 if dead). */
uint32_t puf_marks(Puf *u, uint64_t x);

/* Lock two mutexes (possibly the same one) in address order, so that
 * threads locking the same pair never deadlock; unlock them. */
void puf_lock_pair(pthread_mutex_t *x, pthread_mutex_t *y);
void puf_unlock_pair(pthread_mutex_t *x, pthread_mutex_t *y);

#endif
