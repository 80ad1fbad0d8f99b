/* Embedded C: c_decl, c_state, c_code, c_expr with Spin's now. and P<proc>-> views. */
c_decl { int counter_c; }
c_state "int cs" "Global"
byte x;
active proctype A() { byte y = 2; c_code { now.x = 3; PA->y = 5; }; c_expr { now.x == 3 } -> x = 4 }
active proctype B() { c_code { now.cs++; }; assert(c_expr { now.cs == 1 }) }
