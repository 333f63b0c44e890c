#!/bin/sh
# .github/workflows/ci.yml: the real corpus the tests read (../shared/corpus: the vendors' zips,
# not in this repository). Fetched from IDV_RES_CORPUS_URL (a .tar.gz holding corpus/, given as
# the repository secret of that name) when set; else a warning, and CI=false for the later
# steps, so the corpus tests skip saying so instead of failing (see Tests/TestPrerequisites).
set -eu
shared=../shared
if [ -d "$shared/corpus/zips" ]; then exit 0; fi
if [ -n "${IDV_RES_CORPUS_URL:-}" ]; then
    mkdir -p "$shared"
    curl -fsSL "$IDV_RES_CORPUS_URL" | tar -xzf - -C "$shared"
    [ -d "$shared/corpus/zips" ] || { echo "error: the IDV_RES_CORPUS_URL archive holds no corpus/zips/" >&2; exit 1; }
else
    echo "::warning::no real corpus (the secret IDV_RES_CORPUS_URL is not set): its tests skip (CI=false)"
    echo "CI=false" >> "${GITHUB_ENV:-/dev/null}"
fi
