/* expect: 4:42: error: the value of '_' cannot be read (it is write-only) */
/* spin: rejects */
chan c = [1] of { byte }
active proctype P() { byte x; _ = 3; x = _ + 1 }
