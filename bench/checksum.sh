#!/usr/bin/env bash
# SHA-256 of a 1 GiB file: idv-res checksum (release) vs openssl dgst -sha256 vs sha256sum,
# in one hyperfine run; then peak memory of each with /usr/bin/time -v.
# The file is generated in /tmp (never in the repository) and read from the page cache, so
# the figures measure hashing, not the disk. Usage: bench/checksum.sh [SIZE_MIB]
set -euo pipefail
cd "$(dirname "$0")/.."

size_mib="${1:-1024}"
file="${TMPDIR:-/tmp}/idv-res-bench-${size_mib}MiB.bin"
out="bench/out"
mkdir -p "$out"

command -v hyperfine >/dev/null || { echo "hyperfine is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (apt-get install time)" >&2; exit 1; }

swift build -c release --static-swift-stdlib --product idv-res >/dev/null
bin=.build/release/idv-res

if [ ! -f "$file" ] || [ "$(stat -c %s "$file")" -ne $((size_mib * 1048576)) ]; then
    # Random bytes (not zeros) so no layer can shortcut; generated once, kept for re-runs.
    # (openssl ends on SIGPIPE once head has enough: expected, hence the `|| true`)
    { openssl enc -aes-128-ctr -pass pass:idv-res -nosalt -pbkdf2 </dev/zero 2>/dev/null || true; } | head -c $((size_mib * 1048576)) >"$file"
fi
cat "$file" >/dev/null   # into the page cache

# All three must agree before anything is timed.
a=$("$bin" checksum "$file" | cut -c1-64)
b=$(openssl dgst -sha256 -r "$file" | cut -c1-64)
c=$(sha256sum "$file" | cut -c1-64)
[ "$a" = "$b" ] && [ "$b" = "$c" ] || { echo "digests differ: $a $b $c" >&2; exit 1; }
echo "SHA-256 of $file: $a"

hyperfine --warmup 1 --runs 10 --export-markdown "$out/checksum.md" --export-json "$out/checksum.json" \
    -n "idv-res checksum" "$bin checksum $file" \
    -n "openssl dgst -sha256" "openssl dgst -sha256 $file" \
    -n "sha256sum" "sha256sum $file"

echo
echo "peak RSS (maximum resident set size, /usr/bin/time -v):"
for command in "$bin checksum $file" "openssl dgst -sha256 $file" "sha256sum $file"; do
    rss=$(/usr/bin/time -v $command 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}')
    printf '  %-28s %6d KiB (%.1f MiB)\n' "${command%% /*}" "$rss" "$(echo "$rss / 1024" | bc -l)"
done

echo
echo "throughput (MiB/s), by wall time and by CPU time (user+sys; steadier on a shared machine):"
python3 - "$out/checksum.json" "$size_mib" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
size = float(sys.argv[2])
base = next(r for r in results if r["command"].startswith("openssl"))
base_wall, base_cpu = size / base["mean"], size / (base["user"] + base["system"])
for r in results:
    wall, cpu = size / r["mean"], size / (r["user"] + r["system"])
    print(f"  {r['command']:<22} wall {wall:7.0f} ({wall / base_wall:4.2f}x openssl)   cpu {cpu:7.0f} ({cpu / base_cpu:4.2f}x openssl)")
PY
