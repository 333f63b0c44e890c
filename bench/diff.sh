#!/usr/bin/env bash
# diff and upgrade (issue 31) of two real zips, side by side with what one does without them:
# `unzip` both zips into fresh folders and `diff -r` the trees (a line diff of the XML, "Binary
# files differ" for the rest). The zips: and-63f1d381db64 -> and-d5e0bc959cdb of
# ../shared/corpus/zips/history (texts, views, resources and models all change in that step).
# Measured: `idv-res diff OLD NEW` (text, and --format json), `idv-res diff --textconv` of both
# zips (what git runs), `idv-res upgrade OLD --from OLD --to NEW -o OUT` (the three-way merge,
# the packing and the validation of OUT), `unzip` x2 + `diff -r` (the reference for diff), and
# bench/manual-upgrade.sh (the reference for upgrade: the same three jobs with the standard
# tools). Interleaved: each round runs every command once in turn (hyperfine -N, 1 run), so a
# burst of load hits all of them;
# the table gives medians of wall and CPU time (user + sys) with the 1-minute load of the rounds.
#   ROUNDS (default 15). BEFORE=BIN adds `diff` and `upgrade` of another build (an A/B in
#   the same rounds). Needs: swift, hyperfine, unzip, diff, python3, git, zip, xmllint.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
HISTORY=$REPO/../shared/corpus/zips/history
OLD=$HISTORY/and-63f1d381db64.zip
NEW=$HISTORY/and-d5e0bc959cdb.zip
[ -f "$OLD" ] && [ -f "$NEW" ] || { echo "no $HISTORY: the real zips are needed" >&2; exit 2; }
OUT=$REPO/bench/out/diff
ROUNDS=${ROUNDS:-15}
BIN=${BIN:-$REPO/.build/release/idv-res}
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product idv-res >&2
rm -rf "$OUT" && mkdir -p "$OUT"
T=$OUT/t
UNZIP_DIFF="sh -c 'rm -rf $T && mkdir -p $T/a $T/b && unzip -q $OLD -d $T/a && unzip -q $NEW -d $T/b && diff -r $T/a $T/b >/dev/null; test \$? -le 1'"
BEFORE_COMMANDS=()
if [ -n "${BEFORE:-}" ]; then
  BEFORE_COMMANDS=(
    -n "before: idv-res diff" "$BEFORE diff $OLD $NEW"
    -n "before: idv-res upgrade" "$BEFORE upgrade $OLD --from $OLD --to $NEW -o $OUT/upgraded-before.zip --overwrite"
  )
fi
for round in $(seq -w "$ROUNDS"); do
  cut -d' ' -f1 /proc/loadavg > "$OUT/round-$round.load"
  # -i: diff exits 1 when the zips differ, upgrade when NEW has errors of its own.
  hyperfine -N -i --style none --runs 1 --export-json "$OUT/round-$round.json" \
    "${BEFORE_COMMANDS[@]}" \
    -n "idv-res diff" "$BIN diff $OLD $NEW" \
    -n "idv-res diff --format json" "$BIN diff $OLD $NEW --format json" \
    -n "idv-res diff --textconv, both zips" "sh -c '$BIN diff --textconv $OLD >/dev/null; $BIN diff --textconv $NEW >/dev/null'" \
    -n "idv-res upgrade (merge, pack, validate)" "$BIN upgrade $OLD --from $OLD --to $NEW -o $OUT/upgraded.zip --overwrite" \
    -n "unzip x2 + diff -r" "$UNZIP_DIFF" \
    -n "upgrade by hand (unzip x3, git merge-file, zip -9, unzip -t + xmllint)" \
    "bench/manual-upgrade.sh $OLD $OLD $NEW $OUT/manual.zip $OUT/manual" \
    >/dev/null 2>&1
done
python3 bench/interleaved.py "$OUT" "unzip x2 + diff -r" | tee "$OUT/diff.md"
rss() { { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null || true; } | tail -1; }
echo "peak RSS: diff $(rss "$BIN" diff "$OLD" "$NEW") KB, upgrade $(rss "$BIN" upgrade "$OLD" --from "$OLD" --to "$NEW" -o "$OUT/upgraded.zip" --overwrite) KB (load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$OUT/diff.md"
