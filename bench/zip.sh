#!/usr/bin/env bash
# The resources zip, side by side with the standard tools (issue 5):
#   1. `idv-res validate` of the real SelphID zip vs `unzip -tq` + `xmllint --noout` of its XML;
#   2. `idv-res pack --force` of the unpacked zip vs `zip -X -r -9` of the same tree (time and size);
#   3. peak memory of `idv-res validate` on a 200 MB zip of our own making.
# Step 1 is also run interleaved (issue 14): ROUNDS (default 15) rounds, each one hyperfine run
# of every command in turn, so a burst of load hits all of them; medians of wall and of CPU time
# (user + sys), with `uptime` before and after. BASE=/path/to/an/older/idv-res adds it to the
# rounds (before/after A/B); BIN=... measures that binary instead of building; VALIDATE_ONLY=1
# stops after step 1.
# Needs: swift, hyperfine, unzip, zip, xmllint, /usr/bin/time; ../shared/corpus beside the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ZIP=${ZIP:-$REPO/../shared/corpus/zips/selphid-resources-real.zip}
OUT=$REPO/bench/out/zip
[ -f "$ZIP" ] || { echo "no corpus zip at $ZIP" >&2; exit 1; }
if [ -z "${BIN:-}" ]; then
  BIN=$REPO/.build/release/idv-res
  swift build -c release --static-swift-stdlib --product idv-res >&2
fi
ROUNDS=${ROUNDS:-15}
rm -rf "$OUT" && mkdir -p "$OUT"
# Both binaries copied alike (how a file came into the page cache changes its start-up cost:
# a linker-written idv-res started 7% slower than a plain copy of it; bench/ab.py).
mkdir -p "$OUT/bin/this" && cp "$BIN" "$OUT/bin/this/idv-res" && BIN=$OUT/bin/this/idv-res
if [ -n "${BASE:-}" ]; then mkdir -p "$OUT/bin/base" && cp "$BASE" "$OUT/bin/base/idv-res" && BASE=$OUT/bin/base/idv-res; fi

# The same tree for everyone: the zip unpacked once by unzip.
mkdir -p "$OUT/tree" && (cd "$OUT/tree" && unzip -q "$ZIP")
XML=$(cd "$OUT/tree" && find . -name '*.xml' | sort | tr '\n' ' ')

echo "## validate: idv-res vs unzip -tq + xmllint --noout" >&2
# -i: validate exits 1 on the real zip (it has real findings); the whole report is still made.
(cd "$OUT/tree" && hyperfine -N -i --warmup 3 --runs 30 --export-markdown "$OUT/validate.md" --export-json "$OUT/validate.json" \
  -n "idv-res validate" "$BIN validate $ZIP" \
  -n "unzip -tq + xmllint --noout" "sh -c 'unzip -tq $ZIP >/dev/null && xmllint --noout $XML'")

# The real tree has model errors: without --force pack validates, refuses and writes nothing,
# so --force, to time the whole job (validation and the zip, which run side by side).
python3 -c 'import json,sys; [print("cpu %-40s user %.1f ms sys %.1f ms" % (r["command"], 1000*r["user"], 1000*r["system"])) for r in json.load(open(sys.argv[1]))["results"]]' "$OUT/validate.json" | tee "$OUT/validate-cpu.txt" >&2

echo "## validate, interleaved: $ROUNDS rounds, medians" >&2
echo "load before: $(uptime)" | tee "$OUT/validate-ab.md" >&2
args=(-n "idv-res validate" "$BIN validate $ZIP")
[ -n "${BASE:-}" ] && args+=(-n "idv-res validate (BASE)" "$BASE validate $ZIP")
args+=(-n "unzip -tq + xmllint --noout" "sh -c 'unzip -tq $ZIP >/dev/null && xmllint --noout $XML'")
for round in $(seq "$ROUNDS"); do
  (cd "$OUT/tree" && hyperfine -N -i --style none --runs 1 --export-json "$OUT/validate-round-$round.json" "${args[@]}" >/dev/null 2>&1)
