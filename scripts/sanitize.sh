#!/usr/bin/env bash
# `make sanitize`: the whole test suite under AddressSanitizer, then under ThreadSanitizer
# (the ordered parallel validate, pack's concurrent validation and the background CRC
# check must be race-free). Each builds in its own scratch folder, so the normal debug
# build is left alone. Prints the wall time of each and, last, what failed in each (the
# whole output is in .build/sanitize-NAME.log); exits non-zero if either fails.
# Usage: scripts/sanitize.sh [address] [thread]   (default: both)
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
[ $# -gt 0 ] || set -- address thread
# Left out under a sanitizer (SANITIZE_SKIP= runs them too): the four tests whose time is
# Chromium loading and measuring every page of the 12 real zips (page widths, contrast, the
# findings each page lists, console errors). Chromium is not instrumented and `make test` runs
# them; the code that draws those pages runs instrumented in PreviewSiteTests (every real zip)
# and in the other PreviewCLITests. They were a third of each sanitizer's test time.
SANITIZE_SKIP=${SANITIZE_SKIP-'PreviewCLITests[./]test(NoPageOfTheRealZipsIsWiderThan1280Pixels|EveryTextOfTheRealZipsIsReadableWhereThePreviewChoseItsColours|EveryFindingTheCommandLineSendsToAPageIsOnThatPage|EveryViewPageLoadsWithoutConsoleErrorsOrFailedRequests)$'}
skip=()
[ -z "$SANITIZE_SKIP" ] || skip=(--skip "$SANITIZE_SKIP")
status=0
for sanitizer in "$@"; do
    rm -f ".build/sanitize-$sanitizer.log.failures"
    start=$(date +%s)
    echo "== swift test --sanitize=$sanitizer" >&2
    # Leak checking is off: the Swift runtime's metadata caches look like leaks to LSan.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} \
        scripts/test-with-summary.sh ".build/sanitize-$sanitizer.log" \
        "$SWIFT" test --disable-swift-testing --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "${skip[@]}"
    result=$?
    [ "$result" -eq 0 ] || status=1
    echo "== --sanitize=$sanitizer: exit $result after $(( $(date +%s) - start )) s" >&2
done
for sanitizer in "$@"; do
    [ -s ".build/sanitize-$sanitizer.log.failures" ] && cat ".build/sanitize-$sanitizer.log.failures" >&2
done
exit $status
