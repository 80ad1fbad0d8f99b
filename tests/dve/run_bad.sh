#!/bin/sh
# run_bad.sh -- every tests/bad-dve/*.dve must be rejected by `mcc` with a
# located diagnostic (`file:LINE:COL: error: ...`) containing the text of
# its first line `// expect: TEXT`, a non-zero exit below 128 (no crash),
# and no verifier left behind.
# usage: tests/dve/run_bad.sh   (env MCC=path/to/mcc, default ./mcc)
MCC=${MCC:-./mcc}
DIR=$(dirname "$0")/../bad-dve
TMP=$(mktemp -d /tmp/dvebad.XXXXXX) || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM
pass=0 fail=0
for f in "$DIR"/*.dve; do
	want=$(sed -n '1s|^// expect: ||p' "$f")
	"$MCC" -B "${MCC_BACKEND:-tcc}" -o "$TMP/pan" "$f" >"$TMP/out" 2>&1
	rc=$?
	why=
	if [ "$rc" -eq 0 ]; then why="accepted"
	elif [ "$rc" -ge 128 ]; then why="crashed (rc=$rc)"
	elif ! grep -qF -- "$want" "$TMP/out"; then why="message lacks '$want'"
	elif ! grep -qE ':[0-9]+:[0-9]+: error: ' "$TMP/out"; then why="no located error"
	elif [ -e "$TMP/pan" ]; then why="left a verifier behind"
	fi
	if [ -n "$why" ]; then
		fail=$((fail + 1))
		echo "FAIL $(basename "$f"): $why"
		sed 's/^/    /' "$TMP/out" | head -5
	else
		pass=$((pass + 1))
	fi
	rm -f "$TMP/pan"
done
echo "bad-dve: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
