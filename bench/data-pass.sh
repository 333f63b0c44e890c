#!/usr/bin/env bash
# A/B of `validate` (#13/#14, inflate once): two binaries, runs interleaved A B A B, medians of
# wall, CPU (user+sys), task-clock and page faults from `perf stat`; peak RSS from
# /usr/bin/time -v on a synthetic bundle of the real models repeated 1x and 20x.
# Usage: bench/data-pass.sh A_BINARY B_BINARY [RUNS]
set -euo pipefail
A=$1 B=$2 RUNS=${3:-15}
ZIPS=../shared/corpus/zips
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Synthetic bundles: widget.xml, strings/ and every document model of the real zips, the
# models copied N times under new names (documents/<name>-<k>.xml).
python3 - "$WORK" "$ZIPS"/*.zip <<'PY'
import sys, zipfile
work, zips = sys.argv[1], sys.argv[2:]
files, models = {}, {}
for path in zips:
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name.endswith('/'): continue
            if name.startswith('documents/') and name.endswith('.xml') and 'DocumentRules' not in name:
                models.setdefault(name, z.read(name))
            elif name == 'widget.xml' or name.startswith('strings/'):
                files.setdefault(name, z.read(name))
for n in (1, 20):
    with zipfile.ZipFile(f'{work}/models-{n}x.zip', 'w', zipfile.ZIP_DEFLATED) as out:
        for name, data in files.items(): out.writestr(name, data)
        for k in range(n):
            for name, data in models.items(): out.writestr(name[:-4] + f'-{k}.xml', data)
PY

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# One perf-stat run: wall_ms cpu_ms task_ms faults
run() {
    perf stat -e task-clock,page-faults "$@" 2>&1 >/dev/null | awk '
        /task-clock/ {t=$1} /page-faults/ {gsub(",","",$1); f=$1}
        /seconds time elapsed/ {w=$1*1000} /seconds user/ {u=$1*1000} /seconds sys/ {s=$1*1000}
        END {printf "%.1f %.1f %.1f %d\n", w, u+s, t, f}'
}

ab() {  # label, then the validate arguments
    local label=$1; shift
    : >"$WORK/a" ; : >"$WORK/b"
    for _ in $(seq "$RUNS"); do
        run "$A" validate "$@" >>"$WORK/a" || true
        run "$B" validate "$@" >>"$WORK/b" || true
    done
    for side in a b; do
        printf '%-28s %s wall %6.1f ms  cpu %6.1f ms  task-clock %6.1f ms  faults %6d  (load %s)\n' "$label" "$side" \
            "$(cut -d' ' -f1 "$WORK/$side" | median)" "$(cut -d' ' -f2 "$WORK/$side" | median)" \
            "$(cut -d' ' -f3 "$WORK/$side" | median)" "$(cut -d' ' -f4 "$WORK/$side" | median)" \
            "$(cut -d' ' -f1-3 /proc/loadavg)"
    done
}

if [ "${MEMORY_ONLY:-}" != 1 ]; then
ab "SelphID zip" "$ZIPS/selphid-resources-real.zip"
ab "12 real zips, one run" "$ZIPS"/*.zip "$ZIPS"/history/*.zip
ab "models 1x" "$WORK/models-1x.zip"
ab "models 20x" "$WORK/models-20x.zip"
fi

for bin in "$A" "$B"; do
    for n in 1 20; do
        # validate exits 1 on findings: the status is not what is measured here.
        kb=$( (/usr/bin/time -v "$bin" validate "$WORK/models-${n}x.zip" 2>&1 >/dev/null || true) |
            awk '/Maximum resident/ {print $6}')
        printf 'peak RSS %-40s models %2dx: %6.1f MB (load %s)\n' "$bin" "$n" "$(awk "BEGIN {print $kb / 1024}")" \
            "$(cut -d' ' -f1-3 /proc/loadavg)"
    done
done
