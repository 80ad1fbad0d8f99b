/* expect: 4:1: error: c_state "Local Nope": no proctype of that name */
/* (Spin writes a pan.c that does not compile) */
c_decl { int unused; }
c_state "int y" "Local Nope" "3"
active proctype W() { c_code { unused++; } }
