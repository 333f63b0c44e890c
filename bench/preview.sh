#!/usr/bin/env bash
# `idv-res preview` on the real SelphID zip (15 views x 3 languages x 3 densities, 162 pages):
# - hyperfine: writing the site, against `validate` of the same zip (preview runs it too, for
#   the findings it draws);
# - one timed `preview --check` (headless Chromium, two loads per language), when Chromium is
#   installed: the browser dominates, so it is timed once, not compared;
# - with BASE=/path/to/another/idv-res: interleaved A/B by CPU time (user+sys of idv-res and
#   every Chromium process it waited for, bench/ab.py) of BASE (A) against this build (B), for
#   writing the site and for `--check`, the load beside each figure.
# Usage: [BIN=path] [BASE=path] bench/preview.sh [--append]   (--append adds the results to
# bench/RESULTS.md; BIN: the idv-res to measure instead of a fresh release build)
set -euo pipefail
cd "$(dirname "$0")/.."
ZIP=${ZIP:-../shared/corpus/zips/selphid-resources-real.zip}
[ -f "$ZIP" ] || { echo "no $ZIP (../shared/corpus is absent)" >&2; exit 1; }
ZIP=$(realpath "$ZIP")
if [ -z "${BIN:-}" ]; then
  swift build -c release --static-swift-stdlib --product idv-res >/dev/null
  BIN=$PWD/.build/release/idv-res
fi
BIN=$(realpath "$BIN")
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
hyperfine -N -i --warmup 2 --runs 15 --export-markdown "$WORK/hyperfine.md" \
  -n "idv-res preview ZIP -o SITE (162 pages)" "$BIN preview $ZIP -o $WORK/site" \
  -n "idv-res validate ZIP" "$BIN validate $ZIP" \
  >/dev/null 2>&1 || true   # validate exits 1: the zip has real findings
check="(Chromium absent: --check not timed)"
if command -v chromium >/dev/null; then
  start=$(date +%s.%N)
  "$BIN" preview --check "$ZIP" -o "$WORK/checked" >/dev/null 2>&1 || true
  check=$(echo "$(date +%s.%N) - $start" | bc | xargs printf '`preview --check` (3 languages in Chromium): %.1f s')
  check="$check (load $(cut -d' ' -f1 /proc/loadavg))"
fi
{
  echo
  echo "## preview ($(date +%F), bench/preview.sh, load: $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  cat "$WORK/hyperfine.md"
  echo
  echo "$check"
  if [ -n "${BASE:-}" ]; then
    BASE=$(realpath "$BASE")
    echo
    echo "A/B by CPU time, A = $BASE, B = $BIN (bench/ab.py, interleaved):"
    echo
    echo '```'
    echo "preview ZIP -o SITE, 15 rounds:"
    python3 bench/ab.py 15 "$BASE" preview "$ZIP" -o "$WORK/a-site" -- "$BIN" preview "$ZIP" -o "$WORK/b-site"
    if command -v chromium >/dev/null; then
      echo "preview --check ZIP -o SITE, 7 rounds:"
      python3 bench/ab.py 7 "$BASE" preview --check "$ZIP" -o "$WORK/a-checked" \
        -- "$BIN" preview --check "$ZIP" -o "$WORK/b-checked"
    fi
    echo '```'
  fi
} > "$WORK/section.md"
cat "$WORK/section.md"
[ "${1:-}" = "--append" ] && cat "$WORK/section.md" >> bench/RESULTS.md
exit 0
