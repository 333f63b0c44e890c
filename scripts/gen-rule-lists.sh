#!/bin/sh
# The rule lists, written at build time by Plugins/RuleLists (never checked in):
#   gen-rule-lists.sh module MODULE DIR OUTPUT   <MODULE>RuleTypes, from DIR/Rules/
#   gen-rule-lists.sh registry OUTPUT MODULE...  RuleRegistry.types, every MODULE's list
# A module's rules are its files named `<Namespace>+<Rule>.swift` under DIR/Rules/; each names
# the type `<Namespace>.<Rule>`, so a rule file whose type is missing, misnamed or not a Rule
# fails the build with an error at that file. Nothing reads a declaration: whatever spelling
# the conformance has, the compiler decides. Each protocol of the module that refines a rule
# protocol (`protocol WidgetRule: Rule`) gets a typed list of the rules conforming to it,
# chosen by overload resolution at compile time: a walker reads its list without casting at
# run time (a cast to a protocol scans the binary's conformance records once per rule type).
# Lists keep the order of the files' paths.
set -eu
# A build system may run this with a bare environment (Xcode's plugins).
PATH="${PATH:-}:/usr/bin:/bin"
mode=$1
shift

# Writes standard input to $1 when it differs: an unchanged list recompiles nothing.
write() {
    tmp="$1.tmp.$$"
    cat > "$tmp"
    if cmp -s "$tmp" "$1"; then rm -f "$tmp"; else mv -f "$tmp" "$1"; fi
}

if [ "$mode" = registry ]; then
    output=$1
    shift
    {
        printf '%s\n' "// Generated at build time by Plugins/RuleLists (scripts/gen-rule-lists.sh); not in git."
        printf '%s\n' "import Diagnostics"
        for module in "$@"; do printf 'import %s\n' "$module"; done
        printf '\n%s\n' "extension RuleRegistry {"
        printf '%s\n' "    /// Every rule type: each module's own list (a module with a Rules/ folder applies the"
        printf '%s\n' "    /// RuleLists plugin in Package.swift), the modules in the order of their names."
        printf '%s\n' "    static let types: [any Rule.Type] = {"
        printf '%s\n' "        var types: [any Rule.Type] = []"
        for module in "$@"; do printf '        types += %sRuleTypes.all\n' "$module"; done
        printf '%s\n' "        return types"
        printf '%s\n' "    }()"
        printf '%s\n' "}"
    } | write "$output"
    exit 0
fi

[ "$mode" = module ] || { echo "usage: $0 module MODULE DIR OUTPUT | registry OUTPUT MODULE..." >&2; exit 2; }
module=$1
# As the compiler is given the module's files (absolute from SwiftPM, relative from Fuzz/build.sh):
# `#sourceLocation` must name a file by the same path, or its #fileID conflicts with the file's.
dir=${2%/}
output=$3

# One path a line from here on: a folder's name may hold a space.
IFS='
'
# Rule files: `<Namespace>+<Rule>.swift`, both parts identifiers, in the order of their paths.
rules=$(cd "$dir" && find Rules -type f -name '*+*.swift' | LC_ALL=C sort)
for file in $rules; do
    name=${file##*/}
    case "${name%.swift}" in
        *[!A-Za-z0-9_+]* | *+*+* | +* | *+ | [0-9]* | *+[0-9]*)
            echo "$dir/$file:1:1: error: a rule's file is named <Namespace>+<Rule>.swift, after its type" >&2
            exit 1 ;;
    esac
done

# Rule protocols: `[access] protocol Name: ...` naming `Rule` or another `...Rule` it refines.
# Name and access level (package for public and package, internal otherwise), one per line.
protocols=$(find "$dir" -type f -name '*.swift' | LC_ALL=C sort | while read -r source; do
    sed -n -E 's/^[[:space:]]*((public|package|internal)[[:space:]]+)?protocol[[:space:]]+([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*:([^{]*[^A-Za-z0-9_])?[A-Za-z0-9_]*Rule([^A-Za-z0-9_].*)?$/\3 \2/p' "$source"
done)

