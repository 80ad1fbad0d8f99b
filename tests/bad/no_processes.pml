/* expect: no proctype, init or never claim */
byte x;
