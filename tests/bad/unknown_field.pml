/* expect: has no field 'z' */
typedef T { byte a };
T t;
init {
  t.z = 1
}
