#!/usr/bin/env bash
# `idv-res lottie --strict` against `check-jsonschema` with the lottie-spec 1.0 schema (PyPI
# `lottie-specs`), on the same conforming files, in one hyperfine run; then peak memory.
#   small: the real animation (when ../shared/corpus is there) and our conforming samples
#   large: a generated 2 MB animation (shape layers with animated paths)
# Needs hyperfine, python3 with check-jsonschema and lottie-specs (`make pydeps` puts them in
# .build/pyenv), and /usr/bin/time (Debian package `time`).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --static-swift-stdlib --product idv-res >/dev/null
IDV=.build/release/idv-res
PY=.build/pyenv/bin/python
[ -x "$PY" ] || PY=python3
"$PY" -c "import check_jsonschema, lottie_specs" 2>/dev/null || { echo "need check-jsonschema and lottie-specs (make pydeps)"; exit 1; }
SCHEMA=$("$PY" -c "import lottie_specs; print(lottie_specs.schema_path())")
CHECK="$PY -m check_jsonschema --schemafile $SCHEMA"

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
# pass every tier (two of them conform to the schema but break structural rules on purpose).
SMALL=""
for f in ../shared/corpus/lottie/tutorial_phingers_left.json Samples/lottie/good/*.json Samples/lottie/spec/valid/*.json; do
  [ -f "$f" ] && $IDV lottie --strict "$f" >/dev/null && SMALL="$SMALL $f"
done
SMALL=$(echo $SMALL)
LARGE="$OUT/large.json"

# Both tools must accept every file, or the comparison means nothing.
$IDV lottie --strict $SMALL $LARGE >/dev/null
$CHECK $SMALL $LARGE >/dev/null

hyperfine --style basic --runs 5 --export-markdown "$OUT/lottie.md" \
  -n "idv-res lottie --strict (small: $(echo $SMALL | wc -w) files)" "$IDV lottie --strict $SMALL" \
  -n "check-jsonschema lottie-spec (small)" "$CHECK $SMALL" \
  -n "idv-res lottie --strict (large: 2 MB)" "$IDV lottie --strict $LARGE" \
  -n "check-jsonschema lottie-spec (large)" "$CHECK $LARGE"

echo
echo "peak memory (max RSS):"
for cmd in "$IDV lottie --strict $SMALL" "$CHECK $SMALL" "$IDV lottie --strict $LARGE" "$CHECK $LARGE"; do
  /usr/bin/time -f "%M KB  $(echo "$cmd" | cut -c1-60)..." $cmd >/dev/null 2>"$OUT/time.txt" || true
  tail -1 "$OUT/time.txt"
done
