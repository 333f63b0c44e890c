#!/bin/sh
# pre-commit hook `idv-res-validate` (.pre-commit-hooks.yaml): validates the resources that hold
# the staged files, once each: a resources zip as is; widget.xml, strings/*.xml and
# documents/*.xml as the whole bundle folder they belong to (so tokens, images and languages
# are checked across files); Localizable.strings and .xcstrings as the app resources folder
# holding the *.lproj folders. Arguments starting with '-' are options for `idv-res validate`
# (give values as --opt=value); the others are the staged files pre-commit passes.
# idv-res is taken from PATH, or from $IDV_RES.
set -eu
idv_res=${IDV_RES:-idv-res}
# Not found: say how to get it, instead of the shell's bare "idv-res: not found" (127).
if ! command -v "$idv_res" >/dev/null 2>&1; then
    {
        echo "error: the idv-res-validate hook runs '$idv_res', which is not on PATH (nor an executable file)."
        echo "  Install idv-res first: in a clone of idv-res, 'make install PREFIX=\$HOME/.local' (README, \"Install\"),"
        echo "  then put \$HOME/.local/bin on PATH; or point the hook at a binary: IDV_RES=/path/to/idv-res git commit ..."
    } >&2
    exit 127
fi
nl='
'
options=""
inputs="$nl"

# The bundle folder a resources XML belongs to (its own folder, or the parent of strings/ or
# documents/ when that parent looks like a bundle), else the file itself.
bundle_of() {
    dir=$(dirname "$1")
    if [ -f "$dir/widget.xml" ] || [ -d "$dir/strings" ] || [ -d "$dir/documents" ]; then echo "$dir"; return; fi
    case "$(basename "$dir")" in
        strings|documents) echo "$(dirname "$dir")"; return ;;
    esac
    echo "$1"
}

input_of() {
    case "$1" in
        *.zip) echo "$1" ;;
        *.lproj/Localizable.strings) dirname "$(dirname "$1")" ;;
        Localizable.strings|*/Localizable.strings|*.xcstrings) dirname "$1" ;;
        *) bundle_of "$1" ;;
    esac
}

for argument in "$@"; do
    case "$argument" in
        -*) options="$options$argument$nl" ;;
        *)
            input=$(input_of "$argument")
            case "$inputs" in *"$nl$input$nl"*) ;; *) inputs="$inputs$input$nl" ;; esac
            ;;
    esac
done
[ "$inputs" = "$nl" ] && exit 0
# Split the lists on line breaks only: names may hold spaces.
IFS=$nl
# shellcheck disable=SC2086
set -- $options $inputs
unset IFS
exec "$idv_res" validate "$@"
