/* expect: redeclaration of proctype 'P' */
proctype P() { skip }
proctype P() { skip }
init { skip }
