#!/bin/sh
# pre-commit hook `idv-res-verify` (.pre-commit-hooks.yaml): `idv-res verify -c` on each staged
# sums file (SHA256SUMS, *.sha256), from the repository root: a name is looked up there first (as
# `idv-res checksum sdk/x.zip > sdk/SHA256SUMS` wrote it), then beside the sums file. Arguments starting
# with '-' are options for `idv-res verify` (--opt=value). idv-res is taken from PATH or $IDV_RES.
set -eu
idv_res=${IDV_RES:-idv-res}
# Not found: say how to get it, instead of the shell's bare "idv-res: not found" (127).
if ! command -v "$idv_res" >/dev/null 2>&1; then
    {
        echo "error: the idv-res-verify hook runs '$idv_res', which is not on PATH (nor an executable file)."
        echo "  Install idv-res first: in a clone of idv-res, 'make install PREFIX=\$HOME/.local' (README, \"Install\"),"
        echo "  then put \$HOME/.local/bin on PATH; or point the hook at a binary: IDV_RES=/path/to/idv-res git commit ..."
    } >&2
    exit 127
fi
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
            "$idv_res" verify $options -c "$argument" || status=$?
            ;;
    esac
done
exit $status
