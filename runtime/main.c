/* main.c -- pan's main(): the only reference to the generated model.
 * Kept alone in its object file so that test programs linking libmccrt.a
 * with their own main() never pull it in. */
#include "runtime/rt.h"

int main(int argc, char **argv)
{
	return rt_main(argc, argv, &mcc_model);
}
