/* expect: 5:3: error: wrong number of fields in send: channel has 1, got 2 */
/* spin: rejects (too many pars in send) */
chan c = [1] of { byte };
init {
  c!1,2
}
