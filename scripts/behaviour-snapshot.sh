#!/usr/bin/env bash
# Records what a user sees from a build, to compare two builds byte for byte (a refactor's
# proof that behaviour stayed): every --help, the man page, the completions, `rules`, every
# `explain`, and validate reports (text, json, sarif) of the samples and the real zips.
# Usage: scripts/behaviour-snapshot.sh BIN OUTDIR; then `diff -r OLD NEW`.
set -uo pipefail
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=$(realpath "$ROOT/../shared/corpus/zips")
mkdir -p "$OUT"/help "$OUT"/explain "$OUT"/validate
cd "$ROOT"
run() { local f=$1; shift; "$BIN" "$@" >"$f" 2>&1; echo "exit $?" >>"$f"; }
run "$OUT/help/_top" --help
for c in $("$BIN" --help | awk '/^COMMANDS:/{on=1;next} on&&/^  [a-z]/{print $1} /^$/{if(on&&seen)on=0; seen=1}'); do
    run "$OUT/help/$c" "$c" --help
    run "$OUT/help/$c.help-word" help "$c"
done
run "$OUT/help/models-mrz" models mrz --help
run "$OUT/man" man
for s in bash zsh fish; do run "$OUT/completions-$s" completions "$s"; done
run "$OUT/rules" rules
for r in $("$BIN" rules | awk '{print $1}'); do run "$OUT/explain/$r" explain "$r"; done
inputs=(Samples/bundles/good Samples/bundles/broken Samples/bundles/typos Samples/views Samples/models/good Samples/models/broken)
for z in "$CORPUS"/*.zip "$CORPUS"/history/*.zip; do inputs+=("$z"); done
for i in "${inputs[@]}"; do
    n=$(echo "$i" | tr '/' '_')
    for f in text json sarif github; do run "$OUT/validate/$n.$f" validate --format "$f" "$i"; done
done
run "$OUT/validate/all-real.json" validate --format json "$CORPUS"/*.zip "$CORPUS"/history/*.zip
# Lottie, strings, ls on the real zips: commands the house change touches.
for z in "$CORPUS"/*.zip "$CORPUS"/history/*.zip; do
    n=$(basename "$z")
    run "$OUT/validate/$n.strings" strings "$z"
    run "$OUT/validate/$n.strings-json" strings --format json "$z"
    run "$OUT/validate/$n.ls" ls "$z"
    run "$OUT/validate/$n.lottie" lottie "$z"
done
run "$OUT/validate/lottie-samples" lottie Samples/lottie/good Samples/lottie/broken
run "$OUT/validate/doctor-broken" doctor Samples/ios-app/broken
run "$OUT/validate/doctor-good" doctor Samples/ios-app/good
run "$OUT/validate/verify" verify -c Samples/checksums/SHA256SUMS
# The checkout's folder differs between worktrees: name it ROOT.
find "$OUT" -type f -exec sed -i "s|$ROOT|ROOT|g" {} +
echo "snapshot in $OUT: $(find "$OUT" -type f | wc -l) files"
