/* expect: unknown mtype 'color' */
mtype:fruit = { apple };
mtype:color c;
init { skip }
