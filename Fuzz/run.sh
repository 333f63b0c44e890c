#!/usr/bin/env bash
# `make fuzz`: builds the harnesses, seeds them, and runs each for FUZZ_SECONDS (default
# 60) with one worker. New inputs that reach new code are kept in .build/fuzz/corpus/NAME
# (reused by the next run); a crash, a broken invariant, a hang (> FUZZ_TIMEOUT s for one
# input) or a memory blow-up (> FUZZ_RSS_MB) is saved in .build/fuzz/crashers/NAME/.
# Usage: Fuzz/run.sh [NAME ...]   (default: every harness). Exit 1 when anything was found.
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
OUT=.build/fuzz
# FUZZ_NO_BUILD=1 runs the binaries already built (while the sources are being edited).
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
    Fuzz/build.sh "$@" 2> >(grep -v 'ld.gold: warning' >&2) || exit 2
fi
[ -d "$OUT/seeds" ] || Fuzz/seeds.sh "$OUT/seeds"
if [ $# -eq 0 ]; then set -- $(cd Fuzz/Harnesses && ls *.swift | sed 's/\.swift$//'); fi

found=0
printf '%-14s %8s %12s %10s %8s\n' harness seconds executions exec/s crashers
for name in "$@"; do
    mkdir -p "$OUT/corpus/$name" "$OUT/crashers/$name" "$OUT/logs"
    log="$OUT/logs/$name.log"
    before=$(ls "$OUT/crashers/$name" | wc -l)
    start=$(date +%s)
    TMPDIR=${TMPDIR:-/tmp} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
    "$OUT/bin/fuzz-$name" -max_total_time="$SECONDS_EACH" -max_len="${FUZZ_MAX_LEN:-65536}" \
        -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -print_final_stats=1 \
        -artifact_prefix="$OUT/crashers/$name/" "$OUT/corpus/$name" "$OUT/seeds/$name" >"$log" 2>&1
    status=$?
    elapsed=$(( $(date +%s) - start ))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    crashers=$(( $(ls "$OUT/crashers/$name" | wc -l) - before ))
    printf '%-14s %8s %12s %10s %8s\n' "$name" "$elapsed" "${runs:-?}" "${speed:-?}" "$crashers"
    if [ "$status" -ne 0 ] || [ "$crashers" -gt 0 ]; then
        found=1
        grep -m2 -E 'invariant broken|Fatal error|ERROR: libFuzzer|ERROR: AddressSanitizer: [a-z-]+ on' "$log" | sed 's/^/    /'
    fi
done
exit $found
