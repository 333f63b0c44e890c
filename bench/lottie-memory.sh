#!/usr/bin/env bash
# Peak memory of `idv-res lottie` on a large animation (issue 14: at most 6x the file's
# size). The animation is made at bench time from the real one in ../shared/corpus/lottie:
# its precompositions repeated under new ids until the file is SIZE_MB (default 10) MB
# (bench/make-large-lottie.py; written to bench/out, never committed). Prints, with the
# load: peak RSS (/usr/bin/time -v) and time of `lottie` and `lottie --strict` on it, and of
# `lottie` on the 81 KB original (the process's floor: runtime, tables, the small file).
#   BIN=/path/to/idv-res compares another build; SKIP_BUILD=1 uses the binary as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
SOURCE=$REPO/../shared/corpus/lottie/tutorial_phingers_left.json
[ -f "$SOURCE" ] || { echo "no $SOURCE: the real animation is needed" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (apt-get install time)" >&2; exit 2; }
SIZE_MB=${SIZE_MB:-10}
OUT=$REPO/bench/out/lottie-memory
BIN=${BIN:-$REPO/.build/release/idv-res}
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product idv-res >&2
mkdir -p "$OUT"
LARGE=$OUT/large-${SIZE_MB}mb.json
[ -f "$LARGE" ] || python3 bench/make-large-lottie.py "$SOURCE" "$LARGE" "$SIZE_MB"
BYTES=$(stat -c %s "$LARGE")
echo "| command | file | peak RSS | x file size | wall | user + sys | findings | load |"
echo "|---|---|---:|---:|---:|---:|---:|---|"
for args in "lottie $SOURCE" "lottie $LARGE" "lottie --strict $LARGE"; do
  /usr/bin/time -v "$BIN" $args >"$OUT/out.txt" 2>"$OUT/time.txt" || true
  file=${args##* }
  size=$(stat -c %s "$file")
  awk -F': ' -v cmd="${args%% /*}" -v file="$(basename "$file") ($size bytes)" -v size="$size" \
    -v findings="$(grep -c ': \(error\|warning\|note\):' "$OUT/out.txt" || true)" -v load="$(cut -d' ' -f1 /proc/loadavg)" '
    /Maximum resident/ {rss = $2}
    /Elapsed/ {wall = $2}
    /User time/ {user = $2}
    /System time/ {sys = $2}
    END {printf "| `%s` | %s | %.1f MB | %.1fx | %s | %.2f s | %s | %s |\n",
      cmd, file, rss / 1024, rss * 1024 / size, wall, user + sys, findings, load}' "$OUT/time.txt"
done
echo
echo "target: peak RSS at most 6x the large file, $(echo "$BYTES * 6 / 1000000" | bc) MB"
