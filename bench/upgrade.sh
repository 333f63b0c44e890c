#!/usr/bin/env bash
# upgrade (issue 40) of real vendor steps with a customer's edits, this build against another
# (BEFORE=BIN, e.g. main's release build), interleaved: each round runs every command once in
# turn (hyperfine -N, 1 run), so a burst of load hits all of them; the table gives medians of
# wall and CPU time (user + sys) with the 1-minute load of the rounds.
# The three upgrades, each merge, pack and validation of OUT (this build also validates NEW,
# on the other core, for its exit status):
#   plain    and-63f1d381db64 -> and-d5e0bc959cdb, no customisation (bench/diff.sh's upgrade);
#   models   and-34dbcf9994a4 -> and-5ca3ad910a0b, the customer's threshold in ES/DLI-2013 (a
#            Version the vendor rewrote elsewhere), a text in two languages, a colour, an image
#            in one density and a language of their own (made here from BASE, unpacked);
#   renamed  the selphi step and-355e60fa1aff -> and-36d658f91cd9 with a customer's French
#            (the vendor renamed 14 tokens).
#   ROUNDS (default 15), BIN (default this build's release binary), BEFORE (optional): bench/interleaved.sh.
#   Needs: swift, hyperfine, unzip, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
HISTORY=$REPO/../shared/corpus/zips/history
[ -d "$HISTORY" ] || { echo "no $HISTORY: the real zips are needed" >&2; exit 2; }
. bench/interleaved.sh
interleaved_setup upgrade

# The customer's copies, edited as a customer would.
unzip -q "$HISTORY/and-34dbcf9994a4.zip" -d "$OUT/models"
sed -i '10s/threshold="0.3"/threshold="0.45"/' "$OUT/models/documents/DocumentDL_All.xml"
sed -i 's/>LISTO</>VAMOS</' "$OUT/models/strings/strings.es.xml"
sed -i 's/>READY</>GO</' "$OUT/models/strings/strings.xml"
sed -i '0,/#7636FC/s//#FF0000/' "$OUT/models/widget.xml"
cp "$OUT/models/resources/163dpi/exit-light.png" "$OUT/models/resources/326dpi/exit-dark.png"
cp "$OUT/models/strings/strings.xml" "$OUT/models/strings/strings.fr.xml"
unzip -q "$HISTORY/and-355e60fa1aff.zip" -d "$OUT/renamed"
sed 's/\(<token id="[^"]*">\)\([^<]\)/\1FR \2/' "$OUT/renamed/strings/strings.xml" > "$OUT/renamed/strings/strings.fr.xml"

COMMANDS=()
add() { # LABEL BIN
  COMMANDS+=(
    -n "$1 upgrade plain" "$2 upgrade $HISTORY/and-63f1d381db64.zip --from $HISTORY/and-63f1d381db64.zip --to $HISTORY/and-d5e0bc959cdb.zip -o $OUT/$1-plain.zip --overwrite"
    -n "$1 upgrade models" "$2 upgrade $OUT/models --from $HISTORY/and-34dbcf9994a4.zip --to $HISTORY/and-5ca3ad910a0b.zip -o $OUT/$1-models.zip --overwrite"
    -n "$1 upgrade renamed" "$2 upgrade $OUT/renamed --from $HISTORY/and-355e60fa1aff.zip --to $HISTORY/and-36d658f91cd9.zip -o $OUT/$1-renamed.zip --overwrite"
  )
}
[ -n "${BEFORE:-}" ] && add before "$BEFORE"
add this "$BIN"
# An upgrade exits 1 on conflicts (and before #40 on NEW's own errors): a result all the same.
interleaved_rounds upgrade.md
