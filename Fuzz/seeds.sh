#!/usr/bin/env bash
# Seed corpora, one folder per harness under $1 (default .build/fuzz/seeds): the files of
# Samples/, the entries of the real zips in ../shared/corpus (when present), and the small
# hand-made seeds of Fuzz/seeds/NAME/.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/fuzz/seeds}
CORPUS=../shared/corpus
rm -rf "$OUT"
mkdir -p "$OUT"
for harness in Fuzz/Harnesses/*.swift; do mkdir -p "$OUT/$(basename "$harness" .swift)"; done

# add HARNESS FILE...: copies each file (named by its content hash, so seeds never collide).
add() {
    local harness=$1; shift
    for file in "$@"; do
        [ -f "$file" ] || continue
        cp "$file" "$OUT/$harness/$(sha1sum "$file" | cut -c1-16)"
    done
}
for harness in Fuzz/seeds/*/; do add "$(basename "$harness")" "$harness"*; done

add xml $(find Samples -name '*.xml')
add documents $(find Samples -path '*documents/*.xml') Samples/models/hostile/*
add widget $(find Samples -name 'widget*.xml') Samples/views/standalone/*
add translations $(find Samples -path '*strings*.xml')
add json $(find Samples -name '*.json' -size -64k)
add lottie $(find Samples/lottie -name '*.json' -size -64k)
add strings $(find Samples -name '*.strings')
add xcstrings $(find Samples -name '*.xcstrings')
add checksums $(find Samples/checksums -name 'SHA256SUMS*')
add packageswift $(find Samples/checksums -name 'Package.swift') Package.swift

# Small zips of the sample bundles (the fuzzer mutates headers, names and sizes).
for bundle in Samples/bundles/good Samples/bundles/broken Samples/models/good; do
    (cd "$bundle" && python3 -c '
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for root, _, files in os.walk("."):
        for f in sorted(files):
            p = os.path.join(root, f)[2:]
            if os.path.getsize(p) < 8192: z.write(p)
' "$OLDPWD/$OUT/zip/$(echo "$bundle" | tr / _).zip")
done

# The real zips: their XML, strings and JSON entries, 64 KiB at most (the fuzzers' max_len).
if [ -d "$CORPUS/zips" ]; then
    python3 - "$CORPUS" "$OUT" <<'PY'
import glob, hashlib, os, sys, zipfile
corpus, out = sys.argv[1], sys.argv[2]
def put(harness, data):
    if 0 < len(data) <= 65536:
        with open(os.path.join(out, harness, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
            f.write(data)
for path in sorted(glob.glob(corpus + "/zips/*.zip") + glob.glob(corpus + "/zips/history/*.zip")):
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile:
        continue
    for info in archive.infolist():
        name = info.filename
        if info.file_size > 65536 or name.endswith("/"):
            continue
        data = archive.read(info)
        base = name.rsplit("/", 1)[-1]
        if name.endswith(".xml"):
            put("xml", data)
            if base == "widget.xml": put("widget", data)
            elif "strings" in name: put("translations", data)
            elif "documents/" in name: put("documents", data)
        elif name.endswith(".json"):
            put("json", data); put("lottie", data)
for path in glob.glob(corpus + "/lottie/**/*.json", recursive=True):
    data = open(path, "rb").read()
    put("json", data); put("lottie", data)
PY
else
    echo "fuzz: $CORPUS absent: seeds from Samples only" >&2
fi
for harness in "$OUT"/*/; do echo "fuzz: $(ls "$harness" | wc -l) seeds for $(basename "$harness")" >&2; done
