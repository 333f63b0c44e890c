#!/usr/bin/env python3
"""Rewrites docs/rules.md's '## Rule index' from `idv-res rules --format json` (`make rules`).

One item per rule: its anchor (SARIF's helpUri points there), id, severity and summary, the
summary escaped as Markdown outside code spans, wrapped at 120 columns (RulesDocumentationTests
reads it back the same way). Usage: scripts/gen-rules-index.py BIN [docs/rules.md]
"""
import json
import subprocess
import sys
import textwrap


def escaped(summary: str) -> str:
    parts = summary.split("`")
    for index in range(0, len(parts), 2):
        parts[index] = (parts[index].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                        .replace("*", "\\*").replace("_", "\\_"))
    return "`".join(parts)


def main() -> None:
    binary = sys.argv[1]
    path = sys.argv[2] if len(sys.argv) > 2 else "docs/rules.md"
    rules = json.loads(subprocess.run([binary, "rules", "--format", "json"], check=True,
                                      capture_output=True, text=True).stdout)
    items = []
    for rule in rules:
        line = f'- <a id="{rule["id"]}"></a>`{rule["id"]}` ({rule["severity"]}): {escaped(rule["summary"])}'
        items += textwrap.wrap(line, width=120, subsequent_indent="  ", break_long_words=False,
                               break_on_hyphens=False)
    text = open(path, encoding="utf-8").read()
    head, marker, rest = text.partition("\n## Rule index\n")
    if not marker:
        sys.exit(f"{path} has no '## Rule index'")
    lines = rest.split("\n")
    # The section: its prose up to the first item, the items, then whatever section follows.
    first = next(i for i, l in enumerate(lines) if l.startswith("- "))
    end = next((i for i, l in enumerate(lines) if l.startswith("## ") and i > first), len(lines))
    tail = lines[end:]
    body = lines[:first] + items + ([""] + tail if tail else [""])
    open(path, "w", encoding="utf-8").write(head + marker + "\n".join(body))


main()
