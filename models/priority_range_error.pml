/* set_priority outside 1..255 is Spin's fatal error "priority is out of
 * range": the search stops there, whatever -c says (2 states). */
byte x
active proctype A() priority 3 { x < 2 -> set_priority(_pid, 300); x++; _priority = 0; x++ }
active proctype B() priority 2 { do :: x < 5 -> x++ :: else -> break od }
