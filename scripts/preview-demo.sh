#!/usr/bin/env bash
# make preview-demo: `idv-res preview` of a real zip, then screenshots of one view (ShowID in Portuguese),
# of that view in every language side by side, and of the index, taken by headless Chromium
# (scripts/chromium-eval.py, over the DevTools pipe) into docs/images/ (or the folder given third).
# The screenshots are taken with reduced motion: no flash, the first frame of each animation and
# video, so that two runs give the same PNGs.
set -euo pipefail
idv_res=$1
input=$2
images=${3:-docs/images}
[ -e "$input" ] || { echo "preview-demo: $input is absent (set PREVIEW_DEMO_INPUT to a resources zip)"; exit 1; }
chromium=${IDV_RES_CHROMIUM:-$(command -v chromium || true)}
[ -n "$chromium" ] || { echo "preview-demo: Chromium is absent (make preview-deps installs it)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
site=$work/site
# The switches `--check` starts Chromium with (PreviewCheck.offlineArguments, printed by idv-res
# itself): headless, and no background traffic, every host resolving to nothing.
mapfile -t offline < <("$idv_res" preview "$input" -o "$site" --print-browser-arguments)
[ "${#offline[@]}" -gt 5 ] || { echo "preview-demo: $idv_res printed no browser switches"; exit 1; }
switches=()
for switch in "${offline[@]}" "--hide-scrollbars" "--user-data-dir=$work/profile"; do switches+=(--switch "$switch"); done
echo 1 > "$work/nothing.js"
mkdir -p "$images"
shoot() { # page, png, width, height
    mkdir -p "$work/shot"
    python3 "$(dirname "$0")/chromium-eval.py" "$chromium" "$work/nothing.js" --window "$3x$4" --reduced-motion \
        --screenshot-dir "$work/shot" "${switches[@]}" "file://$site/$1" >/dev/null
    mv "$work/shot/0.png" "$2"
    echo "wrote $2"
}
shoot views/pt-489dpi/ShowID.html "$images/preview-view.png" 1000 1000
shoot views/side-by-side/ShowID.html "$images/preview-side-by-side.png" 1280 1000
shoot index.html "$images/preview-index.png" 1280 1100
