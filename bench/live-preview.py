#!/usr/bin/env python3
"""The measuring half of bench/live-preview.sh: a served page open in headless Chromium
(scripts/live_browser.py), a strings file saved again and again, and the server's process
read from /proc.

live-preview.py CHROMIUM URL FILE OLD SERVER_PID EDITS MEMORY_EDITS IDLE_SECONDS [SWITCH]...

- latency: EDITS saves of FILE, each with OLD replaced by a new text; from just before the
  write to the moment the open page's DOM shows the text (evaluated every 5 ms);
- idle: the server's user+sys CPU over IDLE_SECONDS with the page open and nothing saved;
- memory: the server's resident memory every 100 of MEMORY_EDITS more saves (the page open,
  reloading after each).
Prints one JSON object.
"""
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from live_browser import Browser  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def rss_mib(pid):
    for line in open("/proc/%d/status" % pid):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0


def main():
    chromium, url, path, old, pid, edits, memory_edits, idle = sys.argv[1:9]
    pid, edits, memory_edits, idle = int(pid), int(edits), int(memory_edits), float(idle)
    original = open(path, encoding="utf-8").read()
    assert old in original, "%s not in %s" % (old, path)
    browser = Browser(chromium, sys.argv[9:])
    browser.open(url)
    browser.wait("document.body.innerText.includes(%s)" % json.dumps(old.split("&#10;")[0]))

    def save(n):
        text = "%s %d" % (old, n)
        start = time.monotonic()
        with open(path, "w", encoding="utf-8") as file:
            file.write(original.replace(old, text, 1))
        browser.wait("document.body && document.body.innerText.includes(%s)" % json.dumps(text), timeout=60)
        return (time.monotonic() - start) * 1000

    try:
        latencies = [save(n) for n in range(1, edits + 1)]
        time.sleep(2)
        before = cpu_seconds(pid)
        time.sleep(idle)
        idle_cpu = cpu_seconds(pid) - before
        memory = [(0, rss_mib(pid))]
        for n in range(1, memory_edits + 1):
            save(edits + n)
            if n % 100 == 0:
                memory.append((n, rss_mib(pid)))
    finally:
        open(path, "w", encoding="utf-8").write(original)
        browser.close()
    ordered = sorted(latencies)
    print(json.dumps({
        "edits": edits,
        "median_ms": statistics.median(ordered),
        "p95_ms": ordered[max(0, int(round(0.95 * len(ordered))) - 1)],
        "min_ms": ordered[0],
        "max_ms": ordered[-1],
        "idle_seconds": idle,
        "idle_cpu_seconds": idle_cpu,
        "memory_mib": memory,
    }))


if __name__ == "__main__":
    main()
