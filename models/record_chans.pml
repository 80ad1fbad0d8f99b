/* Channel fields with an initializer in a typedef, as Spin makes them:
 * every record variable (global or local, array elements, nested
 * records) gets channels of its own when it is created. */
#define N 3
typedef tabcan { chan to[N] = [1] of { short }; byte k }
typedef outer { tabcan t; chan solo = [2] of { byte, byte } }
tabcan from[2]
outer g
active proctype P() {
	outer o
	short v
	from[1].to[2]!5; g.t.to[0]!7; g.solo!1,2; o.solo!3,4; o.t.to[1]!9
	from[1].to[2]?v; assert(v == 5)
	g.t.to[0]?v; assert(v == 7)
	o.t.to[1]?v; assert(v == 9)
	assert(len(o.solo) == 1 && len(g.solo) == 1 && from[0].to[2] != from[1].to[2])
}
