#!/usr/bin/env bash
# Views (widget.xml) and translations (strings/*.xml) checks on the real SelphID zip.
# - hyperfine, one run: the standalone views+translations validation of the extracted files,
#   the full `validate ZIP`, widget.xml alone, and xmllint merely parsing the same four files
#   (the floor any checker pays).
# - IDV_RES_TIMINGS=1: the time of each check inside `validate ZIP` (median of 11 runs); the
#   views and translations part is ViewsCheck + TranslationsCheck there (their XML is parsed by
#   XMLFilesCheck with the document models), and XMLFilesCheck + both checks for the
#   standalone input, which holds only widget.xml and the strings files.
# - peak memory with /usr/bin/time -v.
# Usage: bench/views.sh [--append]   (--append adds the table to bench/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
ZIP=${ZIP:-../shared/corpus/zips/selphid-resources-real.zip}
[ -f "$ZIP" ] || { echo "no $ZIP (../shared/corpus is absent)" >&2; exit 1; }
ZIP=$(cd "$(dirname "$ZIP")" && pwd)/$(basename "$ZIP")
swift build -c release --static-swift-stdlib --product idv-res >/dev/null
BIN=$PWD/.build/release/idv-res
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
unzip -q "$ZIP" -d "$WORK/x"
cd "$WORK/x"
STANDALONE="$BIN validate --views widget.xml --translations strings/strings.xml --translations strings/strings.es.xml --translations strings/strings.pt.xml --resources ."

hyperfine -N --warmup 5 --runs 40 --export-markdown "$WORK/hyperfine.md" \
  -n "idv-res validate --views --translations --resources (extracted)" "$STANDALONE" \
  -n "idv-res validate ZIP (all checks)" "$BIN validate $ZIP" \
  -n "idv-res validate --views widget.xml" "$BIN validate --views widget.xml" \
  -n "xmllint --noout (parse the 4 files)" "xmllint --noout widget.xml strings/strings.xml strings/strings.es.xml strings/strings.pt.xml" \
  >/dev/null 2>&1 || true   # idv-res exits 1: the zip has real findings

# median (min): the min is the cost without preemption by other processes on the shared cores.
median() { sort -n | awk '{a[NR]=$1} END {printf "%s (min %s)\n", a[int((NR+1)/2)], a[1]}'; }
for i in $(seq 11); do { IDV_RES_TIMINGS=1 $BIN validate "$ZIP" || true; } 2>&1 >/dev/null | awk '/ViewsCheck|TranslationsCheck/ {s+=$(NF-1)} END {print s}'; done | median > "$WORK/zipchecks"
for i in $(seq 11); do { IDV_RES_TIMINGS=1 $STANDALONE || true; } 2>&1 >/dev/null | awk '/timing:/ {s+=$(NF-1)} END {print s}'; done | median > "$WORK/standalone"
peak() { { /usr/bin/time -v "$@" || true; } 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}'; }
MEM_STANDALONE=$(peak $STANDALONE)
MEM_ZIP=$(peak $BIN validate "$ZIP")

REPORT="$WORK/report.md"
{
  echo "## views"
  echo
  echo "\`bench/views.sh\` on $(date -u +%Y-%m-%d), machine: 2 cores (shared; load average $(cut -d' ' -f1 /proc/loadavg) at the end), release build; input: the real"
  echo "SelphID zip (widget.xml 966 lines, 3 strings files of 47-58 lines, 72 resources)."
  echo
  cat "$WORK/hyperfine.md"
  echo
  echo "| inside the run (IDV_RES_TIMINGS, median of 11, min) | ms |"
  echo "|---|---:|"
  echo "| ViewsCheck + TranslationsCheck within \`validate ZIP\` | $(cat "$WORK/zipchecks") |"
  echo "| parse widget.xml + 3 strings files + both checks (standalone input) | $(cat "$WORK/standalone") |"
  echo
  echo "| peak memory (max RSS) | KiB |"
  echo "|---|---:|"
  echo "| standalone views + translations | $MEM_STANDALONE |"
  echo "| validate ZIP | $MEM_ZIP |"
  echo
  echo "Budget: the views and translations checks of the real SelphID zip under 20 ms of the run."
} > "$REPORT"
cat "$REPORT"
cd - >/dev/null
if [ "${1:-}" = "--append" ]; then { echo; cat "$REPORT"; } >> bench/RESULTS.md; fi
