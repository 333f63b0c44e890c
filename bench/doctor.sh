#!/usr/bin/env bash
# `idv-res doctor` on a large app project: the broken sample (Samples/ios-app/broken) with
# 2,000 more Swift files (16 MB: comments, multi-line and raw strings, interpolations, one
# IdentiaFlowView and one SelphIDConfigurationData each), so the Swift tokenizer dominates.
# - hyperfine: doctor on the sample as is, and on the large project; the floor is
#   `grep -rn endPoint` over the same files (a regex over lines, what the tokenizer replaces,
#   with none of its correctness).
# - peak memory with /usr/bin/time -v.
# Usage: bench/doctor.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product idv-res >/dev/null
BIN=$PWD/.build/release/idv-res
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
cp -R Samples/ios-app/broken "$WORK/app"
python3 - "$WORK/app/IdentiaDemo/Generated" <<'PY'
import os, sys
out = sys.argv[1]
os.makedirs(out)
body = '''
/* Screen %(n)d. /* nested */ IdentiaFlowView(endPoint: "http://not.code") */
struct Screen%(n)d: View {
    let processID: String
    // endPoint: "http://in.a.comment"
    let notes = """
        IdentiaFlowView(idSession: x, endPoint: "http://inside.a.string")
        \\(processID) line \\(1 + 2)
        """
    let raw = #"raw "quoted" \\d+ endPoint"#
    var body: some View {
        IdentiaFlowView(idSession: "\\(processID)-%(n)d", endPoint: "https://apifacial%(n)d.identia.pe/") { json in
            print("result \\(json.count) for \\(processID)")
        }
    }
}

func configuration%(n)d() -> SelphIDConfigurationData {
    let conf = SelphIDConfigurationData()
    conf.resourcesPath = "fphi-selphid-widget-resources-sdk.zip"
    conf.scanMode = SelphIDScanMode.MODE_SEARCH
    conf.specificData = "ES|<ALL>"
    conf.tokenImageQuality = 0.%(n)d
    conf.enabledCountries = ["ES", "PE"]
    return conf
}
'''
for n in range(2000):
    with open(f"{out}/Screen{n}.swift", "w") as f:
        f.write("import SwiftUI\n" + "".join(body % {"n": n * 10 + k} for k in range(8)))
PY
du -sh "$WORK/app/IdentiaDemo/Generated"
uptime
hyperfine -N -i --warmup 2 --runs 10 \
  -n "idv-res doctor Samples/ios-app/broken" "$BIN doctor Samples/ios-app/broken" \
  -n "idv-res doctor (2,000 more Swift files, 16 MB)" "$BIN doctor $WORK/app" \
  -n "grep -rn endPoint (floor)" "grep -rn --include=*.swift endPoint $WORK/app" \
  2>&1 | grep -v "^ *Warning" || true
{ /usr/bin/time -v "$BIN" doctor "$WORK/app" >/dev/null || true; } 2>&1 | awk -F': ' '/Maximum resident/ {print "peak RSS (large project): " $2 " KB"}'
"$BIN" doctor "$WORK/app" | tail -1
uptime
