#!/bin/sh
# Completion, hover and definitions (Sources/LanguageServer/Features) on the real SelphID
# bundle, per request, in a release build: bench/lsp-features/main.swift, built in a temporary
# package that depends on this one, run on the unpacked real zip. Prints median and p95 of
# ROUNDS calls per request kind, with the machine's load (timings swing 2-3x on 2 shared cores).
# Usage: bench/lsp-features.sh [ROUNDS]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
zip="$root/../shared/corpus/zips/selphid-resources-real.zip"
[ -f "$zip" ] || { echo "missing $zip" >&2; exit 1; }
work=${IDV_RES_BENCH_DIR:-$root/.build/bench-lsp-features}
mkdir -p "$work/Sources/features-bench"
cp "$root/bench/lsp-features/main.swift" "$work/Sources/features-bench/main.swift"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "features-bench", platforms: [.macOS(.v13)],
    dependencies: [.package(name: "idv-res", path: "$root")],
    targets: [.executableTarget(name: "features-bench", dependencies: [
        .product(name: "LanguageServer", package: "idv-res"), .product(name: "ResourceBundle", package: "idv-res"),
    ], swiftSettings: [.swiftLanguageMode(.v5)])]
)
SWIFT
(cd "$work" && swift build -c release --product features-bench >/dev/null)
bundle="$work/bundle"
rm -rf "$bundle" && mkdir -p "$bundle" && (cd "$bundle" && unzip -q "$zip")
echo "load: $(uptime | sed 's/.*load average: //')"
/usr/bin/time -f "CPU: %U s user + %S s sys, %M KB peak" "$work/.build/release/features-bench" "$bundle" "${1:-200}"
echo "load: $(uptime | sed 's/.*load average: //')"
