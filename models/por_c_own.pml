/* Partial-order reduction and embedded C: text that names only its own
 * process's frame (PA->y) touches no shared object, anything else (now.x)
 * every global.  Were B's c_code and A's c_expr read as local (Spin's
 * default takes c_expr as local), the reduction would order the two
 * processes one way only and lose one of the errors (the invalid end
 * state of A blocked after B's write: checked by hand). */
byte x = 1;
active proctype B() { c_code { now.x = 0; } }
active proctype A() { byte y; c_code { PA->y = 1; }; c_expr { now.x == 1 && PA->y == 1 } -> assert(false) }
