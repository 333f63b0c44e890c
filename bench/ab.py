#!/usr/bin/env python3
"""A/B of two commands by CPU time: N rounds, each runs A and B once (the order swapped every
round, so drift and bursts of load hit both alike), and reads each child's rusage (user + sys,
minor faults). Prints medians, means and the B/A ratios with the 1-minute load.
Usage: ab.py N COMMAND_A... -- COMMAND_B...   (absolute paths; output goes to /dev/null)

Each command's program is first copied, the same way, into a fresh folder (under its own
name): how a file came into the page cache changes what its start costs (an idv-res written by
the linker started 7% slower than a plain copy of the same bytes), and that must not tell A
from B."""
import os, shutil, statistics, sys, tempfile, time

rounds = int(sys.argv[1])
rest = sys.argv[2:]
split = rest.index("--")
commands = [rest[:split], rest[split + 1:]]
scratch = tempfile.mkdtemp(prefix="ab.")
for which, command in enumerate(commands):
    folder = os.path.join(scratch, "AB"[which])
    os.mkdir(folder)
    command[0] = shutil.copy2(command[0], os.path.join(folder, os.path.basename(command[0])))
cpu, user, system, faults, wall = ([[], []] for _ in range(5))
devnull = os.open(os.devnull, os.O_WRONLY)
for number in range(rounds):
    for which in ((0, 1) if number % 2 == 0 else (1, 0)):
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execv(commands[which][0], commands[which])
        _, _, usage = os.wait4(pid, 0)
        wall[which].append(time.perf_counter() - start)
        cpu[which].append(usage.ru_utime + usage.ru_stime)
        user[which].append(usage.ru_utime)
        system[which].append(usage.ru_stime)
        faults[which].append(usage.ru_minflt)
ms = lambda values: 1000 * statistics.median(values)
for which, name in enumerate("AB"):
    print("%s CPU median %.2f ms (user %.2f, sys %.2f), mean %.2f ms; wall median %.2f ms; minor faults %d"
          % (name, ms(cpu[which]), ms(user[which]), ms(system[which]), 1000 * statistics.mean(cpu[which]),
             ms(wall[which]), statistics.median(faults[which])))
print("B/A CPU: median %.3f, mean %.3f (load %s)" % (
    statistics.median(cpu[1]) / statistics.median(cpu[0]), statistics.mean(cpu[1]) / statistics.mean(cpu[0]),
    open("/proc/loadavg").read().split()[0]))
shutil.rmtree(scratch)
