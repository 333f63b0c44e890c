#!/usr/bin/env bash
# Builds the libFuzzer harnesses: the library modules compiled once with coverage and
# AddressSanitizer (swiftc -sanitize=fuzzer,address), then one executable per harness,
# .build/fuzz/bin/fuzz-NAME for Fuzz/Harnesses/NAME.swift.
# Usage: Fuzz/build.sh [NAME ...]   (default: every harness)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
OUT=${FUZZ_BUILD:-.build/fuzz}
mkdir -p "$OUT/modules" "$OUT/bin"

FLAGS=(-sanitize=fuzzer,address -parse-as-library -enable-testing -O -g -package-name idv_res
       -I "$OUT/modules" -I Sources/CXML -I Sources/CZip -I Sources/CDeflate -I Sources/CCrypto)
for flag in $(pkg-config --cflags libxml-2.0 libzip libdeflate libcrypto); do FLAGS+=(-Xcc "$flag"); done
LIBS=(-lxml2 -lzip -ldeflate -lcrypto)

newer_than() { # newer_than TARGET FILE...: does any FILE postdate TARGET (or TARGET not exist)?
    local target=$1; shift
    [ -e "$target" ] || return 0
    for file in "$@"; do [ "$file" -nt "$target" ] && return 0; done
    return 1
}

# build_module NAME SOURCE...: one object and one .swiftmodule, rebuilt when a source or
# a module built before it changed.
BUILT=()
build_module() {
    local name=$1; shift
    local object="$OUT/modules/$name.o"
    if newer_than "$object" "$@" "${BUILT[@]/%/.swiftmodule}"; then
        echo "fuzz: compiling module $name" >&2
        "$SWIFTC" "${FLAGS[@]}" -module-name "$name" -wmo -num-threads 0 \
            -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" -c -o "$object" "$@"
    fi
    BUILT+=("$OUT/modules/$name")
}
sources() { find "$@" -name '*.swift' | sort; }
# A module's rule lists, which SwiftPM's build writes with Plugins/RuleLists (rewritten only
# when they change).
rule_lists() {
    mkdir -p "$OUT/rule-lists"
    sh scripts/gen-rule-lists.sh module "$1" "Sources/$1" "$OUT/rule-lists/$1.swift"
    echo "$OUT/rule-lists/$1.swift"
}

build_module Diagnostics $(sources Sources/Diagnostics)
build_module LottieValidation $(sources Sources/LottieValidation) $(rule_lists LottieValidation)
build_module ModelsXML $(sources Sources/ModelsXML) $(rule_lists ModelsXML)
build_module Localization $(sources Sources/Localization) $(rule_lists Localization)
build_module ResourceBundle $(sources Sources/ResourceBundle) Fuzz/Support/ResourceBundleAccessor.swift \
    $(rule_lists ResourceBundle)
build_module Checksums $(sources Sources/Checksums) $(rule_lists Checksums)
build_module FuzzSupport $(sources Fuzz/Support/Invariants)

OBJECTS=("${BUILT[@]/%/.o}")
if [ $# -eq 0 ]; then
    set -- $(cd Fuzz/Harnesses && ls *.swift | sed 's/\.swift$//')
fi
for name in "$@"; do
    harness="Fuzz/Harnesses/$name.swift"
    binary="$OUT/bin/fuzz-$name"
    [ -f "$harness" ] || { echo "fuzz: no harness $harness" >&2; exit 2; }
    if newer_than "$binary" "$harness" "${OBJECTS[@]}"; then
        echo "fuzz: linking fuzz-$name" >&2
        "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz_$name" "$harness" "${OBJECTS[@]}" "${LIBS[@]}" -o "$binary"
    fi
done
