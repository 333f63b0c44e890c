#!/usr/bin/env bash
# Several inputs in one run (issue 14): `idv-res validate` of the 12 real zips
# (../shared/corpus/zips/*.zip and history/*.zip) in one process, against 12 separate runs
# of itself (a shell loop), against the standard pair `unzip -tq` (each zip) + `xmllint
# --noout` (every XML of every zip, unpacked beforehand). Interleaved: each round runs the
# three once in turn (hyperfine -N, 1 run), so a burst of load hits all of them; the table
# gives medians of wall and CPU time (user + sys) with the 1-minute load of the rounds.
#   ROUNDS (default 15). BASE_BIN=/path/to/older/idv-res adds that binary's one-run validate.
# Needs: swift, hyperfine, unzip, xmllint, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
CORPUS=$REPO/../shared/corpus/zips
[ -d "$CORPUS/history" ] || { echo "no $CORPUS/history: the real zips are needed" >&2; exit 2; }
OUT=$REPO/bench/out/multizip
ROUNDS=${ROUNDS:-15}
BIN=${BIN:-$REPO/.build/release/idv-res}
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product idv-res >&2
rm -rf "$OUT" && mkdir -p "$OUT/tree"
ZIPS=$(ls "$CORPUS"/*.zip "$CORPUS"/history/*.zip | tr '\n' ' ')
n=0
for zip in $ZIPS; do n=$((n + 1)); mkdir -p "$OUT/tree/$n" && (cd "$OUT/tree/$n" && unzip -q "$zip"); done
XML=$(find "$OUT/tree" -name '*.xml' | sort | tr '\n' ' ')
echo "$(echo $ZIPS | wc -w) zips, $(echo $XML | wc -w) XML files" >&2

extra=()
[ -z "${BASE_BIN:-}" ] || extra=(-n "older validate, one run" "$BASE_BIN validate $ZIPS")
for round in $(seq -w "$ROUNDS"); do
  cut -d' ' -f1 /proc/loadavg > "$OUT/round-$round.load"
  # -i: validate exits 1 on the real zips' findings; the whole report is still made.
  hyperfine -N -i --style none --runs 1 --export-json "$OUT/round-$round.json" "${extra[@]}" \
    -n "validate, 12 zips in one run" "$BIN validate $ZIPS" \
    -n "validate, 12 separate runs" "sh -c 'for z in $ZIPS; do $BIN validate \$z >/dev/null; done'" \
    -n "unzip -tq + xmllint --noout, all 12" "sh -c 'for z in $ZIPS; do unzip -tq \$z >/dev/null; done; xmllint --noout $XML'" \
    >/dev/null 2>&1
done
python3 bench/interleaved.py "$OUT" "unzip -tq + xmllint --noout, all 12" | tee "$OUT/multizip.md"
rss() { { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null || true; } | tail -1; }
echo "peak RSS, validate of the 12 in one run: $(rss "$BIN" validate $ZIPS) KB (load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$OUT/multizip.md"
