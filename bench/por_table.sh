#!/bin/bash
# por_table.sh -- mcc's default against Spin's default, partial-order
# reduction included (issue 21), for the models named on the command line:
# PATH, PATH:FLAGS or PATH:FLAGS:CFLAGS (',' for spaces), FLAGS given to both
# pans, CFLAGS to gcc for Spin's pan.c (a corpus model's gcc_extra, e.g.
# -DVECTORSZ=4096).  PATH is a .pml file (copied with the files it
# #includes "..." from its directory) or a folder of the corpus layout
# (tests/corpus/README.md: the model is FOLDER/FOLDER.pml; the folder is
# copied whole).  A model with a claim (ltl blocks or a never claim: Spin's
# pan.h defines NCLAIMS under #ifndef NOCLAIM, as tests/corpus/oracle.py
# tells) runs as a safety run of the system alone on every side: mcc's pan
# with --safety, Spin's pan.c compiled with -DNOCLAIM; its row's name ends
# in " (safety)".  When mcc's pan stops at its process slots ("all N process
# slots are in use", a search it did not finish) the model is rebuilt with
# --max-procs 255 (Spin's limit) and both mcc runs are made again, as
# tests/sweep_corpus.py does.
#
# Per model: states stored by mcc's pan as users run it (`mcc m.pml`,
# `./pan`: stubborn sets, dead variables, statement merging) and by
# Spin's as users run it (bench/README.md: `spin -a`, `gcc -O2
# -DMEMLIM=8000`, `./pan` with its default depth, raised ten-fold only
# when pan says it is too small), their ratio mcc / Spin; the same
# verifiers without partial-order reduction (mcc: `./pan --por=off`;
# Spin: the same pan.c compiled -DNOREDUCE); CPU seconds of compiling
# (mcc; spin -a + gcc) and of verifying, for each default, and e2e-x,
# Spin's compile + verify CPU over mcc's (above 1: mcc is faster).  Then the
# summary lines: the share of models where mcc stores no more states than
# Spin, the largest ratio, the geometric-mean reduction of each tool
# against its own run without it, and the cost of mcc's reduction in
# states per CPU second.  Rows where a run failed, timed out or stopped
# incomplete, or where the verdicts differ, say so and stay out of the
# summary.
#
# Environment: MCC (./mcc), MCC_BACKEND (tcc), PAN_FLAGS (for every run),
# POR_BENCH_TIMEOUT (CPU seconds per run, 60), POR_BENCH_ROWS (a file that
# keeps the summary's rows, appended as the models finish: a long run
# stopped half-way can still be summed up with --summary).
#
# por_table.sh --summary ROWS...: the summary lines of kept rows files.
if [ "$1" = --summary ]; then	# the files named from here
	for a; do [ "$a" = --summary ] || set -- "$@" "$(realpath "$a")"; shift; done
	set -- --summary "$@"
fi
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
: "${MCC_BACKEND:=tcc}"
: "${POR_BENCH_TIMEOUT:=60}"
T=$POR_BENCH_TIMEOUT
TIMEIT=$PWD/bench/timeit.py

