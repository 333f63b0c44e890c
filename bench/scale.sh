#!/usr/bin/env bash
# Scale (issue 14): `idv-res validate` of synthetic bundles 1x, 5x and 20x the real SelphID
# zip, made by repeating its documents/*.xml and strings/*.xml under new file names
# (bench/make-scaled-bundle.py; generated in bench/out, never committed). Interleaved rounds
# (each size once per round, hyperfine -N) give medians of wall and CPU time with the load;
# /usr/bin/time -v gives each size's peak RSS. Time should grow about linearly with the
# bundle, peak memory stay flat (every copy has the same largest XML, DocumentID_All.xml).
#   SIZES (default "1 5 20"), ROUNDS (default 9).
# Needs: swift, hyperfine, python3, /usr/bin/time; ../shared/corpus beside the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ZIP=${ZIP:-$REPO/../shared/corpus/zips/selphid-resources-real.zip}
[ -f "$ZIP" ] || { echo "no corpus zip at $ZIP" >&2; exit 2; }
OUT=$REPO/bench/out/scale
SIZES=${SIZES:-1 5 20}
ROUNDS=${ROUNDS:-9}
BIN=${BIN:-$REPO/.build/release/idv-res}
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product idv-res >&2
rm -rf "$OUT" && mkdir -p "$OUT"
args=()
for n in $SIZES; do
  python3 bench/make-scaled-bundle.py "$ZIP" "$OUT/x$n.zip" "$n"
  args+=(-n "validate ${n}x" "$BIN validate $OUT/x$n.zip")
done
for round in $(seq -w "$ROUNDS"); do
  cut -d' ' -f1 /proc/loadavg > "$OUT/round-$round.load"
  hyperfine -N -i --style none --runs 1 --export-json "$OUT/round-$round.json" "${args[@]}" >/dev/null 2>&1
done
python3 bench/interleaved.py "$OUT" "validate 1x" | tee "$OUT/scale.md"
echo | tee -a "$OUT/scale.md"
echo "| bundle | zip bytes | entries | XML bytes unpacked | findings | peak RSS | user + sys (time -v) | load |" \
  | tee -a "$OUT/scale.md"
echo "|---|---:|---:|---:|---:|---:|---:|---|" | tee -a "$OUT/scale.md"
for n in $SIZES; do
  z=$OUT/x$n.zip
  "$BIN" validate --format json "$z" >"$OUT/x$n.json" 2>/dev/null || true
  /usr/bin/time -v "$BIN" validate "$z" >/dev/null 2>"$OUT/x$n.time" || true
  read -r entries xmlbytes < <(python3 -c 'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); l=z.infolist(); print(len(l), sum(i.file_size for i in l if i.filename.endswith(".xml")))' "$z")
  findings=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["diagnostics"]) if isinstance(d, dict) and "diagnostics" in d else len(d))' "$OUT/x$n.json" 2>/dev/null || echo "?")
  rss=$(awk -F': ' '/Maximum resident/ {printf "%.1f MB", $2 / 1024}' "$OUT/x$n.time")
  cpu=$(awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} END {printf "%.0f ms", (u + s) * 1000}' "$OUT/x$n.time")
  echo "| ${n}x | $(stat -c %s "$z") | $entries | $xmlbytes | $findings | $rss | $cpu | $(cut -d' ' -f1 /proc/loadavg) |" \
    | tee -a "$OUT/scale.md"
done
