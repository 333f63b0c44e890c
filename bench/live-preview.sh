#!/usr/bin/env bash
# `idv-res preview BUNDLE --serve` on the real SelphID bundle (unpacked), with its Spanish
# CaptureIDFront page open in headless Chromium (bench/live-preview.py):
# - from the write of strings.es.xml to the open page's DOM showing the new text, over EDITS
#   saves (median and p95; the issue asks <= 300 ms and <= 600 ms);
# - the server's CPU (user+sys, /proc/PID/stat) over IDLE seconds with the page open;
# - its resident memory every 100 of MEMORY_EDITS more saves (flat: no growth per edit).
# The load (`/proc/loadavg`) is printed before and after: the machine is shared.
# Usage: bench/live-preview.sh [--append]   (--append adds the section to bench/RESULTS.md)
# EDITS=50 MEMORY_EDITS=1000 IDLE=30 by default.
set -euo pipefail
cd "$(dirname "$0")/.."
ZIP=${ZIP:-../shared/corpus/zips/selphid-resources-real.zip}
EDITS=${EDITS:-50}
MEMORY_EDITS=${MEMORY_EDITS:-1000}
IDLE=${IDLE:-30}
[ -f "$ZIP" ] || { echo "no $ZIP (../shared/corpus is absent)" >&2; exit 1; }
CHROMIUM=$(command -v chromium || command -v chromium-browser || command -v google-chrome) \
  || { echo "no Chromium (make preview-deps)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --product idv-res >/dev/null
BIN=$PWD/.build/release/idv-res
WORK=$(mktemp -d)
SERVER=
cleanup() { [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; wait 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
"$BIN" unpack "$ZIP" -o "$WORK/bundle" >/dev/null
"$BIN" preview "$WORK/bundle" --serve >"$WORK/out" 2>"$WORK/err" &
SERVER=$!
for _ in $(seq 200); do grep -q Serving "$WORK/out" && break; sleep 0.05; done
PORT=$(sed -n 's/^Serving http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$WORK/out")
[ -n "$PORT" ] || { cat "$WORK/err" >&2; exit 1; }
# The preview's no-traffic switches, its resolver letting 127.0.0.1 through.
mapfile -t SWITCHES < <("$BIN" preview "$WORK/bundle" -o "$WORK/site" --print-browser-arguments 2>/dev/null \
  | sed 's/EXCLUDE localhost$/EXCLUDE localhost, EXCLUDE 127.0.0.1/')
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
result=$(python3 bench/live-preview.py "$CHROMIUM" "http://127.0.0.1:$PORT/views/es-489dpi/CaptureIDFront.html" \
  "$WORK/bundle/strings/strings.es.xml" "Pon el FRENTE" "$SERVER" "$EDITS" "$MEMORY_EDITS" "$IDLE" \
  "${SWITCHES[@]}" "--user-data-dir=$WORK/profile")
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
{
  echo
  echo "## live preview (issue 45, $(date +%F), bench/live-preview.sh, $(nproc) cores)"
  echo
  echo "$result" | python3 -c '
import json, sys
r = json.load(sys.stdin)
print("Saved strings.es.xml, page views/es-489dpi/CaptureIDFront.html open in headless Chromium, release build.")
print()
print("| measure | value |")
print("|---|---|")
print("| write -> DOM, median of %d saves | %.0f ms |" % (r["edits"], r["median_ms"]))
print("| write -> DOM, p95 | %.0f ms |" % r["p95_ms"])
print("| write -> DOM, min / max | %.0f / %.0f ms |" % (r["min_ms"], r["max_ms"]))
print("| server CPU idle, page open, %.0f s | %.2f s (%.2f%%) |" % (
    r["idle_seconds"], r["idle_cpu_seconds"], 100 * r["idle_cpu_seconds"] / r["idle_seconds"]))
m = r["memory_mib"]
print("| server RSS every 100 saves | %s MiB |" % " ".join("%.0f" % v for _, v in m))
print("| RSS growth over the last %d saves | %+.1f MiB |" % (m[-1][0] - m[len(m) // 2][0], m[-1][1] - m[len(m) // 2][1]))
'
  echo
  echo "Load (1, 5, 15 min) before: $load_before; after: $load_after."
} >"$WORK/section.md"
cat "$WORK/section.md"
[ "${1:-}" = "--append" ] && cat "$WORK/section.md" >>bench/RESULTS.md
exit 0
