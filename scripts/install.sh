#!/bin/sh
# make install / make uninstall. Usage:
#   scripts/install.sh install   ROOT BINARY   # ROOT is $(DESTDIR)$(PREFIX)
#   scripts/install.sh uninstall ROOT
# install copies the binary and writes the man page and completions with it (from the command
# specs, as --help), then records every file and every folder it created in
# ROOT/share/idv-res/installed.txt; uninstall removes exactly those, and a folder only if empty.
set -eu
action=$1
root=$2
manifest_dir="share/idv-res"
manifest="$manifest_dir/installed.txt"
# Destination of each generated file, relative to ROOT.
files="bin/idv-res share/man/man1/idv-res.1 share/bash-completion/completions/idv-res
share/zsh/site-functions/_idv-res share/fish/vendor_completions.d/idv-res.fish"

# Makes the folders a path needs, recording the ones that did not exist ("d path") in $created.
# (The folder is kept in "$1": positional parameters are the only locals sh has.)
make_parents() {
    set -- "$(dirname "$1")"
    [ -d "$root/$1" ] && return 0
    make_parents "$1"
    mkdir "$root/$1"
    echo "d $1" >> "$created"
}

case "$action" in
install)
    binary=$3
    [ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    "$binary" man > "$tmp/idv-res.1"
    for shell in bash zsh fish; do "$binary" completions "$shell" > "$tmp/$shell"; done
    created="$tmp/created"
    # A second install keeps the folders the first one created.
    if [ -f "$root/$manifest" ]; then grep '^d ' "$root/$manifest" > "$created" || true; else : > "$created"; fi
    [ -d "$root" ] || { mkdir -p "$root"; }
    for file in $files $manifest; do make_parents "$file"; done
    install -m 755 "$binary" "$root/bin/idv-res"
    install -m 644 "$tmp/idv-res.1" "$root/share/man/man1/idv-res.1"
    install -m 644 "$tmp/bash" "$root/share/bash-completion/completions/idv-res"
    install -m 644 "$tmp/zsh" "$root/share/zsh/site-functions/_idv-res"
    install -m 644 "$tmp/fish" "$root/share/fish/vendor_completions.d/idv-res.fish"
    { sort -u "$created"; for file in $files $manifest; do echo "f $file"; done; } > "$tmp/manifest"
    install -m 644 "$tmp/manifest" "$root/$manifest"
    for file in $files; do echo "installed $root/$file"; done
    ;;
uninstall)
    if [ ! -f "$root/$manifest" ]; then
        echo "uninstall: $root/$manifest is absent: nothing installed there by make install" >&2
        exit 1
    fi
    list=$(cat "$root/$manifest")
    echo "$list" | sed -n 's/^f //p' | while IFS= read -r file; do
        rm -f "$root/$file" && echo "removed $root/$file"
    done
    # Deepest folders first; a folder that holds anything else stays.
    echo "$list" | sed -n 's/^d //p' | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2- |
        while IFS= read -r dir; do rmdir "$root/$dir" 2>/dev/null && echo "removed $root/$dir/" || true; done
    ;;
*)
    echo "usage: install.sh install ROOT BINARY | uninstall ROOT" >&2
    exit 2
    ;;
esac