# summary FILE...: the summary lines of rows "md sd mo so mrun mrun_off
# mcc_cc spin_cc srun srun_off"
summary() {
	awk '
{ n++; if ($1 <= $2) le++; r = $1 / $2; if (r > max) { max = r }
  lm += log($3 / $1); ls += log($4 / $2)
  if ($5 > 0.05 && $6 > 0.05) { k++; cost += log(($1 / $5) / ($3 / $6)) }
  if ($9 > 0.05 && $10 > 0.05) { ks++; scost += log(($2 / $9) / ($4 / $10)) }
  mc += $7; sc += $8; mv += $5; sv += $9 }
END {
  if (!n) { print "no complete rows"; exit }
  printf "\nmodels in the summary: %d (complete, same verdicts on all four runs)\n", n
  printf "mcc stores no more states than Spin (default against default): %d of %d (%.0f%%)\n", le, n, 100 * le / n
  printf "largest ratio mcc / Spin of states stored: %.2f\n", max
  printf "geometric-mean reduction against no POR: mcc %.2fx (--por=off / default), Spin %.2fx (-DNOREDUCE / default)\n", exp(lm / n), exp(ls / n)
  printf "CPU seconds, all rows: compile mcc %.2f, Spin %.2f (spin -a + gcc -O2); verify mcc %.2f, Spin %.2f; end to end Spin / mcc %.1fx\n", mc, sc, mv, sv, (sc + sv) / (mc + mv)
  if (k) printf "cost of mcc'"'"'s reduction: states per CPU second with it / without it = %.2f (geometric mean of %d models verifying in > 0.05 s)\n", exp(cost / k), k
  if (ks) printf "cost of Spin'"'"'s reduction: the same = %.2f (geometric mean of %d models)\n", exp(scost / ks), ks
}' "$@"
}
if [ "$1" = --summary ]; then shift; summary "$@"; exit; fi
. bench/lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# st OUT: states stored, "-" if none, "+" appended if incomplete
st() {
	local s; s=$(awk '/states, stored/ {print $1; exit}' "$1")
	grep -qE "Search not completed|search incomplete|max search depth too small|process slots are in use" "$1" && s="$s+"
	echo "${s:--}"
}
verdict() { grep -q "errors: 0" "$1" && echo ok || { grep -q "errors:" "$1" && echo err || echo "?"; }; }
# cpu FILE: the CPU seconds of the last timeit line
cpu() { tail -1 "$1" | awk '{print $2}'; }

# spin_pan DIR EXE OUT FLAGS...: Spin's pan, its depth raised x10 only
# when it says it is too small (lib.sh's spin_depth); every run appends
# its time to DIR/EXE.time, the last line is the last run's
spin_pan() {
	local d=$1 exe=$2 out=$3; shift 3
	( cd "$d" && ulimit -S -t $T &&
	  spin_depth "$out" python3 "$TIMEIT" "$exe.time" ./$exe "$@" >/dev/null )
}

printf '%-28s %10s %10s %7s %10s %10s %8s %8s %8s %8s %7s  %s\n' model mcc spin mcc/spin \
	mcc-off spin-off mcc-cc spin-cc mcc-run spin-run e2e-x verdict
