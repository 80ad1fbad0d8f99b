/*
 * dterm.h -- termination detection for the distributed search: Safra's
 * token algorithm (Dijkstra, "Shmuel Safra's version of termination
 * detection", EWD998, 1987), as a state machine without any I/O.
 *
 * Each rank counts the basic messages (every message but the token) it
 * has sent minus those it has received, and turns black when it receives
 * one.  Rank 0, when passive, sends a white token with count 0 to rank 1;
 * a rank holding the token forwards it to the next rank (rank + 1 mod N)
 * once it is passive, adding its count to the token's and blackening the
 * token if it is black itself, then turns white.  When the token is back
 * at a passive rank 0: if it is white, rank 0 is white and the token's
 * count plus rank 0's is zero, every rank is passive and no message is in
 * flight, so the computation has terminated; else rank 0 starts a new
 * round.  With one rank there is no token: passive means terminated.
 *
 * The caller sends and receives; it tells the machine about each basic
 * message (dt_sent, dt_received), hands it the token when one arrives
 * (dt_token), and asks what to do whenever it is passive (dt_passive).
 * "Passive" means: nothing to expand and nothing left in an outgoing
 * buffer; a basic message received may make the rank active again.
 */
#ifndef RT_DTERM_H
#define RT_DTERM_H

#include <stdint.h>

typedef struct DtState {
	int rank, nranks;      /* this rank, number of ranks */
	int64_t count;         /* basic messages sent minus received */
	int black;             /* received one since the token last left */
	int has_token;         /* the token is here */
	int64_t tok_count;     /* the token's count, while here */
	int tok_black;         /* the token's colour, while here */
	int out;               /* rank 0: a token is travelling */
	int done;              /* rank 0: termination detected */
	uint64_t rounds;       /* rank 0: tokens sent */
} DtState;

/* What dt_passive asks the caller to do. */
enum {
	DT_WAIT = 0,           /* nothing: wait for a message */
	DT_FORWARD,            /* send the token (*count, *black) to rank
	                          (rank + 1) % nranks */
	DT_DONE                /* rank 0: the computation has terminated */
};

void dt_init(DtState *t, int rank, int nranks);
void dt_sent(DtState *t);
void dt_received(DtState *t);
/* The token arrived with this count and colour. */
void dt_token(DtState *t, int64_t count, int black);
/* The rank is passive: DT_* and, for DT_FORWARD, the token to send. */
int dt_passive(DtState *t, int64_t *count, int *black);

#endif
