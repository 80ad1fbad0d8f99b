/* expect: must be 1..32 */
unsigned u : 40;
init { skip }
