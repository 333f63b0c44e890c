#!/usr/bin/env bash
# `idv-res lsp` (issue 32): re-validation after a keystroke in the real SelphID bundle, measured
# from the didChange written to the publishDiagnostics of that version read, by a small scripted
# client (bench/lsp-client.py) driving the release binary: EDITS (default 100) keystrokes in
# widget.xml, then in strings/strings.xml (median, p95), then MEMORY_EDITS (default 10000) more
# with the server's peak RSS before and after (flat memory: the same figure); REQUESTS (default
# 50) references and renames of a widget.xml token (issue 42), timed. ROUNDS (default 3)
# runs of the whole, with `uptime` before and after each; the server's CPU (user + sys) per
# round from /usr/bin/time. BIN=... measures that binary instead of building.
# Needs: swift, python3, unzip, /usr/bin/time; ../shared/corpus beside the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ZIP=${ZIP:-$REPO/../shared/corpus/zips/selphid-resources-real.zip}
OUT=$REPO/bench/out/lsp
[ -f "$ZIP" ] || { echo "no corpus zip at $ZIP" >&2; exit 1; }
if [ -z "${BIN:-}" ]; then
  BIN=$REPO/.build/release/idv-res
  swift build -c release --static-swift-stdlib --product idv-res >&2
fi
EDITS=${EDITS:-100}
MEMORY_EDITS=${MEMORY_EDITS:-10000}
REQUESTS=${REQUESTS:-50}
ROUNDS=${ROUNDS:-3}
rm -rf "$OUT" && mkdir -p "$OUT/bundle"
(cd "$OUT/bundle" && unzip -q "$ZIP")

# The server's CPU time: the client starts it through /usr/bin/time.
cat > "$OUT/timed-idv-res" <<SH
#!/bin/sh
exec /usr/bin/time -f "server cpu: user %U s sys %S s, max RSS %M KB" -a -o "$OUT/server-time.txt" "$BIN" "\$@"
SH
chmod +x "$OUT/timed-idv-res"

for round in $(seq "$ROUNDS"); do
  echo "## round $round" | tee -a "$OUT/results.md"
  echo "load before: $(uptime)" | tee -a "$OUT/results.md"
  python3 bench/lsp-client.py "$OUT/timed-idv-res" "$OUT/bundle" "$EDITS" "$MEMORY_EDITS" "$REQUESTS" 2>/dev/null | tee -a "$OUT/results.md"
  echo "load after:  $(uptime)" | tee -a "$OUT/results.md"
  tail -1 "$OUT/server-time.txt" | tee -a "$OUT/results.md"
done
