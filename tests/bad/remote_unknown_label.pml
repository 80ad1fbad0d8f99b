/* expect: has no label 'nope' */
active proctype P() { L: skip }
never { do :: P@nope -> break od }
