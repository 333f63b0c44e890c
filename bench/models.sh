#!/usr/bin/env bash
# Document models: `idv-res validate` (streaming parse + every model check) against
# `xmllint --noout` (parse only) on the same files, the real zip's documents/*.xml,
# in one hyperfine run; peak memory with /usr/bin/time -v. Appends to bench/RESULTS.md.
#
#   bench/models.sh [RESOURCES.zip]
set -euo pipefail
cd "$(dirname "$0")/.."
ZIP=${1:-../shared/corpus/zips/selphid-resources-real.zip}
command -v hyperfine >/dev/null || { echo "hyperfine is not installed" >&2; exit 2; }
command -v xmllint >/dev/null || { echo "xmllint is not installed (apt-get install libxml2-utils)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (apt-get install time)" >&2; exit 2; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
unzip -q "$ZIP" 'documents/*' -d "$WORK"
FILES=$(ls "$WORK"/documents/*.xml | tr '\n' ' ')
BYTES=$(cat "$WORK"/documents/*.xml | wc -c)

# Two release binaries: the default (Swift runtime as shared libraries) and one with the
# Swift runtime linked in (--static-swift-stdlib), which starts faster (no symbol binding
# of libFoundation at launch). The static one is built first and kept aside.
swift build -c release --static-swift-stdlib >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log" >&2; exit 1; }
cp .build/release/idv-res "$WORK/idv-res-static"
swift build -c release >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log" >&2; exit 1; }
DYNAMIC=.build/release/idv-res
STATIC="$WORK/idv-res-static"

# validate exits 1 (the real files hold errors): -i keeps hyperfine going.
hyperfine -N -i --warmup 3 --runs 30 --export-markdown "$WORK/table.md" \
    -n "idv-res validate (static runtime)" "$STATIC validate $FILES" \
    -n "idv-res validate" "$DYNAMIC validate $FILES" \
    -n "xmllint --noout" "xmllint --noout $FILES"

# (validate exits 1 on the real files' findings: the status is not the point here.)
rss() { { /usr/bin/time -v "$@" 2>&1 >/dev/null || true; } | awk -F': ' '/Maximum resident/ {printf "%.1f MB", $2 / 1024}'; }
RSS_STATIC=$(rss $STATIC validate $FILES)
RSS_DYNAMIC=$(rss $DYNAMIC validate $FILES)
RSS_XMLLINT=$(rss xmllint --noout $FILES)

{
    echo
    echo "## Document models ($(date -u +%Y-%m-%d), bench/models.sh)"
    echo
    echo "The real selphid zip's documents/*.xml ($(ls "$WORK"/documents/*.xml | wc -l) files, $BYTES bytes), given as"
    echo "separate inputs; idv-res parses each once (libxml2 SAX, located) and runs every model"
    echo "check, xmllint only parses. Machine: $(nproc) cores, shared with other builds (load $(cut -d' ' -f1 /proc/loadavg))."
    echo
    cat "$WORK/table.md" | sed "s#$WORK/documents/##g; s#$WORK/##g"
    echo
    echo "Peak RSS: idv-res (static runtime) $RSS_STATIC, idv-res $RSS_DYNAMIC, xmllint $RSS_XMLLINT."
} >> bench/RESULTS.md
tail -n 14 bench/RESULTS.md
