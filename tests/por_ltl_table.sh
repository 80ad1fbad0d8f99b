#!/bin/bash
# por_ltl_table.sh -- states stored by pan -a with --por=off, stubborn and
# ample on the LTL models of the wild corpus (tests/corpus, mode ltl),
# against Spin's default run recorded in tests/corpus/MANIFEST.tsv
# (spin -a; gcc -O2 -DMEMLIM=8000; ./pan -a: Spin's own partial-order
# reduction and statement merging), for runtime/por/README.md.
#
#   tests/por_ltl_table.sh [OUT.tsv]
#
# One row per model whose verdict is `holds` for Spin (a violated run
# stops at the first cycle, so its count says little): name, Spin's
# states, then states, verdict and whether a reduction ran for each mode,
# of the first ltl block (the one Spin's pan -a checks).  Environment:
# MCC, MCC_BACKEND (tcc), POR_TIMEOUT (60 s per run).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
: "${MCC_BACKEND:=tcc}"
: "${POR_TIMEOUT:=60}"
out=${1:-/dev/stdout}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'model\tspin\toff\tstubborn\tample\tverdicts\treduced\n' >"$out"
awk -F'\t' 'NR > 1 && $6 == "ltl" && $7 == "holds" { print $1 "\t" $8 }' \
    tests/corpus/MANIFEST.tsv | while IFS=$'\t' read -r name spin; do
	dir=tests/corpus/${name%.pml}
	[ -f "$dir/$name" ] || continue
	rm -rf "$tmp/m"; cp -r "$dir" "$tmp/m"
	(cd "$tmp/m" && timeout 120 "$MCC" -B "$MCC_BACKEND" -o pan "$name" >mcc.out 2>&1) || continue
	row="$name\t$spin" vs="" red=""
	for mode in off stubborn ample; do
		(cd "$tmp/m" && timeout "$POR_TIMEOUT" ./pan -a --json --por=$mode >out 2>&1)
		j=$(grep -m1 '^{' "$tmp/m/out")
		st=$(sed -n 's/.*"states_stored":\([0-9]*\).*/\1/p' <<<"$j")
		v=$(sed -n 's/.*"result":"\([a-z-]*\)".*/\1/p' <<<"$j")
		row="$row\t${st:--}"; vs="$vs${v:-none} "
		grep -q '"por_reduced"' <<<"$j" && red="$red$mode "
	done
	printf "$row\t%s\t%s\n" "$vs" "${red:--}" >>"$out"
done
