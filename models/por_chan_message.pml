/* Partial-order reduction: channels sent in messages (the points-to analysis of codegen/por.c follows them through the queue a), runtime/por/README.md. */
chan a = [2] of { chan };
chan b = [1] of { byte };
chan c = [1] of { byte };
active proctype S() { a!b; a!c }
active proctype R() { chan x; byte v; a?x; x!1; a?x; x!2 }
active proctype T() { byte v; b?v; c?v; assert(v != 2) }
