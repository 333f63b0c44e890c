#!/usr/bin/env bash
# `idv-res lottie --strict` against `check-jsonschema` with the lottie-spec 1.0 schema (PyPI
# `lottie-specs`), on the same files. The two tools alternate: each round is one hyperfine
# run of every command once, so a burst of load from other work on the machine hits both;
# the table gives medians over the rounds, of wall time and of CPU time (user + system),
# then the machine's load (`uptime`) and each command's peak memory.
#   small:     the real animation (when ../shared/corpus is there) and our conforming samples
#   lottie-ios: the four lottie-ios samples of ../shared/corpus, which the schema rejects
#   extra:     every *.json in $LOTTIE_BENCH_EXTRA, if set (animations kept outside the repo)
#   large:     a generated 2 MB animation (shape layers with animated paths)
# ROUNDS (default 7) sets the number of rounds. Needs hyperfine, python3 with
# check-jsonschema and lottie-specs (`make pydeps` puts them in .build/pyenv), and
# /usr/bin/time (Debian package `time`).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --static-swift-stdlib --product idv-res >/dev/null
IDV=.build/release/idv-res
PY=.build/pyenv/bin/python
[ -x "$PY" ] || PY=python3
"$PY" -c "import check_jsonschema, lottie_specs" 2>/dev/null || { echo "need check-jsonschema and lottie-specs (make pydeps)"; exit 1; }
SCHEMA=$("$PY" -c "import lottie_specs; print(lottie_specs.schema_path())")
CHECK="$PY -m check_jsonschema --schemafile $SCHEMA"
ROUNDS=${ROUNDS:-7}

OUT=bench/out
mkdir -p "$OUT"
"$PY" - "$OUT/large.json" <<'PY'
import json, sys
layers, size, i = [], 0, 0
while size < 2_000_000:
    i += 1
    pts = lambda f: [[(j * 37 + f * 11 + i) % 1000 / 10, (j * 53 + f * 7) % 1000 / 10] for j in range(8)]
    kf = [{"t": f * 6, "s": [{"i": pts(f), "o": pts(f), "v": pts(f), "c": True}], "i": {"x": [0.5], "y": [1]}, "o": {"x": [0.5], "y": [0]}} for f in range(10)]
    s = lambda k: {"a": 0, "k": k}
    layer = {"ty": 4, "ind": i, "ip": 0, "op": 60, "nm": "Layer %d" % i, "ks": {"o": s(100), "p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], "i": {"x": 0.3, "y": 1}, "o": {"x": 0.7, "y": 0}}, {"t": 60, "s": [10, 10, 0]}]}},
             "shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 1, "k": kf}}, {"ty": "fl", "o": s(100), "c": s([0.2, 0.3, 0.4, 1])},
                                            {"ty": "tr", "p": s([0, 0]), "a": s([0, 0]), "s": s([100, 100]), "r": s(0), "o": s(100)}]}]}
    size += len(json.dumps(layer)); layers.append(layer)
json.dump({"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 512, "h": 512, "layers": layers}, open(sys.argv[1], "w"))
PY

# Files both tools accept: the real animation, our good samples, and the spec samples that
# pass every tier (some conform to the schema but break structural rules on purpose).
SMALL=""
for f in ../shared/corpus/lottie/tutorial_phingers_left.json Samples/lottie/good/*.json Samples/lottie/spec/valid/*.json; do
  [ -f "$f" ] && $IDV lottie --strict "$f" >/dev/null && SMALL="$SMALL $f"
done
SMALL=$(echo $SMALL)
LARGE="$OUT/large.json"
$IDV lottie --strict $SMALL $LARGE >/dev/null
$CHECK $SMALL $LARGE >/dev/null

# name|files: each set both tools check in one process.
SETS=("small: $(echo $SMALL | wc -w) conforming files|$SMALL")
IOS=$(ls ../shared/corpus/lottie/lottie-ios/*.json 2>/dev/null | tr '\n' ' ' || true)
[ -n "$IOS" ] && SETS+=("lottie-ios: $(echo $IOS | wc -w) files the schema rejects|$IOS")
if [ -n "${LOTTIE_BENCH_EXTRA:-}" ]; then
  EXTRA=$(ls "$LOTTIE_BENCH_EXTRA"/*.json | tr '\n' ' ')
  SETS+=("extra: $(echo $EXTRA | wc -w) files of $LOTTIE_BENCH_EXTRA|$EXTRA")
fi
SETS+=("large: generated 2 MB animation|$LARGE")

echo "load before: $(uptime)"
rm -f "$OUT"/lottie-round-*.json
for round in $(seq "$ROUNDS"); do
  args=()
  for set in "${SETS[@]}"; do
    name=${set%%|*}; files=${set#*|}
    # -i: on files the schema rejects, both tools exit 1, as they should.
    args+=(-n "idv-res lottie --strict ($name)" "$IDV lottie --strict $files")
    args+=(-n "check-jsonschema ($name)" "$CHECK $files")
  done
  hyperfine -N --style none -i --runs 1 --export-json "$OUT/lottie-round-$round.json" "${args[@]}" >/dev/null 2>&1
done
echo "load after:  $(uptime)"

"$PY" - "$OUT" "$ROUNDS" <<'PY' | tee "$OUT/lottie.md"
import glob, json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
runs = {}
for path in sorted(glob.glob(out + "/lottie-round-*.json")):
    for result in json.load(open(path))["results"]:
        runs.setdefault(result["command"], []).append((result["times"][0], result["user"] + result["system"]))
def ms(seconds): return "%.1f ms" % (seconds * 1000) if seconds < 1 else "%.2f s" % seconds
print("| command | median wall | min … max wall | median CPU |")
print("|---|---:|---:|---:|")
names = list(runs)
for name in names:
    wall = [w for w, _ in runs[name]]; cpu = [c for _, c in runs[name]]
    print("| %s | %s | %s … %s | %s |" % (name, ms(statistics.median(wall)), ms(min(wall)), ms(max(wall)), ms(statistics.median(cpu))))
print()
for ours, theirs in zip(names[0::2], names[1::2]):
    wall = statistics.median(w for w, _ in runs[theirs]) / statistics.median(w for w, _ in runs[ours])
    cpu = statistics.median(c for _, c in runs[theirs]) / statistics.median(c for _, c in runs[ours])
    print("- %s: idv-res %.0fx faster in wall time, %.0fx in CPU time (%d rounds)" % (ours.split("(", 1)[1].rstrip(")"), wall, cpu, rounds))
PY

echo
echo "peak memory (max RSS):"
for set in "${SETS[@]}"; do
  files=${set#*|}
  for cmd in "$IDV lottie --strict $files" "$CHECK $files"; do
    /usr/bin/time -f "%M KB  ${set%%|*}: $(echo "$cmd" | cut -c1-40)..." $cmd >/dev/null 2>"$OUT/time.txt" || true
    tail -1 "$OUT/time.txt"
  done
done
