/* expect: 5:23: error: for (x in c): c must be a buffered channel of one record type */
/* spin: rejects */
typedef M { byte a; byte b }
chan c = [0] of { M }
init { M m; for (m in c) { skip } }
