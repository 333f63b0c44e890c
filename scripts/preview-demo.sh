#!/usr/bin/env bash
# make preview-demo: `idv-res preview` of a real zip, then screenshots of one view (ShowID in Portuguese),
# of that view in every language side by side, and of the index, taken by
# headless Chromium, into docs/images/.
set -euo pipefail
idv_res=$1
input=$2
site=.build/preview-demo
[ -e "$input" ] || { echo "preview-demo: $input is absent (set PREVIEW_DEMO_INPUT to a resources zip)"; exit 1; }
chromium=${IDV_RES_CHROMIUM:-$(command -v chromium || true)}
[ -n "$chromium" ] || { echo "preview-demo: Chromium is absent (make preview-deps installs it)"; exit 1; }
# The switches `--check` starts Chromium with (PreviewCheck.offlineArguments, printed by idv-res
# itself): headless, and no background traffic, every host resolving to nothing.
mapfile -t offline < <("$idv_res" preview "$input" -o "$site" --print-browser-arguments)
[ "${#offline[@]}" -gt 5 ] || { echo "preview-demo: $idv_res printed no browser switches"; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
shoot() { # page, png, width, height
    "$chromium" "${offline[@]}" --hide-scrollbars --user-data-dir="$profile" \
        --virtual-time-budget=5000 --window-size="$3,$4" --screenshot="$2" "file://$PWD/$site/$1" 2>/dev/null
    echo "wrote $2"
}
mkdir -p docs/images
shoot views/pt-489dpi/ShowID.html docs/images/preview-view.png 1000 1000
shoot views/side-by-side/ShowID.html docs/images/preview-side-by-side.png 1400 1000
shoot index.html docs/images/preview-index.png 1280 1100
