/* run arguments for mtype parameters, as Spin 6.5.2 takes them: mtype
 * constants of the parameter's mtype, numbers and expressions (a variable
 * is its "wrong arg type" error: tests/bad/run_mtype_var.pml). */
mtype:fruit = { apple, pear }
mtype:veg = { carrot }
mtype = { plain }
proctype P(mtype:fruit x; mtype:veg y; mtype z; byte b) { skip }
init { run P(pear, carrot, plain, 3); run P(2, 1, 1+0, 4) }
