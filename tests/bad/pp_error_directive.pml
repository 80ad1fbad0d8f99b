/* expect: #error */
#error stop here
init { skip }
