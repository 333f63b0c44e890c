#!/usr/bin/env bash
# Benchmark: `idv-res strings` and `validate` on a large app Resources tree (20 languages,
# 51 SDK keys + 5,000 app keys each, half of the files UTF-16), beside a Python reader that
# only decodes and regex-parses the same files (a floor: no rules, no locations, no
# recovery). `plutil -lint`, the reference the issue names, exists only on macOS.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out/localizable
rm -rf "$out" && mkdir -p "$out"
swift build -c release --static-swift-stdlib --product idv-res >/dev/null
bin=.build/release/idv-res

python3 - "$out/Resources" <<'PY'
import json, os, sys
root = sys.argv[1]
catalog = json.load(open("Sources/ResourceBundle/Catalogs/selphid-ios.json"))["localizable"]["keys"]
for n in range(20):
    lang = f"l{n:02d}"
    os.makedirs(f"{root}/{lang}.lproj")
    lines = [f"/* language {lang} */"]
    lines += [f'"{k["key"]}" = "{lang} {k["default"].replace(chr(34), "")}";' for k in catalog[: 20 + n]]
    lines += [f'"app_text_{i}" = "{lang} text number {i} with %@ and %d";  // comment {i}' for i in range(5000)]
    text = "\n".join(lines) + "\n"
    data = b"\xff\xfe" + text.encode("utf-16-le") if n % 2 else text.encode("utf-8")
    open(f"{root}/{lang}.lproj/Localizable.strings", "wb").write(data)
PY

cat > "$out/reference.py" <<'PY'
import glob, re, sys
pattern = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
total = 0
for path in glob.glob(sys.argv[1] + "/*.lproj/Localizable.strings"):
    data = open(path, "rb").read()
    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8")
    total += len(pattern.findall(text))
print(total)
PY

echo "files: $(ls "$out/Resources" | wc -l) languages, $(du -sh "$out/Resources" | cut -f1)"
hyperfine --warmup 1 --runs 10 -i --export-markdown "$out/hyperfine.md" \
  "$bin strings $out/Resources --format json" \
  "$bin strings $out/Resources --format csv" \
  "$bin validate $out/Resources" \
  "python3 $out/reference.py $out/Resources"
cat "$out/hyperfine.md"
for command in "strings $out/Resources --format json" "validate $out/Resources"; do
  /usr/bin/time -v $bin $command >/dev/null 2>"$out/time.txt" || true
  echo "peak RSS ($command): $(grep 'Maximum resident' "$out/time.txt" | awk '{print $6}') KB"
done
