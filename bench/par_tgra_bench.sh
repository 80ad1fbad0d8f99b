#!/bin/bash
# bench/par_tgra_bench.sh -- the parallel generalized Rabin checks against
# the sequential one, side by side in one run: per model, the fairness
# properties of bench/tgra_bench.sh (negations with 1 to 3 pairs with Fin
# marks), each configuration run REPS times, interleaved:
#   tgra         --acceptance=tgra --decompose=off --algo=tgra
#   par-tgra:1   ... --algo=par-tgra -j 1
#   par-tgra:2   ... --algo=par-tgra -j 2
#   pairs:2      ... --algo=par-tgra-pairs -j 2
# Prints per model and configuration the median (over REPS) of the summed
# wall time of the checks (pan's JSON time_s), its ratio to tgra, the
# median summed CPU of the busiest worker (cpu_s per thread; for tgra the
# wall time), the CPU ratio -j 1 / -j 2 (what two idle cores would gain),
# and the verdicts (all configurations must agree).  Prints the load.
# Environment: MCC (./mcc), BEEM (../shared/models/beem), MODELS, REPS (3),
# TIMEOUT (per pan run, s, 120).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
BEEM=${BEEM:-../shared/models/beem}
MODELS=${MODELS:-"peterson.2 at.2 bakery.3"}
REPS=${REPS:-3}
TIMEOUT=${TIMEOUT:-120}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores, shared)"
CONFS="tgra par-tgra:1 par-tgra:2 pairs:2"

formulas() { # model -> $tmp/m.ltl
	local f=$BEEM/ltl/$1.ltl a b c
	mapfile -t d < <(sed -n 's/^# define [^=]*= *\(.*\)$/(\1)/p' "$f")
	a=${d[0]:-true}; b=${d[1]:-$a}; c=${d[2]:-$b}
	{
		echo "# syntax: divine"
		echo "(G F $a) -> (G F $b)"
		echo "((G F $a) -> (G F $b)) && ((G F $b) -> (G F $c))"
		echo "((G F $a) -> (G F $b)) && ((G F $b) -> (G F $c)) && ((G F $c) -> (G F $a))"
		echo "(F G $a) || (G F $b)"
		echo "(F G $a) || (F G $b) || (G F $c)"
	} >"$tmp/$1.ltl"
}

flags() {
	case $1 in
	tgra) echo "--algo=tgra";;
	par-tgra:*) echo "--algo=par-tgra -j ${1#*:}";;
	pairs:*) echo "--algo=par-tgra-pairs -j ${1#*:}";;
	esac
}

for m in $MODELS; do
	[ -f "$BEEM/pml/$m.pml" ] && [ -f "$BEEM/ltl/$m.ltl" ] || { echo "skip $m (missing)"; continue; }
	"$MCC" -o "$tmp/pan.$m" "$BEEM/pml/$m.pml" >/dev/null 2>&1 || { echo "skip $m (mcc failed)"; continue; }
	formulas "$m"
	for ((r = 0; r < REPS; r++)); do
		for c in $CONFS; do
			(cd "$tmp" && timeout "$TIMEOUT" ./pan.$m --ltl-file "$m.ltl" \
			    --acceptance=tgra --decompose=off $(flags $c) --json 2>/dev/null) |
			grep '^{' >"$tmp/out.$m.$c.$r"
		done
	done
done
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$tmp" "$REPS" "$MODELS" "$CONFS" <<'PY'
import json, os, statistics, sys
tmp, reps, models, confs = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4].split()
print("%-12s %-11s %9s %7s %9s %7s  %s" % ("model", "check", "time s", "ratio", "cpu s", "j1/j2", "verdicts"))
for m in models:
    rows = {}
    for c in confs:
        ts, cs, vs = [], [], None
        for r in range(reps):
            p = os.path.join(tmp, "out.%s.%s.%d" % (m, c, r))
            if not os.path.exists(p):
                continue
            objs = [json.loads(l) for l in open(p) if l.strip()]
            ts.append(sum(o["time_s"] for o in objs))
            cpu = 0.0
            for o in objs:
                for part in o.get("parts", []):
                    th = part.get("threads")
                    cpu += max(t["cpu_s"] for t in th) if th else part["time_s"]
            cs.append(cpu)
            vs = "".join("v" if o["result"] == "violated" else "h" if o["result"] == "holds" else "?" for o in objs)
        if ts:
            rows[c] = (statistics.median(ts), statistics.median(cs), vs)
    if "tgra" not in rows:
        continue
    base = rows["tgra"][0]
    for c in confs:
        if c not in rows:
            continue
        t, cpu, v = rows[c]
        j = ""
        if c.endswith(":2") and c.split(":")[0] in ("par-tgra", "pairs") and "par-tgra:1" in rows and cpu > 0:
            j = "%.2f" % (rows["par-tgra:1"][1] / cpu)
        agree = "" if v == rows["tgra"][2] else "  DISAGREE"
        print("%-12s %-11s %9.3f %7.2f %9.3f %7s  %s%s" % (m, c, t, t / base if base else 0, cpu, j, v, agree))
PY