# One rule a line: its number, its file's path as a Swift string's text, its type.
tab=$(printf '\t')
listed=$(n=0; for file in $rules; do
    n=$((n + 1))
    name=${file##*/}
    name=${name%.swift}
    printf '%s\t%s\t%s.%s\n' "$n" "$(printf '%s' "$dir/$file" | sed 's/\\/\\\\/g; s/"/\\"/g')" \
        "${name%%+*}" "${name#*+}"
done)

# Prints FORMAT (its %s: the rule's alias) once per rule, each line located at the rule's file:
# an error there names the file, never this generated one.
each_rule() {
    [ -n "$listed" ] || return 0
    printf '%s\n' "$listed" | while IFS="$tab" read -r number path type; do
        printf '#sourceLocation(file: "%s", line: 1)\n' "$path"
        printf "$1\\n" "RuleFile$number"
    done
    printf '%s\n' "#sourceLocation()"
}

{
    printf '%s\n' "// Generated at build time by Plugins/RuleLists (scripts/gen-rule-lists.sh) from the file"
    printf '%s\n' "// names under Sources/$module/Rules/; not in git."
    printf '%s\n' "import Diagnostics"
    printf '\n%s\n' "// Each rule's type, named as its file says."
    if [ -n "$listed" ]; then
        printf '%s\n' "$listed" | while IFS="$tab" read -r number path type; do
            printf '#sourceLocation(file: "%s", line: 1)\n' "$path"
            printf 'private typealias RuleFile%s = %s\n' "$number" "$type"
        done
        printf '%s\n' "#sourceLocation()"
    fi
    printf '\n%s\n' "/// The rules of $module, in the order of their files' paths: the registry's part, and the"
    printf '%s\n' "/// lists this module's walkers read."
    printf 'package enum %sRuleTypes {\n' "$module"
    printf '%s\n' "    package static let all: [any Rule.Type] = {"
    printf '%s\n' "        var rules: [any Rule.Type] = []"
    each_rule '        rules.append(%s.self)'
    printf '%s\n' "        return rules"
    printf '%s\n' "    }()"
    printf '%s\n' "$protocols" | while IFS=' ' read -r protocol access; do
        [ -n "$protocol" ] || continue
        # lowerCamelCase, a leading acronym lowered whole (XLIFFRule: xliffRules).
        list=$(printf '%s' "$protocol" | awk '{
            lead = match($0, /[a-z]/); lead = (lead > 2) ? lead - 2 : 1
            printf "%ss", tolower(substr($0, 1, lead)) substr($0, lead + 1) }')
        case "$access" in public | package) level="package " ;; *) level="" ;; esac
        printf '\n    /// The rules conforming to `%s`.\n' "$protocol"
        printf '    %sstatic let %s: [any %s.Type] = {\n' "$level" "$list" "$protocol"
        printf '        var rules: [any %s.Type] = []\n' "$protocol"
        each_rule "        add$protocol(%s.self, to: &rules)"
        printf '%s\n' "        return rules"
        printf '%s\n' "    }()"
    done
    printf '%s\n' "}"
    printf '%s\n' "$protocols" | while IFS=' ' read -r protocol access; do
        [ -n "$protocol" ] || continue
        printf '\n/// Adds a rule conforming to `%s`; the overload below, more specific, takes those.\n' "$protocol"
        printf 'private func add%s<T: Rule>(_: T.Type, to rules: inout [any %s.Type]) {}\n' "$protocol" "$protocol"
        printf 'private func add%s<T: %s>(_ rule: T.Type, to rules: inout [any %s.Type]) {\n' \
            "$protocol" "$protocol" "$protocol"
        printf '%s\n' "    rules.append(rule)"
        printf '%s\n' "}"
    done
} | write "$output"
