#!/usr/bin/env bash
# The 12 real vendor zips (../shared/corpus/zips and history/): `idv-res validate` on all of
# them in one run, this tree's release build against a baseline binary when one is given
# (a release build of the commit before a change), to show a change is no slower.
#
#   bench/corpus.sh [BASELINE_IDV_RES]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "hyperfine is not installed" >&2; exit 2; }
CORPUS=../shared/corpus/zips
[ -d "$CORPUS/history" ] || { echo "no $CORPUS/history: the real zips are needed" >&2; exit 2; }
ZIPS=$(ls "$CORPUS"/*.zip "$CORPUS"/history/*.zip | tr '\n' ' ')

swift build -c release >/dev/null
CURRENT=.build/release/idv-res
# validate exits 1 on the real zips' findings: -i keeps hyperfine going.
if [ $# -ge 1 ]; then
  hyperfine -N -i --warmup 2 --runs 20 \
    -n "baseline validate (12 zips)" "$1 validate $ZIPS" \
    -n "validate (12 zips)" "$CURRENT validate $ZIPS"
else
  hyperfine -N -i --warmup 2 --runs 20 -n "validate (12 zips)" "$CURRENT validate $ZIPS"
fi
