#!/usr/bin/env python3
"""Summarise interleaved rounds: DIR/round-*.json (hyperfine --export-json, each command run
once per round) and DIR/round-*.load (the 1-minute load average when the round started).
Prints a Markdown table of medians (wall, CPU = user + sys), with the load range beside.
Usage: interleaved.py DIR [BASELINE_COMMAND_NAME]"""
import glob, json, os, statistics, sys

folder = sys.argv[1]
baseline = sys.argv[2] if len(sys.argv) > 2 else None
runs, loads = {}, []
for path in sorted(glob.glob(os.path.join(folder, "round-*.json"))):
    load_path = path[:-5] + ".load"
    if os.path.exists(load_path):
        loads.append(float(open(load_path).read().split()[0]))
    for result in json.load(open(path))["results"]:
        runs.setdefault(result["command"], []).append((result["times"][0], result["user"] + result["system"]))


def ms(seconds):
    return "%.1f ms" % (seconds * 1000) if seconds < 1 else "%.2f s" % seconds


medians = {name: (statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for name, r in runs.items()}
load = "%.1f-%.1f (median %.1f)" % (min(loads), max(loads), statistics.median(loads)) if loads else "?"
ref = medians.get(baseline)
print("| command | median wall | min … max wall | median CPU (user+sys) | %s | load (1 min) |"
      % ("vs " + baseline if ref else "ratio"))
print("|---|---:|---:|---:|---:|---|")
for name, r in runs.items():
    wall, cpu = medians[name]
    ratio = "%.2fx wall, %.2fx CPU" % (wall / ref[0], cpu / ref[1]) if ref else ""
    print("| %s | %s | %s … %s | %s | %s | %s |" % (name, ms(wall), ms(min(w for w, _ in r)),
                                                   ms(max(w for w, _ in r)), ms(cpu), ratio, load))
print()
print("%d rounds, each command once per round in turn." % len(loads or next(iter(runs.values()))))
