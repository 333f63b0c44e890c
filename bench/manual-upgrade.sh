#!/usr/bin/env bash
# What an upgrade costs by hand with the standard tools, the reference for `idv-res upgrade` in
# bench/diff.sh: unzip CUSTOM, BASE and NEW; a three-way line merge (`git merge-file`) of each
# XML file all three hold; NEW's bytes for every other file; `zip -X -r -9` of the result, then
# `unzip -tq` + `xmllint --noout` of its XML (what `validate` replaces). Conflicts are left as
# git writes them: the point is the cost, not a usable zip.
#   manual-upgrade.sh CUSTOM BASE NEW OUT.zip WORKDIR
set -eu
custom=$1 base=$2 new=$3 out=$4 work=$5
rm -rf "$work" "$out" && mkdir -p "$work/custom" "$work/base" "$work/new"
unzip -q "$custom" -d "$work/custom" && unzip -q "$base" -d "$work/base" && unzip -q "$new" -d "$work/new"
cd "$work/new"
find . -name '*.xml' | while read -r file; do
  if [ -f "../custom/$file" ] && [ -f "../base/$file" ]; then
    git merge-file -q "$file" "../base/$file" "../custom/$file" || true
  fi
done
zip -X -r -9 -q "$out" .
unzip -tq "$out" >/dev/null
find . -name '*.xml' -exec xmllint --noout {} + 2>/dev/null || true
