/* The Promela model that tests/rt/model_r.c mirrors (pid 0 deadlocks). */
chan c = [0] of { byte };
byte v;
active proctype P() { c!7; v == 5 }
active proctype Q() { c?v }
