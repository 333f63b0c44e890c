#!/bin/sh
# Runs a build (`scripts/no-warnings.sh swift build --build-tests`, what `make test` does),
# showing its output, and fails when it failed or when it warned about a file of this package:
# a compiler warning located under the package (Sources, Tests, Plugins, and what the plugins
# generate in .build), or SwiftPM's about the package itself (`warning: 'idv-res': ...`). The
# toolchain's own notes (a linker's `warning:` about a system library) are not ours and do
# not count. A warning shows when its file compiles: a clean build (CI's) shows every one.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
real=$(cd "$here" && pwd -P)
log=$(mktemp "${TMPDIR:-/tmp}/no-warnings.XXXXXX")
trap 'rm -f "$log" "$log.status"' EXIT
{ "$@" 2>&1; echo $? > "$log.status"; } | tee "$log"
status=$(cat "$log.status")
[ "$status" = 0 ] || exit "$status"
# SwiftPM names a package by its folder's name, in lower case.
identity=$(basename "$here" | tr 'A-Z' 'a-z')
warnings=$(awk -v here="$here/" -v real="$real/" -v package="warning: '$identity': " '
    (index($0, here) == 1 || index($0, real) == 1) && /:[0-9]+:[0-9]+: warning: / { print; next }
    index($0, package) == 1 { print }' "$log" | sort -u)
if [ -n "$warnings" ]; then
    count=$(printf '%s\n' "$warnings" | wc -l | tr -d ' ')
    printf '%s\n' "error: $count warning(s) about this package's files; the build stays free of warnings:" \
        "$warnings" >&2
    exit 1
fi
