# Sourced by the interleaved A/B benches (bench/upgrade.sh): the release build, a fresh output
# folder and the rounds, each running every command of COMMANDS once in turn with the 1-minute
# load beside it, so a burst of load hits all of them; bench/interleaved.py makes the table.
#   ROUNDS (default 15), BIN (default this build's release binary), SKIP_BUILD.

# interleaved_setup NAME: sets OUT (bench/out/NAME, emptied), ROUNDS and BIN; builds BIN.
interleaved_setup() {
  OUT=$REPO/bench/out/$1
  ROUNDS=${ROUNDS:-15}
  BIN=${BIN:-$REPO/.build/release/idv-res}
  [ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product idv-res >&2
  rm -rf "$OUT" && mkdir -p "$OUT"
}

# interleaved_rounds TABLE: the rounds of COMMANDS (hyperfine -N, -i: a nonzero status is a
# result too), then the table of medians to stdout and to $OUT/TABLE.
interleaved_rounds() {
  for round in $(seq -w "$ROUNDS"); do
    cut -d' ' -f1 /proc/loadavg > "$OUT/round-$round.load"
    hyperfine -N -i --style none --runs 1 --export-json "$OUT/round-$round.json" "${COMMANDS[@]}" >/dev/null 2>&1
  done
  python3 "$REPO/bench/interleaved.py" "$OUT" | tee "$OUT/$1"
}
