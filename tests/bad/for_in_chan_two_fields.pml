/* expect: 5:23: error: for (x in c): c must be a buffered channel of one record type */
/* spin: rejects */
typedef M { byte a; byte b }
chan c = [2] of { M, byte }
init { M m; for (m in c) { skip } }
