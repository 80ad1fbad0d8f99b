/*
 * fixture.c -- included by the unit tests of the safety searches
 * (test_rt_explore.c, test_rt_psafety.c) after runtime/rt.h and
 * runtime/trail.h: their trail path, pan's default options with it, and
 * the length of a written trail.
 */
static char trailpath[512];

static void opts(RtOptions *o)
{
	char *argv[] = { "pan", NULL };
	rt_options_parse(o, 1, argv);
	o->trail = trailpath;
}

/* Steps in the trail at path, or (uint64_t)-1 if it cannot be read. */
static uint64_t trail_len(const char *path)
{
	MccStep *st;
	uint64_t n = 0;
	int claim;
	if (rt_trail_read(path, &st, &n, &claim) < 0)
		return (uint64_t)-1;
	free(st);
	return n;
}
