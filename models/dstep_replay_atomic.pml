/* d_steps first in an atomic, labelled, with a local variable, and
 * spread over several lines (spin -t -p prints a line per element) */
byte x, y;
active proctype P() {
  byte z;
  atomic { d_step { x = 1; z = 2 }; x = 3 };
L: d_step {
    x = 4;
    if
    :: z == 2 ->
       y = 5
    :: else
    fi;
    z = 0
  };
  assert(x == 3)
}