done
echo "load after:  $(uptime)" | tee -a "$OUT/validate-ab.md" >&2
python3 - "$OUT" <<'PY' | tee -a "$OUT/validate-ab.md" >&2
import glob, json, statistics, sys
runs = {}
for path in glob.glob(sys.argv[1] + "/validate-round-*.json"):
    for r in json.load(open(path))["results"]:
        runs.setdefault(r["command"], []).append((r["times"][0], r["user"] + r["system"]))
ref = runs.pop("unzip -tq + xmllint --noout")
med = lambda xs, i: statistics.median(x[i] for x in xs)
print("| command | median wall | median CPU | wall vs ref | CPU vs ref |")
print("|---|---:|---:|---:|---:|")
for name, xs in list(runs.items()) + [("unzip -tq + xmllint --noout", ref)]:
    print("| %s | %.1f ms | %.1f ms | %.2fx | %.2fx |" % (name, 1000 * med(xs, 0), 1000 * med(xs, 1),
          med(xs, 0) / med(ref, 0), med(xs, 1) / med(ref, 1)))
PY
[ -n "${VALIDATE_ONLY:-}" ] && exit 0

echo "## pack: idv-res pack --force vs zip -X -r -9" >&2
"$BIN" pack "$OUT/tree" -o "$OUT/check.zip" --force >/dev/null 2>&1 || { echo "idv-res pack --force failed" >&2; exit 1; }
hyperfine -N --warmup 3 --runs 30 --export-markdown "$OUT/pack.md" --export-json "$OUT/pack.json" \
  -n "idv-res pack --force" "sh -c 'rm -f $OUT/idv.zip && $BIN pack $OUT/tree -o $OUT/idv.zip --force >/dev/null 2>&1'" \
  -n "idv-res pack --force --store-media" "sh -c 'rm -f $OUT/idv-sm.zip && $BIN pack $OUT/tree -o $OUT/idv-sm.zip --force --store-media >/dev/null 2>&1'" \
  -n "zip -X -r -9" "sh -c 'rm -f $OUT/zip9.zip && cd $OUT/tree && zip -X -r -9 -q $OUT/zip9.zip .'"
python3 -c 'import json,sys; [print("cpu %-40s user %.1f ms sys %.1f ms" % (r["command"], 1000*r["user"], 1000*r["system"])) for r in json.load(open(sys.argv[1]))["results"]]' "$OUT/pack.json" | tee "$OUT/pack-cpu.txt" >&2
for f in idv.zip idv-sm.zip zip9.zip; do echo "size $f $(stat -c %s "$OUT/$f")"; done | tee "$OUT/sizes.txt" >&2
unzip -tq "$OUT/idv.zip" >&2

echo "## peak memory: validate a 200 MB zip of our own making" >&2
BIG=$OUT/big
cp -r "$OUT/tree" "$BIG"
for i in $(seq -w 1 20); do head -c $((10 * 1024 * 1024)) /dev/urandom > "$BIG/resources/163dpi/clip$i.mp4"; done
/usr/bin/time -v "$BIN" pack "$BIG" -o "$OUT/big.zip" --force > /dev/null 2> "$OUT/big-pack-time.txt"
echo "pack of the 210 MB tree: $(grep -E 'Maximum resident|Elapsed' "$OUT/big-pack-time.txt" | sed 's/^\s*//' | tr '\n' ';')" | tee "$OUT/pack-memory.txt" >&2
/usr/bin/time -v "$BIN" validate "$OUT/big.zip" > /dev/null 2> "$OUT/big-time.txt" || true
echo "big.zip $(stat -c %s "$OUT/big.zip") bytes; $(grep -E 'Maximum resident|Elapsed' "$OUT/big-time.txt" | sed 's/^\s*//' | tr '\n' ';')" | tee "$OUT/memory.txt" >&2
/usr/bin/time -v unzip -tq "$OUT/big.zip" > /dev/null 2> "$OUT/big-unzip.txt" || true
echo "unzip -tq: $(grep -E 'Maximum resident|Elapsed' "$OUT/big-unzip.txt" | sed 's/^\s*//' | tr '\n' ';')" | tee -a "$OUT/memory.txt" >&2
