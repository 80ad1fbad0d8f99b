#!/bin/sh
# run_bad.sh [COMMAND] -- run COMMAND (default build/fe-dump) on every
# tests/bad/*.pml and check: non-zero exit, no crash (exit < 128), a
# located diagnostic `file:line:col: error:`, and the substring named on
# the first line of the model as `/* expect: SUBSTRING */`.
# COMMAND may contain arguments, e.g. "build/mcc -o /tmp/pan".
cmd=${1:-build/fe-dump}
dir=$(dirname "$0")/../bad
pass=0 fail=0
tmp=${TMPDIR:-/tmp}/run_bad.$$
for f in "$dir"/*.pml; do
	expect=$(sed -n '1s/^\/\* expect: \(.*\) \*\/$/\1/p' "$f")
	$cmd "$f" >"$tmp.out" 2>"$tmp.err"
	rc=$?
	why=
	if [ $rc -eq 0 ]; then why="exit status 0"
	elif [ $rc -ge 128 ]; then why="crashed (status $rc)"
	elif ! grep -Eq ':[0-9]+:[0-9]+: error: ' "$tmp.err"; then why="no located 'file:line:col: error:'"
	elif [ -n "$expect" ] && ! grep -Fq -- "$expect" "$tmp.err"; then why="missing '$expect'"
	fi
	if [ -z "$why" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $f: $why"
		sed 's/^/    /' "$tmp.err" | head -5
	fi
done
rm -f "$tmp.out" "$tmp.err"
echo "bad-input corpus: $pass passed, $fail failed"
[ $fail -eq 0 ]
