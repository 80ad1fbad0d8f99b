/* pan_m.c -- a pan for the hand-written model of model_m.c, to run the
 * runtime by hand: cc -I. tests/rt/pan_m.c BUILD/libmccrt.a -lxxhash -lm */
#include "runtime/rt.h"
#include "tests/rt/model_m.c"

int main(int argc, char **argv)
{
	return rt_main(argc, argv, &model_m);
}
