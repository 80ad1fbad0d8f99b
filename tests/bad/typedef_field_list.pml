/* expect: 4:18: error: different initial values for the elements of a typedef field are not supported yet */
/* (Spin accepts this: a limitation of mcc's IR, which has one initial
 * value per typedef field) */
typedef T { byte x[2] = {3, 4} }
T t
active proctype p() { assert(t.x[1] == 4) }
