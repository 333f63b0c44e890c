#!/usr/bin/env bash
# Runs a test command, keeps its whole output in LOG and, when it fails, says again at the end
# what failed (XCTest failures, a crash and the test it happened in, sanitizer reports), also in
# LOG.failures: CI shows only the tail of a run whose failures scroll past mid-way.
# Usage: scripts/test-with-summary.sh LOG COMMAND [ARG...]
set -uo pipefail
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0
{
    echo "== what failed in \`$*\` (exit $status; the whole output is in $log):"
    grep -E "error: |' failed \(|ERROR: (Address|Thread|LeakSanitizer)|WARNING: ThreadSanitizer|SUMMARY: |Fatal error|Exited with" "$log" | head -100
    if ! grep -q "Executed .* tests" "$log"; then
        echo "no test summary: the run stopped inside the last test it started:"
        grep "Test Case '.*' started" "$log" | tail -1
    fi
} | tee "$log.failures"
exit "$status"
