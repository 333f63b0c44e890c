#!/usr/bin/env bash
# `idv-res preview` on the real SelphID zip (15 views x 3 languages x 3 densities = 144 pages):
# - hyperfine: writing the site, against `validate` of the same zip (preview runs it too, for
#   the findings it draws);
# - one timed `preview --check` (headless Chromium, one load per language), when Chromium is
#   installed: the browser dominates, so it is timed once, not compared.
# Usage: bench/preview.sh [--append]   (--append adds the table to bench/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
ZIP=${ZIP:-../shared/corpus/zips/selphid-resources-real.zip}
[ -f "$ZIP" ] || { echo "no $ZIP (../shared/corpus is absent)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --product idv-res >/dev/null
BIN=$PWD/.build/release/idv-res
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
hyperfine -N -i --warmup 2 --runs 15 --export-markdown "$WORK/hyperfine.md" \
  -n "idv-res preview ZIP -o SITE (144 pages)" "$BIN preview $ZIP -o $WORK/site" \
  -n "idv-res validate ZIP" "$BIN validate $ZIP" \
  >/dev/null 2>&1 || true   # validate exits 1: the zip has real findings
check="(Chromium absent: --check not timed)"
if command -v chromium >/dev/null; then
  start=$(date +%s.%N)
  "$BIN" preview --check "$ZIP" -o "$WORK/checked" >/dev/null 2>&1 || true
  check=$(echo "$(date +%s.%N) - $start" | bc | xargs printf '`preview --check` (3 languages in Chromium): %.1f s')
fi
{
  echo
  echo "## preview ($(date +%F), bench/preview.sh, load: $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  cat "$WORK/hyperfine.md"
  echo
  echo "$check"
} > "$WORK/section.md"
cat "$WORK/section.md"
[ "${1:-}" = "--append" ] && cat "$WORK/section.md" >> bench/RESULTS.md
exit 0
