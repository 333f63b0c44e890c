#!/bin/sh
# pre-commit hook `idv-res-verify` (.pre-commit-hooks.yaml): `idv-res verify -c` on each staged
# sums file (SHA256SUMS, *.sha256), the files it names looked up beside it. Arguments starting
# with '-' are options for `idv-res verify` (--opt=value). idv-res is taken from PATH or $IDV_RES.
set -eu
idv_res=${IDV_RES:-idv-res}
options=""
status=0
for argument in "$@"; do
    case "$argument" in -*) options="$options $argument" ;; esac
done
for argument in "$@"; do
    case "$argument" in
        -*) ;;
        *)
            # shellcheck disable=SC2086
            "$idv_res" verify $options -c "$argument" --dir "$(dirname "$argument")" || status=$?
            ;;
    esac
done
exit $status
