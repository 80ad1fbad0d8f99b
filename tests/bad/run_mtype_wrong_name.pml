/* expect: 6:14: error: 'carrot' is type 'veg', but should be type 'fruit' */
/* spin: rejects */
mtype:fruit = { apple }
mtype:veg = { carrot }
proctype P(mtype:fruit x) { skip }
init { run P(carrot) }
