#!/bin/bash
# tests/hoa/run.sh -- HOA claim automata (mcc --automaton).
#
#   bad    every file of tests/bad-hoa (malformed headers and bodies) is
#          rejected by mcc with a located `file:line:col: error:` carrying
#          the message of tests/bad-hoa/expected.tsv, no crash, no verifier
#          left behind;
#   fuzz   HOA_FUZZ_N (default 150) mutants of the good automata (a byte
#          deleted, replaced or duplicated, or the text cut): mcc never
#          crashes, and a rejected mutant gets a located error;
#   good   each automaton of tests/hoa/expected.tsv on its model (4th
#          column, default models/ltl_mutex.pml)
#          with pan --acceptance=tgba, tgra and tfla gives the verdict of
#          the table, which is also the verdict of the same claim given as
#          an LTL formula (mcc -f); counterexamples replay (pan -r).
# Prints PASS/FAIL lines and "N passed, N failed".
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
MCC_B=${MCC_BACKEND:+-B $MCC_BACKEND}   # cc for the sanitizer runs
MODEL=$PWD/models/ltl_mutex.pml
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }

# expected.tsv: file, message, and the model (default $MODEL)
while IFS=$'\t' read -r file want model; do
	case "$file" in ''|\#*) continue;; esac
	f=tests/bad-hoa/$file
	rm -f "$tmp/pan"
	"$MCC" $MCC_B -o "$tmp/pan" "${model:-$MODEL}" --automaton "$f" >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then bad "bad-hoa $file: accepted"; continue; fi
	if [ $rc -ge 128 ]; then bad "bad-hoa $file: crashed ($rc)"; continue; fi
	if [ -e "$tmp/pan" ]; then bad "bad-hoa $file: verifier left behind"; continue; fi
	if ! grep -qE "^$f:[0-9]+:[0-9]+: error: .*$want" "$tmp/out"; then
		bad "bad-hoa $file: no located '$want'"; head -2 "$tmp/out"; continue
	fi
	ok "bad-hoa $file"
done < tests/bad-hoa/expected.tsv
n=$(ls tests/bad-hoa/*.hoa | wc -l); m=$(grep -c . tests/bad-hoa/expected.tsv)
[ "$n" -eq "$m" ] && ok "bad-hoa: every file has an expectation ($n)" || bad "bad-hoa: $n files, $m expectations"

# fuzz: mutate the good automata (deterministic: RANDOM seeded)
RANDOM=${HOA_FUZZ_SEED:-7}
N=${HOA_FUZZ_N:-150}; crashes=0; unlocated=0; accepted=0
goods=(tests/hoa/*.hoa)
for ((k = 0; k < N; k++)); do
	src=${goods[$((k % ${#goods[@]}))]}
	s=$(cat "$src"); len=${#s}; at=$((RANDOM % len))
	case $((RANDOM % 4)) in
	0) s="${s:0:at}${s:at+1}";;
	1) chars='0123456789&|!()[]{}":tf -'; c=${chars:$((RANDOM % ${#chars})):1}; s="${s:0:at}$c${s:at+1}";;
	2) s="${s:0:at}${s:at:1}${s:at}";;
	3) s="${s:0:at}";;
	esac
	printf '%s\n' "$s" >"$tmp/m.hoa"
	"$MCC" $MCC_B -o "$tmp/pm" "$MODEL" --automaton "$tmp/m.hoa" >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -ge 128 ]; then crashes=$((crashes+1)); cp "$tmp/m.hoa" "$tmp/crash$k.hoa"
	elif [ $rc -ne 0 ]; then grep -qE "^$tmp/m.hoa:[0-9]+:[0-9]+: error: " "$tmp/out" || unlocated=$((unlocated+1))
	else accepted=$((accepted+1)); fi
done
if [ $crashes -eq 0 ] && [ $unlocated -eq 0 ]; then
	ok "hoa fuzz: $N mutants, $accepted accepted, $((N-accepted)) rejected with located errors"
else
	bad "hoa fuzz: $crashes crashes, $unlocated rejected without a located error ($N mutants)"
fi

verdict() { # pan output -> holds|violated|?
	if grep -q "acceptance cycle" "$1"; then echo violated
	elif grep -qE "part (all|S|T|W) .*empty" "$1"; then echo holds
	else echo "?"; fi
}
while IFS=$'\t' read -r file formula want model; do
	case "$file" in ''|\#*) continue;; esac
	MODEL=$PWD/${model:-models/ltl_mutex.pml}
	d=$tmp/g; rm -rf "$d"; mkdir -p "$d"
	if ! ( cd "$d" && "$MCC" $MCC_B -o pf "$MODEL" -f "$formula" >/dev/null 2>&1 && ./pf >pf.out 2>&1 ); [ "$(verdict "$d/pf.out")" != "$want" ]; then
		bad "hoa $file: the formula's verdict is $(verdict "$d/pf.out"), table says $want"; continue
	fi
	if ! "$MCC" $MCC_B -o "$d/ph" "$MODEL" --automaton "tests/hoa/$file" >"$d/mcc.out" 2>&1; then
		bad "hoa $file: rejected"; head -3 "$d/mcc.out"; continue
	fi
	for acc in tgba tgra tfla; do
		rm -f "$d"/*.trail
		( cd "$d" && ./ph --acceptance=$acc >ph.out 2>&1 )
		got=$(verdict "$d/ph.out")
		if [ "$got" != "$want" ]; then bad "hoa $file --acceptance=$acc: $got, expected $want"; continue; fi
		if [ "$got" = violated ]; then
			if ( cd "$d" && ./ph -r 2>&1 | grep -q "replay ok" ); then
				ok "hoa $file --acceptance=$acc: $got, trail replays"
			else
				bad "hoa $file --acceptance=$acc: trail does not replay"
			fi
		else
			ok "hoa $file --acceptance=$acc: $got ($(grep -oE 'part (all|S|T|W|TW) +[a-z0-9-]+' "$d/ph.out" | awk '{print $3}' | tr '\n' ' '))"
		fi
	done
done < tests/hoa/expected.tsv
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
