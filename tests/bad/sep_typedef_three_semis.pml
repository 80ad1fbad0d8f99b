/* expect: 3:21: error: syntax error: unexpected SEMI */
/* spin: rejects (';;' is one separator, ';;;' two) */
typedef T { byte a;;; byte b }
T t
active proctype p() { t.a = 1 }
