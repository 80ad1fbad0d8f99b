#!/bin/sh
# ltl_bench.sh -- mcc's LTL -> TGBA translation versus `spin -f`: total
# states/edges of mcc's TGBA for !phi and of Spin's never claim for !phi,
# over the BEEM formula files and 1000 random X-free formulas, with the
# median translation time.  Run from the repository root:
#   sh bench/ltl_bench.sh [BUILD_DIR] [extra ltl_bench options]
# Takes ~40 min on 2 busy cores: Spin needs seconds on many formulas
# (each spin run is capped by --spin-timeout, default here 5 s; 4 run in
# parallel).  --random N, --no-spin, --show-worse are also accepted.
set -e
BUILD=${1:-build-ltl}
[ $# -gt 0 ] && shift
make -s BUILD="$BUILD" "$BUILD/libmccltl.a"
mkdir -p "$BUILD/bench"
cc -O2 -I. -o "$BUILD/bench/ltl_bench" bench/ltl_bench.c "$BUILD/libmccltl.a" -lbdd -lm
DIR=../shared/models/beem/ltl
FILES=""
[ -d "$DIR" ] && FILES=$(ls "$DIR"/*.ltl)
[ -z "$FILES" ] && echo "note: $DIR not found, random formulas only"
command -v spin >/dev/null || echo "note: spin not on PATH, no comparison"
exec "$BUILD/bench/ltl_bench" --random 1000 --spin-timeout 5 "$@" $FILES
