/* Quiet ends and _nr_pr: an ended W that is not yet dead counts in
 * _nr_pr, so three of them can be there at once only if none dies
 * before the next is created.  A model that reads _nr_pr gets no quiet
 * ends (codegen/por.c qe_model): with them, each W would die as soon as
 * it ended and the violation would be lost. */
proctype W() { skip }
init { run W(); run W(); run W() }
active proctype O() { assert(_nr_pr <= 4) }