rows=${POR_BENCH_ROWS:-$tmp/rows}; [ -n "$POR_BENCH_ROWS" ] || : >"$rows"
left=$tmp/left; : >"$left"
# mcc_pans DIR: mcc's two runs (default, --por=off) of DIR/pan
mcc_pans() {
	# shellcheck disable=SC2086
	( cd "$1" && ulimit -S -t $T && python3 "$TIMEIT" pan.time ./pan -n $safety $PAN_FLAGS $fl >def.out 2>&1 )
	# shellcheck disable=SC2086
	( cd "$1" && ulimit -S -t $T && python3 "$TIMEIT" pan.time ./pan -n --por=off $safety $PAN_FLAGS $fl >off.out 2>&1 )
}
for arg in "$@"; do
	f=${arg%%:*}; fl=""; cf=""; [ "$arg" != "$f" ] && fl=${arg#*:}
	case $fl in *:*) cf=${fl#*:}; fl=${fl%%:*};; esac
	fl=${fl//,/ } cf=${cf//,/ }
	d="$tmp/w"; rm -rf "$d"; mkdir -p "$d"
	if [ -d "$f" ]; then
		f=${f%/}; name=$(basename "$f"); mf=$name.pml
		cp -R "$f"/. "$d"/ && chmod -R u+w "$d"
	else
		name=$(basename "$f" .pml); mf=m.pml
		cp "$f" "$d/m.pml"
		# the files it includes "..." from beside it
		sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
			[ -f "$(dirname "$f")/$inc" ] && mkdir -p "$d/$(dirname "$inc")" && cp "$(dirname "$f")/$inc" "$d/$inc"
		done
	fi
	name=$name${fl:+ $fl}
	if ! ( cd "$d" && ulimit -S -t $T && python3 "$TIMEIT" mcc.time "$MCC" -B "$MCC_BACKEND" -o pan "$mf" >mcc.out 2>&1 ); then
		printf '%-28s mcc failed\n' "$name"; echo "mcc failed" >>"$left"; continue
	fi
	# Spin first: its pan.h says whether the model has a claim
	# shellcheck disable=SC2016
	if ! ( cd "$d" && ulimit -S -t $T && MF=$mf CF=$cf python3 "$TIMEIT" spin.time sh -c \
	    'spin -a "$MF" >spin.out 2>&1 || exit 1
	     if grep -A1 "^#ifndef NOCLAIM" pan.h | grep -q "#define[ 	]*NCLAIMS"; then echo -DNOCLAIM >claim; else : >claim; fi
	     gcc -O2 -w -DMEMLIM=8000 $(cat claim) $CF -o span pan.c' ); then
		printf '%-28s spin -a or gcc failed\n' "$name"; echo "spin -a or gcc failed" >>"$left"; continue
	fi
	nc=$(cat "$d/claim") safety=""
	if [ -n "$nc" ]; then safety=--safety name="$name (safety)"; fi
	# shellcheck disable=SC2086
	( cd "$d" && gcc -O2 -w -DMEMLIM=8000 $nc $cf -DNOREDUCE -o snr pan.c )
	mcc_pans "$d"
	if grep -q "process slots are in use" "$d/def.out" "$d/off.out" &&
	   ( cd "$d" && ulimit -S -t $T && python3 "$TIMEIT" mcc.time "$MCC" -B "$MCC_BACKEND" --max-procs 255 -o pan "$mf" >mcc.out 2>&1 ); then
		rm -f "$d/pan.time"; mcc_pans "$d"
	fi
	# shellcheck disable=SC2086
	spin_pan "$d" span sdef.out -n $PAN_FLAGS $fl
	# shellcheck disable=SC2086
	spin_pan "$d" snr soff.out -n $PAN_FLAGS $fl
	md=$(st "$d/def.out") mo=$(st "$d/off.out") sd=$(st "$d/sdef.out") so=$(st "$d/soff.out")
	v="$(verdict "$d/def.out")/$(verdict "$d/off.out")/$(verdict "$d/sdef.out")/$(verdict "$d/soff.out")"
	mcc_cc=$(cpu "$d/mcc.time") spin_cc=$(cpu "$d/spin.time")
	mrun=$(sed -n 1p "$d/pan.time" | awk '{print $2}') mrun_off=$(sed -n 2p "$d/pan.time" | awk '{print $2}')
	srun=$(cpu "$d/span.time") srun_off=$(cpu "$d/snr.time")
	ratio=-
	case "$md$sd" in *[!0-9]*) ;; *) ratio=$(awk -v a="$md" -v b="$sd" 'BEGIN {printf "%.2f", a / b}');; esac
	e2e=$(awk -v a="$mcc_cc" -v b="$mrun" -v c="$spin_cc" -v e="$srun" \
		'BEGIN {printf "%.1f", (c + e) / (a + b > 0.001 ? a + b : 0.001)}')
	printf '%-28s %10s %10s %7s %10s %10s %8s %8s %8s %8s %7s  %s\n' "$name" "$md" "$sd" "$ratio" "$mo" "$so" \
		"$mcc_cc" "$spin_cc" "$mrun" "$srun" "$e2e" "$v"
	# the summary takes complete runs with one verdict on every side
	case $v in
	ok/ok/ok/ok|err/err/err/err) ;;
	*"?"*) echo "a run failed or timed out" >>"$left"; continue;;
	*) echo "verdicts differ ($v): $name" >>"$left"; continue;;
	esac
	case "$md$sd$mo$so" in
	*[!0-9]*)
		case $v in err/*) echo "stopped at an error (no count)" >>"$left";;
		*) echo "a run incomplete or timed out" >>"$left";; esac
		continue;;
	esac
	echo "$md $sd $mo $so $mrun $mrun_off $mcc_cc $spin_cc $srun $srun_off" >>"$rows"
done
summary "$rows"
if [ -s "$left" ]; then
	printf 'rows left out of the summary: %d\n' "$(wc -l <"$left")"
	grep -v '^verdicts differ' "$left" | sort | uniq -c | sed 's/^ */  /'
	grep '^verdicts differ' "$left" | sed 's/^/  /'
fi
