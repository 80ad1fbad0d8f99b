/* expect: bad label-name 'done' */
byte done;
init {
  goto done;
done: skip
}
