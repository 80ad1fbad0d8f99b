/* expect: 4:33: error: for (.. in a): a must be an array */
/* spin: rejects (6.5.2: bad arrayname) */
typedef R { byte arr[3] }
R s; init { byte i; for (i in s.arr) { skip } }
