/* Embedded C state as Spin keeps it: c_state "Local NAME" variables in
 * each NAME process (P<NAME>->x, initialized at its creation), Global
 * ones in `now` (types from c_decl), and c_track "Matched" memory: the
 * C variable counter is part of the state (without the c_track line
 * Spin and mcc both find 121 states). */
c_decl {
	typedef struct Coord { int x, y; } Coord;
	int counter;
}
c_state "Coord pos" "Global"
c_state "int steps" "Local Walker" "2"
c_track "&counter" "sizeof(int)"
byte done

active [2] proctype Walker() {
	do
	:: c_expr { PWalker->steps < 4 } -> c_code { PWalker->steps++; now.pos.x++; counter = (counter + 1) % 3; }
	:: c_expr { PWalker->steps >= 4 } -> break
	od;
	c_code { now.pos.y = counter; }
	done++
}
