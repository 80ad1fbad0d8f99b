/* expect: cannot open include file */
#include "no_such_file.h"
init { skip }
