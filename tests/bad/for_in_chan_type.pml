/* expect: 6:18: error: for (x in c): the type of x is not the channel's record type */
/* spin: rejects */
typedef M { byte a; byte b }
typedef N { byte a; byte b }
chan c = [2] of { M }
init { N m; for (m in c) { skip } }
