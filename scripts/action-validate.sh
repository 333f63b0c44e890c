#!/bin/bash
# The validate step of the GitHub Action (action.yml). Inputs come in the environment (never
# spliced into the script: no injection through a path):
#   IDV_RES            the idv-res binary
#   INPUT_PATHS        what to validate, one path per line
#   INPUT_SARIF_FILE   where the SARIF report goes
#   INPUT_ARGS         more options for validate, split on spaces (--strict, --config=FILE)
#   INPUT_FAIL         "true": exit with validate's status; else exit 0 after reporting
# Writes sarif-file= and exit-code= to $GITHUB_OUTPUT; annotations go to standard output.
set -uo pipefail
paths=()
while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    [ -n "$line" ] && paths+=("$line")
done <<< "${INPUT_PATHS:-}"
if [ ${#paths[@]} -eq 0 ]; then
    echo "::error title=idv-res::the 'paths' input names nothing to validate"
    exit 2
fi
sarif="${INPUT_SARIF_FILE:-idv-res.sarif}"
read -r -a args <<< "${INPUT_ARGS:-}"
mkdir -p "$(dirname "$sarif")"

if "$IDV_RES" validate --help | grep -q -- '--report'; then
    "$IDV_RES" validate ${args[@]+"${args[@]}"} --report "sarif=$sarif" --report github -- "${paths[@]}"
    status=$?
else
    # Before `--report` (one run, several reports): SARIF and annotations from two runs.
    "$IDV_RES" validate ${args[@]+"${args[@]}"} --format sarif -- "${paths[@]}" > "$sarif"
    status=$?
    "$IDV_RES" validate ${args[@]+"${args[@]}"} --format github -- "${paths[@]}"
fi

{
    echo "sarif-file=$sarif"
    echo "exit-code=$status"
} >> "${GITHUB_OUTPUT:-/dev/null}"
if [ "${INPUT_FAIL:-true}" = true ]; then exit "$status"; fi
# Usage errors and unreadable inputs fail the step whatever fail-on-findings says.
[ "$status" -ge 2 ] && exit "$status"
exit 0
