#!/usr/bin/env bash
# CI adoption (issue 15): what baselines, fingerprints and several reports cost on the real zip.
#   `validate ZIP` against `validate ZIP --baseline B --report sarif=F` (every finding
#   fingerprinted, absorbed and written as SARIF), with `unzip -tq` + `xmllint --noout` for scale.
#   BASE_BIN=/path/to/older/idv-res adds that binary's plain `validate` (the cost of the branch).
# Needs: swift, hyperfine, unzip, xmllint; ../shared/corpus beside the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ZIP=${ZIP:-$REPO/../shared/corpus/zips/selphid-resources-real.zip}
OUT=$REPO/bench/out/ci
BIN=$REPO/.build/release/idv-res
[ -f "$ZIP" ] || { echo "no corpus zip at $ZIP" >&2; exit 1; }
swift build -c release --static-swift-stdlib --product idv-res >&2
rm -rf "$OUT" && mkdir -p "$OUT/tree" && (cd "$OUT/tree" && unzip -q "$ZIP")
XML=$(cd "$OUT/tree" && find . -name '*.xml' | sort | tr '\n' ' ')
"$BIN" validate --write-baseline "$OUT/baseline.json" "$ZIP" >&2
extra=()
if [ -n "${BASE_BIN:-}" ]; then extra=(-n "older validate" "$BASE_BIN validate $ZIP"); fi
(cd "$OUT/tree" && hyperfine -N -i --warmup 3 --runs 40 --export-markdown "$OUT/ci.md" --export-json "$OUT/ci.json" \
  "${extra[@]}" \
  -n "validate" "$BIN validate $ZIP" \
  -n "validate --baseline --report sarif" "$BIN validate $ZIP --baseline $OUT/baseline.json --report sarif=$OUT/x.sarif" \
  -n "unzip -tq + xmllint --noout" "sh -c 'unzip -tq $ZIP >/dev/null && xmllint --noout $XML'")
python3 -c 'import json,sys; [print("cpu %-40s user %.1f ms sys %.1f ms" % (r["command"], 1000*r["user"], 1000*r["system"])) for r in json.load(open(sys.argv[1]))["results"]]' "$OUT/ci.json" | tee "$OUT/ci-cpu.txt" >&2
